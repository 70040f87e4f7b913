/**
 * One-time codes (docs/decisions/0100-accounts-and-sessions.md): 6 random digits, stored as an
 * HMAC (keyed with JWT_SECRET, so a leaked table cannot be brute-forced offline), valid 60 s,
 * single use, at most 5 wrong tries. A registration code belongs to one registration attempt and
 * carries that attempt's credentials, so one phone may have several live register codes (one per
 * attempt); a wrong try counts against every live code of the phone, so more codes never mean
 * more tries (docs/decisions/0740-account-abuse.md).
 */
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS, type OtpPurpose } from "~/domain/validation/auth";

export type OtpRow = {
	id: string;
	expiresAt: number;
	attempts: number;
	consumedAt: number | null;
	registrationId: string | null;
};
/** The credentials of one registration attempt, kept with its code until the code verifies them. */
export type RegistrationAttempt = {
	registrationId: string;
	name: string | null;
	passwordHash: string | null;
	country: string | null;
};
export type OtpCheck =
	| { ok: true; attempt: RegistrationAttempt }
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

const ROW_COLUMNS =
	"id, expires_at AS expiresAt, attempts, consumed_at AS consumedAt, registration_id AS registrationId";

/** The newest code of a phone and purpose (and, when given, of one registration attempt), if any. */
export async function latestOtp(
	db: D1Database,
	phone: string,
	purpose: OtpPurpose,
	registrationId?: string,
): Promise<OtpRow | null> {
	const ofAttempt = registrationId === undefined ? "" : "AND registration_id = ?";
	return db
		.prepare(
			`SELECT ${ROW_COLUMNS} FROM otp_codes
			 WHERE phone = ? AND purpose = ? ${ofAttempt} ORDER BY created_at DESC, rowid DESC LIMIT 1`,
		)
		.bind(...(registrationId === undefined ? [phone, purpose] : [phone, purpose, registrationId]))
		.first<OtpRow>();
}

/** Whether a code can still be entered (so a new one must wait). */
export function isLive(row: OtpRow | null, now = Date.now()): row is OtpRow {
	return !!row && row.consumedAt === null && row.expiresAt > now && row.attempts < OTP_MAX_ATTEMPTS;
}

/** The credentials a registration attempt's codes carry (null when the attempt is unknown or a decoy). */
export async function registrationAttempt(
	db: D1Database,
	phone: string,
	registrationId: string,
): Promise<RegistrationAttempt | null> {
	return db
		.prepare(
			`SELECT registration_id AS registrationId, name, password_hash AS passwordHash, country FROM otp_codes
			 WHERE phone = ? AND purpose = 'register' AND registration_id = ? AND password_hash IS NOT NULL LIMIT 1`,
		)
		.bind(phone, registrationId)
		.first<RegistrationAttempt>();
}

/**
 * Stores a new code and returns it with its expiry; the caller decides whether to send it.
 * A registration code is stored with its attempt (a decoy attempt has no credentials).
 */
export async function createOtp(
	db: D1Database,
	secret: string,
	phone: string,
	purpose: OtpPurpose,
	attempt: RegistrationAttempt | null = null,
	now = Date.now(),
): Promise<{ code: string; expiresAt: number }> {
	const id = crypto.randomUUID();
	const code = randomCode();
	const expiresAt = now + OTP_TTL_MS;
	await db
		.prepare(
			`INSERT INTO otp_codes (id, phone, purpose, code_hash, expires_at, attempts, created_at, registration_id, name, password_hash, country)
			 VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
		)
		.bind(
			id,
			phone,
			purpose,
			await digest(secret, id, code),
			expiresAt,
			now,
			attempt?.registrationId ?? null,
			attempt?.name ?? null,
			attempt?.passwordHash ?? null,
			attempt?.country ?? null,
		)
		.run();
	return { code, expiresAt };
}

/**
 * Checks a code against the live codes of a phone and purpose (only those of one registration
 * attempt when `registrationId` is given) and consumes the one it matches (exactly once,
 * race-safe), returning that code's attempt. A wrong code counts one try against every live code
 * of the phone and purpose, whichever attempt they belong to.
 */
export async function checkOtp(
	db: D1Database,
	secret: string,
	phone: string,
	purpose: OtpPurpose,
	code: string,
	options: { registrationId?: string; now?: number } = {},
): Promise<OtpCheck> {
	const now = options.now ?? Date.now();
	const ofAttempt = options.registrationId === undefined ? "" : "AND registration_id = ?";
	const scope = options.registrationId === undefined ? [phone, purpose] : [phone, purpose, options.registrationId];
	const { results: rows } = await db
		.prepare(
			`SELECT ${ROW_COLUMNS}, code_hash AS codeHash, name, password_hash AS passwordHash, country FROM otp_codes
			 WHERE phone = ? AND purpose = ? ${ofAttempt} ORDER BY created_at DESC, rowid DESC LIMIT 20`,
		)
		.bind(...scope)
		.all<OtpRow & { codeHash: string } & Omit<RegistrationAttempt, "registrationId">>();
	const live = rows.filter((row) => isLive(row, now));
	if (live.length === 0) {
		const newest = rows[0];
		const locked = newest && newest.consumedAt === null && newest.expiresAt > now;
		return { ok: false, reason: locked ? "locked" : "expired" };
	}
	for (const row of live) {
		if (!constantTimeEqual(await digest(secret, row.id, code), row.codeHash)) continue;
		const consumed = await db
			.prepare(
				"UPDATE otp_codes SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL AND attempts < ? AND expires_at > ?",
			)
			.bind(now, row.id, OTP_MAX_ATTEMPTS, now)
			.run();
		if (consumed.meta.changes !== 1) return { ok: false, reason: "expired" };
		return {
			ok: true,
			attempt: {
				registrationId: row.registrationId ?? row.id,
				name: row.name,
				passwordHash: row.passwordHash,
				country: row.country,
			},
		};
	}
	const { results: counted } = await db
		.prepare(
			`UPDATE otp_codes SET attempts = attempts + 1
			 WHERE phone = ? AND purpose = ? AND consumed_at IS NULL AND expires_at > ? AND attempts < ?
			 RETURNING id, attempts`,
		)
		.bind(phone, purpose, now, OTP_MAX_ATTEMPTS)
		.all<{ id: string; attempts: number }>();
	const liveIds = new Set(live.map((row) => row.id));
	const fewestUsed = Math.min(
		OTP_MAX_ATTEMPTS,
		...counted.filter((row) => liveIds.has(row.id)).map((row) => row.attempts),
	);
	return fewestUsed >= OTP_MAX_ATTEMPTS
		? { ok: false, reason: "locked" }
		: { ok: false, reason: "wrong", triesLeft: OTP_MAX_ATTEMPTS - fewestUsed };
}

/** Consumes every other live register code of a phone once one of them verified the account. */
export function retireRegisterCodesStatement(db: D1Database, phone: string, now = Date.now()): D1PreparedStatement {
	return db
		.prepare("UPDATE otp_codes SET consumed_at = ? WHERE phone = ? AND purpose = 'register' AND consumed_at IS NULL")
		.bind(now, phone);
}
