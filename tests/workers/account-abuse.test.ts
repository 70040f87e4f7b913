/**
 * Attacks on the account endpoints, performed through the real HTTP path
 * (docs/decisions/0740-account-abuse.md): taking over a registration before it is
 * verified, telling registered phones from others, locking an owner (or the admin)
 * out with strangers' failed logins. Exhausting the isolate with parallel password
 * hashes is in hashing-queue.test.ts, at the production cost.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountMessages as m } from "~/domain/messages";
import { signDeviceCookie } from "~/worker/lib/device-cookie";
import { hashPassword } from "~/worker/lib/password";
import { call, login, otpLog, randomIp, randomPhone, registeredUser } from "./helpers/auth-client";
import { createUser } from "./helpers/users";

let log: ReturnType<typeof otpLog>;
beforeEach(() => {
	log = otpLog();
});
afterEach(() => log.restore());

type Registered = { message: string; phone: string; registrationId: string; otpExpiresAt: number; serverNow: number };

async function register(name: string, phone: string, password: string) {
	const response = await call("/api/auth/register", { name, phone, password, acceptTerms: true });
	return { status: response.status, body: await response.json<Registered>() };
}

const verify = (phone: string, otp: string | null, registrationId?: string) =>
	call("/api/auth/verify-otp", { phone, otp, registrationId });

async function accountOf(phone: string) {
	return env.DB.prepare("SELECT name, is_verified AS verified FROM users WHERE phone = ?")
		.bind(`+91${phone}`)
		.first<{ name: string; verified: number }>();
}

describe("taking over a registration before it is verified", () => {
	const owner = { name: "Asha Rao", password: "Owner@12345" };
	const attacker = { name: "Mallory", password: "Attacker@123" };

	it("a second registration of a pending phone cannot change what the owner's code verifies", async () => {
		const phone = randomPhone();
		const first = await register(owner.name, phone, owner.password);
		expect(first.status).toBe(201);
		const ownersCode = log.codeFor(phone);
		// Before the owner types the code in, someone registers the same phone with their own password.
		const second = await register(attacker.name, phone, attacker.password);
		expect(second.status).toBe(201);
		// The second attempt gets its own code (to the phone, which the attacker does not hold).
		expect(log.count(phone)).toBe(2);
		expect(log.codeFor(phone)).not.toBeNull();

		const verified = await verify(phone, ownersCode, first.body.registrationId);
		expect(verified.status).toBe(200);
		expect(await accountOf(phone)).toEqual({ name: owner.name, verified: 1 });
		expect((await login(phone, owner.password)).response.status).toBe(200);
		expect((await login(phone, attacker.password)).response.status).toBe(401);
	});

	it("binds each code to its own attempt, also when the code is entered without the attempt's id", async () => {
		const phone = randomPhone();
		const first = await register(owner.name, phone, owner.password);
		const ownersCode = log.codeFor(phone) ?? "";
		await register(attacker.name, phone, attacker.password);
		const attackersCode = log.codeFor(phone) ?? "";
		// The owner's screen (which knows its attempt) refuses the other attempt's code as wrong…
		if (attackersCode !== ownersCode) {
			const other = await verify(phone, attackersCode, first.body.registrationId);
			expect(other.status).toBe(422);
			expect(await other.json()).toEqual({ message: m.otpWrong(4) });
			expect(await accountOf(phone)).toEqual({ name: owner.name, verified: 0 });
		}
		// …and the owner's own code, sent without the id (an API client), still verifies the owner's credentials.
		expect((await verify(phone, ownersCode)).status).toBe(200);
		expect(await accountOf(phone)).toEqual({ name: owner.name, verified: 1 });
		expect((await login(phone, owner.password)).response.status).toBe(200);
		// Every other code of the phone is retired once one verified the account.
		expect((await verify(phone, attackersCode)).status).toBe(422);
		expect((await login(phone, attacker.password)).response.status).toBe(401);
	});

	it("a phone squatted first by a stranger becomes the owner's when the owner verifies", async () => {
		const phone = randomPhone();
		await register(attacker.name, phone, attacker.password);
		const owners = await register(owner.name, phone, owner.password);
		expect((await verify(phone, log.codeFor(phone), owners.body.registrationId)).status).toBe(200);
		expect(await accountOf(phone)).toEqual({ name: owner.name, verified: 1 });
		expect((await login(phone, owner.password)).response.status).toBe(200);
		expect((await login(phone, attacker.password)).response.status).toBe(401);
	});

	it("counts a wrong try against every live code of the phone, so more attempts mean no more guesses", async () => {
		const phone = randomPhone();
		const first = await register(owner.name, phone, owner.password);
		const ownersCode = log.codeFor(phone) ?? "";
		await register(attacker.name, phone, attacker.password);
		const attackersCode = log.codeFor(phone) ?? "";
		const wrong = ["000000", "111111", "222222"].find((c) => c !== ownersCode && c !== attackersCode) ?? "333333";
		for (let left = 4; left >= 1; left--) {
			const response = await verify(phone, wrong);
			expect(await response.json()).toEqual({ message: m.otpWrong(left) });
		}
		const fifth = await verify(phone, wrong);
		expect(fifth.status).toBe(429);
		expect(await fifth.json()).toEqual({ message: m.otpLocked });
		expect((await verify(phone, ownersCode, first.body.registrationId)).status).toBe(429);
		expect((await verify(phone, attackersCode)).status).toBe(429);
		expect(await accountOf(phone)).toEqual({ name: owner.name, verified: 0 });
	});

	it("a resend is for the client's own attempt: it never sends the owner a code for someone else's credentials", async () => {
		const phone = randomPhone();
		const first = await register(owner.name, phone, owner.password);
		const second = await register(attacker.name, phone, attacker.password);
		await env.DB.prepare("UPDATE otp_codes SET expires_at = expires_at - 60001 WHERE phone = ?")
			.bind(`+91${phone}`)
			.run();
		// The attacker asks for a new code for their attempt; the owner for theirs.
		const resend = (registrationId: string) =>
			call("/api/auth/resend-otp", { phone, purpose: "register", registrationId });
		expect((await resend(second.body.registrationId)).status).toBe(200);
		const attackersCode = log.codeFor(phone) ?? "";
		expect((await resend(first.body.registrationId)).status).toBe(200);
		const ownersCode = log.codeFor(phone) ?? "";
		expect(log.count(phone)).toBe(4);
		if (attackersCode !== ownersCode) {
			expect((await verify(phone, attackersCode, first.body.registrationId)).status).toBe(422);
		}
		expect((await verify(phone, ownersCode, first.body.registrationId)).status).toBe(200);
		expect((await login(phone, owner.password)).response.status).toBe(200);
	});

	it("an unverified player who logs in gets their own attempt, and verifies their own credentials with it", async () => {
		const phone = randomPhone();
		await register(owner.name, phone, owner.password);
		const ownersCode = log.codeFor(phone);
		await register(attacker.name, phone, attacker.password);
		const attempt = await call("/api/auth/login", { phone, password: owner.password });
		expect(attempt.status).toBe(403);
		const { registrationId } = await attempt.json<{ registrationId: string }>();
		// The code of the registration is still live: the screen shows its timer.
		const resend = await call("/api/auth/resend-otp", { phone, purpose: "register", registrationId });
		expect(resend.status).toBe(409);
		expect((await verify(phone, ownersCode, registrationId)).status).toBe(200);
		expect((await login(phone, owner.password)).response.status).toBe(200);
	});
});

describe("telling registered phones from others", () => {
	it("register, resend-otp, verify-otp and forgot-password answer a registered, a pending and an unknown phone alike", async () => {
		const registered = (await registeredUser(log)).phone;
		const pending = randomPhone();
		await register("Pending Person", pending, "Pending@123");
		const unknown = randomPhone();
		const shape = async (response: Response) => {
			const body = await response.json<Record<string, unknown>>();
			return { status: response.status, keys: Object.keys(body).sort(), message: body.message };
		};

		const registers = await Promise.all(
			[registered, pending, unknown].map(async (phone) => ({
				phone,
				...(await register("Probe", phone, "Probe@12345")),
			})),
		);
		const registerShapes = registers.map(({ status, body }) => ({
			status,
			keys: Object.keys(body).sort(),
			message: body.message,
		}));
		expect(registerShapes[0]).toEqual(registerShapes[1]);
		expect(registerShapes[0]).toEqual(registerShapes[2]);
		// The registered phone's owner gets a notice, never a code; the others get codes.
		expect(log.count(registered)).toBe(1); // the code of its own registration only
		expect(log.notices(registered)).toHaveLength(1);
		expect(log.notices(pending)).toEqual([]);

		await env.DB.prepare("UPDATE otp_codes SET expires_at = expires_at - 60001 WHERE phone IN (?, ?, ?)")
			.bind(`+91${registered}`, `+91${pending}`, `+91${unknown}`)
			.run();
		const resends = await Promise.all(
			registers.map(({ phone, body }) =>
				call("/api/auth/resend-otp", { phone, purpose: "register", registrationId: body.registrationId }).then(shape),
			),
		);
		expect(resends[0]).toEqual({ status: 200, keys: ["message", "otpExpiresAt", "serverNow"], message: m.otpSent });
		expect(resends[1]).toEqual(resends[0]);
		expect(resends[2]).toEqual(resends[0]);
		expect(log.count(registered)).toBe(1);

		const verifies = await Promise.all(
			[registered, pending, unknown].map((phone) => verify(phone, "000000").then(shape)),
		);
		for (const answer of verifies) {
			expect(answer.status).toBe(422);
			expect(answer.keys).toEqual(["message"]);
			expect(String(answer.message)).toMatch(/^Incorrect verification code|^OTP expired$/);
		}

		const forgots = await Promise.all(
			[registered, pending, unknown].map((phone) => call("/api/auth/forgot-password", { phone }).then(shape)),
		);
		expect(forgots[1]).toEqual(forgots[0]);
		expect(forgots[2]).toEqual(forgots[0]);
	});
});

describe("locking an owner out with strangers' failed logins", () => {
	// The limits count in fixed 15-minute windows: the clock is set just past a window's start, so
	// that no test's attempts straddle two windows.
	beforeEach(() => {
		const window = 15 * 60_000;
		vi.useFakeTimers({ toFake: ["Date"] });
		vi.setSystemTime(Math.ceil(Date.now() / window) * window + 1_000);
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	/** Strangers from `count` different addresses guess the password; returns their statuses. */
	async function strangersGuess(phone: string, count: number): Promise<number[]> {
		const statuses: number[] = [];
		for (let i = 0; i < count; i++) {
			statuses.push((await login(phone, `Guess@${i}xyz`, randomIp())).response.status);
		}
		return statuses;
	}

	it("strangers' wrong passwords from 12 addresses never lock out the owner's browser; strangers stay locked", async () => {
		const { phone, password } = await registeredUser(log);
		const ownersBrowser = await login(phone, password);
		expect(ownersBrowser.device).toMatch(/^__Host-rr_device=/);
		const other = await registeredUser(log);
		const othersDevice = (await login(other.phone, other.password)).device ?? "";

		expect(await strangersGuess(phone, 12)).toEqual([...Array(10).fill(401), 429, 429]);

		// The owner, on the browser they signed in with before, gets in with the right password.
		const owner = await login(phone, password, randomIp(), ownersBrowser.device ?? "");
		expect(owner.response.status).toBe(200);

		// Everyone else is still locked, even with the right password and whatever device cookie.
		const [name, value = ""] = (ownersBrowser.device ?? "").split("=");
		const [userId = "", issuedAt = "", nonce = "", mac = ""] = value.split(".");
		const otherUserId = othersDevice.split("=")[1]?.split(".")[0] ?? "";
		const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === "A" ? "B" : "A"}${text.at(-1)}`;
		const cookies: Record<string, string | undefined> = {
			none: undefined,
			"another user's": othersDevice,
			"another user's, relabelled": `${name}=${userId}.${othersDevice.split(".").slice(1).join(".")}`,
			"owner's, relabelled for another user": `${name}=${otherUserId}.${issuedAt}.${nonce}.${mac}`,
			"tampered signature": `${name}=${userId}.${issuedAt}.${nonce}.${flip(mac)}`,
			"tampered nonce": `${name}=${userId}.${issuedAt}.${flip(nonce)}.${mac}`,
			"tampered date": `${name}=${userId}.${(Number.parseInt(issuedAt, 36) + 1).toString(36)}.${nonce}.${mac}`,
			"forged with another key": `${name}=${await signDeviceCookie("not-the-server-secret-at-all-0123456789", userId)}`,
			"without the __Host- prefix": `rr_device=${value}`,
			"no signature": `${name}=${userId}.${issuedAt}.${nonce}`,
		};
		for (const [kind, cookie] of Object.entries(cookies)) {
			const attempt = await login(phone, password, randomIp(), cookie);
			expect([kind, attempt.response.status, attempt.body]).toEqual([kind, 429, { message: m.tooManyAttempts }]);
		}
	}, 60_000);

	it("keeps the admin in too: strangers' failures lock out only untrusted clients", async () => {
		const admin = await createUser({ role: "admin" });
		const password = "Admin@12345";
		await env.DB.prepare("UPDATE users SET password_hash = ? WHERE id = ?")
			.bind(await hashPassword(password), admin.id)
			.run();
		const phone = admin.phone.replace(/^\+91/, "");
		const console = await login(phone, password);
		expect(console.response.status).toBe(200);
		expect(console.body.user?.role).toBe("admin");

		expect(await strangersGuess(phone, 11)).toEqual([...Array(10).fill(401), 429]);
		const again = await login(phone, password, randomIp(), console.device ?? "");
		expect(again.response.status).toBe(200);
		expect(again.body.user?.role).toBe("admin");
		expect((await login(phone, password)).response.status).toBe(429);
	}, 60_000);

	it("a device that keeps failing locks only itself", async () => {
		const { phone, password } = await registeredUser(log);
		const laptop = (await login(phone, password)).device ?? "";
		const phoneBrowser = (await login(phone, password)).device ?? "";
		for (let i = 0; i < 10; i++) {
			expect((await login(phone, `Wrong@${i}xyz`, randomIp(), laptop)).response.status).toBe(401);
		}
		expect((await login(phone, password, randomIp(), laptop)).response.status).toBe(429);
		// The owner's other device, and the untrusted budget of the phone, are untouched.
		expect((await login(phone, password, randomIp(), phoneBrowser)).response.status).toBe(200);
		expect((await login(phone, password)).response.status).toBe(200);
	}, 60_000);

	it("sets the device cookie __Host-, Secure, HttpOnly, SameSite=Strict, Path=/, for a year, only on success", async () => {
		const { phone, password } = await registeredUser(log);
		expect((await login(phone, "Wrong@12345")).device).toBeNull();
		const session = await login(phone, password);
		const header = session.response.headers.getSetCookie().find((c) => c.startsWith("__Host-rr_device=")) ?? "";
		const attributes = header
			.split(";")
			.slice(1)
			.map((a) => a.trim().toLowerCase());
		expect(attributes).toEqual(
			expect.arrayContaining(["path=/", "secure", "httponly", "samesite=strict", `max-age=${365 * 24 * 60 * 60}`]),
		);
		expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);
	});
});
