/**
 * How much a stake counts toward a bonus's wagering requirement (docs/decisions/0850-promotions.md): a weight per
 * game and bet type, 0% for stakes that hedge (both sides of an even chance, or all three dozens or columns, in one
 * round), only real-money stakes of bets that were settled (a refund counts nothing), rounded down to the paisa.
 */
import { BET_TYPES, type BetType } from "../roulette/bets";

/** The weight groups an operator sets, in whole per cent (0–100). */
export const WEIGHT_KEYS = ["rouletteInside", "rouletteDozenColumn", "rouletteEvenMoney", "crash"] as const;
export type WeightKey = (typeof WEIGHT_KEYS)[number];
export type GameWeights = Readonly<Record<WeightKey, number>>;

/** The defaults: straight-up and the other inside bets 100%, dozens and columns 75%, even chances 50%, crash 100%. */
export const DEFAULT_WEIGHTS: GameWeights = {
	rouletteInside: 100,
	rouletteDozenColumn: 75,
	rouletteEvenMoney: 50,
	crash: 100,
};

const EVEN_MONEY_PAIRS = [
	["red", "black"],
	["even", "odd"],
	["low", "high"],
] as const satisfies ReadonlyArray<readonly [BetType, BetType]>;

/** A stored bet as wagering reads it: its game, type, numbers (JSON text or a list), stake and wallet. */
export type WageredBet = {
	/** A roulette bet type, "crash", or a card table's spot (which counts nothing: see `weightKeyOf`). */
	betType: BetType | "crash" | (string & {});
	numbers: string | readonly number[];
	amountPaise: number;
	wallet: "real" | "tokens";
	/** Refunded bets (an operator-set round, a closed table) count nothing. */
	refunded: boolean;
};

/** Roulette's bet types: the other games' bets are named by their own spots. */
const ROULETTE_BET_TYPES: ReadonlySet<string> = new Set(BET_TYPES);

/**
 * The weight group of a bet type, or null for a game no weight names yet: the card tables' spots count nothing toward
 * wagering (both sides of Andar Bahar or Dragon Tiger in one round would hedge like red and black, and the operator
 * has no weight for them), until the promotions' weights name the card games.
 */
export function weightKeyOf(betType: WageredBet["betType"]): WeightKey | null {
	if (betType !== "crash" && !ROULETTE_BET_TYPES.has(betType)) return null;
	switch (betType) {
		case "crash":
			return "crash";
		case "dozen":
		case "column":
			return "rouletteDozenColumn";
		case "red":
		case "black":
		case "even":
		case "odd":
		case "low":
		case "high":
			return "rouletteEvenMoney";
		default:
			return "rouletteInside";
	}
}

function numbersOf(bet: WageredBet): readonly number[] {
	if (typeof bet.numbers !== "string") return bet.numbers;
	try {
		const parsed: unknown = JSON.parse(bet.numbers);
		return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === "number") : [];
	} catch {
		return [];
	}
}

/** The bet types a player's round hedges: both sides of an even chance, all three dozens, all three columns. */
export function hedgedTypes(bets: readonly WageredBet[]): Set<string> {
	const staked = new Set(bets.map((bet) => bet.betType));
	const hedged = new Set<string>();
	for (const [a, b] of EVEN_MONEY_PAIRS) {
		if (staked.has(a) && staked.has(b)) {
			hedged.add(a);
			hedged.add(b);
		}
	}
	for (const kind of ["dozen", "column"] as const) {
		const covered = new Set(
			bets.filter((bet) => bet.betType === kind).map((bet) => JSON.stringify([...numbersOf(bet)].sort())),
		);
		if (covered.size >= 3) hedged.add(kind);
	}
	return hedged;
}

/**
 * What one player's bets of one round add to the wagering of their bonus: each real-money, unrefunded stake times
 * its weight, rounded down per bet; 0 for the hedged types.
 */
export function roundContributionPaise(bets: readonly WageredBet[], weights: GameWeights = DEFAULT_WEIGHTS): number {
	const counted = bets.filter((bet) => bet.wallet === "real" && !bet.refunded);
	const hedged = hedgedTypes(counted);
	let total = 0;
	for (const bet of counted) {
		const key = weightKeyOf(bet.betType);
		if (key === null || hedged.has(bet.betType)) continue;
		total += Math.floor((bet.amountPaise * weights[key]) / 100);
	}
	return total;
}

/**
 * Whether a player's real-money stake in one round (what they already staked plus what they add) passes their
 * bonus's maximum bet: the cap is per round, so splitting a stake into many chips does not pass it. A player with
 * no active bonus has no cap (null).
 */
export function overMaxBet(roundStakePaise: number, maxBetPaise: number | null): boolean {
	return maxBetPaise !== null && roundStakePaise > maxBetPaise;
}
