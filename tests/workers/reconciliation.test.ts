import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { database } from "~/server/db/client";
import { balancesOf } from "~/server/ledger";
import { call, newUtr } from "./helpers/api";
import { createUser, type TestUser } from "./helpers/users";

type Report = {
	ok: boolean;
	walletsChecked: number;
	playersChecked: number;
	walletMismatches: Array<{ userId: string; wallet: string; balance: number; ledgerTotal: number }>;
	transactionMismatches: Array<{ transactionId: string; expectedLedgerTotal: number; ledgerTotal: number }>;
	identity: Record<string, number> & { difference: number; totalRealBalance: number; expectedTotal: number };
	players: {
		data: Array<{ userId: string; realBalance: number; realLedgerTotal: number; ok: boolean }>;
		pagination: { total: number; totalPages: number };
	};
};

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

describe("GET /api/admin/reconciliation", () => {
	it("is for admins only", async () => {
		const player = await createUser();
		expect((await call("GET", "/api/admin/reconciliation")).status).toBe(401);
		expect((await call("GET", "/api/admin/reconciliation", { as: player })).status).toBe(403);
		const admin = await createUser({ role: "admin" });
		expect((await call("GET", "/api/admin/reconciliation?page=0", { as: admin })).status).toBe(422);
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
				const report = await call<Report>("GET", "/api/admin/reconciliation", { as: admins[0] });
				expect(report.status).toBe(200);
				expect(report.body.walletMismatches).toEqual([]);
				expect(report.body.transactionMismatches).toEqual([]);
				expect(report.body.identity.difference).toBe(0);
				expect(report.body.ok).toBe(true);
			}),
			{ numRuns: 25 },
		);
	});

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
		const report = await call<Report>("GET", "/api/admin/reconciliation", { as: admin });
		expect(report.body.ok).toBe(false);
		expect(report.body.walletMismatches).toEqual([
			{ userId: player.id, wallet: "real", balance: 105, ledgerTotal: 100 },
		]);
		expect(report.body.transactionMismatches).toMatchObject([
			{ transactionId: txId, expectedLedgerTotal: 700, ledgerTotal: 0 },
		]);
		// +₹5 tampered in, ₹700 "approved" that never arrived.
		expect(report.body.identity.difference).toBe(5 - 700);
		const pages = report.body.players.pagination.totalPages;
		const everyone = [];
		for (let page = 1; page <= pages; page++) {
			const answer = await call<Report>("GET", `/api/admin/reconciliation?page=${page}`, { as: admin });
			everyone.push(...answer.body.players.data);
		}
		expect(everyone).toHaveLength(report.body.players.pagination.total);
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
		expect((await call<Report>("GET", "/api/admin/reconciliation", { as: admin })).body.ok).toBe(true);
	});
});
