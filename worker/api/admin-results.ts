/**
 * GET /api/admin/results?page=: the dashboard's result history (admin only): settled
 * rounds newest first with their true colour, the operator-set flag, the stakes and
 * payouts per round, and the JACKPOT flag for a real-money payout over ₹10,000.
 */
import { Hono } from "hono";
import { z } from "zod";
import { ADMIN_PAGE_SIZE, JACKPOT_PAISE } from "~/domain/admin";
import { paiseToRupees } from "~/domain/money";
import { colorOf } from "~/domain/roulette/wheel";
import { pageParam } from "~/domain/validation/query";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

type Row = {
	id: string;
	seq: number;
	result: number;
	operator_set: number;
	result_at: number | null;
	bets: number;
	stake_real: number;
	payout_real: number;
	stake_tokens: number;
	payout_tokens: number;
	best_real: number | null;
};

export const adminResults = new Hono<AppEnv>().get(
	"/",
	requireRole("admin"),
	validate("query", z.object({ page: pageParam })),
	async (c) => {
		const { page } = c.req.valid("query");
		const { results } = await c.env.DB.prepare(
			`SELECT r.id, r.seq, r.result, r.operator_set, r.result_at,
			   COUNT(b.id) AS bets,
			   COALESCE(SUM(CASE WHEN b.wallet = 'real' AND b.status <> 'refunded' THEN b.amount_paise END), 0) AS stake_real,
			   COALESCE(SUM(CASE WHEN b.wallet = 'real' AND b.status <> 'refunded' THEN b.payout_paise END), 0) AS payout_real,
			   COALESCE(SUM(CASE WHEN b.wallet = 'tokens' AND b.status <> 'refunded' THEN b.amount_paise END), 0) AS stake_tokens,
			   COALESCE(SUM(CASE WHEN b.wallet = 'tokens' AND b.status <> 'refunded' THEN b.payout_paise END), 0) AS payout_tokens,
			   MAX(CASE WHEN b.wallet = 'real' AND b.status = 'won' THEN b.payout_paise END) AS best_real
			 FROM rounds r LEFT JOIN bets b ON b.round_id = r.id
			 WHERE r.result IS NOT NULL AND r.server_seed IS NOT NULL
			 GROUP BY r.id ORDER BY r.seq DESC LIMIT ? OFFSET ?`,
		)
			.bind(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE)
			.all<Row>();
		return c.json({
			results: results.map((r) => ({
				roundId: r.id,
				seq: r.seq,
				result: r.result,
				color: colorOf(r.result),
				operatorSet: r.operator_set === 1,
				at: r.result_at,
				bets: r.bets,
				real: { stakes: paiseToRupees(r.stake_real), payouts: paiseToRupees(r.payout_real) },
				tokens: { stakes: paiseToRupees(r.stake_tokens), payouts: paiseToRupees(r.payout_tokens) },
				biggestWin: r.best_real === null ? null : paiseToRupees(r.best_real),
				jackpot: (r.best_real ?? 0) > JACKPOT_PAISE,
			})),
			page,
			pageSize: ADMIN_PAGE_SIZE,
		});
	},
);
