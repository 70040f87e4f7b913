/**
 * Several tables, each its own RouletteRoom (docs/decisions/0620-tables-and-racetrack.md, "One room per table"),
 * proved over real sockets through the Worker (`/api/room/socket?table=<id>`): their rounds are independent, a bet
 * at one is never seen or settled at another, each keeps its own limits, and one wallet shared by both stays exact
 * when a player bets at both at the same moment.
 */
import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { messages, rouletteMessages } from "~/domain/messages";
import type { BetRequest, ServerMessage } from "~/domain/roulette/protocol";
import { CLOSE } from "~/domain/roulette/room-contract";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import { api } from "./helpers/api";
import { randomIp } from "./helpers/auth-client";
import { betRowsWithEntries } from "./helpers/bet-rows";
import { bettingRound, holdClock, tick } from "./helpers/room-clock";
import { isolatedRoom, type RoomClient, type RoomStub, roomNamed, untilAny } from "./helpers/room-socket";
import { openTable, tableSocketUrl } from "./helpers/table-socket";
import { createUser } from "./helpers/users";

type Table = { id: string; stub: RoomStub };

/** A table of the catalogue of its own (a copy of the main table's row), its clock held; `maxBetPaise` to change it. */
async function newTable(maxBetPaise?: number): Promise<Table> {
	const id = `t-${crypto.randomUUID().slice(0, 8)}`;
	const stub = await isolatedRoom(id);
	if (maxBetPaise !== undefined) {
		await env.DB.prepare("UPDATE tables SET max_bet_paise = ? WHERE id = ?").bind(maxBetPaise, id).run();
	}
	await holdClock(stub);
	return { id, stub };
}

const straight = (n: number, amount: number): BetRequest => ({ type: "straight", numbers: [n], amount });

/** Sends a submission without waiting; returns its id. */
function send(client: RoomClient, bets: BetRequest[], wallet: "real" | "tokens" = "real") {
	const submissionId = crypto.randomUUID();
	client.send({ type: "placeBets", submissionId, wallet, bets });
	return submissionId;
}

/** Moves a table from betting to its settled result (betting → spinning → result). */
async function closeAndSettle(table: Table) {
	await tick(table.stub);
	await tick(table.stub);
}

/** Everything a socket received that names a round, or a submission. */
function mentions(message: ServerMessage): { roundIds: string[]; submissionIds: string[] } {
	const roundIds: string[] = [];
	const submissionIds: string[] = [];
	if ("round" in message && message.round) roundIds.push(message.round.roundId);
	if ("roundId" in message && typeof message.roundId === "string") roundIds.push(message.roundId);
	if ("submissionId" in message && message.submissionId) submissionIds.push(message.submissionId);
	if (message.type === "betsPlaced") submissionIds.push(...message.bets.map((b) => b.submissionId));
	if (message.type === "liveBets") roundIds.push(...message.bets.map((b) => b.roundId));
	if (message.type === "recentWinners") roundIds.push(...message.recentWinners.map((w) => w.roundId));
	if (message.type === "syncState") {
		roundIds.push(...message.recentWinners.map((w) => w.roundId), ...message.lastResults.map((r) => r.roundId));
		submissionIds.push(...(message.you?.bets ?? []).map((b) => b.submissionId));
		roundIds.push(...(message.liveBets ?? []).map((b) => b.roundId));
	}
	return { roundIds, submissionIds };
}

const betRowsOf = (userId: string) => betRowsWithEntries({ userId });

async function ledgerSum(userId: string, wallet: "real" | "tokens" = "real") {
	const row = await env.DB.prepare(
		"SELECT COALESCE(SUM(amount_paise), 0) AS paise FROM ledger_entries WHERE user_id = ? AND wallet = ?",
	)
		.bind(userId, wallet)
		.first<{ paise: number }>();
	return row?.paise;
}

/** The result a table revealed for a round (from its roundResult). */
async function resultOf(client: RoomClient, roundId: string) {
	const message = await client.until(
		() =>
			client.messages.find(
				(m): m is Extract<ServerMessage, { type: "roundResult" }> =>
					m.type === "roundResult" && m.round.roundId === roundId,
			),
		`roundResult of ${roundId}`,
	);
	return message.result;
}

