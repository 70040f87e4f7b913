/**
 * Writing accepted submissions to D1, for every game on the host (docs/decisions/0200-round-engine.md#money,
 * 0810-game-host.md). One submission is one guarded stake movement (the balance, and the player's protection:
 * server/protection.ts `stakeAllowed`), the game's rows for it (roulette: the racetrack calls it named and its bet
 * rows; crash: its one bet row), each inserted only if the stake went through for this round, and a read of the
 * balances, all in one batch, so a submission costs the room no D1 round trip of its own. Under group commit,
 * submissions that arrive while a batch is in flight go together in the next one; ROOM_GROUP_COMMIT=off sends one
 * batch per submission (the benchmark's comparison).
 */

import { eq, inArray, sql } from "drizzle-orm";
import { promotionMessages } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import type { Balances, Wallet } from "~/domain/roulette/protocol";
import { overBonusMaxBet, withinBonusMaxBet } from "~/server/bonus-money";
import type { Database } from "~/server/db/client";
import { placeholder, prepareOnce } from "~/server/db/prepared";
import { ledgerEntries, type WalletKind, wallets } from "~/server/db/schema";
import { preparedMovements } from "~/server/ledger";
import { checkBet, stakeAllowed } from "~/server/protection";
import { GroupPace } from "./group-pace";

/** Submissions per D1 batch under group commit (each is 2 + its game's rows + 1 statements). */
const GROUP_COMMIT_MAX_SUBMISSIONS = 100;
/** Statements per D1 batch: keeps one batch well inside D1's per-invocation query limits. */
const GROUP_COMMIT_MAX_STATEMENTS = 500;
/** Bound parameters per `IN (...)` lookup, under D1's limit. */
export const IN_CHUNK = 90;

/** The stake movement's idempotency key: a submission is debited once, however often it arrives. */
export const stakeKey = (userId: string, submissionId: string) => `bet-stake:${userId}:${submissionId}`;

/**
 * placed; duplicate (committed before, in this round); insufficient (the wallet was short); reused (the submission
 * id was committed in another round, at this table or another: refused, never placed without its stake); refused
 * (the player is on a break, or the stake would pass their daily loss limit: the message says which).
 */
export type Outcome =
	| { kind: "placed" | "duplicate" | "insufficient" | "reused"; balances: Balances | null }
	| { kind: "refused"; message: string; balances: null };

/** What every game's submission has: whose, which round, its id (the stake's key) and the wallet it stakes from. */
export type StakeSubmission = { userId: string; roundId: string; submissionId: string; wallet: Wallet };

/**
 * A game's rows of a submission, written in its batch after the stake (each only if the stake of `stakeKey` went
 * through for the submission's round: `movementExists(key, roundId)`). Built once per room, its statements prepared
 * once (server/db/prepared.ts).
 */
export type SubmissionRows<S extends StakeSubmission> = {
	/** The whole stake of the submission, in paise. */
	stakePaise(submission: S): number;
	/** How many statements `statements` gives (the batch's budget). */
	count(submission: S): number;
	statements(submission: S, stakeKey: string, now: number): D1PreparedStatement[];
};

type Queued<S> = S & { resolve: (outcome: Outcome) => void; reject: (error: unknown) => void };

export function rupeeBalances(b: { realPaise: number; tokensPaise: number }): Balances {
	return { realBalance: paiseToRupees(b.realPaise), playTokens: paiseToRupees(b.tokensPaise) };
}

/** A player's wallets, read in a batch after their money moved (walletRowsToBalances reads the answer). */
function balancesStatement(db: Database, d1: D1Database) {
	return prepareOnce<{ userId: string }>(
		d1,
		db
			.select({ kind: wallets.kind, balancePaise: sql<number>`${wallets.balancePaise}`.as("balancePaise") })
			.from(wallets)
			.where(eq(wallets.userId, placeholder("userId"))),
	);
}

/** The statements of a commit every game shares, prepared once per room (server/db/prepared.ts). */
function commitStatements(db: Database, d1: D1Database) {
	return {
		// A stake is written only outside a break and within the player's loss limit, checked in its own statement:
		// the room reads nothing before it, and the player may be betting at another table (server/protection.ts).
		// And, while a bonus is wagered, within its maximum bet for the round (docs/decisions/0850-promotions.md).
		movement: preparedMovements(db, d1, (m) => sql`(${stakeAllowed(m)} and ${withinBonusMaxBet(m)})`),
		// The player's wallets, read in the batch after their stake.
		balances: balancesStatement(db, d1),
	};
}

export class GroupCommit<S extends StakeSubmission> {
	private queue: Queued<S>[] = [];
	private flushing: Promise<void> | null = null;
	/**
	 * Work that closing betting waits for besides the group queue: every submission's batch without group commit,
	 * and the reads that tell refused stakes apart (they run beside the next group, not before it).
	 */
	private readonly pending = new Set<Promise<void>>();
	private readonly statements: ReturnType<typeof commitStatements>;
	private readonly rows: SubmissionRows<S>;
	private readonly pace: GroupPace;

	constructor(
		private readonly db: Database,
		private readonly d1: D1Database,
		private readonly grouped: boolean,
		/** The least time between two groups (RoomOptions.groupWindowMs). */
		windowMs: () => number,
		/** The game's rows of a submission (roulette: durable/roulette/bet-rows.ts). */
		rowsOf: (db: Database, d1: D1Database) => SubmissionRows<S>,
	) {
		this.statements = commitStatements(db, d1);
		this.rows = rowsOf(db, d1);
		this.pace = new GroupPace(windowMs);
	}

