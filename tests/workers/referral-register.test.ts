/**
 * Registering through a friend's referral link (issue 32): `/register?ref=<code>` carries the code to the
 * verification of the phone, which records the referral from the friend's device; a malformed code is refused with
 * the referral message and changes nothing; a code nobody owns records nothing.
 */
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { promotionMessages } from "~/domain/messages";
import { call, otpLog, randomIp, randomPhone } from "./helpers/auth-client";
import { createUser } from "./helpers/users";

let log: ReturnType<typeof otpLog> | null = null;
afterEach(() => {
	log?.restore();
	log = null;
});

async function codeOf(token: string): Promise<string> {
	const response = await exports.default.fetch("http://localhost/api/promotions/referral", {
		method: "POST",
		headers: { Authorization: `Bearer ${token}` },
	});
	const body = await response.json<{ code: string; link: string }>();
	expect(body.link).toBe(`/register?ref=${body.code}`);
	return body.code;
}

async function register(ref: unknown) {
	log ??= otpLog();
	const phone = randomPhone();
	const ip = randomIp();
	const data = { name: "Kiran Joshi", phone, password: "Secret@123", acceptTerms: true, ref };
	const registered = await call("/api/auth/register", data, { ip });
	const { registrationId } = await registered.json<{ registrationId: string }>();
	return { phone, ip, registrationId, otp: log.codeFor(phone) };
}

async function referralOf(phone: string) {
	return env.DB.prepare(
		"SELECT r.referrer_id AS referrer, r.status FROM referrals r JOIN users u ON u.id = r.friend_id WHERE u.phone = ?",
	)
		.bind(`+91${phone}`)
		.first<{ referrer: string; status: string }>();
}

describe("registering through a referral link", () => {
	it("records the referral when the friend's phone is verified", async () => {
		const referrer = await createUser();
		const code = await codeOf(referrer.token);
		const friend = await register(code.toLowerCase());
		const verified = await call(
			"/api/auth/verify-otp",
			{ phone: friend.phone, otp: friend.otp, registrationId: friend.registrationId, ref: code.toLowerCase() },
			{ ip: friend.ip },
		);
		expect(verified.status).toBe(200);
		expect(await verified.json()).toMatchObject({ referral: "joined" });
		expect(await referralOf(friend.phone)).toEqual({ referrer: referrer.id, status: "joined" });
	});

	it("refuses a malformed code with the referral message, before the code is checked", async () => {
		const friend = await register(undefined);
		const refused = await call(
			"/api/auth/verify-otp",
			{ phone: friend.phone, otp: friend.otp, registrationId: friend.registrationId, ref: "not a code!" },
			{ ip: friend.ip },
		);
		expect(refused.status).toBe(422);
		expect(JSON.stringify(await refused.json())).toContain(promotionMessages.referralCodeInvalid);
		const { n } = (await env.DB.prepare("SELECT is_verified AS n FROM users WHERE phone = ?")
			.bind(`+91${friend.phone}`)
			.first<{ n: number }>()) ?? { n: -1 };
		expect(n).toBe(0);
		const badRegister = await call(
			"/api/auth/register",
			{ name: "Kiran Joshi", phone: randomPhone(), password: "Secret@123", acceptTerms: true, ref: 42 },
			{ ip: randomIp() },
		);
		expect(badRegister.status).toBe(422);
	});

	it("records nothing for a code nobody owns, and still verifies the phone", async () => {
		const friend = await register("ZZZZZZZZ");
		const verified = await call(
			"/api/auth/verify-otp",
			{ phone: friend.phone, otp: friend.otp, registrationId: friend.registrationId, ref: "ZZZZZZZZ" },
			{ ip: friend.ip },
		);
		expect(verified.status).toBe(200);
		expect(await verified.json()).toMatchObject({ referral: "unknown_code" });
		expect(await referralOf(friend.phone)).toBeNull();
	});
});
