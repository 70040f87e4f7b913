/**
 * Settling a revealed round in D1, exactly once however often it is repeated
 * (docs/decisions/0200-round-engine.md#settlement-exactly-once, docs/product.md#money), and reading what each
 * player of the round won, for their betResult and the winners list.
 */

import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { paiseToRupees } from "~/domain/money";
import { betReturnPaise, maskName } from "~/domain/roulette/bets";
import type { Balances, RecentWinner } from "~/domain/roulette/protocol";
import { type Database, runBatch, type Statement } from "~/server/db/client";
import { bets, rounds, users, wallets } from "~/server/db/schema";
import { movementExists, movementStatements } from "~/server/ledger";
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
	db: Database,
	round: Unsettled,
	{ settleChunk, settlementHook }: Pick<RoomOptions, "settleChunk" | "settlementHook">,
): Promise<void> {
	settlementHook?.("start");
	await db
		.update(rounds)
		.set({
			serverSeed: round.serverSeed,
			result: round.result,
			resultAt: round.resultAt,
			operatorSet: round.operatorSet,
			forcedBy: round.forcedBy,
		})
		.where(eq(rounds.id, round.roundId));
	settlementHook?.("roundRecorded");
	const open = await db
		.select({
			id: bets.id,
			userId: bets.userId,
			wallet: bets.wallet,
			betType: bets.betType,
			numbers: bets.numbers,
			amountPaise: bets.amountPaise,
		})
		.from(bets)
		.where(and(eq(bets.roundId, round.roundId), eq(bets.status, "placed")));
	const now = Date.now();
	for (let i = 0; i < open.length; i += settleChunk) {
		const statements: Statement[] = [];
		for (const row of open.slice(i, i + settleChunk)) {
			const bet = { type: row.betType, numbers: row.numbers.split(",").map(Number), amountPaise: row.amountPaise };
			// An operator-set result refunds real money and settles play tokens (docs/product.md#operator-mode).
			const refund = round.operatorSet && row.wallet === "real";
			const paid = refund ? row.amountPaise : betReturnPaise(bet, round.result);
			const status = refund ? "refunded" : paid > 0 ? "won" : "lost";
			if (paid > 0) {
				const key = refund ? refundKey(row.id) : payoutKey(row.id);
				statements.push(
					...movementStatements(
						db,
						{
							userId: row.userId,
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
						.update(bets)
						.set({ status, payoutPaise: paid, settledAt: now })
						.where(and(eq(bets.id, row.id), eq(bets.status, "placed"), movementExists(key))),
				);
			} else {
				statements.push(
					db
						.update(bets)
						.set({ status: "lost", payoutPaise: 0, settledAt: now })
						.where(and(eq(bets.id, row.id), eq(bets.status, "placed"))),
				);
			}
		}
		await runBatch(db, statements);
		settlementHook?.(`chunk:${i / settleChunk + 1}`);
	}
	await db
		.update(rounds)
		.set({ settledAt: now })
		.where(and(eq(rounds.id, round.roundId), isNull(rounds.settledAt)));
	settlementHook?.("roundSettled");
}

/** A player's sums over a settled round, in paise. */
export type PlayerOutcome = { stake: number; won: number; refunded: number };

/** What a settled round paid: per player, its winners (largest first), and their wins for the table feed. */
export async function roundOutcome(
	db: Database,
	round: Unsettled,
): Promise<{ perUser: Map<string, PlayerOutcome>; winners: RecentWinner[]; wins: AuthoredEntry[] }> {
	const results = await db
		.select({
			userId: bets.userId,
			wallet: bets.wallet,
			name: users.name,
			stake: sql<number>`sum(${bets.amountPaise})`,
			won: sql<number>`sum(case when ${bets.status} = 'won' then ${bets.payoutPaise} else 0 end)`,
			refunded: sql<number>`sum(case when ${bets.status} = 'refunded' then ${bets.payoutPaise} else 0 end)`,
		})
		.from(bets)
		.innerJoin(users, eq(users.id, bets.userId))
		.where(eq(bets.roundId, round.roundId))
		.groupBy(bets.userId, bets.wallet);
	const perUser = new Map<string, PlayerOutcome>();
	const winners: RecentWinner[] = [];
	const wins: AuthoredEntry[] = [];
	for (const row of results) {
		const sum = perUser.get(row.userId) ?? { stake: 0, won: 0, refunded: 0 };
		sum.stake += row.stake;
		sum.won += row.won;
		sum.refunded += row.refunded;
		perUser.set(row.userId, sum);
		if (row.won > 0) {
			const name = maskName(row.name);
			const amount = paiseToRupees(row.won);
			wins.push({ userId: row.userId, entry: { kind: "win", name, amount, wallet: row.wallet, at: round.resultAt } });
			winners.push({ name, amount, wallet: row.wallet, roundId: round.roundId, at: round.resultAt });
		}
	}
	winners.sort((a, b) => b.amount - a.amount);
	wins.sort((a, b) => b.entry.amount - a.entry.amount);
	return { perUser, winners, wins };
}

/** Balances of many players in one D1 round trip (chunked under the bound-parameter limit). */
export async function balancesOfMany(db: Database, userIds: string[]): Promise<Map<string, Balances>> {
	const out = new Map<string, Balances>();
	if (userIds.length === 0) return out;
	const statements = [];
	for (let i = 0; i < userIds.length; i += IN_CHUNK) {
		statements.push(
			db
				.select({ userId: wallets.userId, kind: wallets.kind, balancePaise: wallets.balancePaise })
				.from(wallets)
				.where(inArray(wallets.userId, userIds.slice(i, i + IN_CHUNK))),
		);
	}
	const paise = new Map<string, { realPaise: number; tokensPaise: number }>();
	for (const rows of await runBatch(db, statements)) {
		for (const row of rows) {
			const entry = paise.get(row.userId) ?? { realPaise: 0, tokensPaise: 0 };
			if (row.kind === "real") entry.realPaise = row.balancePaise;
			else entry.tokensPaise = row.balancePaise;
			paise.set(row.userId, entry);
		}
	}
	for (const [userId, b] of paise) out.set(userId, rupeeBalances(b));
	return out;
}
