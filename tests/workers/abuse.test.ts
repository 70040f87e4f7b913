/**
 * Abuse of the table and of sessions, through the paths an attacker uses: the Worker's socket route and
 * /api (docs/decisions/0735-sessions-end-everywhere.md, 0736-socket-budgets.md).
 * - A session that ends (logout, sign out everywhere, password reset) ends on every socket and route at once.
 * - A socket never acts beyond its access token's expiry, unless it renews the session over the socket.
 * - Spectators send nothing; every socket has a message budget; addresses and users have socket budgets.
 */
import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountMessages, rouletteMessages } from "~/domain/messages";
import { type ClientMessage, ROOM_SOCKET_PATH, SOCKET_TOKEN_PARAM } from "~/domain/roulette/protocol";
import { CLOSE } from "~/domain/roulette/room-contract";
import type { RouletteRoom } from "~/durable/roulette-room";
import { DEFAULT_SOCKET_BUDGETS } from "~/durable/socket-guard";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "~/server/access-token";
import { database } from "~/server/db/client";
import { balancesOf } from "~/server/ledger";
import { roomStub } from "~/worker/api/room";
import { ROTATED_TOKEN_GRACE_MS } from "~/worker/lib/sessions";
import { call, login, otpLog, randomIp, registeredUser } from "./helpers/auth-client";
import { holdAtBetting, tick } from "./helpers/room-clock";
import { identityHeaders, RoomClient } from "./helpers/room-socket";
import { createUser, sessionIdOf } from "./helpers/users";

let log: ReturnType<typeof otpLog>;
beforeEach(() => {
	log = otpLog();
});
afterEach(() => log.restore());

const socketUrl = (token?: string) =>
	`http://localhost${ROOM_SOCKET_PATH}${token ? `?${SOCKET_TOKEN_PARAM}=${encodeURIComponent(token)}` : ""}`;

/** Opens the table socket through the Worker, from a client address of the test's choosing. */
function openTable(token?: string, ip = randomIp()) {
	return RoomClient.connect(exports.default, socketUrl(token), { "CF-Connecting-IP": ip });
}

/** The answer of the Worker's socket route, without requiring an upgrade. */
function tryTable(token: string | undefined, ip: string) {
	return exports.default.fetch(socketUrl(token), { headers: { Upgrade: "websocket", "CF-Connecting-IP": ip } });
}

/** A betting window on the table that stays open until the test moves the room on (helpers/room-clock.ts). */
async function bettingOpen() {
	await holdAtBetting(roomStub(env));
}

const redBet = (submissionId: string = crypto.randomUUID()): Extract<ClientMessage, { type: "placeBets" }> => ({
	type: "placeBets",
	submissionId,
	wallet: "real",
	bets: [{ type: "red", amount: 500 }],
});

/** A player signed in through the real login (a refresh cookie and a token of one session), with ₹1,000. */
async function signedInPlayer() {
	const { phone, password } = await registeredUser(log);
	const session = await login(phone, password);
	if (!session.body.token || !session.body.user || !session.cookie) throw new Error("login failed");
	await fundRealWallet(session.body.user.id, 100_000);
	return { phone, password, id: session.body.user.id, token: session.body.token, cookie: session.cookie };
}

async function fundRealWallet(userId: string, paise: number) {
	await env.DB.batch([
		env.DB.prepare("UPDATE wallets SET balance_paise = balance_paise + ? WHERE user_id = ? AND kind = 'real'").bind(
			paise,
			userId,
		),
		env.DB.prepare(
			"INSERT INTO ledger_entries (user_id, wallet, amount_paise, balance_after_paise, reason, idempotency_key) VALUES (?, 'real', ?, ?, 'seed', ?)",
		).bind(userId, paise, paise, `seed:${userId}:abuse`),
	]);
}

/** Routes that move money or change an account, called with a token: each must answer 401 once the session ended. */
async function protectedAnswers(token: string) {
	const asBearer = (path: string, method: string, body?: unknown) =>
		call(path, body === undefined ? undefined : JSON.stringify(body), { token, method }).then((r) => r.status);
	return {
		deposit: await asBearer("/api/transactions/deposit", "POST", {
			amount: 500,
			utr: "123456789012",
			paymentMethod: "upi",
			idempotencyKey: crypto.randomUUID(),
		}),
		withdraw: await asBearer("/api/transactions/withdraw", "POST", {
			amount: 100,
			accountHolder: "Asha Rao",
			accountNumber: "123456789",
			ifsc: "HDFC0001234",
			bankName: "HDFC",
			idempotencyKey: crypto.randomUUID(),
		}),
		limits: await asBearer("/api/protection/limits", "PUT", { kind: "loss_day", amount: 1000 }),
		exclusion: await asBearer("/api/protection/exclusions", "POST", { kind: "cooloff_24h" }),
		signOutEverywhere: await asBearer("/api/auth/logout-all", "POST"),
		table: (await tryTable(token, randomIp())).status,
	};
}

