/**
 * The rows the round clock reads and writes in D1 besides the bets, for every game: the round's own row (written when
 * it opens, with its commitment), the table's highest round number, and the table's row of the tables catalogue (its
 * switch, limits and game config, docs/decisions/0745-table-limits-from-the-catalogue.md, 0620-tables-and-racetrack.md,
 * 0810-game-host.md).
 */
import { eq, max } from "drizzle-orm";
import type { BetLimits } from "~/domain/roulette/bets";
import type { Database } from "~/server/db/client";
import { rounds, tables } from "~/server/db/schema";

/** A round as it opens: its commitment is public before any bet; a crash round also names its chain link. */
export type OpenedRound = {
	roundId: string;
	seq: number;
	commitment: string;
	/** When betting opened and when it closes (the round's deadline). */
	phaseStartedAt: number;
	roundEndTime: number;
	chainId?: string | null;
	chainIndex?: number | null;
};

/** Records an opened round: its commitment is public before any bet. */
export async function insertRound(db: Database, tableId: string, round: OpenedRound): Promise<void> {
	await db.insert(rounds).values({
		id: round.roundId,
		tableId,
		seq: round.seq,
		commitment: round.commitment,
		bettingOpensAt: round.phaseStartedAt,
		bettingClosesAt: round.roundEndTime,
		...(round.chainId ? { chainId: round.chainId, chainIndex: round.chainIndex ?? null } : {}),
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

/** What a room reads of its catalogue row when a round is about to open: its switch, limits and a crash table's cap. */
export type TableConfig = { enabled: boolean; limits: BetLimits | null; maxWinPaise: number | null };

/**
 * The table's catalogue row in one query: whether it is on, its limits and its maximum win per bet (crash). A table
 * that is not in the catalogue (deleted since its room last ran) is off: its room finishes the round under way and
 * opens no other.
 */
export async function readTableConfig(db: Database, tableId: string): Promise<TableConfig> {
	const row = await db
		.select({
			status: tables.status,
			minBetPaise: tables.minBetPaise,
			maxBetPaise: tables.maxBetPaise,
			maxWinPaise: tables.maxWinPaise,
		})
		.from(tables)
		.where(eq(tables.id, tableId))
		.get();
	return {
		enabled: row !== undefined && row.status !== "disabled",
		limits: row ? { minBetPaise: row.minBetPaise, maxBetPaise: row.maxBetPaise } : null,
		maxWinPaise: row?.maxWinPaise ?? null,
	};
}

/** The table's switch and per-bet limits (readTableConfig without a crash table's cap). */
export async function readTableRow(
	db: Database,
	tableId: string,
): Promise<{ enabled: boolean; limits: BetLimits | null }> {
	const { enabled, limits } = await readTableConfig(db, tableId);
	return { enabled, limits };
}
