/**
 * The rows the round clock reads and writes in D1 besides the bets: the round's own row (written when it opens,
 * with its commitment), the highest round number, and the roulette row of the games catalogue (its switch and
 * limits, docs/decisions/0745-table-limits-from-the-catalogue.md).
 */
import type { BetLimits } from "~/domain/roulette/bets";
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

/** The audit row of a forced result: what was pending before, and the round it applies to. */
export async function auditForcedResult(
	db: D1Database,
	entry: { actorId: string; roundId: string | null; before: number | null; number: number; ip: string | null },
): Promise<void> {
	await db
		.prepare(
			"INSERT INTO audit_log (actor_id, actor_role, action, target_type, target_id, before, after, ip) VALUES (?, 'admin', 'round.force_result', 'round', ?, ?, ?, ?)",
		)
		.bind(
			entry.actorId,
			entry.roundId,
			JSON.stringify(entry.before === null ? null : { number: entry.before }),
			JSON.stringify({ number: entry.number, appliesTo: entry.roundId ?? "next round" }),
			entry.ip,
		)
		.run();
}
