/**
 * Verifying a card round (docs/decisions/0840-card-tables.md), in the browser with the room's own code: its record as
 * GET /api/rounds/:id answers it for a card table, and the re-deal: the seed must hash to the commitment, and the
 * shuffle of (seed, round id) must deal the published cards and winner (domain/cards/games.ts, ./shuffle.ts).
 */
import { commitmentOf } from "../fairness";
import { z } from "../validation/zod";
import { CARD_GAMES, type CardDeal, type CardGame, type CardResult, dealOfRound } from "./games";

const hex64 = z.string().regex(/^[0-9a-fA-F]{64}$/);

export const cardRoundRecordSchema = z.object({
	game: z.enum(CARD_GAMES),
	roundId: z.string(),
	seq: z.number().int(),
	tableId: z.string(),
	commitment: hex64,
	serverSeed: hex64.nullable(),
	result: z.enum(["andar", "bahar", "dragon", "tiger", "tie"]).nullable(),
	cards: z.array(z.number().int().min(0)).nullable(),
});

export type CardRoundRecord = z.infer<typeof cardRoundRecordSchema>;

/** The record if `body` is a card round's, else null. */
export function readCardRoundRecord(body: unknown): CardRoundRecord | null {
	const parsed = cardRoundRecordSchema.safeParse(body);
	return parsed.success ? parsed.data : null;
}

export type CardVerification = {
	commitmentMatches: boolean;
	deal: CardDeal;
	/** Null when no cards or result were published to compare with. */
	cardsMatch: boolean | null;
	resultMatches: boolean | null;
};

export async function verifyCardRound(input: {
	game: CardGame;
	roundId: string;
	serverSeed: string;
	commitment: string;
	cards?: readonly number[] | null;
	result?: CardResult | null;
}): Promise<CardVerification> {
	const deal = await dealOfRound(input.game, input.serverSeed.toLowerCase(), input.roundId);
	const cards = input.cards ?? null;
	return {
		commitmentMatches: (await commitmentOf(input.serverSeed)) === input.commitment.toLowerCase(),
		deal,
		cardsMatch:
			cards === null ? null : cards.length === deal.cards.length && cards.every((c, i) => c === deal.cards[i]),
		resultMatches: input.result ? input.result === deal.result : null,
	};
}
