import { evictDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { type BetRequest, ROOM_SOCKET_PATH } from "~/domain/roulette/protocol";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import { api } from "./helpers/api";
import { holdClock, tick } from "./helpers/room-clock";
import { RoomClient } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

/** The table the Worker's socket path leads to (worker/api/room.ts). */
const mainRoom = () => env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName("main"));
const socketUrl = (token: string) => `http://localhost${ROOM_SOCKET_PATH}?token=${encodeURIComponent(token)}`;

const setLimits = (admin: TestUser, minBet: number, maxBet: number) =>
	api("/admin/games/roulette", admin, { method: "PUT", body: { minBet, maxBet } });

async function stakesOf(userId: string) {
	const { results } = await env.DB.prepare(
		"SELECT amount_paise, idempotency_key FROM ledger_entries WHERE user_id = ? AND reason = 'bet_stake' ORDER BY id",
	)
		.bind(userId)
		.all<{ amount_paise: number; idempotency_key: string }>();
	return results;
}

async function betsIn(roundId: string, userId: string) {
	const { results } = await env.DB.prepare(
		"SELECT bet_type, amount_paise FROM bets WHERE round_id = ? AND user_id = ? ORDER BY created_at, position",
	)
		.bind(roundId, userId)
		.all<{ bet_type: string; amount_paise: number }>();
	return results;
}

/** Sends one submission and returns the room's answer: null when placed, else the refusal's message. */
async function place(client: RoomClient, bets: BetRequest[]): Promise<string | null> {
	const submissionId = crypto.randomUUID();
	client.send({ type: "placeBets", submissionId, wallet: "real", bets });
	const reply = await client.reply(submissionId);
	return reply.type === "error" ? reply.message : null;
}

describe("the table's bet limits come from the catalogue (docs/decisions/0745)", () => {
	afterEach(async () => {
		await env.DB.prepare("UPDATE games SET min_bet_paise = 1000, max_bet_paise = 5000000 WHERE id = 'roulette'").run();
	});

	it("enforces the admin's ₹50–₹100 per bet from the next round, over the Worker's socket, and debits nothing it refuses", async () => {
		const room = mainRoom();
		await holdClock(room);
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 1_000_000 });
		const client = await RoomClient.connect(exports.default, socketUrl(player.token));
		const sync = await client.next("syncState");
		const before = sync.round;
		if (!before) throw new Error("no round");
		expect(before).toMatchObject({ phase: "betting", minBet: 10, maxBet: 50_000 });

		// The admin sets ₹50–₹100 while this round is open; the catalogue shows it at once...
		expect((await setLimits(admin, 50, 100)).status).toBe(200);
		const catalogue = (await (await api("/games", null)).json()) as {
			games: Array<{ id: string; minBet: number; maxBet: number }>;
		};
		expect(catalogue.games.find((g) => g.id === "roulette")).toMatchObject({ minBet: 50, maxBet: 100 });
		// ...but the round in progress keeps the limits it opened with.
		expect(await place(client, [{ type: "straight", numbers: [1], amount: 10 }])).toBeNull();
		expect(await place(client, [{ type: "straight", numbers: [2], amount: 2_000 }])).toBeNull();

		// The next round opens with the catalogue's limits, and says so to everyone.
		const from = client.messages.length;
		await tick(room); // betting → spinning
		await tick(room); // spinning → result, settled
		await tick(room); // result → the next round
		const started = await client.next("gameStarted", { from });
		const round = started.round;
		expect(round.seq).toBe(before.seq + 1);
		expect(round).toMatchObject({ phase: "betting", minBet: 50, maxBet: 100 });
		const watcher = await RoomClient.connect(exports.default, `http://localhost${ROOM_SOCKET_PATH}`);
		expect((await watcher.next("syncState")).round).toMatchObject({ roundId: round.roundId, minBet: 50, maxBet: 100 });

		// The attack: under the minimum, over the maximum, and over it in small entries on one place.
		const balance = await balancesOf(database(env.DB), player.id);
		const stakes = await stakesOf(player.id);
		expect(await place(client, [{ type: "straight", numbers: [5], amount: 10 }])).toBe("The minimum bet is ₹50.");
		expect(await place(client, [{ type: "straight", numbers: [5], amount: 2_000 }])).toBe("The maximum bet is ₹100.");
		expect(
			await place(
				client,
				Array.from({ length: 20 }, () => ({ type: "straight" as const, numbers: [5], amount: 100 })),
			),
		).toBe("The maximum bet is ₹100.");
		// A valid bet does not carry an invalid one: the submission is refused whole.
		expect(
			await place(client, [
				{ type: "red", amount: 50 },
				{ type: "dozen", numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], amount: 20 },
			]),
		).toBe("The minimum bet is ₹50.");
		expect(await balancesOf(database(env.DB), player.id)).toEqual(balance);
		expect(await stakesOf(player.id)).toEqual(stakes);
		expect(await betsIn(round.roundId, player.id)).toEqual([]);

		// At the limits the bets go through and are debited.
		expect(await place(client, [{ type: "red", amount: 50 }])).toBeNull();
		expect(await place(client, [{ type: "straight", numbers: [7], amount: 100 }])).toBeNull();
		// A place already at the maximum takes no more chips in a later submission; one over the minimum takes them.
		expect(await place(client, [{ type: "straight", numbers: [7], amount: 10 }])).toBe("The maximum bet is ₹100.");
		expect(await place(client, [{ type: "red", amount: 10 }])).toBeNull();
		expect(await balancesOf(database(env.DB), player.id)).toEqual({
			realPaise: balance.realPaise - 16_000,
			tokensPaise: balance.tokensPaise,
		});
		expect(await betsIn(round.roundId, player.id)).toEqual([
			{ bet_type: "red", amount_paise: 5_000 },
			{ bet_type: "straight", amount_paise: 10_000 },
			{ bet_type: "red", amount_paise: 1_000 },
		]);

		// Another change now again waits for the next round; an eviction keeps the round's limits (stored with it).
		expect((await setLimits(admin, 10, 50_000)).status).toBe(200);
		await evictDurableObject(room);
		expect(await place(client, [{ type: "straight", numbers: [9], amount: 10 }])).toBe("The minimum bet is ₹50.");
		const again = await RoomClient.connect(exports.default, socketUrl(player.token));
		expect((await again.next("syncState")).round).toMatchObject({ roundId: round.roundId, minBet: 50, maxBet: 100 });

		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
		for (const c of [client, watcher, again]) c.close();
	});
});
