import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { database } from "~/server/db/client";
import { balancesOf } from "~/server/ledger";
import { reconcile } from "~/server/reconciliation";
import { runReconciliation } from "~/server/reconciliation-runs";
import { call, newUtr } from "./helpers/api";
import { holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

type Report = {
	ok: boolean | null;
	checkedAt: string | null;
	inProgress: { walletsChecked: number; requestsChecked: number } | null;
	walletsChecked: number;
	playersChecked: number;
	walletMismatches: Array<{ userId: string; wallet: string; balance: number; ledgerTotal: number }>;
	transactionMismatches: Array<{ transactionId: string; expectedLedgerTotal: number; ledgerTotal: number }>;
	identity: Record<string, number> & { difference: number; totalRealBalance: number; expectedTotal: number };
	players: {
		data: Array<{ userId: string; realBalance: number; realLedgerTotal: number; ok: boolean }>;
		next: string | null;
	};
};

/** Carries the stored check to its end through the API ("Run again"), then reads the result as the page does. */
async function checkNow(admin: TestUser): Promise<Report> {
	for (let calls = 0; calls < 20; calls++) {
		const run = await call<{ finished: boolean }>("POST", "/api/admin/reconciliation/run", { as: admin });
		expect(run.status).toBe(200);
		if (run.body.finished) {
			const report = await call<Report>("GET", "/api/admin/reconciliation", { as: admin });
			expect(report.status).toBe(200);
			return report.body;
		}
	}
	throw new Error("the check never finished");
}

const bank = {
	bankName: "Canara Bank",
	bankAccountNumber: "0012345678",
	ifscCode: "CNRB0000123",
	recipientName: "Test Player",
};

type Op =
	| { kind: "deposit"; player: number; hundreds: number; together: boolean }
	| { kind: "withdraw"; player: number; hundreds: number; together: boolean }
	| { kind: "approve" | "reject"; pick: number; together: boolean };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
	fc.record({
		kind: fc.constant("deposit" as const),
		player: fc.integer({ min: 0, max: 2 }),
		hundreds: fc.integer({ min: 3, max: 500 }),
		together: fc.boolean(),
	}),
	fc.record({
		kind: fc.constant("withdraw" as const),
		player: fc.integer({ min: 0, max: 2 }),
		hundreds: fc.integer({ min: 1, max: 30 }),
		together: fc.boolean(),
	}),
	fc.record({
		kind: fc.constantFrom("approve" as const, "reject" as const),
		pick: fc.nat(),
		together: fc.boolean(),
	}),
);

