/**
 * The rows the round clock reads and writes in D1 besides the bets: the round's own row (written when it opens,
 * with its commitment), the highest round number, and the roulette row of the games catalogue (its switch and
 * limits, docs/decisions/0745-table-limits-from-the-catalogue.md).
 */
import { eq, max, sql } from "drizzle-orm";
import type { BetLimits } from "~/domain/roulette/bets";
import type { Database } from "~/server/db/client";
import { auditLog, games, rounds } from "~/server/db/schema";
import type { StoredRound } from "./round-machine";

/** Records an opened round: its commitment is public before any bet. */
export async function insertRound(db: Database, round: StoredRound): Promise<void> {
	await db.insert(rounds).values({
		id: round.roundId,
		seq: round.seq,
		commitment: round.commitment,
		bettingOpensAt: round.phaseStartedAt,
		bettingClosesAt: round.roundEndTime,
	});
}

export async function lastSeqInD1(db: Database): Promise<number> {
	const row = await db
		.select({ seq: max(rounds.seq) })
		.from(rounds)
		.get();
	return row?.seq ?? 0;
}

/** The roulette row in one query: whether the table is on, and its limits (null without a row). */
export async function readRouletteGame(db: Database): Promise<{ enabled: boolean; limits: BetLimits | null }> {
	const row = await db
		.select({ status: games.status, minBetPaise: games.minBetPaise, maxBetPaise: games.maxBetPaise })
		.from(games)
		.where(eq(games.id, "roulette"))
		.get();
	return {
		enabled: row?.status !== "disabled",
		limits: row ? { minBetPaise: row.minBetPaise, maxBetPaise: row.maxBetPaise } : null,
	};
}

/** The audit row of a forced result: what was pending before, and the round it applies to. */
export async function auditForcedResult(
	db: Database,
	entry: { actorId: string; roundId: string | null; before: number | null; number: number; ip: string | null },
): Promise<void> {
	// The JSON text is written as is: the json column would write NULL for a `null` before.
	await db.insert(auditLog).values({
		actorId: entry.actorId,
		actorRole: "admin",
		action: "round.force_result",
		targetType: "round",
		targetId: entry.roundId,
		before: sql`${JSON.stringify(entry.before === null ? null : { number: entry.before })}`,
		after: { number: entry.number, appliesTo: entry.roundId ?? "next round" },
		ip: entry.ip,
	});
}
