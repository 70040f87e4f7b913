import { count, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { paiseToRupees } from "~/domain/money";
import { colorOf } from "~/domain/roulette/wheel";
import { pageParam } from "~/domain/validation/query";
import { bets, rounds } from "~/server/db/schema";
import { requireAuth } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

const PAGE_SIZE_MESSAGE = "pageSize must be a whole number from 1 to 100";

/** GET /api/user/bets?page=1&pageSize=20: the signed-in player's own bet history, newest first. */
export const userBets = new Hono<AppEnv>().get(
	"/",
	requireAuth,
	validate(
		"query",
		z.object({
			page: pageParam,
			pageSize: z.coerce
				.number()
				.int(PAGE_SIZE_MESSAGE)
				.min(1, PAGE_SIZE_MESSAGE)
				.max(100, PAGE_SIZE_MESSAGE)
				.default(20),
		}),
	),
	async (c) => {
		const { page, pageSize } = c.req.valid("query");
		const userId = c.var.user.id;
		const db = c.var.db;
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
				.where(eq(bets.userId, userId))
				.orderBy(desc(bets.createdAt), bets.position)
				.limit(pageSize)
				.offset((page - 1) * pageSize),
			db.select({ total: count() }).from(bets).where(eq(bets.userId, userId)),
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