describe("/api/admin/reconciliation", () => {
	it("is for admins only", async () => {
		const player = await createUser();
		expect((await call("GET", "/api/admin/reconciliation")).status).toBe(401);
		expect((await call("GET", "/api/admin/reconciliation", { as: player })).status).toBe(403);
		expect((await call("POST", "/api/admin/reconciliation/run")).status).toBe(401);
		expect((await call("POST", "/api/admin/reconciliation/run", { as: player })).status).toBe(403);
		const admin = await createUser({ role: "admin" });
		expect((await call("GET", "/api/admin/reconciliation?after=0", { as: admin })).status).toBe(422);
	});

	it("reads zero mismatches after any sequence of deposits, withdrawals, approvals and rejections", async () => {
		const admins = [await createUser({ role: "admin" }), await createUser({ role: "admin" })];
		await fc.assert(
			fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 25 }), async (ops) => {
				const players: TestUser[] = [];
				for (let i = 0; i < 3; i++) players.push(await createUser({ realPaise: 200_000 }));
				// The model, fed only by what the API answered.
				type Known = { id: string; player: number; type: "deposit" | "withdraw"; paise: number; status: string };
				const known: Known[] = [];
				const run = async (op: Op, index: number) => {
					if (op.kind === "deposit" || op.kind === "withdraw") {
						const path = `/api/transactions/${op.kind}`;
						const json =
							op.kind === "deposit"
								? { amount: op.hundreds * 100, utr: newUtr() }
								: { amount: op.hundreds * 100, ...bank };
						const answer = await call<{ data: { id: string } }>("POST", path, {
							as: players[op.player],
							json,
						});
						// 422: a withdrawal beyond the balance; 429: a sixth deposit waiting for review.
						expect(op.kind === "deposit" ? [201, 429] : [201, 422]).toContain(answer.status);
						if (answer.status === 201) {
							known.push({
								id: answer.body.data.id,
								player: op.player,
								type: op.kind,
								paise: op.hundreds * 10_000,
								status: "pending",
							});
						}
						return;
					}
					const pending = known.filter((t) => t.status === "pending");
					const target = pending[op.pick % Math.max(1, pending.length)];
					if (!target) return;
					const admin = admins[index % 2];
					const answer =
						op.kind === "approve"
							? await call("PUT", `/api/transactions/${target.id}/approve`, { as: admin })
							: await call("PUT", `/api/transactions/${target.id}/reject`, {
									as: admin,
									json: { adminNote: "Randomly rejected" },
								});
					expect([200, 409]).toContain(answer.status);
					if (answer.status === 200) {
						expect(target.status).toBe("pending");
						target.status = op.kind === "approve" ? "approved" : "rejected";
					}
				};
				// Consecutive ops marked `together` are fired at the same moment.
				let group: Array<[Op, number]> = [];
				const flush = async () => {
					await Promise.all(group.map(([op, i]) => run(op, i)));
					group = [];
				};
				for (const [i, op] of ops.entries()) {
					group.push([op, i]);
					if (!op.together) await flush();
				}
				await flush();

				for (const [index, player] of players.entries()) {
					const mine = known.filter((t) => t.player === index);
					expect(mine.filter((t) => t.type === "deposit" && t.status === "pending").length).toBeLessThanOrEqual(5);
					const sum = (type: string, statuses: string[]) =>
						mine.filter((t) => t.type === type && statuses.includes(t.status)).reduce((s, t) => s + t.paise, 0);
					const approvedDeposits = sum("deposit", ["approved"]);
					expect(await balancesOf(database(env.DB), player.id)).toEqual({
						realPaise: 200_000 + approvedDeposits - sum("withdraw", ["pending", "approved"]),
						tokensPaise: approvedDeposits / 10,
					});
				}
				const report = await checkNow(admins[0] as TestUser);
				expect(report.walletMismatches).toEqual([]);
				expect(report.transactionMismatches).toEqual([]);
				expect(report.identity.difference).toBe(0);
				expect(report.ok).toBe(true);
			}),
			{ numRuns: 25 },
		);
		// 25 generated sequences of up to 25 API calls each: longer than one request's test, by design.
	}, 120_000);

	it("reports a balance that the ledger does not explain, and a decision without its money", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 10_000 });
		// Tamper with a balance directly (the ledger itself cannot be edited).
		await env.DB.prepare("UPDATE wallets SET balance_paise = balance_paise + 500 WHERE user_id = ? AND kind = 'real'")
			.bind(player.id)
			.run();
		const txId = crypto.randomUUID();
		await env.DB.prepare(
			"INSERT INTO money_transactions (id, user_id, type, amount_paise, status, utr) VALUES (?, ?, 'deposit', 70000, 'approved', ?)",
		)
			.bind(txId, player.id, newUtr())
			.run();
		const report = await checkNow(admin);
		expect(report.ok).toBe(false);
		expect(report.walletMismatches).toEqual([{ userId: player.id, wallet: "real", balance: 105, ledgerTotal: 100 }]);
		expect(report.transactionMismatches).toMatchObject([
			{ transactionId: txId, expectedLedgerTotal: 700, ledgerTotal: 0 },
		]);
		// +₹5 tampered in, ₹700 "approved" that never arrived.
		expect(report.identity.difference).toBe(5 - 700);
		const everyone = [];
		let after = "";
		for (let pages = 0; pages < 100; pages++) {
			const answer = await call<Report>("GET", `/api/admin/reconciliation${after ? `?after=${after}` : ""}`, {
				as: admin,
			});
			everyone.push(...answer.body.players.data);
			if (answer.body.players.next === null) break;
			after = encodeURIComponent(answer.body.players.next);
		}
		expect(new Set(everyone.map((p) => p.userId)).size).toBe(everyone.length);
		expect(everyone.filter((p) => !p.ok)).toMatchObject([
			{ userId: player.id, realBalance: 105, realLedgerTotal: 100 },
		]);

		// Undo the tampering so the shared database is consistent again.
		await env.DB.batch([
			env.DB.prepare("UPDATE wallets SET balance_paise = balance_paise - 500 WHERE user_id = ? AND kind = 'real'").bind(
				player.id,
			),
			env.DB.prepare("DELETE FROM money_transactions WHERE id = ?").bind(txId),
		]);
		expect((await checkNow(admin)).ok).toBe(true);
	});
});

