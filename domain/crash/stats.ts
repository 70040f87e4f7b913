/**
 * Statistics of a crash table's latest crash points (docs/decisions/0820-crash-game.md, "Statistics"): how they fall
 * into bands, how many were the instant crash, the median and the highest. Every crash point counts: nobody sets a
 * crash result, so there is nothing to leave out.
 */
import type { Multiplier } from "./protocol";

/** How many of a table's latest crash points the statistics cover. */
export const CRASH_STATS_ROUNDS = 500;

/** The bands of the distribution, in hundredths: [from, to) each, the last one open. */
export const CRASH_BANDS: ReadonlyArray<{ from: Multiplier; to: Multiplier | null }> = [
	{ from: 100, to: 101 },
	{ from: 101, to: 200 },
	{ from: 200, to: 500 },
	{ from: 500, to: 1_000 },
	{ from: 1_000, to: 10_000 },
	{ from: 10_000, to: null },
];

export type CrashStats = {
	count: number;
	/** Rounds that crashed at 1.00× (the house's share). */
	instant: number;
	/** One entry per band of CRASH_BANDS: its bounds and how many crash points fell in it. */
	bands: Array<{ from: Multiplier; to: Multiplier | null; count: number }>;
	/** The median crash point (the lower middle one of an even count), null with none. */
	median: Multiplier | null;
	highest: Multiplier | null;
	/** The share of rounds that reached 2.00× (crash point above it), 0 with none. */
	aboveTwo: number;
};

/** Stats of up to `limit` crash points (newest first). */
export function crashStats(points: readonly Multiplier[], limit = CRASH_STATS_ROUNDS): CrashStats {
	const recent = points.slice(0, limit);
	const sorted = [...recent].sort((a, b) => a - b);
	const bands = CRASH_BANDS.map((band) => ({
		...band,
		count: recent.filter((m) => m >= band.from && (band.to === null || m < band.to)).length,
	}));
	return {
		count: recent.length,
		instant: recent.filter((m) => m === 100).length,
		bands,
		median: sorted.length === 0 ? null : (sorted[Math.floor((sorted.length - 1) / 2)] ?? null),
		highest: sorted.at(-1) ?? null,
		aboveTwo: recent.length === 0 ? 0 : recent.filter((m) => m > 200).length / recent.length,
	};
}
