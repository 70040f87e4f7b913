/**
 * Roulette bets (docs/product.md#bets): every bet type with real table geometry, the
 * placement rules across a player's bets in a round, the table limits,
 * payouts (winnings on top of the returned stake) and settlement. Pure: the table
 * UI, the RouletteRoom and the tests all import this one module.
 *
 * The table layout: numbers 1–36 in 12 rows of 3 (row r holds 3r+1, 3r+2, 3r+3),
 * columns 1, 2, 3 from the left, 0 above the first row.
 */
import { rouletteMessages } from "../messages/tables";
import { paiseToRupees, rupeesToPaise } from "../money";
import { colorOf } from "./wheel";

export const BET_TYPES = [
	"straight",
	"split",
	"street",
	"corner",
	"line",
	"dozen",
	"column",
	"red",
	"black",
	"even",
	"odd",
	"low",
	"high",
] as const;
export type BetType = (typeof BET_TYPES)[number];

/** Winnings per unit staked, paid on top of the returned stake. */
export const PAYOUT_RATIO: Readonly<Record<BetType, number>> = {
	straight: 35,
	split: 17,
	street: 11,
	corner: 8,
	line: 5,
	dozen: 2,
	column: 2,
	red: 1,
	black: 1,
	even: 1,
	odd: 1,
	low: 1,
	high: 1,
};

/** Chips on the table, in rupees (docs/product.md#bets). */
export const CHIP_VALUES_RUPEES = [10, 20, 50, 100, 500, 2500] as const;
/**
 * Table limits in paise. The per-bet minimum and maximum here are only the defaults (the catalogue's own
 * seed values): a round carries its table's limits from the catalogue (docs/decisions/0745). The granularity
 * (the smallest chip), the total per player per round and the size of one submission are the same at every table.
 */
export const TABLE_LIMITS = {
	minBetPaise: 1_000,
	maxBetPaise: 5_000_000,
	betStepPaise: 1_000,
	maxRoundStakePaise: 5_000_000,
	/** Entries in one placeBets submission. */
	maxBetsPerSubmission: 200,
} as const;

/**
 * A table's minimum and maximum per bet, in paise. A bet is everything one player has on one place in a round,
 * however many chips and submissions it took, so splitting a big stake into small entries does not pass the maximum.
 */
export type BetLimits = { minBetPaise: number; maxBetPaise: number };

