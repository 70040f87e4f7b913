/**
 * Writing accepted submissions to D1 (docs/decisions/0200-round-engine.md#money). One submission is one guarded
 * stake movement (the balance, and the player's protection: server/protection.ts `stakeAllowed`), the racetrack
 * calls it named and its bet rows (each inserted only if the stake went through;
 * docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history) and a read of the balances, all in one
 * batch, so a submission costs the room no D1 round trip of its own. Under group commit, submissions that arrive while a batch is in flight go together in the next one;
 * ROOM_GROUP_COMMIT=off sends one batch per submission (the benchmark's comparison).
 */

import { eq, inArray, sql } from "drizzle-orm";
import { paiseToRupees } from "~/domain/money";
import type { Bet } from "~/domain/roulette/bets";
import type { Balances, Wallet } from "~/domain/roulette/protocol";
import { callPartsOf } from "~/domain/roulette/racetrack";
import type { Database } from "~/server/db/client";
import { insertWhere } from "~/server/db/conditional";
import { placeholder, prepareOnce } from "~/server/db/prepared";
import { betCalls, bets, ledgerEntries, type WalletKind, wallets } from "~/server/db/schema";
import { movementExists, preparedMovements } from "~/server/ledger";
import { checkBet, stakeAllowed } from "~/server/protection";
import type { BookCall } from "./bet-book";
import { GroupPace } from "./group-pace";

/** Submissions per D1 batch under group commit (each is 2 + calls + bets + 1 statements). */
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

type Queued = Submission & { resolve: (outcome: Outcome) => void; reject: (error: unknown) => void };

export function rupeeBalances(b: { realPaise: number; tokensPaise: number }): Balances {
	return { realBalance: paiseToRupees(b.realPaise), playTokens: paiseToRupees(b.tokensPaise) };
}

/** A bet row's values, as its insert binds them. */
type BetValues = Omit<typeof bets.$inferInsert, "payoutPaise" | "settledAt"> & { stakeKey: string };
/** A call row's values, as its insert binds them. */
type CallValues = Required<typeof betCalls.$inferInsert> & { stakeKey: string };

/** The statements of a commit, prepared once per room (server/db/prepared.ts): it runs them once per bet. */
function commitStatements(db: Database, d1: D1Database) {
	const p = placeholder;
	const betRow = {
		id: p("id"),
		roundId: p("roundId"),
		userId: p("userId"),
		wallet: p("wallet"),
		betType: p("betType"),
		numbers: p("numbers"),
		amountPaise: p("amountPaise"),
		status: p("status"),
		submissionId: p("submissionId"),
		position: p("position"),
		createdAt: p("createdAt"),
		callId: p("callId"),
	};
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
		// A stake is written only outside a break and within the player's loss limit, checked in its own statement:
		// the room reads nothing before it, and the player may be betting at another table (server/protection.ts).
		movement: preparedMovements(db, d1, stakeAllowed),
		// A call the submission named and the bet rows, only if the submission's stake went through, for this round:
		// a submission id already staked in another round (at any table) places nothing there without a stake of
		// its own. The call goes before its bets, which point at it.
		call: prepareOnce<CallValues>(
			d1,
			insertWhere(db, betCalls, callRow, movementExists(p("stakeKey"), p("roundId"))).onConflictDoNothing(),
		),
		bet: prepareOnce<BetValues>(
			d1,
			insertWhere(db, bets, betRow, movementExists(p("stakeKey"), p("roundId"))).onConflictDoNothing(),
		),
		// The player's wallets, read in the batch after their stake.
		balances: prepareOnce<{ userId: string }>(
			d1,
			db
				.select({ kind: wallets.kind, balancePaise: sql<number>`${wallets.balancePaise}`.as("balancePaise") })
				.from(wallets)
				.where(eq(wallets.userId, p("userId"))),
		),
	};
}

export class GroupCommit {
	private queue: Queued[] = [];
	private flushing: Promise<void> | null = null;
	/**
	 * Work that closing betting waits for besides the group queue: every submission's batch without group commit,
	 * and the reads that tell refused stakes apart (they run beside the next group, not before it).
	 */
	private readonly pending = new Set<Promise<void>>();
	private readonly statements: ReturnType<typeof commitStatements>;
	private readonly pace: GroupPace;

	constructor(
		private readonly db: Database,
		private readonly d1: D1Database,
		private readonly grouped: boolean,
		/** The least time between two groups (RoomOptions.groupWindowMs). */
		windowMs: () => number = () => 0,
	) {
		this.statements = commitStatements(db, d1);
		this.pace = new GroupPace(windowMs);
	}

	/** Commits a submission: placed, a duplicate of one committed before, or refused for the balance. */
	commit(submission: Submission): Promise<Outcome> {
		return new Promise<Outcome>((resolve, reject) => {
			const entry: Queued = { ...submission, resolve, reject };
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
					const cost = s.bets.length + s.calls.length + 3;
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
	private async commitBatch(batch: Queued[]): Promise<void> {
		const prepared = this.statements;
		const now = Date.now();
		const statements: D1PreparedStatement[] = [];
		const marks: Array<{ insertAt: number; balancesAt: number }> = [];
		for (const s of batch) {
			const key = stakeKey(s.userId, s.submissionId);
			const total = s.bets.reduce((sum, b) => sum + b.amountPaise, 0);
			const insertAt = statements.length;
			statements.push(
				...prepared.movement(
					{
						userId: s.userId,
						wallet: s.wallet,
						amountPaise: -total,
						reason: "bet_stake",
						refType: "round",
						refId: s.roundId,
						idempotencyKey: key,
					},
					now,
				),
			);
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
		const refused: Queued[] = [];
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
	private async whyRefused(refused: Queued[], now: number): Promise<void> {
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
				const total = s.bets.reduce((sum, b) => sum + b.amountPaise, 0);
				const refusal = await checkBet(db, s.userId, s.wallet, total, { now });
				s.resolve(
					refusal ? { kind: "refused", message: refusal, balances: null } : { kind: "insufficient", balances: null },
				);
			}
		} catch (error) {
			for (const s of refused) s.reject(error);
		}
	}
}

function walletRowsToBalances(result: D1Result | undefined): Balances | null {
	if (!result) return null;
	const rows = result.results as Array<{ kind: WalletKind; balancePaise: number }>;
	const of = (kind: Wallet) => rows.find((r) => r.kind === kind)?.balancePaise ?? 0;
	return rupeeBalances({ realPaise: of("real"), tokensPaise: of("tokens") });
}
