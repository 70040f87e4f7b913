/**
 * Group commit's window (durable/game-host/group-pace.ts): under load, submissions go to D1 together, at most one group per
 * window; a quiet table's first submission goes at once, and closing betting (drain) never waits for the window.
 * The player's protection is read in the commit's own batch, grouped or not: a placed submission costs one D1 call.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { GroupCommit as HostGroupCommit, type Outcome } from "~/durable/game-host/group-commit";
import { rouletteRows, type Submission } from "~/durable/roulette/bet-rows";
import { database } from "~/server/db/client";
import { createUser } from "./helpers/users";

/** env.DB, counting the batches sent to it and the statements run on their own (`reads`). */
function countingD1() {
	const batches: number[] = [];
	let reads = 0;
	const counted = (statement: D1PreparedStatement): D1PreparedStatement =>
		new Proxy(statement, {
			get(target, key) {
				if (key === "bind") return (...values: unknown[]) => counted(target.bind(...values));
				const value = Reflect.get(target, key, target);
				if (typeof value !== "function") return value;
				if (key === "first" || key === "all" || key === "run" || key === "raw") reads++;
				return value.bind(target);
			},
		});
	const own = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
	const d1 = new Proxy(env.DB, {
		get(target, key) {
			if (key === "batch") {
				return (statements: D1PreparedStatement[]) => {
					batches.push(statements.length);
					return target.batch(statements.map((s) => own.get(s) ?? s));
				};
			}
			if (key === "prepare") {
				return (query: string) => {
					const statement = target.prepare(query);
					const wrapped = counted(statement);
					own.set(wrapped, statement);
					return wrapped;
				};
			}
			const value = Reflect.get(target, key, target);
			return typeof value === "function" ? value.bind(target) : value;
		},
	});
	return { d1, batches, reads: () => reads };
}

async function openRound(): Promise<string> {
	const roundId = crypto.randomUUID();
	await env.DB.prepare(
		"INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, 'c', ?, ?)",
	)
		.bind(roundId, Math.floor(Math.random() * 1e9), Date.now(), Date.now() + 60_000)
		.run();
	return roundId;
}

/** The host's group commit with roulette's rows, as a RouletteRoom builds it. */
class GroupCommit extends HostGroupCommit<Submission> {
	constructor(db: ReturnType<typeof database>, d1: D1Database, grouped: boolean, windowMs: () => number = () => 0) {
		super(db, d1, grouped, windowMs, rouletteRows);
	}
}

const bet = (userId: string, roundId: string): Submission => ({
	userId,
	roundId,
	submissionId: crypto.randomUUID(),
	wallet: "real",
	bets: [{ type: "red", numbers: [], amountPaise: 1_000 }],
	calls: [],
});

describe("group commit's window", () => {
	it("sends the first submission at once, holds later ones for the window, and drains them together", async () => {
		const { d1, batches } = countingD1();
		const commits = new GroupCommit(database(d1), d1, true, () => 600_000);
		const roundId = await openRound();
		const players = await Promise.all([1, 2, 3].map(() => createUser({ realPaise: 10_000 })));
		const [first, second, third] = players.map((p) => bet(p.id, roundId)) as [Submission, Submission, Submission];

		expect((await commits.commit(first)).kind).toBe("placed");
		expect(batches).toHaveLength(1);

		// Within the window (ten minutes here): held, not sent.
		const settled: Outcome[] = [];
		const later = [second, third].map((s) => commits.commit(s).then((o) => settled.push(o)));
		const rows = () =>
			env.DB.prepare("SELECT COUNT(*) AS n FROM bets WHERE round_id = ?").bind(roundId).first<{ n: number }>();
		expect((await rows())?.n).toBe(1);
		expect(settled).toEqual([]);
		expect(batches).toHaveLength(1);

		// Closing betting drains at once, both in one batch.
		await commits.drain();
		await Promise.all(later);
		expect(settled.map((o) => o.kind)).toEqual(["placed", "placed"]);
		expect(batches).toHaveLength(2);
		expect((await rows())?.n).toBe(3);
	});

	it("without a window, each submission of a quiet table goes at once, in a batch of its own", async () => {
		const { d1, batches } = countingD1();
		const commits = new GroupCommit(database(d1), d1, true, () => 0);
		const roundId = await openRound();
		for (const player of await Promise.all([1, 2].map(() => createUser({ realPaise: 10_000 })))) {
			expect((await commits.commit(bet(player.id, roundId))).kind).toBe("placed");
		}
		expect(batches).toHaveLength(2);
	});

	for (const grouped of [true, false]) {
		it(`${grouped ? "grouped" : "one batch per submission"}: the commit's batch is the protection check (a break, a loss limit), and a placed bet costs one D1 call`, async () => {
			const { d1, batches, reads } = countingD1();
			const commits = new GroupCommit(database(d1), d1, grouped, () => 0);
			const roundId = await openRound();
			const [free, resting, limited] = await Promise.all([1, 2, 3].map(() => createUser({ realPaise: 10_000 })));
			if (!free || !resting || !limited) throw new Error("three players");
			const now = Date.now();
			await env.DB.batch([
				env.DB.prepare(
					"INSERT INTO exclusions (id, user_id, kind, starts_at, ends_at) VALUES (?, ?, 'cool_off', ?, ?)",
				).bind(crypto.randomUUID(), resting.id, now - 1_000, now + 3_600_000),
				env.DB.prepare(
					"INSERT INTO player_limits (user_id, kind, value, updated_at) VALUES (?, 'loss_day', 500, ?)",
				).bind(limited.id, now),
			]);

			expect((await commits.commit(bet(free.id, roundId))).kind).toBe("placed");
			expect(batches).toHaveLength(1);
			expect(reads()).toBe(0);

			// Refused in their own statements; the reads after the batch word each refusal.
			const [onBreak, overLimit] = await Promise.all([
				commits.commit(bet(resting.id, roundId)),
				commits.commit(bet(limited.id, roundId)),
			]);
			expect(onBreak).toMatchObject({
				kind: "refused",
				message: expect.stringMatching(/^Betting is paused by your own choice until .+\.$/),
			});
			expect(overLimit).toMatchObject({
				kind: "refused",
				message: "This bet would go over your daily loss limit. You can stake up to ₹5 more now.",
			});
			await commits.drain();
			const stakes = await env.DB.prepare(
				"SELECT user_id AS userId, COUNT(*) AS n FROM ledger_entries WHERE reason = 'bet_stake' AND ref_id = ? GROUP BY user_id",
			)
				.bind(roundId)
				.all<{ userId: string; n: number }>();
			expect(stakes.results).toEqual([{ userId: free.id, n: 1 }]);
			const wallets = await env.DB.prepare(
				"SELECT user_id AS userId, balance_paise AS paise FROM wallets WHERE kind = 'real' AND user_id IN (?, ?, ?) ORDER BY balance_paise",
			)
				.bind(free.id, resting.id, limited.id)
				.all<{ userId: string; paise: number }>();
			expect(wallets.results.map((w) => w.paise)).toEqual([9_000, 10_000, 10_000]);
		});
	}
});
