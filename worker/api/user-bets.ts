import { and, count, desc, eq, gte, lte } from "drizzle-orm";
import { Hono } from "hono";
import { paiseToRupees } from "~/domain/money";
import { type CallKind, callChips, callFromParts } from "~/domain/roulette/racetrack";
import { colorOf } from "~/domain/roulette/wheel";
import { istDayBounds } from "~/domain/time";
import { betHistoryQuerySchema } from "~/domain/validation/bet-history";
import { betCalls, bets, rounds } from "~/server/db/schema";
import { requireAuth } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

/**
 * GET /api/user/bets?page=1&pageSize=20&from=2026-11-01&to=2026-11-22&wallet=tokens&outcome=won: the signed-in
 * player's own bet history, newest first. `from` and `to` are days in India time, inclusive, by when the bet was
 * placed; `wallet` is real or tokens, `outcome` won, lost or refunded (a bet still waiting for its result has none).
 * A bet a racetrack call placed carries that call (`callView`): every bet of one call has the same `call.id`.
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
					callId: bets.callId,
					callKind: betCalls.kind,
					callCentre: betCalls.centre,
					callEachSide: betCalls.eachSide,
					callChipPaise: betCalls.chipPaise,
				})
				.from(bets)
				.innerJoin(rounds, eq(rounds.id, bets.roundId))
				.leftJoin(betCalls, eq(betCalls.id, bets.callId))
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
					call: callView(r),
				};
			}),
			page,
			pageSize,
			total: counted?.total ?? 0,
		});
	},
);

/**
 * The racetrack call a bet was part of, as the history names it ("Voisins du Zéro, ₹90"): its kind, the centre and
 * pockets each side of a neighbour bet (null for an announced one), one chip and the whole call's stake, in the
 * wallet's unit; null for a bet placed by hand (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history).
 */
function callView(r: {
	callId: string | null;
	callKind: CallKind | null;
	callCentre: number | null;
	callEachSide: number | null;
	callChipPaise: number | null;
}) {
	if (r.callId === null || r.callKind === null || r.callChipPaise === null) return null;
	const call = callFromParts({ kind: r.callKind, centre: r.callCentre, n: r.callEachSide });
	if (!call) return null;
	return {
		id: r.callId,
		kind: r.callKind,
		centre: r.callCentre,
		n: r.callEachSide,
		chip: paiseToRupees(r.callChipPaise),
		total: paiseToRupees(callChips(call) * r.callChipPaise),
	};
}
