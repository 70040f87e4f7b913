/**
 * The money invariants of docs/product.md#money, checked from the database in one go (`reconcile`, the reference the
 * fault suite uses; the operator's page and the cron use the incremental runs of ./reconciliation-runs.ts):
 * 1. every wallet's balance equals the sum of its ledger entries;
 * 2. every deposit/withdrawal request has exactly the ledger movements its status implies
 *    (approved deposit: +amount; pending or approved withdrawal: -amount; rejected: 0 net);
 * 3. the global identity on real money: total real balances =
 *    opening balances + admin adjustments + approved deposits − approved withdrawals
 *    − pending withdrawals + net player winnings from bets + bonuses converted to real money (0850).
 *    Deposits and withdrawals come from the requests table, not from the ledger, so the
 *    identity is an independent check of the money that entered and left;
 * 4. the running totals the incremental runs read (money_totals) equal the full sums;
 * 5. every bonus's balance and status agree with its `bonus_ledger` entries, and each conversion credited real money
 *    exactly once, what the bonus ledger's conversion took (./reconciliation-bonuses.ts, 0850).
 */
import { and, count, eq, inArray, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Cursor } from "~/domain/validation/query";
import { sumOrZero, sumWhere } from "~/server/aggregates";
import { database } from "~/server/db/client";
import type * as schema from "~/server/db/schema";
import {
	type BonusMismatch,
	ledgerEntries,
	type MoneyIdentity,
	moneyTotals,
	moneyTransactions,
	users,
	type WalletKind,
	wallets,
} from "~/server/db/schema";
import { afterCursor, keysetPage, newestFirst } from "~/server/keyset";
import { ledgerMismatches } from "~/server/ledger";
import { allBonusMismatches } from "~/server/reconciliation-bonuses";
import { TX_REF_TYPE } from "~/server/wallet";

type Db = DrizzleD1Database<typeof schema>;

/** Requests whose net real-money ledger movements differ from what their type and status imply. */
function transactionMismatchesQuery(db: Db) {
	const t = moneyTransactions;
	const expected = sql<number>`case when ${t.type} = 'deposit' and ${t.status} = 'approved' then ${t.amountPaise}
		when ${t.type} = 'withdraw' and ${t.status} in ('pending', 'approved') then -${t.amountPaise}
		else 0 end`;
	const ledger = sql<number>`${db
		.select({ total: sumOrZero(ledgerEntries.amountPaise) })
		.from(ledgerEntries)
		.where(
			and(eq(ledgerEntries.refType, TX_REF_TYPE), eq(ledgerEntries.refId, t.id), eq(ledgerEntries.wallet, "real")),
		)}`;
	return db
		.select({
			transactionId: t.id,
			type: t.type,
			status: t.status,
			amountPaise: t.amountPaise,
			expectedLedgerPaise: expected.as("expectedLedgerPaise"),
			ledgerPaise: ledger.as("ledgerPaise"),
		})
		.from(t)
		.where(ne(expected, ledger));
}

export type TransactionMismatch = Awaited<ReturnType<typeof transactionMismatchesQuery>>[number];

/** The balances' and the requests' sums the identity needs: running (money_totals) or summed in full. */
export type MoneyTotals = Omit<typeof moneyTotals.$inferSelect, "id">;

/** The identity from the balances' and requests' sums and the real ledger's sums by reason. */
export function moneyIdentity(
	totals: MoneyTotals,
	ledger: { opening: number; adjustments: number; bets: number; bonusConversions: number },
): MoneyIdentity {
	const expectedTotalPaise =
		ledger.opening +
		ledger.adjustments +
		totals.approvedDepositsPaise -
		totals.approvedWithdrawalsPaise -
		totals.pendingWithdrawalsPaise +
		ledger.bets +
		ledger.bonusConversions;
	return {
		totalRealBalancePaise: totals.realBalancesPaise,
		openingBalancesPaise: ledger.opening,
		adminAdjustmentsPaise: ledger.adjustments,
		approvedDepositsPaise: totals.approvedDepositsPaise,
		approvedWithdrawalsPaise: totals.approvedWithdrawalsPaise,
		pendingWithdrawalsPaise: totals.pendingWithdrawalsPaise,
		netBetWinningsPaise: ledger.bets,
		bonusConversionsPaise: ledger.bonusConversions,
		expectedTotalPaise,
		differencePaise: totals.realBalancesPaise - expectedTotalPaise,
	};
}

export type Reconciliation = {
	checkedAt: number;
	walletsChecked: number;
	playersChecked: number;
	walletMismatches: Awaited<ReturnType<typeof ledgerMismatches>>;
	transactionMismatches: TransactionMismatch[];
	bonusesChecked: number;
	bonusMismatches: BonusMismatch[];
	/** The identity from full sums (the reference for the running totals). */
	identity: MoneyIdentity;
	/** The running totals as stored, and whether they equal the full sums (they are what the runs' identity reads). */
	runningTotals: MoneyTotals | null;
	runningTotalsExact: boolean;
	ok: boolean;
};

