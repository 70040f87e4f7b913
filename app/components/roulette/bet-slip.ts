/**
 * The player's chips on the table before they are sent, pure:
 * add a chip, 2x, undo (restores the previous state), clear, and the placement rules (docs/product.md#bets) run
 * on every change through the domain's own validation, so a refused bet never leaves the page.
 * The round's per-bet limits (docs/decisions/0745) are checked the same way: the maximum on every
 * change, the minimum when the chips are sent (a place may stay under it while chips are stacked).
 */

import { rouletteMessages } from "~/domain/messages";
import { type Bet, type BetLimits, type BetType, TABLE_LIMITS, validateSubmission } from "~/domain/roulette/bets";
import type { BetRequest, PlacedBet } from "~/domain/roulette/protocol";
import { type TableTarget, targetKey } from "./table-layout";

export type Stake = { key: string; type: BetType; numbers: number[]; amount: number };

export type Slip = {
	/** Unsent chips per target key, amounts in whole rupees. */
	stakes: Record<string, Stake>;
	/** Earlier states, for undo. */
	history: Record<string, Stake>[];
};

export const emptySlip: Slip = { stakes: {}, history: [] };

export type SlipChange = { ok: true; slip: Slip } | { ok: false; message: string };

export function slipTotal(slip: Slip): number {
	return Object.values(slip.stakes).reduce((sum, s) => sum + s.amount, 0);
}

export function slipRequests(slip: Slip): BetRequest[] {
	return Object.values(slip.stakes).map((s) => ({ type: s.type, numbers: s.numbers, amount: s.amount }));
}

function asBets(stakes: Iterable<{ type: BetType; numbers: number[]; amount: number }>): Bet[] {
	return [...stakes].map((s) => ({ type: s.type, numbers: s.numbers, amountPaise: s.amount * 100 }));
}

/** The first placement rule (docs/product.md#bets), the maximum per bet (or the balance) that the new stakes would break, or null. */
export function slipRefusal(
	placed: readonly PlacedBet[],
	stakes: Record<string, Stake>,
	available: number,
	limits: BetLimits = TABLE_LIMITS,
): string | null {
	const requests = Object.values(stakes);
	if (requests.length === 0) return null;
	const checked = validateSubmission(asBets(placed), slipRequestsOf(stakes), limits, { stacking: true });
	if (!checked.ok) return checked.message;
	const total = requests.reduce((sum, s) => sum + s.amount, 0);
	if (total > available) return rouletteMessages.insufficientBalance;
	return null;
}

/** Why the unsent chips cannot be sent as they are (a place under the minimum, say), or null: the room's own check. */
export function submissionRefusal(
	slip: Slip,
	placed: readonly PlacedBet[],
	limits: BetLimits = TABLE_LIMITS,
): string | null {
	const checked = validateSubmission(asBets(placed), slipRequests(slip), limits);
	return checked.ok ? null : checked.message;
}

function slipRequestsOf(stakes: Record<string, Stake>): BetRequest[] {
	return Object.values(stakes).map((s) => ({ type: s.type, numbers: s.numbers, amount: s.amount }));
}

function change(
	slip: Slip,
	stakes: Record<string, Stake>,
	placed: readonly PlacedBet[],
	available: number,
	limits: BetLimits,
): SlipChange {
	const message = slipRefusal(placed, stakes, available, limits);
	if (message) return { ok: false, message };
	return { ok: true, slip: { stakes, history: [...slip.history, slip.stakes] } };
}

/** Puts one chip on a target. */
export function addChip(
	slip: Slip,
	target: Pick<TableTarget, "type" | "numbers">,
	chip: number,
	placed: readonly PlacedBet[] = [],
	available = Number.POSITIVE_INFINITY,
	limits: BetLimits = TABLE_LIMITS,
): SlipChange {
	const key = targetKey(target.type, target.numbers);
	const current = slip.stakes[key];
	const stakes = {
		...slip.stakes,
		[key]: { key, type: target.type, numbers: [...target.numbers], amount: (current?.amount ?? 0) + chip },
	};
	return change(slip, stakes, placed, available, limits);
}

/**
 * Puts several bets on the slip at once, as if each had been placed by hand: the bets of last round (Repeat), of a
 * favourite, or a racetrack call expanded by the domain (docs/decisions/0620-tables-and-racetrack.md). The placement
 * rules, the table's maximum and the balance are checked on the whole, with the same messages as a chip; one undo
 * takes them all back.
 */
export function addBets(
	slip: Slip,
	bets: ReadonlyArray<{ type: BetType; numbers: readonly number[]; amount: number }>,
	placed: readonly PlacedBet[] = [],
	available = Number.POSITIVE_INFINITY,
	limits: BetLimits = TABLE_LIMITS,
): SlipChange {
	if (bets.length === 0) return { ok: true, slip };
	const stakes = { ...slip.stakes };
	for (const bet of bets) {
		const numbers = [...bet.numbers].sort((a, b) => a - b);
		const key = targetKey(bet.type, numbers);
		stakes[key] = { key, type: bet.type, numbers, amount: (stakes[key]?.amount ?? 0) + bet.amount };
	}
	return change(slip, stakes, placed, available, limits);
}

/** Doubles every unsent chip. */
export function doubleSlip(
	slip: Slip,
	placed: readonly PlacedBet[] = [],
	available = Number.POSITIVE_INFINITY,
	limits: BetLimits = TABLE_LIMITS,
): SlipChange {
	if (Object.keys(slip.stakes).length === 0) return { ok: true, slip };
	const stakes = Object.fromEntries(Object.entries(slip.stakes).map(([k, s]) => [k, { ...s, amount: s.amount * 2 }]));
	return change(slip, stakes, placed, available, limits);
}

/** Restores the state before the last change. */
export function undoSlip(slip: Slip): Slip {
	const previous = slip.history.at(-1);
	if (!previous) return slip;
	return { stakes: previous, history: slip.history.slice(0, -1) };
}

export function clearSlip(slip: Slip): Slip {
	if (Object.keys(slip.stakes).length === 0) return slip;
	return { stakes: {}, history: [...slip.history, slip.stakes] };
}

/** Amount on a target: what was placed (acknowledged by the server) and what is still unsent. */
export function amountsOn(key: string, slip: Slip, placed: readonly PlacedBet[]): { placed: number; pending: number } {
	return {
		placed: placed.filter((b) => targetKey(b.type, b.numbers) === key).reduce((sum, b) => sum + b.amount, 0),
		pending: slip.stakes[key]?.amount ?? 0,
	};
}

/** Whether the automatic submit (once, when 1 s remains: docs/product.md#the-round) should fire now. */
export function shouldAutoSubmit(args: {
	phase: string | null;
	secondsLeft: number;
	hasUnsent: boolean;
	alreadyAutoSubmitted: boolean;
	sending: boolean;
}): boolean {
	return (
		args.phase === "betting" && args.secondsLeft <= 1 && args.hasUnsent && !args.alreadyAutoSubmitted && !args.sending
	);
}
