/**
 * The server's clock as the crash screen sees it (docs/product.md#the-crash-game): the multiplier on screen is the
 * flight curve at the server's time, never at the phone's own, so that what a player sees is what the room will pay
 * within the measured latency.
 *
 * At connect the screen sends `ping`s one after another (the next when the previous `pong` arrives); each pong gives
 * a sample: the round trip, and the server's clock at the middle of it. The sample with the least round trip is the
 * one least skewed by a slow leg, as NTP and real-time games take it. Until the first pong, the offset is read from
 * the latest message's `serverNow` (late by one leg of latency).
 */
import { multiplierAt } from "~/domain/crash/flight";
import type { CrashRoundSnapshot, Multiplier } from "~/domain/crash/protocol";

/** How many ping samples the screen takes at each connect. */
export const CLOCK_SAMPLES = 5;

export type ClockEstimate = {
	/** Server time − local time, ms: add it to Date.now() for the server's clock. */
	offsetMs: number;
	/** The round trip of the sample the offset came from; null while no pong has come back. */
	roundTripMs: number | null;
	/** Pongs received since the connect. */
	samples: number;
};

export const unmeasuredClock: ClockEstimate = { offsetMs: 0, roundTripMs: null, samples: 0 };

/** Any server message's `serverNow`: an offset good to one leg of latency, kept only while no pong has come back. */
export function clockFromMessage(clock: ClockEstimate, serverNow: number, receivedAt: number): ClockEstimate {
	return clock.roundTripMs === null ? { ...clock, offsetMs: serverNow - receivedAt } : clock;
}

/** A pong's sample: kept when its round trip is the least so far (the server's clock read at the trip's middle). */
export function clockFromPong(
	clock: ClockEstimate,
	pong: { serverNow: number; clientTime: number },
	receivedAt: number,
): ClockEstimate {
	const roundTripMs = Math.max(0, receivedAt - pong.clientTime);
	const samples = clock.samples + 1;
	if (clock.roundTripMs !== null && clock.roundTripMs <= roundTripMs) return { ...clock, samples };
	return { offsetMs: pong.serverNow - (pong.clientTime + roundTripMs / 2), roundTripMs, samples };
}

/** The server's clock now, by the estimate. */
export function serverTime(clock: ClockEstimate, localNow: number): number {
	return localNow + clock.offsetMs;
}

/** The multiplier the flight shows at server time `serverNow`: 1.00× before the flight, its crash point after it. */
export function liveMultiplier(round: CrashRoundSnapshot | null, serverNow: number): Multiplier {
	if (!round || round.flightStartedAt === null || round.phase === "betting") return 100;
	if (round.phase === "crashed" && round.crashPoint !== null) return round.crashPoint;
	return multiplierAt(serverNow - round.flightStartedAt);
}
