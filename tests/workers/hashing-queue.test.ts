/**
 * Exhausting the isolate with parallel password hashes (docs/decisions/0740-account-abuse.md), through the real HTTP
 * path. This file runs in the `workers-hashing` project at scrypt's production cost (vitest.config.ts): a burst only
 * fills the queue when each hash takes as long as it does in production.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { messages } from "~/domain/messages";
import { HASHING_RETRY_AFTER_SECONDS, hashingLoad, MAX_CONCURRENT_HASHES } from "~/worker/lib/password";
import { call, randomIp, randomPhone } from "./helpers/auth-client";

describe("exhausting the isolate with parallel password hashes", () => {
	it("hashes a new password at OWASP's scrypt cost, N=2^15, r=8, p=3", async () => {
		const phone = randomPhone();
		const response = await call("/api/auth/register", {
			name: "Neha Iyer",
			phone,
			password: "Neha@12345",
			acceptTerms: true,
		});
		expect(response.status).toBe(201);
		const row = await env.DB.prepare("SELECT password_hash FROM users WHERE phone = ?")
			.bind(`+91${phone}`)
			.first<{ password_hash: string }>();
		expect(row?.password_hash).toMatch(/^\$scrypt\$ln=15,r=8,p=3\$/);
	});

	it("bounds concurrent hashes: a burst of logins beyond the queue gets 503 with Retry-After, and health still answers", async () => {
		const burst = 40;
		const finished: string[] = [];
		const logins = Array.from({ length: burst }, (_, i) =>
			call("/api/auth/login", { phone: randomPhone(), password: `Guess@${i}xyz` }).then(async (response) => {
				finished.push("login");
				return {
					status: response.status,
					retryAfter: response.headers.get("Retry-After"),
					body: await response.json(),
				};
			}),
		);
		const health = exports.default.fetch("https://localhost/api/health").then((response) => {
			finished.push("health");
			return response.status;
		});
		const answers = await Promise.all(logins);
		expect(await health).toBe(200);

		const busy = answers.filter((a) => a.status === 503);
		const refused = answers.filter((a) => a.status === 401);
		expect(busy.length + refused.length).toBe(burst);
		expect(busy.length).toBeGreaterThan(0);
		// At least those that found a free slot were served; how many waiters joined them depends on arrival times.
		expect(refused.length).toBeGreaterThanOrEqual(MAX_CONCURRENT_HASHES);
		expect(refused.length).toBeLessThan(burst);
		for (const answer of busy) {
			expect(answer.body).toEqual({ message: messages.serverBusy });
			expect(answer.retryAfter).toBe(String(HASHING_RETRY_AFTER_SECONDS));
		}
		// Never more than the bound at once, and the health check was not left waiting behind the whole queue.
		expect(hashingLoad().peakRunning).toBeGreaterThan(0);
		expect(hashingLoad().peakRunning).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
		expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
		expect(finished.indexOf("health")).toBeLessThan(finished.length - 1);
	}, 60_000);

	it("a login refused as busy costs the client no attempt", async () => {
		const ip = randomIp();
		const phone = randomPhone();
		const answers = await Promise.all(
			Array.from({ length: 30 }, (_, i) =>
				call("/api/auth/login", { phone: i === 0 ? phone : randomPhone(), password: `Guess@${i}xyz` }, { ip }),
			),
		);
		const statuses = answers.map((r) => r.status);
		expect(statuses).toContain(503);
		expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
		const counted = await env.DB.prepare("SELECT SUM(count) AS n FROM rate_limits WHERE key = ?")
			.bind(`login-fail:ip:${ip}`)
			.first<{ n: number }>();
		expect(counted?.n).toBe(statuses.filter((s) => s === 401).length);
	}, 60_000);
});
