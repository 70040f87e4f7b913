/**
 * The player's account settings and sessions (docs/decisions/0110-account-settings-and-sessions.md): editing the
 * name, changing the password (the other sessions end, with their sockets; this one stays), the sessions list,
 * and ending one session or all the others. Through the Worker, as a browser calls it.
 */
import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountMessages, rouletteMessages } from "~/domain/messages";
import { NOTIFICATIONS_SOCKET_PATH } from "~/domain/notifications";
import { ROOM_SOCKET_PATH, SOCKET_TOKEN_PARAM } from "~/domain/roulette/protocol";
import { CLOSE } from "~/domain/roulette/room-contract";
import { LIMITS } from "~/worker/lib/rate-limit";
import { coarseAddress, deviceLabel } from "~/worker/lib/session-labels";
import { call, otpLog, randomIp, refreshCookie, registeredUser } from "./helpers/auth-client";
import { RoomClient } from "./helpers/room-socket";
import { createUser, sessionIdOf } from "./helpers/users";

const ANDROID_CHROME =
	"Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const MAC_SAFARI =
	"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";

let log: ReturnType<typeof otpLog>;
beforeEach(() => {
	log = otpLog();
});
afterEach(() => log.restore());

type Session = { token: string; cookie: string; sessionId: string; id: string };

/** Signs in through the real login from a device (user agent) and address of the test's choosing. */
async function signIn(phone: string, password: string, userAgent = ANDROID_CHROME, ip = randomIp()): Promise<Session> {
	const response = await exports.default.fetch("https://localhost/api/auth/login", {
		method: "POST",
		headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, "User-Agent": userAgent },
		body: JSON.stringify({ phone, password }),
	});
	const body = await response.json<{ token?: string; user?: { id: string } }>();
	const cookie = refreshCookie(response);
	if (response.status !== 200 || !body.token || !body.user || !cookie) throw new Error(`login ${response.status}`);
	return { token: body.token, cookie, sessionId: sessionIdOf(body.token), id: body.user.id };
}

/** A registered player signed in on two devices. */
async function playerOnTwoDevices() {
	const { phone, password } = await registeredUser(log);
	const phoneA = await signIn(phone, password, ANDROID_CHROME, "203.0.113.57");
	const laptop = await signIn(phone, password, MAC_SAFARI, "2001:db8:85a3:1234::7");
	return { phone, password, phoneA, laptop };
}

function openTable(token: string) {
	const url = `http://localhost${ROOM_SOCKET_PATH}?${SOCKET_TOKEN_PARAM}=${encodeURIComponent(token)}`;
	return RoomClient.connect(exports.default, url, { "CF-Connecting-IP": randomIp() });
}

/** Any other page of the player's: its notifications socket (docs/decisions/0900-notifications.md). */
function openPage(token: string) {
	return RoomClient.connect(
		exports.default,
		`http://localhost${NOTIFICATIONS_SOCKET_PATH}?token=${encodeURIComponent(token)}`,
	);
}

const refresh = (s: Session) => call("/api/auth/refresh-token", undefined, { cookie: s.cookie, method: "POST" });
const ownRecord = (s: Session) => call(`/api/user/${s.id}`, undefined, { token: s.token });

type Listed = {
	id: string;
	device: string;
	address: string | null;
	startedAt: number;
	lastUsedAt: number;
	current: boolean;
};

async function sessionsOf(s: { token: string }): Promise<Listed[]> {
	const answer = await call("/api/auth/sessions", undefined, { token: s.token });
	expect(answer.status).toBe(200);
	return (await answer.json<{ sessions: Listed[] }>()).sessions;
}

describe("the display name", () => {
	it("is validated like registration's and saved, tidied, and audited", async () => {
		const player = await createUser({ name: "Asha Rao" });
		const patch = (name: unknown) =>
			call("/api/user/profile", { name }, { token: player.token, method: "PATCH" }).then(async (r) => ({
				status: r.status,
				body: await r.json<{ message: string; user?: { name: string } }>(),
			}));
		expect(await patch("   ")).toEqual({ status: 422, body: { message: accountMessages.enterName } });
		expect(await patch("x".repeat(61))).toEqual({ status: 422, body: { message: accountMessages.nameTooLong } });
		const saved = await patch("  Asha   K  Rao ");
		expect(saved.status).toBe(200);
		expect(saved.body.message).toBe(accountMessages.nameChanged);
		expect(saved.body.user?.name).toBe("Asha K Rao");
		const record = await call(`/api/user/${player.id}`, undefined, { token: player.token });
		expect((await record.json<{ user: { name: string } }>()).user.name).toBe("Asha K Rao");
		const audit = await env.DB.prepare("SELECT action, before, after FROM audit_log WHERE target_id = ?")
			.bind(player.id)
			.all();
		expect(audit.results).toEqual([
			{ action: "user.name_change", before: '{"name":"Asha Rao"}', after: '{"name":"Asha K Rao"}' },
		]);
		expect((await call("/api/user/profile", { name: "Someone" }, { method: "PATCH" })).status).toBe(401);
	});
});

