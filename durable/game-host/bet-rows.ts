/**
 * A game's bet rows, written in its commit's batch after its stake (./group-commit.ts): the `bets` columns every game
 * writes, bound per bet, each row only if its submission's stake went through for this round (a submission id already
 * staked in another round, at any table, places nothing here without a stake of its own). A game adds its own columns
 * (its bet type, its place in the submission, the crash panel…) as values or as more placeholders.
 */
import type { Database } from "~/server/db/client";
import { insertWhere, type RowOf } from "~/server/db/conditional";
import { placeholder, prepareOnce } from "~/server/db/prepared";
import { bets } from "~/server/db/schema";
import { movementExists } from "~/server/ledger";

/** The values every game binds for one bet row, with the key of its submission's stake movement. */
export type BetRowValues = {
	id: string;
	roundId: string;
	userId: string;
	wallet: string;
	amountPaise: number;
	submissionId: string;
	createdAt: number;
	stakeKey: string;
};

/** Prepares, once per room, the insert of one bet row; `own` are the game's columns (values or `placeholder`s). */
export function prepareBetRow<Own extends Record<string, unknown> = Record<string, never>>(
	db: Database,
	d1: D1Database,
	own: RowOf<typeof bets>,
): (values: BetRowValues & Own) => D1PreparedStatement {
	const p = placeholder;
	const row: RowOf<typeof bets> = {
		id: p("id"),
		roundId: p("roundId"),
		userId: p("userId"),
		wallet: p("wallet"),
		numbers: "",
		amountPaise: p("amountPaise"),
		status: "placed",
		submissionId: p("submissionId"),
		position: 0,
		createdAt: p("createdAt"),
		...own,
	};
	return prepareOnce<BetRowValues & Own>(
		d1,
		insertWhere(db, bets, row, movementExists(p("stakeKey"), p("roundId"))).onConflictDoNothing(),
	);
}
