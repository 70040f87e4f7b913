import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { istDayStart } from "~/domain/time";
import { api } from "./helpers/api";
import { createUser } from "./helpers/users";

type Stats = {
	realBalance: number;
	playTokens: number;
	betsToday: number;
	biggestWinToday: { real: number | null; tokens: number | null };
};

async function round() {
	const id = crypto.randomUUID();
	await env.DB.prepare(
		"INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, 'c', 0, 0)",
	)
		.bind(id, Math.floor(Math.random() * 1e9))
		.run();
	return id;
}

function bet(
	roundId: string,
	userId: string,
	o: { wallet: "real" | "tokens"; amount: number; payout: number | null; status: string; at?: number },
) {
	return env.DB.prepare(
		"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, payout_paise, status, submission_id, position, created_at) VALUES (?, ?, ?, ?, 'straight', '17', ?, ?, ?, ?, 0, ?)",
	).bind(
		crypto.randomUUID(),
		roundId,
		userId,
		o.wallet,
		o.amount,
		o.payout,
		o.status,
		crypto.randomUUID(),
		o.at ?? Date.now(),
	);
}

describe("GET /api/user/stats (home stats strip)", () => {
	it("needs a signed-in user", async () => {
		const response = await api("/user/stats", null);
		expect(response.status).toBe(401);
	});

	it("a player with no bets gets their balances, 0 bets and no biggest win", async () => {
		const player = await createUser({ realPaise: 1_234_500, tokensPaise: 50_000 });
		const response = await api("/user/stats", player);
		expect(response.status).toBe(200);
		expect(await response.json<Stats>()).toMatchObject({
			realBalance: 12_345,
			playTokens: 500,
			betsToday: 0,
			biggestWinToday: { real: null, tokens: null },
		});
	});

	it("counts only today's own bets (refunds excluded) and reports the biggest winning payout per wallet", async () => {
		const player = await createUser({ realPaise: 100_000 });
		const other = await createUser({});
		const r = await round();
		const yesterday = istDayStart(Date.now()) - 60_000;
		await env.DB.batch([
			bet(r, player.id, { wallet: "real", amount: 10_000, payout: 360_000, status: "won" }),
			bet(r, player.id, { wallet: "real", amount: 20_000, payout: 40_000, status: "won" }),
			bet(r, player.id, { wallet: "real", amount: 5_000, payout: 0, status: "lost" }),
			bet(r, player.id, { wallet: "tokens", amount: 1_000, payout: 2_000, status: "won" }),
			bet(r, player.id, { wallet: "real", amount: 9_000, payout: 9_000, status: "refunded" }),
			bet(r, player.id, { wallet: "real", amount: 1_000, payout: 9_000_000, status: "won", at: yesterday }),
			bet(r, other.id, { wallet: "real", amount: 1_000, payout: 8_000_000, status: "won" }),
		]);
		const stats = await (await api("/user/stats", player)).json<Stats>();
		expect(stats.betsToday).toBe(4);
		expect(stats.biggestWinToday).toEqual({ real: 3_600, tokens: 20 });
		expect(stats.realBalance).toBe(1_000);
	});

	it("counts a racetrack call as one bet, however many places it covers", async () => {
		const player = await createUser({ realPaise: 100_000 });
		const r = await round();
		const submission = crypto.randomUUID();
		const callId = crypto.randomUUID();
		const call = env.DB.prepare(
			"INSERT INTO bet_calls (id, round_id, user_id, submission_id, position, kind, chip_paise) VALUES (?, ?, ?, ?, 0, 'tiers', 1000)",
		).bind(callId, r, player.id, submission);
		// Tiers du Cylindre: six splits, one call.
		const tiers = [1, 2, 3, 4, 5, 6].map((position) =>
			env.DB.prepare(
				"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, status, submission_id, position, call_id, created_at) VALUES (?, ?, ?, 'real', 'split', '5,8', 1000, 'lost', ?, ?, ?, ?)",
			).bind(crypto.randomUUID(), r, player.id, submission, position, callId, Date.now()),
		);
		await env.DB.batch([
			call,
			...tiers,
			bet(r, player.id, { wallet: "real", amount: 1_000, payout: 0, status: "lost" }),
		]);
		const stats = await (await api("/user/stats", player)).json<Stats>();
		expect(stats.betsToday).toBe(2);
	});
});
