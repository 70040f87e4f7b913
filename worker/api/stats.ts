/** GET /api/admin/stats: today's (IST) real figures for the admin dashboard. */
import { Hono } from "hono";
import { paiseToRupees } from "~/domain/money";
import { istDayStart } from "~/domain/time";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";

export const stats = new Hono<AppEnv>().get("/", requireRole("admin"), async (c) => {
	const since = istDayStart(Date.now());
	const [bets, pending] = await c.env.DB.batch([
		c.env.DB.prepare(
			`SELECT wallet, COUNT(*) AS bets, COALESCE(SUM(amount_paise), 0) AS stakes, COALESCE(SUM(COALESCE(payout_paise, 0)), 0) AS payouts,
			        COUNT(DISTINCT user_id) AS players
			 FROM bets WHERE created_at >= ? AND status <> 'refunded' GROUP BY wallet`,
		).bind(since),
		c.env.DB.prepare("SELECT type, COUNT(*) AS n FROM money_transactions WHERE status = 'pending' GROUP BY type"),
	]);
	type BetRow = { wallet: "real" | "tokens"; bets: number; stakes: number; payouts: number; players: number };
	const byWallet = (wallet: BetRow["wallet"]) => {
		const row = ((bets?.results ?? []) as BetRow[]).find((r) => r.wallet === wallet);
		return {
			bets: row?.bets ?? 0,
			stakes: paiseToRupees(row?.stakes ?? 0),
			payouts: paiseToRupees(row?.payouts ?? 0),
			houseResult: paiseToRupees((row?.stakes ?? 0) - (row?.payouts ?? 0)),
		};
	};
	const activePlayers = await c.env.DB.prepare("SELECT COUNT(DISTINCT user_id) AS n FROM bets WHERE created_at >= ?")
		.bind(since)
		.first<{ n: number }>();
	const pendingOf = (type: string) =>
		((pending?.results ?? []) as { type: string; n: number }[]).find((r) => r.type === type)?.n ?? 0;
	return c.json({
		since,
		real: byWallet("real"),
		tokens: byWallet("tokens"),
		activePlayers: activePlayers?.n ?? 0,
		pendingDeposits: pendingOf("deposit"),
		pendingWithdrawals: pendingOf("withdraw"),
	});
});
