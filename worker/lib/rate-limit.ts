/**
 * Fixed-window rate limits in D1 (the rate_limits table), per phone and per
 * client address (docs/decisions/0100-accounts-and-sessions.md), and for logins per trusted device. A window is `windowMs` long and starts at a
 * multiple of it; a key may be hit `max` times per window.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { addressSubject } from "~/domain/network-address";
import { type Database, runBatch } from "~/server/db/client";
import { rateLimits } from "~/server/db/schema";

export type Limit = { name: string; max: number; windowMs: number };

const MINUTE = 60_000;

/** Every limit of the account endpoints, in one place. */
export const LIMITS = {
	/** Logins without a valid device cookie for the account (worker/lib/device-cookie.ts). */
	loginFailuresPerPhone: { name: "login-fail:phone", max: 10, windowMs: 15 * MINUTE },
	loginFailuresPerIp: { name: "login-fail:ip", max: 50, windowMs: 15 * MINUTE },
	/** Logins with a valid device cookie count only against that device. */
	loginFailuresPerDevice: { name: "login-fail:device", max: 10, windowMs: 15 * MINUTE },
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

/**
 * The rate-limit subject of a client address. Only Cloudflare's CF-Connecting-IP
 * is trusted (X-Forwarded-For and X-Real-IP are the client's to write). One IPv6
 * host usually owns a whole /64, so IPv6 addresses count per /64; an IPv4-mapped
 * IPv6 address counts as its IPv4 address.
 */
export function clientSubject(request: Request): string {
	return addressSubject(request.headers.get("CF-Connecting-IP")) ?? "unknown";
}

function windowOf(limit: Limit, now: number): number {
	return Math.floor(now / limit.windowMs) * limit.windowMs;
}

/** Counts one hit on each (limit, subject); true when any of them is now over its limit. */
export async function hit(db: Database, checks: Array<[Limit, string]>, now = Date.now()): Promise<boolean> {
	const statements = checks.map(([limit, subject]) =>
		db
			.insert(rateLimits)
			.values({ key: `${limit.name}:${subject}`, windowStart: windowOf(limit, now), count: 1 })
			.onConflictDoUpdate({
				target: [rateLimits.key, rateLimits.windowStart],
				set: { count: sql`${rateLimits.count} + 1` },
			})
			.returning({ count: rateLimits.count }),
	);
	const results = await runBatch(db, statements);
	return results.some((rows, i) => (rows[0]?.count ?? 0) > (checks[i]?.[0].max ?? 0));
}

/**
 * Takes back one hit counted by `hit` (same `now`, so the same window): for
 * attempts that are counted up front, so that parallel bursts cannot all pass
 * the check, and then turn out not to count (a successful login).
 */
export async function refund(db: Database, checks: Array<[Limit, string]>, now = Date.now()): Promise<void> {
	await runBatch(
		db,
		checks.map(([limit, subject]) =>
			db
				.update(rateLimits)
				.set({ count: sql`${rateLimits.count} - 1` })
				.where(
					and(
						eq(rateLimits.key, `${limit.name}:${subject}`),
						eq(rateLimits.windowStart, windowOf(limit, now)),
						gt(rateLimits.count, 0),
					),
				),
		),
	);
}

/** Whether any (limit, subject) has already reached its limit, without counting a hit. */
export async function exhausted(db: Database, checks: Array<[Limit, string]>, now = Date.now()): Promise<boolean> {
	const statements = checks.map(([limit, subject]) =>
		db
			.select({ count: rateLimits.count })
			.from(rateLimits)
			.where(and(eq(rateLimits.key, `${limit.name}:${subject}`), eq(rateLimits.windowStart, windowOf(limit, now)))),
	);
	const results = await runBatch(db, statements);
	return results.some((rows, i) => (rows[0]?.count ?? 0) >= (checks[i]?.[0].max ?? 0));
}
