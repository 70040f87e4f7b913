/**
 * GET /api/user/stats: the home stats strip of a signed-in player (docs/product.md#content):
 * their balances, how many bets they placed today (IST) and their biggest win today.
 * Only their own figures; nothing invented (no bets today → 0 and null).
 */
import { Hono } from "hono";
import { paiseToRupees } from "~/domain/money";
import { istDayStart } from "~/domain/time";
import { balancesOf } from "~/server/ledger";
import { requireAuth } from "./middleware/auth";
import type { AppEnv } from "./types";

export const userStats = new Hono<AppEnv>().get("/", requireAuth, async (c) => {
	const me = c.var.user;
	const since = istDayStart(Date.now());
	const [balances, today] = await Promise.all([
		balancesOf(c.env.DB, me.id),
		c.env.DB.prepare(
			`SELECT COUNT(*) AS bets,
			   MAX(CASE WHEN status = 'won' AND wallet = 'real' THEN payout_paise END) AS best_real,
			   MAX(CASE WHEN status = 'won' AND wallet = 'tokens' THEN payout_paise END) AS best_tokens
			 FROM bets WHERE user_id = ? AND created_at >= ? AND status <> 'refunded'`,
		)
			.bind(me.id, since)
			.first<{ bets: number; best_real: number | null; best_tokens: number | null }>(),
	]);
	return c.json({
		since,
		realBalance: paiseToRupees(balances.realPaise),
		playTokens: paiseToRupees(balances.tokensPaise),
		betsToday: today?.bets ?? 0,
		/** The largest payout (stake back plus winnings) of a single winning bet today, per wallet; null if none. */
		biggestWinToday: {
			real: today?.best_real == null ? null : paiseToRupees(today.best_real),
			tokens: today?.best_tokens == null ? null : paiseToRupees(today.best_tokens),
		},
	});
});
