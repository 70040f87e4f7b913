/**
 * A player's figures for the home stats strip (docs/product.md#content): their balances, how many bets they placed
 * today (IST) and their biggest win today. A racetrack call is one bet however many places it covers (Voisins du Zéro
 * is 9 chips on the board, one bet to the player who tapped it). Only their own figures; nothing invented (no bets
 * today → 0 and null). Read by GET /api/user/stats and by the home page's loader.
 */
import { and, eq, gte, ne, sql } from "drizzle-orm";
import { paiseToRupees } from "~/domain/money";
import { istDayStart } from "~/domain/time";
import { maxWhere } from "./aggregates";
import type { Database } from "./db/client";
import { bets } from "./db/schema";
import { balancesOf } from "./ledger";

export async function playerStatsToday(db: Database, userId: string, now = Date.now()) {
	const since = istDayStart(now);
	const [balances, today] = await Promise.all([
		balancesOf(db, userId),
		db
			.select({
				bets: sql<number>`count(distinct coalesce(${bets.callId}, ${bets.id}))`,
				bestReal: maxWhere(bets.payoutPaise, eq(bets.status, "won"), eq(bets.wallet, "real")),
				bestTokens: maxWhere(bets.payoutPaise, eq(bets.status, "won"), eq(bets.wallet, "tokens")),
			})
			.from(bets)
			.where(and(eq(bets.userId, userId), gte(bets.createdAt, since), ne(bets.status, "refunded")))
			.get(),
	]);
	return {
		since,
		realBalance: paiseToRupees(balances.realPaise),
		playTokens: paiseToRupees(balances.tokensPaise),
		betsToday: today?.bets ?? 0,
		/** The largest payout (stake back plus winnings) of a single winning bet today, per wallet; null if none. */
		biggestWinToday: {
			real: today?.bestReal == null ? null : paiseToRupees(today.bestReal),
			tokens: today?.bestTokens == null ? null : paiseToRupees(today.bestTokens),
		},
	};
}

export type PlayerStats = Awaited<ReturnType<typeof playerStatsToday>>;
