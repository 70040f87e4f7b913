/**
 * Relays for every game and through the room's own restarts (docs/decisions/0870-relays.md): a roulette round through
 * two relays, settled once; a room evicted while its players sit on relays (the relays attach them again and the
 * round goes on); the table's per-address socket budget counted across relays; the Worker's routing.
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import { relayIndex, relayName } from "~/server/table-rooms";
import { socketTarget } from "~/worker/api/room";
import { cashOut, crashTable, HeldClock, instantOf } from "./helpers/crash-room";
import { connectRelay, relayOf } from "./helpers/relays";
import { holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom, RoomClient } from "./helpers/room-socket";
import { createUser } from "./helpers/users";

const db = () => database(env.DB);

describe("relays for every game", () => {
	it("plays a roulette round through two relays: acks, results and balances, each bet settled once", async () => {
		const table = `relayed-${crypto.randomUUID().slice(0, 8)}`;
		const stub = await isolatedRoom(table);
		await holdClock(stub);
		const [alice, bob] = await Promise.all([1, 2].map(() => createUser({ realPaise: 10_000 })));
		if (!alice || !bob) throw new Error("no players");
		const a = await connectAs(relayOf(table, 0, "roulette"), alice);
		const b = await connectAs(relayOf(table, 1, "roulette"), bob);
		// A spectator on Alice's relay: the feed's common copy reaches it while Alice's leaves her own bet out.
		const watcher = await connectAs(relayOf(table, 0, "roulette"), null);
		const round = (await a.next("syncState")).round;
		expect((await b.next("syncState")).round?.roundId).toBe(round?.roundId);
		await watcher.next("syncState");
		const sa = crypto.randomUUID();
		const sb = crypto.randomUUID();
		a.send({ type: "placeBets", submissionId: sa, wallet: "real", bets: [{ type: "red", amount: 10 }] });
		b.send({ type: "placeBets", submissionId: sb, wallet: "real", bets: [{ type: "black", amount: 20 }] });
		expect((await a.reply(sa)).type).toBe("betsPlaced");
		expect((await b.reply(sb)).type).toBe("betsPlaced");

		const feedOf = (client: typeof a) =>
			client.messages.flatMap((m) => (m.type === "tableFeed" ? m.entries.map((e) => e.amount) : [])).sort();
		await watcher.until(() => (feedOf(watcher).length === 2 ? true : undefined), "both bets in the feed");
		expect(feedOf(watcher)).toEqual([10, 20]);
		await b.until(() => (feedOf(b).length > 0 ? true : undefined), "Alice's bet in Bob's feed");
		expect(feedOf(b)).toEqual([10]);
		await tick(stub);
		await a.next("bettingClosed");
		expect(feedOf(a)).toEqual([20]);
		await tick(stub);
		const [ra, rb] = await Promise.all([a.next("betResult"), b.next("betResult")]);
		expect(ra.outcomes).toHaveLength(1);
		expect(rb.outcomes).toHaveLength(1);
		const { results } = await env.DB.prepare(
			`SELECT b.user_id, b.status, b.payout_paise,
			        (SELECT COUNT(*) FROM ledger_entries l WHERE l.ref_type = 'bet' AND l.ref_id = b.id) AS entries
			 FROM bets b WHERE b.round_id = ? ORDER BY b.amount_paise`,
		)
			.bind(round?.roundId)
			.all<{ user_id: string; status: string; payout_paise: number | null; entries: number }>();
		expect(results.map((r) => r.user_id)).toEqual([alice.id, bob.id]);
		for (const row of results) expect(row.entries).toBe(row.status === "won" ? 1 : 0);
		expect((await balancesOf(db(), alice.id)).realPaise).toBe(10_000 - 1_000 + (results[0]?.payout_paise ?? 0));
		expect((await balancesOf(db(), bob.id)).realPaise).toBe(10_000 - 2_000 + (results[1]?.payout_paise ?? 0));
		expect(await ledgerMismatches(db())).toEqual([]);
		for (const c of [a, b, watcher]) c.close();
	});

	it("keeps players on relays playing when the room is evicted: the relays attach their sockets again", async () => {
		const { id, stub } = await crashTable();
		const clock = new HeldClock(stub, 300);
		await clock.install();
		const alice = await createUser({ realPaise: 100_000 });
		const a = await connectRelay(relayOf(id, 0), alice);
		const round = (await a.next("syncState")).round;
		if (!round?.phaseEndsAt) throw new Error("no round");
		const bet = { type: "crashBet", submissionId: crypto.randomUUID(), panel: 0, wallet: "real", amount: 100 } as const;
		a.send({ ...bet, autoCashOut: null, clientSeed: "b".repeat(32) });
		await a.next("crashBetPlaced");

		await evictDurableObject(stub);
		await clock.install();
		// The new room's first event reaches the relay it stored; Alice hears it and her cash-out is the room's.
		await clock.alarmAt(round.phaseEndsAt);
		await a.next("flightStarted");
		clock.now = instantOf(round.phaseEndsAt, 150);
		expect(await cashOut(a)).toMatchObject({ type: "cashedOut", bet: { cashedOutAt: 150, payout: 150 } });
		expect((await balancesOf(db(), alice.id)).realPaise).toBe(100_000 - 10_000 + 15_000);
		a.close();
	});

	it("counts the table's per-address socket budget across its relays", async () => {
		const { id, stub } = await crashTable();
		await runInDurableObject(stub, (room) => room.configureForTests({ budgets: { socketsPerAddress: 2 } }));
		const address = `addr-${crypto.randomUUID()}`;
		const first = await connectRelay(relayOf(id, 0), null, address);
		const second = await connectRelay(relayOf(id, 1), null, address);
		await expect(connectRelay(relayOf(id, 1), null, address)).rejects.toThrow("No upgrade: 429");
		await expect(connectRelay(relayOf(id, 2), null, address)).rejects.toThrow("No upgrade: 429");
		for (const c of [first, second]) c.close();
	});

	it("routes a table's sockets to its relays by TABLE_RELAYS, a player's always to the same one", async () => {
		const { id } = await crashTable();
		const relayed = { ...env, TABLE_RELAYS: `main=0,${id}=4` } as unknown as Env;
		expect(socketTarget(relayed, "main", "roulette", "user:someone").id.toString()).toBe(
			env.ROULETTE_ROOM.idFromName("main").toString(),
		);
		const key = "user:someone";
		const target = socketTarget(relayed, id, "crash", key);
		expect(target.id.toString()).toBe(relayOf(id, relayIndex(key, 4)).id.toString());
		expect(relayName("crash", id, relayIndex(key, 4))).toMatch(new RegExp(`^crash/${id}/[0-3]$`));
		const spectator = await RoomClient.connect(target, "http://relay/", {});
		expect((await spectator.next("syncState")).type).toBe("syncState");
		spectator.close();
	});

	it("sends a table-wide event once per relay, however many players each relay holds", async () => {
		const { id, stub } = await crashTable();
		const clock = new HeldClock(stub, 300);
		await clock.install();
		const watchers = await Promise.all(
			Array.from({ length: 40 }, (_, i) => connectRelay(relayOf(id, i % 4), null, `watcher-${id}-${i}`)),
		);
		const round = (await Promise.all(watchers.map((w) => w.next("syncState"))))[0]?.round;
		if (!round?.phaseEndsAt) throw new Error("no round");
		const before = await runInDurableObject(stub, (room) => room.handledForTests());
		expect(before.ownSockets).toBe(0);

		await clock.alarmAt(round.phaseEndsAt);
		await Promise.all(watchers.map((w) => w.next("flightStarted")));
		const after = await runInDurableObject(stub, (room) => room.handledForTests());
		// The betting window's end: at most two moments (the flight's start, the round's bet list), each one delivery of
		// one entry per relay; without relays the room sends each moment to each of the 40 sockets.
		const deliveries = after.deliveries - before.deliveries;
		expect(deliveries % 4).toBe(0);
		expect(deliveries).toBeLessThanOrEqual(8);
		expect(after.entries - before.entries).toBe(deliveries);
		for (const w of watchers) w.close();
	});
});
