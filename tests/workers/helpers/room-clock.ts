import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import type { RoundTiming } from "../../../domain/roulette/timing";
import type { isolatedRoom } from "./room-socket";

type Room = ReturnType<typeof isolatedRoom>;

/**
 * Phases ten minutes long, so that no alarm fires on its own while a test runs: the test moves
 * the round on itself (`tick`), through the room's own alarm handler, run by `runDurableObjectAlarm`.
 */
export const HELD: RoundTiming = { bettingMs: 600_000, spinningMs: 600_000, resultMs: 600_000 };

/** Holds the room's clock from the next round it opens on (call before the first socket connects). */
export async function holdClock(stub: Room): Promise<void> {
	await runInDurableObject(stub, (room) => {
		Object.assign(room, { timing: HELD });
	});
}

/** Makes the current phase due now and runs the room's alarm, as the clock would: the room moves on one phase. */
export async function tick(stub: Room): Promise<void> {
	await runInDurableObject(stub, async (room, ctx) => {
		// A fresh instance (after an eviction) reads the short test timings from its env again.
		Object.assign(room, { timing: HELD });
		// The room's state is private; element access is TypeScript's way to reach it on purpose, in a test.
		// biome-ignore lint/complexity/useLiteralKeys: `room.state` is private to the class
		const state = room["state"];
		const round = state.round;
		if (!round) throw new Error("the room has no round to move on");
		const due = Date.now() - 1;
		const next = {
			...state,
			round: { ...round, phaseEndsAt: due, roundEndTime: round.phase === "betting" ? due : round.roundEndTime },
		};
		// biome-ignore lint/complexity/useLiteralKeys: `room.state` is private to the class
		room["state"] = next;
		// Storage too (the alarm stays where it is: runDurableObjectAlarm runs it at once).
		await ctx.storage.put("state", next);
	});
	expect(await runDurableObjectAlarm(stub)).toBe(true);
}
