/**
 * Settling a revealed roulette round on the host's exactly-once settlement (durable/game-host/settlement.ts): its
 * round row, each bet's verdict (an operator-set round refunds its real-money stakes), the refund notifications;
 * and reading what each player of the round won, for their betResult and the winners list
 * (docs/decisions/0200-round-engine.md#settlement-exactly-once, docs/product.md#money).
 */

import { eq, sql } from "drizzle-orm";
import { paiseToRupees } from "~/domain/money";
import { type BetType, betReturnPaise, maskName } from "~/domain/roulette/bets";
import type { Balances, RecentWinner, ServerMessage, Wallet, WalletOutcome } from "~/domain/roulette/protocol";
import type { Database } from "~/server/db/client";
import { bets, rounds, users } from "~/server/db/schema";
import { type NotificationRow, notifyRoundRefunds } from "~/server/notifications";
import type { Unstamped } from "../game-host/host-state";
import type { RoomOptions } from "../game-host/options";
import { settleRound } from "../game-host/settlement";
import type { AuthoredEntry } from "../game-host/table-feed";
import type { Unsettled } from "./round-machine";

/**
 * Idempotent settlement of one roulette round: the round row (seed, result, operator flag), then its open bets,
 * then the refund notifications of an operator-set round. Returns those notifications, for the room to hand to the
 * players' hubs.
 */
export function settleRouletteRound(
	db: Database,
	d1: D1Database,
	round: Unsettled,
	options: Pick<RoomOptions<unknown>, "settleChunk" | "settlementHook">,
): Promise<NotificationRow[]> {
	return settleRound(
		db,
		d1,
		{
			roundId: round.roundId,
			record: async (db) => {
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
			},
			verdict: (row) => {
				const bet = {
					type: row.betType as BetType,
					numbers: row.numbers.split(",").map(Number),
					amountPaise: row.amountPaise,
				};
				// An operator-set result refunds real money and settles play tokens (docs/product.md#operator-mode).
				if (round.operatorSet && row.wallet === "real") return { status: "refunded", paidPaise: row.amountPaise };
				const paid = betReturnPaise(bet, round.result);
				return paid > 0 ? { status: "won", paidPaise: paid } : { status: "lost", paidPaise: 0 };
			},
			// Each player whose real-money stakes an operator-set result refunded is told, once (the notification's key).
			notify: (db, now) => (round.operatorSet ? notifyRoundRefunds(db, round.roundId, now) : Promise.resolve([])),
		},
		options,
	);
}

/** A player's sums over a settled round, per wallet, in paise. */
export type PlayerOutcome = Array<{ wallet: Wallet; stake: number; won: number; refunded: number }>;

/** A player's outcome as betResult says it: per wallet in its unit (rupees or tokens), real money first. */
export function inWalletUnits(outcome: PlayerOutcome): WalletOutcome[] {
	return [...outcome]
		.sort((a, b) => a.wallet.localeCompare(b.wallet))
		.map((o) => ({
			wallet: o.wallet,
			stake: paiseToRupees(o.stake),
			won: paiseToRupees(o.won),
			refunded: paiseToRupees(o.refunded),
		}));
}

/** What a player of a settled round is told (betResult): each wallet's stake, win and refund in its unit, and balances. */
export function betResultFor(
	round: Unsettled,
	outcome: PlayerOutcome,
	balances: Balances,
): Unstamped<Extract<ServerMessage, { type: "betResult" }>> {
	return {
		type: "betResult",
		roundId: round.roundId,
		win: outcome.some((o) => o.won > 0),
		operatorSet: round.operatorSet,
		outcomes: inWalletUnits(outcome),
		balances,
	};
}

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
		// One row per player and wallet (the query groups by both).
		const outcome = perUser.get(row.userId) ?? [];
		outcome.push({ wallet: row.wallet, stake: row.stake, won: row.won, refunded: row.refunded });
		perUser.set(row.userId, outcome);
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
