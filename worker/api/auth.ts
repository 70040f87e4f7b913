/**
 * /api/auth: register, verify-otp, resend-otp, login, refresh-token, logout, logout-all (sign out everywhere),
 * change-password, forgot-password, reset-password (docs/decisions/0100-accounts-and-sessions.md; abuse defences
 * in docs/decisions/0740-account-abuse.md; sessions ending everywhere in 0735-sessions-end-everywhere.md; change
 * password in 0110-account-settings-and-sessions.md). The sessions list is worker/api/sessions.ts.
 */
import { and, desc, eq, isNotNull, isNull, min, type SQL, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { accountMessages as m } from "~/domain/messages";
import {
	changePasswordSchema,
	forgotPasswordSchema,
	loginSchema,
	nationalNumber,
	OTP_TTL_MS,
	type OtpPurpose,
	registerSchema,
	resendOtpSchema,
	resetPasswordSchema,
	verifyOtpSchema,
} from "~/domain/validation/auth";
import { signAccessToken, verifyAccessToken } from "~/server/access-token";
import { auditStatement } from "~/server/audit";
import type { Database } from "~/server/db/client";
import { otpCodes, users, wallets } from "~/server/db/schema";
import { joinReferral } from "~/server/referrals";
import { publicUser, USER_FIELDS, type UserRow } from "~/server/user-record";
import { claimDeviceId } from "../lib/claim-device";
import { readDeviceCookie, signDeviceCookie, trustedDeviceId, writeDeviceCookie } from "../lib/device-cookie";
import {
	checkOtp,
	createOtp,
	isLive,
	latestOtp,
	type OtpCheck,
	type RegistrationAttempt,
	registrationAttempt,
	retireRegisterCodesStatement,
} from "../lib/otp";
import { type AccountNotice, type OtpSenderEnv, otpSenderFor } from "../lib/otp-sender";
import { atTodaysCost, hashPassword, needsRehash, PasswordHashingBusyError, verifyPassword } from "../lib/password";
import { clientSubject, exhausted, hit, LIMITS, type Limit, refund } from "../lib/rate-limit";
import {
	clearRefreshCookie,
	endAllSessionsStatements,
	endOtherSessionsStatement,
	readRefreshCookie,
	revokeByToken,
	revokeFamily,
	rotateRefreshToken,
	startSession,
	writeRefreshCookie,
} from "../lib/sessions";
import { bearerToken, requireAuth } from "./middleware/auth";
import { requireRealMoneyAccess } from "./middleware/operator";
import { disconnectSession, disconnectUser } from "./room";
import type { AppEnv } from "./types";
import { jsonBody, limitBody } from "./validate";

/** The public user plus what signing in checks. */
const AUTH_FIELDS = { ...USER_FIELDS, passwordHash: users.passwordHash, sessionEpoch: users.sessionEpoch };

type AuthRow = UserRow & Pick<typeof users.$inferSelect, "passwordHash" | "sessionEpoch">;

/** A live (not deleted) account, by a condition on it. */
async function liveUser(db: Database, which: SQL): Promise<AuthRow | null> {
	const row = await db
		.select(AUTH_FIELDS)
		.from(users)
		.where(and(which, isNull(users.deletedAt)))
		.get();
	return row ?? null;
}

function clientIp(c: Context<AppEnv>): string {
	return clientSubject(c.req.raw);
}

function sessionMeta(c: Context<AppEnv>) {
	return { ip: c.req.header("CF-Connecting-IP") ?? null, userAgent: c.req.header("User-Agent") ?? null };
}

async function userByPhone(db: Database, phone: string): Promise<AuthRow | null> {
	return liveUser(db, eq(users.phone, phone));
}

/**
 * Issues a code and sends it when `deliver`. Decoys (unknown, banned or already registered
 * phones, unknown registration attempts) are stored but never sent, so every later answer is
 * the same as for a real one.
 */
async function issueOtp(
	c: Context<AppEnv>,
	phone: string,
	purpose: OtpPurpose,
	deliver: boolean,
	attempt: RegistrationAttempt | null = null,
): Promise<number | null> {
	const { code, expiresAt } = await createOtp(c.var.db, c.env.JWT_SECRET, phone, purpose, attempt);
	if (!deliver) return expiresAt;
	return (await sendOtp(phone, code, c.env)) ? expiresAt : null;
}

/**
 * A password-reset code, sent after the answer (`waitUntil`): only a phone with an account gets one, so awaiting the
 * send would make that answer as slow as WhatsApp and tell a stranger which phones are registered. A failed send is
 * logged; the player asks for another code when none arrives, as they would for a code lost on the way.
 */
async function issueResetOtp(c: Context<AppEnv>, phone: string, deliver: boolean): Promise<number> {
	const { code, expiresAt } = await createOtp(c.var.db, c.env.JWT_SECRET, phone, "reset", null);
	if (deliver) c.executionCtx.waitUntil(sendOtp(phone, code, c.env));
	return expiresAt;
}

/** Sends a code through the configured channel; whether it went (a failure is logged, never thrown). */
async function sendOtp(phone: string, code: string, env: Env): Promise<boolean> {
	try {
		await otpSenderFor(env as Env & OtpSenderEnv).send(phone, code);
		return true;
	} catch (error) {
		console.error("[otp] delivery failed", error);
		return false;
	}
}

/** Tells a phone's owner something through the code channel; a failure is logged, never shown (no enumeration). */
async function notifyOwner(c: Context<AppEnv>, phone: string, notice: AccountNotice): Promise<void> {
	try {
		await otpSenderFor(c.env as Env & OtpSenderEnv).notify(phone, notice);
	} catch (error) {
		console.error("[notice] delivery failed", error);
	}
}

/** An attempt with no credentials: its codes are stored, never sent, and verify nothing. */
function decoyAttempt(registrationId: string): RegistrationAttempt {
	return { registrationId, name: null, passwordHash: null, country: null };
}

/**
 * The registration attempt whose credentials an unverified account holds (the first attempt for
 * the phone), so a player who proved them at login can ask for a code for that attempt. When its
 * codes have been purged, a new attempt is anchored by an already expired code carrying them.
 */
async function attemptOfAccount(c: Context<AppEnv>, user: AuthRow): Promise<string> {
	const db = c.var.db;
	const phone = user.phone ?? "";
	const row = await db
		.select({ registrationId: otpCodes.registrationId })
		.from(otpCodes)
		.where(
			and(
				eq(otpCodes.phone, phone),
				eq(otpCodes.purpose, "register"),
				eq(otpCodes.passwordHash, user.passwordHash ?? sql`null`),
				isNotNull(otpCodes.registrationId),
			),
		)
		.orderBy(desc(otpCodes.createdAt))
		.limit(1)
		.get();
	if (row?.registrationId) return row.registrationId;
	const registrationId = crypto.randomUUID();
	const attempt = { registrationId, name: user.name, passwordHash: user.passwordHash, country: null };
	await createOtp(db, c.env.JWT_SECRET, phone, "register", attempt, Date.now() - OTP_TTL_MS);
	return registrationId;
}

function otpFailure(c: Context<AppEnv>, check: Exclude<OtpCheck, { ok: true }>) {
	if (check.reason === "locked") return c.json({ message: m.otpLocked }, 429);
	if (check.reason === "wrong") return c.json({ message: m.otpWrong(check.triesLeft) }, 422);
	return c.json({ message: m.otpExpired }, 422);
}

/**
 * Runs password hashing after rate-limit hits were counted: when the hashing queue is full the
 * request is refused (503, worker/api/index.ts) and its hits are taken back, since nothing was tried.
 */
async function hashingCounted<T>(
	db: Database,
	checks: Array<[Limit, string]>,
	at: number,
	work: () => Promise<T>,
): Promise<T> {
	try {
		return await work();
	} catch (error) {
		if (error instanceof PasswordHashingBusyError) await refund(db, checks, at);
		throw error;
	}
}

/**
 * Stand-in hash so that a login for an unknown phone costs the same as a wrong password. Fixed
 * (of a random password that was thrown away) rather than made at first use: a burst of unknown
 * phones on a fresh isolate would otherwise each make one, doubling their hashing.
 */
const DECOY_PASSWORD_HASH =
	"$scrypt$ln=15,r=8,p=3$ViFCRj9A0EU9UdZuZgbwwA==$9T7KkvWFnkiFMxCtB5xq91Eh40W6o87MZG5PuZr/870=";

/**
 * Checks an account's password against its failure budgets (docs/decisions/0740-account-abuse.md), for login and
 * for change password alike. A browser that has signed in to this account before spends only its own failure
 * budget; anything else shares the per-phone and per-address budgets of untrusted clients. Counted before the
 * password is checked (an atomic increment), so a parallel burst cannot get more guesses than the limit; a right
 * password takes its hit back. An unknown account is checked against a decoy hash, so it costs the same.
 */
async function checkPassword(
	c: Context<AppEnv>,
	phone: string,
	user: AuthRow | null,
	password: string,
): Promise<"ok" | "wrong" | "limited"> {
	const db = c.var.db;
	const device = user ? await trustedDeviceId(c.env.JWT_SECRET, readDeviceCookie(c), user.id) : null;
	const failures: Array<[Limit, string]> = device
		? [[LIMITS.loginFailuresPerDevice, device]]
		: [
				[LIMITS.loginFailuresPerPhone, phone],
				[LIMITS.loginFailuresPerIp, clientIp(c)],
			];
	const attemptAt = Date.now();
	if (await exhausted(db, failures, attemptAt)) return "limited";
	if (await hit(db, failures, attemptAt)) {
		await refund(db, failures, attemptAt); // refused before any check: it was no attempt
		return "limited";
	}
	const passwordOk = await hashingCounted(db, failures, attemptAt, () =>
		verifyPassword(password, user?.passwordHash ?? atTodaysCost(DECOY_PASSWORD_HASH)),
	);
	if (!user?.passwordHash || !passwordOk) return "wrong";
	await refund(db, failures, attemptAt);
	return "ok";
}

export const auth = new Hono<AppEnv>()
	// Account requests are a few short strings; anything big is refused before parsing.
	.use(limitBody(4 * 1024))
	.post("/register", requireRealMoneyAccess, jsonBody(registerSchema), async (c) => {
		const { name, phone, password } = c.req.valid("json");
		const db = c.var.db;
		const limits: Array<[Limit, string]> = [
			[LIMITS.registerPerPhone, phone],
			[LIMITS.registerPerIp, clientIp(c)],
		];
		const at = Date.now();
		if (await hit(db, limits, at)) return c.json({ message: m.tooManyAttempts }, 429);
		// Hashed whether or not the phone has an account, so both answers take as long.
		const passwordHash = await hashingCounted(db, limits, at, () => hashPassword(password));
		const existing = await userByPhone(db, phone);
		const registrationId = crypto.randomUUID();
		const country = (c.req.raw as Request & { cf?: { country?: string } }).cf?.country ?? null;
		const now = Date.now();
		if (existing?.isVerified) {
			// Same answer as for a new phone (no enumeration); the owner learns of it on their phone.
			if (existing.status === "active") await notifyOwner(c, phone, "account-exists");
			const otpExpiresAt = await issueOtp(c, phone, "register", false, decoyAttempt(registrationId));
			return c.json(
				{ message: m.registered, phone: nationalNumber(phone), registrationId, otpExpiresAt, serverNow: Date.now() },
				201,
			);
		}
		if (!existing) {
			// The account row exists from the first attempt on (so login can say "verify first"); the
			// credentials it ends up with are those of the attempt whose code verifies it.
			const id = crypto.randomUUID();
			try {
				await db.batch([
					db.insert(users).values({
						id,
						name,
						phone,
						passwordHash,
						role: "user",
						status: "active",
						isVerified: false,
						adultConsentAt: now,
						country,
						createdAt: now,
						updatedAt: now,
					}),
					db.insert(wallets).values([
						{ userId: id, kind: "real", balancePaise: 0 },
						{ userId: id, kind: "tokens", balancePaise: 0 },
					]),
				]);
			} catch (error) {
				// A simultaneous first attempt made the row; this attempt still gets its own code.
				if (!String(error).includes("UNIQUE")) throw error;
			}
		}
		// Every attempt gets its own code, bound to its own credentials; other attempts' codes stay as they are.
		const otpExpiresAt = await issueOtp(c, phone, "register", true, { registrationId, name, passwordHash, country });
		if (otpExpiresAt === null) return c.json({ message: m.otpSendFailed }, 502);
		return c.json(
			{ message: m.registered, phone: nationalNumber(phone), registrationId, otpExpiresAt, serverNow: Date.now() },
			201,
		);
	})
	.post("/verify-otp", jsonBody(verifyOtpSchema), async (c) => {
		const { phone, otp, registrationId, ref } = c.req.valid("json");
		const db = c.var.db;
		if (
			await hit(db, [
				[LIMITS.verifyPerPhone, phone],
				[LIMITS.verifyPerIp, clientIp(c)],
			])
		) {
			return c.json({ message: m.tooManyAttempts }, 429);
		}
		// A registered phone is answered like any other (its only codes are decoys, never sent).
		const check = await checkOtp(db, c.env.JWT_SECRET, phone, "register", otp, { registrationId });
		if (!check.ok) return otpFailure(c, check);
		const { attempt } = check;
		if (!attempt.passwordHash || !attempt.name) return c.json({ message: m.otpExpired }, 422);
		const now = Date.now();
		// The account takes the credentials of the attempt this code was sent for, and no others.
		const firstCodeAt = db
			.select({ at: min(otpCodes.createdAt) })
			.from(otpCodes)
			.where(eq(otpCodes.registrationId, attempt.registrationId));
		const [verified] = await db.batch([
			db
				.update(users)
				.set({
					name: attempt.name,
					passwordHash: attempt.passwordHash,
					country: sql`coalesce(${attempt.country}, ${users.country})`,
					isVerified: true,
					adultConsentAt: sql`coalesce(${firstCodeAt}, ${users.adultConsentAt})`,
					updatedAt: now,
				})
				.where(and(eq(users.phone, phone), eq(users.isVerified, false), isNull(users.deletedAt))),
			retireRegisterCodesStatement(db, phone, now),
		]);
		// The phone is unique, so the update changed one account or none; D1 counts the trigger that re-indexes a
		// changed name (users_name_fts, migration 0004) in `changes` too, so "none" is the test.
		if (verified.meta.changes === 0) return c.json({ message: m.otpExpired }, 422);
		// Registered through a friend's link (`?ref=`): the referral is recorded now, from this device, as the join
		// form would record it (docs/decisions/0850-promotions.md); a code nobody owns records nothing.
		const friend = ref ? await userByPhone(db, phone) : null;
		const referral =
			friend && ref
				? await joinReferral(db, { friendId: friend.id, code: ref, deviceId: await claimDeviceId(c, c.env.JWT_SECRET) })
				: null;
		return c.json({ message: m.verified, phone: nationalNumber(phone), referral }, 200);
	})
	.post("/resend-otp", jsonBody(resendOtpSchema), async (c) => {
		const { phone, purpose, registrationId } = c.req.valid("json");
		const db = c.var.db;
		const live = await latestOtp(db, phone, purpose, registrationId);
		if (isLive(live))
			return c.json({ message: m.otpStillValid, otpExpiresAt: live.expiresAt, serverNow: Date.now() }, 409);
		if (
			await hit(db, [
				[LIMITS.resendPerPhone, phone],
				[LIMITS.resendPerIp, clientIp(c)],
			])
		) {
			return c.json({ message: m.tooManyOtps }, 429);
		}
		const user = await userByPhone(db, phone);
		let otpExpiresAt: number | null;
		if (registrationId !== undefined) {
			// A new code for the client's own attempt, with that attempt's credentials; unknown
			// attempts and phones that are already registered get a decoy, so the answer is the same.
			const attempt = await registrationAttempt(db, phone, registrationId);
			const pending = attempt !== null && user !== null && !user.isVerified;
			otpExpiresAt = await issueOtp(c, phone, "register", pending, pending ? attempt : decoyAttempt(registrationId));
		} else {
			// For a reset, unknown or banned phones get a decoy code (never sent), so the answers are the same.
			otpExpiresAt = await issueResetOtp(c, phone, user?.status === "active");
		}
		if (otpExpiresAt === null) return c.json({ message: m.otpSendFailed }, 502);
		return c.json({ message: m.otpSent, otpExpiresAt, serverNow: Date.now() }, 200);
	})
	.post("/login", jsonBody(loginSchema), async (c) => {
		const { phone, password } = c.req.valid("json");
		const db = c.var.db;
		const user = await userByPhone(db, phone);
		const check = await checkPassword(c, phone, user, password);
		if (check === "limited") return c.json({ message: m.tooManyAttempts }, 429);
		if (!user?.passwordHash || check === "wrong") return c.json({ message: m.wrongCredentials }, 401);
		if (user.status === "banned") return c.json({ message: m.banned }, 403);
		if (!user.isVerified) {
			return c.json(
				{
					message: m.notVerified,
					needsVerification: true,
					phone: nationalNumber(phone),
					registrationId: await attemptOfAccount(c, user),
				},
				403,
			);
		}
		if (needsRehash(user.passwordHash)) {
			await db
				.update(users)
				.set({ passwordHash: await hashPassword(password) })
				.where(eq(users.id, user.id));
		}
		const session = await startSession(db, user.id, sessionMeta(c));
		writeRefreshCookie(c, session.token);
		writeDeviceCookie(c, await signDeviceCookie(c.env.JWT_SECRET, user.id));
		const token = await signAccessToken(c.env.JWT_SECRET, {
			userId: user.id,
			role: user.role,
			sessionEpoch: user.sessionEpoch,
			sessionId: session.sessionId,
		});
		return c.json({ message: m.loggedIn, token, user: await publicUser(db, user) }, 200);
	})
	.post("/refresh-token", async (c) => {
		const presented = readRefreshCookie(c);
		if (!presented) return c.json({ message: m.sessionExpired }, 401);
		const db = c.var.db;
		const rotation = await rotateRefreshToken(db, presented, sessionMeta(c));
		if (!rotation.ok) {
			clearRefreshCookie(c);
			// A copied token revoked its session: that session's sockets go with it.
			if (rotation.reason === "reused") await disconnectSession(c.env, db, rotation.sessionId);
			return c.json({ message: m.sessionExpired }, 401);
		}
		const user = await liveUser(db, eq(users.id, rotation.userId));
		if (user?.status !== "active" || !user.isVerified) {
			await revokeByToken(db, rotation.token);
			clearRefreshCookie(c);
			return c.json({ message: user?.status === "banned" ? m.banned : m.sessionExpired }, 401);
		}
		writeRefreshCookie(c, rotation.token);
		const token = await signAccessToken(c.env.JWT_SECRET, {
			userId: user.id,
			role: user.role,
			sessionEpoch: user.sessionEpoch,
			sessionId: rotation.sessionId,
		});
		return c.json({ token, user: await publicUser(db, user) }, 200);
	})
	.post("/logout", async (c) => {
		// The session is named by the refresh cookie or, for a client without it, by the access token.
		const db = c.var.db;
		const presented = readRefreshCookie(c);
		const ended = new Set<string>();
		if (presented) {
			const sessionId = await revokeByToken(db, presented);
			if (sessionId) ended.add(sessionId);
		}
		const claims = await verifyAccessToken(c.env.JWT_SECRET, bearerToken(c) ?? "");
		if (claims) {
			await revokeFamily(db, claims.sessionId);
			ended.add(claims.sessionId);
		}
		clearRefreshCookie(c);
		// The session's sockets (table and pages) close now, not when their token expires.
		for (const sessionId of ended) await disconnectSession(c.env, db, sessionId);
		return c.json({ message: m.loggedOut }, 200);
	})
	.post("/logout-all", requireAuth, async (c) => {
		const db = c.var.db;
		const user = c.var.user;
		await db.batch([
			...endAllSessionsStatements(db, user.id),
			auditStatement(db, {
				actorId: user.id,
				actorRole: user.role,
				action: "session.end_all",
				targetType: "user",
				targetId: user.id,
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		clearRefreshCookie(c);
		await disconnectUser(c.env, user.id);
		return c.json({ message: m.signedOutEverywhere }, 200);
	})
	.post("/change-password", requireAuth, jsonBody(changePasswordSchema), async (c) => {
		// The current password is checked like a login (same budgets); the player's other sessions end, this one stays.
		const { currentPassword, newPassword } = c.req.valid("json");
		const db = c.var.db;
		const me = c.var.user;
		const user = await liveUser(db, eq(users.id, me.id));
		if (!user?.phone) return c.json({ message: m.userNotFound }, 404);
		const check = await checkPassword(c, user.phone, user, currentPassword);
		if (check === "limited") return c.json({ message: m.tooManyAttempts }, 429);
		if (check === "wrong") return c.json({ message: m.wrongCurrentPassword }, 422);
		const passwordHash = await hashPassword(newPassword);
		const now = Date.now();
		await db.batch([
			db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, me.id)),
			endOtherSessionsStatement(db, me.id, me.sessionId, now),
			auditStatement(
				db,
				{
					actorId: me.id,
					actorRole: me.role,
					action: "user.password_change",
					targetType: "user",
					targetId: me.id,
					ip: c.req.header("CF-Connecting-IP") ?? null,
				},
				now,
			),
		]);
		await disconnectUser(c.env, me.id, me.sessionId);
		return c.json({ message: m.passwordChanged }, 200);
	})
	.post("/forgot-password", jsonBody(forgotPasswordSchema), async (c) => {
		const { phone } = c.req.valid("json");
		const db = c.var.db;
		if (
			await hit(db, [
				[LIMITS.forgotPerPhone, phone],
				[LIMITS.forgotPerIp, clientIp(c)],
			])
		) {
			return c.json({ message: m.tooManyAttempts }, 429);
		}
		// The same answer whether or not the phone has an account (no enumeration).
		const live = await latestOtp(db, phone, "reset");
		let otpExpiresAt: number;
		if (isLive(live)) {
			otpExpiresAt = live.expiresAt;
		} else {
			const user = await userByPhone(db, phone);
			otpExpiresAt = await issueResetOtp(c, phone, user?.status === "active");
		}
		return c.json({ message: m.otpSent, phone: nationalNumber(phone), otpExpiresAt, serverNow: Date.now() }, 200);
	})
	.post("/reset-password", jsonBody(resetPasswordSchema), async (c) => {
		const { phone, otp, newPassword } = c.req.valid("json");
		const db = c.var.db;
		const limits: Array<[Limit, string]> = [
			[LIMITS.resetPerPhone, phone],
			[LIMITS.resetPerIp, clientIp(c)],
		];
		const at = Date.now();
		if (await hit(db, limits, at)) return c.json({ message: m.tooManyAttempts }, 429);
		// Hashed before the code is used up, so a busy server (503) does not cost the player their code.
		const passwordHash = await hashingCounted(db, limits, at, () => hashPassword(newPassword));
		const check = await checkOtp(db, c.env.JWT_SECRET, phone, "reset", otp);
		if (!check.ok) return otpFailure(c, check);
		const user = await userByPhone(db, phone);
		if (user?.status !== "active") return c.json({ message: m.otpExpired }, 422);
		const now = Date.now();
		await db.batch([
			db.update(users).set({ passwordHash, isVerified: true, updatedAt: now }).where(eq(users.id, user.id)),
			...endAllSessionsStatements(db, user.id, now),
		]);
		await disconnectUser(c.env, user.id);
		return c.json({ message: m.passwordReset }, 200);
	});
