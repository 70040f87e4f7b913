/**
 * A crash room evicted mid-flight (docs/decisions/0820-crash-game.md, "Money"): the new instance reloads the round
 * and its bets from storage and D1, the flight goes on to its committed crash point, cash-outs acknowledged before the
 * eviction are paid exactly once, auto cash-outs whose instant passed while nobody ran are paid at their target, and
 * a settlement that failed is finished by the next alarm without paying anything twice.
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
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
import { createUser } from "./helpers/users";

const db = () => database(env.DB);

describe("a crash room evicted mid-flight", () => {
	it("resumes the flight to its committed crash point and pays every acknowledged cash-out exactly once", async () => {
		const { stub } = await crashTable();
		const clock = new HeldClock(stub, 300);
		await clock.install();
		const [alice, bob] = await Promise.all([1, 2].map(() => createUser({ realPaise: 100_000 })));
		if (!alice || !bob) throw new Error("no players");
		const a = await connectCrash(stub, alice);
		const b = await connectCrash(stub, bob);
		const round = (await a.next("syncState")).round;
		if (!round?.phaseEndsAt) throw new Error("no round");
		const t0 = round.phaseEndsAt;
		expect(await bet(a, { panel: 0, amount: 100 })).toMatchObject({ type: "crashBetPlaced" });
		expect(await bet(a, { panel: 1, amount: 100, autoCashOut: 200 })).toMatchObject({ type: "crashBetPlaced" });
		expect(await bet(b, { amount: 100, autoCashOut: 250 })).toMatchObject({ type: "crashBetPlaced" });
		await clock.alarmAt(t0);
		clock.now = instantOf(t0, 150);
		expect(await cashOut(a, 0)).toMatchObject({ type: "cashedOut", bet: { cashedOutAt: 150, payout: 150 } });
		const stored = await clock.round();

		await evictDurableObject(stub);
		// A new instance reads the stored flight (its crash point is the one committed before the eviction)...
		await clock.install();
		await clock.fix(null);
		expect(await clock.round()).toEqual(stored);
		// ...and its book from D1: the cash-out acknowledged before is not paid again, nor can it be asked again.
		const sync = await connectCrash(stub, alice);
		expect((await sync.next("syncState")).you?.bets.map((x) => x.status)).toEqual(["cashedOut", "placed"]);
		expect(await cashOut(sync, 0)).toMatchObject({ type: "error", message: "This bet has already been cashed out." });
		// The hibernated sockets hear the rest of the round: Alice's 2.00× target, then Bob's 2.50× (while the room
		// was not running: paid at its target all the same), then the crash at 3.00×.
		const from = a.messages.length;
		await clock.alarmAt(instantOf(t0, 200));
		expect((await a.next("cashedOut", { from })).bet).toMatchObject({ panel: 1, cashedOutAt: 200 });
		await evictDurableObject(stub);
		await clock.install();
		await clock.alarmAt(crashAt(t0, 300));
		expect((await b.next("cashedOut")).bet).toMatchObject({ cashedOutAt: 250, payout: 250 });
		expect((await a.next("crashed")).round).toMatchObject({ crashPoint: 300, roundId: round.roundId });

		const rows = await crashBetRows(round.roundId);
		expect(rows.map((r) => [r.user_id, r.panel, r.status, r.cashed_out_at, r.entries, r.paid])).toEqual([
			[alice.id, 0, "won", 150, 1, 15_000],
			[alice.id, 1, "won", 200, 1, 20_000],
			[bob.id, 0, "won", 250, 1, 25_000],
		]);
		expect((await balancesOf(db(), alice.id)).realPaise).toBe(100_000 - 20_000 + 35_000);
		expect(await ledgerMismatches(db())).toEqual([]);
		for (const c of [a, b, sync]) c.close();
	});

	it("finishes a crash's settlement that failed and was evicted on the next alarm, paying each bet once", async () => {
		const { stub } = await crashTable();
		const clock = new HeldClock(stub, 180);
		await clock.install();
		const players = await Promise.all([1, 2, 3].map(() => createUser({ realPaise: 10_000 })));
		const clients = await Promise.all(players.map((p) => connectCrash(stub, p)));
		const round = (await clients[0]?.next("syncState"))?.round;
		if (!round?.phaseEndsAt) throw new Error("no round");
		const t0 = round.phaseEndsAt;
		const targets = [150, 170, 200];
		for (const [i, c] of clients.entries()) {
			expect(await bet(c, { amount: 100, autoCashOut: targets[i] })).toMatchObject({ type: "crashBetPlaced" });
		}
		await clock.alarmAt(t0);
		// The settlement at the crash fails once, after its round row; the room is then evicted.
		await runInDurableObject(stub, (room) => {
			let failed = false;
			room.configureForTests({
				settleChunk: 1,
				settlementHook: (step) => {
					if (step === "roundRecorded" && !failed) {
						failed = true;
						throw new Error("injected settlement failure");
					}
				},
			});
		});
		// The crash's alarm pays the auto cash-outs whose instant passed, then the settlement of the rest fails.
		await clock.alarmAt(crashAt(t0, 180));
		expect(await runInDurableObject(stub, (room) => room.pendingSettlements())).toEqual([round.roundId]);
		await evictDurableObject(stub);
		await clock.install();
		await clock.alarmAt(crashAt(t0, 180) + 5_000);
		expect(await runInDurableObject(stub, (room) => room.pendingSettlements())).toEqual([]);
		const rows = await crashBetRows(round.roundId);
		expect(rows.map((r) => [r.status, r.cashed_out_at, r.entries, r.paid])).toEqual([
			["won", 150, 1, 15_000],
			["won", 170, 1, 17_000],
			["lost", null, 0, 0],
		]);
		const settled = await env.DB.prepare("SELECT crash_point, settled_at FROM rounds WHERE id = ?")
			.bind(round.roundId)
			.first<{ crash_point: number; settled_at: number | null }>();
		expect(settled?.crash_point).toBe(180);
		expect(settled?.settled_at).not.toBeNull();
		expect(await ledgerMismatches(db())).toEqual([]);
		for (const c of clients) c.close();
	});
});
