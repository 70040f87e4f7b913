/**
 * Settling a revealed card round on the host's exactly-once settlement (durable/game-host/settlement.ts,
 * docs/decisions/0840-card-tables.md): the round row gets its revealed seed, its cards and its winner; each open bet
 * returns what its game's rules say (domain/cards/games.ts): a win, a loss, or a Dragon Tiger tie's half stake back.
 */
import { eq } from "drizzle-orm";
import { type CardSpot, cardBetVerdict } from "~/domain/cards/games";
import type { Database } from "~/server/db/client";
import { rounds } from "~/server/db/schema";
import type { NotificationRow } from "~/server/notifications";
import type { RoomOptions } from "../game-host/options";
import { settleRound } from "../game-host/settlement";
import type { CardOwed } from "./state";

export function settleCardRound(
	db: Database,
	d1: D1Database,
	owed: CardOwed,
	options: Pick<RoomOptions<unknown>, "settleChunk" | "settlementHook">,
): Promise<NotificationRow[]> {
	return settleRound(
		db,
		d1,
		{
			roundId: owed.roundId,
			record: async (db) => {
				await db
					.update(rounds)
					.set({
						serverSeed: owed.serverSeed,
						cards: owed.deal.cards,
						cardResult: owed.deal.result,
						resultAt: owed.resultAt,
					})
					.where(eq(rounds.id, owed.roundId));
			},
			verdict: (bet) => cardBetVerdict(owed.game, bet.betType as CardSpot, bet.amountPaise, owed.deal),
		},
		options,
	);
}
