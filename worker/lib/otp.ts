/**
 * One-time codes (docs/decisions/0100-accounts-and-sessions.md): 6 random digits, stored as an
 * HMAC (keyed with JWT_SECRET, so a leaked table cannot be brute-forced offline), valid 60 s,
 * single use, at most 5 wrong tries. A registration code belongs to one registration attempt and
 * carries that attempt's credentials, so one phone may have several live register codes (one per
 * attempt); a wrong try counts against every live code of the phone, so more codes never mean
 * more tries (docs/decisions/0740-account-abuse.md).
 */
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS, type OtpPurpose } from "~/domain/validation/auth";
import type { Database } from "~/server/db/client";
import { otpCodes } from "~/server/db/schema";

/** What deciding about a code needs to know of it. */
const ROW_COLUMNS = {
	id: otpCodes.id,
	expiresAt: otpCodes.expiresAt,
	attempts: otpCodes.attempts,
	consumedAt: otpCodes.consumedAt,
	registrationId: otpCodes.registrationId,
};

export type OtpRow = Pick<typeof otpCodes.$inferSelect, keyof typeof ROW_COLUMNS>;
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

/** A phone's codes of one purpose (and, when given, of one registration attempt). */
function codesOf(phone: string, purpose: OtpPurpose, registrationId?: string) {
	return and(
		eq(otpCodes.phone, phone),
		eq(otpCodes.purpose, purpose),
		registrationId === undefined ? undefined : eq(otpCodes.registrationId, registrationId),
	);
}

/** Newest first; rowid breaks ties between codes made in the same millisecond. */
const NEWEST_FIRST = [desc(otpCodes.createdAt), sql`rowid desc`];

/** The newest code of a phone and purpose (and, when given, of one registration attempt), if any. */
export async function latestOtp(
	db: Database,
	phone: string,
	purpose: OtpPurpose,
	registrationId?: string,
): Promise<OtpRow | null> {
	const row = await db
		.select(ROW_COLUMNS)
		.from(otpCodes)
		.where(codesOf(phone, purpose, registrationId))
		.orderBy(...NEWEST_FIRST)
		.limit(1)
		.get();
	return row ?? null;
}

/** Whether a code can still be entered (so a new one must wait). */
export function isLive(row: OtpRow | null, now = Date.now()): row is OtpRow {
	return !!row && row.consumedAt === null && row.expiresAt > now && row.attempts < OTP_MAX_ATTEMPTS;
}

/** The credentials a registration attempt's codes carry (null when the attempt is unknown or a decoy). */
export async function registrationAttempt(
	db: Database,
	phone: string,
	registrationId: string,
): Promise<RegistrationAttempt | null> {
	const row = await db
		.select({ name: otpCodes.name, passwordHash: otpCodes.passwordHash, country: otpCodes.country })
		.from(otpCodes)
		.where(and(codesOf(phone, "register", registrationId), isNotNull(otpCodes.passwordHash)))
		.limit(1)
		.get();
	return row ? { registrationId, ...row } : null;
}

/**
 * Stores a new code and returns it with its expiry; the caller decides whether to send it.
 * A registration code is stored with its attempt (a decoy attempt has no credentials).
 */
export async function createOtp(
	db: Database,
	secret: string,
	phone: string,
	purpose: OtpPurpose,
	attempt: RegistrationAttempt | null = null,
	now = Date.now(),
): Promise<{ code: string; expiresAt: number }> {
	const id = crypto.randomUUID();
	const code = randomCode();
	const expiresAt = now + OTP_TTL_MS;
	await db.insert(otpCodes).values({
		id,
		phone,
		purpose,
		codeHash: await digest(secret, id, code),
		expiresAt,
		attempts: 0,
		createdAt: now,
		registrationId: attempt?.registrationId ?? null,
		name: attempt?.name ?? null,
		passwordHash: attempt?.passwordHash ?? null,
		country: attempt?.country ?? null,
	});
	return { code, expiresAt };
}

/**
 * Checks a code against the live codes of a phone and purpose (only those of one registration
 * attempt when `registrationId` is given) and consumes the one it matches (exactly once,
 * race-safe), returning that code's attempt. A wrong code counts one try against every live code
 * of the phone and purpose, whichever attempt they belong to.
 */
export async function checkOtp(
	db: Database,
	secret: string,
	phone: string,
	purpose: OtpPurpose,
	code: string,
	options: { registrationId?: string; now?: number } = {},
): Promise<OtpCheck> {
	const now = options.now ?? Date.now();
	const rows = await db
		.select({
			...ROW_COLUMNS,
			codeHash: otpCodes.codeHash,
			name: otpCodes.name,
			passwordHash: otpCodes.passwordHash,
			country: otpCodes.country,
		})
		.from(otpCodes)
		.where(codesOf(phone, purpose, options.registrationId))
		.orderBy(...NEWEST_FIRST)
		.limit(20);
	const live = rows.filter((row) => isLive(row, now));
	if (live.length === 0) {
		const newest = rows[0];
		const locked = newest && newest.consumedAt === null && newest.expiresAt > now;
		return { ok: false, reason: locked ? "locked" : "expired" };
	}
	for (const row of live) {
		if (!constantTimeEqual(await digest(secret, row.id, code), row.codeHash)) continue;
		const consumed = await db
			.update(otpCodes)
			.set({ consumedAt: now })
			.where(
				and(
					eq(otpCodes.id, row.id),
					isNull(otpCodes.consumedAt),
					lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
					gt(otpCodes.expiresAt, now),
				),
			);
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
	const counted = await db
		.update(otpCodes)
		.set({ attempts: sql`${otpCodes.attempts} + 1` })
		.where(
			and(
				codesOf(phone, purpose),
				isNull(otpCodes.consumedAt),
				gt(otpCodes.expiresAt, now),
				lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
			),
		)
		.returning({ id: otpCodes.id, attempts: otpCodes.attempts });
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
export function retireRegisterCodesStatement(db: Database, phone: string, now = Date.now()) {
	return db
		.update(otpCodes)
		.set({ consumedAt: now })
		.where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, "register"), isNull(otpCodes.consumedAt)));
}
