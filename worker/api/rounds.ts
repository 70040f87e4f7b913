import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { rouletteMessages } from "~/domain/messages";
import { colorOf } from "~/domain/roulette/wheel";
import { rounds as roundsTable } from "~/server/db/schema";
import { PUBLIC_CACHE_CONTROL } from "../lib/edge-cache";
import { revealedRounds } from "../lib/revealed-rounds";
import type { AppEnv } from "./types";
import { validate } from "./validate";

const LIMIT_MESSAGE = "limit must be a whole number from 1 to 100";
const SEQ_MESSAGE = "beforeSeq must be a round number";

/** Public round history and provable-fairness inputs (docs/product.md#fairness). */
export const rounds = new Hono<AppEnv>()
	/** GET /api/rounds?limit=20&beforeSeq=123: revealed rounds, newest first. */
	.get(
		"/",
		validate(
			"query",
			z.object({
				limit: z.coerce.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(100, LIMIT_MESSAGE).default(20),
				beforeSeq: z.coerce.number().int(SEQ_MESSAGE).min(1, SEQ_MESSAGE).optional(),
			}),
		),
		async (c) => {
			const { limit, beforeSeq } = c.req.valid("query");
			const rows = await revealedRounds(c.var.db, beforeSeq, limit);
			const items = rows.map((r) => ({
				roundId: r.id,
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
