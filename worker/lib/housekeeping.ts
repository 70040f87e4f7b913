/**
 * Hourly clean-up of rows that only matter for a short while: one-time codes,
 * rate-limit windows and refresh-token families. Run by the Worker's cron
 * trigger (wrangler.toml `[triggers]`). Financial rows and the audit log are
 * never touched here: they are append-only by design.
 */
import { LIMITS } from "./rate-limit";

const DAY = 24 * 60 * 60 * 1000;

/** How long expired rows are kept before they are deleted: long enough to answer support questions. */
export const RETENTION_MS = DAY;

const longestWindowMs = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs));

export type PurgeCounts = { otpCodes: number; rateLimitWindows: number; refreshTokens: number };

export async function purgeExpired(db: D1Database, now = Date.now()): Promise<PurgeCounts> {
	const cutoff = now - RETENTION_MS;
	const [otp, windows, refresh] = await db.batch([
		db.prepare("DELETE FROM otp_codes WHERE expires_at < ?").bind(cutoff),
		// A window is dead once it has ended; the retention keeps the figures for a day.
		db.prepare("DELETE FROM rate_limits WHERE window_start < ?").bind(cutoff - longestWindowMs),
		// Whole families only: a rotated token of a family that is still alive must stay,
		// or replaying it would no longer be recognised as reuse (and revoke the family).
		db
			.prepare(
				`DELETE FROM refresh_tokens WHERE family_id IN (
				   SELECT family_id FROM refresh_tokens GROUP BY family_id HAVING MAX(expires_at) < ?)`,
			)
			.bind(cutoff),
	]);
	return {
		otpCodes: otp?.meta.changes ?? 0,
		rateLimitWindows: windows?.meta.changes ?? 0,
		refreshTokens: refresh?.meta.changes ?? 0,
	};
}
