/**
 * /api/auth: register, verify-otp, resend-otp, login, refresh-token, logout, logout-all
 * (sign out everywhere), forgot-password, reset-password (spec §7, DECISIONS §5; docs/decisions/0100-accounts-and-sessions.md).
 */
import { type Context, Hono } from "hono";
import { accountMessages as m } from "../../domain/messages";
import {
	forgotPasswordSchema,
	loginSchema,
	nationalNumber,
	type OtpPurpose,
	registerSchema,
	resendOtpSchema,
	resetPasswordSchema,
	verifyOtpSchema,
} from "../../domain/validation/auth";
import { signAccessToken, verifyAccessToken } from "../lib/access-token";
import { auditStatement } from "../lib/audit";
import { checkOtp, createOtp, isLive, latestOtp, type OtpCheck } from "../lib/otp";
import { type OtpSenderEnv, otpSenderFor } from "../lib/otp-sender";
import { hashPassword, needsRehash, verifyPassword } from "../lib/password";
import { clientSubject, exhausted, hit, LIMITS, refund } from "../lib/rate-limit";
import {
	clearRefreshCookie,
	endAllSessionsStatements,
	readRefreshCookie,
	revokeByToken,
	revokeFamily,
	rotateRefreshToken,
	startSession,
	writeRefreshCookie,
} from "../lib/sessions";
import { bearerToken, requireAuth } from "./middleware/auth";
import { requireRealMoneyAccess } from "./middleware/operator";
import { roomStub } from "./room";
import type { AppEnv } from "./types";
import { publicUser, USER_COLUMNS, type UserRow } from "./users";
import { jsonBody, limitBody } from "./validate";

type AuthRow = UserRow & { passwordHash: string | null; sessionEpoch: number };

function clientIp(c: Context<AppEnv>): string {
	return clientSubject(c.req.raw);
}

function sessionMeta(c: Context<AppEnv>) {
	return { ip: c.req.header("CF-Connecting-IP") ?? null, userAgent: c.req.header("User-Agent") ?? null };
}

async function userByPhone(db: D1Database, phone: string): Promise<AuthRow | null> {
	return db
		.prepare(
			`SELECT ${USER_COLUMNS}, password_hash AS passwordHash, session_epoch AS sessionEpoch FROM users WHERE phone = ? AND deleted_at IS NULL`,
		)
		.bind(phone)
		.first<AuthRow>();
}

/** Issues a code and sends it when `deliver` (a decoy for unknown phones is stored, never sent). */
async function issueOtp(
	c: Context<AppEnv>,
	phone: string,
	purpose: OtpPurpose,
	deliver: boolean,
): Promise<number | null> {
	const { code, expiresAt } = await createOtp(c.env.DB, c.env.JWT_SECRET, phone, purpose);
	if (!deliver) return expiresAt;
	try {
		await otpSenderFor(c.env as Env & OtpSenderEnv).send(phone, code);
		return expiresAt;
	} catch (error) {
		console.error("[otp] delivery failed", error);
		return null;
	}
}

function otpFailure(c: Context<AppEnv>, check: Exclude<OtpCheck, { ok: true }>) {
	if (check.reason === "locked") return c.json({ message: m.otpLocked }, 429);
	if (check.reason === "wrong") return c.json({ message: m.otpWrong(check.triesLeft) }, 422);
	return c.json({ message: m.otpExpired }, 422);
}

/** Stand-in hash so that a login for an unknown phone costs the same as a wrong password. */
let decoyHash: Promise<string> | null = null;

