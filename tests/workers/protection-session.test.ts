import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { authHeaders, createUser, type TestUser } from "./helpers/users";

function summary(user: TestUser | null, since: string) {
	return exports.default.fetch(`http://localhost/api/protection/session-summary?since=${since}`, {
		headers: user ? authHeaders(user) : {},
	});
}

async function round(): Promise<string> {
	const id = crypto.randomUUID();
	await env.DB.prepare(
		"INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, 'c', ?, ?)",
	)
		.bind(id, 1_000_000 + Math.floor(Math.random() * 1e9), Date.now(), Date.now())
		.run();
	return id;
}

async function bet(
	userId: string,
	roundId: string,
	o: { wallet: "real" | "tokens"; amount: number; payout: number | null; status: string; at: number },
) {
	await env.DB.prepare(
		"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, payout_paise, status, submission_id, position, created_at) VALUES (?, ?, ?, ?, 'straight', '7', ?, ?, ?, ?, 0, ?)",
	)
		.bind(crypto.randomUUID(), roundId, userId, o.wallet, o.amount, o.payout, o.status, crypto.randomUUID(), o.at)
		.run();
}

describe("reality-check session summary", () => {
	it("sums only the player's own settled bets since the session start, per wallet", async () => {
		const player = await createUser();
		const other = await createUser();
		const r = await round();
		const start = Date.now() - 30 * 60_000;
		await bet(player.id, r, { wallet: "real", amount: 10_000, payout: 0, status: "lost", at: start + 1_000 });
		await bet(player.id, r, { wallet: "real", amount: 2_000, payout: 72_000, status: "won", at: start + 2_000 });
		await bet(player.id, r, { wallet: "real", amount: 5_000, payout: null, status: "placed", at: start + 3_000 });
		await bet(player.id, r, { wallet: "real", amount: 5_000, payout: 5_000, status: "refunded", at: start + 3_000 });
		await bet(player.id, r, { wallet: "real", amount: 99_000, payout: 0, status: "lost", at: start - 60_000 });
		await bet(player.id, r, { wallet: "tokens", amount: 5_000, payout: 0, status: "lost", at: start + 4_000 });
		await bet(other.id, r, { wallet: "real", amount: 50_000, payout: 0, status: "lost", at: start + 5_000 });

		const response = await summary(player, String(start));
		expect(response.status).toBe(200);
		const body = await response.json<{
			since: number;
			playedMs: number;
			real: { bets: number; staked: number; returned: number; net: number };
			tokens: { bets: number; net: number };
		}>();
		expect(body.since).toBe(start);
		expect(body.playedMs).toBeGreaterThanOrEqual(30 * 60_000);
		expect(body.real).toEqual({ bets: 2, staked: 120, returned: 720, net: 600 });
		expect(body.tokens).toMatchObject({ bets: 1, net: -50 });
	});

	it("reaches back at most 24 hours and never into the future", async () => {
		const player = await createUser();
		const before = Date.now();
		const old = await (await summary(player, "0")).json<{ since: number }>();
		expect(old.since).toBeGreaterThanOrEqual(before - 24 * 3_600_000);
		const future = await (await summary(player, String(before + 3_600_000))).json<{
			since: number;
			playedMs: number;
		}>();
		expect(future.playedMs).toBe(0);
	});

	it("refuses a bad start, a visitor and an admin", async () => {
		const player = await createUser();
		const bad = await summary(player, "yesterday");
		expect(bad.status).toBe(422);
		expect((await bad.json<{ message: string }>()).message).toBe("Give the session start as a time in milliseconds.");
		expect((await summary(null, "0")).status).toBe(401);
		const admin = await createUser({ role: "admin" });
		expect((await summary(admin, "0")).status).toBe(403);
	});
});
