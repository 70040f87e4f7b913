/**
 * A table's phase as the lobby reads it from its latest round (domain/tables.ts `livePhase`), at each boundary:
 * the betting deadline, the spin, the result phase and the grace after it, and a round that never got its result.
 */
import { describe, expect, it } from "vitest";
import { ROUND_TIMING_DEFAULTS } from "~/domain/roulette/timing";
import { LIVE_GRACE_MS, livePhase } from "~/domain/tables";

const timing = ROUND_TIMING_DEFAULTS; // 15 s betting, 5 s spinning, 8 s result
const closes = 1_000_000;
const open = { seq: 4, bettingClosesAt: closes, result: null, resultAt: null };
const revealedAt = closes + timing.spinningMs;
const revealed = { seq: 4, bettingClosesAt: closes, result: 17, resultAt: revealedAt };

describe("livePhase", () => {
	it("is idle for a table that has never played", () => {
		expect(livePhase(null, closes, timing)).toEqual({ phase: "idle", seq: null, endsAt: null });
	});

	it("is betting up to the deadline, which is what the lobby counts down to", () => {
		expect(livePhase(open, closes - 1, timing)).toEqual({ phase: "betting", seq: 4, endsAt: closes });
		expect(livePhase(open, closes, timing)).toEqual({ phase: "spinning", seq: 4, endsAt: revealedAt });
	});

	it("is spinning until the result is written, allowing for a late room, then calls a round without one stopped", () => {
		const lastSpinning = revealedAt + timing.resultMs + LIVE_GRACE_MS - 1;
		expect(livePhase(open, lastSpinning, timing).phase).toBe("spinning");
		expect(livePhase(open, lastSpinning + 1, timing)).toEqual({ phase: "idle", seq: null, endsAt: null });
	});

	it("shows the result for the result phase and the grace after it, then idle until a newer round appears", () => {
		const resultEnds = revealedAt + timing.resultMs;
		expect(livePhase(revealed, revealedAt, timing)).toEqual({ phase: "result", seq: 4, endsAt: resultEnds });
		expect(livePhase(revealed, resultEnds + LIVE_GRACE_MS - 1, timing).phase).toBe("result");
		expect(livePhase(revealed, resultEnds + LIVE_GRACE_MS, timing)).toEqual({ phase: "idle", seq: null, endsAt: null });
	});
});
