/**
 * A crash bet's row, written in its commit's batch after its stake (durable/game-host/group-commit.ts): one `bets`
 * row of type "crash" with its panel, auto cash-out and client seed, only if the stake of its submission went through
 * for this round.
 */
import type { Multiplier } from "~/domain/crash/protocol";
import type { Database } from "~/server/db/client";
import { placeholder } from "~/server/db/prepared";
import { prepareBetRow } from "../game-host/bet-rows";
import type { StakeSubmission, SubmissionRows } from "../game-host/group-commit";

/** One accepted crash bet on its way to D1. */
export type CrashSubmission = StakeSubmission & {
	betId: string;
	panel: 0 | 1;
	amountPaise: number;
	autoCashOut: Multiplier | null;
	clientSeed: string;
};

export function crashRows(db: Database, d1: D1Database): SubmissionRows<CrashSubmission> {
	const p = placeholder;
	const insert = prepareBetRow<{ panel: number; autoCashOut: number | null; clientSeed: string }>(db, d1, {
		betType: "crash",
		panel: p("panel"),
		autoCashOut: p("autoCashOut"),
		clientSeed: p("clientSeed"),
	});
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
