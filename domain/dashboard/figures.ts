/**
 * The dashboard's figures from the stored daily totals (docs/decisions/0860-cockpit-charts.md): per day and over the
 * range, for one table or all. Pure: the rows come from server/dashboard.ts. Amounts are paise here; the API
 * answers rupees.
 */
import Papa from "papaparse";
import { houseEdge as andarBaharEdge, isAndarBaharBet } from "../andar-bahar/rules";
import { add, mul, type Ratio, ratio } from "../cards/ratio";
import { CRASH_RTP_BASIS_POINTS } from "../crash/fairness";
import { dragonTigerHouseEdge, isDragonTigerBet } from "../dragon-tiger/rules";
import { isoDayOf } from "./range";

/**
 * The games whose every bet has one house edge: roulette's single zero (1/37 = 2.70%, every bet type), the crash
 * game's 3% (97% return to player by construction, domain/crash/fairness.ts). A card game's edge depends on the bet
 * (`betKindEdge`).
 */
export const THEORETICAL_EDGE: Readonly<Record<string, number>> = {
	roulette: 1 / 37,
	crash: (10_000 - CRASH_RTP_BASIS_POINTS) / 10_000,
};

const ROULETTE_EDGE = ratio(1, 37);
const CRASH_EDGE = ratio(10_000 - CRASH_RTP_BASIS_POINTS, 10_000);
const cardEdges = new Map<string, Ratio>();

/**
 * The exact house edge of one kind of bet (its stored `bet_type`) at a game: roulette's 1/37 for every bet type
 * (tests/unit/bets.test.ts), crash's 3% for its one bet, and each Andar Bahar and Dragon Tiger spot's own edge as the
 * rules compute it (domain/andar-bahar/rules.ts `houseEdge`, domain/dragon-tiger/rules.ts `dragonTigerHouseEdge`).
 * Null for a spot the card game does not have and for a game with no known edge: none rather than a made-up one.
 */
export function betKindEdge(game: string, betType: string): Ratio | null {
	if (game === "roulette") return ROULETTE_EDGE;
	if (game === "crash") return CRASH_EDGE;
	const key = `${game}:${betType}`;
	const known = cardEdges.get(key);
	if (known) return known;
	const edge =
		game === "andar-bahar" && isAndarBaharBet(betType)
			? andarBaharEdge(betType)
			: game === "dragon-tiger" && isDragonTigerBet(betType)
				? dragonTigerHouseEdge(betType)
				: null;
	if (edge) cardEdges.set(key, edge);
	return edge;
}

export type PlayRow = { day: number; bets: number; stakesPaise: number; payoutsPaise: number; players: number };

export type MoneyRow = {
	day: number;
	depositsRequested: number;
	depositsRequestedPaise: number;
	depositsApproved: number;
	depositsApprovedPaise: number;
	depositsRejected: number;
	withdrawalsRequested: number;
	withdrawalsRequestedPaise: number;
	withdrawalsApproved: number;
	withdrawalsApprovedPaise: number;
	withdrawalsRejected: number;
	registrations: number;
	firstDepositors: number;
};

/** Bonus money moved on a day (daily_bonus): granted, converted to real money (the real cost), expired, forfeited. */
export type BonusRow = {
	day: number;
	bonusCredited: number;
	bonusCreditedPaise: number;
	bonusConverted: number;
	bonusConvertedPaise: number;
	bonusExpired: number;
	bonusExpiredPaise: number;
	bonusForfeited: number;
	bonusForfeitedPaise: number;
};

/** A table's real stakes on one kind of bet (daily_table_bet_stakes), with the table's game. */
export type KindStakes = { game: string; betType: string; stakesPaise: number };

export type DayFigures = Omit<PlayRow, "day"> &
	Omit<MoneyRow, "day"> &
	Omit<BonusRow, "day"> & { day: string; ggrPaise: number; expectedGgrPaise: number | null };

