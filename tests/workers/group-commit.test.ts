/**
 * Group commit's window (durable/room/group-pace.ts): under load, submissions go to D1 together, at most one group per
 * window; a quiet table's first submission goes at once, and closing betting (drain) never waits for the window.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { GroupCommit, type Outcome, type Submission } from "~/durable/room/group-commit";
import { database } from "~/server/db/client";
import { createUser } from "./helpers/users";

/** env.DB, counting the batches sent to it. */
function countingD1() {
	const batches: number[] = [];
	const d1 = new Proxy(env.DB, {
		get(target, key) {
			if (key === "batch") {
				return (statements: D1PreparedStatement[]) => {
					batches.push(statements.length);
					return target.batch(statements);
				};
			}
			const value = Reflect.get(target, key, target);
			return typeof value === "function" ? value.bind(target) : value;
		},
	});
	return { d1, batches };
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
});
