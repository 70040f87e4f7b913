/**
 * Statistics of a table's latest results (docs/decisions/0620-tables-and-racetrack.md#statistics): shares, dozens and
 * columns, hot and cold numbers and every pocket's count for the racetrack's heat map. Computed only from real, fair
 * results: a result the operator set is not one (it is shown to players as operator-set), so it is never counted.
 */
import { colorOf, POCKET_COUNT } from "./wheel";

/** How many of a table's latest fair results the statistics cover. */
export const STATS_RESULTS = 500;
/** How many hot and how many cold numbers are named. */
export const HOT_COLD_SHOWN = 5;

export type ResultStats = {
	count: number;
	red: number;
	black: number;
	green: number;
	odd: number;
	even: number;
	low: number;
	high: number;
	/** Results in the 1st, 2nd and 3rd dozen (zero in none). */
	dozens: [number, number, number];
	/** Results in column 1 (1, 4, … 34), 2 and 3 (zero in none). */
	columns: [number, number, number];
	/** `times[n]`: how often pocket n came up, for all 37 pockets. */
	times: number[];
	/** Most frequent numbers first (ties: lower number first). */
	hot: { n: number; times: number }[];
	/** Least frequent numbers first, including numbers not seen at all. */
	cold: { n: number; times: number }[];
};

/** Stats of up to `limit` results (newest first as the room sends them). */
export function resultStats(results: readonly number[], limit = STATS_RESULTS, hotCold = HOT_COLD_SHOWN): ResultStats {
	const recent = results.slice(0, limit);
	const times = Array.from({ length: POCKET_COUNT }, () => 0);
	const dozens = [0, 0, 0];
	const columns = [0, 0, 0];
	const stats = { count: recent.length, red: 0, black: 0, green: 0, odd: 0, even: 0, low: 0, high: 0 };
	for (const n of recent) {
		times[n] = (times[n] ?? 0) + 1;
		stats[colorOf(n)] += 1;
		if (n === 0) continue;
		if (n % 2 === 0) stats.even += 1;
		else stats.odd += 1;
		if (n <= 18) stats.low += 1;
		else stats.high += 1;
		const dozen = Math.ceil(n / 12) - 1;
		const column = (n - 1) % 3;
		dozens[dozen] = (dozens[dozen] ?? 0) + 1;
		columns[column] = (columns[column] ?? 0) + 1;
	}
	const byCount = times.map((t, n) => ({ n, times: t }));
	const hot = [...byCount]
		.filter((x) => x.times > 0)
		.sort((a, b) => b.times - a.times || a.n - b.n)
		.slice(0, hotCold);
	const cold = [...byCount].sort((a, b) => a.times - b.times || a.n - b.n).slice(0, hotCold);
	return {
		...stats,
		dozens: dozens as ResultStats["dozens"],
		columns: columns as ResultStats["columns"],
		times,
		hot,
		cold: recent.length > 0 ? cold : [],
	};
}

/** A whole-number percentage of `part` in `count` (0 when there are no results). */
export function share(part: number, count: number): number {
	return count === 0 ? 0 : Math.round((part / count) * 100);
}

/** A revealed round as the statistics see it (the API's rows and the socket's past results both are). */
export type StatsRound = { seq: number; result: number; operatorSet: boolean };

export type TableStats = ResultStats & {
	/** Operator-set rounds among the counted ones (newer than the oldest counted), left out of every figure. */
	operatorSetLeftOut: number;
	/** The rounds the figures span, newest first: the counted results and the operator-set ones among them. */
	rounds: StatsRound[];
};

/**
 * A table's statistics: its latest `limit` fair results. `rounds` may come in any order and more than once (the
 * API's answer merged with the socket's latest results); a table numbers its rounds, so the number identifies one.
 */
export function tableStats(rounds: readonly StatsRound[], limit = STATS_RESULTS): TableStats {
	const bySeq = new Map(rounds.map((r) => [r.seq, r]));
	const newestFirst = [...bySeq.values()].sort((a, b) => b.seq - a.seq);
	const spanned: StatsRound[] = [];
	const fair: number[] = [];
	let operatorSetLeftOut = 0;
	for (const round of newestFirst) {
		if (fair.length === limit) break;
		spanned.push({ seq: round.seq, result: round.result, operatorSet: round.operatorSet });
		if (round.operatorSet) operatorSetLeftOut += 1;
		else fair.push(round.result);
	}
	return { ...resultStats(fair, limit), operatorSetLeftOut, rounds: spanned };
}

/** How many shades the heat map has at most. */
export const HEAT_LEVELS = 5;

/**
 * The heat map's shades: every pocket's level (0 the coldest) and, per level, the counts it stands for. The counts
 * from the least to the most frequent are cut into equal bands, as many as there are different counts up to
 * HEAT_LEVELS, so that no band of the legend is empty.
 */
export function heatLevels(times: readonly number[]): { levels: number[]; bands: { from: number; to: number }[] } {
	const min = Math.min(...times);
	const values = Math.max(...times) - min + 1;
	const bandCount = Math.min(HEAT_LEVELS, values);
	const levels = times.map((t) => Math.floor(((t - min) * bandCount) / values));
	const bands = Array.from({ length: bandCount }, (_, k) => ({
		from: min + Math.ceil((k * values) / bandCount),
		to: min + Math.ceil(((k + 1) * values) / bandCount) - 1,
	}));
	return { levels, bands };
}
