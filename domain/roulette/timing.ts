/** Round timings (docs/product.md#the-round); wrangler vars may override them per environment. */
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

/**
 * What the table screen does after a result arrives (docs/product.md#the-round), counted from the moment it arrives:
 * the result is spoken 5 s later, the "You won" banner shows 5 s after the result for 3 s more
 * (together 8 s: the server's result phase), and a new winner stays highlighted for 4 s.
 */
export const RESULT_EFFECTS_MS = {
	speakAfter: 5_000,
	winBannerAfter: 5_000,
	winBannerFor: 3_000,
	newWinnerHighlight: 4_000,
} as const;

/** The flying chip (tray → table) takes this long; it is skipped for prefers-reduced-motion. */
export const FLYING_CHIP_MS = 350;
