import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountMessages as m } from "~/domain/messages";
import { database } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { endAllSessionsStatements, ROTATED_TOKEN_GRACE_MS } from "~/worker/lib/sessions";
import {
	ageOtps,
	call,
	login,
	otpLog,
	randomIp,
	randomPhone,
	refreshCookie,
	registeredUser,
} from "./helpers/auth-client";
import { authHeaders, createUser } from "./helpers/users";

let log: ReturnType<typeof otpLog>;
beforeEach(() => {
	log = otpLog();
});
afterEach(() => log.restore());

/**
 * Runs `attempts` with the clock held just past the start of a rate-limit window of `windowMs` (the limits count in
 * fixed windows, worker/lib/rate-limit.ts): on a busy machine a test's attempts once straddled two windows, and the
 * count started again.
 */
async function inOneWindow(windowMs: number, attempts: () => Promise<void>): Promise<void> {
	vi.useFakeTimers({ toFake: ["Date"] });
	vi.setSystemTime(Math.ceil(Date.now() / windowMs) * windowMs + 1_000);
	try {
		await attempts();
	} finally {
		vi.useRealTimers();
	}
}

const register = (body: Record<string, unknown>, ip?: string) => call("/api/auth/register", body, { ip });
const valid = () => ({ name: "Asha Rao", phone: randomPhone(), password: "Secret@123", acceptTerms: true });

