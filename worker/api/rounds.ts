import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { rouletteMessages } from "~/domain/messages";
import { STATS_RESULTS, tableStats } from "~/domain/roulette/stats";
import { colorOf } from "~/domain/roulette/wheel";
import { tableParam } from "~/domain/validation/tables";
import { rounds as roundsTable, tables } from "~/server/db/schema";
import { revealedRounds, statsRoundsQuery } from "~/server/revealed-rounds";
import { PUBLIC_CACHE_CONTROL } from "../lib/edge-cache";
import type { AppEnv } from "./types";
import { validate } from "./validate";

const limitMessage = (max: number) => `limit must be a whole number from 1 to ${max}`;
const LIMIT_MESSAGE = limitMessage(100);
const STATS_LIMIT_MESSAGE = limitMessage(STATS_RESULTS);
const SEQ_MESSAGE = "beforeSeq must be a round number";

/** Public round history and provable-fairness inputs (docs/product.md#fairness). */
export const rounds = new Hono<AppEnv>()
	/** GET /api/rounds?table=main&limit=20&beforeSeq=123: a table's revealed rounds, newest first (no table: the main one). */
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
			const rows = await revealedRounds(c.var.db, table, beforeSeq, limit);
			const items = rows.map((r) => ({
				roundId: r.id,
				tableId: table,
				seq: r.seq,
				result: r.result,
				color: colorOf(r.result),
				time: r.resultAt,
				operatorSet: r.operatorSet,
			}));
			const last = items.at(-1);
			// Public and the same for everyone: the edge may keep it a few seconds (worker/lib/edge-cache.ts).
			c.header("Cache-Control", PUBLIC_CACHE_CONTROL.recentRounds);
			return c.json({ rounds: items, nextBeforeSeq: items.length === limit && last ? last.seq : null });
		},
	)
	/**
	 * GET /api/rounds/stats?table=main&limit=500: a table's statistics over its latest `limit` fair results
	 * (docs/decisions/0620-tables-and-racetrack.md#statistics); operator-set rounds are left out and counted as such.
	 * `rounds` are the rounds it spans, so that a client can add the results its socket brings after it.
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
			// One trip to D1: whether the table exists, and its rounds.
			const [known, rows] = await db.batch([
				db.select({ id: tables.id }).from(tables).where(eq(tables.id, table)),
				statsRoundsQuery(db, table, limit),
			]);
			if (known.length === 0) return c.json({ message: rouletteMessages.tableNotFound }, 404);
			// Public and the same for everyone, a new result every ~28 s: the edge may keep it a few seconds.
			c.header("Cache-Control", PUBLIC_CACHE_CONTROL.recentRounds);
			return c.json({ tableId: table, limit, ...tableStats(rows, limit) });
		},
	)
	/** GET /api/rounds/:id: commitment always; seed and result once revealed; what to recompute them with. */
	.get("/:id", async (c) => {
		const id = c.req.param("id");
		const row = /^[0-9a-f-]{36}$/.test(id)
			? await c.var.db.select().from(roundsTable).where(eq(roundsTable.id, id)).get()
			: undefined;
		if (!row) return c.json({ message: rouletteMessages.roundNotFound }, 404);
		const revealed = row.serverSeed !== null && row.result !== null;
		// Revealed and settled, it never changes again; before that it must not be kept (the seed is still to come).
		if (revealed && row.settledAt !== null) c.header("Cache-Control", PUBLIC_CACHE_CONTROL.finishedRound);
		return c.json({
			roundId: row.id,
			tableId: row.tableId,
			seq: row.seq,
			commitment: row.commitment,
			serverSeed: revealed ? row.serverSeed : null,
			result: revealed ? row.result : null,
			color: revealed && row.result !== null ? colorOf(row.result) : null,
			operatorSet: row.operatorSet,
			bettingOpensAt: row.bettingOpensAt,
			bettingClosesAt: row.bettingClosesAt,
			resultAt: row.resultAt,
			settled: row.settledAt !== null,
			verification: {
				commitment: "hex(SHA-256(bytes of serverSeed))",
				result:
					"first byte b < 222 of HMAC-SHA256(key = bytes of serverSeed, message = roundId), as b mod 37; if none, message roundId:1, roundId:2, ...",
				hmacMessage: row.id,
				note: row.operatorSet
					? "The operator set this result; it is not the fair result. Real-money stakes of this round were refunded."
					: null,
			},
		});
	});
