/** A crash round and bets as the room sends them, for the crash screen's reducer and component tests. */
import type { CrashBet, CrashRoundSnapshot } from "~/domain/crash/protocol";

/** Round #7, open for bets from `openedAt` for 6 s, with the crash table's limits; `patch` changes any field. */
export function crashRound(openedAt: number, patch: Partial<CrashRoundSnapshot> = {}): CrashRoundSnapshot {
	return {
		roundId: "r7",
		seq: 7,
		phase: "betting",
		phaseStartedAt: openedAt,
		phaseEndsAt: openedAt + 6_000,
		flightStartedAt: null,
		commitment: "c".repeat(64),
		gameHash: null,
		clientSeeds: null,
		crashPoint: null,
		minBet: 10,
		maxBet: 50_000,
		maxWin: 1_000_000,
		...patch,
	};
}

/** A ₹100 bet on the first panel, placed, with no auto cash-out; `patch` changes any field. */
export function crashBet(patch: Partial<CrashBet> = {}): CrashBet {
	return {
		panel: 0,
		wallet: "real",
		amount: 100,
		autoCashOut: null,
		submissionId: "s0",
		cashedOutAt: null,
		payout: null,
		status: "placed",
		...patch,
	};
}

/** Balances with `realBalance` rupees and no tokens. */
export const realBalances = (realBalance: number) => ({ realBalance, playTokens: 0 });