	/** Commits a submission: placed, a duplicate of one committed before, or refused for the balance. */
	commit(submission: S): Promise<Outcome> {
		return new Promise<Outcome>((resolve, reject) => {
			const entry: Queued<S> = { ...submission, resolve, reject };
			if (!this.grouped) {
				this.track(this.commitBatch([entry]));
				return;
			}
			this.queue.push(entry);
			if (!this.flushing) this.flushing = this.flushQueue();
		});
	}

	/** Waits until every accepted submission has been committed (or refused), without waiting for the window. */
	async drain(): Promise<void> {
		this.pace.hurry(true);
		try {
			while (this.flushing || this.pending.size > 0) {
				await Promise.allSettled([this.flushing, ...this.pending]);
			}
		} finally {
			this.pace.hurry(false);
		}
	}

	private track(work: Promise<void>): void {
		this.pending.add(work);
		work.finally(() => this.pending.delete(work));
	}

	private async flushQueue(): Promise<void> {
		try {
			while (this.queue.length > 0) {
				// Submissions arriving during the window join this group.
				await this.pace.ready();
				// Take submissions until the batch would pass its statement budget (always at least one).
				let take = 0;
				let statements = 0;
				for (const s of this.queue) {
					const cost = this.rows.count(s) + 3;
					if (take > 0 && (take >= GROUP_COMMIT_MAX_SUBMISSIONS || statements + cost > GROUP_COMMIT_MAX_STATEMENTS))
						break;
					take++;
					statements += cost;
				}
				await this.commitBatch(this.queue.splice(0, take));
			}
		} finally {
			this.flushing = null;
		}
	}

	/**
	 * One D1 batch: per submission the guarded stake movement, its call and bet rows (only if the stake went through),
	 * the balances.
	 */
	private async commitBatch(batch: Queued<S>[]): Promise<void> {
		const prepared = this.statements;
		const now = Date.now();
		const statements: D1PreparedStatement[] = [];
		const marks: Array<{ insertAt: number; balancesAt: number }> = [];
		for (const s of batch) {
			const key = stakeKey(s.userId, s.submissionId);
			const insertAt = statements.length;
			statements.push(
				...prepared.movement(
					{
						userId: s.userId,
						wallet: s.wallet,
						amountPaise: -this.rows.stakePaise(s),
						reason: "bet_stake",
						refType: "round",
						refId: s.roundId,
						idempotencyKey: key,
					},
					now,
				),
				...this.rows.statements(s, key, now),
			);
			marks.push({ insertAt, balancesAt: statements.length });
			statements.push(prepared.balances({ userId: s.userId }));
		}
		let results: D1Result[];
		try {
			results = await this.d1.batch(statements);
		} catch (error) {
			for (const s of batch) s.reject(error);
			return;
		}
		const refused: Queued<S>[] = [];
		batch.forEach((s, i) => {
			const mark = marks[i];
			if (!mark) return;
			const balances = walletRowsToBalances(results[mark.balancesAt]);
			if (results[mark.insertAt]?.meta.changes === 1) s.resolve({ kind: "placed", balances });
			else refused.push(s);
		});
		// A player on a break who keeps sending bets must not hold up everyone else's next group.
		if (refused.length > 0) this.track(this.whyRefused(refused, now));
	}

	/** Tells each refused submission why, in the words the player gets. */
	private async whyRefused(refused: Queued<S>[], now: number): Promise<void> {
		const db = this.db;
		// Not applied: the key was seen before (a duplicate from before an eviction, or the id reused in another
		// round), the wallet was short, or the player's protection refused it (a break, or the loss limit): the
		// protection check, at the batch's own `now`, says which, in the words the player gets.
		try {
			const keys = refused.map((s) => stakeKey(s.userId, s.submissionId));
			/** The round each seen key was staked in. */
			const seen = new Map<string, string | null>();
			for (let i = 0; i < keys.length; i += IN_CHUNK) {
				const chunk = keys.slice(i, i + IN_CHUNK);
				const rows = await db
					.select({ key: ledgerEntries.idempotencyKey, roundId: ledgerEntries.refId })
					.from(ledgerEntries)
					.where(inArray(ledgerEntries.idempotencyKey, chunk));
				for (const row of rows) seen.set(row.key, row.roundId);
			}
			for (const s of refused) {
				const key = stakeKey(s.userId, s.submissionId);
				if (seen.has(key)) {
					s.resolve({ kind: seen.get(key) === s.roundId ? "duplicate" : "reused", balances: null });
					continue;
				}
				const refusal =
					(await checkBet(db, s.userId, s.wallet, this.rows.stakePaise(s), { now })) ??
					(await maxBetRefusal(db, s, this.rows.stakePaise(s), now));
				s.resolve(
					refusal ? { kind: "refused", message: refusal, balances: null } : { kind: "insufficient", balances: null },
				);
			}
		} catch (error) {
			for (const s of refused) s.reject(error);
		}
	}
}

/** The words for a stake over the player's bonus's maximum bet in its round, or null. */
async function maxBetRefusal(
	db: Database,
	s: StakeSubmission,
	stakePaise: number,
	now: number,
): Promise<string | null> {
	const cap = await overBonusMaxBet(db, { ...s, stakePaise }, now);
	return cap === null ? null : promotionMessages.maxBetWhileWagering(paiseToRupees(cap));
}

/** The balances a batch read with its `balances` statement (null when there is no such result). */
function walletRowsToBalances(result: D1Result | undefined): Balances | null {
	if (!result) return null;
	const rows = result.results as Array<{ kind: WalletKind; balancePaise: number }>;
	const of = (kind: Wallet) => rows.find((r) => r.kind === kind)?.balancePaise ?? 0;
	return rupeeBalances({ realPaise: of("real"), tokensPaise: of("tokens") });
}
