/**
 * A table's revealed rounds, newest first, before a round number: the public round list (GET /api/rounds) and the
 * admin's result history (GET /api/admin/results) read them this way, a keyset page through the (table_id, seq)
 * index.
 */
import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { rounds } from "~/server/db/schema";

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