describe("POST /api/auth/register", () => {
	it("creates an unverified player with empty wallets and 18+ consent time, and logs the code once", async () => {
		const body = valid();
		const before = Date.now();
		const response = await register(body);
		expect(response.status).toBe(201);
		const answer = await response.json<Record<string, unknown>>();
		expect(answer.message).toBe(m.registered);
		expect(answer.registrationId).toMatch(/^[0-9a-f-]{36}$/);
		expect(answer.otpExpiresAt).toBeGreaterThanOrEqual(before + 59_000);
		expect(JSON.stringify(answer)).not.toContain(log.codeFor(body.phone) ?? "no code");
		expect(log.count(body.phone)).toBe(1);
		expect(log.linesFor(body.phone)[0]).toMatch(/^\[otp\] \+91\d{10} \d{6}$/);

		const row = await env.DB.prepare(
			"SELECT id, phone, role, status, is_verified, adult_consent_at, password_hash FROM users WHERE phone = ?",
		)
			.bind(`+91${body.phone}`)
			.first<{ id: string; role: string; is_verified: number; adult_consent_at: number; password_hash: string }>();
		expect(row).toMatchObject({ role: "user", is_verified: 0 });
		expect(row?.adult_consent_at).toBeGreaterThanOrEqual(before);
		// The suite's cheaper cost; hashing-queue.test.ts checks production's ln=15.
		expect(row?.password_hash).toMatch(
			new RegExp(
				`^\\$scrypt\\$ln=${(env as unknown as { PASSWORD_HASH_LOG2_N: string }).PASSWORD_HASH_LOG2_N},r=8,p=3\\$`,
			),
		);
		const wallets = await env.DB.prepare("SELECT kind, balance_paise FROM wallets WHERE user_id = ? ORDER BY kind")
			.bind(row?.id)
			.all();
		expect(wallets.results).toEqual([
			{ kind: "real", balance_paise: 0 },
			{ kind: "tokens", balance_paise: 0 },
		]);
	});

	it("accepts a phone typed with spaces and stores it as +91 E.164", async () => {
		const phone = randomPhone();
		const response = await register({ ...valid(), phone: `${phone.slice(0, 5)} ${phone.slice(5)}` });
		expect(response.status).toBe(201);
		const row = await env.DB.prepare("SELECT phone FROM users WHERE phone = ?").bind(`+91${phone}`).first();
		expect(row).toEqual({ phone: `+91${phone}` });
	});

	it.each([
		[{ name: "" }, m.fillAllFields],
		[{ phone: "" }, m.fillAllFields],
		[{ password: "" }, m.fillAllFields],
		[{ phone: "12345" }, m.invalidPhone],
		[{ phone: "5123456789" }, m.invalidPhone],
		[{ phone: "98765432101" }, m.invalidPhone],
		[{ acceptTerms: false }, m.acceptTerms],
		[{ acceptTerms: undefined }, m.acceptTerms],
		[{ password: "short" }, m.passwordTooShort],
		[{ password: "x".repeat(129) }, m.passwordTooLong],
		[{ name: "x".repeat(61) }, m.nameTooLong],
	])("refuses %o with its message and creates nothing", async (patch, message) => {
		const body = { ...valid(), ...patch };
		const response = await register(body);
		expect(response.status).toBe(422);
		expect(await response.json()).toEqual({ message });
		const phone = String(body.phone);
		if (phone) {
			const row = await env.DB.prepare("SELECT 1 FROM users WHERE phone = ?").bind(`+91${phone}`).first();
			expect(row).toBeNull();
		}
	});

	it("answers malformed JSON with 400", async () => {
		const response = await call("/api/auth/register", "{not json");
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ message: m.invalidRequest });
	});

	it("refuses an oversized body with 413", async () => {
		const response = await call("/api/auth/register", { ...valid(), name: "x".repeat(10_000) });
		expect(response.status).toBe(413);
		expect(await response.json()).toEqual({ message: m.requestTooLarge });
	});

	it("answers a phone that already has an account like a new one, changes nothing, and tells its owner", async () => {
		const { phone, password } = await registeredUser(log);
		const before = await env.DB.prepare("SELECT name, password_hash FROM users WHERE phone = ?")
			.bind(`+91${phone}`)
			.first();
		const taken = await register({ ...valid(), name: "Someone Else", phone, password: "Other@12345" });
		const fresh = await register(valid());
		expect(taken.status).toBe(201);
		expect(fresh.status).toBe(201);
		const [a, b] = [await taken.json<Record<string, unknown>>(), await fresh.json<Record<string, unknown>>()];
		expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
		expect(a.message).toBe(b.message);
		// The owner gets a notice instead of a code; the account is untouched.
		expect(log.count(phone)).toBe(1);
		expect(log.notices(phone)).toEqual([`[notice] +91${phone} account-exists`]);
		expect(
			await env.DB.prepare("SELECT name, password_hash FROM users WHERE phone = ?").bind(`+91${phone}`).first(),
		).toEqual(before);
		expect((await login(phone, password)).response.status).toBe(200);
	});

	it("limits registrations per phone (5 an hour) and per client address (20 an hour); invalid input does not count", async () => {
		const ip = randomIp();
		for (let i = 0; i < 25; i++) expect((await register({ ...valid(), password: "" }, ip)).status).toBe(422);
		const phone = randomPhone();
		for (let i = 0; i < 5; i++) expect((await register({ ...valid(), phone }, randomIp())).status).toBe(201);
		const perPhone = await register({ ...valid(), phone }, randomIp());
		expect(perPhone.status).toBe(429);
		expect(await perPhone.json()).toEqual({ message: m.tooManyAttempts });

		for (let i = 0; i < 20; i++) expect((await register(valid(), ip)).status).toBe(201);
		const perIp = await register(valid(), ip);
		expect(perIp.status).toBe(429);
		expect(await perIp.json()).toEqual({ message: m.tooManyAttempts });
	}, 60_000);

	it("limits forgot-password per client address (20 an hour)", async () => {
		const ip = randomIp();
		for (let i = 0; i < 20; i++) {
			expect((await call("/api/auth/forgot-password", { phone: randomPhone() }, { ip })).status).toBe(200);
		}
		const limited = await call("/api/auth/forgot-password", { phone: randomPhone() }, { ip });
		expect(limited.status).toBe(429);
		expect(await limited.json()).toEqual({ message: m.tooManyAttempts });
	});
});

