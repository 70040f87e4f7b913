/**
 * Fixed-window rate limits in D1 (the rate_limits table), per phone and per
 * client address (DECISIONS §5). A window is `windowMs` long and starts at a
 * multiple of it; a key may be hit `max` times per window.
 */
export type Limit = { name: string; max: number; windowMs: number };

const MINUTE = 60_000;

/** Every limit of the account endpoints, in one place. */
export const LIMITS = {
	loginFailuresPerPhone: { name: "login-fail:phone", max: 10, windowMs: 15 * MINUTE },
	loginFailuresPerIp: { name: "login-fail:ip", max: 50, windowMs: 15 * MINUTE },
	registerPerPhone: { name: "register:phone", max: 5, windowMs: 60 * MINUTE },
	registerPerIp: { name: "register:ip", max: 20, windowMs: 60 * MINUTE },
	verifyPerPhone: { name: "verify:phone", max: 20, windowMs: 60 * MINUTE },
	verifyPerIp: { name: "verify:ip", max: 60, windowMs: 60 * MINUTE },
	resendPerPhone: { name: "resend:phone", max: 5, windowMs: 60 * MINUTE },
	resendPerIp: { name: "resend:ip", max: 30, windowMs: 60 * MINUTE },
	forgotPerPhone: { name: "forgot:phone", max: 5, windowMs: 60 * MINUTE },
	forgotPerIp: { name: "forgot:ip", max: 20, windowMs: 60 * MINUTE },
	resetPerPhone: { name: "reset:phone", max: 20, windowMs: 60 * MINUTE },
	resetPerIp: { name: "reset:ip", max: 60, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

function windowOf(limit: Limit, now: number): number {
	return Math.floor(now / limit.windowMs) * limit.windowMs;
}

/** Counts one hit on each (limit, subject); true when any of them is now over its limit. */
export async function hit(db: D1Database, checks: Array<[Limit, string]>, now = Date.now()): Promise<boolean> {
	const statements = checks.map(([limit, subject]) =>
		db
			.prepare(
				`INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
				 ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
				 RETURNING count`,
			)
			.bind(`${limit.name}:${subject}`, windowOf(limit, now)),
	);
	const results = await db.batch<{ count: number }>(statements);
	return results.some((result, i) => (result.results[0]?.count ?? 0) > (checks[i]?.[0].max ?? 0));
}

/** Whether any (limit, subject) has already reached its limit, without counting a hit. */
export async function exhausted(db: D1Database, checks: Array<[Limit, string]>, now = Date.now()): Promise<boolean> {
	const statements = checks.map(([limit, subject]) =>
		db
			.prepare("SELECT count FROM rate_limits WHERE key = ? AND window_start = ?")
			.bind(`${limit.name}:${subject}`, windowOf(limit, now)),
	);
	const results = await db.batch<{ count: number }>(statements);
	return results.some((result, i) => (result.results[0]?.count ?? 0) >= (checks[i]?.[0].max ?? 0));
}
