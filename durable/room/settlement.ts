/**
 * Settling a revealed round in D1, exactly once however often it is repeated
 * (docs/decisions/0200-round-engine.md#settlement-exactly-once, docs/product.md#money), and reading what each
 * player of the round won, for their betResult and the winners list.
 */

import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { paiseToRupees } from "~/domain/money";
import { betReturnPaise, maskName } from "~/domain/roulette/bets";
import type { Balances, RecentWinner, ServerMessage, Wallet, WalletOutcome } from "~/domain/roulette/protocol";
import { type Database, runBatch } from "~/server/db/client";
import { placeholder, prepareOnce } from "~/server/db/prepared";
import { type BetStatus, bets, rounds, users, wallets } from "~/server/db/schema";
import { movementExists, preparedMovements } from "~/server/ledger";
import { type NotificationRow, notifyRoundRefunds } from "~/server/notifications";
import { IN_CHUNK, rupeeBalances } from "./group-commit";
import type { RoomOptions } from "./options";
import type { Unsettled, Unstamped } from "./round-machine";
import type { AuthoredEntry } from "./table-feed";

export const payoutKey = (betId: string) => `bet:${betId}:payout`;
export const refundKey = (betId: string) => `bet:${betId}:refund`;

/** A bet's settlement, as its update binds it. */
type SettledBet = { id: string; status: BetStatus; paid: number; now: number };

/** The statements settlement runs per bet, prepared once per database (server/db/prepared.ts). */
function settlementStatements(db: Database, d1: D1Database) {
	const p = placeholder;
	const settle = { status: p("status"), payoutPaise: p("paid"), settledAt: p("now") };
	const placed = and(eq(bets.id, p("id")), eq(bets.status, "placed"));
	return {
		movement: preparedMovements(db, d1),
		// Marked settled from 'placed' only, and a paid bet only once its payout or refund has happened.
		paid: prepareOnce<SettledBet & { key: string }>(
			d1,
			db
				.update(bets)
				.set(settle)
				.where(and(placed, movementExists(p("key")))),
		),
		lost: prepareOnce<SettledBet>(d1, db.update(bets).set(settle).where(placed)),
	};
}

const prepared = new WeakMap<D1Database, ReturnType<typeof settlementStatements>>();

function statementsFor(db: Database, d1: D1Database) {
	let statements = prepared.get(d1);
	if (!statements) {
		statements = settlementStatements(db, d1);
		prepared.set(d1, statements);
	}
	return statements;
}

/**
 * Idempotent settlement of one round. Every step may be repeated: the round row is
 * overwritten with the same values, each bet is paid by a movement with its own key
 * and marked settled only from 'placed' in the same batch. Returns the refund notifications it wrote (an
 * operator-set round), for the room to hand to the players' hubs.
 */
export async function settleRound(
	db: Database,
	d1: D1Database,
	round: Unsettled,
	{ settleChunk, settlementHook }: Pick<RoomOptions, "settleChunk" | "settlementHook">,
): Promise<NotificationRow[]> {
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
	const statementsOf = statementsFor(db, d1);
	for (let i = 0; i < open.length; i += settleChunk) {
		const statements: D1PreparedStatement[] = [];
		for (const row of open.slice(i, i + settleChunk)) {
			const bet = { type: row.betType, numbers: row.numbers.split(",").map(Number), amountPaise: row.amountPaise };
			// An operator-set result refunds real money and settles play tokens (docs/product.md#operator-mode).
			const refund = round.operatorSet && row.wallet === "real";
			const paid = refund ? row.amountPaise : betReturnPaise(bet, round.result);
			const status = refund ? "refunded" : paid > 0 ? "won" : "lost";
			if (paid > 0) {
				const key = refund ? refundKey(row.id) : payoutKey(row.id);
				statements.push(
					...statementsOf.movement(
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
					statementsOf.paid({ id: row.id, status, paid, now, key }),
				);
			} else {
				statements.push(statementsOf.lost({ id: row.id, status: "lost", paid: 0, now }));
			}
		}
		if (statements.length > 0) await d1.batch(statements);
		settlementHook?.(`chunk:${i / settleChunk + 1}`);
	}
	// Each player whose real-money stakes an operator-set result refunded is told, once (the notification's key).
	const told = round.operatorSet ? await notifyRoundRefunds(db, round.roundId, now) : [];
	await db
		.update(rounds)
		.set({ settledAt: now })
		.where(and(eq(rounds.id, round.roundId), isNull(rounds.settledAt)));
	settlementHook?.("roundSettled");
	return told;
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