const EMPTY_MONEY: Omit<MoneyRow, "day"> = {
	depositsRequested: 0,
	depositsRequestedPaise: 0,
	depositsApproved: 0,
	depositsApprovedPaise: 0,
	depositsRejected: 0,
	withdrawalsRequested: 0,
	withdrawalsRequestedPaise: 0,
	withdrawalsApproved: 0,
	withdrawalsApprovedPaise: 0,
	withdrawalsRejected: 0,
	registrations: 0,
	firstDepositors: 0,
};

const EMPTY_BONUS: Omit<BonusRow, "day"> = {
	bonusCredited: 0,
	bonusCreditedPaise: 0,
	bonusConverted: 0,
	bonusConvertedPaise: 0,
	bonusExpired: 0,
	bonusExpiredPaise: 0,
	bonusForfeited: 0,
	bonusForfeitedPaise: 0,
};

/**
 * One row per day of the range (days without any row are zeros). `stakesByKind` (per day, table and bet kind) gives
 * the GGR the theoretical edges expect: Σ stakes × that kind's exact edge; null on a day with stakes of a kind
 * whose edge is unknown. Bonus money is the whole casino's, like the requests.
 */
export function dailyFigures(
	days: readonly number[],
	play: readonly PlayRow[],
	money: readonly MoneyRow[],
	bonus: readonly BonusRow[],
	stakesByKind: ReadonlyArray<KindStakes & { day: number }>,
): DayFigures[] {
	const playOf = new Map(play.map((row) => [row.day, row]));
	const moneyOf = new Map(money.map((row) => [row.day, row]));
	const bonusOf = new Map(bonus.map((row) => [row.day, row]));
	const kindsOf = new Map<number, KindStakes[]>();
	for (const row of stakesByKind) {
		const list = kindsOf.get(row.day);
		if (list) list.push(row);
		else kindsOf.set(row.day, [row]);
	}
	return days.map((day) => {
		const p = playOf.get(day);
		const { day: _, ...m } = moneyOf.get(day) ?? { day, ...EMPTY_MONEY };
		const { day: __, ...b } = bonusOf.get(day) ?? { day, ...EMPTY_BONUS };
		const stakesPaise = p?.stakesPaise ?? 0;
		const payoutsPaise = p?.payoutsPaise ?? 0;
		return {
			day: isoDayOf(day),
			bets: p?.bets ?? 0,
			stakesPaise,
			payoutsPaise,
			players: p?.players ?? 0,
			...m,
			...b,
			ggrPaise: stakesPaise - payoutsPaise,
			expectedGgrPaise: expectedGgr(kindsOf.get(day) ?? []),
		};
	});
}

/**
 * Σ stakes × each bet kind's exact edge, summed as an exact fraction and rounded half up to the paisa once, or null
 * when stakes of a kind with no known edge are among them.
 */
export function expectedGgr(stakes: readonly KindStakes[]): number | null {
	let total = ratio(0);
	for (const row of stakes) {
		if (row.stakesPaise === 0) continue;
		const edge = betKindEdge(row.game, row.betType);
		if (edge === null) return null;
		total = add(total, mul(ratio(row.stakesPaise), edge));
	}
	return Number((2n * total.num + total.den) / (2n * total.den));
}

/** GGR as a share of stakes (0.027 = 2.70%), or null without stakes. */
export function hold(ggrPaise: number, stakesPaise: number): number | null {
	return stakesPaise > 0 ? ggrPaise / stakesPaise : null;
}

export type RangeTotals = Omit<DayFigures, "day" | "players" | "expectedGgrPaise"> & {
	/** Player-days: a player active on three days counts three times (the stored totals count each day once). */
	playerDays: number;
	expectedGgrPaise: number | null;
};

