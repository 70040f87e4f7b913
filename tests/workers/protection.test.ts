import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LIMIT_INCREASE_DELAY_MS } from "~/domain/protection";
import { database } from "~/server/db/client";
import { checkBet, checkDeposit } from "~/server/protection";
import { authHeaders, createUser, type TestUser } from "./helpers/users";

function call(path: string, user: TestUser | null, init: { method?: string; body?: unknown } = {}) {
	return exports.default.fetch(`http://localhost/api/protection${path}`, {
		method: init.method ?? "GET",
		headers: { "Content-Type": "application/json", ...(user ? authHeaders(user) : {}) },
		body: init.body === undefined ? undefined : JSON.stringify(init.body),
	});
}

async function deposit(
	userId: string,
	paise: number,
	status: "pending" | "approved" | "rejected",
	createdAt = Date.now(),
) {
	await env.DB.prepare(
		"INSERT INTO money_transactions (id, user_id, type, amount_paise, status, created_at) VALUES (?, ?, 'deposit', ?, ?, ?)",
	)
		.bind(crypto.randomUUID(), userId, paise, status, createdAt)
		.run();
}

describe("responsible gaming", () => {
	it("sets a daily deposit limit at once and refuses a deposit above it", async () => {
		const player = await createUser();
		const response = await call("/limits", player, { method: "PUT", body: { kind: "deposit_day", amount: 1000 } });
		expect(response.status).toBe(200);
		const body = await response.json<{ message: string; limits: Record<string, { value: number | null }> }>();
		expect(body.message).toBe("Your limit is saved.");
		expect(body.limits.deposit_day?.value).toBe(1000);

		await deposit(player.id, 70_000, "approved");
		await deposit(player.id, 50_000, "rejected"); // rejected requests do not count
		expect(await checkDeposit(database(env.DB), player.id, 30_000)).toBeNull();
		expect(await checkDeposit(database(env.DB), player.id, 30_100)).toBe(
			"This deposit would go over your daily deposit limit. You can deposit up to ₹300 more now.",
		);
	});

	it("lets only as many simultaneous deposit requests through as the limit allows", async () => {
		const player = await createUser();
		await call("/limits", player, { method: "PUT", body: { kind: "deposit_day", amount: 1000 } });
		// Four requests of ₹600 race: each passes the read-only check alone, together they must not pass ₹1,000.
		const answers = await Promise.all(
			[0, 1, 2, 3].map((i) =>
				exports.default.fetch("http://localhost/api/transactions/deposit", {
					method: "POST",
					headers: { "Content-Type": "application/json", ...authHeaders(player) },
					body: JSON.stringify({ amount: 600, utr: `${Date.now()}${i}`.slice(-12).padStart(12, "7") }),
				}),
			),
		);
		const statuses = answers.map((answer) => answer.status).sort();
		expect(statuses).toEqual([201, 403, 403, 403]);
		for (const answer of answers.filter((a) => a.status === 403)) {
			expect((await answer.json<{ message: string }>()).message).toMatch(/daily deposit limit/);
		}
		const total = await env.DB.prepare(
			"SELECT COALESCE(SUM(amount_paise), 0) AS paise FROM money_transactions WHERE user_id = ? AND type = 'deposit'",
		)
			.bind(player.id)
			.first<{ paise: number }>();
		expect(total?.paise).toBe(60_000);
	});

	it("delays a raise by 24 hours, as seen through the API and by the deposit check", async () => {
		const player = await createUser();
		await call("/limits", player, { method: "PUT", body: { kind: "deposit_day", amount: 500 } });
		const raised = await call("/limits", player, { method: "PUT", body: { kind: "deposit_day", amount: 5000 } });
		const body = await raised.json<{
			message: string;
			limits: Record<string, { value: number; pending: { value: number } | null }>;
		}>();
		expect(body.message).toMatch(/^Raising or removing a limit takes 24 hours: it will apply on /);
		expect(body.limits.deposit_day).toMatchObject({ value: 500, pending: { value: 5000 } });

		const now = Date.now();
		expect(await checkDeposit(database(env.DB), player.id, 100_000, now)).toMatch(/daily deposit limit/);
		expect(await checkDeposit(database(env.DB), player.id, 100_000, now + LIMIT_INCREASE_DELAY_MS + 1_000)).toBeNull();
	});

	it("enforces a daily loss limit on real-money stakes only", async () => {
		const player = await createUser();
		await call("/limits", player, { method: "PUT", body: { kind: "loss_day", amount: 200 } });
		const round = crypto.randomUUID();
		await env.DB.prepare(
			"INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, 'c', 0, 0)",
		)
			.bind(round, Math.floor(Math.random() * 1e9))
			.run();
		await env.DB.prepare(
			"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, payout_paise, status, submission_id, position) VALUES (?, ?, ?, 'real', 'color', 'red', 15000, 0, 'lost', 's1', 0)",
		)
			.bind(crypto.randomUUID(), round, player.id)
			.run();
		expect(await checkBet(database(env.DB), player.id, "real", 5_000)).toBeNull();
		expect(await checkBet(database(env.DB), player.id, "real", 5_100)).toBe(
			"This bet would go over your daily loss limit. You can stake up to ₹50 more now.",
		);
		expect(await checkBet(database(env.DB), player.id, "tokens", 1_000_000)).toBeNull();
	});

	it("takes a 24 h cool-off that refuses bets and deposits, cannot be stacked, and is audited", async () => {
		const player = await createUser();
		const started = await call("/exclusions", player, { method: "POST", body: { kind: "cool_off", period: "24h" } });
		expect(started.status).toBe(201);
		expect((await started.json<{ message: string }>()).message).toMatch(/^Your break has started\. It ends on /);
		expect(await checkBet(database(env.DB), player.id, "tokens", 1_000)).toMatch(
			/^Betting is paused by your own choice until /,
		);
		expect(await checkDeposit(database(env.DB), player.id, 30_000)).toMatch(
			/^Deposits are paused by your own choice until /,
		);
		const again = await call("/exclusions", player, { method: "POST", body: { kind: "self_exclusion", period: "6m" } });
		expect(again.status).toBe(409);
		// It ends by itself.
		expect(await checkBet(database(env.DB), player.id, "real", 1_000, { now: Date.now() + 25 * 3_600_000 })).toBeNull();
		const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE actor_id = ? ORDER BY id")
			.bind(player.id)
			.all();
		expect(audit.results).toEqual([{ action: "protection.cool_off" }]);
	});

	it("refuses bad input with a message and changes nothing", async () => {
		const player = await createUser();
		const cases: Array<[unknown, string]> = [
			[{ kind: "deposit_year", amount: 10 }, "Choose which limit to set."],
			[{ kind: "deposit_day", amount: 0 }, "A limit must be between ₹1 and ₹10,00,000."],
			[{ kind: "deposit_day", amount: 10.5 }, "Enter a whole number."],
			[{ kind: "deposit_day", amount: "100" }, "Enter a whole number, or remove the limit."],
			[{ kind: "reality_check_minutes", amount: 5 }, "The reminder interval must be between 10 and 240 minutes."],
		];
		for (const [body, message] of cases) {
			const response = await call("/limits", player, { method: "PUT", body });
			expect(response.status).toBe(422);
			expect(await response.json()).toEqual({ message });
		}
		const badBreak = await call("/exclusions", player, { method: "POST", body: { kind: "cool_off", period: "6m" } });
		expect(badBreak.status).toBe(422);
		const rows = await env.DB.prepare(
			"SELECT (SELECT COUNT(*) FROM player_limits WHERE user_id = ?1) + (SELECT COUNT(*) FROM exclusions WHERE user_id = ?1) AS n",
		)
			.bind(player.id)
			.first<{ n: number }>();
		expect(rows?.n).toBe(0);
	});

	it("shows a player's protection to admins only", async () => {
		const player = await createUser();
		const other = await createUser();
		const admin = await createUser({ role: "admin" });
		await call("/exclusions", player, { method: "POST", body: { kind: "cool_off", period: "7d" } });
		expect((await call(`/users/${player.id}`, null)).status).toBe(401);
		expect((await call(`/users/${player.id}`, other)).status).toBe(403);
		const seen = await call(`/users/${player.id}`, admin);
		expect(seen.status).toBe(200);
		expect((await seen.json<{ exclusion: { kind: string } }>()).exclusion.kind).toBe("cool_off");
		expect((await call("/users/nobody", admin)).status).toBe(404);
		// An admin does not set limits for themself.
		expect((await call("/limits", admin, { method: "PUT", body: { kind: "deposit_day", amount: 100 } })).status).toBe(
			403,
		);
	});
});
