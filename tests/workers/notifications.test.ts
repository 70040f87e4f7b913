/**
 * Notifications (docs/decisions/0900-notifications.md): each kind is written by the action that causes it, once, and
 * reaches the player's open page over their NotificationsHub socket; a player reads and marks only their own; the
 * socket ends with the session and keeps to its budgets.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authMessages } from "~/domain/messages";
import {
	NOTIFICATIONS_SOCKET_PATH,
	type NotificationKind,
	type NotificationSocketMessage,
	type NotificationView,
	notificationMessages,
} from "~/domain/notifications";
import { CLOSE } from "~/domain/roulette/room-contract";
import { HUB_BUDGETS, type NotificationsHub } from "~/durable/notifications-hub";
import { database } from "~/server/db/client";
import { notificationsHub, sweepDueNotifications } from "~/server/notifications";
import { call, newUtr } from "./helpers/api";
import { holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom, RoomClient } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

type ListAnswer = {
	data: NotificationView[];
	pagination: { page: number; pageSize: number; total: number; totalPages: number };
	unread: number;
};

/** A page of the player's, holding its notification socket through the Worker. */
function openPage(user: TestUser) {
	return RoomClient.connect(
		exports.default,
		`http://localhost${NOTIFICATIONS_SOCKET_PATH}?token=${encodeURIComponent(user.token)}`,
	);
}

/** The first notification of `kind` the page receives (no polling: woken by each message). */
function received(page: RoomClient, kind: NotificationKind): Promise<NotificationView> {
	return page.until(() => {
		const messages = page.messages as unknown as NotificationSocketMessage[];
		for (const m of messages) if (m.type === "notification" && m.notification.kind === kind) return m.notification;
		return undefined;
	}, `notification ${kind}`);
}

async function list(user: TestUser, page = 1) {
	return call<ListAnswer>("GET", `/api/notifications?page=${page}`, { as: user });
}

async function stored(userId: string, kind: NotificationKind): Promise<number> {
	const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND kind = ?")
		.bind(userId, kind)
		.first<{ n: number }>();
	return row?.n ?? 0;
}

async function depositRequest(player: TestUser, amount = 1_000) {
	const { status, body } = await call<{ data: { id: string } }>("POST", "/api/transactions/deposit", {
		as: player,
		json: { amount, utr: newUtr() },
	});
	expect(status).toBe(201);
	return body.data.id;
}

async function withdrawalRequest(player: TestUser, amount = 500) {
	const { status, body } = await call<{ data: { id: string } }>("POST", "/api/transactions/withdraw", {
		as: player,
		json: {
			amount,
			bankName: "State Bank of India",
			bankAccountNumber: "123456789012",
			ifscCode: "SBIN0001234",
			recipientName: "Ravi Kumar",
		},
	});
	expect(status).toBe(201);
	return body.data.id;
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe("money decisions", () => {
	it("an approved deposit tells the player live, with the bonus tokens, once, and by the log sender", async () => {
		const log = vi.spyOn(console, "log");
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const id = await depositRequest(player, 1_000);
		const page = await openPage(player);
		expect((await call("PUT", `/api/transactions/${id}/approve`, { as: admin })).status).toBe(200);
		const live = await received(page, "deposit_approved");
		expect(live).toMatchObject({ title: "Deposit approved", read: false });
		expect(live.body).toBe("Your deposit of ₹1,000 is in your wallet. You also got 100 bonus play tokens.");
		// A second approval is refused and writes nothing more.
		expect((await call("PUT", `/api/transactions/${id}/approve`, { as: admin })).status).toBe(409);
		expect(await stored(player.id, "deposit_approved")).toBe(1);
		const { body } = await list(player);
		expect(body.unread).toBe(1);
		expect(body.data[0]).toEqual(live);
		const notices = log.mock.calls.map((a) => String(a[0])).filter((l) => l.startsWith(`[notice] ${player.phone} `));
		expect(notices).toEqual([`[notice] ${player.phone} deposit_approved ${live.body}`]);
		page.close();
	});

	it("a rejected deposit tells the player the reason", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const id = await depositRequest(player, 2_000);
		const page = await openPage(player);
		const reject = await call("PUT", `/api/transactions/${id}/reject`, {
			as: admin,
			json: { adminNote: "No payment with this UTR" },
		});
		expect(reject.status).toBe(200);
		const live = await received(page, "deposit_rejected");
		expect(live.body).toBe("Your deposit of ₹2,000 was rejected. Reason: No payment with this UTR");
		page.close();
	});

	it("an approved and a rejected withdrawal each tell the player, the rejection with its reason", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 500_000 });
		const first = await withdrawalRequest(player, 500);
		const second = await withdrawalRequest(player, 700);
		const page = await openPage(player);
		expect((await call("PUT", `/api/transactions/${first}/approve`, { as: admin })).status).toBe(200);
		expect((await received(page, "withdrawal_approved")).body).toContain("₹500");
		const rejected = await call("PUT", `/api/transactions/${second}/reject`, {
			as: admin,
			json: { adminNote: "Bank details do not match" },
		});
		expect(rejected.status).toBe(200);
		expect((await received(page, "withdrawal_rejected")).body).toBe(
			"Your withdrawal of ₹700 was rejected and the money is back in your wallet. Reason: Bank details do not match",
		);
		page.close();
	});
});