/** The per-bet limits a round carries (rupees, as in RoundSnapshot); a round stored before rounds had them gets the defaults. */
export function betLimitsOf(round: { minBet?: number; maxBet?: number } | null | undefined): BetLimits {
	return {
		minBetPaise: round?.minBet === undefined ? TABLE_LIMITS.minBetPaise : rupeesToPaise(round.minBet),
		maxBetPaise: round?.maxBet === undefined ? TABLE_LIMITS.maxBetPaise : rupeesToPaise(round.maxBet),
	};
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(",");

/** The 12 numbers of dozen 1, 2 or 3. */
export function dozenNumbers(dozen: 1 | 2 | 3): number[] {
	return range((dozen - 1) * 12 + 1, dozen * 12);
}

/** The 12 numbers of column 1 (1, 4, ... 34), 2 (2, 5, ... 35) or 3 (3, 6, ... 36). */
export function columnNumbers(column: 1 | 2 | 3): number[] {
	return range(0, 11).map((row) => row * 3 + column);
}

/** The numbers an even-money bet covers. */
export const OUTSIDE_NUMBERS: Readonly<Record<"red" | "black" | "even" | "odd" | "low" | "high", readonly number[]>> = {
	red: range(1, 36).filter((n) => colorOf(n) === "red"),
	black: range(1, 36).filter((n) => colorOf(n) === "black"),
	even: range(1, 36).filter((n) => n % 2 === 0),
	odd: range(1, 36).filter((n) => n % 2 === 1),
	low: range(1, 18),
	high: range(19, 36),
};

function buildGeometry(): Record<BetType, number[][]> {
	const split: number[][] = [
		[0, 1],
		[0, 2],
		[0, 3],
	];
	const corner: number[][] = [[0, 1, 2, 3]]; // "first four" is the European table's zero corner
	const street: number[][] = [
		[0, 1, 2],
		[0, 2, 3],
	]; // the two zero trios sit on the same lines as streets
	const line: number[][] = [];
	for (let n = 1; n <= 36; n++) {
		const col = ((n - 1) % 3) + 1;
		if (col < 3) split.push([n, n + 1]);
		if (n + 3 <= 36) split.push([n, n + 3]);
		if (col < 3 && n + 4 <= 36) corner.push([n, n + 1, n + 3, n + 4]);
		if (col === 1) {
			street.push([n, n + 1, n + 2]);
			if (n + 5 <= 36) line.push(range(n, n + 5));
		}
	}
	return {
		straight: range(0, 36).map((n) => [n]),
		split,
		street,
		corner,
		line,
		dozen: [1, 2, 3].map((d) => dozenNumbers(d as 1 | 2 | 3)),
		column: [1, 2, 3].map((c) => columnNumbers(c as 1 | 2 | 3)),
		red: [[...OUTSIDE_NUMBERS.red]],
		black: [[...OUTSIDE_NUMBERS.black]],
		even: [[...OUTSIDE_NUMBERS.even]],
		odd: [[...OUTSIDE_NUMBERS.odd]],
		low: [[...OUTSIDE_NUMBERS.low]],
		high: [[...OUTSIDE_NUMBERS.high]],
	};
}

/** Every placeable number set per bet type: the table's real geometry. */
export const BET_GEOMETRY: Readonly<Record<BetType, readonly (readonly number[])[]>> = buildGeometry();
const GEOMETRY_KEYS: Record<BetType, Set<string>> = Object.fromEntries(
	BET_TYPES.map((type) => [type, new Set(BET_GEOMETRY[type].map(key))]),
) as Record<BetType, Set<string>>;

/** What a client sends per bet: a type, the covered numbers (not needed for even-money bets) and whole rupees. */
export type BetInput = { type: string; numbers?: unknown; amount: unknown };

/** A validated bet: canonical sorted numbers and an integer amount in paise. */
export type Bet = { type: BetType; numbers: number[]; amountPaise: number };

export type Refusal = { ok: false; message: string };
export type Accepted<T> = { ok: true; value: T };

function isBetType(type: unknown): type is BetType {
	return typeof type === "string" && (BET_TYPES as readonly string[]).includes(type);
}

/** The canonical numbers of a bet if its type and numbers are a real place on the table, else null. */
export function betNumbers(type: string, numbers?: unknown): number[] | null {
	if (!isBetType(type)) return null;
	const geometry = BET_GEOMETRY[type];
	if (numbers === undefined || (Array.isArray(numbers) && numbers.length === 0)) {
		// Even-money bets need no numbers: there is only one place for them.
		return geometry.length === 1 && type !== "straight" ? [...(geometry[0] ?? [])] : null;
	}
	if (!Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n))) return null;
	if (new Set(numbers).size !== numbers.length) return null;
	const wanted = key(numbers as number[]);
	return GEOMETRY_KEYS[type].has(wanted) ? [...(numbers as number[])].sort((a, b) => a - b) : null;
}

/** One entry of a submission: a real place and a whole number of chips (at least one); the per-bet limits come later. */
function parseBet(input: BetInput, limits: BetLimits): Accepted<Bet> | Refusal {
	const numbers = betNumbers(input.type, input.numbers);
	if (!numbers) return { ok: false, message: rouletteMessages.invalidBet };
	const amount = input.amount;
	// Written only when refused: the message formats rupees for India (toLocaleString), ~0.1 ms, and the room parses
	// every bet of every submission twice (docs/benchmarks-history.md, the room's profile).
	const tooSmall = (): Refusal => ({ ok: false, message: rouletteMessages.minBet(paiseToRupees(limits.minBetPaise)) });
	if (typeof amount !== "number" || !Number.isFinite(amount)) return tooSmall();
	const amountPaise = Math.round(amount * 100);
	if (Math.abs(amountPaise / 100 - amount) > 1e-9 || amountPaise < TABLE_LIMITS.betStepPaise) return tooSmall();
	if (amountPaise % TABLE_LIMITS.betStepPaise !== 0) return { ok: false, message: rouletteMessages.chipMultiple };
	return { ok: true, value: { type: input.type as BetType, numbers, amountPaise } };
}

/**
 * The per-bet limits on every place the new submission touches: the player's stake on that place in the round
 * (earlier submissions plus this one) must be within them. `stacking` leaves out the minimum, for chips still
 * being put on the table (the client's slip); whatever is sent must meet it.
 */
export function betLimitRefusal(
	existing: readonly Bet[],
	incoming: readonly Bet[],
	limits: BetLimits,
	{ stacking = false } = {},
): string | null {
	const placeKey = (b: Bet) => `${b.type}:${key(b.numbers)}`;
	const onPlace = new Map<string, number>();
	for (const b of incoming) onPlace.set(placeKey(b), (onPlace.get(placeKey(b)) ?? 0) + b.amountPaise);
	for (const b of existing) {
		const k = placeKey(b);
		const sum = onPlace.get(k);
		if (sum !== undefined) onPlace.set(k, sum + b.amountPaise);
	}
	for (const paise of onPlace.values()) {
		if (paise > limits.maxBetPaise) return rouletteMessages.maxBet(paiseToRupees(limits.maxBetPaise));
		if (!stacking && paise < limits.minBetPaise) return rouletteMessages.minBet(paiseToRupees(limits.minBetPaise));
	}
	return null;
}

