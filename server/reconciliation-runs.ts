/**
 * Incremental reconciliation (docs/decisions/0420-operator-scale.md). A run checks the money invariants of
 * ./reconciliation.ts without reading every ledger row:
 * - the global identity in one batch (one consistent snapshot): the real-money ledger sums by reason are carried in
 *   `reconciliation_state` up to a ledger id, so only newer entries are read; the balances' and the requests' sums
 *   are the running totals in `money_totals`;
 * - every wallet, in keyset chunks on (user_id, kind): its balance against its checkpoint (last ledger id, running
 *   sum) plus the entries after it, read through ledger_user_wallet_id_idx; a wallet that agrees moves its checkpoint;
 * - every request, in keyset chunks on id: its net real-money ledger movements against its type and status;
 * - every bonus, in keyset chunks on id: its balance and status against its `bonus_ledger` entries and its
 *   conversion against the real ledger's (./reconciliation-bonuses.ts, docs/decisions/0850-promotions.md).
 * A run stops when its time budget is spent and the next call carries on from where it stopped, so the hourly cron
 * checks everything in bounded steps; the admin page reads the latest stored run (when, and how far it got).
 */
import { desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { sumWhere } from "~/server/aggregates";
import { type Database, database, runBatch } from "~/server/db/client";
import {
	ledgerEntries,
	type MoneyIdentity,
	moneyTotals,
	type RequestMismatch,
	reconciliationCheckpoints,
	reconciliationRuns,
	reconciliationState,
} from "~/server/db/schema";
import { TX_REF_TYPE } from "~/server/wallet";
import { moneyIdentity } from "./reconciliation";
import { BONUS_CHUNK, checkBonuses } from "./reconciliation-bonuses";

export const RECONCILIATION_CHUNK = 500;
/** How long one cron invocation checks before it stores where it got to (a scheduled Worker may run for minutes). */
export const RECONCILIATION_CRON_BUDGET_MS = 60_000;

export type ReconciliationRun = typeof reconciliationRuns.$inferSelect;

/**
 * The money identity now, from two small reads: the ledger entries after the stored sums, and the running totals of
 * the balances and the requests (`money_totals`, kept by triggers in each movement's own statement).
 */
async function checkIdentity(db: Database): Promise<MoneyIdentity> {
	const state = await db.select().from(reconciliationState).where(eq(reconciliationState.id, 1)).get();
	const from = state?.lastLedgerId ?? 0;
	const l = ledgerEntries;
	const real = eq(l.wallet, "real");
	// One batch, one snapshot: the newer entries and the totals are read at the same moment.
	const [[n], [totals]] = await db.batch([
		db
			.select({
				lastId: sql<number>`coalesce(max(${l.id}), ${from})`.as("lastId"),
				opening: sumWhere(l.amountPaise, real, eq(l.reason, "seed")).as("opening"),
				adjustments: sumWhere(l.amountPaise, real, eq(l.reason, "admin_adjustment")).as("adjustments"),
				bets: sumWhere(l.amountPaise, real, inArray(l.reason, ["bet_stake", "bet_payout", "bet_refund"])).as("bets"),
				bonusConversions: sumWhere(l.amountPaise, real, eq(l.reason, "bonus_conversion")).as("bonusConversions"),
			})
			.from(l)
			.where(gt(l.id, from)),
		db.select().from(moneyTotals).where(eq(moneyTotals.id, 1)),
	]);
	if (!n) throw new Error("An aggregate returned no row");
	if (!totals) throw new Error("money_totals has no row (migration 0008 makes it)");
	const opening = (state?.openingPaise ?? 0) + n.opening;
	const adjustments = (state?.adjustmentsPaise ?? 0) + n.adjustments;
	const betsNet = (state?.betsPaise ?? 0) + n.bets;
	const bonusConversions = (state?.bonusConversionsPaise ?? 0) + n.bonusConversions;
	const sums = {
		lastLedgerId: n.lastId,
		openingPaise: opening,
		adjustmentsPaise: adjustments,
		betsPaise: betsNet,
		bonusConversionsPaise: bonusConversions,
	};
	await db
		.insert(reconciliationState)
		.values({ id: 1, ...sums })
		.onConflictDoUpdate({ target: reconciliationState.id, set: sums });
	return moneyIdentity(totals, { opening, adjustments, bets: betsNet, bonusConversions });
}

/** One chunk of wallets after (user, kind): each against its checkpoint plus the newer entries. */
async function checkWallets(db: Database, afterUser: string, afterKind: string) {
	type Row = {
		userId: string;
		wallet: "real" | "tokens";
		balancePaise: number;
		ledgerPaise: number;
		lastId: number | null;
		checkpointId: number | null;
	};
	const rows = await db.all<Row>(sql`
		SELECT w.user_id AS userId, w.kind AS wallet, w.balance_paise AS balancePaise,
		  coalesce(c.ledger_paise, 0) + coalesce((SELECT sum(l.amount_paise) FROM ledger_entries l
		    WHERE l.user_id = w.user_id AND l.wallet = w.kind AND l.id > coalesce(c.last_ledger_id, 0)), 0) AS ledgerPaise,
		  (SELECT max(l.id) FROM ledger_entries l WHERE l.user_id = w.user_id AND l.wallet = w.kind) AS lastId,
		  c.last_ledger_id AS checkpointId
		FROM wallets w
		LEFT JOIN reconciliation_checkpoints c ON c.user_id = w.user_id AND c.wallet = w.kind
		WHERE w.user_id > ${afterUser} OR (w.user_id = ${afterUser} AND w.kind > ${afterKind})
		ORDER BY w.user_id, w.kind
		LIMIT ${RECONCILIATION_CHUNK}`);
	// The checkpoint moves only for wallets that agree and have new entries: a mismatch is looked at again in full
	// next time, and a wallet with nothing new is not written again (at 1,000,000 players a pass would otherwise
	// rewrite 2,000,000 checkpoints, which D1 bills as rows written). D1 binds at most 100 values a statement: 20
	// wallets of 5 each.
	const agreed = rows.filter(
		(r) => r.balancePaise === r.ledgerPaise && r.lastId !== null && r.lastId !== r.checkpointId,
	);
	const c = reconciliationCheckpoints;
	const now = Date.now();
	const statements = [];
	for (let i = 0; i < agreed.length; i += 20) {
		statements.push(
			db
				.insert(c)
				.values(
					agreed.slice(i, i + 20).map((r) => ({
						userId: r.userId,
						wallet: r.wallet,
						lastLedgerId: r.lastId ?? 0,
						ledgerPaise: r.ledgerPaise,
						checkedAt: now,
					})),
				)
				.onConflictDoUpdate({
					target: [c.userId, c.wallet],
					set: {
						lastLedgerId: sql`excluded.last_ledger_id`,
						ledgerPaise: sql`excluded.ledger_paise`,
						checkedAt: sql`excluded.checked_at`,
					},
				}),
		);
	}
	await runBatch(db, statements);
	return { rows, mismatches: rows.filter((r) => r.balancePaise !== r.ledgerPaise) };
}

/** One chunk of requests after an id: net real-money movements against what type and status imply. */
async function checkRequests(db: Database, afterId: string) {
	type Row = RequestMismatch & { id: string };
	const rows = await db.all<Row>(sql`
		SELECT t.id AS id, t.id AS transactionId, t.type AS type, t.status AS status, t.amount_paise AS amountPaise,
		  CASE WHEN t.type = 'deposit' AND t.status = 'approved' THEN t.amount_paise
		       WHEN t.type = 'withdraw' AND t.status IN ('pending', 'approved') THEN -t.amount_paise ELSE 0 END
		    AS expectedLedgerPaise,
		  coalesce((SELECT sum(l.amount_paise) FROM ledger_entries l
		    WHERE l.ref_type = ${TX_REF_TYPE} AND l.ref_id = t.id AND l.wallet = 'real'), 0) AS ledgerPaise
		FROM money_transactions t WHERE t.id > ${afterId} ORDER BY t.id LIMIT ${RECONCILIATION_CHUNK}`);
	return {
		rows,
		mismatches: rows.filter((r) => r.expectedLedgerPaise !== r.ledgerPaise).map(({ id: _id, ...mismatch }) => mismatch),
	};
}

/**
 * Carries the current run on (or starts one) until everything is checked or `budgetMs` is spent, storing its
 * progress after every chunk. Returns the run as stored.
 */
export async function runReconciliation(d1: D1Database, budgetMs: number): Promise<ReconciliationRun> {
	const db = database(d1);
	const started = Date.now();
	let run =
		(await db.select().from(reconciliationRuns).where(isNull(reconciliationRuns.finishedAt)).get()) ??
		(await db
			.insert(reconciliationRuns)
			.values({ startedAt: started, updatedAt: started, identity: await checkIdentity(db) })
			.returning()
			.get());
	while (run.finishedAt === null) {
		const walletsDone = run.walletCursor === WALK_DONE;
		let update: Partial<ReconciliationRun>;
		if (!walletsDone) {
			const [afterUser = "", afterKind = ""] = run.walletCursor.split("\n");
			const chunk = await checkWallets(db, afterUser, afterKind);
			const last = chunk.rows.at(-1);
			const newPlayers = new Set(chunk.rows.filter((r) => r.userId !== afterUser).map((r) => r.userId)).size;
			update = {
				walletCursor: last && chunk.rows.length === RECONCILIATION_CHUNK ? `${last.userId}\n${last.wallet}` : WALK_DONE,
				walletsChecked: run.walletsChecked + chunk.rows.length,
				playersChecked: run.playersChecked + newPlayers,
				walletMismatches: [
					...run.walletMismatches,
					...chunk.mismatches.map(({ lastId: _l, checkpointId: _c, ...m }) => m),
				],
			};
		} else if (run.requestCursor !== WALK_DONE) {
			const chunk = await checkRequests(db, run.requestCursor);
			const last = chunk.rows.at(-1);
			update = {
				requestCursor: last && chunk.rows.length === RECONCILIATION_CHUNK ? last.id : WALK_DONE,
				requestsChecked: run.requestsChecked + chunk.rows.length,
				transactionMismatches: [...run.transactionMismatches, ...chunk.mismatches],
			};
		} else {
			const chunk = await checkBonuses(db, run.bonusCursor);
			const done = chunk.last === null || chunk.rows.length < BONUS_CHUNK;
			const bonusMismatches = [...run.bonusMismatches, ...chunk.mismatches];
			update = {
				bonusCursor: chunk.last ?? run.bonusCursor,
				bonusesChecked: run.bonusesChecked + chunk.rows.length,
				bonusMismatches,
				...(done
					? {
							finishedAt: Date.now(),
							ok:
								run.walletMismatches.length === 0 &&
								run.transactionMismatches.length === 0 &&
								bonusMismatches.length === 0 &&
								run.identity.differencePaise === 0,
						}
					: {}),
			};
		}
		run = (await db
			.update(reconciliationRuns)
			.set({ ...update, updatedAt: Date.now() })
			.where(eq(reconciliationRuns.id, run.id))
			.returning()
			.get()) as ReconciliationRun;
		if (Date.now() - started >= budgetMs) break;
	}
	return run;
}

/** A walk is over (the wallets', then the requests'): the next one follows. */
const WALK_DONE = "\u0000done";

/** The latest finished run, and the one in progress if any. */
export async function latestRuns(db: Database) {
	const [finished, current] = await db.batch([
		db
			.select()
			.from(reconciliationRuns)
			.where(sql`${reconciliationRuns.finishedAt} IS NOT NULL`)
			.orderBy(desc(reconciliationRuns.id))
			.limit(1),
		db.select().from(reconciliationRuns).where(isNull(reconciliationRuns.finishedAt)).limit(1),
	]);
	return { finished: finished[0] ?? null, current: current[0] ?? null };
}
