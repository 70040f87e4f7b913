/** GET /api/admin/stats: today's (IST) real figures for the admin dashboard. */
import { and, count, countDistinct, eq, gte, ne } from "drizzle-orm";
import { Hono } from "hono";
import { paiseToRupees } from "~/domain/money";
import { istDayStart } from "~/domain/time";
import { bets, moneyTransactions, type WalletKind } from "~/server/db/schema";
import { sumOrZero } from "../lib/aggregates";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";

export const stats = new Hono<AppEnv>().get("/", requireRole("admin"), async (c) => {
	const db = c.var.db;
	const since = istDayStart(Date.now());
	const [betsByWallet, pending, [active]] = await db.batch([
		db
			.select({
				wallet: bets.wallet,
				bets: count().as("bets"),
				stakes: sumOrZero(bets.amountPaise).as("stakes"),
				payouts: sumOrZero(bets.payoutPaise).as("payouts"),
			})
			.from(bets)
			.where(and(gte(bets.createdAt, since), ne(bets.status, "refunded")))
			.groupBy(bets.wallet),
		db
			.select({ type: moneyTransactions.type, n: count() })
			.from(moneyTransactions)
			.where(eq(moneyTransactions.status, "pending"))
			.groupBy(moneyTransactions.type),
		db
			.select({ n: countDistinct(bets.userId) })
			.from(bets)
			.where(gte(bets.createdAt, since)),
	]);
	const byWallet = (wallet: WalletKind) => {
		const row = betsByWallet.find((r) => r.wallet === wallet);
		return {
			bets: row?.bets ?? 0,
			stakes: paiseToRupees(row?.stakes ?? 0),
			payouts: paiseToRupees(row?.payouts ?? 0),
			houseResult: paiseToRupees((row?.stakes ?? 0) - (row?.payouts ?? 0)),
		};
	};
	const pendingOf = (type: (typeof pending)[number]["type"]) => pending.find((r) => r.type === type)?.n ?? 0;
	return c.json({
		since,
		real: byWallet("real"),
		tokens: byWallet("tokens"),
		activePlayers: active?.n ?? 0,
		pendingDeposits: pendingOf("deposit"),
		pendingWithdrawals: pendingOf("withdraw"),
	});
});
