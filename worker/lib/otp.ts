/**
 * One-time codes (DECISIONS §5): 6 random digits, stored as an HMAC (keyed with
 * JWT_SECRET, so a leaked table cannot be brute-forced offline), valid 60 s,
 * single use, at most 5 wrong tries. Only the newest code of a phone and
 * purpose counts; a new one may be issued once it is no longer live.
 */
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS, type OtpPurpose } from "../../domain/validation/auth";

export type OtpRow = { id: string; expiresAt: number; attempts: number; consumedAt: number | null };
export type OtpCheck =
	| { ok: true }
	| { ok: false; reason: "expired" | "locked" }
	| { ok: false; reason: "wrong"; triesLeft: number };

/** A uniformly random 6-digit code (rejection sampling, no modulo bias). */
export function randomCode(): string {
	const limit = 10 ** OTP_LENGTH;
	const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
	const buffer = new Uint32Array(1);
	for (;;) {
		crypto.getRandomValues(buffer);
		const value = buffer[0] ?? 0;
		if (value < ceiling) return String(value % limit).padStart(OTP_LENGTH, "0");
	}
}

async function digest(secret: string, id: string, code: string): Promise<string> {
	const key = await crypto.subtle.importKey(
		"raw",
		new TextEncoder().encode(secret),
		{ name: "HMAC", hash: "SHA-256" },
		false,
		["sign"],
	);
	const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}:${code}`));
	return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function constantTimeEqual(a: string, b: string): boolean {
	if (a.length !== b.length) return false;
	let diff = 0;
	for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
	return diff === 0;
}

/** The newest code of a phone and purpose, if any. */
export async function latestOtp(db: D1Database, phone: string, purpose: OtpPurpose): Promise<OtpRow | null> {
	return db
		.prepare(
			`SELECT id, expires_at AS expiresAt, attempts, consumed_at AS consumedAt FROM otp_codes
			 WHERE phone = ? AND purpose = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
		)
		.bind(phone, purpose)
		.first<OtpRow>();
}

/** Whether a code can still be entered (so a new one must wait). */
export function isLive(row: OtpRow | null, now = Date.now()): row is OtpRow {
	return !!row && row.consumedAt === null && row.expiresAt > now && row.attempts < OTP_MAX_ATTEMPTS;
}

/** Stores a new code and returns it with its expiry; the caller decides whether to send it. */
export async function createOtp(
	db: D1Database,
	secret: string,
	phone: string,
	purpose: OtpPurpose,
	now = Date.now(),
): Promise<{ code: string; expiresAt: number }> {
	const id = crypto.randomUUID();
	const code = randomCode();
	const expiresAt = now + OTP_TTL_MS;
	await db
		.prepare(
			"INSERT INTO otp_codes (id, phone, purpose, code_hash, expires_at, attempts, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)",
		)
		.bind(id, phone, purpose, await digest(secret, id, code), expiresAt, now)
		.run();
	return { code, expiresAt };
}

/** Checks a code against the newest one and consumes it on success (exactly once, race-safe). */
export async function checkOtp(
	db: D1Database,
	secret: string,
	phone: string,
	purpose: OtpPurpose,
	code: string,
	now = Date.now(),
): Promise<OtpCheck> {
	const row = await db
		.prepare(
			`SELECT id, code_hash AS codeHash, expires_at AS expiresAt, attempts, consumed_at AS consumedAt FROM otp_codes
			 WHERE phone = ? AND purpose = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
		)
		.bind(phone, purpose)
		.first<OtpRow & { codeHash: string }>();
	if (!row || row.consumedAt !== null || row.expiresAt <= now) return { ok: false, reason: "expired" };
	if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: "locked" };
	if (constantTimeEqual(await digest(secret, row.id, code), row.codeHash)) {
		const consumed = await db
			.prepare(
				"UPDATE otp_codes SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL AND attempts < ? AND expires_at > ?",
			)
			.bind(now, row.id, OTP_MAX_ATTEMPTS, now)
			.run();
		return consumed.meta.changes === 1 ? { ok: true } : { ok: false, reason: "expired" };
	}
	const counted = await db
		.prepare("UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ? AND attempts < ? RETURNING attempts")
		.bind(row.id, OTP_MAX_ATTEMPTS)
		.first<{ attempts: number }>();
	const attempts = counted?.attempts ?? OTP_MAX_ATTEMPTS;
	return attempts >= OTP_MAX_ATTEMPTS
		? { ok: false, reason: "locked" }
		: { ok: false, reason: "wrong", triesLeft: OTP_MAX_ATTEMPTS - attempts };
}
