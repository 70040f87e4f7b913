/** Round timings (DECISIONS §3); wrangler vars may override them per environment. */
export const ROUND_TIMING_DEFAULTS = {
	/** Betting window; the countdown ring is drawn for this length. */
	bettingMs: 15_000,
	/** The wheel animates to the result for about 4 s and reveals it at 5 s. */
	spinningMs: 5_000,
	/** The win banner window before the next round opens. */
	resultMs: 8_000,
} as const;

export type RoundTiming = { bettingMs: number; spinningMs: number; resultMs: number };

/** Reads overrides such as ROUND_BETTING_MS from an environment; falls back to the defaults. */
export function roundTimingFrom(vars: Partial<Record<string, unknown>>): RoundTiming {
	const pick = (name: string, fallback: number) => {
		const value = Number(vars[name]);
		return Number.isInteger(value) && value >= 1_000 && value <= 600_000 ? value : fallback;
	};
	return {
		bettingMs: pick("ROUND_BETTING_MS", ROUND_TIMING_DEFAULTS.bettingMs),
		spinningMs: pick("ROUND_SPINNING_MS", ROUND_TIMING_DEFAULTS.spinningMs),
		resultMs: pick("ROUND_RESULT_MS", ROUND_TIMING_DEFAULTS.resultMs),
	};
}
