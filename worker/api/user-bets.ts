import { and, count, desc, eq, gte, lte } from "drizzle-orm";
import { Hono } from "hono";
import { paiseToRupees } from "~/domain/money";
import { colorOf } from "~/domain/roulette/wheel";
import { istDayBounds } from "~/domain/time";
import { betHistoryQuerySchema } from "~/domain/validation/bet-history";
import { bets, rounds } from "~/server/db/schema";
import { requireAuth } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

/**
 * GET /api/user/bets?page=1&pageSize=20&from=2026-11-01&to=2026-11-22&wallet=tokens&outcome=won: the signed-in
 * player's own bet history, newest first. `from` and `to` are days in India time, inclusive, by when the bet was
 * placed; `wallet` is real or tokens, `outcome` won, lost or refunded (a bet still waiting for its result has none).
 */
export const userBets = new Hono<AppEnv>().get(
	"/",
	requireAuth,
	validate("query", betHistoryQuerySchema),
	async (c) => {
		const { page, pageSize, from, to, wallet, outcome } = c.req.valid("query");
		const userId = c.var.user.id;
		const db = c.var.db;
		// Only the given filters go into the query; the days use the (user_id, created_at) index.
		const where = and(
			eq(bets.userId, userId),
			from === undefined ? undefined : gte(bets.createdAt, istDayBounds(from)?.[0] ?? 0),
			to === undefined ? undefined : lte(bets.createdAt, istDayBounds(to)?.[1] ?? Number.MAX_SAFE_INTEGER),
			wallet === undefined ? undefined : eq(bets.wallet, wallet),
			outcome === undefined ? undefined : eq(bets.status, outcome),
		);
		const [rows, [counted]] = await db.batch([
			db
				.select({
					id: bets.id,
					createdAt: bets.createdAt,
					roundId: bets.roundId,
					seq: rounds.seq,
					betType: bets.betType,
					numbers: bets.numbers,
					amountPaise: bets.amountPaise,
					payoutPaise: bets.payoutPaise,
					status: bets.status,
					wallet: bets.wallet,
					result: rounds.result,
					serverSeed: rounds.serverSeed,
					operatorSet: rounds.operatorSet,
				})
				.from(bets)
				.innerJoin(rounds, eq(rounds.id, bets.roundId))
				.where(where)
				.orderBy(desc(bets.createdAt), bets.position)
				.limit(pageSize)
				.offset((page - 1) * pageSize),
			db.select({ total: count() }).from(bets).where(where),
		]);
		return c.json({
			bets: rows.map((r) => {
				// The result is only shown once revealed (a round still spinning has it stored but secret).
				const result = r.serverSeed !== null ? r.result : null;
				return {
					id: r.id,
					createdAt: r.createdAt,
					roundId: r.roundId,
					roundSeq: r.seq,
					type: r.betType,
					numbers: r.numbers.split(",").map(Number),
					amount: paiseToRupees(r.amountPaise),
					payout: r.payoutPaise === null ? null : paiseToRupees(r.payoutPaise),
					status: r.status === "placed" ? ("pending" as const) : r.status,
					wallet: r.wallet,
					result,
					resultColor: result === null ? null : colorOf(result),
					operatorSet: r.operatorSet,
				};
			}),
			page,
			pageSize,
			total: counted?.total ?? 0,
		});
	},
);
