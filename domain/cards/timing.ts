/**
 * A card table's round clock (docs/decisions/0840-card-tables.md): 15 s of betting (Andar Bahar's joker is shown as
 * it opens), the cards dealt at a watchable pace, then the result shown while the next round waits. The deal's length
 * follows from its cards and is bounded: Andar Bahar deals at most 49 cards after the joker, 400 ms a card for the
 * first ten and 200 ms after, so at most 4.0 + 7.8 + 0.8 = 12.6 s; Dragon Tiger deals two cards a second apart.
 */
import type { CardGame } from "./games";

export const CARD_TIMING_DEFAULTS = {
	/** The betting window. */
	bettingMs: 15_000,
	/** The result on the screen (the seed revealed, bets settled) before the next round opens. */
	resultMs: 6_000,
} as const;

/** A card table's phase lengths as the room runs them (wrangler vars CARDS_BETTING_MS, CARDS_RESULT_MS). */
export type CardTiming = { bettingMs: number; resultMs: number };

/** The pause after the last card before the result is announced. */
export const CARD_SETTLE_MS = 800;
/** The longest deal of either game, from its first card to its result (the bound the rules sheet states). */
export const MAX_DEAL_MS = 12_600;

export function cardTimingFrom(vars: Partial<Record<string, unknown>>): CardTiming {
	const pick = (name: string, fallback: number) => {
		const value = Number(vars[name]);
		return Number.isInteger(value) && value >= 1_000 && value <= 600_000 ? value : fallback;
	};
	return {
		bettingMs: pick("CARDS_BETTING_MS", CARD_TIMING_DEFAULTS.bettingMs),
		resultMs: pick("CARDS_RESULT_MS", CARD_TIMING_DEFAULTS.resultMs),
	};
}

/** The gap before the i-th card dealt after betting closes (0-based). */
function gapMs(game: CardGame, i: number): number {
	if (game === "dragon-tiger") return 1_000;
	return i < 10 ? 400 : 200;
}

/** When each card dealt after betting closes is shown, in ms from the deal's start. */
export function dealOffsets(game: CardGame, count: number): number[] {
	const offsets: number[] = [];
	let at = 0;
	for (let i = 0; i < count; i++) {
		at += gapMs(game, i);
		offsets.push(at);
	}
	return offsets;
}

/** The deal's length: its last card, then the settle pause. */
export function dealDurationMs(game: CardGame, count: number): number {
	return (dealOffsets(game, count).at(-1) ?? 0) + CARD_SETTLE_MS;
}
