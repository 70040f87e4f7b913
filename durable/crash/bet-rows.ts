/**
 * A crash bet's row, written in its commit's batch after its stake (durable/game-host/group-commit.ts): one `bets`
 * row of type "crash" with its panel, auto cash-out and client seed, only if the stake of its submission went through
 * for this round.
 */
import type { Multiplier } from "~/domain/crash/protocol";
import type { Database } from "~/server/db/client";
import { insertWhere } from "~/server/db/conditional";
import { placeholder, prepareOnce } from "~/server/db/prepared";
import { bets } from "~/server/db/schema";
import { movementExists } from "~/server/ledger";
import type { StakeSubmission, SubmissionRows } from "../game-host/group-commit";

/** One accepted crash bet on its way to D1. */
export type CrashSubmission = StakeSubmission & {
	betId: string;
	panel: 0 | 1;
	amountPaise: number;
	autoCashOut: Multiplier | null;
	clientSeed: string;
};

type CrashBetValues = {
	id: string;
	roundId: string;
	userId: string;
	wallet: string;
	amountPaise: number;
	submissionId: string;
	createdAt: number;
	panel: number;
	autoCashOut: number | null;
	clientSeed: string;
	stakeKey: string;
};

export function crashRows(db: Database, d1: D1Database): SubmissionRows<CrashSubmission> {
	const p = placeholder;
	const insert = prepareOnce<CrashBetValues>(
		d1,
		insertWhere(
			db,
			bets,
			{
				id: p("id"),
				roundId: p("roundId"),
				userId: p("userId"),
				wallet: p("wallet"),
				betType: "crash",
				numbers: "",
				amountPaise: p("amountPaise"),
				status: "placed",
				submissionId: p("submissionId"),
				position: 0,
				createdAt: p("createdAt"),
				panel: p("panel"),
				autoCashOut: p("autoCashOut"),
				clientSeed: p("clientSeed"),
			},
			movementExists(p("stakeKey"), p("roundId")),
		).onConflictDoNothing(),
	);
	return {
		stakePaise: (s) => s.amountPaise,
		count: () => 1,
		statements: (s, key, now) => [
			insert({
				id: s.betId,
				roundId: s.roundId,
				userId: s.userId,
				wallet: s.wallet,
				amountPaise: s.amountPaise,
				submissionId: s.submissionId,
				createdAt: now,
				panel: s.panel,
				autoCashOut: s.autoCashOut,
				clientSeed: s.clientSeed,
				stakeKey: key,
			}),
		],
	};
}
