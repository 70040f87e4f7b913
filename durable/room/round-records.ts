/**
 * The rows the round clock reads and writes in D1 besides the bets: the round's own row (written when it opens,
 * with its commitment), the table's highest round number, and the table's row of the tables catalogue (its switch
 * and limits, docs/decisions/0745-table-limits-from-the-catalogue.md, 0620-tables-and-racetrack.md).
 */
import { eq, max, sql } from "drizzle-orm";
import type { BetLimits } from "~/domain/roulette/bets";
import type { Database } from "~/server/db/client";
import { auditLog, rounds, tables } from "~/server/db/schema";
import type { StoredRound } from "./round-machine";

/** Records an opened round: its commitment is public before any bet. */
export async function insertRound(db: Database, tableId: string, round: StoredRound): Promise<void> {
	await db.insert(rounds).values({
		id: round.roundId,
		tableId,
		seq: round.seq,
		commitment: round.commitment,
		bettingOpensAt: round.phaseStartedAt,
		bettingClosesAt: round.roundEndTime,
	});
}

/** The table's highest round number (one seek on the (table_id, seq) index). */
export async function lastSeqInD1(db: Database, tableId: string): Promise<number> {
	const row = await db
		.select({ seq: max(rounds.seq) })
		.from(rounds)
		.where(eq(rounds.tableId, tableId))
		.get();
	return row?.seq ?? 0;
}

/**
 * The table's catalogue row in one query: whether it is on, and its limits. A table that is not in the catalogue
 * (deleted since its room last ran) is off: its room finishes the round under way and opens no other.
 */
export async function readTableRow(
	db: Database,
	tableId: string,
): Promise<{ enabled: boolean; limits: BetLimits | null }> {
	const row = await db
		.select({ status: tables.status, minBetPaise: tables.minBetPaise, maxBetPaise: tables.maxBetPaise })
		.from(tables)
		.where(eq(tables.id, tableId))
		.get();
	return {
		enabled: row !== undefined && row.status !== "disabled",
		limits: row ? { minBetPaise: row.minBetPaise, maxBetPaise: row.maxBetPaise } : null,
	};
}

/** The audit row of a forced result: what was pending before, and the round it applies to. */
export async function auditForcedResult(
	db: Database,
	entry: {
		actorId: string;
		tableId: string;
		roundId: string | null;
		before: number | null;
		number: number;
		ip: string | null;
	},
): Promise<void> {
	// The JSON text is written as is: the json column would write NULL for a `null` before.
	await db.insert(auditLog).values({
		actorId: entry.actorId,
		actorRole: "admin",
		action: "round.force_result",
		targetType: "round",
		targetId: entry.roundId,
		before: sql`${JSON.stringify(entry.before === null ? null : { number: entry.before })}`,
		after: { table: entry.tableId, number: entry.number, appliesTo: entry.roundId ?? "next round" },
		ip: entry.ip,
	});
}
