import { desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { isCardGame } from "~/domain/cards/games";
import { CARD_STATS_ROUNDS, cardStats } from "~/domain/cards/stats";
import { CRASH_STATS_ROUNDS, crashStats } from "~/domain/crash/stats";
import { rouletteMessages } from "~/domain/messages";
import { STATS_RESULTS, tableStats } from "~/domain/roulette/stats";
import { tableParam } from "~/domain/validation/tables";
import type { Database } from "~/server/db/client";
import { crashChains, rounds as roundsTable } from "~/server/db/schema";
import { crashedAt, dealtRounds, statsRoundsQuery } from "~/server/revealed-rounds";
import { gameOf, recentRounds, roundRecord } from "~/server/round-records";
import { PUBLIC_CACHE_CONTROL } from "../lib/edge-cache";
import type { AppEnv } from "./types";
import { validate } from "./validate";

const limitMessage = (max: number) => `limit must be a whole number from 1 to ${max}`;
const LIMIT_MESSAGE = limitMessage(100);
const STATS_LIMIT_MESSAGE = limitMessage(STATS_RESULTS);
const SEQ_MESSAGE = "beforeSeq must be a round number";

/** A crash table's latest crash points, newest first, for its statistics (every one counts: nobody sets them). */
function crashStatsQuery(db: Database, table: string, limit: number) {
	return db
		.select({ seq: roundsTable.seq, crashPoint: sql<number>`${roundsTable.crashPoint}` })
		.from(roundsTable)
		.where(crashedAt(table))
		.orderBy(desc(roundsTable.seq))
		.limit(limit);
}

/** Public round history and provable-fairness inputs (docs/product.md#fairness, #how-to-verify-a-crash-round). */
export const rounds = new Hono<AppEnv>()
	/**
	 * GET /api/rounds?table=main&limit=20&beforeSeq=123: a table's revealed rounds, newest first (no table: the main
	 * one): a roulette table's results, a crash table's crash points (`game` says which).
	 */
	.get(
		"/",
		validate(
			"query",
			z.object({
				limit: z.coerce.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(100, LIMIT_MESSAGE).default(20),
				beforeSeq: z.coerce.number().int(SEQ_MESSAGE).min(1, SEQ_MESSAGE).optional(),
				table: tableParam,
			}),
		),
		async (c) => {
			const { limit, beforeSeq, table } = c.req.valid("query");
			const items = await recentRounds(c.var.db, table, beforeSeq, limit);
			const last = items.at(-1);
			// Public and the same for everyone: the edge may keep it a few seconds (worker/lib/edge-cache.ts).
			c.header("Cache-Control", PUBLIC_CACHE_CONTROL.recentRounds);
			return c.json({ rounds: items, nextBeforeSeq: items.length === limit && last ? last.seq : null });
		},
	)
	/**
	 * GET /api/rounds/stats?table=main&limit=500: a table's statistics over its latest `limit` fair results
	 * (docs/decisions/0620-tables-and-racetrack.md#statistics); operator-set rounds are left out and counted as such.
	 * `rounds` are the rounds it spans, so that a client can add the results its socket brings after it. A crash
	 * table's are the distribution of its latest crash points (`game: "crash"`, domain/crash/stats.ts).
	 */
	.get(
		"/stats",
		validate(
			"query",
			z.object({
				table: tableParam,
				limit: z.coerce
					.number()
					.int(STATS_LIMIT_MESSAGE)
					.min(1, STATS_LIMIT_MESSAGE)
					.max(STATS_RESULTS, STATS_LIMIT_MESSAGE)
					.default(STATS_RESULTS),
			}),
		),
		async (c) => {
			const { table, limit } = c.req.valid("query");
			const db = c.var.db;
			// One trip to D1: whether the table exists and its game, and its rounds of either kind.
			const [known, rows, crashed, dealt] = await db.batch([
				gameOf(db, table),
				statsRoundsQuery(db, table, limit),
				crashStatsQuery(db, table, Math.min(limit, CRASH_STATS_ROUNDS)),
				dealtRounds(db, table, undefined, Math.min(limit, CARD_STATS_ROUNDS)),
			]);
			const game = known[0]?.game;
			if (!game) return c.json({ message: rouletteMessages.tableNotFound }, 404);
			// Public and the same for everyone, a new result every ~28 s: the edge may keep it a few seconds.
			c.header("Cache-Control", PUBLIC_CACHE_CONTROL.recentRounds);
			if (isCardGame(game)) {
				const rounds = dealt.map((r) => ({ seq: r.seq, result: r.cardResult }));
				return c.json({
					tableId: table,
					game,
					limit,
					rounds,
					...cardStats(
						game,
						rounds.map((r) => r.result),
					),
				});
			}
			if (game === "crash") {
				const points = crashed.map((r) => r.crashPoint);
				return c.json({ tableId: table, game, limit, rounds: crashed, ...crashStats(points, limit) });
			}
			return c.json({ tableId: table, game, limit, ...tableStats(rows, limit) });
		},
	)
	/**
	 * GET /api/rounds/chains?table=aviator: a crash table's hash chains, newest first, each with its terminating hash
	 * (public from the moment the chain was written, before its first round), its length and how many of its links
	 * rounds have taken. Never the chain's seed.
	 */
	.get("/chains", validate("query", z.object({ table: tableParam })), async (c) => {
		const { table } = c.req.valid("query");
		const db = c.var.db;
		const [known, chains] = await db.batch([
			gameOf(db, table),
			db
				.select({
					id: crashChains.id,
					terminatingHash: crashChains.terminatingHash,
					length: crashChains.length,
					used: crashChains.nextIndex,
					createdAt: crashChains.createdAt,
				})
				.from(crashChains)
				.where(eq(crashChains.tableId, table))
				.orderBy(desc(crashChains.createdAt))
				.limit(20),
		]);
		if (known.length === 0) return c.json({ message: rouletteMessages.tableNotFound }, 404);
		return c.json({ tableId: table, game: known[0]?.game ?? "roulette", chains });
	})
	/**
	 * GET /api/rounds/:id: commitment always; seed and result once revealed; what to recompute them with. A crash
	 * round's record (`game: "crash"`): its game hash, client seeds and crash point once it crashed, its chain and the
	 * chain's terminating hash (docs/product.md#how-to-verify-a-crash-round).
	 */
	.get("/:id", async (c) => {
		const found = await roundRecord(c.var.db, c.req.param("id"));
		if (!found) return c.json({ message: rouletteMessages.roundNotFound }, 404);
		// Revealed and settled, it never changes again; before that it must not be kept (the seed is still to come).
		if (found.final) c.header("Cache-Control", PUBLIC_CACHE_CONTROL.finishedRound);
		return c.json(found.record);
	});