const allRefused = { deposit: 401, withdraw: 401, limits: 401, exclusion: 401, signOutEverywhere: 401, table: 401 };

describe("a session that ends, ends everywhere", () => {
	it("logout closes that session's table socket at once and refuses its access token on every route that matters", async () => {
		const player = await signedInPlayer();
		// The same player on a second device: another session, which logout of the first must not touch.
		const other = await login(player.phone, player.password);
		const table = await openTable(player.token);
		await table.next("syncState");
		const elsewhere = await openTable(other.body.token);
		await elsewhere.next("syncState");

		const logout = await call("/api/auth/logout", undefined, { cookie: player.cookie, method: "POST" });
		expect(logout.status).toBe(200);
		// Closed by the time the logout answered (no waiting on a token to expire).
		expect(await table.waitClosed(1_000)).toEqual({ code: CLOSE.sessionEnded, reason: rouletteMessages.sessionEnded });
		// Told first, in a message, so a client behind a slow close handshake still acts at once.
		expect(table.messages.at(-1)).toMatchObject({
			type: "sessionEnded",
			code: CLOSE.sessionEnded,
			message: rouletteMessages.sessionEnded,
		});
		expect(await protectedAnswers(player.token)).toEqual(allRefused);
		// The other device plays on.
		expect(elsewhere.closedWith).toBeNull();
		await bettingOpen();
		const bet = redBet();
		elsewhere.send(bet);
		expect((await elsewhere.reply(bet.submissionId)).type).toBe("betsPlaced");
		elsewhere.close();
	});

	it("logout by access token alone (no cookie) ends that session too", async () => {
		const player = await signedInPlayer();
		const table = await openTable(player.token);
		await table.next("syncState");
		const logout = await call("/api/auth/logout", undefined, { token: player.token, method: "POST" });
		expect(logout.status).toBe(200);
		expect((await table.waitClosed(1_000)).code).toBe(CLOSE.sessionEnded);
		expect((await call("/api/auth/refresh-token", undefined, { cookie: player.cookie, method: "POST" })).status).toBe(
			401,
		);
		expect(await protectedAnswers(player.token)).toEqual(allRefused);
	});

	it("sign out everywhere ends every session and socket of the player, and is audited", async () => {
		const player = await signedInPlayer();
		const other = await login(player.phone, player.password);
		const tables = [await openTable(player.token), await openTable(other.body.token)];
		for (const t of tables) await t.next("syncState");
		const answer = await call("/api/auth/logout-all", undefined, { token: player.token, method: "POST" });
		expect(answer.status).toBe(200);
		expect(await answer.json()).toEqual({ message: accountMessages.signedOutEverywhere });
		for (const t of tables) expect((await t.waitClosed(1_000)).code).toBe(CLOSE.sessionEnded);
		expect(await protectedAnswers(player.token)).toEqual(allRefused);
		expect(await protectedAnswers(other.body.token ?? "")).toEqual(allRefused);
		expect(
			(await call("/api/auth/refresh-token", undefined, { cookie: other.cookie ?? "", method: "POST" })).status,
		).toBe(401);
		const audit = await env.DB.prepare("SELECT action, actor_id FROM audit_log WHERE target_id = ?")
			.bind(player.id)
			.all();
		expect(audit.results).toEqual([{ action: "session.end_all", actor_id: player.id }]);
	});

	it("a copied refresh token coming back revokes its session and closes that session's sockets", async () => {
		const player = await signedInPlayer();
		const table = await openTable(player.token);
		await table.next("syncState");
		const rotated = await call("/api/auth/refresh-token", undefined, { cookie: player.cookie, method: "POST" });
		expect(rotated.status).toBe(200);
		// The rotated cookie again, after the grace in which the same browser may retry it: someone holds a copy.
		vi.useFakeTimers({ toFake: ["Date"] });
		vi.setSystemTime(Date.now() + ROTATED_TOKEN_GRACE_MS + 1_000);
		try {
			const replay = await call("/api/auth/refresh-token", undefined, { cookie: player.cookie, method: "POST" });
			expect(replay.status).toBe(401);
		} finally {
			vi.useRealTimers();
		}
		expect((await table.waitClosed(1_000)).code).toBe(CLOSE.sessionEnded);
		expect(await protectedAnswers(player.token)).toEqual(allRefused);
	});

	it("a socket the Worker let through just before the logout is closed when the room accepts it", async () => {
		const player = await signedInPlayer();
		const sessionId = sessionIdOf(player.token);
		// The race: the Worker checked the token, then the logout revoked the session and closed its sockets,
		// then the room accepted the upgrade. Replayed in that order: revoke first, then the room's upgrade.
		expect((await call("/api/auth/logout", undefined, { cookie: player.cookie, method: "POST" })).status).toBe(200);
		const late = await RoomClient.connect(
			roomStub(env),
			"http://room/",
			identityHeaders({ id: player.id, role: "user", sessionId }, { client: randomIp() }),
		);
		expect(await late.waitClosed(1_000)).toEqual({ code: CLOSE.sessionEnded, reason: rouletteMessages.sessionEnded });
		expect(late.messages.filter((m) => m.type === "syncState")).toEqual([]);
	});

	it("a password reset closes every table socket of the player", async () => {
		const player = await signedInPlayer();
		const table = await openTable(player.token);
		await table.next("syncState");
		const ip = randomIp();
		expect((await call("/api/auth/forgot-password", { phone: player.phone }, { ip })).status).toBe(200);
		const otp = log.codeFor(player.phone);
		const reset = await call(
			"/api/auth/reset-password",
			{ phone: player.phone, otp, newPassword: "Another@123" },
			{ ip },
		);
		expect(reset.status).toBe(200);
		expect((await table.waitClosed(1_000)).code).toBe(CLOSE.sessionEnded);
		expect(await protectedAnswers(player.token)).toEqual(allRefused);
	});

	it("a member deletion closes their table socket", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await signedInPlayer();
		const table = await openTable(player.token);
		await table.next("syncState");
		const deleted = await call(`/api/admin/members/${player.id}`, undefined, { token: admin.token, method: "DELETE" });
		expect(deleted.status).toBe(200);
		expect((await table.waitClosed(1_000)).code).toBe(CLOSE.sessionEnded);
	});
});

