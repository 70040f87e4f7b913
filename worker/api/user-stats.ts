/**
 * GET /api/user/stats: the home stats strip of a signed-in player (docs/product.md#content):
 * their balances, how many bets they placed today (IST) and their biggest win today. A racetrack call is one bet
 * however many places it covers (Voisins du Zéro is 9 chips on the board, one bet to the player who tapped it).
 * Only their own figures; nothing invented (no bets today → 0 and null).
 */
import { and, eq, gte, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { paiseToRupees } from "~/domain/money";
import { istDayStart } from "~/domain/time";
import { maxWhere } from "~/server/aggregates";
import { bets } from "~/server/db/schema";
import { balancesOf } from "~/server/ledger";
import { requireAuth } from "./middleware/auth";
import type { AppEnv } from "./types";

export const userStats = new Hono<AppEnv>().get("/", requireAuth, async (c) => {
	const me = c.var.user;
	const since = istDayStart(Date.now());
	const [balances, today] = await Promise.all([
		balancesOf(c.var.db, me.id),
		c.var.db
			.select({
				bets: sql<number>`count(distinct coalesce(${bets.callId}, ${bets.id}))`,
				bestReal: maxWhere(bets.payoutPaise, eq(bets.status, "won"), eq(bets.wallet, "real")),
				bestTokens: maxWhere(bets.payoutPaise, eq(bets.status, "won"), eq(bets.wallet, "tokens")),
			})
			.from(bets)
			.where(and(eq(bets.userId, me.id), gte(bets.createdAt, since), ne(bets.status, "refunded")))
			.get(),
	]);
	return c.json({
		since,
		realBalance: paiseToRupees(balances.realPaise),
		playTokens: paiseToRupees(balances.tokensPaise),
		betsToday: today?.bets ?? 0,
		/** The largest payout (stake back plus winnings) of a single winning bet today, per wallet; null if none. */
		biggestWinToday: {
			real: today?.bestReal == null ? null : paiseToRupees(today.bestReal),
			tokens: today?.bestTokens == null ? null : paiseToRupees(today.bestTokens),
		},
	});
});
