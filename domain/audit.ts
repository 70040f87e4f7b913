/**
 * The audited actions and what each is called in the admin console's audit log (docs/product.md, the admin console). The log
 * stores the action's code ("table.update"), which stays the filter's value and is shown under the name; the name is
 * what an operator reads, in the page's language (catalogued in domain/i18n/catalogue.ts, keyed without the dot,
 * which the translations use as a separator).
 */
export const AUDIT_ACTIONS = [
	"member.ban",
	"member.activate",
	"member.delete",
	"member.adjust_tokens",
	"deposit.approve",
	"deposit.reject",
	"withdraw.approve",
	"withdraw.reject",
	"game.update",
	"game.delete",
	"table.create",
	"table.update",
	"payment_settings.update",
	"round.force_result",
	"session.end_all",
	"session.end_others",
	"user.name_change",
	"user.password_change",
	"protection.limit",
	"protection.cool_off",
	"protection.self_exclusion",
	"bank_statement.upload",
	"bank_statement.mapping",
	"withdraw.first_approve",
	"settings.four_eyes",
	"promotion.create",
	"promotion.update",
	"operator.role",
	"member.note",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
type NameKey<A extends string> = A extends `${infer Area}.${infer Verb}` ? `${Area}_${Verb}` : never;

export const auditActionNames = {
	member_ban: "Member banned",
	member_activate: "Member activated",
	member_delete: "Member deleted",
	member_adjust_tokens: "Play tokens adjusted",
	deposit_approve: "Deposit approved",
	deposit_reject: "Deposit rejected",
	withdraw_approve: "Withdrawal approved",
	withdraw_reject: "Withdrawal rejected",
	game_update: "Game changed",
	game_delete: "Game deleted",
	table_create: "Table added",
	table_update: "Table changed",
	payment_settings_update: "Payment QR or UPI ID changed",
	round_force_result: "Next result set by an operator",
	session_end_all: "Signed out everywhere",
	session_end_others: "Other devices signed out",
	user_name_change: "Name changed",
	user_password_change: "Password changed",
	protection_limit: "Protection limit changed",
	protection_cool_off: "Cool-off started",
	protection_self_exclusion: "Self-exclusion started",
	bank_statement_upload: "Bank statement uploaded",
	bank_statement_mapping: "Bank statement columns set",
	withdraw_first_approve: "Withdrawal approved once (a second approver is needed)",
	settings_four_eyes: "Second approver threshold changed",
	promotion_create: "Promotion added",
	promotion_update: "Promotion changed",
	operator_role: "Operator role changed",
	member_note: "Internal note added",
} as const satisfies Record<NameKey<AuditAction>, string>;

/** An action's name, or null for a code this version does not know (an older or newer one): the code is shown. */
export function auditActionName(action: string): string | null {
	const key = action.replace(".", "_");
	return (AUDIT_ACTIONS as readonly string[]).includes(action) ? auditActionNames[key as NameKey<AuditAction>] : null;
}