describe("a socket never acts beyond its token's expiry", () => {
	/** Moves the table's session clock forward (the room reads expiry through it). */
	async function advanceTableClock(ms: number) {
		await runInDurableObject(roomStub(env), (room: RouletteRoom) => {
			room.configureForTests({ clock: () => Date.now() + ms });
		});
	}
	afterEach(async () => {
		await runInDurableObject(roomStub(env), (room: RouletteRoom) => {
			room.configureForTests({ clock: Date.now });
		});
	});

	it("closes an expired socket at its next message (4002) and places nothing", async () => {
		const player = await signedInPlayer();
		const table = await openTable(player.token);
		await table.next("syncState");
		await bettingOpen();
		await advanceTableClock(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1_000);
		table.send(redBet());
		expect(await table.waitClosed(1_000)).toEqual({
			code: CLOSE.sessionExpired,
			reason: rouletteMessages.sessionExpired,
		});
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 100_000, tokensPaise: 0 });
	});

	it("a socket that renews its session with a fresh token of the same session plays on past the old expiry", async () => {
		const player = await signedInPlayer();
		const sessionId = sessionIdOf(player.token);
		// A token with a minute left, as a player's would be after 14 minutes at the table.
		const ageing = await signAccessToken(
			env.JWT_SECRET,
			{ userId: player.id, role: "user", sessionEpoch: 0, sessionId },
			Date.now() - (ACCESS_TOKEN_TTL_SECONDS - 60) * 1000,
		);
		const table = await openTable(ageing);
		await table.next("syncState");
		const refreshed = await call("/api/auth/refresh-token", undefined, { cookie: player.cookie, method: "POST" });
		const fresh = (await refreshed.json<{ token: string }>()).token;
		table.send({ type: "renewSession", token: fresh });
		const renewed = await table.next("sessionRenewed");
		expect(renewed.expiresAt).toBeGreaterThan(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
		await bettingOpen();
		await advanceTableClock(2 * 60_000);
		const bet = redBet();
		table.send(bet);
		expect((await table.reply(bet.submissionId)).type).toBe("betsPlaced");
		table.close();
	});

	it("closes expired sockets when the next round opens, even if they stay silent", async () => {
		const player = await signedInPlayer();
		const table = await openTable(player.token);
		await table.next("syncState");
		await bettingOpen();
		await advanceTableClock(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1_000);
		// The sweep runs as the next round opens, before its gameStarted goes out: betting, spinning, result, next.
		for (let phase = 0; phase < 3; phase++) await tick(roomStub(env));
		expect((await table.waitClosed(1_000)).code).toBe(CLOSE.sessionExpired);
		expect(table.messages.filter((m) => m.type === "gameStarted")).toEqual([]);
		expect(table.messages.at(-1)).toMatchObject({ type: "sessionEnded", code: CLOSE.sessionExpired });
	});
});