export const auth = new Hono<AppEnv>()
	// Account requests are a few short strings; anything big is refused before parsing.
	.use(limitBody(4 * 1024))
	.post("/register", requireRealMoneyAccess, jsonBody(registerSchema), async (c) => {
		const { name, phone, password } = c.req.valid("json");
		const db = c.env.DB;
		if (
			await hit(db, [
				[LIMITS.registerPerPhone, phone],
				[LIMITS.registerPerIp, clientIp(c)],
			])
		) {
			return c.json({ message: m.tooManyAttempts }, 429);
		}
		const existing = await userByPhone(db, phone);
		if (existing?.isVerified) return c.json({ message: m.phoneTaken }, 409);
		const passwordHash = await hashPassword(password);
		const now = Date.now();
		const country = (c.req.raw as Request & { cf?: { country?: string } }).cf?.country ?? null;
		if (existing) {
			// Not verified yet: whoever proves the phone with the code owns the account.
			await db
				.prepare("UPDATE users SET name = ?, password_hash = ?, adult_consent_at = ?, updated_at = ? WHERE id = ?")
				.bind(name, passwordHash, now, now, existing.id)
				.run();
		} else {
			const id = crypto.randomUUID();
			try {
				await db.batch([
					db
						.prepare(
							"INSERT INTO users (id, name, phone, password_hash, role, status, is_verified, adult_consent_at, country, created_at, updated_at) VALUES (?, ?, ?, ?, 'user', 'active', 0, ?, ?, ?, ?)",
						)
						.bind(id, name, phone, passwordHash, now, country, now, now),
					db
						.prepare("INSERT INTO wallets (user_id, kind, balance_paise) VALUES (?, 'real', 0), (?, 'tokens', 0)")
						.bind(id, id),
				]);
			} catch (error) {
				if (String(error).includes("UNIQUE")) return c.json({ message: m.phoneTaken }, 409);
				throw error;
			}
		}
		const live = await latestOtp(db, phone, "register");
		const otpExpiresAt = isLive(live) ? live.expiresAt : await issueOtp(c, phone, "register", true);
		if (otpExpiresAt === null) return c.json({ message: m.otpSendFailed }, 502);
		return c.json({ message: m.registered, phone: nationalNumber(phone), otpExpiresAt, serverNow: Date.now() }, 201);
	})
	.post("/verify-otp", jsonBody(verifyOtpSchema), async (c) => {
		const { phone, otp } = c.req.valid("json");
		const db = c.env.DB;
		if (
			await hit(db, [
				[LIMITS.verifyPerPhone, phone],
				[LIMITS.verifyPerIp, clientIp(c)],
			])
		) {
			return c.json({ message: m.tooManyAttempts }, 429);
		}
		const user = await userByPhone(db, phone);
		if (user?.isVerified) return c.json({ message: m.alreadyVerified }, 409);
		const check = await checkOtp(db, c.env.JWT_SECRET, phone, "register", otp);
		if (!check.ok) return otpFailure(c, check);
		if (!user) return c.json({ message: m.otpExpired }, 422);
		await db.prepare("UPDATE users SET is_verified = 1, updated_at = ? WHERE id = ?").bind(Date.now(), user.id).run();
		return c.json({ message: m.verified, phone: nationalNumber(phone) }, 200);
	})
	.post("/resend-otp", jsonBody(resendOtpSchema), async (c) => {
		const { phone, purpose } = c.req.valid("json");
		const db = c.env.DB;
		const user = await userByPhone(db, phone);
		if (purpose === "register") {
			if (!user) return c.json({ message: m.userNotFound }, 404);
			if (user.isVerified) return c.json({ message: m.alreadyVerified }, 409);
		}
		const live = await latestOtp(db, phone, purpose);
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
		// For a reset, unknown or banned phones get a decoy code (never sent), so the answers are the same.
		const deliver = purpose === "register" || user?.status === "active";
		const otpExpiresAt = await issueOtp(c, phone, purpose, deliver);
		if (otpExpiresAt === null) return c.json({ message: m.otpSendFailed }, 502);
		return c.json({ message: m.otpSent, otpExpiresAt, serverNow: Date.now() }, 200);
	})
	.post("/login", jsonBody(loginSchema), async (c) => {
		const { phone, password } = c.req.valid("json");
		const db = c.env.DB;
		const failures: Array<[(typeof LIMITS)[keyof typeof LIMITS], string]> = [
			[LIMITS.loginFailuresPerPhone, phone],
			[LIMITS.loginFailuresPerIp, clientIp(c)],
		];
		// Counted before the password is checked (an atomic increment), so a parallel burst cannot
		// get more guesses than the limit; a successful login takes its hit back.
		const attemptAt = Date.now();
		if (await exhausted(db, failures, attemptAt)) return c.json({ message: m.tooManyAttempts }, 429);
		if (await hit(db, failures, attemptAt)) {
			await refund(db, failures, attemptAt); // refused before any check: it was no attempt
			return c.json({ message: m.tooManyAttempts }, 429);
		}
		const user = await userByPhone(db, phone);
		decoyHash ??= hashPassword(crypto.randomUUID());
		const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
		if (!user?.passwordHash || !passwordOk) return c.json({ message: m.wrongCredentials }, 401);
		await refund(db, failures, attemptAt);
		if (user.status === "banned") return c.json({ message: m.banned }, 403);
		if (!user.isVerified) {
			return c.json({ message: m.notVerified, needsVerification: true, phone: nationalNumber(phone) }, 403);
		}
		if (needsRehash(user.passwordHash)) {
			await db
				.prepare("UPDATE users SET password_hash = ? WHERE id = ?")
				.bind(await hashPassword(password), user.id)
				.run();
		}
		const session = await startSession(db, user.id, sessionMeta(c));
		writeRefreshCookie(c, session.token);
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
		const db = c.env.DB;
		const rotation = await rotateRefreshToken(db, presented, sessionMeta(c));
		if (!rotation.ok) {
			clearRefreshCookie(c);
			return c.json({ message: m.sessionExpired }, 401);
		}
		const user = await db
			.prepare(
				`SELECT ${USER_COLUMNS}, password_hash AS passwordHash, session_epoch AS sessionEpoch FROM users WHERE id = ? AND deleted_at IS NULL`,
			)
			.bind(rotation.userId)
			.first<AuthRow>();
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
		const db = c.env.DB;
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
		// The session's table sockets close now, not when their token expires.
		for (const sessionId of ended) await roomStub(c.env).disconnectSession(sessionId);
		return c.json({ message: m.loggedOut }, 200);
	})
	.post("/logout-all", requireAuth, async (c) => {
		const db = c.env.DB;
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
		await roomStub(c.env).disconnectUser(user.id);
		return c.json({ message: m.signedOutEverywhere }, 200);
	})
	.post("/forgot-password", jsonBody(forgotPasswordSchema), async (c) => {
		const { phone } = c.req.valid("json");
		const db = c.env.DB;
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
		let otpExpiresAt: number | null;
		if (isLive(live)) {
			otpExpiresAt = live.expiresAt;
		} else {
			const user = await userByPhone(db, phone);
			otpExpiresAt = await issueOtp(c, phone, "reset", user?.status === "active");
		}
		if (otpExpiresAt === null) return c.json({ message: m.otpSendFailed }, 502);
		return c.json({ message: m.otpSent, phone: nationalNumber(phone), otpExpiresAt, serverNow: Date.now() }, 200);
	})
	.post("/reset-password", jsonBody(resetPasswordSchema), async (c) => {
		const { phone, otp, newPassword } = c.req.valid("json");
		const db = c.env.DB;
		if (
			await hit(db, [
				[LIMITS.resetPerPhone, phone],
				[LIMITS.resetPerIp, clientIp(c)],
			])
		) {
			return c.json({ message: m.tooManyAttempts }, 429);
		}
		const check = await checkOtp(db, c.env.JWT_SECRET, phone, "reset", otp);
		if (!check.ok) return otpFailure(c, check);
		const user = await userByPhone(db, phone);
		if (user?.status !== "active") return c.json({ message: m.otpExpired }, 422);
		const now = Date.now();
		await db.batch([
			db
				.prepare("UPDATE users SET password_hash = ?, is_verified = 1, updated_at = ? WHERE id = ?")
				.bind(await hashPassword(newPassword), now, user.id),
			...endAllSessionsStatements(db, user.id, now),
		]);
		await roomStub(c.env).disconnectUser(user.id);
		return c.json({ message: m.passwordReset }, 200);
	});
