/**
 * A card submission's rows, written in its commit's batch after its stake (durable/game-host/group-commit.ts): one
 * `bets` row per spot (its type is the spot, its position its place in the submission), each only if the stake of
 * its submission went through for this round.
 */
import type { CardSpot } from "~/domain/cards/games";
import type { Database } from "~/server/db/client";
import { insertWhere } from "~/server/db/conditional";
import { placeholder, prepareOnce } from "~/server/db/prepared";
import { bets } from "~/server/db/schema";
import { movementExists } from "~/server/ledger";
import type { StakeSubmission, SubmissionRows } from "../game-host/group-commit";

export type CardSubmission = StakeSubmission & {
	bets: Array<{ betId: string; spot: CardSpot; amountPaise: number }>;
};

type CardBetValues = {
	id: string;
	roundId: string;
	userId: string;
	wallet: string;
	betType: string;
	amountPaise: number;
	submissionId: string;
	position: number;
	createdAt: number;
	stakeKey: string;
};

export function cardRows(db: Database, d1: D1Database): SubmissionRows<CardSubmission> {
	const p = placeholder;
	const insert = prepareOnce<CardBetValues>(
		d1,
		insertWhere(
			db,
			bets,
			{
				id: p("id"),
				roundId: p("roundId"),
				userId: p("userId"),
				wallet: p("wallet"),
				betType: p("betType"),
				numbers: "",
				amountPaise: p("amountPaise"),
				status: "placed",
				submissionId: p("submissionId"),
				position: p("position"),
				createdAt: p("createdAt"),
			},
			movementExists(p("stakeKey"), p("roundId")),
		).onConflictDoNothing(),
	);
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