describe("several tables, each its own room", () => {
	it("run independent rounds at once: their own ids, commitments and numbers, and a bet at one is never seen or settled at the other", async () => {
		const [a, b] = [await newTable(), await newTable()];
		const admin = await createUser({ role: "admin" });
		const alice = await createUser({ realPaise: 100_000, name: "Alice Alpha" });
		const bob = await createUser({ realPaise: 100_000, name: "Bobby Beta" });
		// At each table: a player, a spectator and an admin (who sees every live bet of their table).
		const atA = {
			player: await openTable(a.id, alice),
			spectator: await openTable(a.id),
			admin: await openTable(a.id, admin),
		};
		const atB = {
			player: await openTable(b.id, bob),
			spectator: await openTable(b.id),
			admin: await openTable(b.id, admin),
		};
		const roundA = await bettingRound(atA.player);
		const roundB = await bettingRound(atB.player);
		expect(roundA.roundId).not.toBe(roundB.roundId);
		expect(roundA.commitment).not.toBe(roundB.commitment);
		expect([roundA.seq, roundB.seq]).toEqual([1, 1]);
		for (const c of [atA.spectator, atA.admin]) expect((await c.next("syncState")).round?.roundId).toBe(roundA.roundId);
		for (const c of [atB.spectator, atB.admin]) expect((await c.next("syncState")).round?.roundId).toBe(roundB.roundId);
		// Each round is stored under its own table, numbered from 1 there.
		const stored = await env.DB.prepare("SELECT id, table_id, seq, commitment FROM rounds WHERE table_id IN (?, ?)")
			.bind(a.id, b.id)
			.all();
		expect(stored.results).toEqual(
			expect.arrayContaining([
				{ id: roundA.roundId, table_id: a.id, seq: 1, commitment: roundA.commitment },
				{ id: roundB.roundId, table_id: b.id, seq: 1, commitment: roundB.commitment },
			]),
		);
		expect(stored.results).toHaveLength(2);

		// Alice bets at A, Bob at B.
		const atASubmission = send(atA.player, [straight(7, 500), { type: "red", amount: 300 }]);
		const atBSubmission = send(atB.player, [straight(11, 200)]);
		expect((await atA.player.reply(atASubmission)).type).toBe("betsPlaced");
		expect((await atB.player.reply(atBSubmission)).type).toBe("betsPlaced");
		// Each table's spectator sees its own table's bet in the feed, and its admin the live bet.
		const feedAt = (c: RoomClient, roundId: string) =>
			c.until(() => c.messages.find((m) => m.type === "tableFeed" && m.roundId === roundId), `the feed of ${roundId}`);
		await feedAt(atA.spectator, roundA.roundId);
		await feedAt(atB.spectator, roundB.roundId);
		const liveAt = (c: RoomClient, userId: string) =>
			c.until(
				() => c.messages.find((m) => m.type === "liveBets" && m.bets.some((bet) => bet.userId === userId)),
				`${userId}'s live bets`,
			);
		await liveAt(atA.admin, alice.id);
		await liveAt(atB.admin, bob.id);

		// Both tables settle their own rounds.
		await closeAndSettle(a);
		await closeAndSettle(b);
		const aliceResult = await atA.player.next("betResult");
		const bobResult = await atB.player.next("betResult");
		expect(aliceResult.roundId).toBe(roundA.roundId);
		expect(bobResult.roundId).toBe(roundB.roundId);
		expect(aliceResult.outcomes[0]?.stake).toBe(800);
		expect(bobResult.outcomes[0]?.stake).toBe(200);
		const [resultA, resultB] = [
			await resultOf(atA.spectator, roundA.roundId),
			await resultOf(atB.spectator, roundB.roundId),
		];
		// The rounds were settled in their own rows; each bet only in its own table's round.
		const aliceRows = await betRowsOf(alice.id);
		const bobRows = await betRowsOf(bob.id);
		expect(aliceRows.map((r) => [r.table_id, r.round_id])).toEqual([
			[a.id, roundA.roundId],
			[a.id, roundA.roundId],
		]);
		expect(bobRows.map((r) => [r.table_id, r.round_id])).toEqual([[b.id, roundB.roundId]]);
		for (const row of [...aliceRows, ...bobRows]) expect(row.status).not.toBe("placed");
		expect(bobRows[0]?.payout_paise).toBe(resultB === 11 ? 720_000 : 0);
		expect(aliceRows[0]?.payout_paise).toBe(resultA === 7 ? 1_800_000 : 0);
		const settled = await env.DB.prepare("SELECT id, result, settled_at FROM rounds WHERE id IN (?, ?) ORDER BY id")
			.bind(roundA.roundId, roundB.roundId)
			.all<{ id: string; result: number; settled_at: number | null }>();
		for (const row of settled.results) {
			expect(row.result).toBe(row.id === roundA.roundId ? resultA : resultB);
			expect(row.settled_at).not.toBeNull();
		}

		// Nothing of A ever reached B's sockets, and nothing of B reached A's.
		const seenBy = (clients: RoomClient[]) => {
			const roundIds = new Set<string>();
			const submissionIds = new Set<string>();
			for (const m of clients.flatMap((c) => c.messages)) {
				const seen = mentions(m);
				for (const id of seen.roundIds) roundIds.add(id);
				for (const id of seen.submissionIds) submissionIds.add(id);
			}
			return { roundIds, submissionIds };
		};
		const seenAtB = seenBy(Object.values(atB));
		const seenAtA = seenBy(Object.values(atA));
		expect(seenAtB.roundIds.has(roundA.roundId)).toBe(false);
		expect(seenAtB.submissionIds.has(atASubmission)).toBe(false);
		expect(seenAtA.roundIds.has(roundB.roundId)).toBe(false);
		expect(seenAtA.submissionIds.has(atBSubmission)).toBe(false);
		// (The checks can fail: each table's own round and submission are there.)
		expect(seenAtB.roundIds.has(roundB.roundId) && seenAtB.submissionIds.has(atBSubmission)).toBe(true);
		// B's feed names only B's players, and its admin saw only B's bets.
		const feedNames = (clients: RoomClient[]) =>
			clients.flatMap((c) => c.messages.flatMap((m) => (m.type === "tableFeed" ? m.entries.map((e) => e.name) : [])));
		expect(new Set(feedNames([atB.spectator]))).toEqual(new Set(["Bo***"]));
		expect(new Set(feedNames([atA.spectator]))).toEqual(new Set(["Al***"]));
		const liveUsers = (c: RoomClient) =>
			new Set(c.messages.flatMap((m) => (m.type === "liveBets" ? m.bets.map((bet) => bet.userId) : [])));
		expect(liveUsers(atB.admin)).toEqual(new Set([bob.id]));
		expect(liveUsers(atA.admin)).toEqual(new Set([alice.id]));

		// The next round at each table is its number 2.
		const fromA = atA.spectator.messages.length;
		const fromB = atB.spectator.messages.length;
		await tick(a.stub);
		await tick(b.stub);
		const [nextA, nextB] = [
			await atA.spectator.next("gameStarted", { from: fromA }),
			await atB.spectator.next("gameStarted", { from: fromB }),
		];
		expect([nextA.round.seq, nextB.round.seq]).toEqual([2, 2]);
		expect(nextA.round.roundId).not.toBe(nextB.round.roundId);

		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
		for (const c of [...Object.values(atA), ...Object.values(atB)]) c.close();
	});

	it("each table enforces its own limits: ₹2,000 straight refused at a ₹1,000-maximum table, accepted at the other", async () => {
		const low = await newTable(100_000);
		const high = await newTable();
		const player = await createUser({ realPaise: 500_000 });
		const atLow = await openTable(low.id, player);
		const atHigh = await openTable(high.id, player);
		expect(await bettingRound(atLow)).toMatchObject({ minBet: 10, maxBet: 1_000 });
		expect(await bettingRound(atHigh)).toMatchObject({ minBet: 10, maxBet: 50_000 });

		const refused = send(atLow, [straight(17, 2_000)]);
		expect(await atLow.reply(refused)).toMatchObject({ type: "error", message: rouletteMessages.maxBet(1_000) });
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 500_000, tokensPaise: 0 });
		expect(await betRowsOf(player.id)).toEqual([]);

		const accepted = send(atHigh, [straight(17, 2_000)]);
		expect(await atHigh.reply(accepted)).toMatchObject({
			type: "betsPlaced",
			balances: { realBalance: 3_000, playTokens: 0 },
		});
		// And ₹1,000 is still accepted at the low table.
		const atLimit = send(atLow, [straight(17, 1_000)]);
		expect(await atLow.reply(atLimit)).toMatchObject({
			type: "betsPlaced",
			balances: { realBalance: 2_000, playTokens: 0 },
		});
		expect((await betRowsOf(player.id)).map((r) => [r.table_id, r.amount_paise])).toEqual([
			[high.id, 200_000],
			[low.id, 100_000],
		]);
		atLow.close();
		atHigh.close();
	});

	it("a player betting at both tables at the same moment never overdraws the shared wallet and ends exact", async () => {
		const [a, b] = [await newTable(), await newTable()];
		const startPaise = 1_000_000; // ₹10,000
		const player = await createUser({ realPaise: startPaise });
		const atA = await openTable(a.id, player);
		const atB = await openTable(b.id, player);
		const roundA = await bettingRound(atA);
		const roundB = await bettingRound(atB);

		// 16 submissions of ₹1,000 each, 8 at each table, all sent before any answer: only 10 fit the wallet.
		const submissions: Array<{ client: RoomClient; id: string; n: number }> = [];
		for (let i = 0; i < 8; i++) {
			for (const [client, offset] of [
				[atA, 0],
				[atB, 18],
			] as const) {
				const n = i + 1 + offset;
				submissions.push({ client, id: send(client, [straight(n, 1_000)]), n });
			}
		}
		const replies = await Promise.all(submissions.map((s) => s.client.reply(s.id)));
		const placed = submissions.filter((_, i) => replies[i]?.type === "betsPlaced");
		expect(placed).toHaveLength(10);
		for (const reply of replies.filter((r) => r.type === "error")) {
			expect(reply).toMatchObject({ message: rouletteMessages.insufficientBalance });
		}
		// Every acknowledgement reports a balance the wallet really had: never negative, each one ₹1,000 apart.
		const acknowledged = replies.flatMap((r) => (r.type === "betsPlaced" ? [r.balances.realBalance] : []));
		expect(acknowledged.sort((x, y) => x - y)).toEqual([
			0, 1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000,
		]);
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 0, tokensPaise: 0 });

		// Both tables settle; the wallet ends at start − stakes + payouts, equal to its ledger.
		await closeAndSettle(a);
		await closeAndSettle(b);
		await untilAny(
			[atA, atB],
			() =>
				atA.messages.some((m) => m.type === "betResult" && m.roundId === roundA.roundId) &&
				atB.messages.some((m) => m.type === "betResult" && m.roundId === roundB.roundId)
					? true
					: undefined,
			"both betResults",
		);
		const results = new Map([
			[roundA.roundId, await resultOf(atA, roundA.roundId)],
			[roundB.roundId, await resultOf(atB, roundB.roundId)],
		]);
		const rows = await betRowsOf(player.id);
		expect(rows).toHaveLength(10);
		expect(rows.map((r) => Number(r.numbers)).sort((x, y) => x - y)).toEqual(
			placed.map((s) => s.n).sort((x, y) => x - y),
		);
		let payouts = 0;
		for (const row of rows) {
			const pays = Number(row.numbers) === results.get(row.round_id) ? row.amount_paise * 36 : 0;
			// Settled once: its status and payout, one ledger entry when it paid, none when it lost.
			expect(row).toMatchObject({
				status: pays > 0 ? "won" : "lost",
				payout_paise: pays,
				entries: pays > 0 ? 1 : 0,
				paid: pays,
			});
			payouts += pays;
		}
		const expected = startPaise - 10 * 100_000 + payouts;
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: expected, tokensPaise: 0 });
		expect(await ledgerSum(player.id)).toBe(expected);
		const stakes = await env.DB.prepare(
			"SELECT COUNT(*) AS n, SUM(amount_paise) AS paise FROM ledger_entries WHERE user_id = ? AND reason = 'bet_stake'",
		)
			.bind(player.id)
			.first();
		expect(stakes).toEqual({ n: 10, paise: -1_000_000 });
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
		atA.close();
		atB.close();
	});

	it("a submission id already placed at one table places nothing at another (no bets without their stake)", async () => {
		const [a, b] = [await newTable(), await newTable()];
		const player = await createUser({ realPaise: 100_000 });
		const atA = await openTable(a.id, player);
		const atB = await openTable(b.id, player);
		await bettingRound(atA);
		await bettingRound(atB);
		const submissionId = crypto.randomUUID();
		atA.send({ type: "placeBets", submissionId, wallet: "real", bets: [straight(1, 10)] });
		expect((await atA.reply(submissionId)).type).toBe("betsPlaced");
		// The same id at the other table, with more bets than the first: before the fix its extra bets were written
		// (the stake key had been seen) and played for free.
		atB.send({
			type: "placeBets",
			submissionId,
			wallet: "real",
			bets: [straight(1, 10), straight(2, 500), straight(3, 500)],
		});
		expect(await atB.reply(submissionId)).toMatchObject({ type: "error", message: messages.invalidMessage });
		expect((await betRowsOf(player.id)).map((r) => [r.table_id, r.amount_paise])).toEqual([[a.id, 1_000]]);
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 99_000, tokensPaise: 0 });
		// So is the same id in the table's next round.
		await closeAndSettle(a);
		await tick(a.stub);
		await atA.next("gameStarted");
		const from = atA.messages.length;
		atA.send({ type: "placeBets", submissionId, wallet: "real", bets: [straight(1, 10), straight(4, 500)] });
		expect(await atA.reply(submissionId, { from })).toMatchObject({ type: "error", message: messages.invalidMessage });
		expect(await betRowsOf(player.id)).toHaveLength(1);
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
		atA.close();
		atB.close();
	});
});

