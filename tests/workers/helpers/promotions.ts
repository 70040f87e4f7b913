/**
 * Promotions as the operator and the player make them through the API (docs/decisions/0850-promotions.md): a
 * promotion created by an admin, claimed by a player, a deposit approved; and the player's bonuses as stored.
 */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { DAY_MS } from "~/domain/promotions/rules";
import type { PromotionView } from "~/server/promotions";
import { call, newUtr } from "./api";
import type { TestUser } from "./users";

let codeSeq = 0;
function uniqueCode(prefix = "P"): string {
	codeSeq += 1;
	return `${prefix}${Date.now().toString(36).toUpperCase()}${codeSeq}`.slice(0, 20);
}

export function promotionInput(patch: Record<string, unknown> = {}) {
	return {
		code: uniqueCode(),
		titleEn: "Welcome match",
		titleHi: "स्वागत मैच",
		termsEn: "100% of your next deposit, up to ₹10,000.",
		termsHi: "आपके अगले जमा का 100%, ज़्यादा से ज़्यादा ₹10,000।",
		kind: "deposit_match",
		startsAt: new Date(Date.now() - DAY_MS).toISOString(),
		percent: 100,
		minDeposit: 500,
		maxBonus: 10_000,
		wageringMultiple: 2,
		expiryDays: 7,
		maxBet: 5_000,
		...patch,
	};
}

export async function createPromotion(admin: TestUser, patch: Record<string, unknown> = {}): Promise<PromotionView> {
	const made = await call<{ promotion: PromotionView }>("POST", "/api/admin/promotions", {
		as: admin,
		json: promotionInput(patch),
	});
	expect(made.status).toBe(201);
	return made.body.promotion;
}

/** A weekly cashback of 10% of last week's net loss (₹10 to ₹5,000), wagered once, open for the past 30 days. */
export function cashbackPromotion(admin: TestUser): Promise<PromotionView> {
	return createPromotion(admin, {
		kind: "weekly_cashback",
		percent: 10,
		minBonus: 10,
		maxBonus: 5_000,
		wageringMultiple: 1,
		expiryDays: 3,
		startsAt: new Date(Date.now() - 30 * DAY_MS).toISOString(),
	});
}

export function claim(player: TestUser, code: string, cookie?: string) {
	return call<{ message: string; reason?: string }>("POST", "/api/promotions/claim", {
		as: player,
		json: { code },
		headers: cookie ? { Cookie: cookie } : {},
	});
}

export async function approvedDeposit(player: TestUser, admin: TestUser, amount: number): Promise<string> {
	const made = await call<{ data: { id: string } }>("POST", "/api/transactions/deposit", {
		as: player,
		json: { amount, utr: newUtr() },
	});
	expect(made.status).toBe(201);
	const id = made.body.data.id;
	expect((await call("PUT", `/api/transactions/${id}/approve`, { as: admin })).status).toBe(200);
	return id;
}

export type BonusRow = {
	id: string;
	status: string;
	amount_paise: number;
	balance_paise: number;
	wagering_required_paise: number;
	wagered_paise: number;
};

export async function bonusesOf(userId: string): Promise<BonusRow[]> {
	const { results } = await env.DB.prepare(
		"SELECT id, status, amount_paise, balance_paise, wagering_required_paise, wagered_paise FROM bonuses WHERE user_id = ? ORDER BY created_at",
	)
		.bind(userId)
		.all<BonusRow>();
	return results;
}

/** The player's bonus ledger, oldest first. */
export async function bonusLedgerOf(userId: string) {
	const { results } = await env.DB.prepare(
		"SELECT amount_paise, balance_after_paise, reason FROM bonus_ledger WHERE user_id = ? ORDER BY id",
	)
		.bind(userId)
		.all<{ amount_paise: number; balance_after_paise: number; reason: string }>();
	return results;
}

/** Bonus balances that differ from the sum of their bonus ledger (must be empty). */
export async function bonusMismatches() {
	const { results } = await env.DB.prepare(
		"SELECT b.id FROM bonuses b WHERE b.balance_paise <> coalesce((SELECT sum(amount_paise) FROM bonus_ledger l WHERE l.bonus_id = b.id), 0)",
	).all();
	return results;
}
