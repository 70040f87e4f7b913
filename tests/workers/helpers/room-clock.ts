import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import type { RoundTiming } from "~/domain/roulette/timing";
import type { RoomClient, RoomStub } from "./room-socket";

type Room = RoomStub;

/**
 * Phases ten minutes long, so that no alarm fires on its own while a test runs: the test moves
 * the round on itself (`tick`), through the room's own alarm handler, run by `runDurableObjectAlarm`.
 */
export const HELD: RoundTiming = { bettingMs: 600_000, spinningMs: 600_000, resultMs: 600_000 };

/** Holds the room's clock from the next round it opens on (call before the first socket connects). */
export async function holdClock(stub: Room): Promise<void> {
	await runInDurableObject(stub, (room) => {
		room.configureForTests({ timing: HELD });
	});
}

/** Makes the current phase due now and runs the room's alarm, as the clock would: the room moves on one phase. */
export async function tick(stub: Room): Promise<void> {
	await runInDurableObject(stub, async (room) => {
		// A fresh instance (after an eviction) reads the short test timings from its env again.
		room.configureForTests({ timing: HELD });
		// The alarm stays where it is: runDurableObjectAlarm runs it at once.
		await room.endPhaseForTests();
	});
	expect(await runDurableObjectAlarm(stub)).toBe(true);
}

/**
 * Holds the room's clock and leaves it in a betting window that lasts until the test ticks. A round opened before,
 * under the short test timings, is played out first; an idle room opens a held round at its next connect.
 */
export async function holdAtBetting(stub: Room): Promise<void> {
	await holdClock(stub);
	for (;;) {
		const { status, round } = await runInDurableObject(stub, (room) => room.syncState());
		if (status === "idle" || !round) return;
		if (round.phase === "betting" && round.roundEndTime - Date.now() > HELD.bettingMs / 2) return;
		await tick(stub);
	}
}

/** The round open for betting, as the client's first syncState showed it (the room's clock is held). */
export async function bettingRound(client: RoomClient) {
	const { round } = await client.next("syncState");
	if (round?.phase !== "betting") throw new Error(`expected betting, the room is in ${round?.phase}`);
	return round;
}
