/**
 * What each operator role may do (docs/decisions/0863-operator-roles.md). The API's middleware, the admin pages'
 * loaders and actions, the admin sidebar and the tables' sockets all ask `may` here, so one list says who may do what.
 */
import type { Role } from "./users";

export const OPERATOR_ROLES = ["admin", "cashier", "support"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperator(role: Role | null | undefined): role is OperatorRole {
	return role === "admin" || role === "cashier" || role === "support";
}

/** Each thing an operator may do, and the roles that may. */
export const PERMISSIONS = {
	/** The members list, a member's page and its history, AML flags, limits; internal notes. */
	readMembers: ["admin", "cashier", "support"],
	/** Deposit and withdrawal requests, read. */
	readRequests: ["admin", "cashier", "support"],
	/** Approve or reject deposits and withdrawals, bank statements. */
	reviewRequests: ["admin", "cashier"],
	/** Ban, reinstate or delete a member. */
	manageMembers: ["admin"],
	/** Credit or debit a member's balance by hand. */
	adjustBalances: ["admin"],
	/** The business: dashboard, today's figures, reconciliation, the audit log. */
	readBusiness: ["admin"],
	/** Payment settings and the four-eyes threshold (a statement's columns are the cashier's: reviewRequests). */
	changeSettings: ["admin"],
	/** Games, tables, the live game and its results. */
	runTables: ["admin"],
	/** Promotions. */
	runPromotions: ["admin"],
	/** Which operator has which role. */
	assignRoles: ["admin"],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function may(role: Role | null | undefined, permission: Permission): boolean {
	return isOperator(role) && (PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}

/** The roles that hold a permission (for `requireRole(...rolesWith(p))`). */
export function rolesWith(permission: Permission): OperatorRole[] {
	return [...PERMISSIONS[permission]];
}