describe("incremental reconciliation", () => {
	it("finds a wallet corrupted after its checkpoint, reading only the entries after it", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 20_000 });
		expect((await checkNow(admin)).ok).toBe(true);
		// The check left a checkpoint at the player's last entry, with the sum so far.
		const checkpoint = () =>
			env.DB.prepare(
				"SELECT last_ledger_id AS lastId, ledger_paise AS paise FROM reconciliation_checkpoints WHERE user_id = ? AND wallet = 'real'",
			)
				.bind(player.id)
				.first<{ lastId: number; paise: number }>();
		const first = await checkpoint();
		const seed = await env.DB.prepare("SELECT id FROM ledger_entries WHERE user_id = ? AND wallet = 'real'")
			.bind(player.id)
			.first<{ id: number }>();
		expect(first).toEqual({ lastId: seed?.id, paise: 20_000 });
		// A wallet with nothing new is not written again by the next pass (D1 bills every row written).
		const checkedAt = () =>
			env.DB.prepare("SELECT checked_at AS at FROM reconciliation_checkpoints WHERE user_id = ? AND wallet = 'real'")
				.bind(player.id)
				.first<{ at: number }>();
		const firstCheckedAt = await checkedAt();
		expect((await checkNow(admin)).ok).toBe(true);
		expect(await checkedAt()).toEqual(firstCheckedAt);

		// A ledger entry written without its balance change (a movement half done): found from the newer entries.
		await env.DB.prepare(
			"INSERT INTO ledger_entries (user_id, wallet, amount_paise, balance_after_paise, reason, idempotency_key) VALUES (?, 'real', 1500, 21500, 'admin_adjustment', ?)",
		)
			.bind(player.id, `corrupt:${player.id}`)
			.run();
		const found = await checkNow(admin);
		expect(found.ok).toBe(false);
		expect(found.walletMismatches).toEqual([{ userId: player.id, wallet: "real", balance: 200, ledgerTotal: 215 }]);
		// The identity sees the adjustment that no balance holds.
		expect(found.identity.difference).toBe(-15);
		// A mismatched wallet keeps its old checkpoint, so the next run looks at the same entries again.
		expect(await checkpoint()).toEqual(first);

		// The balance brought in line with the ledger (as a repair would): the next run agrees and moves the checkpoint.
		await env.DB.prepare("UPDATE wallets SET balance_paise = 21500 WHERE user_id = ? AND kind = 'real'")
			.bind(player.id)
			.run();
		expect((await checkNow(admin)).ok).toBe(true);
		expect((await checkpoint())?.paise).toBe(21_500);

		// A balance changed behind the ledger's back after the checkpoint: found too.
		await env.DB.prepare("UPDATE wallets SET balance_paise = balance_paise + 100 WHERE user_id = ? AND kind = 'real'")
			.bind(player.id)
			.run();
		const tampered = await checkNow(admin);
		expect(tampered.walletMismatches).toEqual([{ userId: player.id, wallet: "real", balance: 216, ledgerTotal: 215 }]);
		await env.DB.prepare("UPDATE wallets SET balance_paise = balance_paise - 100 WHERE user_id = ? AND kind = 'real'")
			.bind(player.id)
			.run();
		expect((await checkNow(admin)).ok).toBe(true);
	});

	it("stops when its time is spent, shows how far it got, and carries on from there", async () => {
		const admin = await createUser({ role: "admin" });
		const before = await checkNow(admin);
		// A run with no time at all checks one chunk, stores where it got to, and answers.
		const partial = await runReconciliation(env.DB, 0);
		expect(partial.finishedAt).toBeNull();
		expect(partial.walletsChecked).toBeGreaterThan(0);
		const shown = await call<Report>("GET", "/api/admin/reconciliation", { as: admin });
		expect(shown.body.inProgress).toMatchObject({ walletsChecked: partial.walletsChecked, requestsChecked: 0 });
		// The page still shows the last finished run meanwhile.
		expect(shown.body.checkedAt).toBe(before.checkedAt);
		let run = partial;
		for (let calls = 0; run.finishedAt === null && calls < 20; calls++) run = await runReconciliation(env.DB, 0);
		expect(run.id).toBe(partial.id);
		expect(run.finishedAt).not.toBeNull();
		expect(run.walletsChecked).toBe(before.walletsChecked);
		const after = await call<Report>("GET", "/api/admin/reconciliation", { as: admin });
		expect(after.body.inProgress).toBeNull();
		expect(after.body.ok).toBe(true);
	});
});

