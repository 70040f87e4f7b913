/** GET /api/admin/reconciliation: the money invariants of DECISIONS §1 (worker/lib/reconciliation.ts), in rupees. */
import { Hono } from "hono";
import { paiseToRupees } from "../../domain/money";
import { reconcile } from "../lib/reconciliation";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";

export const reconciliation = new Hono<AppEnv>().get("/", requireRole("admin"), async (c) => {
	const report = await reconcile(c.env.DB);
	const { identity } = report;
	return c.json({
		ok: report.ok,
		checkedAt: new Date(report.checkedAt).toISOString(),
		walletsChecked: report.walletsChecked,
		playersChecked: report.playersChecked,
		walletMismatches: report.walletMismatches.map((m) => ({
			userId: m.userId,
			wallet: m.wallet,
			balance: paiseToRupees(m.balancePaise),
			ledgerTotal: paiseToRupees(m.ledgerPaise),
		})),
		transactionMismatches: report.transactionMismatches.map((m) => ({
			transactionId: m.transactionId,
			transactionType: m.type,
			transactionStatus: m.status,
			amount: paiseToRupees(m.amountPaise),
			expectedLedgerTotal: paiseToRupees(m.expectedLedgerPaise),
			ledgerTotal: paiseToRupees(m.ledgerPaise),
		})),
		identity: {
			totalRealBalance: paiseToRupees(identity.totalRealBalancePaise),
			openingBalances: paiseToRupees(identity.openingBalancesPaise),
			adminAdjustments: paiseToRupees(identity.adminAdjustmentsPaise),
			approvedDeposits: paiseToRupees(identity.approvedDepositsPaise),
			approvedWithdrawals: paiseToRupees(identity.approvedWithdrawalsPaise),
			pendingWithdrawals: paiseToRupees(identity.pendingWithdrawalsPaise),
			netBetWinnings: paiseToRupees(identity.netBetWinningsPaise),
			expectedTotal: paiseToRupees(identity.expectedTotalPaise),
			difference: paiseToRupees(identity.differencePaise),
		},
	});
});
