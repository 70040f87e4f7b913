import { Hono } from "hono";
import { z } from "zod";
import { paiseToRupees } from "~/domain/money";
import { colorOf } from "~/domain/roulette/wheel";
import { pageParam } from "~/domain/validation/query";
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
		const [list, count] = await c.env.DB.batch([
			c.env.DB.prepare(
				`SELECT b.id, b.created_at, b.round_id, r.seq, b.bet_type, b.numbers, b.amount_paise, b.payout_paise,
				        b.status, b.wallet, r.result, r.server_seed, r.operator_set
				 FROM bets b JOIN rounds r ON r.id = b.round_id
				 WHERE b.user_id = ? ORDER BY b.created_at DESC, b.position LIMIT ? OFFSET ?`,
			).bind(userId, pageSize, (page - 1) * pageSize),
			c.env.DB.prepare("SELECT COUNT(*) AS total FROM bets WHERE user_id = ?").bind(userId),
		]);
		type Row = {
			id: string;
			created_at: number;
			round_id: string;
			seq: number;
			bet_type: string;
			numbers: string;
			amount_paise: number;
			payout_paise: number | null;
			status: "placed" | "won" | "lost" | "refunded";
			wallet: "real" | "tokens";
			result: number | null;
			server_seed: string | null;
			operator_set: number;
		};
		const rows = (list?.results ?? []) as Row[];
		const total = ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0;
		return c.json({
			bets: rows.map((r) => {
				// The result is only shown once revealed (a round still spinning has it stored but secret).
				const result = r.server_seed !== null ? r.result : null;
				return {
					id: r.id,
					createdAt: r.created_at,
					roundId: r.round_id,
					roundSeq: r.seq,
					type: r.bet_type,
					numbers: r.numbers.split(",").map(Number),
					amount: paiseToRupees(r.amount_paise),
					payout: r.payout_paise === null ? null : paiseToRupees(r.payout_paise),
					status: r.status === "placed" ? ("pending" as const) : r.status,
					wallet: r.wallet,
					result,
					resultColor: result === null ? null : colorOf(result),
					operatorSet: r.operator_set === 1,
				};
			}),
			page,
			pageSize,
			total,
		});
	},
);