describe("running totals of the money identity", () => {
	it("equal the full sums after deposits, withdrawals, bets and settlement; a corrupted total is still found", async () => {
		const totals = () =>
			env.DB.prepare(
				"SELECT real_balances_paise AS realBalancesPaise, approved_deposits_paise AS approvedDepositsPaise, approved_withdrawals_paise AS approvedWithdrawalsPaise, pending_withdrawals_paise AS pendingWithdrawalsPaise FROM money_totals",
			).first<Record<string, number>>();
		const start = await totals();
		const admin = await createUser({ role: "admin" });
		// Its opening balance is a wallet inserted with its ledger entry (tests/workers/helpers/users.ts): counted too.
		const player = await createUser({ realPaise: 100_000, tokensPaise: 50_000 });

		// Requests through the API: a deposit approved and one rejected, withdrawals left pending, approved, rejected.
		const request = async (kind: "deposit" | "withdraw", rupees: number) => {
			const json = kind === "deposit" ? { amount: rupees, utr: newUtr() } : { amount: rupees, ...bank };
			const answer = await call<{ data: { id: string } }>("POST", `/api/transactions/${kind}`, { as: player, json });
			expect(answer.status).toBe(201);
			return answer.body.data.id;
		};
		const decide = async (id: string, decision: "approve" | "reject") => {
			const json = decision === "reject" ? { adminNote: "Not received" } : undefined;
			expect((await call("PUT", `/api/transactions/${id}/${decision}`, { as: admin, json })).status).toBe(200);
		};
		await decide(await request("deposit", 500), "approve");
		await decide(await request("deposit", 300), "reject");
		await request("withdraw", 300);
		await decide(await request("withdraw", 200), "approve");
		await decide(await request("withdraw", 100), "reject");

		// Bets in both wallets through the room's socket, then the round settled.
		const stub = await isolatedRoom();
		await holdClock(stub);
		const client = await connectAs(stub, player);
		expect((await client.next("syncState")).round?.phase).toBe("betting");
		for (const wallet of ["real", "tokens"] as const) {
			client.send({
				type: "placeBets",
				submissionId: wallet,
				wallet,
				bets: [
					{ type: "red", amount: 40 },
					{ type: "straight", numbers: [7], amount: 10 },
				],
			});
			expect((await client.reply(wallet)).type).toBe("betsPlaced");
		}
		const from = client.messages.length;
		await tick(stub);
		await tick(stub);
		await client.next("betResult", { from });
		client.close();
		const real = await env.DB.prepare("SELECT balance_paise AS paise FROM wallets WHERE user_id = ? AND kind = 'real'")
			.bind(player.id)
			.first<{ paise: number }>();

		// The totals moved by exactly this player's movements…
		const end = await totals();
		expect(end).toEqual({
			realBalancesPaise: (start?.realBalancesPaise ?? 0) + (real?.paise ?? 0),
			approvedDepositsPaise: (start?.approvedDepositsPaise ?? 0) + 50_000,
			approvedWithdrawalsPaise: (start?.approvedWithdrawalsPaise ?? 0) + 20_000,
			pendingWithdrawalsPaise: (start?.pendingWithdrawalsPaise ?? 0) + 30_000,
		});
		// …and equal the full sums over every wallet and request.
		const full = await reconcile(env.DB);
		expect(full.runningTotals).toEqual({
			realBalancesPaise: full.identity.totalRealBalancePaise,
			approvedDepositsPaise: full.identity.approvedDepositsPaise,
			approvedWithdrawalsPaise: full.identity.approvedWithdrawalsPaise,
			pendingWithdrawalsPaise: full.identity.pendingWithdrawalsPaise,
		});
		expect(full.runningTotalsExact).toBe(true);
		expect(full.ok).toBe(true);
		expect((await checkNow(admin)).ok).toBe(true);

		// A running total that no longer equals its sum is found: by the stored check's identity, and by the full check.
		await env.DB.prepare("UPDATE money_totals SET real_balances_paise = real_balances_paise + 700").run();
		const found = await checkNow(admin);
		expect(found.ok).toBe(false);
		expect(found.identity.difference).toBe(7);
		expect(found.walletMismatches).toEqual([]);
		expect((await reconcile(env.DB)).runningTotalsExact).toBe(false);
		await env.DB.prepare("UPDATE money_totals SET real_balances_paise = real_balances_paise - 700").run();
		expect((await checkNow(admin)).ok).toBe(true);
	});
});
