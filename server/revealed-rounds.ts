/**
 * A table's revealed rounds, newest first, before a round number: the public round list (GET /api/rounds), the
 * admin's result history (GET /api/admin/results) and the results page's loader (/casino/results) read them this
 * way, a keyset page through the (table_id, seq) index; and the rounds a table's statistics span.
 */
import { and, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { CardResult } from "~/domain/cards/games";
import { colorOf } from "~/domain/roulette/wheel";
import type { Database } from "./db/client";
import { rounds } from "./db/schema";

/** A table's revealed rounds (the condition keeps only those). */
export const revealedAt = (tableId: string) =>
	and(eq(rounds.tableId, tableId), isNotNull(rounds.result), isNotNull(rounds.serverSeed));

export function revealedRounds(db: Database, tableId: string, beforeSeq: number | undefined, limit: number) {
	return db
		.select({
			id: rounds.id,
			seq: rounds.seq,
			// Never null here: the WHERE keeps revealed rounds only. Named, so the query can be a subquery.
			result: sql<number>`${rounds.result}`.as("result"),
			operatorSet: rounds.operatorSet,
			resultAt: rounds.resultAt,
		})
		.from(rounds)
		.where(and(revealedAt(tableId), beforeSeq === undefined ? undefined : lt(rounds.seq, beforeSeq)))
		.orderBy(desc(rounds.seq))
		.limit(limit);
}

/** A revealed roulette round as the public round list and the admin's result history show it. */
export const rouletteRoundItem = (
	r: { id: string; seq: number; result: number; operatorSet: boolean },
	tableId: string,
) => ({
	game: "roulette" as const,
	roundId: r.id,
	tableId,
	seq: r.seq,
	result: r.result,
	color: colorOf(r.result),
	operatorSet: r.operatorSet,
});

/**
 * The rounds a table's statistics span, newest first: its latest `limit` fair results and the operator-set rounds
 * among them. Both the inner query (the number of the `limit`th newest fair round) and the outer one walk the
 * `(table_id, seq)` index backwards from the newest round and read nothing older than the span.
 */
export function statsRoundsQuery(db: Database, table: string, limit: number) {
	const oldestCounted = db
		.select({ seq: rounds.seq })
		.from(rounds)
		.where(and(revealedAt(table), eq(rounds.operatorSet, false)))
		.orderBy(desc(rounds.seq))
		.limit(1)
		.offset(limit - 1);
	return db
		.select({
			seq: rounds.seq,
			result: sql<number>`${rounds.result}`,
			operatorSet: rounds.operatorSet,
		})
		.from(rounds)
		.where(and(revealedAt(table), gte(rounds.seq, sql`coalesce((${oldestCounted}), 0)`)))
		.orderBy(desc(rounds.seq));
}

/** A crash table's revealed rounds (crashed, its game hash written), newest first. */
export const crashedAt = (tableId: string) =>
	and(eq(rounds.tableId, tableId), isNotNull(rounds.crashPoint), isNotNull(rounds.serverSeed));

export function crashedRounds(db: Database, tableId: string, beforeSeq: number | undefined, limit: number) {
	return db
		.select({
			id: rounds.id,
			seq: rounds.seq,
			crashPoint: sql<number>`${rounds.crashPoint}`.as("crashPoint"),
			resultAt: rounds.resultAt,
		})
		.from(rounds)
		.where(and(crashedAt(tableId), beforeSeq === undefined ? undefined : lt(rounds.seq, beforeSeq)))
		.orderBy(desc(rounds.seq))
		.limit(limit);
}

/** A card table's revealed rounds (dealt, its seed written; docs/decisions/0840-card-tables.md). */
export const dealtAt = (tableId: string) =>
	and(eq(rounds.tableId, tableId), isNotNull(rounds.cardResult), isNotNull(rounds.serverSeed));

/** A card table's revealed rounds, newest first: each one's winner and its cards in the order dealt. */
export function dealtRounds(db: Database, tableId: string, beforeSeq: number | undefined, limit: number) {
	return db
		.select({
			id: rounds.id,
			seq: rounds.seq,
			cardResult: sql<CardResult>`${rounds.cardResult}`.as("cardResult"),
			cards: rounds.cards,
			resultAt: rounds.resultAt,
		})
		.from(rounds)
		.where(and(dealtAt(tableId), beforeSeq === undefined ? undefined : lt(rounds.seq, beforeSeq)))
		.orderBy(desc(rounds.seq))
		.limit(limit);
}