describe("changing the password", () => {
	it("needs the right current password, counted against the login budgets", async () => {
		const { phone, password, phoneA } = await playerOnTwoDevices();
		const change = (currentPassword: string) =>
			call(
				"/api/auth/change-password",
				{ currentPassword, newPassword: "Another@456", confirmPassword: "Another@456" },
				{ token: phoneA.token },
			);
		const failures = async () =>
			(
				await env.DB.prepare("SELECT coalesce(sum(count), 0) AS n FROM rate_limits WHERE key = ?")
					.bind(`${LIMITS.loginFailuresPerPhone.name}:+91${phone}`)
					.first<{ n: number }>()
			)?.n;
		const wrong = await change("not-my-password");
		expect(wrong.status).toBe(422);
		expect(await wrong.json()).toEqual({ message: accountMessages.wrongCurrentPassword });
		expect(await failures()).toBe(1);
		// The phone's budget spent (as by ten wrong logins): the right password is refused too, like a login.
		const windowStart = Math.floor(Date.now() / LIMITS.loginFailuresPerPhone.windowMs);
		for (const w of [windowStart, windowStart + 1]) {
			await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
				.bind(
					`${LIMITS.loginFailuresPerPhone.name}:+91${phone}`,
					w * LIMITS.loginFailuresPerPhone.windowMs,
					LIMITS.loginFailuresPerPhone.max,
				)
				.run();
		}
		const limited = await change(password);
		expect(limited.status).toBe(429);
		expect(await limited.json()).toEqual({ message: accountMessages.tooManyAttempts });
		// The new password follows registration's rules.
		const short = await call(
			"/api/auth/change-password",
			{ currentPassword: password, newPassword: "short", confirmPassword: "short" },
			{ token: phoneA.token },
		);
		expect(await short.json()).toEqual({ message: accountMessages.passwordTooShort });
	});

	it("ends the other sessions and their table and page sockets, and keeps this one", async () => {
		const { phone, password, phoneA, laptop } = await playerOnTwoDevices();
		const here = await openTable(phoneA.token);
		const there = await openTable(laptop.token);
		const herePage = await openPage(phoneA.token);
		const therePage = await openPage(laptop.token);
		await here.next("syncState");
		await there.next("syncState");

		const answer = await call(
			"/api/auth/change-password",
			{ currentPassword: password, newPassword: "Another@456", confirmPassword: "Another@456" },
			{ token: phoneA.token },
		);
		expect(answer.status).toBe(200);
		expect(await answer.json()).toEqual({ message: accountMessages.passwordChanged });

		// The other device: its socket closed before the answer, its token and refresh refused.
		expect(await there.waitClosed(1_000)).toEqual({ code: CLOSE.sessionEnded, reason: rouletteMessages.sessionEnded });
		expect((await therePage.waitClosed(1_000)).code).toBe(CLOSE.sessionEnded);
		expect(herePage.closedWith).toBeNull();
		herePage.close();
		expect((await ownRecord(laptop)).status).toBe(401);
		expect((await refresh(laptop)).status).toBe(401);
		// This device: still signed in, socket open, token and refresh working.
		expect(here.closedWith).toBeNull();
		expect((await ownRecord(phoneA)).status).toBe(200);
		expect((await refresh(phoneA)).status).toBe(200);
		here.close();

		expect((await call("/api/auth/login", { phone, password })).status).toBe(401);
		expect((await call("/api/auth/login", { phone, password: "Another@456" })).status).toBe(200);
		const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE target_id = ?").bind(phoneA.id).all();
		expect(audit.results).toEqual([{ action: "user.password_change" }]);
	});
});