/** Validates one bet on its own (geometry, chip granularity, the table's minimum and maximum). */
export function validateBet(input: BetInput, limits: BetLimits = TABLE_LIMITS): Accepted<Bet> | Refusal {
	const parsed = parseBet(input, limits);
	if (!parsed.ok) return parsed;
	const refusal = betLimitRefusal([], [parsed.value], limits);
	return refusal ? { ok: false, message: refusal } : parsed;
}

/**
 * The placement rules (docs/product.md#bets) across everything a player has on the table in a round
 * (`existing`, from earlier submissions) plus a new submission. Returns the first
 * broken rule's message, or null when the bets may stand together.
 */
export function placementRefusal(existing: readonly Bet[], incoming: readonly Bet[]): string | null {
	const all = [...existing, ...incoming];
	const has = (type: BetType) => all.some((b) => b.type === type);
	if (has("red") && has("black")) return rouletteMessages.oneColor;
	if (new Set(all.filter((b) => b.type === "column").map((b) => key(b.numbers))).size > 2) {
		return rouletteMessages.twoColumns;
	}
	if (new Set(all.filter((b) => b.type === "dozen").map((b) => key(b.numbers))).size > 2) {
		return rouletteMessages.twoDozens;
	}
	if (has("low") && has("high")) return rouletteMessages.lowOrHigh;
	if (has("even") && has("odd")) return rouletteMessages.evenOrOdd;
	const total = all.reduce((sum, b) => sum + b.amountPaise, 0);
	if (total > TABLE_LIMITS.maxRoundStakePaise) return rouletteMessages.roundLimit;
	return null;
}

/**
 * Validates a whole submission against the player's existing bets of the round and the round's per-bet limits.
 * The placement rules and the round total come before the per-bet limits, so a table with the default limits
 * answers exactly as before they existed. `stacking`: see betLimitRefusal.
 */
export function validateSubmission(
	existing: readonly Bet[],
	inputs: unknown,
	limits: BetLimits = TABLE_LIMITS,
	options: { stacking?: boolean } = {},
): Accepted<Bet[]> | Refusal {
	if (!Array.isArray(inputs) || inputs.length === 0) return { ok: false, message: rouletteMessages.noBets };
	if (inputs.length > TABLE_LIMITS.maxBetsPerSubmission) return { ok: false, message: rouletteMessages.tooManyBets };
	const bets: Bet[] = [];
	for (const input of inputs) {
		if (typeof input !== "object" || input === null) return { ok: false, message: rouletteMessages.invalidBet };
		const checked = parseBet(input as BetInput, limits);
		if (!checked.ok) return checked;
		bets.push(checked.value);
	}
	const refusal = placementRefusal(existing, bets) ?? betLimitRefusal(existing, bets, limits, options);
	return refusal ? { ok: false, message: refusal } : { ok: true, value: bets };
}

/** Whether the bet wins on this pocket (zero loses every outside bet: they do not cover it). */
export function betWins(bet: Pick<Bet, "numbers">, result: number): boolean {
	return bet.numbers.includes(result);
}

/** What the player gets back: stake × (ratio + 1) on a win, 0 on a loss. */
export function betReturnPaise(bet: Pick<Bet, "type" | "numbers" | "amountPaise">, result: number): number {
	return betWins(bet, result) ? bet.amountPaise * (PAYOUT_RATIO[bet.type] + 1) : 0;
}

export type SettledBet<T extends Bet> = T & { won: boolean; payoutPaise: number };

/** Settles a set of bets against a result. */
export function settleBets<T extends Bet>(bets: readonly T[], result: number): SettledBet<T>[] {
	return bets.map((bet) => {
		const payoutPaise = betReturnPaise(bet, result);
		return { ...bet, won: payoutPaise > 0, payoutPaise };
	});
}

/** The label a person reads for a bet's value: "17", "1-2", "red", "1st 12", "column 2". */
export function betValueLabel(bet: Pick<Bet, "type" | "numbers">): string {
	switch (bet.type) {
		case "dozen":
			return `${Math.ceil((bet.numbers[0] ?? 1) / 12)}${["st", "nd", "rd"][Math.ceil((bet.numbers[0] ?? 1) / 12) - 1]} 12`;
		case "column":
			return `column ${(((bet.numbers[0] ?? 1) - 1) % 3) + 1}`;
		case "red":
		case "black":
		case "even":
		case "odd":
		case "low":
		case "high":
			return bet.type;
		default:
			return bet.numbers.join("-");
	}
}

/** A winner's name as shown to other players: first two letters, then stars ("Ra***"). */
export function maskName(name: string): string {
	const trimmed = name.trim();
	return `${[...trimmed].slice(0, 2).join("") || "Pl"}***`;
}
