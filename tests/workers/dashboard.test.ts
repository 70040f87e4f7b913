/**
 * The business dashboard (docs/decisions/0860-cockpit-charts.md) through the API: its stored daily totals equal a
 * recomputation from the bets, the requests and the users; per table with its theoretical edge; the CSV has the same
 * figures; ranges are checked; admins only.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isoDayOf } from "~/domain/dashboard/range";
import { dashboardMessages } from "~/domain/messages";
import { istDayStart } from "~/domain/time";
import type { BusinessDashboard } from "~/server/dashboard";
import type { TransactionView } from "~/server/wallet";
import { call, newUtr } from "./helpers/api";
import { createUser, type TestUser } from "./helpers/users";

type Answer = { data: BusinessDashboard };

async function settledBets(
	tableId: string,
	bets: Array<{ user: TestUser; stake: number; payout: number; wallet?: string; refunded?: boolean }>,
) {
	const round = crypto.randomUUID();
	await env.DB.prepare(
		"INSERT INTO rounds (id, table_id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, ?, 'c', 0, 0)",
	)
		.bind(round, tableId, Math.floor(Math.random() * 1e9))
		.run();
	for (const bet of bets) {
		const id = crypto.randomUUID();
		await env.DB.prepare(
			"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, status, submission_id, position) VALUES (?, ?, ?, ?, 'straight', '17', ?, 'placed', ?, 0)",
		)
			.bind(id, round, bet.user.id, bet.wallet ?? "real", bet.stake, crypto.randomUUID())
			.run();
		const status = bet.refunded ? "refunded" : bet.payout > 0 ? "won" : "lost";
		await env.DB.prepare("UPDATE bets SET status = ?, payout_paise = ? WHERE id = ?")
			.bind(status, bet.payout, id)
			.run();
	}
}

/** Today's figures recomputed from the rows themselves (what the stored totals must equal). */
async function recomputed(tableId: string | null) {
	const from = istDayStart(Date.now());
	const to = from + 86_400_000;
	const play = await env.DB.prepare(
		`SELECT COUNT(CASE WHEN b.wallet = 'real' AND b.status <> 'refunded' THEN 1 END) AS bets,
		        COALESCE(SUM(CASE WHEN b.wallet = 'real' AND b.status <> 'refunded' THEN b.amount_paise END), 0) AS stakes,
		        COALESCE(SUM(CASE WHEN b.wallet = 'real' AND b.status <> 'refunded' THEN b.payout_paise END), 0) AS payouts,
		        COUNT(DISTINCT b.user_id) AS players
		 FROM bets b JOIN rounds r ON r.id = b.round_id
		 WHERE b.status <> 'placed' AND b.created_at >= ? AND b.created_at < ? AND (? IS NULL OR r.table_id = ?)`,
	)
		.bind(from, to, tableId, tableId)
		.first<{ bets: number; stakes: number; payouts: number; players: number }>();
	const money = await env.DB.prepare(
		`SELECT
		   (SELECT COUNT(*) FROM money_transactions WHERE type = 'deposit' AND created_at >= ?1 AND created_at < ?2) AS depositsRequested,
		   (SELECT COALESCE(SUM(amount_paise), 0) FROM money_transactions WHERE type = 'deposit' AND status = 'approved' AND decided_at >= ?1 AND decided_at < ?2) AS depositsApproved,
		   (SELECT COUNT(*) FROM money_transactions WHERE type = 'withdraw' AND status = 'rejected' AND decided_at >= ?1 AND decided_at < ?2) AS withdrawalsRejected,
		   (SELECT COUNT(*) FROM users WHERE role = 'user' AND created_at >= ?1 AND created_at < ?2) AS registrations,
		   (SELECT COUNT(*) FROM (SELECT user_id, MIN(decided_at) AS first FROM money_transactions
		      WHERE type = 'deposit' AND status = 'approved' GROUP BY user_id) WHERE first >= ?1 AND first < ?2) AS firstDepositors`,
	)
		.bind(from, to)
		.first<Record<string, number>>();
	return { play, money };
}

