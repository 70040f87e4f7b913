import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { validationMessages } from "~/domain/messages";
import { api } from "./helpers/api";
import { createUser } from "./helpers/users";

type Result = {
	roundId: string;
	seq: number;
	result: number;
	color: string;
	operatorSet: boolean;
	bets: number;
	real: { stakes: number; payouts: number };
	tokens: { stakes: number; payouts: number };
	biggestWin: number | null;
	jackpot: boolean;
};

/** A settled round far above any seq the other tests use, so it lands on page 1. */
async function settledRound(seq: number, result: number, operatorSet = false) {
	const id = crypto.randomUUID();
	await env.DB.prepare(
		"INSERT INTO rounds (id, seq, commitment, server_seed, result, operator_set, betting_opens_at, betting_closes_at, result_at) VALUES (?, ?, 'c', 's', ?, ?, 0, 0, ?)",
	)
		.bind(id, seq, result, operatorSet ? 1 : 0, Date.now())
		.run();
	return id;
}

function bet(roundId: string, userId: string, wallet: string, amount: number, payout: number, status: string) {
	return env.DB.prepare(
		"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, payout_paise, status, submission_id, position) VALUES (?, ?, ?, ?, 'straight', '17', ?, ?, ?, ?, 0)",
	).bind(crypto.randomUUID(), roundId, userId, wallet, amount, payout, status, crypto.randomUUID());
}

describe("GET /api/admin/results (dashboard result history)", () => {
	it("is admin only", async () => {
		expect((await api("/admin/results", null)).status).toBe(401);
		expect((await api("/admin/results", await createUser({}))).status).toBe(403);
	});

	it("refuses a position that no page answered with 422", async () => {
		const admin = await createUser({ role: "admin" });
		for (const after of ["0", "abc", "-3", "1.5"]) {
			const response = await api(`/admin/results?after=${after}`, admin);
			expect(response.status).toBe(422);
			expect(((await response.json()) as { message: string }).message).toBe(validationMessages.badCursor);
		}
	});

	it("lists settled rounds newest first with true colours, operator flag, totals and JACKPOT over ₹10,000", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({});
		const base = 900_000_000 + Math.floor(Math.random() * 1e6);
		const small = await settledRound(base, 2);
		const big = await settledRound(base + 1, 17, true);
		const exact = await settledRound(base + 2, 0);
		// Older rounds, so the history runs over more than one page.
		const older: string[] = [];
		for (let i = 1; i <= 9; i++) older.push(await settledRound(base - i, i));
		// An open round (no result yet) is not listed.
		await env.DB.prepare(
			"INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, 'c', 0, 0)",
		)
			.bind(crypto.randomUUID(), base + 3)
			.run();
		await env.DB.batch([
			bet(small, player.id, "real", 10_000, 20_000, "won"),
			bet(small, player.id, "real", 5_000, 0, "lost"),
			bet(small, player.id, "tokens", 1_000, 0, "lost"),
			bet(big, player.id, "real", 30_000, 1_080_000, "won"),
			bet(big, player.id, "real", 9_000, 9_000, "refunded"),
			// Exactly ₹10,000 is not "over" it.
			bet(exact, player.id, "real", 1_000_000, 1_000_000, "won"),
		]);
		const body = (await (await api("/admin/results", admin)).json()) as {
			results: Result[];
			next: string | null;
			pageSize: number;
		};
		const ids = body.results.map((r) => r.roundId);
		expect(ids.slice(0, 3)).toEqual([exact, big, small]);
		const [e, b, s] = body.results as [Result, Result, Result];
		expect(s).toMatchObject({
			result: 2,
			color: "black",
			operatorSet: false,
			bets: 3,
			real: { stakes: 150, payouts: 200 },
			tokens: { stakes: 10, payouts: 0 },
			biggestWin: 200,
			jackpot: false,
		});
		expect(b).toMatchObject({ result: 17, color: "black", operatorSet: true, biggestWin: 10_800, jackpot: true });
		expect(b.real).toEqual({ stakes: 300, payouts: 10_800 });
		expect(e).toMatchObject({ result: 0, color: "green", biggestWin: 10_000, jackpot: false });
		expect(body.pageSize).toBe(10);
		// Keyset pages: the next page starts after the last round shown, so together they list each round once.
		expect(body.results).toHaveLength(10);
		expect(body.next).toBe(String(body.results[9]?.seq));
		const seen = new Set(ids);
		let next = body.next;
		for (let pages = 1; next !== null && pages < 100; pages++) {
			const more = (await (await api(`/admin/results?after=${next}`, admin)).json()) as typeof body;
			for (const r of more.results) {
				expect(seen.has(r.roundId)).toBe(false);
				seen.add(r.roundId);
			}
			expect(more.results.every((r) => r.seq < Number(next))).toBe(true);
			next = more.next;
		}
		for (const id of [exact, big, small, ...older]) expect(seen.has(id)).toBe(true);
	});
});
