/**
 * A referral reward withheld when the friend and the referrer signed in from one address (issue 32,
 * docs/decisions/0850-promotions.md), through the player's path: the referrer signs in and makes their code, the
 * friend registers with `?ref=`, verifies their phone, signs in and deposits, the admin approves the first deposit.
 * From the same address (an IPv6 /64 counts as one, as in the rate limits) the reward is withheld and an AML flag is
 * raised on both accounts; from another address it is paid.
 */
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { database } from "~/server/db/client";
import { ledgerMismatches } from "~/server/ledger";
import { call as apiCall } from "./helpers/api";
import { call, login, otpLog, randomIp, randomPhone } from "./helpers/auth-client";
import { approvedDeposit, bonusesOf, createPromotion } from "./helpers/promotions";
import { createUser, sessionIdOf, type TestUser } from "./helpers/users";

let log: ReturnType<typeof otpLog> | null = null;
afterEach(() => {
	log?.restore();
	log = null;
});

/** Registers through the referral link's form (with `ref`), verifies the phone, signs in from `ip`. */
async function registerAndSignIn(ip: string, ref?: string): Promise<TestUser> {
	log ??= otpLog();
	const phone = randomPhone();
	const password = "Secret@123";
	const registered = await call(
		"/api/auth/register",
		{ name: "Kiran Joshi", phone, password, acceptTerms: true, ref },
		{ ip },
	);
	expect(registered.status).toBe(201);
	const { registrationId } = await registered.json<{ registrationId: string }>();
	const verified = await call("/api/auth/verify-otp", { phone, otp: log.codeFor(phone), registrationId, ref }, { ip });
	expect(verified.status).toBe(200);
	if (ref) expect(await verified.json()).toMatchObject({ referral: "joined" });
	const { response, body } = await login(phone, password, ip);
	expect(response.status).toBe(200);
	if (!body.token || !body.user) throw new Error("no session");
	return {
		id: body.user.id,
		phone: `+91${phone}`,
		role: "user",
		token: body.token,
		sessionId: sessionIdOf(body.token),
	};
}

async function codeOf(player: TestUser): Promise<string> {
	const response = await exports.default.fetch("http://localhost/api/promotions/referral", {
		method: "POST",
		headers: { Authorization: `Bearer ${player.token}` },
	});
	expect(response.status).toBe(201);
	return (await response.json<{ code: string }>()).code;
}

async function referralOf(friendId: string) {
	return env.DB.prepare("SELECT status, withheld_reason FROM referrals WHERE friend_id = ?")
		.bind(friendId)
		.first<{ status: string; withheld_reason: string | null }>();
}

describe("a referral reward and the address the friend and the referrer signed in from", () => {
	it("is withheld when they share an address, with an AML flag on both accounts; paid from another address", async () => {
		const admin = await createUser({ role: "admin" });
		await createPromotion(admin, { kind: "referral", reward: 300, friendReward: 50, wageringMultiple: 1 });
		// The referrer signs in at home on IPv6; the friend's phone later signs in from the same /64, another host.
		const referrer = await registerAndSignIn("2001:db8:abcd:12::7");
		const code = await codeOf(referrer);

		const friend = await registerAndSignIn("2001:db8:abcd:12:ffff::1", code);
		await approvedDeposit(friend, admin, 1_000);
		expect(await referralOf(friend.id)).toEqual({ status: "withheld", withheld_reason: "shared_address" });
		expect(await bonusesOf(referrer.id)).toEqual([]);
		expect(await bonusesOf(friend.id)).toEqual([]);
		// The AML flag is raised on both accounts at the approval, and listed for the operator.
		const flags = await env.DB.prepare(
			"SELECT user_id, detail FROM aml_flags WHERE kind = 'referral_reward_withheld' AND user_id IN (?, ?)",
		)
			.bind(referrer.id, friend.id)
			.all<{ user_id: string; detail: string }>();
		expect(flags.results.map((f) => f.user_id).sort()).toEqual([referrer.id, friend.id].sort());
		for (const flag of flags.results) expect(flag.detail).toContain("signed in from the same address");
		for (const player of [referrer, friend]) {
			const listed = await apiCall<{ flags: Array<{ kind: string }> }>(
				"GET",
				`/api/admin/aml/flags?userId=${player.id}`,
				{ as: admin },
			);
			expect(listed.body.flags.map((f) => f.kind)).toEqual(["referral_reward_withheld"]);
		}

		// A friend who signed in only from elsewhere: the reward is paid, once, and nothing is flagged.
		const other = await registerAndSignIn(randomIp(), code);
		await approvedDeposit(other, admin, 1_000);
		expect(await referralOf(other.id)).toEqual({ status: "rewarded", withheld_reason: null });
		expect(await bonusesOf(referrer.id)).toMatchObject([{ amount_paise: 30_000, status: "active" }]);
		expect(await bonusesOf(other.id)).toMatchObject([{ amount_paise: 5_000, status: "active" }]);
		const otherFlags = await env.DB.prepare("SELECT COUNT(*) AS n FROM aml_flags WHERE user_id = ?")
			.bind(other.id)
			.first<{ n: number }>();
		expect(otherFlags?.n).toBe(0);
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
	});
});