describe("time-based notifications", () => {
	it("a raised limit is told once when it takes effect, by the player's hub at that time", async () => {
		const player = await createUser();
		const put = (amount: number) =>
			call("PUT", "/api/protection/limits", { as: player, json: { kind: "deposit_day", amount } });
		expect((await put(1_000)).status).toBe(200);
		expect((await put(5_000)).status).toBe(200);
		const hub = notificationsHub(env, player.id);
		// The hub is woken for the change's time; the test brings that time forward instead of waiting a day.
		expect(await runInDurableObject(hub, (_hub: NotificationsHub, state) => state.storage.getAlarm())).toBeGreaterThan(
			Date.now() + 23 * 3_600_000,
		);
		await env.DB.prepare("UPDATE player_limits SET pending_effective_at = ? WHERE user_id = ?")
			.bind(Date.now() - 1_000, player.id)
			.run();
		const page = await openPage(player);
		expect(await runDurableObjectAlarm(hub)).toBe(true);
		expect((await received(page, "limit_raised")).body).toBe(
			"Your daily deposit limit is now ₹5,000, as you asked 24 hours ago.",
		);
		// The hourly sweep (and a second alarm) find nothing new: exactly once.
		expect(await sweepDueNotifications(database(env.DB), Date.now(), player.id)).toEqual([]);
		expect(await stored(player.id, "limit_raised")).toBe(1);
		page.close();
	});

	it("a break that ended is told once, by the hourly sweep when no alarm came", async () => {
		const player = await createUser();
		const started = await call("POST", "/api/protection/exclusions", {
			as: player,
			json: { kind: "cool_off", period: "24h" },
		});
		expect(started.status).toBe(201);
		await env.DB.prepare("UPDATE exclusions SET starts_at = ?, ends_at = ? WHERE user_id = ?")
			.bind(Date.now() - 2 * 86_400_000, Date.now() - 1_000, player.id)
			.run();
		const page = await openPage(player);
		// The cron's pass over every player: the loopback binding runs the Worker's real `scheduled` export.
		const worker = exports.default as unknown as { scheduled(options: { cron: string }): Promise<unknown> };
		await worker.scheduled({ cron: "17 * * * *" });
		expect((await received(page, "break_ended")).title).toBe("Cool-off ended");
		await worker.scheduled({ cron: "17 * * * *" });
		expect(await stored(player.id, "break_ended")).toBe(1);
		page.close();
	});
});

describe("an operator-set round", () => {
	it("tells each player whose real-money stake it refunded, on any page", async () => {
		const stub = await isolatedRoom();
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 100_000, tokensPaise: 100_000 });
		await holdClock(stub);
		const table = await connectAs(stub, player);
		await table.next("syncState");
		const page = await openPage(player);
		await runInDurableObject(stub, (room) => room.forceResult(7, { id: admin.id, role: "admin" }, null));
		table.send({
			type: "placeBets",
			submissionId: crypto.randomUUID(),
			wallet: "real",
			bets: [
				{ type: "red", amount: 100 },
				{ type: "straight", numbers: [7], amount: 50 },
			],
		});
		await table.next("betsPlaced");
		await tick(stub);
		await tick(stub);
		expect((await received(page, "round_refunded")).body).toBe(
			"The operator set a round's result, so your real-money stake of ₹150 was refunded.",
		);
		expect(await stored(player.id, "round_refunded")).toBe(1);
		table.close();
		page.close();
	});
});

