import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { database } from "~/server/db/client";
import { applyMovement, balancesOf, ledgerMismatches, movementApplied, movementStatements } from "~/server/ledger";
import { createUser } from "./helpers/users";

describe("ledger movements", () => {
	it("credits and debits with a ledger entry carrying the balance after", async () => {
		const user = await createUser({ realPaise: 10_000 });
		expect(
			await applyMovement(database(env.DB), {
				userId: user.id,
				wallet: "real",
				amountPaise: -2_500,
				reason: "bet_stake",
				idempotencyKey: `t:${user.id}:1`,
			}),
		).toBe("applied");
		expect(await balancesOf(database(env.DB), user.id)).toEqual({ realPaise: 7_500, tokensPaise: 0 });
		const entry = await env.DB.prepare(
			"SELECT amount_paise, balance_after_paise FROM ledger_entries WHERE idempotency_key = ?",
		)
			.bind(`t:${user.id}:1`)
			.first();
		expect(entry).toEqual({ amount_paise: -2_500, balance_after_paise: 7_500 });
	});

	it("applies a movement once however often it is retried", async () => {
		const user = await createUser({ realPaise: 10_000 });
		const movement = {
			userId: user.id,
			wallet: "real" as const,
			amountPaise: 1_000,
			reason: "deposit" as const,
			idempotencyKey: `d:${user.id}`,
		};
		expect(await applyMovement(database(env.DB), movement)).toBe("applied");
		expect(await applyMovement(database(env.DB), movement)).toBe("duplicate");
		// Even twice in one batch.
		await database(env.DB).batch([
			...movementStatements(database(env.DB), movement),
			...movementStatements(database(env.DB), movement),
		]);
		expect((await balancesOf(database(env.DB), user.id)).realPaise).toBe(11_000);
	});

	it("refuses a debit beyond the balance without touching anything", async () => {
		const user = await createUser({ realPaise: 1_000 });
		expect(
			await applyMovement(database(env.DB), {
				userId: user.id,
				wallet: "real",
				amountPaise: -1_001,
				reason: "bet_stake",
				idempotencyKey: `x:${user.id}`,
			}),
		).toBe("insufficient");
		expect((await balancesOf(database(env.DB), user.id)).realPaise).toBe(1_000);
	});

	it("keeps independent movements in one batch independent (group commit)", async () => {
		const rich = await createUser({ realPaise: 5_000 });
		const poor = await createUser({ realPaise: 100 });
		const results = await database(env.DB).batch([
			...movementStatements(database(env.DB), {
				userId: rich.id,
				wallet: "real",
				amountPaise: -1_000,
				reason: "bet_stake",
				idempotencyKey: `g:${rich.id}`,
			}),
			...movementStatements(database(env.DB), {
				userId: poor.id,
				wallet: "real",
				amountPaise: -1_000,
				reason: "bet_stake",
				idempotencyKey: `g:${poor.id}`,
			}),
		]);
		expect(results.filter((_, i) => i % 2 === 0).map((r) => movementApplied(r))).toEqual([true, false]);
		expect((await balancesOf(database(env.DB), rich.id)).realPaise).toBe(4_000);
		expect((await balancesOf(database(env.DB), poor.id)).realPaise).toBe(100);
	});

	it("never overdraws and always reconciles under random concurrent movements", async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.array(
					fc.record({ amount: fc.integer({ min: -5_000, max: 5_000 }).filter((n) => n !== 0), dup: fc.boolean() }),
					{
						minLength: 1,
						maxLength: 25,
					},
				),
				async (steps) => {
					const user = await createUser({ realPaise: 3_000 });
					// Fire them all at once; duplicates reuse the previous key.
					await Promise.all(
						steps.map((step, i) =>
							applyMovement(database(env.DB), {
								userId: user.id,
								wallet: "real",
								amountPaise: step.amount,
								reason: step.amount > 0 ? "deposit" : "bet_stake",
								idempotencyKey: `p:${user.id}:${step.dup && i > 0 ? i - 1 : i}`,
							}),
						),
					);
					const { realPaise } = await balancesOf(database(env.DB), user.id);
					expect(realPaise).toBeGreaterThanOrEqual(0);
					const sum = await env.DB.prepare(
						"SELECT SUM(amount_paise) AS s FROM ledger_entries WHERE user_id = ? AND wallet = 'real'",
					)
						.bind(user.id)
						.first<{ s: number }>();
					expect(sum?.s).toBe(realPaise);
				},
			),
			{ numRuns: 15 },
		);
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
	});

	it("refuses a zero or fractional movement before it reaches the database", () => {
		expect(() =>
			movementStatements(database(env.DB), {
				userId: "u",
				wallet: "real",
				amountPaise: 0,
				reason: "deposit",
				idempotencyKey: "z",
			}),
		).toThrow(RangeError);
		expect(() =>
			movementStatements(database(env.DB), {
				userId: "u",
				wallet: "real",
				amountPaise: 1.5,
				reason: "deposit",
				idempotencyKey: "z",
			}),
		).toThrow(RangeError);
	});
});
