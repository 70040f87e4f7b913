/**
 * The values of the admin's read-only reports (audit log, today's figures, reconciliation)
 * field by field; the other files check who may read them and the bet figures.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, call, newUtr } from "./helpers/api";
import { createUser } from "./helpers/users";

type AuditPage = {
	entries: Array<Record<string, unknown>>;
	next: string | null;
	actions: string[];
	pageSize: number;
};

function auditRow(actorId: string, action: string, createdAt: number, before: unknown, after: unknown) {
	return env.DB.prepare(
		"INSERT INTO audit_log (actor_id, actor_role, action, target_type, target_id, before, after, ip, created_at) VALUES (?, 'admin', ?, 'game', 'crash', ?, ?, '203.0.113.9', ?)",
	).bind(actorId, action, JSON.stringify(before), JSON.stringify(after), createdAt);
}

describe("admin reports, value by value", () => {
	it("audit log: entries with the actor's name and parsed before/after, filtered by action family and dates", async () => {
		const admin = await createUser({ role: "admin", name: "Report Admin" });
		const t = 1_700_000_000_000;
		await env.DB.batch([
			auditRow(admin.id, "report.update", t, { status: "active" }, { status: "disabled" }),
			auditRow(admin.id, "report.delete", t + 1_000, { name: "Crash" }, null),
			auditRow(admin.id, "reports.other", t + 2_000, null, { n: 1 }),
		]);
		const read = async (query: string) =>
			(await (await api(`/admin/audit?actorId=${admin.id}${query}`, admin)).json()) as AuditPage;

		const family = await read("&action=report");
		expect(family.next).toBeNull();
		expect(family.entries).toEqual([
			{
				id: expect.any(Number),
				actorId: admin.id,
				actorName: "Report Admin",
				actorRole: "admin",
				action: "report.delete",
				targetType: "game",
				targetId: "crash",
				before: { name: "Crash" },
				after: null,
				ip: "203.0.113.9",
				createdAt: t + 1_000,
			},
			expect.objectContaining({ action: "report.update", before: { status: "active" }, after: { status: "disabled" } }),
		]);
		expect(family.actions).toEqual(expect.arrayContaining(["report.delete", "report.update", "reports.other"]));
		expect(family.actions).toEqual([...family.actions].sort());
		expect(family).toMatchObject({ pageSize: 10 });

		const window = await read(`&from=${t + 500}&to=${t + 1_500}`);
		expect(window.entries.map((e) => e.action)).toEqual(["report.delete"]);
		expect(window.next).toBeNull();
		// After the oldest entry there is nothing; after the newest, the two older ones.
		expect((await read(`&after=${t}.0`)).entries).toEqual([]);
		const newest = (await read("")).entries[0] as { id: number; createdAt: number };
		expect((await read(`&after=${newest.createdAt}.${newest.id}`)).entries.map((e) => e.action)).toEqual([
			"report.delete",
			"report.update",
		]);
	});

	it("today's figures: play-token bets apart from real ones, and the requests waiting for review", async () => {
		const admin = await createUser({ role: "admin" });
		type Stats = {
			tokens: { bets: number; stakes: number; payouts: number; houseResult: number };
			pendingDeposits: number;
			pendingWithdrawals: number;
		};
		const read = async () => (await (await api("/admin/stats", admin)).json()) as Stats;
		const before = await read();
		const player = await createUser();
		const round = crypto.randomUUID();
		const bets = [
			[1_000, 2_000, "won"],
			[3_000, null, "placed"],
			[5_000, 5_000, "refunded"],
		] as const;
		const ids = bets.map(() => crypto.randomUUID());
		const betRows = bets.map(() => "(?, ?, ?, 'tokens', 'red', '1', ?, 'placed', ?, 0)").join(", ");
		const betValues = bets.flatMap(([amount], i) => [ids[i], round, player.id, amount, crypto.randomUUID()]);
		// Settled as the room settles them; the one still placed counts once its round is settled.
		const settled = bets.flatMap(([, payout, status], i) =>
			status === "placed"
				? []
				: [
						env.DB.prepare("UPDATE bets SET status = ?, payout_paise = ? WHERE id = ? AND status = 'placed'").bind(
							status,
							payout,
							ids[i],
						),
					],
		);
		const request = (type: string, status: string) =>
			env.DB.prepare(
				"INSERT INTO money_transactions (id, user_id, type, amount_paise, status, utr) VALUES (?, ?, ?, 10000, ?, ?)",
			).bind(crypto.randomUUID(), player.id, type, status, newUtr());
		await env.DB.batch([
			env.DB.prepare(
				"INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, 'c', 0, 0)",
			).bind(round, Math.floor(Math.random() * 1e9)),
			env.DB.prepare(
				`INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, status, submission_id, position) VALUES ${betRows}`,
			).bind(...betValues),
			request("deposit", "pending"),
			request("deposit", "pending"),
			request("deposit", "approved"),
			request("withdraw", "pending"),
			...settled,
		]);
		const after = await read();
		expect(after.tokens.bets - before.tokens.bets).toBe(1);
		expect(after.tokens.stakes - before.tokens.stakes).toBe(10);
		expect(after.tokens.payouts - before.tokens.payouts).toBe(20);
		expect(after.tokens.houseResult - before.tokens.houseResult).toBe(-10);
		expect(after.pendingDeposits - before.pendingDeposits).toBe(2);
		expect(after.pendingWithdrawals - before.pendingWithdrawals).toBe(1);
		// The bet still placed is settled (lost): now it counts.
		await env.DB.prepare("UPDATE bets SET status = 'lost', payout_paise = 0 WHERE id = ? AND status = 'placed'")
			.bind(ids[1])
			.run();
		const settledAll = await read();
		expect(settledAll.tokens.bets - before.tokens.bets).toBe(2);
		expect(settledAll.tokens.stakes - before.tokens.stakes).toBe(40);
		expect(settledAll.tokens.houseResult - before.tokens.houseResult).toBe(20);
	});

	it("reconciliation: counts, every term of the identity, and a request's mismatch in full", async () => {
		const admin = await createUser({ role: "admin" });
		type Report = {
			walletsChecked: number;
			playersChecked: number;
			transactionMismatches: Array<Record<string, unknown>>;
			identity: Record<string, number>;
		};
		// The stored check carried to its end ("Run again"), then read as the page reads it.
		const read = async () => {
			for (let calls = 0; calls < 20; calls++) {
				if ((await call<{ finished: boolean }>("POST", "/api/admin/reconciliation/run", { as: admin })).body.finished) {
					return (await call<Report>("GET", "/api/admin/reconciliation", { as: admin })).body;
				}
			}
			throw new Error("the check never finished");
		};
		const before = await read();
		const player = await createUser({ realPaise: 30_000 });
		const ids: string[] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
		const request = (id: string, type: string, status: string, paise: number) =>
			env.DB.prepare(
				"INSERT INTO money_transactions (id, user_id, type, amount_paise, status, utr) VALUES (?, ?, ?, ?, ?, ?)",
			).bind(id, player.id, type, paise, status, newUtr());
		await env.DB.batch([
			request(ids[0] as string, "deposit", "approved", 70_000),
			request(ids[1] as string, "withdraw", "approved", 20_000),
			request(ids[2] as string, "withdraw", "pending", 5_000),
		]);
		const after = await read();
		expect(after.walletsChecked - before.walletsChecked).toBe(2);
		expect(after.playersChecked - before.playersChecked).toBe(1);
		const delta = (key: string) => (after.identity[key] ?? 0) - (before.identity[key] ?? 0);
		expect({
			totalRealBalance: delta("totalRealBalance"),
			openingBalances: delta("openingBalances"),
			adminAdjustments: delta("adminAdjustments"),
			approvedDeposits: delta("approvedDeposits"),
			approvedWithdrawals: delta("approvedWithdrawals"),
			pendingWithdrawals: delta("pendingWithdrawals"),
			netBetWinnings: delta("netBetWinnings"),
			expectedTotal: delta("expectedTotal"),
			difference: delta("difference"),
		}).toEqual({
			totalRealBalance: 300,
			openingBalances: 300,
			adminAdjustments: 0,
			approvedDeposits: 700,
			approvedWithdrawals: 200,
			pendingWithdrawals: 50,
			netBetWinnings: 0,
			expectedTotal: 750,
			difference: -450,
		});
		const mine = after.transactionMismatches.filter((m) => ids.includes(String(m.transactionId)));
		expect(mine).toEqual(
			expect.arrayContaining([
				{
					transactionId: ids[0],
					transactionType: "deposit",
					transactionStatus: "approved",
					amount: 700,
					expectedLedgerTotal: 700,
					ledgerTotal: 0,
				},
				{
					transactionId: ids[2],
					transactionType: "withdraw",
					transactionStatus: "pending",
					amount: 50,
					expectedLedgerTotal: -50,
					ledgerTotal: 0,
				},
			]),
		);
		expect(mine).toHaveLength(3);

		// Leave the shared database consistent for the other tests.
		await env.DB.batch(ids.map((id) => env.DB.prepare("DELETE FROM money_transactions WHERE id = ?").bind(id)));
	});
});
