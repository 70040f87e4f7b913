/**
 * A crash room's stored state and the pure rules of its clock (docs/decisions/0820-crash-game.md): the round as
 * stored (its secrets kept until the crash), what players may see of it, when each phase is due, the cash-out
 * decision and a table's maximum win as a multiplier. No bindings: tested in Node (tests/unit/crash-room-rules.test.ts).
 */

import { crashesAtMs, crashPayoutPaise, isPaidAt, multiplierAt } from "~/domain/crash/flight";
import type { CrashPhase, CrashRoundSnapshot, Multiplier, PastCrash } from "~/domain/crash/protocol";
import { paiseToRupees } from "~/domain/money";
import type { HostState } from "../game-host/host-state";

/** The round as the room stores it: its game hash and crash point stay here until it crashes. */
export type CrashRound = {
	roundId: string;
	seq: number;
	phase: CrashPhase;
	phaseStartedAt: number;
	/** betting: when betting closes; flying: the crash instant (secret); crashed: when the next round opens. */
	phaseEndsAt: number;
	/** When betting closes: the round's deadline for bets (the flight starts then, or later if the alarm was late). */
	roundEndTime: number;
	flightStartedAt: number | null;
	commitment: string;
	/** The chain link this round plays (secret until the crash). */
	gameHash: string;
	chainId: string;
	chainIndex: number;
	/** Fixed when the flight starts: the first bettors' seeds and the crash point they give with the game hash. */
	clientSeeds: string[] | null;
	crashPoint: Multiplier | null;
	/** The round's limits from the catalogue when it opened, paise. */
	minBetPaise: number;
	maxBetPaise: number;
	maxWinPaise: number;
};

/** A crashed round whose bets are still to be settled (the auto cash-outs paid, the rest lost) or told. */
export type CrashOwed = {
	roundId: string;
	gameHash: string;
	crashPoint: Multiplier;
	clientSeeds: string[];
	resultAt: number;
	maxWinPaise: number;
};

export type CrashState = HostState<CrashOwed> & {
	round: CrashRound | null;
	/** Newest first. */
	lastCrashes: PastCrash[];
};

export const INITIAL_CRASH_STATE: CrashState = { status: "idle", round: null, lastCrashes: [] };

/** The strip of recent crash points the room keeps and sends. */
export const LAST_CRASHES_KEPT = 50;

/** The round as players see it: no game hash nor crash point before the crash, no crash instant while flying. */
export function publicCrashRound(round: CrashRound): CrashRoundSnapshot {
	const crashed = round.phase === "crashed";
	return {
		roundId: round.roundId,
		seq: round.seq,
		phase: round.phase,
		phaseStartedAt: round.phaseStartedAt,
		phaseEndsAt: round.phase === "flying" ? null : round.phaseEndsAt,
		flightStartedAt: round.flightStartedAt,
		commitment: round.commitment,
		gameHash: crashed ? round.gameHash : null,
		clientSeeds: round.clientSeeds,
		crashPoint: crashed ? round.crashPoint : null,
		minBet: paiseToRupees(round.minBetPaise),
		maxBet: paiseToRupees(round.maxBetPaise),
		maxWin: paiseToRupees(round.maxWinPaise),
	};
}

/** The instant (room clock) a flying round crashes. */
export function crashInstant(round: CrashRound): number {
	return (round.flightStartedAt ?? round.phaseStartedAt) + crashesAtMs(round.crashPoint ?? 100);
}

/** Bets are taken while the round is in its betting phase and before its deadline by the clock, not the alarm. */
export function crashBettingOpen(state: CrashState, round: CrashRound, now: number): boolean {
	return state.status === "running" && round.phase === "betting" && now < round.roundEndTime;
}

/**
 * The least multiplier at which a stake's payout reaches the table's maximum win: floor(stake·m/100) ≥ maxWin from
 * m = ceil(100·maxWin / stake). A bet is cashed out there automatically, paid exactly the maximum win.
 */
export function maxWinMultiplier(stakePaise: number, maxWinPaise: number): Multiplier {
	return Math.max(101, Math.ceil((100 * maxWinPaise) / stakePaise));
}

/** What a bet's cash-out at `m` pays: the stake times m rounded down to the paisa, at most the table's maximum win. */
export function cashOutPayoutPaise(stakePaise: number, m: Multiplier, maxWinPaise: number): number {
	return Math.min(crashPayoutPaise(stakePaise, m), maxWinPaise);
}

/** The multiplier at which a bet ends by itself: its auto cash-out, or the table's maximum win if that comes first. */
export function automaticTarget(bet: { amountPaise: number; autoCashOut: Multiplier | null }, maxWinPaise: number) {
	const cap = maxWinMultiplier(bet.amountPaise, maxWinPaise);
	return bet.autoCashOut === null ? cap : Math.min(bet.autoCashOut, cap);
}

/** A cash-out's verdict: paid at a multiplier (by hand, or by its target when that came first), or too late. */
export type CashOutDecision = { paid: true; at: Multiplier; payoutPaise: number; automatic: boolean } | { paid: false };

/**
 * The room's decision on a cash-out it handles at `now` (docs/decisions/0820-crash-game.md, "Ties"): too late from the
 * crash instant on (the millisecond the multiplier reaches the crash point included); else, if the bet's automatic
 * target (its auto cash-out, or the maximum win) was reached at or before this millisecond, that target is paid, as
 * the earlier of the two; else the multiplier of this millisecond.
 */
export function decideCashOut(
	round: CrashRound,
	bet: { amountPaise: number; autoCashOut: Multiplier | null },
	now: number,
): CashOutDecision {
	if (round.phase !== "flying" || round.flightStartedAt === null || round.crashPoint === null) return { paid: false };
	if (now >= crashInstant(round)) return { paid: false };
	const m = multiplierAt(now - round.flightStartedAt);
	const target = automaticTarget(bet, round.maxWinPaise);
	const at = Math.min(m, target);
	if (!isPaidAt(at, round.crashPoint)) return { paid: false };
	return {
		paid: true,
		at,
		payoutPaise: cashOutPayoutPaise(bet.amountPaise, at, round.maxWinPaise),
		automatic: target <= m,
	};
}

/** A bet's automatic cash-out at the crash (its target below the crash point), or null: it is lost. */
export function automaticAtCrash(
	bet: { amountPaise: number; autoCashOut: Multiplier | null },
	crashPoint: Multiplier,
	maxWinPaise: number,
): { at: Multiplier; payoutPaise: number } | null {
	const target = automaticTarget(bet, maxWinPaise);
	if (!isPaidAt(target, crashPoint)) return null;
	return { at: target, payoutPaise: cashOutPayoutPaise(bet.amountPaise, target, maxWinPaise) };
}
