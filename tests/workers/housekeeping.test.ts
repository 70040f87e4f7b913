import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~/server/db/client";
import { purgeExpired, RETENTION_MS } from "~/worker/lib/housekeeping";
import { createUser } from "./helpers/users";

const HOUR = 60 * 60 * 1000;

async function count(sql: string, ...params: unknown[]): Promise<number> {
	const row = await env.DB.prepare(sql)
		.bind(...params)
		.first<{ n: number }>();
	return row?.n ?? 0;
}

describe("housekeeping (the hourly cron trigger)", () => {
	it("deletes expired codes, dead rate-limit windows and fully expired session families, and keeps the rest", async () => {
		const now = Date.now();
		const old = now - RETENTION_MS - 2 * HOUR;
		const phone = `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
		const user = await createUser();
		const family = {
			dead: crypto.randomUUID(),
			// One rotated token long expired, one live: the rotated one must stay so its replay is still seen as reuse.
			alive: crypto.randomUUID(),
		};
		const insertToken = (familyId: string, expiresAt: number, rotatedAt: number | null) =>
			env.DB.prepare(
				"INSERT INTO refresh_tokens (id, family_id, user_id, token_hash, created_at, expires_at, rotated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
			).bind(crypto.randomUUID(), familyId, user.id, crypto.randomUUID(), old, expiresAt, rotatedAt);
		const insertOtp = (expiresAt: number) =>
			env.DB.prepare(
				"INSERT INTO otp_codes (id, phone, purpose, code_hash, expires_at, attempts, created_at) VALUES (?, ?, 'register', 'x', ?, 0, ?)",
			).bind(crypto.randomUUID(), phone, expiresAt, expiresAt - 60_000);
		const insertWindow = (windowStart: number) =>
			env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 3)").bind(
				`test:${phone}`,
				windowStart,
			);
		await env.DB.batch([
			insertToken(family.dead, old, old),
			insertToken(family.dead, old, null),
			insertToken(family.alive, old, old),
			insertToken(family.alive, now + HOUR, null),
			insertOtp(old),
			insertOtp(now + 60_000),
			insertWindow(old - 2 * HOUR),
			insertWindow(now - (now % HOUR)),
		]);

		const counts = await purgeExpired(database(env.DB), now);

		expect(counts.otpCodes).toBeGreaterThanOrEqual(1);
		expect(counts.rateLimitWindows).toBeGreaterThanOrEqual(1);
		expect(counts.refreshTokens).toBeGreaterThanOrEqual(2);
		expect(await count("SELECT COUNT(*) AS n FROM refresh_tokens WHERE family_id = ?", family.dead)).toBe(0);
		expect(await count("SELECT COUNT(*) AS n FROM refresh_tokens WHERE family_id = ?", family.alive)).toBe(2);
		expect(await count("SELECT COUNT(*) AS n FROM otp_codes WHERE phone = ?", phone)).toBe(1);
		expect(await count("SELECT COUNT(*) AS n FROM rate_limits WHERE key = ?", `test:${phone}`)).toBe(1);
	});

	it("runs from the Worker's scheduled handler", async () => {
		const phone = `+9196${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
		const longAgo = Date.now() - RETENTION_MS - HOUR;
		await env.DB.prepare(
			"INSERT INTO otp_codes (id, phone, purpose, code_hash, expires_at, attempts, created_at) VALUES (?, ?, 'reset', 'x', ?, 0, ?)",
		)
			.bind(crypto.randomUUID(), phone, longAgo, longAgo)
			.run();

		// The loopback binding runs the Worker's real `scheduled` export, as the cron trigger would.
		const worker = exports.default as unknown as { scheduled(options: { cron: string }): Promise<unknown> };
		await worker.scheduled({ cron: "17 * * * *" });

		expect(await count("SELECT COUNT(*) AS n FROM otp_codes WHERE phone = ?", phone)).toBe(0);
	});
});