describe("the business dashboard", () => {
	it("equals a recomputation from the bets, requests and users, for every table and for one", async () => {
		const admin = await createUser({ role: "admin" });
		const [asha, ravi] = [await createUser({ realPaise: 500_000 }), await createUser({ realPaise: 500_000 })];
		await settledBets("main", [
			{ user: asha, stake: 10_000, payout: 0 },
			{ user: ravi, stake: 5_000, payout: 175_000 },
			{ user: ravi, stake: 2_000, payout: 0, refunded: true },
			{ user: asha, stake: 3_000, payout: 0, wallet: "tokens" },
		]);
		await settledBets("aviator", [{ user: asha, stake: 20_000, payout: 30_000 }]);
		// Two deposits approved (one player's first), one withdrawal rejected.
		for (const [player, amount] of [
			[asha, 1_000],
			[asha, 2_000],
		] as const) {
			const made = await call<{ data: TransactionView }>("POST", "/api/transactions/deposit", {
				as: player,
				json: { amount, utr: newUtr() },
			});
			expect((await call("PUT", `/api/transactions/${made.body.data.id}/approve`, { as: admin })).status).toBe(200);
		}
		const withdrawal = await call<{ data: TransactionView }>("POST", "/api/transactions/withdraw", {
			as: ravi,
			json: {
				amount: 500,
				bankName: "SBI",
				bankAccountNumber: "123456789012",
				ifscCode: "SBIN0001234",
				recipientName: "Ravi",
			},
		});
		expect(
			(
				await call("PUT", `/api/transactions/${withdrawal.body.data.id}/reject`, {
					as: admin,
					json: { adminNote: "Wrong account" },
				})
			).status,
		).toBe(200);

		const all = await call<Answer>("GET", "/api/admin/dashboard?range=today", { as: admin });
		expect(all.status).toBe(200);
		const { play, money } = await recomputed(null);
		const [today] = all.body.data.days;
		expect(today).toMatchObject({
			day: isoDayOf(istDayStart(Date.now())),
			bets: play?.bets,
			stakes: (play?.stakes ?? 0) / 100,
			payouts: (play?.payouts ?? 0) / 100,
			ggr: ((play?.stakes ?? 0) - (play?.payouts ?? 0)) / 100,
			players: play?.players,
			deposits: { requested: money?.depositsRequested, approvedAmount: (money?.depositsApproved ?? 0) / 100 },
			withdrawals: { rejected: money?.withdrawalsRejected },
			registrations: money?.registrations,
			firstDepositors: money?.firstDepositors,
		});
		expect(all.body.data.totals.ggr).toBe(today?.ggr);

		const main = await call<Answer>("GET", "/api/admin/dashboard?range=today&table=main", { as: admin });
		const mainPlay = (await recomputed("main")).play;
		expect(main.body.data.days[0]).toMatchObject({
			bets: mainPlay?.bets,
			stakes: (mainPlay?.stakes ?? 0) / 100,
			payouts: (mainPlay?.payouts ?? 0) / 100,
			players: mainPlay?.players,
		});
		const mainRow = main.body.data.tables.find((t) => t.id === "main");
		expect(mainRow?.edge).toBeCloseTo(1 / 37, 10);
		// The expected GGR at roulette's 2.70% edge, on the table's real stakes.
		expect(main.body.data.totals.expectedGgr).toBe(Math.round(((mainPlay?.stakes ?? 0) * 1) / 37) / 100);
		expect(main.body.data.totals.edge).toBeCloseTo(1 / 37, 4);
		const aviator = all.body.data.tables.find((t) => t.id === "aviator");
		expect(aviator?.edge).toBe(0.03);
	});

	it("exports the same figures as CSV", async () => {
		const admin = await createUser({ role: "admin" });
		const json = await call<Answer>("GET", "/api/admin/dashboard?range=7", { as: admin });
		expect(json.body.data.days).toHaveLength(7);
		const csv = await exports.default.fetch("http://localhost/api/admin/dashboard/csv?range=7", {
			headers: { Authorization: `Bearer ${admin.token}` },
		});
		expect(csv.headers.get("Content-Type")).toContain("text/csv");
		expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="business-all-tables-/);
		const lines = (await csv.text()).trim().split(/\r?\n/);
		expect(lines).toHaveLength(8);
		expect(lines[0]).toMatch(/^Day \(IST\),Bets,Active players,Stakes \(INR\)/);
		const last = json.body.data.days.at(-1);
		expect(lines.at(-1)?.split(",").slice(0, 4)).toEqual([
			last?.day,
			String(last?.bets),
			String(last?.players),
			(last?.stakes ?? 0).toFixed(2),
		]);
	});

	it("checks the range and the table", async () => {
		const admin = await createUser({ role: "admin" });
		const ask = (query: string) => call<{ message: string }>("GET", `/api/admin/dashboard?${query}`, { as: admin });
		expect((await ask("range=custom&from=2026-11-01&to=2026-11-05")).status).toBe(200);
		expect(await ask("range=custom&from=2026-11-05&to=2026-11-01")).toEqual({
			status: 422,
			body: { message: dashboardMessages.fromAfterTo },
		});
		expect((await ask("range=custom&from=2024-01-01&to=2025-12-31")).body.message).toBe(dashboardMessages.tooLong(366));
		expect((await ask("range=custom&from=nope&to=2026-11-01")).body.message).toBe(dashboardMessages.badDate);
		expect((await ask("range=custom&from=2026-11-01&to=2999-01-01")).body.message).toBe(dashboardMessages.future);
		expect((await ask("range=45")).status).toBe(422);
		expect(await ask("table=nowhere")).toEqual({ status: 422, body: { message: dashboardMessages.unknownTable } });
	});

	it("is for admins only", async () => {
		const player = await createUser();
		for (const path of ["/api/admin/dashboard", "/api/admin/dashboard/csv"]) {
			expect((await call("GET", path)).status).toBe(401);
			expect((await call("GET", path, { as: player })).status).toBe(403);
		}
	});
});
