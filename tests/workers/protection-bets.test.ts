/** Bets over a real socket are refused during a break and beyond the daily loss limit, and nothing is debited. */
import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ROOM_SOCKET_PATH, type ServerMessage } from "~/domain/roulette/protocol";
import { ROOM_IDENTITY_HEADERS } from "~/domain/roulette/room-contract";
import { database } from "~/server/db/client";
import { balancesOf, preparedMovements } from "~/server/ledger";
import { stakeAllowed } from "~/server/protection";
import { api as app } from "~/worker/api";
import { roomStub } from "~/worker/api/room";
import { holdAtBetting } from "./helpers/room-clock";
import { connectAs, identityHeaders, isolatedRoom, RoomClient } from "./helpers/room-socket";
import { authHeaders, createUser, type TestUser } from "./helpers/users";

const sid = () => crypto.randomUUID();

function protection(path: string, user: TestUser, body: unknown) {
	return exports.default.fetch(`http://localhost/api/protection${path}`, {
		method: path === "/limits" ? "PUT" : "POST",
		headers: { "Content-Type": "application/json", ...authHeaders(user) },
		body: JSON.stringify(body),
	});
}

async function stakeRows(userId: string) {
	const { results } = await env.DB.prepare(
		"SELECT amount_paise FROM ledger_entries WHERE user_id = ? AND reason = 'bet_stake'",
	)
		.bind(userId)
		.all<{ amount_paise: number }>();
	return results.map((r) => r.amount_paise);
}

/** A socket of `player` at a table of its own, held in its betting window. */
async function seatedAtOpenTable(player: TestUser) {
	const room = await isolatedRoom();
	await holdAtBetting(room);
	const client = await connectAs(room, player);
	await client.next("syncState");
	return client;
}

async function betRowCount(userId: string) {
	const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM bets WHERE user_id = ?")
		.bind(userId)
		.first<{ n: number }>();
	return row?.n;
}

const errorText = (m: ServerMessage) => (m.type === "error" ? m.message : `(${m.type})`);

