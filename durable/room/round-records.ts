/**
 * The rows the round clock reads and writes in D1 besides the bets: the round's own row (written when it opens,
 * with its commitment), the highest round number, and the roulette row of the games catalogue (its switch and
 * limits, docs/decisions/0745-table-limits-from-the-catalogue.md).
 */
import type { BetLimits } from "../../domain/roulette/bets";
import type { StoredRound } from "./round-machine";

/** Records an opened round: its commitment is public before any bet. */
export async function insertRound(db: D1Database, round: StoredRound): Promise<void> {
	await db
		.prepare("INSERT INTO rounds (id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, ?, ?, ?)")
		.bind(round.roundId, round.seq, round.commitment, round.phaseStartedAt, round.roundEndTime)
		.run();
}

export async function lastSeqInD1(db: D1Database): Promise<number> {
	const row = await db.prepare("SELECT MAX(seq) AS seq FROM rounds").first<{ seq: number | null }>();
	return row?.seq ?? 0;
}

/** The roulette row in one query: whether the table is on, and its limits (null without a row). */
export async function readRouletteGame(db: D1Database): Promise<{ enabled: boolean; limits: BetLimits | null }> {
	const row = await db
		.prepare("SELECT status, min_bet_paise, max_bet_paise FROM games WHERE id = 'roulette'")
		.first<{ status: string; min_bet_paise: number; max_bet_paise: number }>();
	return {
		enabled: row?.status !== "disabled",
		limits: row ? { minBetPaise: row.min_bet_paise, maxBetPaise: row.max_bet_paise } : null,
	};
}
