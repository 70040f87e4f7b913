/**
 * A roulette submission's rows, written in its commit's batch after its stake (durable/game-host/group-commit.ts):
 * the racetrack calls it named (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history), then its bet
 * rows, each only if the submission's stake went through for this round.
 */
import type { Bet } from "~/domain/roulette/bets";
import type { Wallet } from "~/domain/roulette/protocol";
import { callPartsOf } from "~/domain/roulette/racetrack";
import type { Database } from "~/server/db/client";
import { insertWhere } from "~/server/db/conditional";
import { placeholder, prepareOnce } from "~/server/db/prepared";
import { betCalls, type bets } from "~/server/db/schema";
import { movementExists } from "~/server/ledger";
import { type BetRowValues, prepareBetRow } from "../game-host/bet-rows";
import type { SubmissionRows } from "../game-host/group-commit";
import type { BookCall } from "./bet-book";

/**
 * The ids of one submission's bets: a random prefix they share, then a count down from their place. A history read
 * newest first on (created_at, id), a keyset page at a time (docs/decisions/0420-operator-scale.md), then lists a
 * submission's bets together and in the order they were placed; the ids keep the UUID's shape and its randomness.
 */
export function betIds(count: number): string[] {
	const prefix = crypto.randomUUID().slice(0, 32);
	return Array.from({ length: count }, (_, position) => prefix + (0xffff - position).toString(16).padStart(4, "0"));
}

/** One player's accepted submission, on its way to D1: its bets, each with the call that placed it if one did. */
export type Submission = {
	userId: string;
	roundId: string;
	submissionId: string;
	wallet: Wallet;
	bets: Array<Bet & { call?: BookCall }>;
	/** The calls named in the submission, in its order (each bet's `call` is one of them). */
	calls: readonly BookCall[];
};

/** A bet row's values, as its insert binds them. */
type BetValues = Omit<typeof bets.$inferInsert, "payoutPaise" | "settledAt"> & { stakeKey: string };
/** A call row's values, as its insert binds them. */
type CallValues = Required<typeof betCalls.$inferInsert> & { stakeKey: string };

/** The statements of a roulette submission's rows, prepared once per room: it runs them once per bet. */
function rowStatements(db: Database, d1: D1Database) {
	const p = placeholder;
	const callRow = {
		id: p("id"),
		roundId: p("roundId"),
		userId: p("userId"),
		submissionId: p("submissionId"),
		position: p("position"),
		kind: p("kind"),
		centre: p("centre"),
		eachSide: p("eachSide"),
		chipPaise: p("chipPaise"),
		createdAt: p("createdAt"),
	};
	return {
		// A call the submission named and the bet rows, only if the submission's stake went through, for this round:
		// a submission id already staked in another round (at any table) places nothing there without a stake of
		// its own. The call goes before its bets, which point at it.
		call: prepareOnce<CallValues>(
			d1,
			insertWhere(db, betCalls, callRow, movementExists(p("stakeKey"), p("roundId"))).onConflictDoNothing(),
		),
		bet: prepareBetRow<Omit<BetValues, keyof BetRowValues>>(db, d1, {
			betType: p("betType"),
			numbers: p("numbers"),
			status: p("status"),
			position: p("position"),
			callId: p("callId"),
		}),
	};
}

/** A roulette submission's rows for group commit: its calls, then its bets. */
export function rouletteRows(db: Database, d1: D1Database): SubmissionRows<Submission> {
	const prepared = rowStatements(db, d1);
	return {
		stakePaise: (s) => s.bets.reduce((sum, b) => sum + b.amountPaise, 0),
		count: (s) => s.bets.length + s.calls.length,
		statements(s, key, now) {
			const statements: D1PreparedStatement[] = [];
			s.calls.forEach((named, position) => {
				const { kind, centre, n } = callPartsOf(named.call);
				statements.push(
					prepared.call({
						id: named.id,
						roundId: s.roundId,
						userId: s.userId,
						submissionId: s.submissionId,
						position,
						kind,
						centre,
						eachSide: n,
						chipPaise: named.chipPaise,
						createdAt: now,
						stakeKey: key,
					}),
				);
			});
			const ids = betIds(s.bets.length);
			s.bets.forEach((bet, position) => {
				statements.push(
					prepared.bet({
						id: ids[position] ?? crypto.randomUUID(),
						roundId: s.roundId,
						userId: s.userId,
						wallet: s.wallet,
						betType: bet.type,
						numbers: bet.numbers.join(","),
						amountPaise: bet.amountPaise,
						status: "placed",
						submissionId: s.submissionId,
						position,
						createdAt: now,
						callId: bet.call?.id ?? null,
						stakeKey: key,
					}),
				);
			});
			return statements;
		},
	};
}
