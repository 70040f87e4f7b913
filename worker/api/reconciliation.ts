/**
 * /api/admin/reconciliation: the money invariants of docs/product.md#money, in rupees. GET reads the latest stored
 * run (worker/lib/reconciliation-runs.ts: when it ran, how far it got, what it found) and a keyset page of players'
 * balances next to their ledgers; POST /run carries the check on now, for a bounded time
 * (docs/decisions/0420-operator-scale.md). The hourly cron carries it on too.
 */
import { Hono } from "hono";
import { z } from "zod";
import { paiseToRupees } from "~/domain/money";
import { rolesWith } from "~/domain/operator-roles";
import { isoTime } from "~/domain/time";
import { cursorParam } from "~/domain/validation/query";
import { playerBalances, RECONCILIATION_PAGE_SIZE } from "../lib/reconciliation";
import { latestRuns, type ReconciliationRun, runReconciliation } from "../lib/reconciliation-runs";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

/** How long an admin's "Run again" may check before it answers; the rest is carried on by the next call or the cron. */
export const RECONCILIATION_REQUEST_BUDGET_MS = 10_000;

const querySchema = z.object({ after: cursorParam });

const progress = (run: ReconciliationRun | null) =>
	run && {
		startedAt: isoTime(run.startedAt),
		updatedAt: isoTime(run.updatedAt),
		walletsChecked: run.walletsChecked,
		requestsChecked: run.requestsChecked,
	};

export const reconciliation = new Hono<AppEnv>()
	.use(requireRole(...rolesWith("readBusiness")))
	.get("/", validate("query", querySchema), async (c) => {
		const { after } = c.req.valid("query");
		const [{ finished, current }, players] = await Promise.all([latestRuns(c.var.db), playerBalances(c.var.db, after)]);
		const identity = finished?.identity;
		const rupees = (paise: number | undefined) => paiseToRupees(paise ?? 0);
		return c.json({
			/** null until a run has finished. */
			ok: finished?.ok ?? null,
			checkedAt: finished?.finishedAt ? isoTime(finished.finishedAt) : null,
			startedAt: finished ? isoTime(finished.startedAt) : null,
			walletsChecked: finished?.walletsChecked ?? 0,
			playersChecked: finished?.playersChecked ?? 0,
			requestsChecked: finished?.requestsChecked ?? 0,
			/** The run in progress, if one is: how far it has got. */
			inProgress: progress(current),
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
		});
	})
	.post("/run", async (c) => {
		const run = await runReconciliation(c.env.DB, RECONCILIATION_REQUEST_BUDGET_MS);
		return c.json({ finished: run.finishedAt !== null, progress: progress(run) });
	});
