/** Statistics of the last results (beyond the spec): shares and hot/cold numbers, computed only from real results. */
import { colorOf } from "./wheel";

export type ResultStats = {
	count: number;
	red: number;
	black: number;
	green: number;
	odd: number;
	even: number;
	low: number;
	high: number;
	/** Most frequent numbers first (ties: lower number first). */
	hot: { n: number; times: number }[];
	/** Least frequent numbers first, including numbers not seen at all. */
	cold: { n: number; times: number }[];
};

/** Stats of up to `limit` results (newest first as the room sends them). */
export function resultStats(results: readonly number[], limit = 100, hotCold = 3): ResultStats {
	const recent = results.slice(0, limit);
	const times = Array.from({ length: 37 }, () => 0);
	const stats = { count: recent.length, red: 0, black: 0, green: 0, odd: 0, even: 0, low: 0, high: 0 };
	for (const n of recent) {
		times[n] = (times[n] ?? 0) + 1;
		stats[colorOf(n)] += 1;
		if (n === 0) continue;
		if (n % 2 === 0) stats.even += 1;
		else stats.odd += 1;
		if (n <= 18) stats.low += 1;
		else stats.high += 1;
	}
	const byCount = times.map((t, n) => ({ n, times: t }));
	const hot = [...byCount]
		.filter((x) => x.times > 0)
		.sort((a, b) => b.times - a.times || a.n - b.n)
		.slice(0, hotCold);
	const cold = [...byCount].sort((a, b) => a.times - b.times || a.n - b.n).slice(0, hotCold);
	return { ...stats, hot, cold: recent.length > 0 ? cold : [] };
}

/** A whole-number percentage of `part` in `count` (0 when there are no results). */
export function share(part: number, count: number): number {
	return count === 0 ? 0 : Math.round((part / count) * 100);
}