describe("POST /api/auth/verify-otp and resend-otp", () => {
	it("verifies with the logged code, once", async () => {
		const body = valid();
		await register(body);
		const otp = log.codeFor(body.phone);
		const ok = await call("/api/auth/verify-otp", { phone: body.phone, otp });
		expect(ok.status).toBe(200);
		expect(await ok.json()).toMatchObject({ message: "Verified Successfully!" });
		const row = await env.DB.prepare("SELECT is_verified FROM users WHERE phone = ?").bind(`+91${body.phone}`).first();
		expect(row).toEqual({ is_verified: 1 });
		// Used up; a verified phone is answered like any other (no "already verified" oracle).
		const again = await call("/api/auth/verify-otp", { phone: body.phone, otp });
		expect(again.status).toBe(422);
		expect(await again.json()).toEqual({ message: m.otpExpired });
	});

	it.each([
		["12345", m.invalidOtp],
		["abcdef", m.invalidOtp],
		["", m.invalidOtp],
	])("refuses the code %j with its message", async (otp, message) => {
		const response = await call("/api/auth/verify-otp", { phone: randomPhone(), otp });
		expect(response.status).toBe(422);
		expect(await response.json()).toEqual({ message });
	});

	it("counts wrong codes and locks the code after five", async () => {
		const body = valid();
		const { registrationId } = await (await register(body)).json<{ registrationId: string }>();
		const otp = log.codeFor(body.phone) ?? "";
		const wrong = otp === "000000" ? "111111" : "000000";
		for (let left = 4; left >= 1; left--) {
			const response = await call("/api/auth/verify-otp", { phone: body.phone, otp: wrong });
			expect(response.status).toBe(422);
			expect(await response.json()).toEqual({ message: m.otpWrong(left) });
		}
		const fifth = await call("/api/auth/verify-otp", { phone: body.phone, otp: wrong });
		expect(fifth.status).toBe(429);
		expect(await fifth.json()).toEqual({ message: m.otpLocked });
		// Even the right code is refused now.
		const right = await call("/api/auth/verify-otp", { phone: body.phone, otp });
		expect(right.status).toBe(429);
		// A locked code is no longer live: a new one may be requested at once.
		const resend = await call("/api/auth/resend-otp", { phone: body.phone, purpose: "register", registrationId });
		expect(resend.status).toBe(200);
		const fresh = await call("/api/auth/verify-otp", { phone: body.phone, otp: log.codeFor(body.phone) });
		expect(fresh.status).toBe(200);
	});

	it("refuses an expired code with OTP expired", async () => {
		const body = valid();
		await register(body);
		const otp = log.codeFor(body.phone);
		await ageOtps(body.phone, 60_001);
		const response = await call("/api/auth/verify-otp", { phone: body.phone, otp });
		expect(response.status).toBe(422);
		expect(await response.json()).toEqual({ message: m.otpExpired });
	});

	it("resends only once the code has expired; the old code then stops working", async () => {
		const body = valid();
		const { registrationId } = await (await register(body)).json<{ registrationId: string }>();
		const first = log.codeFor(body.phone);
		const early = await call("/api/auth/resend-otp", { phone: body.phone, purpose: "register", registrationId });
		expect(early.status).toBe(409);
		expect(await early.json()).toMatchObject({ message: m.otpStillValid });
		expect(log.count(body.phone)).toBe(1);

		await ageOtps(body.phone, 60_001);
		const resend = await call("/api/auth/resend-otp", { phone: body.phone, purpose: "register", registrationId });
		expect(resend.status).toBe(200);
		const answer = await resend.json<{ message: string; otpExpiresAt: number }>();
		expect(answer.message).toBe(m.otpSent);
		expect(answer.otpExpiresAt).toBeGreaterThan(Date.now() + 55_000);
		const second = log.codeFor(body.phone);
		expect(log.count(body.phone)).toBe(2);
		if (first !== second) {
			const old = await call("/api/auth/verify-otp", { phone: body.phone, otp: first });
			expect(old.status).toBe(422);
		}
		expect((await call("/api/auth/verify-otp", { phone: body.phone, otp: second })).status).toBe(200);
	});

	it("allows at most five resends per phone per hour", async () => {
		const body = valid();
		const { registrationId } = await (await register(body)).json<{ registrationId: string }>();
		const resend = () => call("/api/auth/resend-otp", { phone: body.phone, purpose: "register", registrationId });
		for (let i = 0; i < 5; i++) {
			await ageOtps(body.phone, 60_001);
			expect((await resend()).status).toBe(200);
		}
		await ageOtps(body.phone, 60_001);
		const sixth = await resend();
		expect(sixth.status).toBe(429);
		expect(await sixth.json()).toEqual({ message: m.tooManyOtps });
		expect(log.count(body.phone)).toBe(6);
	});

	it("limits code checks per phone (20 an hour), whatever the code", async () => {
		const phone = randomPhone();
		for (let i = 0; i < 20; i++) {
			expect((await call("/api/auth/verify-otp", { phone, otp: "123456" })).status).toBe(422);
		}
		const limited = await call("/api/auth/verify-otp", { phone, otp: "123456" });
		expect(limited.status).toBe(429);
		expect(await limited.json()).toEqual({ message: m.tooManyAttempts });
	});

	it("limits reset attempts per phone (20 an hour)", async () => {
		// Each attempt hashes a password (as a right code would), so on a busy machine the 21 take longer than the
		// default timeout; the clock is held just past an hour window's start, so they cannot straddle two windows.
		await inOneWindow(60 * 60_000, async () => {
			const phone = randomPhone();
			const body = { phone, otp: "123456", newPassword: "Another@123" };
			for (let i = 0; i < 20; i++) expect((await call("/api/auth/reset-password", body)).status).toBe(422);
			expect((await call("/api/auth/reset-password", body)).status).toBe(429);
		});
	}, 120_000);

	it("asks for the registration attempt when a registration code is resent", async () => {
		for (const registrationId of [undefined, "", "not-an-id", 42]) {
			const response = await call("/api/auth/resend-otp", {
				phone: randomPhone(),
				purpose: "register",
				registrationId,
			});
			expect([registrationId, response.status, await response.json()]).toEqual([
				registrationId,
				422,
				{ message: m.registrationRequired },
			]);
		}
		const wrongId = await call("/api/auth/verify-otp", { phone: randomPhone(), otp: "123456", registrationId: "x" });
		expect(wrongId.status).toBe(422);
		expect(await wrongId.json()).toEqual({ message: m.registrationRequired });
	});
});