export async function reconcile(db: D1Database): Promise<Reconciliation> {
	const orm = database(db);
	const [[walletCount], [playerCount], transactionMismatches, [money], [totalReal], [ledger], [running]] =
		await orm.batch([
			orm.select({ n: count() }).from(wallets),
			orm.select({ n: count() }).from(users).where(eq(users.role, "user")),
			transactionMismatchesQuery(orm),
			orm
				.select({
					approvedDeposits: requestsSum("deposit", "approved").as("approvedDeposits"),
					approvedWithdrawals: requestsSum("withdraw", "approved").as("approvedWithdrawals"),
					pendingWithdrawals: requestsSum("withdraw", "pending").as("pendingWithdrawals"),
				})
				.from(moneyTransactions),
			orm
				.select({ total: sumOrZero(wallets.balancePaise) })
				.from(wallets)
				.where(eq(wallets.kind, "real")),
			orm
				.select({
					opening: sumWhere(ledgerEntries.amountPaise, eq(ledgerEntries.reason, "seed")).as("opening"),
					adjustments: sumWhere(ledgerEntries.amountPaise, eq(ledgerEntries.reason, "admin_adjustment")).as(
						"adjustments",
					),
					bets: sumWhere(
						ledgerEntries.amountPaise,
						inArray(ledgerEntries.reason, ["bet_stake", "bet_payout", "bet_refund"]),
					).as("bets"),
					bonusConversions: sumWhere(ledgerEntries.amountPaise, eq(ledgerEntries.reason, "bonus_conversion")).as(
						"bonusConversions",
					),
				})
				.from(ledgerEntries)
				.where(eq(ledgerEntries.wallet, "real")),
			orm
				.select({
					realBalancesPaise: moneyTotals.realBalancesPaise,
					approvedDepositsPaise: moneyTotals.approvedDepositsPaise,
					approvedWithdrawalsPaise: moneyTotals.approvedWithdrawalsPaise,
					pendingWithdrawalsPaise: moneyTotals.pendingWithdrawalsPaise,
				})
				.from(moneyTotals)
				.where(eq(moneyTotals.id, 1)),
		]);
	// Aggregates without GROUP BY always answer one row: this only tells the types so.
	if (!walletCount || !playerCount || !money || !totalReal || !ledger) throw new Error("An aggregate returned no row");
	const walletMismatches = await ledgerMismatches(orm);
	const bonuses = await allBonusMismatches(orm);
	const full: MoneyTotals = {
		realBalancesPaise: totalReal.total,
		approvedDepositsPaise: money.approvedDeposits,
		approvedWithdrawalsPaise: money.approvedWithdrawals,
		pendingWithdrawalsPaise: money.pendingWithdrawals,
	};
	const identity = moneyIdentity(full, ledger);
	const runningTotalsExact =
		running !== undefined && (Object.keys(full) as Array<keyof MoneyTotals>).every((k) => running[k] === full[k]);
	return {
		checkedAt: Date.now(),
		walletsChecked: walletCount.n,
		playersChecked: playerCount.n,
		walletMismatches,
		transactionMismatches,
		bonusesChecked: bonuses.checked,
		bonusMismatches: bonuses.mismatches,
		identity,
		runningTotals: running ?? null,
		runningTotalsExact,
		ok:
			walletMismatches.length === 0 &&
			transactionMismatches.length === 0 &&
			bonuses.mismatches.length === 0 &&
			identity.differencePaise === 0 &&
			runningTotalsExact,
	};
}

export const RECONCILIATION_PAGE_SIZE = 50;

/** Players' balances next to the sums of their ledger entries, a keyset page at a time (newest players first). */
export async function playerBalances(db: Db, after: Cursor | undefined) {
	// Correlated per player, so a page costs its 50 players' index lookups, not a scan of the ledger.
	const balance = (kind: WalletKind) =>
		orZero(
			db
				.select({ balance: wallets.balancePaise })
				.from(wallets)
				.where(and(eq(wallets.userId, users.id), eq(wallets.kind, kind))),
		);
	const ledgerTotal = (wallet: WalletKind) =>
		orZero(
			db
				.select({ total: sumOrZero(ledgerEntries.amountPaise) })
				.from(ledgerEntries)
				.where(and(eq(ledgerEntries.userId, users.id), eq(ledgerEntries.wallet, wallet))),
		);
	const rows = await db
		.select({
			id: users.id,
			createdAt: users.createdAt,
			userId: users.id,
			name: users.name,
			realPaise: balance("real").as("realPaise"),
			realLedgerPaise: ledgerTotal("real").as("realLedgerPaise"),
			tokensPaise: balance("tokens").as("tokensPaise"),
			tokensLedgerPaise: ledgerTotal("tokens").as("tokensLedgerPaise"),
		})
		.from(users)
		.where(and(eq(users.role, "user"), afterCursor(users, after)))
		.orderBy(...newestFirst(users))
		.limit(RECONCILIATION_PAGE_SIZE + 1);
	return keysetPage(rows, RECONCILIATION_PAGE_SIZE);
}

function requestsSum(type: "deposit" | "withdraw", status: "pending" | "approved"): SQL<number> {
	return sumWhere(
		moneyTransactions.amountPaise,
		eq(moneyTransactions.type, type),
		eq(moneyTransactions.status, status),
	);
}

/** A scalar subquery's value, 0 when it finds no row or NULL. */
function orZero(subquery: SQLWrapper): SQL<number> {
	return sql<number>`coalesce(${subquery}, 0)`;
}
