/** Computes the AML signals of domain/aml.ts from D1. */

import { and, asc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { alias } from "drizzle-orm/sqlite-core";
import { AML_RULES, type AmlFlag } from "~/domain/aml";
import { formatRupees } from "~/domain/money";
import type { Cursor } from "~/domain/validation/query";
import { filterOnly } from "~/server/db/plan";
import type * as schema from "~/server/db/schema";
import { amlBackfill, amlFlagRecords, bets, moneyTransactions, referrals, rounds } from "~/server/db/schema";
import { sumOrZero } from "./aggregates";
import { afterCursor, keysetPage, newestFirst } from "./keyset";

type Db = DrizzleD1Database<typeof schema>;

/** Every current flag, computed from the requests and bets, optionally for one player. */
export async function amlFlags(db: Db, userId: string | null = null): Promise<AmlFlag[]> {
	const [littlePlay, justUnder, shared, withheld] = await Promise.all([
		depositWithdrawLittlePlay(db, userId),
		depositsJustUnder(db, userId),
		sharedPaymentDetails(db, userId),
		withheldReferrals(db, userId),
	]);
	return [...littlePlay, ...justUnder, ...shared, ...withheld];
}

async function depositWithdrawLittlePlay(db: Db, userId: string | null): Promise<AmlFlag[]> {
	// For each withdrawal (not rejected): deposits approved before it, and real stakes placed before it.
	const w = alias(moneyTransactions, "w");
	const d = alias(moneyTransactions, "d");
	const deposited = db
		.select({ total: sumOrZero(d.amountPaise) })
		.from(d)
		// Through the player's own (user_id, created_at) index, not every approved deposit before the withdrawal
		// (0.3 s at 1,000,000 players).
		.where(
			and(
				eq(d.userId, w.userId),
				eq(filterOnly(d.type), "deposit"),
				eq(filterOnly(d.status), "approved"),
				lte(d.createdAt, w.createdAt),
			),
		);
	const staked = db
		.select({ total: sumOrZero(bets.amountPaise) })
		.from(bets)
		.where(
			and(
				eq(bets.userId, w.userId),
				eq(bets.wallet, "real"),
				ne(bets.status, "refunded"),
				lte(bets.createdAt, w.createdAt),
			),
		);
	const results = await db
		.select({
			id: w.id,
			userId: w.userId,
			withdrawn: w.amountPaise,
			deposited: sql<number>`${deposited}`,
			staked: sql<number>`${staked}`,
		})
		.from(w)
		.where(and(eq(w.type, "withdraw"), ne(w.status, "rejected"), userId === null ? undefined : eq(w.userId, userId)));
	return results
		.filter((r) => r.deposited > 0 && r.staked < r.deposited * AML_RULES.littlePlayShare)
		.map((r) => ({
			kind: "deposit_withdraw_little_play" as const,
			userId: r.userId,
			detail: `Withdrawal of ${formatRupees(r.withdrawn)} after ${formatRupees(r.deposited)} deposited and only ${formatRupees(r.staked)} staked.`,
			transactionIds: [r.id],
		}));
}

async function depositsJustUnder(db: Db, userId: string | null): Promise<AmlFlag[]> {
	const low = Math.round(AML_RULES.thresholdPaise * (1 - AML_RULES.justUnderBand));
	const results = await db
		.select({
			id: moneyTransactions.id,
			userId: moneyTransactions.userId,
			amount: moneyTransactions.amountPaise,
			createdAt: moneyTransactions.createdAt,
		})
		.from(moneyTransactions)
		.where(
			and(
				eq(moneyTransactions.type, "deposit"),
				ne(moneyTransactions.status, "rejected"),
				gte(moneyTransactions.amountPaise, low),
				lt(moneyTransactions.amountPaise, AML_RULES.thresholdPaise),
				userId === null ? undefined : eq(moneyTransactions.userId, userId),
			),
		)
		.orderBy(asc(moneyTransactions.userId), asc(moneyTransactions.createdAt));
	const flags: AmlFlag[] = [];
	const byUser = new Map<string, typeof results>();
	for (const row of results) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
	for (const [user, rows] of byUser) {
		// The largest cluster inside any sliding window.
		let best: typeof rows = [];
		for (let start = 0, end = 0; end < rows.length; end++) {
			while ((rows[end]?.createdAt ?? 0) - (rows[start]?.createdAt ?? 0) > AML_RULES.justUnderWindowMs) start++;
			if (end - start + 1 > best.length) best = rows.slice(start, end + 1);
		}
		if (best.length >= AML_RULES.justUnderCount) {
			flags.push({
				kind: "deposits_just_under_threshold",
				userId: user,
				detail: `${best.length} deposits between ${formatRupees(low)} and ${formatRupees(AML_RULES.thresholdPaise)} within 7 days.`,
				transactionIds: best.map((r) => r.id),
			});
		}
	}
	return flags;
}

/**
 * A withdrawal's payout account (number + IFSC) as the check compares it; the same expression as the index
 * money_tx_payout_detail_idx (migration 0004), so a lookup by it is an index seek.
 */
/** A withdrawal's payout account as one value (number and IFSC, trimmed, IFSC in capitals), as its index has it. */
export function payoutDetail(
	tx: typeof moneyTransactions | ReturnType<typeof alias<typeof moneyTransactions, string>>,
) {
	return sql<string>`(TRIM(${tx.bankAccountNumber}) || '/' || UPPER(TRIM(COALESCE(${tx.ifscCode}, ''))))`;
}

async function sharedPaymentDetails(db: Db, userId: string | null): Promise<AmlFlag[]> {
	// Only details the player gave as their own may group players: a withdrawal's payout account (number + IFSC).
	// A deposit's upi_id is the operator's receiving UPI ID copied from the payment settings, the same for every
	// depositor, and no payer UPI is recorded; a payer detail, once recorded, belongs in `details` as another branch.
	// Linear: the accounts per detail are counted once, inside the grouping (docs/decisions/0420-operator-scale.md);
	// for one player, only the details that player used are read, through the payout index.
	const tx = moneyTransactions;
	const detail = payoutDetail(tx);
	const withdrawals = sql`${tx.type} = 'withdraw' AND ${tx.bankAccountNumber} IS NOT NULL`;
	// One player's: the details they used, then every withdrawal to each of them, a seek each in the payout index.
	// Named with INDEXED BY: without statistics SQLite prefers the (type, created_at) index and would read every
	// withdrawal (0.7 s at 1,000,000 players; docs/benchmarks-history.md).
	const x = alias(tx, "x");
	const details =
		userId === null
			? sql`SELECT 'bank account' AS label, ${detail} AS value, ${tx.userId} AS user_id, ${tx.id} AS id
				FROM ${tx} WHERE ${withdrawals}`
			: sql`SELECT 'bank account' AS label, mine.value AS value, ${x.userId} AS user_id, ${x.id} AS id
				FROM (SELECT DISTINCT ${detail} AS value FROM ${tx} WHERE ${tx.userId} = ${userId} AND ${withdrawals}) AS mine
				CROSS JOIN ${tx} AS ${sql.identifier("x")} INDEXED BY money_tx_payout_detail_idx
				  ON ${payoutDetail(x)} = mine.value
				WHERE ${x.type} = 'withdraw' AND ${x.bankAccountNumber} IS NOT NULL`;
	const results = await db.all<{ label: string; value: string; userId: string; ids: string; accounts: number }>(sql`
		WITH details AS (${details}),
		shared AS (
		  SELECT label, value, COUNT(DISTINCT user_id) AS accounts FROM details GROUP BY label, value
		  HAVING COUNT(DISTINCT user_id) > 1
		)
		SELECT d.label, d.value, d.user_id AS userId, GROUP_CONCAT(d.id) AS ids, s.accounts
		FROM details d JOIN shared s ON s.label = d.label AND s.value = d.value
		${userId === null ? sql`` : sql`WHERE d.user_id = ${userId}`}
		GROUP BY d.label, d.value, d.user_id`);
	return results.map((r) => ({
		kind: "shared_payment_detail" as const,
		userId: r.userId,
		detail: `The same ${r.label} (${maskDetail(r.value)}) is used by ${r.accounts} accounts.`,
		transactionIds: r.ids.split(","),
	}));
}

const WITHHELD_BECAUSE: Record<string, string> = {
	shared_device: "they signed up on the same device",
	shared_payout_account: "they withdraw to the same bank account",
	shared_address: "they signed in from the same address",
};

/**
 * A referral whose reward was withheld (server/referrals.ts: the friend and the referrer share a device, a payout
 * account or a sign-in address): a likely self-referral, flagged on both accounts. Read by the friend (the key) and the referrer's index.
 */
async function withheldReferrals(db: Db, userId: string | null): Promise<AmlFlag[]> {
	const r = referrals;
	const rows = await db
		.select({ friendId: r.friendId, referrerId: r.referrerId, reason: r.withheldReason })
		.from(r)
		.where(
			and(eq(r.status, "withheld"), userId === null ? undefined : or(eq(r.friendId, userId), eq(r.referrerId, userId))),
		);
	return rows.flatMap((row) => {
		const why = WITHHELD_BECAUSE[row.reason ?? ""] ?? "they look like one person";
		const detail = `A referral reward was withheld: ${why} (referrer ${row.referrerId}, friend ${row.friendId}).`;
		return [row.friendId, row.referrerId]
			.filter((id) => userId === null || id === userId)
			.map((id) => ({ kind: "referral_reward_withheld" as const, userId: id, detail, transactionIds: [] }));
	});
}

/**
 * The players whose flags a request can change: its own player, for a withdrawal to a payout account every player
 * who used the same account (their "used by N accounts" changes with it), and the referrer of a referral whose
 * reward the approval of the friend's deposit withheld.
 */
export async function playersTouchedBy(db: Db, transactionId: string): Promise<string[]> {
	const tx = moneyTransactions;
	const detail = payoutDetail(tx);
	const rows = await db.all<{ userId: string }>(sql`
		SELECT ${tx.userId} AS userId FROM ${tx} WHERE ${tx.id} = ${transactionId}
		UNION
		SELECT other.user_id FROM ${tx}
		JOIN ${tx} AS other ON other.type = 'withdraw' AND other.bank_account_number IS NOT NULL
		  AND (TRIM(other.bank_account_number) || '/' || UPPER(TRIM(COALESCE(other.ifsc_code, '')))) = ${detail}
		WHERE ${tx.id} = ${transactionId} AND ${tx.type} = 'withdraw' AND ${tx.bankAccountNumber} IS NOT NULL
		UNION
		SELECT ${referrals.referrerId} FROM ${tx} JOIN ${referrals} ON ${referrals.friendId} = ${tx.userId}
		WHERE ${tx.id} = ${transactionId} AND ${referrals.status} = 'withheld'`);
	return rows.map((r) => r.userId);
}

/**
 * How far back the hourly cron looks for refunds: two runs' worth, so a run that failed or came late is covered by
 * the next one (a refresh of flags already right changes nothing).
 */
export const AML_REFUND_SWEEP_MS = 2 * 60 * 60 * 1000;

/**
 * The players whose real-money bets an operator-set round refunded since `since` (ms). A refunded stake no longer
 * counts as play, so a withdrawal asked for while those bets stood may now be a little-play one: its flags were
 * stored before the refund and are refreshed by the cron (docs/decisions/0420-operator-scale.md). Read through the
 * rounds' result time and each round's bets by status, not the whole bets table.
 */
export async function playersRefundedSince(db: Db, since: number): Promise<string[]> {
	const rows = await db.all<{ userId: string }>(sql`
		SELECT DISTINCT ${bets.userId} AS userId
		FROM ${rounds} INDEXED BY rounds_result_at_idx
		JOIN ${bets} ON ${bets.roundId} = ${rounds.id} AND ${bets.status} = 'refunded' AND ${bets.wallet} = 'real'
		WHERE ${rounds.resultAt} >= ${since} AND ${rounds.operatorSet} = 1`);
	return rows.map((r) => r.userId);
}

/** The same flag, whenever it was computed. */
const flagKey = (f: Pick<AmlFlag, "kind" | "detail" | "transactionIds">) =>
	`${f.kind}|${f.detail}|${f.transactionIds.join(",")}`;

/**
 * Brings the stored flags of these players in line with the rules (docs/decisions/0420-operator-scale.md): flags
 * still raised keep their row (and when they were first raised), new ones are added, cleared ones removed. Each
 * player's computation reads only that player's requests and bets, through their indexes.
 */
export async function refreshAmlFlags(db: Db, userIds: readonly string[]): Promise<void> {
	for (const userId of new Set(userIds)) {
		const [current, stored] = await Promise.all([
			amlFlags(db, userId),
			db.select().from(amlFlagRecords).where(eq(amlFlagRecords.userId, userId)),
		]);
		const wanted = new Map(current.map((f) => [flagKey(f), f]));
		const kept = new Set(stored.map(flagKey));
		const gone = stored.filter((f) => !wanted.has(flagKey(f))).map((f) => f.id);
		const added = current.filter((f) => !kept.has(flagKey(f)));
		if (gone.length === 0 && added.length === 0) continue;
		await db.batch([
			db.delete(amlFlagRecords).where(inArray(amlFlagRecords.id, gone.length > 0 ? gone : [-1])),
			...(added.length > 0
				? [
						db.insert(amlFlagRecords).values(
							added.map((f) => ({
								userId: f.userId,
								kind: f.kind,
								detail: f.detail,
								transactionIds: f.transactionIds,
							})),
						),
					]
				: []),
		]);
	}
}

/** Players per step of the backfill; each is refreshed on its own, through their own indexes. */
export const AML_BACKFILL_PAGE = 100;
/** How long one cron run may spend on the backfill before it leaves the rest to the next run. */
export const AML_BACKFILL_CRON_BUDGET_MS = 20_000;

/**
 * The one-time backfill of stored flags (docs/decisions/0420-operator-scale.md): a deployment that had requests
 * before flags were stored gets them here. Each call refreshes the next players with a money request, in user-id
 * order after the stored cursor, a page at a time, until `budgetMs` has passed; the cursor is saved after each page,
 * so a run cut short loses nothing. Once no player is left it is marked done and costs one read a run.
 */
export async function backfillAmlFlags(
	db: Db,
	{ budgetMs, page = AML_BACKFILL_PAGE, clock = Date.now }: { budgetMs: number; page?: number; clock?: () => number },
): Promise<{ refreshed: number; done: boolean }> {
	const started = clock();
	const state = await db.select().from(amlBackfill).where(eq(amlBackfill.id, 1)).get();
	if (!state || state.doneAt !== null) return { refreshed: 0, done: true };
	let cursor = state.cursor;
	let refreshed = 0;
	do {
		const rows = await db
			.selectDistinct({ userId: moneyTransactions.userId })
			.from(moneyTransactions)
			.where(gt(moneyTransactions.userId, cursor))
			.orderBy(asc(moneyTransactions.userId))
			.limit(page);
		const last = rows.at(-1);
		if (!last) {
			await db.update(amlBackfill).set({ doneAt: clock() }).where(eq(amlBackfill.id, 1));
			return { refreshed, done: true };
		}
		await refreshAmlFlags(
			db,
			rows.map((r) => r.userId),
		);
		cursor = last.userId;
		refreshed += rows.length;
		await db.update(amlBackfill).set({ cursor }).where(eq(amlBackfill.id, 1));
	} while (clock() - started < budgetMs);
	return { refreshed, done: false };
}

/** A page of the stored flags, newest first (keyset on created_at, id). */
export async function storedAmlFlags(db: Db, after: Cursor | undefined, pageSize: number) {
	const rows = await db
		.select()
		.from(amlFlagRecords)
		.where(afterCursor(amlFlagRecords, after, Number))
		.orderBy(...newestFirst(amlFlagRecords))
		.limit(pageSize + 1);
	const page = keysetPage(rows, pageSize);
	return {
		flags: page.rows.map(
			(r): AmlFlag => ({ kind: r.kind, userId: r.userId, detail: r.detail, transactionIds: r.transactionIds }),
		),
		next: page.next,
	};
}

/**
 * Shows enough of a payout account to recognise it, not to use it: the account number's last 4 digits and the bank
 * (an IFSC's first 4 letters name the bank, not the branch), e.g. "…9012 at HDFC".
 */
function maskDetail(value: string): string {
	const [account = "", ifsc = ""] = value.split("/");
	return ifsc ? `…${account.slice(-4)} at ${ifsc.slice(0, 4)}` : `…${account.slice(-4)}`;
}
