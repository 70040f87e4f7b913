/** GET /api/admin/reconciliation: the money invariants of docs/product.md#money (worker/lib/reconciliation.ts), in rupees. */
import { Hono } from "hono";
import { z } from "zod";
import { paiseToRupees } from "~/domain/money";
import { isoTime } from "~/domain/time";
import { pageParam } from "~/domain/validation/query";
import { playerBalances, RECONCILIATION_PAGE_SIZE, reconcile } from "../lib/reconciliation";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

const querySchema = z.object({
	page: pageParam.optional(),
});

export const reconciliation = new Hono<AppEnv>().get(
	"/",
	requireRole("admin"),
	validate("query", querySchema),
	async (c) => {
		const page = c.req.valid("query").page ?? 1;
		const [report, players] = await Promise.all([reconcile(c.env.DB), playerBalances(c.var.db, page)]);
		const { identity } = report;
		return c.json({
			ok: report.ok,
			checkedAt: isoTime(report.checkedAt),
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
			/** Every player (a page of them): balance next to the sum of the ledger, per wallet. */
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
				pagination: {
					page,
					pageSize: RECONCILIATION_PAGE_SIZE,
					total: players.total,
					totalPages: Math.max(1, Math.ceil(players.total / RECONCILIATION_PAGE_SIZE)),
				},
			},
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
	},
);
