/**
 * The crash room's pure rules (durable/crash/state.ts, docs/decisions/0820-crash-game.md "Ties"): a cash-out is paid
 * up to the millisecond before the crash and never from it on; an automatic target that came first is what is paid;
 * the table's maximum win caps every payout and ends a bet at its own multiplier.
 */
import { describe, expect, it } from "vitest";
import { crashesAtMs, crashPayoutPaise, elapsedToReach, multiplierAt } from "~/domain/crash/flight";
import {
	automaticAtCrash,
	automaticTarget,
	type CrashRound,
	decideCashOut,
	maxWinMultiplier,
	publicCrashRound,
} from "~/durable/crash/state";

const T0 = 1_700_000_000_000;

function flying(crashPoint: number, maxWinPaise = 100_000_000): CrashRound {
	return {
		roundId: "r",
		seq: 1,
		phase: "flying",
		phaseStartedAt: T0,
		phaseEndsAt: T0 + crashesAtMs(crashPoint),
		roundEndTime: T0,
		flightStartedAt: T0,
		commitment: "c".repeat(64),
		gameHash: "g".repeat(64),
		chainId: "chain",
		chainIndex: 0,
		clientSeeds: [],
		crashPoint,
		minBetPaise: 1_000,
		maxBetPaise: 1_000_000,
		maxWinPaise,
	};
}

describe("the crash room's rules", () => {
	it("pays a cash-out handled before the crash millisecond at that millisecond's multiplier, never at or after it", () => {
		for (const crashPoint of [101, 150, 237, 1_000]) {
			const round = flying(crashPoint);
			const crash = T0 + crashesAtMs(crashPoint);
			const bet = { amountPaise: 10_000, autoCashOut: null };
			const m = multiplierAt(crash - 1 - T0);
			expect(decideCashOut(round, bet, crash - 1)).toEqual({
				paid: true,
				at: m,
				payoutPaise: crashPayoutPaise(10_000, m),
				automatic: false,
			});
			expect(m).toBeLessThan(crashPoint);
			expect(decideCashOut(round, bet, crash)).toEqual({ paid: false });
			expect(decideCashOut(round, bet, crash + 1)).toEqual({ paid: false });
		}
		// The instant crash pays nothing, ever.
		expect(decideCashOut(flying(100), { amountPaise: 10_000, autoCashOut: null }, T0)).toEqual({ paid: false });
	});

	it("pays an auto target reached first instead of a later manual multiplier, and only below the crash point", () => {
		const bet = { amountPaise: 10_000, autoCashOut: 150 };
		const later = T0 + elapsedToReach(200);
		expect(decideCashOut(flying(300), bet, later)).toEqual({
			paid: true,
			at: 150,
			payoutPaise: 15_000,
			automatic: true,
		});
		expect(automaticAtCrash(bet, 300, 100_000_000)).toEqual({ at: 150, payoutPaise: 15_000 });
		// A target equal to the crash point is not below it: lost.
		expect(automaticAtCrash({ amountPaise: 10_000, autoCashOut: 300 }, 300, 100_000_000)).toBeNull();
	});

	it("caps a bet at the table's maximum win, paid exactly, at the least multiplier that reaches it", () => {
		expect(maxWinMultiplier(100_000, 200_000)).toBe(200);
		expect(maxWinMultiplier(30_000, 200_000)).toBe(667);
		expect(automaticTarget({ amountPaise: 100_000, autoCashOut: 500 }, 200_000)).toBe(200);
		expect(automaticAtCrash({ amountPaise: 30_000, autoCashOut: null }, 700, 200_000)).toEqual({
			at: 667,
			payoutPaise: 200_000,
		});
	});

	it("keeps the game hash and the crash point out of the round players see until it crashed", () => {
		const round = flying(250);
		expect(publicCrashRound(round)).toMatchObject({ gameHash: null, crashPoint: null, phaseEndsAt: null });
		expect(publicCrashRound({ ...round, phase: "crashed", phaseEndsAt: T0 + 99 })).toMatchObject({
			gameHash: round.gameHash,
			crashPoint: 250,
			phaseEndsAt: T0 + 99,
		});
	});
});