describe("socket budgets", () => {
	it("under a flood from two anonymous and two signed-in sockets, the floods are closed unanswered and an honest bet is placed", async () => {
		const honest = await signedInPlayer();
		const attackers = [await createUser({ realPaise: 100_000 }), await createUser({ realPaise: 100_000 })];
		const table = await openTable(honest.token);
		await table.next("syncState");
		await bettingOpen();
		const flooders = [
			await openTable(undefined, "198.51.100.1"),
			await openTable(undefined, "198.51.100.2"),
			...(await Promise.all(attackers.map((a, i) => openTable(a.token, `198.51.100.${10 + i}`)))),
		];
		for (const f of flooders) await f.next("syncState");
		const before = flooders.map((f) => f.messages.length);
		// The room's clock held still: a budget refills with time, and a slow machine must not earn a flooder more.
		const now = Date.now();
		await runInDurableObject(roomStub(env), (room: RouletteRoom) => room.configureForTests({ clock: () => now }));
		// 1,000 junk frames each, sent at once (placeBets with junk, not JSON, unknown types).
		const junk = ['{"type":"placeBets","submissionId":"x","bets":"junk"}', "not json", '{"type":"withdrawAll"}'];
		for (const f of flooders) for (let i = 0; i < 1_000; i++) f.socket.send(junk[i % junk.length] ?? "");
		const bet = redBet();
		table.send(bet);
		expect((await table.reply(bet.submissionId)).type).toBe("betsPlaced");
		const closes = await Promise.all(flooders.map((f) => f.waitClosed()));
		await runInDurableObject(roomStub(env), (room: RouletteRoom) => room.configureForTests({ clock: Date.now }));
		expect(closes).toEqual([
			{ code: CLOSE.policy, reason: rouletteMessages.spectatorMessage },
			{ code: CLOSE.policy, reason: rouletteMessages.spectatorMessage },
			{ code: CLOSE.policy, reason: rouletteMessages.tooManyMessages },
			{ code: CLOSE.policy, reason: rouletteMessages.tooManyMessages },
		]);
		// Spectators got no answer at all; signed-in flooders at most one error per message of their burst.
		const answers = flooders.map((f, i) => f.messages.slice(before[i]).filter((m) => m.type === "error").length);
		expect(answers.slice(0, 2)).toEqual([0, 0]);
		for (const n of answers.slice(2)) expect(n).toBeLessThanOrEqual(DEFAULT_SOCKET_BUDGETS.burst);
		// Nothing was debited from the flooders; the honest stake was.
		for (const a of attackers)
			expect(await balancesOf(database(env.DB), a.id)).toEqual({ realPaise: 100_000, tokensPaise: 0 });
		expect((await balancesOf(database(env.DB), honest.id)).realPaise).toBe(50_000);
		table.close();
	});

	it("caps the sockets per address (429 with a message) without touching other addresses", async () => {
		const ip = "203.0.113.7";
		const open: RoomClient[] = [];
		for (let i = 0; i < DEFAULT_SOCKET_BUDGETS.socketsPerAddress; i++) open.push(await openTable(undefined, ip));
		const refused = await tryTable(undefined, ip);
		expect(refused.status).toBe(429);
		expect(await refused.json()).toEqual({ message: rouletteMessages.tooManyConnections });
		// An IPv6 neighbour in the same /64 is the same address; another address is not.
		const other = await openTable(undefined, "203.0.113.8");
		await other.next("syncState");
		for (const c of [...open, other]) c.close();
	});

	it("caps the sockets per signed-in user", async () => {
		const player = await createUser();
		const open: RoomClient[] = [];
		for (let i = 0; i < DEFAULT_SOCKET_BUDGETS.socketsPerUser; i++) open.push(await openTable(player.token));
		const refused = await tryTable(player.token, randomIp());
		expect(refused.status).toBe(429);
		for (const c of open) c.close();
	});

	it("caps new sockets per address per minute, so a reconnect loop cannot work the room", async () => {
		// A budget of 5 a minute and the room's clock held still, so all tries fall in one window.
		const now = Date.now();
		await runInDurableObject(roomStub(env), (room: RouletteRoom) => {
			room.configureForTests({ budgets: { connectsPerMinute: 5 }, clock: () => now });
		});
		try {
			const ip = "203.0.113.40";
			const statuses: number[] = [];
			for (let i = 0; i < 7; i++) {
				const response = await tryTable(undefined, ip);
				statuses.push(response.status);
				response.webSocket?.accept();
				response.webSocket?.close(1000, "done");
			}
			expect(statuses).toEqual([101, 101, 101, 101, 101, 429, 429]);
			// Another address has its own budget.
			expect((await tryTable(undefined, "203.0.113.41")).status).toBe(101);
		} finally {
			await runInDurableObject(roomStub(env), (room: RouletteRoom) => {
				room.configureForTests({
					budgets: { connectsPerMinute: DEFAULT_SOCKET_BUDGETS.connectsPerMinute },
					clock: Date.now,
				});
			});
		}
	});
});