describe("player protection at the table", () => {
	it("a player in cool-off gets the message over the Worker's socket and is not debited", async () => {
		const player = await createUser({ realPaise: 100_000, tokensPaise: 10_000 });
		const started = await protection("/exclusions", player, { kind: "cool_off", period: "24h" });
		expect(started.status).toBe(201);

		await holdAtBetting(roomStub(env));
		const client = await RoomClient.connect(
			exports.default,
			`http://localhost${ROOM_SOCKET_PATH}?token=${encodeURIComponent(player.token)}`,
		);
		await client.next("syncState");
		for (const wallet of ["real", "tokens"] as const) {
			const submissionId = sid();
			client.send({ type: "placeBets", submissionId, wallet, bets: [{ type: "red", amount: 100 }] });
			expect(errorText(await client.reply(submissionId))).toMatch(
				/^Betting is paused by your own choice until .+ IST\.$/,
			);
		}
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 100_000, tokensPaise: 10_000 });
		expect(await stakeRows(player.id)).toEqual([]);
		expect(await betRowCount(player.id)).toBe(0);
		client.close();
	});

	it("the daily loss limit refuses the bet that would pass it (real money only), and the one under it goes through", async () => {
		const player = await createUser({ realPaise: 100_000, tokensPaise: 100_000 });
		expect((await protection("/limits", player, { kind: "loss_day", amount: 100 })).status).toBe(200);
		const client = await seatedAtOpenTable(player);

		const first = sid();
		client.send({ type: "placeBets", submissionId: first, wallet: "real", bets: [{ type: "red", amount: 60 }] });
		expect((await client.reply(first)).type).toBe("betsPlaced");

		const second = sid();
		client.send({
			type: "placeBets",
			submissionId: second,
			wallet: "real",
			bets: [{ type: "straight", numbers: [17], amount: 50 }],
		});
		expect(errorText(await client.reply(second))).toBe(
			"This bet would go over your daily loss limit. You can stake up to ₹40 more now.",
		);
		// Play tokens are not real money: the loss limit does not apply to them.
		const tokens = sid();
		client.send({ type: "placeBets", submissionId: tokens, wallet: "tokens", bets: [{ type: "odd", amount: 500 }] });
		expect((await client.reply(tokens)).type).toBe("betsPlaced");

		expect(await stakeRows(player.id)).toEqual(expect.arrayContaining([-6_000, -50_000]));
		expect(await stakeRows(player.id)).toHaveLength(2);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(100_000 - 6_000);
		client.close();
	});

	it("two submissions sent together cannot pass the loss limit between them", async () => {
		const player = await createUser({ realPaise: 100_000 });
		expect((await protection("/limits", player, { kind: "loss_day", amount: 100 })).status).toBe(200);
		const client = await seatedAtOpenTable(player);
		const a = sid();
		const b = sid();
		client.send({
			type: "placeBets",
			submissionId: a,
			wallet: "real",
			bets: [{ type: "straight", numbers: [7], amount: 60 }],
		});
		client.send({
			type: "placeBets",
			submissionId: b,
			wallet: "real",
			bets: [{ type: "straight", numbers: [8], amount: 60 }],
		});
		const replies = [await client.reply(a), await client.reply(b)];
		expect(replies.filter((r) => r.type === "betsPlaced")).toHaveLength(1);
		expect(replies.map(errorText)).toContain(
			"This bet would go over your daily loss limit. You can stake up to ₹40 more now.",
		);
		expect(await stakeRows(player.id)).toEqual([-6_000]);
		client.close();
	});

	it("a player at two tables cannot pass the loss limit with bets sent to both at once", async () => {
		// Each table is a room of its own: neither sees the other's bets on their way to D1, so only the stake's own
		// statement, which reads the day's loss as it debits, can hold the limit (server/protection.ts).
		const tables = [await isolatedRoom(), await isolatedRoom()];
		for (const table of tables) await holdAtBetting(table);
		for (let pair = 0; pair < 6; pair++) {
			const player = await createUser({ realPaise: 100_000 });
			expect((await protection("/limits", player, { kind: "loss_day", amount: 100 })).status).toBe(200);
			const clients = await Promise.all(tables.map((table) => connectAs(table, player)));
			for (const client of clients) await client.next("syncState");
			const ids = clients.map(() => sid());
			clients.forEach((client, i) => {
				client.send({
					type: "placeBets",
					submissionId: ids[i] ?? "",
					wallet: "real",
					bets: [{ type: "straight", numbers: [7 + i], amount: 60 }],
				});
			});
			const replies = await Promise.all(clients.map((client, i) => client.reply(ids[i] ?? "")));
			expect(replies.filter((r) => r.type === "betsPlaced")).toHaveLength(1);
			expect(replies.map(errorText)).toContain(
				"This bet would go over your daily loss limit. You can stake up to ₹40 more now.",
			);
			expect(await stakeRows(player.id)).toEqual([-6_000]);
			expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(100_000 - 6_000);
			for (const client of clients) client.close();
		}
	});

	it("the stake's own statement holds the loss limit in force, pending changes included, and never for tokens", async () => {
		const db = database(env.DB);
		const stake = preparedMovements(db, env.DB, stakeAllowed);
		const now = Date.now();
		const player = await createUser({ realPaise: 100_000, tokensPaise: 100_000 });
		const room = crypto.randomUUID();
		await env.DB.prepare(
			"INSERT INTO rounds (id, seq, table_id, commitment, betting_opens_at, betting_closes_at) VALUES (?1, 1, ?1, 'c', ?2, ?2)",
		)
			.bind(room, now)
			.run();
		const limitRow = (value: number | null, pending: { value?: number; remove?: boolean; at: number } | null) =>
			env.DB.prepare(
				`INSERT INTO player_limits (user_id, kind, value, pending_value, pending_remove, pending_effective_at, updated_at)
				 VALUES (?1, 'loss_day', ?2, ?3, ?4, ?5, ?6)
				 ON CONFLICT (user_id, kind) DO UPDATE SET value = ?2, pending_value = ?3, pending_remove = ?4,
				   pending_effective_at = ?5`,
			)
				.bind(player.id, value, pending?.value ?? null, pending?.remove ? 1 : 0, pending?.at ?? null, now)
				.run();
		let n = 0;
		const tryStake = async (wallet: "real" | "tokens", paise: number) => {
			const [insert, update] = stake(
				{
					userId: player.id,
					wallet,
					amountPaise: -paise,
					reason: "bet_stake",
					refType: "round",
					refId: room,
					idempotencyKey: `t:${player.id}:${n++}`,
				},
				now,
			);
			const [inserted] = await env.DB.batch([insert, update]);
			if (inserted?.meta.changes === 1) {
				await env.DB.prepare(
					"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, status, submission_id, position, created_at) VALUES (?, ?, ?, ?, 'red', '', ?, 'placed', ?, 0, ?)",
				)
					.bind(crypto.randomUUID(), room, player.id, wallet, paise, crypto.randomUUID(), now)
					.run();
				return true;
			}
			return false;
		};
		await limitRow(10_000, null);
		expect(await tryStake("real", 6_000)).toBe(true);
		expect(await tryStake("real", 4_001)).toBe(false);
		expect(await tryStake("tokens", 50_000)).toBe(true);
		expect(await tryStake("real", 4_000)).toBe(true);
		// A raise that is still waiting does not count yet; once due, it does; a due removal lifts the limit.
		await limitRow(10_000, { value: 20_000, at: now + 60_000 });
		expect(await tryStake("real", 1_000)).toBe(false);
		await limitRow(10_000, { value: 20_000, at: now - 1 });
		expect(await tryStake("real", 10_000)).toBe(true);
		expect(await tryStake("real", 1)).toBe(false);
		await limitRow(10_000, { remove: true, at: now - 1 });
		expect(await tryStake("real", 30_000)).toBe(true);
		expect((await balancesOf(db, player.id)).realPaise).toBe(100_000 - 6_000 - 4_000 - 10_000 - 30_000);

		// A break refuses every stake while it is in force, tokens too; one that ended, or starts later, does not.
		const exclusion = (kind: "cool_off" | "self_exclusion", startsAt: number, endsAt: number) =>
			env.DB.prepare("INSERT INTO exclusions (id, user_id, kind, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)")
				.bind(crypto.randomUUID(), player.id, kind, startsAt, endsAt)
				.run();
		await exclusion("cool_off", now - 90_000, now - 1);
		await exclusion("self_exclusion", now + 1, now + 90_000);
		expect(await tryStake("real", 1_000)).toBe(true);
		expect(await tryStake("tokens", 1_000)).toBe(true);
		await exclusion("self_exclusion", now, now + 90_000);
		expect(await tryStake("real", 1_000)).toBe(false);
		expect(await tryStake("tokens", 1_000)).toBe(false);
		expect(await balancesOf(db, player.id)).toEqual({
			realPaise: 100_000 - 6_000 - 4_000 - 10_000 - 30_000 - 1_000,
			tokensPaise: 100_000 - 50_000 - 1_000,
		});
	});

	it("a break taken while the round is open refuses the player's next bet, with its message, and nothing moves", async () => {
		// The room reads nothing before a stake: the break is read by the stake's own statement in the commit's batch.
		const player = await createUser({ realPaise: 100_000, tokensPaise: 10_000 });
		const client = await seatedAtOpenTable(player);
		const before = sid();
		client.send({ type: "placeBets", submissionId: before, wallet: "real", bets: [{ type: "red", amount: 100 }] });
		expect((await client.reply(before)).type).toBe("betsPlaced");

		expect((await protection("/exclusions", player, { kind: "cool_off", period: "24h" })).status).toBe(201);
		for (const wallet of ["real", "tokens"] as const) {
			const during = sid();
			client.send({ type: "placeBets", submissionId: during, wallet, bets: [{ type: "odd", amount: 100 }] });
			expect(errorText(await client.reply(during))).toMatch(/^Betting is paused by your own choice until .+ IST\.$/);
		}
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 90_000, tokensPaise: 10_000 });
		expect(await stakeRows(player.id)).toEqual([-10_000]);
		expect(await betRowCount(player.id)).toBe(1);
		client.close();
	});

	it("stakes grouped into one D1 batch are answered each on their own: a break, a loss limit, a free player", async () => {
		const resting = await createUser({ realPaise: 100_000 });
		expect((await protection("/exclusions", resting, { kind: "cool_off", period: "24h" })).status).toBe(201);
		const limited = await createUser({ realPaise: 100_000 });
		expect((await protection("/limits", limited, { kind: "loss_day", amount: 100 })).status).toBe(200);
		const free = await createUser({ realPaise: 100_000 });
		const room = await isolatedRoom();
		await holdAtBetting(room);
		const clients = await Promise.all([resting, limited, free].map((player) => connectAs(room, player)));
		for (const client of clients) await client.next("syncState");
		// Sent together, so their stakes share a group's batch (group commit is on in the suite).
		const ids = clients.map(() => sid());
		clients.forEach((client, i) => {
			client.send({
				type: "placeBets",
				submissionId: String(ids[i]),
				wallet: "real",
				bets: [{ type: "red", amount: 150 }],
			});
		});
		const [r0, r1, r2] = await Promise.all(clients.map((client, i) => client.reply(String(ids[i]))));
		expect(errorText(r0 as ServerMessage)).toMatch(/^Betting is paused by your own choice until .+ IST\.$/);
		expect(errorText(r1 as ServerMessage)).toBe(
			"This bet would go over your daily loss limit. You can stake up to ₹100 more now.",
		);
		expect(r2?.type).toBe("betsPlaced");
		expect(await stakeRows(resting.id)).toEqual([]);
		expect(await stakeRows(limited.id)).toEqual([]);
		expect(await stakeRows(free.id)).toEqual([-15_000]);
		for (const client of clients) client.close();
	});

	it("licensed mode: a player connecting from outside the allowed countries is told why and not debited", async () => {
		const player = await createUser({ realPaise: 100_000 });
		const stub = await isolatedRoom();
		const licensed: Record<string, string> = {
			OPERATOR_MODE: "licensed",
			LICENCE_HOLDER: "Example Gaming Ltd",
			LICENCE_NUMBER: "MGA/B2C/123/2026",
			LICENCE_JURISDICTION: "Malta",
			ALLOWED_COUNTRIES: "MT",
		};
		// This room runs as a licensed deployment would (its other vars unchanged).
		await runInDurableObject(stub, (room) => {
			room.configureForTests({ vars: { ...env, ...licensed } });
		});
		const connect = (country: string) =>
			RoomClient.connect(
				stub,
				"http://room/",
				identityHeaders({ id: player.id, role: "user", name: "Asha", sessionId: player.sessionId }, { country }),
			);
		await holdAtBetting(stub);
		const outside = await connect("IN");
		await outside.next("syncState");
		const refused = sid();
		outside.send({ type: "placeBets", submissionId: refused, wallet: "real", bets: [{ type: "red", amount: 100 }] });
		expect(errorText(await outside.reply(refused))).toBe(
			"Sorry, registration, deposits, withdrawals and betting are not available from your country (IN). You can still browse the site.",
		);
		expect(await stakeRows(player.id)).toEqual([]);

		const inside = await connect("MT");
		await inside.next("syncState");
		const allowed = sid();
		inside.send({ type: "placeBets", submissionId: allowed, wallet: "real", bets: [{ type: "red", amount: 100 }] });
		expect((await inside.reply(allowed)).type).toBe("betsPlaced");
		outside.close();
		inside.close();
	});

	it("the Worker tells the room the socket's country from request.cf, and a client cannot claim one", async () => {
		const player = await createUser();
		let forwarded: Headers | null = null;
		const fakeRoom = {
			idFromName: () => ({}),
			get: () => ({
				fetch: async (request: Request) => {
					forwarded = request.headers;
					const { 0: client } = new WebSocketPair();
					return new Response(null, { status: 101, webSocket: client });
				},
			}),
		};
		const request = new Request(`http://localhost${ROOM_SOCKET_PATH}?token=${encodeURIComponent(player.token)}`, {
			headers: { Upgrade: "websocket", [ROOM_IDENTITY_HEADERS.country]: "MT" },
			cf: { country: "IN" },
		} as RequestInit);
		const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
		const response = await app.fetch(request, { ...env, ROULETTE_ROOM: fakeRoom } as unknown as Env, ctx);
		expect(response.status).toBe(101);
		expect((forwarded as Headers | null)?.get(ROOM_IDENTITY_HEADERS.country)).toBe("IN");
	});
});
