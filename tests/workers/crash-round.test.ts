/**
 * The crash room through its real socket (docs/decisions/0820-crash-game.md): a whole round with two bets of one
 * player (a manual cash-out and an auto cash-out), a bet that rides to the crash, the money in D1 exactly once, the
 * round's fairness record, and the Worker's socket path for the Aviator table. The room's clock is held by the test
 * (helpers/crash-room.ts): every instant is exact, nothing sleeps.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
	commitmentOfGameHash,
	crashPointFrom,
	reachesTerminatingHash,
	verifyCrashRound,
} from "~/domain/crash/fairness";
import { crashPayoutPaise, multiplierAt } from "~/domain/crash/flight";
import type { CrashServerMessage } from "~/domain/crash/protocol";
import { ROOM_SOCKET_PATH } from "~/domain/roulette/protocol";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import {
	bet,
	cashOut,
	connectCrash,
	crashAt,
	crashBetRows,
	crashTable,
	HeldClock,
	instantOf,
} from "./helpers/crash-room";
import { RoomClient } from "./helpers/room-socket";
import { createUser } from "./helpers/users";

const db = () => database(env.DB);

describe("a crash round", () => {
	it("pays a manual cash-out at the multiplier of its millisecond and an auto cash-out exactly at its target, and loses the rest at the crash", async () => {
		const { stub } = await crashTable();
		const clock = new HeldClock(stub, 300);
		await clock.install();
		const player = await createUser({ realPaise: 100_000 });
		const other = await createUser({ realPaise: 100_000 });
		const watcher = await connectCrash(stub, null);
		const me = await connectCrash(stub, { ...player, name: "Ravi Kumar" });
		const them = await connectCrash(stub, { ...other, name: "Sunita Rao" });
		const sync = await me.next("syncState");
		expect(sync).toMatchObject({ game: "crash", tableEnabled: true, you: { bets: [] } });
		const round = sync.round;
		if (!round) throw new Error("no round");
		expect(round).toMatchObject({ phase: "betting", gameHash: null, crashPoint: null, flightStartedAt: null });
		expect(round.phaseEndsAt).toBe(clock.now + 600_000);
		expect(round.commitment).toMatch(/^[0-9a-f]{64}$/);

		// Two bets of one player (one per panel), and a bet of another player that waits for 5.00×.
		const manual = await bet(me, { panel: 0, amount: 100 });
		expect(manual).toMatchObject({ type: "crashBetPlaced", bet: { panel: 0, amount: 100, status: "placed" } });
		const auto = await bet(me, { panel: 1, amount: 50, autoCashOut: 150 });
		expect(auto).toMatchObject({ type: "crashBetPlaced", bet: { panel: 1, autoCashOut: 150 } });
		if (auto.type !== "crashBetPlaced") throw new Error("no bet");
		expect(auto.balances).toEqual({ realBalance: 850, playTokens: 0 });
		expect(await bet(them, { amount: 200, autoCashOut: 500 })).toMatchObject({ type: "crashBetPlaced" });
		// A third bet on a taken panel is refused, whole.
		expect(await bet(me, { panel: 0, amount: 10 })).toMatchObject({
			type: "error",
			message: "You already have a bet on this panel in this round.",
		});

		// Betting closes at its deadline: the flight starts at that instant, from 1.00×.
		await clock.alarmAt(round.phaseEndsAt ?? 0);
		const started = await watcher.next("flightStarted");
		const t0 = round.phaseEndsAt ?? 0;
		expect(started.round).toMatchObject({ phase: "flying", flightStartedAt: t0, phaseEndsAt: null, crashPoint: null });
		expect(started.round.clientSeeds).toHaveLength(3);
		// Bets are closed once the deadline passed.
		expect(await bet(them, { panel: 1, amount: 10 })).toMatchObject({
			type: "error",
			message: "Betting is closed for this round: bet again when the next round opens.",
		});

		// The auto cash-out: the room pays exactly 1.50× at the millisecond the flight shows it, and says so then.
		const from = me.messages.length;
		await clock.alarmAt(instantOf(t0, 150));
		const autoPaid = await me.next("cashedOut", { from });
		expect(autoPaid).toMatchObject({ bet: { panel: 1, status: "cashedOut", cashedOutAt: 150, payout: 75 } });

		// The manual cash-out: paid the multiplier of the millisecond the room handles it, to the paisa.
		const when = instantOf(t0, 200) + 7;
		clock.now = when;
		const m = multiplierAt(when - t0);
		const paid = await cashOut(me, 0);
		expect(paid).toMatchObject({
			type: "cashedOut",
			bet: { panel: 0, status: "cashedOut", cashedOutAt: m, payout: crashPayoutPaise(10_000, m) / 100 },
		});

		// The crash at 3.00×: the game hash is revealed, the other player's 5.00× target was not reached.
		await clock.alarmAt(crashAt(t0, 300));
		const crashed = await watcher.next("crashed");
		expect(crashed.round).toMatchObject({ phase: "crashed", crashPoint: 300, roundId: round.roundId });
		const gameHash = crashed.round.gameHash ?? "";
		expect(await commitmentOfGameHash(gameHash)).toBe(round.commitment);

		// Money: each cash-out paid once, the lost bet not at all, balances equal to the ledger.
		const rows = await crashBetRows(round.roundId);
		expect(rows.map((r) => [r.user_id, r.panel, r.status, r.payout_paise, r.cashed_out_at, r.entries, r.paid])).toEqual(
			[
				[player.id, 0, "won", crashPayoutPaise(10_000, m), m, 1, crashPayoutPaise(10_000, m)],
				[player.id, 1, "won", 7_500, 150, 1, 7_500],
				[other.id, 0, "lost", 0, null, 0, 0],
			],
		);
		expect((await balancesOf(db(), player.id)).realPaise).toBe(100_000 - 15_000 + crashPayoutPaise(10_000, m) + 7_500);
		expect((await balancesOf(db(), other.id)).realPaise).toBe(80_000);
		expect(await ledgerMismatches(db())).toEqual([]);

		// The round's record: its crash point, the game hash and the seeds of its first three bets, in that order.
		const row = await env.DB.prepare(
			"SELECT server_seed, crash_point, client_seeds, result, result_at, settled_at, chain_id, chain_index FROM rounds WHERE id = ?",
		)
			.bind(round.roundId)
			.first<Record<string, unknown>>();
		expect(row).toMatchObject({ server_seed: gameHash, crash_point: 300, result: null });
		expect(row?.settled_at).not.toBeNull();
		expect(JSON.parse(String(row?.client_seeds))).toEqual(rows.map((r) => r.client_seed));
		// The live list shows every bet and its cash-out, names masked.
		const list = await watcher.until(
			() => [...watcher.messages].reverse().find((msg) => msg.type === "roundBets"),
			"the round's list",
		);
		expect(list).toMatchObject({ roundId: round.roundId, more: 0 });
		if (list.type !== "roundBets") throw new Error("no list");
		expect(list.bets.map((b) => [b.name, b.amount, b.cashedOutAt])).toEqual([
			["Su***", 200, null],
			["Ra***", 100, m],
			["Ra***", 50, 150],
		]);
		for (const c of [watcher, me, them]) c.close();
	});

	it("draws its crash point from its chain link and its first three bettors' seeds, which /verify recomputes", async () => {
		const { id, stub } = await crashTable();
		const clock = new HeldClock(stub);
		await clock.install();
		const players = await Promise.all([1, 2, 3, 4].map(() => createUser({ realPaise: 10_000 })));
		const clients = await Promise.all(players.map((p) => connectCrash(stub, p)));
		const round = (await clients[0]?.next("syncState"))?.round;
		if (!round) throw new Error("no round");
		for (const client of clients)
			expect(await bet(client, { amount: 10, autoCashOut: 101 })).toMatchObject({ type: "crashBetPlaced" });
		await clock.alarmAt(round.phaseEndsAt ?? 0);
		const flying = await clock.round();
		if (!flying?.crashPoint || !flying.flightStartedAt) throw new Error("not flying");
		await clock.alarmAt(crashAt(flying.flightStartedAt, flying.crashPoint));
		const crashed = await clients[0]?.next("crashed");
		const { gameHash, clientSeeds, crashPoint } = crashed?.round ?? {};
		if (!gameHash || !clientSeeds || !crashPoint) throw new Error("not revealed");
		// The first three accepted bets' seeds, in the order accepted.
		const rows = await crashBetRows(round.roundId);
		expect(clientSeeds).toEqual(rows.slice(0, 3).map((r) => r.client_seed));
		expect(await crashPointFrom(gameHash, clientSeeds)).toBe(crashPoint);
		// The chain: published before the round, reached from the game hash in (index + 1) steps.
		const chain = await env.DB.prepare(
			"SELECT c.terminating_hash, r.chain_index FROM rounds r JOIN crash_chains c ON c.id = r.chain_id WHERE r.id = ?",
		)
			.bind(round.roundId)
			.first<{ terminating_hash: string; chain_index: number }>();
		if (!chain) throw new Error("no chain");
		expect(await reachesTerminatingHash(gameHash, chain.terminating_hash, chain.chain_index + 1)).toBe(true);
		expect(
			await verifyCrashRound({
				gameHash,
				commitment: round.commitment,
				clientSeeds,
				crashPoint,
				terminatingHash: chain.terminating_hash,
			}),
		).toMatchObject({ commitmentMatches: true, crashPointMatches: true, chainSteps: chain.chain_index + 1 });
		// Every auto cash-out at 1.01× is paid when the crash point is above it, lost at the instant crash.
		const won = crashPoint > 101;
		expect((await crashBetRows(round.roundId)).map((r) => r.status)).toEqual(players.map(() => (won ? "won" : "lost")));
		expect(id).toMatch(/^crash-/);
		for (const c of clients) c.close();
	});

	it("opens the Aviator table's socket through the Worker, on the crash room", async () => {
		const client = await RoomClient.connect<CrashServerMessage>(
			exports.default,
			`http://localhost${ROOM_SOCKET_PATH}?table=aviator`,
		);
		const sync = await client.next("syncState");
		expect(sync).toMatchObject({ game: "crash", round: { phase: "betting" } });
		client.send(JSON.stringify({ type: "ping", clientTime: 1 }));
		// A spectator says nothing: its first message closes the socket, unanswered.
		expect((await client.waitClosed()).code).toBe(1008);
	});
});
