/**
 * The reconciliation report in rupees (docs/product.md#money): the latest stored run and a keyset page of players'
 * balances next to their ledgers, read by GET /api/admin/reconciliation and by the /admin/reconciliation page's loader
 * alike (docs/decisions/0950-pages-on-the-data-layer.md).
 */
import { paiseToRupees } from "~/domain/money";
import { isoTime } from "~/domain/time";
import type { Cursor } from "~/domain/validation/query";
import type { Database } from "./db/client";
import { playerBalances, RECONCILIATION_PAGE_SIZE } from "./reconciliation";
import { latestRuns, type ReconciliationRun } from "./reconciliation-runs";

/** How far a run has got. */
export function reconciliationProgress(run: ReconciliationRun | null) {
	return (
		run && {
			startedAt: isoTime(run.startedAt),
			updatedAt: isoTime(run.updatedAt),
			walletsChecked: run.walletsChecked,
			requestsChecked: run.requestsChecked,
			bonusesChecked: run.bonusesChecked,
		}
	);
}

/** The latest finished run's findings (null figures until one has finished) and a page of players. */
export async function reconciliationReport(db: Database, after: Cursor | undefined) {
	const [{ finished, current }, players] = await Promise.all([latestRuns(db), playerBalances(db, after)]);
	const identity = finished?.identity;
	const rupees = (paise: number | undefined) => paiseToRupees(paise ?? 0);
	return {
		/** null until a run has finished. */
		ok: finished?.ok ?? null,
		checkedAt: finished?.finishedAt ? isoTime(finished.finishedAt) : null,
		startedAt: finished ? isoTime(finished.startedAt) : null,
		walletsChecked: finished?.walletsChecked ?? 0,
		playersChecked: finished?.playersChecked ?? 0,
		requestsChecked: finished?.requestsChecked ?? 0,
		bonusesChecked: finished?.bonusesChecked ?? 0,
		/** The run in progress, if one is: how far it has got. */
		inProgress: reconciliationProgress(current),
		walletMismatches: (finished?.walletMismatches ?? []).map((m) => ({
			userId: m.userId,
			wallet: m.wallet,
			balance: paiseToRupees(m.balancePaise),
			ledgerTotal: paiseToRupees(m.ledgerPaise),
		})),
		transactionMismatches: (finished?.transactionMismatches ?? []).map((m) => ({
			transactionId: m.transactionId,
			transactionType: m.type,
			transactionStatus: m.status,
			amount: paiseToRupees(m.amountPaise),
			expectedLedgerTotal: paiseToRupees(m.expectedLedgerPaise),
			ledgerTotal: paiseToRupees(m.ledgerPaise),
		})),
		/** Bonuses whose balance, status or conversion disagrees with their ledgers (docs/decisions/0850-promotions.md). */
		bonusMismatches: (finished?.bonusMismatches ?? []).map((m) => ({
			bonusId: m.bonusId,
			userId: m.userId,
			status: m.status,
			amount: paiseToRupees(m.amountPaise),
			balance: paiseToRupees(m.balancePaise),
			ledgerTotal: paiseToRupees(m.ledgerPaise),
			bonusConversion: paiseToRupees(m.bonusConversionPaise),
			realConversion: paiseToRupees(m.realConversionPaise),
			problems: m.problems,
		})),
		/** Players (a keyset page of them, newest first): balance next to the sum of the ledger, per wallet. */
		players: {
			data: players.rows.map((p) => ({
				userId: p.userId,
				name: p.name,
				realBalance: paiseToRupees(p.realPaise),
				realLedgerTotal: paiseToRupees(p.realLedgerPaise),
				playTokens: paiseToRupees(p.tokensPaise),
				tokensLedgerTotal: paiseToRupees(p.tokensLedgerPaise),
				ok: p.realPaise === p.realLedgerPaise && p.tokensPaise === p.tokensLedgerPaise,
			})),
			pageSize: RECONCILIATION_PAGE_SIZE,
			next: players.next,
		},
		identity: {
			totalRealBalance: rupees(identity?.totalRealBalancePaise),
			openingBalances: rupees(identity?.openingBalancesPaise),
			adminAdjustments: rupees(identity?.adminAdjustmentsPaise),
			approvedDeposits: rupees(identity?.approvedDepositsPaise),
			approvedWithdrawals: rupees(identity?.approvedWithdrawalsPaise),
			pendingWithdrawals: rupees(identity?.pendingWithdrawalsPaise),
			netBetWinnings: rupees(identity?.netBetWinningsPaise),
			bonusConversions: rupees(identity?.bonusConversionsPaise ?? 0),
			expectedTotal: rupees(identity?.expectedTotalPaise),
			difference: rupees(identity?.differencePaise),
		},
	};
}
