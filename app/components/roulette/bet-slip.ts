/**
 * The player's chips on the table before they are sent, pure:
 * add a chip, 2x, undo (restores the previous state), clear, and the placement rules (docs/product.md#bets) run
 * on every change through the domain's own validation, so a refused bet never leaves the page.
 * The round's per-bet limits (docs/decisions/0745) are checked the same way: the maximum on every
 * change, the minimum when the chips are sent (a place may stay under it while chips are stacked).
 *
 * The slip also remembers the racetrack calls among its chips (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history),
 * so that they are sent named and the bet history can name them. A call stays named while all of its bets are
 * still on the slip: more chips on its places are plain bets beside it, doubling doubles its chip, Undo and Clear
 * take it off with its chips; a call whose bets are no longer all there is left as the plain bets that remain.
 */

import { rouletteMessages } from "~/domain/messages/tables";
import { type Bet, type BetLimits, type BetType, TABLE_LIMITS, validateSubmission } from "~/domain/roulette/bets";
import type { BetRequest, ClientMessage, PlacedBet, Wallet } from "~/domain/roulette/protocol";
import { expandCall, type NamedCall } from "~/domain/roulette/racetrack";
import { type TableTarget, targetKey } from "./table-layout";

export type Stake = { key: string; type: BetType; numbers: number[]; amount: number };

/** The slip at one moment. */
type SlipState = {
	/** Unsent chips per target key, amounts in whole rupees. */
	stakes: Record<string, Stake>;
	/** The racetrack calls among the chips, in the order placed; each one's bets are all in `stakes`. */
	calls: NamedCall[];
};

export type Slip = SlipState & {
	/** Earlier states, for undo. */
	history: SlipState[];
};

export const emptySlip: Slip = { stakes: {}, calls: [], history: [] };

export type SlipChange = { ok: true; slip: Slip } | { ok: false; message: string };

export function slipTotal(slip: Slip): number {
	return Object.values(slip.stakes).reduce((sum, s) => sum + s.amount, 0);
}

/**
 * What "Place bet" sends: each call's bets as the call expands (so the room finds them), then what is left on each
 * place as a bet of its own.
 */
export function slipRequests(slip: Slip): BetRequest[] {
	const left = new Map(Object.values(slip.stakes).map((s) => [s.key, s.amount]));
	const bets: BetRequest[] = [];
	for (const { call, chip } of slip.calls) {
		for (const part of expandCall(call, chip)) {
			const key = targetKey(part.type, part.numbers);
			left.set(key, (left.get(key) ?? 0) - part.amount);
			bets.push(part);
		}
	}
	for (const s of Object.values(slip.stakes)) {
		const amount = left.get(s.key) ?? 0;
		if (amount > 0) bets.push({ type: s.type, numbers: s.numbers, amount });
	}
	return bets;
}

/** The slip sent as one submission: its bets, with the racetrack calls among them named (when there are any). */
export function placeBetsMessage(submissionId: string, wallet: Wallet, slip: Slip): ClientMessage {
	const bets = slipRequests(slip);
	return { type: "placeBets", submissionId, wallet, bets, ...(slip.calls.length > 0 ? { calls: slip.calls } : {}) };
}

/** The calls among `stakes`, in order, each only if all of its bets are still there beside the calls before it. */
function callsStillOn(stakes: Record<string, Stake>, calls: readonly NamedCall[]): NamedCall[] {
	const left = new Map(Object.values(stakes).map((s) => [s.key, s.amount]));
	return calls.filter(({ call, chip }) => {
		const parts = expandCall(call, chip).map((part) => ({ key: targetKey(part.type, part.numbers), ...part }));
		const need = new Map<string, number>();
		for (const part of parts) need.set(part.key, (need.get(part.key) ?? 0) + part.amount);
		if ([...need].some(([key, amount]) => (left.get(key) ?? 0) < amount)) return false;
		for (const [key, amount] of need) left.set(key, (left.get(key) ?? 0) - amount);
		return true;
	});
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
	calls: readonly NamedCall[] = slip.calls,
): SlipChange {
	const message = slipRefusal(placed, stakes, available, limits);
	if (message) return { ok: false, message };
	return {
		ok: true,
		slip: { stakes, calls: callsStillOn(stakes, calls), history: [...slip.history, before(slip)] },
	};
}

const before = (slip: Slip): SlipState => ({ stakes: slip.stakes, calls: slip.calls });

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
 * takes them all back. `calls`: the racetrack calls among `bets`, remembered with them.
 */
export function addBets(
	slip: Slip,
	bets: ReadonlyArray<{ type: BetType; numbers: readonly number[]; amount: number }>,
	placed: readonly PlacedBet[] = [],
	available = Number.POSITIVE_INFINITY,
	limits: BetLimits = TABLE_LIMITS,
	calls: readonly NamedCall[] = [],
): SlipChange {
	if (bets.length === 0) return { ok: true, slip };
	const stakes = { ...slip.stakes };
	for (const bet of bets) {
		const numbers = [...bet.numbers].sort((a, b) => a - b);
		const key = targetKey(bet.type, numbers);
		stakes[key] = { key, type: bet.type, numbers, amount: (stakes[key]?.amount ?? 0) + bet.amount };
	}
	return change(slip, stakes, placed, available, limits, [...slip.calls, ...calls]);
}

/** Doubles every unsent chip: a call stays that call, with twice its chip. */
export function doubleSlip(
	slip: Slip,
	placed: readonly PlacedBet[] = [],
	available = Number.POSITIVE_INFINITY,
	limits: BetLimits = TABLE_LIMITS,
): SlipChange {
	if (Object.keys(slip.stakes).length === 0) return { ok: true, slip };
	const stakes = Object.fromEntries(Object.entries(slip.stakes).map(([k, s]) => [k, { ...s, amount: s.amount * 2 }]));
	const calls = slip.calls.map((named) => ({ ...named, chip: named.chip * 2 }));
	return change(slip, stakes, placed, available, limits, calls);
}

/** Restores the state before the last change (its calls with it). */
export function undoSlip(slip: Slip): Slip {
	const previous = slip.history.at(-1);
	if (!previous) return slip;
	return { ...previous, history: slip.history.slice(0, -1) };
}

export function clearSlip(slip: Slip): Slip {
	if (Object.keys(slip.stakes).length === 0) return slip;
	return { stakes: {}, calls: [], history: [...slip.history, before(slip)] };
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