describe("POST /api/auth/login", () => {
	it("signs a verified player in: token, user with rupee balances, and a __Host- refresh cookie", async () => {
		const { phone, password } = await registeredUser(log);
		const { response, body } = await login(phone, password);
		expect(response.status).toBe(200);
		expect(body.message).toBe("Login successfully!");
		expect(body.token).toMatch(/^ey/);
		// The phone as it was typed: every API answers the 10 digits (stored as +91 E.164).
		expect(body.user).toMatchObject({ role: "user", phone, realBalance: 0, playTokens: 0 });
		const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-rr_refresh="));
		expect(cookie).toMatch(/; Path=\//);
		expect(cookie).toMatch(/; HttpOnly/);
		expect(cookie).toMatch(/; Secure/);
		expect(cookie).toMatch(/; SameSite=Strict/);
		expect(cookie).not.toMatch(/Domain=/);
		const me = await call(`/api/user/${body.user?.id}`, undefined, { token: body.token });
		expect(me.status).toBe(200);
	});

	it.each([
		[{ phone: "", password: "x" }, m.fillAllFields, 422],
		[{ phone: "9876543210", password: "" }, m.fillAllFields, 422],
		[{ phone: "98765", password: "whatever1" }, m.invalidPhone, 422],
		[{ phone: "9876543210", password: "wrong-password" }, m.wrongCredentials, 401],
	])("refuses %o", async (body, message, status) => {
		const response = await call("/api/auth/login", body);
		expect(response.status).toBe(status);
		expect(await response.json()).toEqual({ message });
		expect(refreshCookie(response)).toBeNull();
	});

	it("refuses a wrong password and an unverified player (who is told to verify)", async () => {
		const { phone } = await registeredUser(log);
		expect((await login(phone, "Wrong@1234")).response.status).toBe(401);

		const pending = valid();
		await register(pending);
		const { response, body } = await login(pending.phone, pending.password);
		expect(response.status).toBe(403);
		expect(body).toEqual({
			message: m.notVerified,
			needsVerification: true,
			phone: pending.phone,
			registrationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
		});
	});

	it("limits failed logins per client address (50 per 15 minutes); successful logins do not count", async () => {
		// 54 hashed logins take a minute on a busy machine: held inside one 15-minute window (see inOneWindow).
		await inOneWindow(15 * 60_000, async () => {
			const { phone, password } = await registeredUser(log);
			const ip = randomIp();
			for (let i = 0; i < 3; i++) expect((await login(phone, password, ip)).response.status).toBe(200);
			for (let i = 0; i < 50; i++) expect((await login(randomPhone(), "Wrong@1234", ip)).response.status).toBe(401);
			const locked = await login(phone, password, ip);
			expect(locked.response.status).toBe(429);
			expect(locked.body).toEqual({ message: m.tooManyAttempts });
			// The same player from another address is fine.
			expect((await login(phone, password)).response.status).toBe(200);
		});
	}, 180_000);

	it("locks a phone after ten failed logins, even with the right password", async () => {
		await inOneWindow(15 * 60_000, async () => {
			const { phone, password } = await registeredUser(log);
			for (let i = 0; i < 10; i++) expect((await login(phone, `Wrong@${i}xyz`)).response.status).toBe(401);
			const locked = await login(phone, password);
			expect(locked.response.status).toBe(429);
			expect(locked.body).toEqual({ message: m.tooManyAttempts });
		});
	}, 60_000);
});

describe("sessions: refresh, rotation, reuse, logout, ban", () => {
	it("rotates the refresh token on every use and revokes the family when a rotated one comes back later", async () => {
		const { phone, password } = await registeredUser(log);
		const first = await login(phone, password);
		const r1 = await call("/api/auth/refresh-token", undefined, { cookie: first.cookie ?? "", method: "POST" });
		expect(r1.status).toBe(200);
		const b1 = await r1.json<{ token: string; user: { id: string } }>();
		expect(b1.token).toMatch(/^ey/);
		expect(b1.user.id).toBe(first.body.user?.id);
		const second = refreshCookie(r1);
		expect(second).not.toBe(first.cookie);

		const r2 = await call("/api/auth/refresh-token", undefined, { cookie: second ?? "", method: "POST" });
		expect(r2.status).toBe(200);
		const third = refreshCookie(r2);

		// An attacker replays the first (rotated) token once the grace has passed: refused, and the whole family dies.
		vi.useFakeTimers({ toFake: ["Date"] });
		vi.setSystemTime(Date.now() + ROTATED_TOKEN_GRACE_MS + 1_000);
		try {
			const replay = await call("/api/auth/refresh-token", undefined, { cookie: first.cookie ?? "", method: "POST" });
			expect(replay.status).toBe(401);
			expect(await replay.json()).toEqual({ message: m.sessionExpired });
			const victim = await call("/api/auth/refresh-token", undefined, { cookie: third ?? "", method: "POST" });
			expect(victim.status).toBe(401);
		} finally {
			vi.useRealTimers();
		}
	});

	it("gives the same browser's retry of a just-rotated token another token of the same session (a page opened during start-up)", async () => {
		const browser = "Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0 Mobile";
		const { phone, password } = await registeredUser(log);
		const first = await login(phone, password, undefined, undefined, browser);
		const started = await call("/api/auth/refresh-token", undefined, {
			cookie: first.cookie ?? "",
			method: "POST",
			userAgent: browser,
		});
		expect(started.status).toBe(200);
		const lost = refreshCookie(started); // the answer the navigation cut off: the cookie jar never got it
		// The next page's start-up presents the token it still has: served, in the same session, not a theft.
		const retried = await call("/api/auth/refresh-token", undefined, {
			cookie: first.cookie ?? "",
			method: "POST",
			userAgent: browser,
		});
		expect(retried.status).toBe(200);
		const kept = refreshCookie(retried) ?? "";
		expect(kept).not.toBe(lost);
		const sessions = await env.DB.prepare(
			"SELECT COUNT(DISTINCT family_id) AS families, SUM(revoked_at IS NOT NULL) AS revoked FROM refresh_tokens WHERE user_id = ?",
		)
			.bind(first.body.user?.id)
			.first<{ families: number; revoked: number }>();
		expect(sessions).toEqual({ families: 1, revoked: 0 });
		const next = await call("/api/auth/refresh-token", undefined, { cookie: kept, method: "POST", userAgent: browser });
		expect(next.status).toBe(200);
	});

	it("treats a just-rotated token from another browser as a copy: the session ends", async () => {
		const browser = "Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0 Mobile";
		const { phone, password } = await registeredUser(log);
		const first = await login(phone, password, undefined, undefined, browser);
		const own = await call("/api/auth/refresh-token", undefined, {
			cookie: first.cookie ?? "",
			method: "POST",
			userAgent: browser,
		});
		expect(own.status).toBe(200);
		const copy = await call("/api/auth/refresh-token", undefined, {
			cookie: first.cookie ?? "",
			method: "POST",
			userAgent: "curl/8.5.0",
		});
		expect(copy.status).toBe(401);
		const victim = await call("/api/auth/refresh-token", undefined, {
			cookie: refreshCookie(own) ?? "",
			method: "POST",
			userAgent: browser,
		});
		expect(victim.status).toBe(401);
	});

	it("answers a refresh without a cookie, or with an unknown one, with 401", async () => {
		expect((await call("/api/auth/refresh-token", undefined, { method: "POST" })).status).toBe(401);
		expect(
			(await call("/api/auth/refresh-token", undefined, { method: "POST", cookie: "__Host-rr_refresh=forged" })).status,
		).toBe(401);
	});

	it("refuses an expired refresh token", async () => {
		const { phone, password } = await registeredUser(log);
		const session = await login(phone, password);
		await env.DB.prepare("UPDATE refresh_tokens SET expires_at = ? WHERE user_id = ?")
			.bind(Date.now() - 1, session.body.user?.id)
			.run();
		expect(
			(await call("/api/auth/refresh-token", undefined, { method: "POST", cookie: session.cookie ?? "" })).status,
		).toBe(401);
	});

	it("logout revokes the session and clears the cookie; other sessions live on", async () => {
		const { phone, password } = await registeredUser(log);
		const a = await login(phone, password);
		const b = await login(phone, password);
		const out = await call("/api/auth/logout", undefined, { method: "POST", cookie: a.cookie ?? "" });
		expect(out.status).toBe(200);
		expect(await out.json()).toEqual({ message: m.loggedOut });
		expect(out.headers.getSetCookie().find((c) => c.startsWith("__Host-rr_refresh="))).toMatch(/Max-Age=0/);
		expect((await call("/api/auth/refresh-token", undefined, { method: "POST", cookie: a.cookie ?? "" })).status).toBe(
			401,
		);
		expect((await call("/api/auth/refresh-token", undefined, { method: "POST", cookie: b.cookie ?? "" })).status).toBe(
			200,
		);
	});

	it("a ban ends every session at once and keeps the player out", async () => {
		const { phone, password } = await registeredUser(log);
		const session = await login(phone, password);
		const id = session.body.user?.id ?? "";
		const db = database(env.DB);
		await db.batch([
			db.update(users).set({ status: "banned" }).where(eq(users.id, id)),
			...endAllSessionsStatements(db, id),
		]);
		expect((await call(`/api/user/${id}`, undefined, { token: session.body.token })).status).toBe(401);
		expect(
			(await call("/api/auth/refresh-token", undefined, { method: "POST", cookie: session.cookie ?? "" })).status,
		).toBe(401);
		const again = await login(phone, password);
		expect(again.response.status).toBe(403);
		expect(again.body).toEqual({ message: m.banned });
	});

	it("a refresh token of a player banned without the session end still gets nothing", async () => {
		const { phone, password } = await registeredUser(log);
		const session = await login(phone, password);
		await env.DB.prepare("UPDATE users SET status = 'banned' WHERE id = ?").bind(session.body.user?.id).run();
		const refresh = await call("/api/auth/refresh-token", undefined, { method: "POST", cookie: session.cookie ?? "" });
		expect(refresh.status).toBe(401);
		expect(await refresh.json()).toEqual({ message: m.banned });
	});
});

describe("forgot and reset password", () => {
	it("answers the same for unknown phones and sends nothing to them", async () => {
		const unknown = randomPhone();
		const a = await call("/api/auth/forgot-password", { phone: unknown });
		const { phone } = await registeredUser(log);
		const b = await call("/api/auth/forgot-password", { phone });
		expect(a.status).toBe(200);
		expect(b.status).toBe(200);
		const [ja, jb] = [await a.json<Record<string, unknown>>(), await b.json<Record<string, unknown>>()];
		expect(Object.keys(ja).sort()).toEqual(Object.keys(jb).sort());
		expect(ja.message).toBe(m.otpSent);
		expect(jb.message).toBe(m.otpSent);
		expect(log.count(unknown)).toBe(0);
		expect(log.count(phone)).toBe(2);
		// A wrong code gets the same answer for both.
		const wa = await call("/api/auth/reset-password", {
			phone: unknown,
			otp: "123456",
			newPassword: "Another@123",
			confirmPassword: "Another@123",
		});
		const wrongForKnown = log.codeFor(phone) === "123456" ? "654321" : "123456";
		const wb = await call("/api/auth/reset-password", {
			phone,
			otp: wrongForKnown,
			newPassword: "Another@123",
			confirmPassword: "Another@123",
		});
		expect(wa.status).toBe(wb.status);
		expect(await wa.json()).toEqual(await wb.json());
	});

	it.each([
		[{ phone: "" }, m.enterPhone],
		[{ phone: "12" }, m.invalidPhone],
	])("forgot-password refuses %o", async (body, message) => {
		const response = await call("/api/auth/forgot-password", body);
		expect(response.status).toBe(422);
		expect(await response.json()).toEqual({ message });
	});

	it.each([
		[{ otp: "" }, m.fillAllFieldsReset],
		[{ newPassword: "" }, m.fillAllFieldsReset],
		[{ otp: "12ab56" }, m.invalidOtp],
		[{ newPassword: "short" }, m.passwordTooShort],
	])("reset-password refuses %o", async (patch, message) => {
		const body = { phone: randomPhone(), otp: "123456", newPassword: "Another@123", ...patch };
		const response = await call("/api/auth/reset-password", body);
		expect(response.status).toBe(422);
		expect(await response.json()).toEqual({ message });
	});

	it("resets the password with the spec's payload, ends every session, and the new password works", async () => {
		const { phone, password } = await registeredUser(log);
		const session = await login(phone, password);
		await call("/api/auth/forgot-password", { phone });
		const otp = log.codeFor(phone);
		// phone, otp and newPassword, as the spec sends them: typing the password twice is the form's check.
		const reset = await call("/api/auth/reset-password", { phone, otp, newPassword: "Brand@New123" });
		expect(reset.status).toBe(200);
		expect(await reset.json()).toEqual({ message: m.passwordReset });
		// Single use.
		const replay = await call("/api/auth/reset-password", {
			phone,
			otp,
			newPassword: "Other@New123",
			confirmPassword: "Other@New123",
		});
		expect(replay.status).toBe(422);
		// Old access token and refresh token are dead.
		expect((await call(`/api/user/${session.body.user?.id}`, undefined, { token: session.body.token })).status).toBe(
			401,
		);
		expect(
			(await call("/api/auth/refresh-token", undefined, { method: "POST", cookie: session.cookie ?? "" })).status,
		).toBe(401);
		expect((await login(phone, password)).response.status).toBe(401);
		expect((await login(phone, "Brand@New123")).response.status).toBe(200);
	});

	it("refuses an expired reset code", async () => {
		const { phone } = await registeredUser(log);
		await call("/api/auth/forgot-password", { phone });
		const otp = log.codeFor(phone);
		await ageOtps(phone, 60_001);
		const response = await call("/api/auth/reset-password", {
			phone,
			otp,
			newPassword: "Brand@New123",
			confirmPassword: "Brand@New123",
		});
		expect(response.status).toBe(422);
		expect(await response.json()).toEqual({ message: m.otpExpired });
	});

	it("limits forgot-password per phone", async () => {
		const phone = randomPhone();
		for (let i = 0; i < 5; i++) expect((await call("/api/auth/forgot-password", { phone })).status).toBe(200);
		expect((await call("/api/auth/forgot-password", { phone })).status).toBe(429);
	});
});

describe("GET /api/user/:id: authorization matrix", () => {
	it("lets a player read themself and an admin read anyone; nobody else", async () => {
		const player = await createUser({ realPaise: 12_345_00, tokensPaise: 1_250_50 });
		const other = await createUser();
		const admin = await createUser({ role: "admin" });
		const path = `/api/user/${player.id}`;

		expect((await call(path)).status).toBe(401);
		expect((await call(path, undefined, { token: "not-a-token" })).status).toBe(401);
		const self = await call(path, undefined, { token: player.token });
		expect(self.status).toBe(200);
		expect((await self.json<{ user: unknown }>()).user).toMatchObject({
			id: player.id,
			role: "user",
			status: "active",
			isVerified: true,
			realBalance: 12_345,
			playTokens: 1_250.5,
		});
		const idor = await call(path, undefined, { token: other.token });
		expect(idor.status).toBe(403);
		expect(await idor.json()).toEqual({ message: "You do not have permission to do that." });
		const byAdmin = await call(path, undefined, { token: admin.token });
		expect(byAdmin.status).toBe(200);
		// A player probing ids learns nothing; an admin gets a clear 404.
		expect((await call("/api/user/no-such-id", undefined, { token: other.token })).status).toBe(403);
		expect((await call("/api/user/no-such-id", undefined, { token: admin.token })).status).toBe(404);
		expect(authHeaders(player).Authorization).toBe(`Bearer ${player.token}`);
	});
});
