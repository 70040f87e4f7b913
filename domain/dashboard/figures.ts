/**
 * The dashboard's figures from the stored daily totals (docs/decisions/0860-cockpit-charts.md): per day and over the
 * range, for one table or all. Pure: the rows come from server/dashboard.ts. Amounts are paise here; the API
 * answers rupees.
 */
import Papa from "papaparse";
import { CRASH_RTP_BASIS_POINTS } from "../crash/fairness";
import { isoDayOf } from "./range";

/**
 * Each game's theoretical house edge: roulette's single zero (1/37 = 2.70%), the crash game's 3% (97% return to
 * player by construction, domain/crash/fairness.ts). A game missing here shows no edge rather than a made-up one.
 */
export const THEORETICAL_EDGE: Readonly<Record<string, number>> = {
	roulette: 1 / 37,
	crash: (10_000 - CRASH_RTP_BASIS_POINTS) / 10_000,
};

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

export type TableStakes = { tableId: string; game: string; stakesPaise: number };

export type DayFigures = Omit<PlayRow, "day"> &
	Omit<MoneyRow, "day"> & { day: string; ggrPaise: number; expectedGgrPaise: number | null };

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

/**
 * One row per day of the range (days without any row are zeros). `stakesByTable` (per day and table) gives the
 * GGR the theoretical edges expect: Σ stakes × edge; null on a day with stakes at a game of unknown edge.
 */
export function dailyFigures(
	days: readonly number[],
	play: readonly PlayRow[],
	money: readonly MoneyRow[],
	stakesByTable: ReadonlyArray<TableStakes & { day: number }>,
): DayFigures[] {
	const playOf = new Map(play.map((row) => [row.day, row]));
	const moneyOf = new Map(money.map((row) => [row.day, row]));
	return days.map((day) => {
		const p = playOf.get(day);
		const { day: _, ...m } = moneyOf.get(day) ?? { day, ...EMPTY_MONEY };
		const stakesPaise = p?.stakesPaise ?? 0;
		const payoutsPaise = p?.payoutsPaise ?? 0;
		return {
			day: isoDayOf(day),
			bets: p?.bets ?? 0,
			stakesPaise,
			payoutsPaise,
			players: p?.players ?? 0,
			...m,
			ggrPaise: stakesPaise - payoutsPaise,
			expectedGgrPaise: expectedGgr(stakesByTable.filter((row) => row.day === day)),
		};
	});
}

/** Σ stakes × theoretical edge, in paise (rounded), or null when a game with stakes has no known edge. */
export function expectedGgr(stakes: readonly TableStakes[]): number | null {
	let total = 0;
	for (const row of stakes) {
		if (row.stakesPaise === 0) continue;
		const edge = THEORETICAL_EDGE[row.game];
		if (edge === undefined) return null;
		total += row.stakesPaise * edge;
	}
	return Math.round(total);
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
