/**
 * The racetrack (docs/decisions/0620-tables-and-racetrack.md): the wheel-order layout on which one tap places a
 * call, a neighbour bet or one of the French announced bets. A call is only a way of placing bets: it expands into
 * ordinary straight, split, street and corner bets of the board (bets.ts), which the room validates, limits and
 * settles exactly like bets placed chip by chip. Pure: the racetrack screen, the server and the tests import it.
 *
 * The announced bets are the standard French ones, each a fixed number of chips:
 * - Voisins du Zéro (9 chips): the 17 pockets from 22 to 25 around the zero. Two chips on the trio 0/2/3, one on
 *   each split 4/7, 12/15, 18/21, 19/22 and 32/35, two on the corner 25/26/28/29.
 * - Tiers du Cylindre (6 chips): the 12 pockets from 27 to 33 opposite the zero. One chip on each split 5/8, 10/11,
 *   13/16, 23/24, 27/30 and 33/36.
 * - Orphelins (5 chips): the 8 pockets in neither of them. One chip straight on 1, one on each split 6/9, 14/17,
 *   17/20 and 31/34 (17 is covered twice).
 * - Jeu Zéro (4 chips): the 7 pockets from 12 to 15 nearest the zero. One chip on each split 0/3, 12/15 and 32/35,
 *   one straight on 26.
 */
import { rupeesToPaise } from "../money";
import type { Bet, BetType } from "./bets";
import { isPocket, POCKET_COUNT, WHEEL_ORDER } from "./wheel";

export const ANNOUNCED_BETS = ["voisins", "tiers", "orphelins", "jeu-zero"] as const;
export type AnnouncedBet = (typeof ANNOUNCED_BETS)[number];

/** A neighbour bet covers its centre and this many pockets on each side of it on the wheel. */
export const MAX_NEIGHBOURS = 9;

/** What one tap on the racetrack places: an announced bet, or a number with `each` neighbours each side. */
export type RacetrackCall =
	| { kind: "announced"; bet: AnnouncedBet }
	| { kind: "neighbours"; centre: number; each: number };

/** One place of a call and how many of the call's chips go on it. */
export type CallPart = { type: BetType; numbers: number[]; chips: number };

/** One bet of an expanded call, as a client sends any bet (bets.ts `BetInput`): whole rupees. */
export type CallBet = { type: BetType; numbers: number[]; amount: number };

const part = (type: BetType, numbers: number[], chips = 1): CallPart => ({ type, numbers, chips });

const ANNOUNCED_PARTS: Readonly<Record<AnnouncedBet, readonly CallPart[]>> = {
	voisins: [
		part("street", [0, 2, 3], 2),
		part("split", [4, 7]),
		part("split", [12, 15]),
		part("split", [18, 21]),
		part("split", [19, 22]),
		part("split", [32, 35]),
		part("corner", [25, 26, 28, 29], 2),
	],
	tiers: [
		part("split", [5, 8]),
		part("split", [10, 11]),
		part("split", [13, 16]),
		part("split", [23, 24]),
		part("split", [27, 30]),
		part("split", [33, 36]),
	],
	orphelins: [
		part("straight", [1]),
		part("split", [6, 9]),
		part("split", [14, 17]),
		part("split", [17, 20]),
		part("split", [31, 34]),
	],
	"jeu-zero": [part("split", [0, 3]), part("split", [12, 15]), part("straight", [26]), part("split", [32, 35])],
};

/** The pocket `offset` places clockwise (negative: anticlockwise) from `n` on the wheel. */
export function wheelStep(n: number, offset: number): number {
	const index = (WHEEL_ORDER as readonly number[]).indexOf(n);
	return WHEEL_ORDER[(((index + offset) % POCKET_COUNT) + POCKET_COUNT) % POCKET_COUNT] ?? 0;
}

/** `centre` and `each` pockets either side of it, in wheel order (anticlockwise end first). */
export function neighbours(centre: number, each: number): number[] {
	return Array.from({ length: 2 * each + 1 }, (_, i) => wheelStep(centre, i - each));
}

