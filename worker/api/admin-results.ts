/**
 * GET /api/admin/results?table=&page=: the dashboard's result history of a table (admin only; no table: the main
 * one): settled rounds newest first with their true colour, the operator-set flag, the stakes and
 * payouts per round, and the JACKPOT flag for a real-money payout over ₹10,000.
 */
import { and, count, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { ADMIN_PAGE_SIZE, JACKPOT_PAISE } from "~/domain/admin";
import { paiseToRupees } from "~/domain/money";
import { colorOf } from "~/domain/roulette/wheel";
import { tableParam } from "~/domain/tables";
import { pageParam } from "~/domain/validation/query";
import { bets, rounds } from "~/server/db/schema";
import { maxWhere, sumWhere } from "../lib/aggregates";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

export const adminResults = new Hono<AppEnv>().get(
	"/",
	requireRole("admin"),
	validate("query", z.object({ page: pageParam, table: tableParam })),
	async (c) => {
		const { page, table } = c.req.valid("query");
		const real = eq(bets.wallet, "real");
		const tokens = eq(bets.wallet, "tokens");
		const notRefunded = ne(bets.status, "refunded");
		const results = await c.var.db
			.select({
				id: rounds.id,
				seq: rounds.seq,
				// Never null here: the WHERE keeps revealed rounds only.
				result: sql<number>`${rounds.result}`,
				operatorSet: rounds.operatorSet,
				resultAt: rounds.resultAt,
				bets: count(bets.id),
				stakeReal: sumWhere(bets.amountPaise, real, notRefunded),
				payoutReal: sumWhere(bets.payoutPaise, real, notRefunded),
				stakeTokens: sumWhere(bets.amountPaise, tokens, notRefunded),
				payoutTokens: sumWhere(bets.payoutPaise, tokens, notRefunded),
				bestReal: maxWhere(bets.payoutPaise, real, eq(bets.status, "won")),
			})
			.from(rounds)
			.leftJoin(bets, eq(bets.roundId, rounds.id))
			.where(and(eq(rounds.tableId, table), isNotNull(rounds.result), isNotNull(rounds.serverSeed)))
			.groupBy(rounds.id)
			.orderBy(desc(rounds.seq))
			.limit(ADMIN_PAGE_SIZE)
			.offset((page - 1) * ADMIN_PAGE_SIZE);
		return c.json({
			results: results.map((r) => ({
				roundId: r.id,
				tableId: table,
				seq: r.seq,
				result: r.result,
				color: colorOf(r.result),
				operatorSet: r.operatorSet,
				at: r.resultAt,
				bets: r.bets,
				real: { stakes: paiseToRupees(r.stakeReal), payouts: paiseToRupees(r.payoutReal) },
				tokens: { stakes: paiseToRupees(r.stakeTokens), payouts: paiseToRupees(r.payoutTokens) },
				biggestWin: r.bestReal === null ? null : paiseToRupees(r.bestReal),
				jackpot: (r.bestReal ?? 0) > JACKPOT_PAISE,
			})),
			page,
			pageSize: ADMIN_PAGE_SIZE,
		});
	},
);
