/**
 * A player's own bet history, as GET /api/user/bets answers it and /user/bet-history's loader reads it
 * (docs/decisions/0950-pages-on-the-data-layer.md).
 */
import { and, eq, gte, lte } from "drizzle-orm";
import type { z } from "zod";
import { CARD_GAMES, isSpotOf } from "~/domain/cards/games";
import { paiseToRupees } from "~/domain/money";
import type { BetType } from "~/domain/roulette/bets";
import { type CallKind, callChips, callFromParts } from "~/domain/roulette/racetrack";
import { colorOf } from "~/domain/roulette/wheel";
import { istDayBounds } from "~/domain/time";
import type { betHistoryQuerySchema } from "~/domain/validation/bet-history";
import { betCallColumns } from "~/server/bet-call-columns";
import type { Database } from "~/server/db/client";
import { betCalls, bets, rounds } from "~/server/db/schema";
import { afterCursor, keysetPage, newestFirst } from "./keyset";

/** A keyset page of the player's bets, newest first, filtered (the query and answer: worker/api/user-bets.ts). */
export async function myBets(db: Database, userId: string, query: z.output<typeof betHistoryQuerySchema>) {
	const { after, pageSize, from, to, wallet, outcome, table } = query;
	const where = and(
		eq(bets.userId, userId),
		from === undefined ? undefined : gte(bets.createdAt, istDayBounds(from)?.[0] ?? 0),
		to === undefined ? undefined : lte(bets.createdAt, istDayBounds(to)?.[1] ?? Number.MAX_SAFE_INTEGER),
		wallet === undefined ? undefined : eq(bets.wallet, wallet),
		outcome === undefined ? undefined : eq(bets.status, outcome),
		table === undefined ? undefined : eq(rounds.tableId, table),
	);
	const rows = await db
		.select({
			id: bets.id,
			createdAt: bets.createdAt,
			roundId: bets.roundId,
			tableId: rounds.tableId,
			seq: rounds.seq,
			betType: bets.betType,
			numbers: bets.numbers,
			amountPaise: bets.amountPaise,
			payoutPaise: bets.payoutPaise,
			status: bets.status,
			wallet: bets.wallet,
			result: rounds.result,
			serverSeed: rounds.serverSeed,
			operatorSet: rounds.operatorSet,
			crashPoint: rounds.crashPoint,
			cards: rounds.cards,
			cardResult: rounds.cardResult,
			panel: bets.panel,
			autoCashOut: bets.autoCashOut,
			cashedOutAt: bets.cashedOutAt,
			...betCallColumns,
		})
		.from(bets)
		.innerJoin(rounds, eq(rounds.id, bets.roundId))
		.leftJoin(betCalls, eq(betCalls.id, bets.callId))
		.where(and(where, afterCursor(bets, after)))
		.orderBy(...newestFirst(bets))
		.limit(pageSize + 1);
	const page = keysetPage(rows, pageSize);
	return {
		bets: page.rows.map((r) => {
			const common = {
				id: r.id,
				createdAt: r.createdAt,
				roundId: r.roundId,
				tableId: r.tableId,
				roundSeq: r.seq,
				amount: paiseToRupees(r.amountPaise),
				payout: r.payoutPaise === null ? null : paiseToRupees(r.payoutPaise),
				status: r.status === "placed" ? ("pending" as const) : r.status,
				wallet: r.wallet,
			};
			// A crash bet (docs/decisions/0820-crash-game.md) has no numbers nor pocket, but its panel, its auto
			// cash-out, the multiplier it was cashed out at (null: not cashed out) and its round's crash point once
			// revealed ("crashed at").
			if (r.betType === "crash") {
				return {
					...common,
					game: "crash" as const,
					type: "crash" as const,
					panel: r.panel,
					autoCashOut: r.autoCashOut,
					cashedOutAt: r.cashedOutAt,
					// Revealed with the round's game hash, at the crash.
					crashPoint: r.serverSeed !== null ? r.crashPoint : null,
				};
			}
			// A card bet (docs/decisions/0840-card-tables.md): its spot, and its round's cards and winner once revealed.
			const cardGame = CARD_GAMES.find((game) => isSpotOf(game, r.betType));
			if (cardGame && isSpotOf(cardGame, r.betType)) {
				const revealed = r.serverSeed !== null && r.cardResult !== null;
				return {
					...common,
					game: cardGame,
					type: r.betType,
					cards: revealed ? r.cards : null,
					cardResult: revealed ? r.cardResult : null,
				};
			}
			// The result is only shown once revealed (a round still spinning has it stored but secret).
			const result = r.serverSeed !== null ? r.result : null;
			return {
				...common,
				game: "roulette" as const,
				type: r.betType as BetType,
				numbers: r.numbers.split(",").map(Number),
				result,
				resultColor: result === null ? null : colorOf(result),
				operatorSet: r.operatorSet,
				call: callView(r),
			};
		}),
		next: page.next,
		pageSize,
	};
}

/**
 * The racetrack call a bet was part of, as the history names it ("Voisins du Zéro, ₹90"): its kind, the centre and
 * pockets each side of a neighbour bet (null for an announced one), one chip and the whole call's stake, in the
 * wallet's unit; null for a bet placed by hand (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history).
 */
function callView(r: {
	callId: string | null;
	callKind: CallKind | null;
	callCentre: number | null;
	callEachSide: number | null;
	callChipPaise: number | null;
}) {
	if (r.callId === null || r.callKind === null || r.callChipPaise === null) return null;
	const call = callFromParts({ kind: r.callKind, centre: r.callCentre, n: r.callEachSide });
	if (!call) return null;
	return {
		id: r.callId,
		kind: r.callKind,
		centre: r.callCentre,
		n: r.callEachSide,
		chip: paiseToRupees(r.callChipPaise),
		total: paiseToRupees(callChips(call) * r.callChipPaise),
	};
}
