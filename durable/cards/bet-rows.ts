/**
 * A card submission's rows, written in its commit's batch after its stake (durable/game-host/group-commit.ts): one
 * `bets` row per spot (its type is the spot, its position its place in the submission), each only if the stake of
 * its submission went through for this round.
 */
import type { CardSpot } from "~/domain/cards/games";
import type { Database } from "~/server/db/client";
import { placeholder } from "~/server/db/prepared";
import { prepareBetRow } from "../game-host/bet-rows";
import type { StakeSubmission, SubmissionRows } from "../game-host/group-commit";

export type CardSubmission = StakeSubmission & {
	bets: Array<{ betId: string; spot: CardSpot; amountPaise: number }>;
};

export function cardRows(db: Database, d1: D1Database): SubmissionRows<CardSubmission> {
	const insert = prepareBetRow<{ betType: string; position: number }>(db, d1, {
		betType: placeholder("betType"),
		position: placeholder("position"),
	});
	return {
		stakePaise: (s) => s.bets.reduce((sum, b) => sum + b.amountPaise, 0),
		count: (s) => s.bets.length,
		statements: (s, key, now) =>
			s.bets.map((b, position) =>
				insert({
					id: b.betId,
					roundId: s.roundId,
					userId: s.userId,
					wallet: s.wallet,
					betType: b.spot,
					amountPaise: b.amountPaise,
					submissionId: s.submissionId,
					position,
					createdAt: now,
					stakeKey: key,
				}),
			),
	};
}