describe("GET /api/notifications and POST /api/notifications/read", () => {
	it("a player lists and marks only their own", async () => {
		const admin = await createUser({ role: "admin" });
		const alice = await createUser();
		const bob = await createUser();
		for (const user of [alice, alice, bob]) {
			await call("PUT", `/api/transactions/${await depositRequest(user)}/approve`, { as: admin });
		}
		const a = (await list(alice)).body;
		expect(a.data).toHaveLength(2);
		expect(a.unread).toBe(2);
		expect(a.pagination).toMatchObject({ page: 1, total: 2, totalPages: 1 });
		const b = (await list(bob)).body;
		expect(b.data).toHaveLength(1);
		// Bob cannot mark Alice's: 404, and nothing is marked (his own included).
		const foreign = await call("POST", "/api/notifications/read", {
			as: bob,
			json: { ids: [b.data[0]?.id, a.data[0]?.id] },
		});
		expect(foreign).toEqual({ status: 404, body: { message: notificationMessages.notFound } });
		expect((await list(alice)).body.unread).toBe(2);
		expect((await list(bob)).body.unread).toBe(1);
		// Alice marks one, then all.
		const one = await call("POST", "/api/notifications/read", { as: alice, json: { ids: [a.data[1]?.id] } });
		expect(one).toEqual({ status: 200, body: { unread: 1 } });
		expect((await list(alice)).body.data.map((n) => n.read)).toEqual([false, true]);
		expect(await call("POST", "/api/notifications/read", { as: alice, json: { all: true } })).toEqual({
			status: 200,
			body: { unread: 0 },
		});
		expect((await list(bob)).body.unread).toBe(1);
	});

	it("answers 401 without a session, 403 to an admin, 422 and 400 to bad input", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		expect((await call("GET", "/api/notifications")).status).toBe(401);
		expect(await call("GET", "/api/notifications", { as: admin })).toEqual({
			status: 403,
			body: { message: authMessages.forbidden },
		});
		expect((await call("GET", "/api/notifications?page=0", { as: player })).status).toBe(422);
		for (const json of [{}, { ids: [] }, { ids: [7] }, { all: false }, { ids: ["x"], all: true }]) {
			const answer = await call<{ message: string }>("POST", "/api/notifications/read", { as: player, json });
			expect(answer.status, JSON.stringify(json)).toBe(422);
		}
		expect((await call("POST", "/api/notifications/read", { as: player, json: ["x"] })).status).toBe(400);
		expect(
			(
				await call("POST", "/api/notifications/read", {
					as: player,
					body: "all",
					headers: { "Content-Type": "text/plain" },
				})
			).status,
		).toBe(415);
	});
});

describe("the notification socket", () => {
	it("is for signed-in players only", async () => {
		const admin = await createUser({ role: "admin" });
		const url = `http://localhost${NOTIFICATIONS_SOCKET_PATH}`;
		const upgrade = { headers: { Upgrade: "websocket" } };
		expect((await exports.default.fetch(url, upgrade)).status).toBe(401);
		expect((await exports.default.fetch(`${url}?token=nonsense`, upgrade)).status).toBe(401);
		const asAdmin = await exports.default.fetch(`${url}?token=${admin.token}`, upgrade);
		expect([asAdmin.status, await asAdmin.json()]).toEqual([403, { message: authMessages.forbidden }]);
	});

	it("closes on logout, sign out everywhere and a ban (4001), and an expired token's socket is closed (4002) instead of sent to", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const page = await openPage(player);
		const logout = await call("POST", "/api/auth/logout", { as: player });
		expect(logout.status).toBe(200);
		expect((await page.waitClosed()).code).toBe(CLOSE.sessionEnded);

		const everywhere = await createUser();
		const pages = [await openPage(everywhere), await openPage(everywhere)];
		expect((await call("POST", "/api/auth/logout-all", { as: everywhere })).status).toBe(200);
		for (const closed of pages) expect((await closed.waitClosed()).code).toBe(CLOSE.sessionEnded);

		const other = await createUser();
		const banned = await openPage(other);
		await call("PUT", `/api/admin/members/${other.id}/status`, { as: admin, json: { status: "banned" } });
		expect((await banned.waitClosed()).code).toBe(CLOSE.sessionEnded);

		const third = await createUser();
		const stale = await openPage(third);
		await runInDurableObject(notificationsHub(env, third.id), (hub: NotificationsHub) => {
			hub.configureForTests({ clock: () => Date.now() + 16 * 60_000 });
		});
		await call("PUT", `/api/transactions/${await depositRequest(third)}/approve`, { as: admin });
		expect((await stale.waitClosed()).code).toBe(CLOSE.sessionExpired);
		expect(stale.messages.map((m) => m.type)).toEqual(["sessionEnded"]);
	});

	it("keeps to its budgets: a client frame closes it unread, and a player opens at most so many", async () => {
		const player = await createUser();
		const chatty = await openPage(player);
		chatty.send("hello");
		expect((await chatty.waitClosed()).code).toBe(CLOSE.policy);
		const busy = await createUser();
		const pages = [];
		for (let i = 0; i < HUB_BUDGETS.sockets; i++) pages.push(await openPage(busy));
		await expect(openPage(busy)).rejects.toThrow("No upgrade: 429");
		for (const page of pages) page.close();
	});
});