describe("the Worker's socket route by table", () => {
	it("?table=<id> reaches that table's room; no table is the main table", async () => {
		const [a, b] = [await newTable(), await newTable()];
		const player = await createUser({ realPaise: 10_000 });
		for (const table of [a, b]) {
			const client = await openTable(table.id, player);
			const sync = await client.next("syncState");
			const inRoom = await runInDurableObject(table.stub, (room) => room.syncState().round?.roundId);
			expect(sync.round?.roundId).toBe(inRoom);
			expect(sync.you?.userId).toBe(player.id);
			client.close();
		}
		const main = await openTable(null);
		const mainRound = await runInDurableObject(roomNamed("main"), (room) => room.syncState().round?.roundId);
		expect((await main.next("syncState")).round?.roundId).toBe(mainRound);
		main.close();
	});

	it("answers 404 'There is no such table.' for an unknown or malformed table, signed in or not, and opens no room", async () => {
		const player = await createUser({ realPaise: 10_000 });
		const unknown = `t-${crypto.randomUUID().slice(0, 8)}`;
		for (const table of [unknown, "Main", "main table", "../main", "a".repeat(41), "", "main;drop"]) {
			for (const user of [undefined, player]) {
				const response = await exports.default.fetch(tableSocketUrl(table, user?.token), {
					headers: { Upgrade: "websocket", "CF-Connecting-IP": randomIp() },
				});
				expect(response.status, JSON.stringify(table)).toBe(404);
				expect(await response.json()).toEqual({ message: rouletteMessages.tableNotFound });
			}
		}
		// The unknown table's room was never reached: it has opened no round and stored nothing.
		const rounds = await env.DB.prepare("SELECT COUNT(*) AS n FROM rounds WHERE table_id = ?").bind(unknown).first();
		expect(rounds).toEqual({ n: 0 });
		expect(await runInDurableObject(roomNamed(unknown), (room) => room.syncState().round)).toBeNull();
	});

	it("a ban closes the player's sockets at every table", async () => {
		const [a, b] = [await newTable(), await newTable()];
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 10_000 });
		const other = await createUser({ realPaise: 10_000 });
		const sockets = [await openTable(a.id, player), await openTable(b.id, player), await openTable(null, player)];
		const othersSocket = await openTable(b.id, other);
		for (const s of [...sockets, othersSocket]) await s.next("syncState");
		const banned = await api(`/admin/members/${player.id}/status`, admin, {
			method: "PUT",
			body: { status: "banned" },
		});
		expect(banned.status).toBe(200);
		for (const s of sockets) {
			expect(await s.waitClosed(1_000)).toEqual({ code: CLOSE.sessionEnded, reason: rouletteMessages.sessionEnded });
		}
		// Another player at one of those tables plays on.
		expect(othersSocket.closedWith).toBeNull();
		const submissionId = send(othersSocket, [straight(5, 10)]);
		expect((await othersSocket.reply(submissionId)).type).toBe("betsPlaced");
		// And the banned player cannot come back to any table.
		for (const table of [a.id, b.id, null]) {
			const again = await exports.default.fetch(tableSocketUrl(table, player.token), {
				headers: { Upgrade: "websocket", "CF-Connecting-IP": randomIp() },
			});
			expect(again.status).toBe(401);
		}
		othersSocket.close();
	});

	it("signing out everywhere closes the player's sockets at every table", async () => {
		const [a, b] = [await newTable(), await newTable()];
		const player = await createUser({ realPaise: 10_000 });
		const sockets = [await openTable(a.id, player), await openTable(b.id, player), await openTable(null, player)];
		for (const s of sockets) await s.next("syncState");
		const answer = await api("/auth/logout-all", player, { method: "POST" });
		expect(answer.status).toBe(200);
		for (const s of sockets) expect((await s.waitClosed(1_000)).code).toBe(CLOSE.sessionEnded);
	});
});
