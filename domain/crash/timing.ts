/**
 * The crash game's defaults (docs/product.md#the-crash-game): the phases the rules sheet states and the seed values
 * of the crash table's catalogue row (migration 0011). Wrangler vars (CRASH_*_MS) and the catalogue may change them
 * per deployment and per table; the screen always shows the round's own deadlines and limits.
 */
export const CRASH_TIMING_DEFAULTS = {
	/** The betting window before the flight. */
	bettingMs: 6_000,
	/** The pause after the crash, showing the crash point, before the next round opens. */
	crashedMs: 3_000,
} as const;

/** The crash table's per-bet limits and maximum win, in paise, as the catalogue seeds them. */
export const CRASH_TABLE_DEFAULTS = {
	minBetPaise: 1_000,
	maxBetPaise: 1_000_000,
	maxWinPaise: 100_000_000,
} as const;

/** A crash table's phase lengths as the room runs them (wrangler vars, else the defaults above). */
export type CrashTiming = { bettingMs: number; crashedMs: number };

/**
 * The crash phases from a deployment's vars: CRASH_BETTING_MS and CRASH_PAUSE_MS (whole ms, 1 s to 10 min), else the
 * defaults. The room runs them; the lobby reads the same to say what a table is doing (docs/decisions/0820-crash-game.md).
 */
export function crashTimingFrom(vars: Partial<Record<string, unknown>>): CrashTiming {
	const pick = (name: string, fallback: number) => {
		const value = Number(vars[name]);
		return Number.isInteger(value) && value >= 1_000 && value <= 600_000 ? value : fallback;
	};
	return {
		bettingMs: pick("CRASH_BETTING_MS", CRASH_TIMING_DEFAULTS.bettingMs),
		crashedMs: pick("CRASH_PAUSE_MS", CRASH_TIMING_DEFAULTS.crashedMs),
	};
}
