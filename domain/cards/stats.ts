/**
 * A card table's statistics (docs/decisions/0840-card-tables.md): the share of each outcome over its latest rounds
 * (500 by default, as at the roulette table), counted exactly; the screen shows them as percentages.
 */
import type { CardGame, CardResult } from "./games";

export const CARD_STATS_ROUNDS = 500;

const OUTCOMES: Readonly<Record<CardGame, readonly CardResult[]>> = {
	"andar-bahar": ["andar", "bahar"],
	"dragon-tiger": ["dragon", "tiger", "tie"],
};

/** Each outcome's count among `results` (newest first), and how many rounds they span. */
export function cardStats(game: CardGame, results: readonly CardResult[]) {
	const counts = Object.fromEntries(OUTCOMES[game].map((o) => [o, 0])) as Partial<Record<CardResult, number>>;
	for (const result of results) if (result in counts) counts[result] = (counts[result] ?? 0) + 1;
	return { counted: results.length, counts };
}
