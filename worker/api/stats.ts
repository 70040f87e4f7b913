/**
 * GET /api/admin/stats: today's (IST) real figures for the admin dashboard. The day's bets come from the
 * daily_totals row that settlement keeps (one row read, docs/decisions/0420-operator-scale.md): a bet counts once
 * its round is settled. The requests waiting for review are counted through the (status, type, …) index, so the
 * count reads the waiting requests only, never the history.
 */
import { count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { paiseToRupees } from "~/domain/money";
import { istDayStart } from "~/domain/time";
import { dailyTotals, moneyTransactions } from "~/server/db/schema";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";

function figures(bets: number, stakesPaise: number, payoutsPaise: number) {
	return {
		bets,
		stakes: paiseToRupees(stakesPaise),
		payouts: paiseToRupees(payoutsPaise),
		houseResult: paiseToRupees(stakesPaise - payoutsPaise),
	};
}

export const stats = new Hono<AppEnv>().get("/", requireRole("admin"), async (c) => {
	const db = c.var.db;
	const since = istDayStart(Date.now());
	const [[today], pending] = await db.batch([
		db.select().from(dailyTotals).where(eq(dailyTotals.day, since)),
		db
			.select({ type: moneyTransactions.type, n: count() })
			.from(moneyTransactions)
			.where(eq(moneyTransactions.status, "pending"))
			.groupBy(moneyTransactions.type),
	]);
	const pendingOf = (type: (typeof pending)[number]["type"]) => pending.find((r) => r.type === type)?.n ?? 0;
	return c.json({
		since,
		real: figures(today?.realBets ?? 0, today?.realStakesPaise ?? 0, today?.realPayoutsPaise ?? 0),
		tokens: figures(today?.tokensBets ?? 0, today?.tokensStakesPaise ?? 0, today?.tokensPayoutsPaise ?? 0),
		activePlayers: today?.players ?? 0,
		pendingDeposits: pendingOf("deposit"),
		pendingWithdrawals: pendingOf("withdraw"),
	});
});
