/**
 * Reconciliation checks bonus money (docs/decisions/0850-promotions.md): bonuses made through the API (one converted
 * at once, one still wagering) reconcile; a bonus's balance or status changed behind its `bonus_ledger`, an entry
 * appended to it, and a conversion credited to real money twice are each found, per bonus, by the stored runs (as
 * the admin page reads them) and by `reconcile`. The last of these corruptions cannot be undone (both ledgers are
 * append-only), so they come last; storage is this file's own.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~/server/db/client";
import { applyMovement } from "~/server/ledger";
import { reconcile } from "~/server/reconciliation";
import { checkBonuses } from "~/server/reconciliation-bonuses";
import { runReconciliation } from "~/server/reconciliation-runs";
import { call } from "./helpers/api";
import { approvedDeposit, bonusesOf, claim, createPromotion } from "./helpers/promotions";
import { createUser, type TestUser } from "./helpers/users";

type BonusMismatchView = {
	bonusId: string;
	userId: string;
	status: string;
	amount: number;
	balance: number;
	ledgerTotal: number;
	bonusConversion: number;
	realConversion: number;
	problems: string[];
};
type Report = {
	ok: boolean | null;
	bonusesChecked: number;
	walletMismatches: unknown[];
	bonusMismatches: BonusMismatchView[];
	identity: { difference: number };
};

/** Runs the stored check to its end in steps of one chunk, then reads it as the admin page's API does. */
async function finishedReport(admin: TestUser): Promise<Report> {
	let run = await runReconciliation(env.DB, 0);
	for (let steps = 0; run.finishedAt === null && steps < 50; steps++) run = await runReconciliation(env.DB, 0);
	expect(run.finishedAt).not.toBeNull();
	const answer = await call<Report>("GET", "/api/admin/reconciliation", { as: admin });
	expect(answer.status).toBe(200);
	return answer.body;
}

/** A player whose deposit of ₹1,000 earned a 100% match under the promotion (₹1,000 of bonus). */
async function bonusOf(admin: TestUser, code: string) {
	const player = await createUser();
	expect((await claim(player, code)).status).toBe(201);
	await approvedDeposit(player, admin, 1_000);
	const [bonus] = await bonusesOf(player.id);
	if (!bonus) throw new Error("no bonus was credited");
	return { player, bonus };
}

describe("reconciliation of bonus money", () => {
	it("agrees with consistent bonuses and flags each bonus whose balance, status or conversion disagrees", async () => {
		const admin = await createUser({ role: "admin" });
		const instant = await createPromotion(admin, { wageringMultiple: 0 });
		const wagered = await createPromotion(admin, { wageringMultiple: 2 });
		const converted = await bonusOf(admin, instant.code);
		const active = await bonusOf(admin, wagered.code);
		expect(converted.bonus).toMatchObject({ status: "converted", balance_paise: 0, amount_paise: 100_000 });
		expect(active.bonus).toMatchObject({ status: "active", balance_paise: 100_000 });

		const clean = await finishedReport(admin);
		expect(clean.bonusMismatches).toEqual([]);
		expect(clean.bonusesChecked).toBeGreaterThanOrEqual(2);
		expect(clean.ok).toBe(true);
		expect((await reconcile(env.DB)).bonusMismatches).toEqual([]);
		// The walk is keyset-paged on the bonus's id: pages of one meet every bonus once, in order.
		const walked: string[] = [];
		for (let after = "", pages = 0; pages < 100; pages++) {
			const page = await checkBonuses(database(env.DB), after, 1);
			if (page.last === null) break;
			walked.push(page.last);
			after = page.last;
		}
		const { results } = await env.DB.prepare("SELECT id FROM bonuses ORDER BY id").all<{ id: string }>();
		expect(walked).toEqual(results.map((r) => r.id));

		// 1. A balance changed behind the bonus ledger.
		const setBonus = (status: string, balancePaise: number) =>
			env.DB.prepare("UPDATE bonuses SET status = ?, balance_paise = ? WHERE id = ?")
				.bind(status, balancePaise, active.bonus.id)
				.run();
		await setBonus("active", 50_000);
		const raised = await finishedReport(admin);
		expect(raised.ok).toBe(false);
		expect(raised.walletMismatches).toEqual([]);
		expect(raised.identity.difference).toBe(0);
		expect(raised.bonusMismatches).toEqual([
			{
				bonusId: active.bonus.id,
				userId: active.player.id,
				status: "active",
				amount: 1_000,
				balance: 500,
				ledgerTotal: 1_000,
				bonusConversion: 0,
				realConversion: 0,
				problems: ["balance", "status"],
			},
		]);

		// 2. A status changed behind it (ended with no end entry).
		await setBonus("expired", 0);
		expect((await finishedReport(admin)).bonusMismatches).toMatchObject([
			{ bonusId: active.bonus.id, status: "expired", balance: 0, ledgerTotal: 1_000, problems: ["balance", "status"] },
		]);
		await setBonus("active", 100_000);
		expect((await finishedReport(admin)).ok).toBe(true);

		// 3. A conversion credited to real money a second time: the wallet equals its ledger and the identity counts
		// conversions from the ledger, so only the bonus check sees it.
		expect(
			await applyMovement(database(env.DB), {
				userId: converted.player.id,
				wallet: "real",
				amountPaise: 100_000,
				reason: "bonus_conversion",
				refType: "bonus",
				refId: converted.bonus.id,
				idempotencyKey: `bonus:${converted.bonus.id}:convert:again`,
			}),
		).toBe("applied");
		// 4. An entry appended to the wagering bonus's ledger without its balance or status.
		await env.DB.prepare(
			"INSERT INTO bonus_ledger (bonus_id, user_id, amount_paise, balance_after_paise, reason, idempotency_key, created_at) VALUES (?, ?, -100000, 0, 'bonus_forfeit', ?, ?)",
		)
			.bind(active.bonus.id, active.player.id, `bonus:${active.bonus.id}:forfeit`, Date.now())
			.run();
		const found = await finishedReport(admin);
		expect(found.ok).toBe(false);
		expect(found.walletMismatches).toEqual([]);
		expect(found.identity.difference).toBe(0);
		const byBonus = new Map(found.bonusMismatches.map((m) => [m.bonusId, m]));
		expect(byBonus.size).toBe(2);
		expect(byBonus.get(converted.bonus.id)).toMatchObject({
			status: "converted",
			bonusConversion: 1_000,
			realConversion: 2_000,
			problems: ["conversion"],
		});
		expect(byBonus.get(active.bonus.id)).toMatchObject({
			status: "active",
			balance: 1_000,
			ledgerTotal: 0,
			problems: ["balance", "status"],
		});
		// The one-go reference finds the same bonuses.
		const once = await reconcile(env.DB);
		expect(once.ok).toBe(false);
		expect(once.bonusMismatches.map((m) => [m.bonusId, m.problems]).sort()).toEqual(
			found.bonusMismatches.map((m) => [m.bonusId, m.problems]).sort(),
		);
	});
});
