import { Hono } from "hono";
import { z } from "zod";
import { rouletteMessages } from "~/domain/messages";
import { colorOf } from "~/domain/roulette/wheel";
import type { AppEnv } from "./types";
import { validate } from "./validate";

type RoundRow = {
	id: string;
	seq: number;
	commitment: string;
	server_seed: string | null;
	result: number | null;
	operator_set: number;
	betting_opens_at: number;
	betting_closes_at: number;
	result_at: number | null;
	settled_at: number | null;
};

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
			const { results } = await c.env.DB.prepare(
				`SELECT id, seq, result, operator_set, result_at FROM rounds
				 WHERE result IS NOT NULL AND server_seed IS NOT NULL AND seq < ?
				 ORDER BY seq DESC LIMIT ?`,
			)
				.bind(beforeSeq ?? Number.MAX_SAFE_INTEGER, limit)
				.all<Pick<RoundRow, "id" | "seq" | "result" | "operator_set" | "result_at"> & { result: number }>();
			const items = results.map((r) => ({
				roundId: r.id,
				seq: r.seq,
				result: r.result,
				color: colorOf(r.result),
				time: r.result_at,
				operatorSet: r.operator_set === 1,
			}));
			const last = items.at(-1);
			return c.json({ rounds: items, nextBeforeSeq: items.length === limit && last ? last.seq : null });
		},
	)
	/** GET /api/rounds/:id: commitment always; seed and result once revealed; what to recompute them with. */
	.get("/:id", async (c) => {
		const id = c.req.param("id");
		const row = /^[0-9a-f-]{36}$/.test(id)
			? await c.env.DB.prepare(
					"SELECT id, seq, commitment, server_seed, result, operator_set, betting_opens_at, betting_closes_at, result_at, settled_at FROM rounds WHERE id = ?",
				)
					.bind(id)
					.first<RoundRow>()
			: null;
		if (!row) return c.json({ message: rouletteMessages.roundNotFound }, 404);
		const revealed = row.server_seed !== null && row.result !== null;
		return c.json({
			roundId: row.id,
			seq: row.seq,
			commitment: row.commitment,
			serverSeed: revealed ? row.server_seed : null,
			result: revealed ? row.result : null,
			color: revealed && row.result !== null ? colorOf(row.result) : null,
			operatorSet: row.operator_set === 1,
			bettingOpensAt: row.betting_opens_at,
			bettingClosesAt: row.betting_closes_at,
			resultAt: row.result_at,
			settled: row.settled_at !== null,
			verification: {
				commitment: "hex(SHA-256(bytes of serverSeed))",
				result:
					"first byte b < 222 of HMAC-SHA256(key = bytes of serverSeed, message = roundId), as b mod 37; if none, message roundId:1, roundId:2, ...",
				hmacMessage: row.id,
				note:
					row.operator_set === 1
						? "The operator set this result; it is not the fair result. Real-money stakes of this round were refunded."
						: null,
			},
		});
	});
