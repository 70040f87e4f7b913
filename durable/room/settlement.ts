/**
 * Settling a revealed round in D1, exactly once however often it is repeated
 * (docs/decisions/0200-round-engine.md#settlement-exactly-once, docs/product.md#money), and reading what each
 * player of the round won, for their betResult and the winners list.
 */
import { paiseToRupees } from "~/domain/money";
import { type BetType, betReturnPaise, maskName } from "~/domain/roulette/bets";
import type { Balances, RecentWinner, Wallet } from "~/domain/roulette/protocol";
import { MOVEMENT_EXISTS_SQL, movementStatements } from "~/server/ledger";
import { IN_CHUNK, rupeeBalances } from "./group-commit";
import type { RoomOptions } from "./options";
import type { Unsettled } from "./round-machine";
import type { AuthoredEntry } from "./table-feed";

export const payoutKey = (betId: string) => `bet:${betId}:payout`;
export const refundKey = (betId: string) => `bet:${betId}:refund`;

/**
 * Idempotent settlement of one round. Every step may be repeated: the round row is
 * overwritten with the same values, each bet is paid by a movement with its own key
 * and marked settled only from 'placed' in the same batch.
 */
export async function settleRound(
	db: D1Database,
	round: Unsettled,
	{ settleChunk, settlementHook }: Pick<RoomOptions, "settleChunk" | "settlementHook">,
): Promise<void> {
	settlementHook?.("start");
	await db
		.prepare(
			"UPDATE rounds SET server_seed = ?, result = ?, result_at = ?, operator_set = ?, forced_by = ? WHERE id = ?",
		)
		.bind(round.serverSeed, round.result, round.resultAt, round.operatorSet ? 1 : 0, round.forcedBy, round.roundId)
		.run();
	settlementHook?.("roundRecorded");
	const { results: open } = await db
		.prepare(
			"SELECT id, user_id, wallet, bet_type, numbers, amount_paise FROM bets WHERE round_id = ? AND status = 'placed'",
		)
		.bind(round.roundId)
		.all<{ id: string; user_id: string; wallet: Wallet; bet_type: BetType; numbers: string; amount_paise: number }>();
	const now = Date.now();
	for (let i = 0; i < open.length; i += settleChunk) {
		const statements: D1PreparedStatement[] = [];
		for (const row of open.slice(i, i + settleChunk)) {
			const bet = { type: row.bet_type, numbers: row.numbers.split(",").map(Number), amountPaise: row.amount_paise };
			// An operator-set result refunds real money and settles play tokens (docs/product.md#operator-mode).
			const refund = round.operatorSet && row.wallet === "real";
			const paid = refund ? row.amount_paise : betReturnPaise(bet, round.result);
			const status = refund ? "refunded" : paid > 0 ? "won" : "lost";
			if (paid > 0) {
				const key = refund ? refundKey(row.id) : payoutKey(row.id);
				statements.push(
					...movementStatements(
						db,
						{
							userId: row.user_id,
							wallet: row.wallet,
							amountPaise: paid,
							reason: refund ? "bet_refund" : "bet_payout",
							refType: "bet",
							refId: row.id,
							idempotencyKey: key,
						},
						now,
					),
					db
						.prepare(
							`UPDATE bets SET status = ?, payout_paise = ?, settled_at = ? WHERE id = ? AND status = 'placed' AND ${MOVEMENT_EXISTS_SQL}`,
						)
						.bind(status, paid, now, row.id, key),
				);
			} else {
				statements.push(
					db
						.prepare(
							"UPDATE bets SET status = 'lost', payout_paise = 0, settled_at = ? WHERE id = ? AND status = 'placed'",
						)
						.bind(now, row.id),
				);
			}
		}
		await db.batch(statements);
		settlementHook?.(`chunk:${i / settleChunk + 1}`);
	}
	await db
		.prepare("UPDATE rounds SET settled_at = ? WHERE id = ? AND settled_at IS NULL")
		.bind(now, round.roundId)
		.run();
	settlementHook?.("roundSettled");
}

/** A player's sums over a settled round, in paise. */
export type PlayerOutcome = { stake: number; won: number; refunded: number };

/** What a settled round paid: per player, its winners (largest first), and their wins for the table feed. */
export async function roundOutcome(
	db: D1Database,
	round: Unsettled,
): Promise<{ perUser: Map<string, PlayerOutcome>; winners: RecentWinner[]; wins: AuthoredEntry[] }> {
	const { results } = await db
		.prepare(
			`SELECT b.user_id, b.wallet, u.name,
			        SUM(b.amount_paise) AS stake,
			        SUM(CASE WHEN b.status = 'won' THEN b.payout_paise ELSE 0 END) AS won,
			        SUM(CASE WHEN b.status = 'refunded' THEN b.payout_paise ELSE 0 END) AS refunded
			 FROM bets b JOIN users u ON u.id = b.user_id
			 WHERE b.round_id = ? GROUP BY b.user_id, b.wallet`,
		)
		.bind(round.roundId)
		.all<{ user_id: string; wallet: Wallet; name: string; stake: number; won: number; refunded: number }>();
	const perUser = new Map<string, PlayerOutcome>();
	const winners: RecentWinner[] = [];
	const wins: AuthoredEntry[] = [];
	for (const row of results) {
		const sum = perUser.get(row.user_id) ?? { stake: 0, won: 0, refunded: 0 };
		sum.stake += row.stake;
		sum.won += row.won;
		sum.refunded += row.refunded;
		perUser.set(row.user_id, sum);
		if (row.won > 0) {
			const name = maskName(row.name);
			const amount = paiseToRupees(row.won);
			wins.push({ userId: row.user_id, entry: { kind: "win", name, amount, wallet: row.wallet, at: round.resultAt } });
			winners.push({ name, amount, wallet: row.wallet, roundId: round.roundId, at: round.resultAt });
		}
	}
	winners.sort((a, b) => b.amount - a.amount);
	wins.sort((a, b) => b.entry.amount - a.entry.amount);
	return { perUser, winners, wins };
}

/** Balances of many players in one D1 round trip (chunked under the bound-parameter limit). */
export async function balancesOfMany(db: D1Database, userIds: string[]): Promise<Map<string, Balances>> {
	const out = new Map<string, Balances>();
	if (userIds.length === 0) return out;
	const statements: D1PreparedStatement[] = [];
	for (let i = 0; i < userIds.length; i += IN_CHUNK) {
		const chunk = userIds.slice(i, i + IN_CHUNK);
		statements.push(
			db
				.prepare(
					`SELECT user_id, kind, balance_paise FROM wallets WHERE user_id IN (${chunk.map(() => "?").join(",")})`,
				)
				.bind(...chunk),
		);
	}
	const paise = new Map<string, { realPaise: number; tokensPaise: number }>();
	for (const result of await db.batch<{ user_id: string; kind: Wallet; balance_paise: number }>(statements)) {
		for (const row of result.results) {
			const entry = paise.get(row.user_id) ?? { realPaise: 0, tokensPaise: 0 };
			if (row.kind === "real") entry.realPaise = row.balance_paise;
			else entry.tokensPaise = row.balance_paise;
			paise.set(row.user_id, entry);
		}
	}
	for (const [userId, b] of paise) out.set(userId, rupeeBalances(b));
	return out;
}
