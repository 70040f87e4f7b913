/**
 * One claim per payout bank account (issue 32, docs/decisions/0850-promotions.md, "Who may claim"): a player whose
 * withdrawals go to the bank account of another player who already claimed the promotion is told it is already
 * claimed, and nothing is written; the same account number with another IFSC, or a promotion the other player did
 * not claim, is no bar.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { promotionMessages } from "~/domain/messages";
import { call } from "./helpers/api";
import { claim, createPromotion } from "./helpers/promotions";
import { createUser, type TestUser } from "./helpers/users";

async function withdrawTo(player: TestUser, account: string, ifsc: string) {
	const sent = await call("POST", "/api/transactions/withdraw", {
		as: player,
		json: {
			amount: 100,
			bankName: "State Bank of India",
			bankAccountNumber: account,
			ifscCode: ifsc,
			recipientName: "Ravi Kumar",
		},
	});
	expect(sent.status).toBe(201);
}

async function claimsOf(promotionId: string): Promise<string[]> {
	const { results } = await env.DB.prepare("SELECT user_id FROM promotion_claims WHERE promotion_id = ?")
		.bind(promotionId)
		.all<{ user_id: string }>();
	return results.map((r) => r.user_id).sort();
}

describe("a claim and the payout bank account", () => {
	it("is refused when another account withdrawing to the same bank account already claimed the promotion", async () => {
		const admin = await createUser({ role: "admin" });
		const promotion = await createPromotion(admin);
		const other = await createPromotion(admin);
		const account = `5${String(Math.floor(Math.random() * 1e10)).padStart(10, "0")}`;
		const first = await createUser({ realPaise: 100_000 });
		const second = await createUser({ realPaise: 100_000 });
		const elsewhere = await createUser({ realPaise: 100_000 });
		await withdrawTo(first, account, "SBIN0001234");
		// The same account, written with spaces and a lower-case IFSC: one account all the same.
		await withdrawTo(second, ` ${account} `, "sbin0001234");
		// The same number at another bank branch (IFSC) is another account.
		await withdrawTo(elsewhere, account, "HDFC0000001");

		// Before anyone claims, the shared account is no bar; the first claim goes through.
		expect((await claim(first, promotion.code)).status).toBe(201);
		expect(await claim(second, promotion.code)).toEqual({
			status: 409,
			body: { message: promotionMessages.alreadyClaimed, reason: "already_claimed" },
		});
		expect(await claimsOf(promotion.id)).toEqual([first.id]);
		expect((await claim(elsewhere, promotion.code)).status).toBe(201);
		// Another promotion the first player did not claim: the second may claim it.
		expect((await claim(second, other.code)).status).toBe(201);
		expect(await claimsOf(promotion.id)).toEqual([first.id, elsewhere.id].sort());
	});
});
