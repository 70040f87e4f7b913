/**
 * The money invariants of docs/product.md#money, checked from the database:
 * 1. every wallet's balance equals the sum of its ledger entries;
 * 2. every deposit/withdrawal request has exactly the ledger movements its status implies
 *    (approved deposit: +amount; pending or approved withdrawal: -amount; rejected: 0 net);
 * 3. the global identity on real money: total real balances =
 *    opening balances + admin adjustments + approved deposits − approved withdrawals
 *    − pending withdrawals + net player winnings from bets.
 *    Deposits and withdrawals come from the requests table, not from the ledger, so the
 *    identity is an independent check of the money that entered and left.
 */
import { database } from "~/server/db/client";
import { ledgerMismatches } from "~/server/ledger";
import { TX_REF_TYPE } from "./wallet";

export type TransactionMismatch = {
	transactionId: string;
	type: "deposit" | "withdraw";
	status: "pending" | "approved" | "rejected";
	amountPaise: number;
	expectedLedgerPaise: number;
	ledgerPaise: number;
};

export type Reconciliation = {
	checkedAt: number;
	walletsChecked: number;
	playersChecked: number;
	walletMismatches: Awaited<ReturnType<typeof ledgerMismatches>>;
	transactionMismatches: TransactionMismatch[];
	identity: {
		totalRealBalancePaise: number;
		openingBalancesPaise: number;
		adminAdjustmentsPaise: number;
		approvedDepositsPaise: number;
		approvedWithdrawalsPaise: number;
		pendingWithdrawalsPaise: number;
		netBetWinningsPaise: number;
		expectedTotalPaise: number;
		differencePaise: number;
	};
	ok: boolean;
};

export async function reconcile(db: D1Database): Promise<Reconciliation> {
	const [counts, txMismatches, sums, ledgerSums] = await db.batch([
		db.prepare(
			`SELECT (SELECT COUNT(*) FROM wallets) AS wallets, (SELECT COUNT(*) FROM users WHERE role = 'user') AS players`,
		),
		db
			.prepare(
				`SELECT * FROM (
				   SELECT t.id AS transactionId, t.type, t.status, t.amount_paise AS amountPaise,
				     CASE WHEN t.type = 'deposit' AND t.status = 'approved' THEN t.amount_paise
				          WHEN t.type = 'withdraw' AND t.status IN ('pending', 'approved') THEN -t.amount_paise
				          ELSE 0 END AS expectedLedgerPaise,
				     COALESCE((SELECT SUM(l.amount_paise) FROM ledger_entries l
				               WHERE l.ref_type = ? AND l.ref_id = t.id AND l.wallet = 'real'), 0) AS ledgerPaise
				   FROM money_transactions t
				 ) WHERE expectedLedgerPaise <> ledgerPaise`,
			)
			.bind(TX_REF_TYPE),
		db.prepare(
			`SELECT
			   COALESCE(SUM(CASE WHEN type = 'deposit' AND status = 'approved' THEN amount_paise END), 0) AS approvedDeposits,
			   COALESCE(SUM(CASE WHEN type = 'withdraw' AND status = 'approved' THEN amount_paise END), 0) AS approvedWithdrawals,
			   COALESCE(SUM(CASE WHEN type = 'withdraw' AND status = 'pending' THEN amount_paise END), 0) AS pendingWithdrawals
			 FROM money_transactions`,
		),
		db.prepare(
			`SELECT
			   (SELECT COALESCE(SUM(balance_paise), 0) FROM wallets WHERE kind = 'real') AS totalReal,
			   COALESCE(SUM(CASE WHEN reason = 'seed' THEN amount_paise END), 0) AS opening,
			   COALESCE(SUM(CASE WHEN reason = 'admin_adjustment' THEN amount_paise END), 0) AS adjustments,
			   COALESCE(SUM(CASE WHEN reason IN ('bet_stake', 'bet_payout', 'bet_refund') THEN amount_paise END), 0) AS bets
			 FROM ledger_entries WHERE wallet = 'real'`,
		),
	]);
	const count = counts?.results[0] as { wallets: number; players: number };
	const money = sums?.results[0] as {
		approvedDeposits: number;
		approvedWithdrawals: number;
		pendingWithdrawals: number;
	};
	const ledger = ledgerSums?.results[0] as { totalReal: number; opening: number; adjustments: number; bets: number };
	const walletMismatches = await ledgerMismatches(database(db));
	const transactionMismatches = (txMismatches?.results ?? []) as TransactionMismatch[];
	const expectedTotalPaise =
		ledger.opening +
		ledger.adjustments +
		money.approvedDeposits -
		money.approvedWithdrawals -
		money.pendingWithdrawals +
		ledger.bets;
	const differencePaise = ledger.totalReal - expectedTotalPaise;
	return {
		checkedAt: Date.now(),
		walletsChecked: count.wallets,
		playersChecked: count.players,
		walletMismatches,
		transactionMismatches,
		identity: {
			totalRealBalancePaise: ledger.totalReal,
			openingBalancesPaise: ledger.opening,
			adminAdjustmentsPaise: ledger.adjustments,
			approvedDepositsPaise: money.approvedDeposits,
			approvedWithdrawalsPaise: money.approvedWithdrawals,
			pendingWithdrawalsPaise: money.pendingWithdrawals,
			netBetWinningsPaise: ledger.bets,
			expectedTotalPaise,
			differencePaise,
		},
		ok: walletMismatches.length === 0 && transactionMismatches.length === 0 && differencePaise === 0,
	};
}

export const RECONCILIATION_PAGE_SIZE = 50;

export type PlayerReconciliation = {
	userId: string;
	name: string;
	realPaise: number;
	realLedgerPaise: number;
	tokensPaise: number;
	tokensLedgerPaise: number;
};

/** Every player's balances next to the sums of their ledger entries, a page at a time. */
export async function playerBalances(
	db: D1Database,
	page: number,
): Promise<{ rows: PlayerReconciliation[]; total: number }> {
	const [rows, count] = await db.batch([
		db
			.prepare(
				`SELECT u.id AS userId, u.name AS name,
				   COALESCE((SELECT balance_paise FROM wallets WHERE user_id = u.id AND kind = 'real'), 0) AS realPaise,
				   COALESCE((SELECT SUM(amount_paise) FROM ledger_entries WHERE user_id = u.id AND wallet = 'real'), 0) AS realLedgerPaise,
				   COALESCE((SELECT balance_paise FROM wallets WHERE user_id = u.id AND kind = 'tokens'), 0) AS tokensPaise,
				   COALESCE((SELECT SUM(amount_paise) FROM ledger_entries WHERE user_id = u.id AND wallet = 'tokens'), 0) AS tokensLedgerPaise
				 FROM users u WHERE u.role = 'user'
				 ORDER BY u.created_at, u.id LIMIT ? OFFSET ?`,
			)
			.bind(RECONCILIATION_PAGE_SIZE, (page - 1) * RECONCILIATION_PAGE_SIZE),
		db.prepare("SELECT COUNT(*) AS total FROM users WHERE role = 'user'"),
	]);
	return {
		rows: (rows?.results ?? []) as PlayerReconciliation[],
		total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
	};
}