describe("the sessions list", () => {
	it("shows the player's own live sessions: device, coarse address, started, last used, this device", async () => {
		const { phoneA, laptop } = await playerOnTwoDevices();
		const stranger = await createUser();
		const before = await sessionsOf(phoneA);
		expect(before.map((s) => s.id).sort()).toEqual([phoneA.sessionId, laptop.sessionId].sort());
		expect(before.map((s) => s.id)).not.toContain(stranger.sessionId);
		const mine = before.find((s) => s.id === phoneA.sessionId);
		const other = before.find((s) => s.id === laptop.sessionId);
		expect(mine).toMatchObject({ device: "Chrome on Android", address: "203.0.113.x", current: true });
		expect(other).toMatchObject({ device: "Safari on macOS", address: "2001:db8:85a3::/48", current: false });
		// No full address anywhere in the answer.
		expect(JSON.stringify(before)).not.toContain("203.0.113.57");

		// A refresh moves "last used" on and keeps "started".
		const rotated = await refresh(laptop);
		expect(rotated.status).toBe(200);
		const after = (await sessionsOf(phoneA)).find((s) => s.id === laptop.sessionId);
		expect(after?.startedAt).toBe(other?.startedAt);
		expect(after?.lastUsedAt).toBeGreaterThanOrEqual(other?.lastUsedAt ?? Number.POSITIVE_INFINITY);
		expect((await sessionsOf(phoneA)).length).toBe(2);

		expect((await call("/api/auth/sessions")).status).toBe(401);
	});

	it("ending one session ends exactly that session and its sockets", async () => {
		const { phoneA, laptop } = await playerOnTwoDevices();
		const here = await openTable(phoneA.token);
		const there = await openTable(laptop.token);
		await here.next("syncState");
		await there.next("syncState");

		const ended = await call(`/api/auth/sessions/${laptop.sessionId}`, undefined, {
			token: phoneA.token,
			method: "DELETE",
		});
		expect(ended.status).toBe(200);
		expect(await ended.json()).toEqual({ message: accountMessages.sessionEnded });
		expect((await there.waitClosed(1_000)).code).toBe(CLOSE.sessionEnded);
		expect((await refresh(laptop)).status).toBe(401);
		expect((await ownRecord(laptop)).status).toBe(401);

		expect(here.closedWith).toBeNull();
		expect((await ownRecord(phoneA)).status).toBe(200);
		expect((await sessionsOf(phoneA)).map((s) => s.id)).toEqual([phoneA.sessionId]);
		here.close();

		// Ended already: nothing to end.
		const again = await call(`/api/auth/sessions/${laptop.sessionId}`, undefined, {
			token: phoneA.token,
			method: "DELETE",
		});
		expect(again.status).toBe(404);
	});

	it("a player cannot end another player's session (404, and it lives on)", async () => {
		const { phoneA } = await playerOnTwoDevices();
		const stranger = await createUser();
		const answer = await call(`/api/auth/sessions/${stranger.sessionId}`, undefined, {
			token: phoneA.token,
			method: "DELETE",
		});
		expect(answer.status).toBe(404);
		expect(await answer.json()).toEqual({ message: accountMessages.sessionNotFound });
		expect((await call(`/api/user/${stranger.id}`, undefined, { token: stranger.token })).status).toBe(200);
		expect(
			(await call("/api/auth/sessions/not-a-session", undefined, { token: phoneA.token, method: "DELETE" })).status,
		).toBe(404);
	});

	it("signing out all others keeps only this session, and closes the others' sockets", async () => {
		const { phone, password, phoneA, laptop } = await playerOnTwoDevices();
		const third = await signIn(phone, password);
		const sockets = [await openTable(phoneA.token), await openTable(laptop.token), await openTable(third.token)];
		for (const s of sockets) await s.next("syncState");
		const answer = await call("/api/auth/sessions/revoke-others", undefined, { token: phoneA.token, method: "POST" });
		expect(answer.status).toBe(200);
		expect(await answer.json()).toEqual({ message: accountMessages.otherSessionsEnded });
		const [here, ...others] = sockets;
		for (const s of others) expect((await s.waitClosed(1_000)).code).toBe(CLOSE.sessionEnded);
		expect(here?.closedWith).toBeNull();
		here?.close();
		for (const s of [laptop, third]) expect((await refresh(s)).status).toBe(401);
		expect((await sessionsOf(phoneA)).map((s) => s.id)).toEqual([phoneA.sessionId]);
	});
});

describe("how a session is shown", () => {
	it("names the browser and system, and hides the host part of the address", () => {
		expect(deviceLabel(ANDROID_CHROME)).toBe("Chrome on Android");
		expect(deviceLabel(MAC_SAFARI)).toBe("Safari on macOS");
		expect(deviceLabel(null)).toBe("Unknown device");
		expect(deviceLabel("curl/8.5.0")).toBe("Unknown device");
		expect(coarseAddress("198.51.100.23")).toBe("198.51.100.x");
		expect(coarseAddress("::ffff:198.51.100.23")).toBe("198.51.100.x");
		expect(coarseAddress("2001:0db8:0000:0042::1")).toBe("2001:db8:0::/48");
		expect(coarseAddress("not an address")).toBeNull();
		expect(coarseAddress(null)).toBeNull();
	});
});
