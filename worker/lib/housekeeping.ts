/**
 * Hourly clean-up of rows that only matter for a short while: one-time codes,
 * rate-limit windows and refresh-token families. Run by the Worker's cron
 * trigger (wrangler.toml `[triggers]`). Financial rows and the audit log are
 * never touched here: they are append-only by design.
 */
import { inArray, lt, max } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { otpCodes, rateLimits, refreshTokens } from "~/server/db/schema";
import { LIMITS } from "./rate-limit";

const DAY = 24 * 60 * 60 * 1000;

/** How long expired rows are kept before they are deleted: long enough to answer support questions. */
export const RETENTION_MS = DAY;

const longestWindowMs = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs));

export type PurgeCounts = { otpCodes: number; rateLimitWindows: number; refreshTokens: number };

export async function purgeExpired(db: Database, now = Date.now()): Promise<PurgeCounts> {
	const cutoff = now - RETENTION_MS;
	const [otp, windows, refresh] = await db.batch([
		db.delete(otpCodes).where(lt(otpCodes.expiresAt, cutoff)),
		// A window is dead once it has ended; the retention keeps the figures for a day.
		db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff - longestWindowMs)),
		// Whole families only: a rotated token of a family that is still alive must stay,
		// or replaying it would no longer be recognised as reuse (and revoke the family).
		db.delete(refreshTokens).where(
			inArray(
				refreshTokens.familyId,
				db
					.select({ familyId: refreshTokens.familyId })
					.from(refreshTokens)
					.groupBy(refreshTokens.familyId)
					.having(lt(max(refreshTokens.expiresAt), cutoff)),
			),
		),
	]);
	return {
		otpCodes: otp.meta.changes,
		rateLimitWindows: windows.meta.changes,
		refreshTokens: refresh.meta.changes,
	};
}