export function rangeTotals(days: readonly DayFigures[]): RangeTotals {
	const sum = (pick: (d: DayFigures) => number) => days.reduce((total, d) => total + pick(d), 0);
	const expected = days.every((d) => d.expectedGgrPaise !== null) ? sum((d) => d.expectedGgrPaise ?? 0) : null;
	return {
		bets: sum((d) => d.bets),
		stakesPaise: sum((d) => d.stakesPaise),
		payoutsPaise: sum((d) => d.payoutsPaise),
		ggrPaise: sum((d) => d.ggrPaise),
		expectedGgrPaise: expected,
		playerDays: sum((d) => d.players),
		depositsRequested: sum((d) => d.depositsRequested),
		depositsRequestedPaise: sum((d) => d.depositsRequestedPaise),
		depositsApproved: sum((d) => d.depositsApproved),
		depositsApprovedPaise: sum((d) => d.depositsApprovedPaise),
		depositsRejected: sum((d) => d.depositsRejected),
		withdrawalsRequested: sum((d) => d.withdrawalsRequested),
		withdrawalsRequestedPaise: sum((d) => d.withdrawalsRequestedPaise),
		withdrawalsApproved: sum((d) => d.withdrawalsApproved),
		withdrawalsApprovedPaise: sum((d) => d.withdrawalsApprovedPaise),
		withdrawalsRejected: sum((d) => d.withdrawalsRejected),
		registrations: sum((d) => d.registrations),
		firstDepositors: sum((d) => d.firstDepositors),
		bonusCredited: sum((d) => d.bonusCredited),
		bonusCreditedPaise: sum((d) => d.bonusCreditedPaise),
		bonusConverted: sum((d) => d.bonusConverted),
		bonusConvertedPaise: sum((d) => d.bonusConvertedPaise),
		bonusExpired: sum((d) => d.bonusExpired),
		bonusExpiredPaise: sum((d) => d.bonusExpiredPaise),
		bonusForfeited: sum((d) => d.bonusForfeited),
		bonusForfeitedPaise: sum((d) => d.bonusForfeitedPaise),
	};
}

/** The CSV columns, in order: the same figures the charts and tables show (amounts in rupees, two decimals). */
export const CSV_COLUMNS = [
	["day", "Day (IST)"],
	["bets", "Bets"],
	["players", "Active players"],
	["stakesPaise", "Stakes (INR)"],
	["payoutsPaise", "Payouts (INR)"],
	["ggrPaise", "GGR (INR)"],
	["expectedGgrPaise", "Expected GGR at the theoretical edge (INR)"],
	["depositsRequested", "Deposits requested"],
	["depositsRequestedPaise", "Deposits requested (INR)"],
	["depositsApproved", "Deposits approved"],
	["depositsApprovedPaise", "Deposits approved (INR)"],
	["depositsRejected", "Deposits rejected"],
	["withdrawalsRequested", "Withdrawals requested"],
	["withdrawalsRequestedPaise", "Withdrawals requested (INR)"],
	["withdrawalsApproved", "Withdrawals approved"],
	["withdrawalsApprovedPaise", "Withdrawals approved (INR)"],
	["withdrawalsRejected", "Withdrawals rejected"],
	["registrations", "Registrations"],
	["firstDepositors", "First-time depositors"],
	["bonusCredited", "Bonuses credited"],
	["bonusCreditedPaise", "Bonus credited (INR)"],
	["bonusConverted", "Bonuses converted to real money"],
	["bonusConvertedPaise", "Bonus converted to real money (INR)"],
	["bonusForfeited", "Bonuses forfeited"],
	["bonusForfeitedPaise", "Bonus forfeited (INR)"],
	["bonusExpired", "Bonuses expired"],
	["bonusExpiredPaise", "Bonus expired (INR)"],
] as const satisfies ReadonlyArray<readonly [keyof DayFigures, string]>;

/** The days as CSV (papaparse writes it: quoting, one header row). */
export function dashboardCsv(days: readonly DayFigures[]): string {
	const rupees = (paise: number | null) => (paise === null ? "" : (paise / 100).toFixed(2));
	return Papa.unparse({
		fields: CSV_COLUMNS.map(([, label]) => label),
		data: days.map((d) =>
			CSV_COLUMNS.map(([key]) => {
				const value = d[key];
				if (typeof value === "string") return value;
				return key.endsWith("Paise") ? rupees(value) : String(value);
			}),
		),
	});
}