/** Whether a call is one the racetrack can place: a known announced bet, or a pocket with 0–9 neighbours. */
export function isRacetrackCall(call: unknown): call is RacetrackCall {
	if (typeof call !== "object" || call === null) return false;
	const c = call as Record<string, unknown>;
	if (c.kind === "announced") return (ANNOUNCED_BETS as readonly unknown[]).includes(c.bet);
	return (
		c.kind === "neighbours" &&
		isPocket(c.centre) &&
		typeof c.each === "number" &&
		Number.isInteger(c.each) &&
		c.each >= 0 &&
		c.each <= MAX_NEIGHBOURS
	);
}

/** The places of a call and the chips on each: a neighbour bet is one chip straight on each of its pockets. */
export function callParts(call: RacetrackCall): CallPart[] {
	if (call.kind === "announced") return ANNOUNCED_PARTS[call.bet].map((p) => ({ ...p, numbers: [...p.numbers] }));
	return neighbours(call.centre, call.each).map((n) => part("straight", [n]));
}

/** How many chips a call takes (Voisins du Zéro 9, Tiers du Cylindre 6, Orphelins 5, Jeu Zéro 4, neighbours 2n + 1). */
export function callChips(call: RacetrackCall): number {
	return callParts(call).reduce((sum, p) => sum + p.chips, 0);
}

/**
 * A call with one chip of `chipRupees` as the bets it stands for, ready for `validateSubmission` like bets placed by
 * hand (the table's limits apply to each place: a part of two chips is one bet of twice the chip).
 */
export function expandCall(call: RacetrackCall, chipRupees: number): CallBet[] {
	return callParts(call).map(({ type, numbers, chips }) => ({ type, numbers, amount: chips * chipRupees }));
}

/** What a call stakes in total with one chip of `chipRupees`, in paise. */
export function callStakePaise(call: RacetrackCall, chipRupees: number): number {
	return callChips(call) * rupeesToPaise(chipRupees);
}

/**
 * What a call is stored and answered as (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history):
 * the announced bet's own name, or "neighbours" with its centre and its pockets each side.
 */
export const CALL_KINDS = [...ANNOUNCED_BETS, "neighbours"] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** A call's kind, centre and pockets each side (null for an announced bet), as the bet history stores them. */
export type CallParts = { kind: CallKind; centre: number | null; n: number | null };

export function callPartsOf(call: RacetrackCall): CallParts {
	return call.kind === "announced"
		? { kind: call.bet, centre: null, n: null }
		: { kind: "neighbours", centre: call.centre, n: call.each };
}

/** The call a stored kind, centre and n stand for; null when they are not one the racetrack can place. */
export function callFromParts(parts: CallParts): RacetrackCall | null {
	const call: RacetrackCall =
		parts.kind === "neighbours"
			? { kind: "neighbours", centre: parts.centre ?? -1, each: parts.n ?? -1 }
			: { kind: "announced", bet: parts.kind };
	return isRacetrackCall(call) ? call : null;
}

/**
 * A call named with the bets it placed (a `placeBets` submission's `calls`, a favourite's): the call and its chip in
 * whole rupees (or tokens), one chip per chip of the call.
 */
export type NamedCall = { call: RacetrackCall; chip: number };

/**
 * Which call placed each bet: for every bet, the index of its call in `calls`, or null for a bet placed by hand.
 * Each call must find every bet of `expandCall(call, chip)` among the bets, the same place and amount, each bet
 * claimed by one call at most; null when one does not (the naming is then refused). The bets stay as sent: a call
 * is never trusted to add, change or price anything.
 */
export function assignCalls(
	bets: ReadonlyArray<Pick<Bet, "type" | "numbers" | "amountPaise">>,
	calls: readonly NamedCall[],
): Array<number | null> | null {
	const owner: Array<number | null> = bets.map(() => null);
	const placeKey = (type: string, numbers: readonly number[], paise: number) =>
		`${type}:${[...numbers].sort((a, b) => a - b).join(",")}:${paise}`;
	const keys = bets.map((b) => placeKey(b.type, b.numbers, b.amountPaise));
	for (const [index, { call, chip }] of calls.entries()) {
		for (const part of expandCall(call, chip)) {
			const wanted = placeKey(part.type, part.numbers, rupeesToPaise(part.amount));
			// Equal bets are interchangeable, so the first free one is as good as any.
			const at = keys.findIndex((key, i) => key === wanted && owner[i] === null);
			if (at < 0) return null;
			owner[at] = index;
		}
	}
	return owner;
}
