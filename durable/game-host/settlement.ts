/**
 * Settling a round's bets in D1, exactly once however often it is repeated, for every game on the host
 * (docs/decisions/0200-round-engine.md#settlement-exactly-once, 0810-game-host.md, docs/product.md#money): the game
 * records its round's result and says what each open bet gets (its verdict); the host pays each bet by a movement of
 * its own key and marks it settled only from 'placed', in chunks, then marks the round settled. Also the balances
 * of many players, for the announcements.
 */

import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Balances, Wallet } from "~/domain/roulette/protocol";
import { betColumns, roundWageringStatements } from "~/server/bonus-money";
import { type Database, runBatch } from "~/server/db/client";
import { placeholder, prepareOnce } from "~/server/db/prepared";
import { type BetStatus, bets, rounds, type StoredBetType, wallets } from "~/server/db/schema";
import { movementExists, preparedMovements } from "~/server/ledger";
import type { NotificationRow } from "~/server/notifications";
import { IN_CHUNK, rupeeBalances } from "./group-commit";
import type { RoomOptions } from "./options";

export const payoutKey = (betId: string) => `bet:${betId}:payout`;
export const refundKey = (betId: string) => `bet:${betId}:refund`;

/** A bet's settlement, as its update binds it; `cashedOutAt` is a crash bet's multiplier (null for others). */
type SettledBet = { id: string; status: BetStatus; paid: number; now: number; cashedOutAt: number | null };

/** The statements settlement runs per bet, prepared once per database (server/db/prepared.ts). */
function settlementStatements(db: Database, d1: D1Database) {
	const p = placeholder;
	const settle = { status: p("status"), payoutPaise: p("paid"), settledAt: p("now"), cashedOutAt: p("cashedOutAt") };
	const placed = and(eq(bets.id, p("id")), eq(bets.status, "placed"));
	return {
		movement: preparedMovements(db, d1),
		/**
		 * A payout that happens only while its bet is still 'placed' (its `refId`): a crash bet's cash-out, which may
		 * meet its round's settlement in D1 from another instance of the room after an eviction. D1 runs one batch at a
		 * time, so the bet is either paid and marked won, or marked lost and never paid.
		 */
		guardedMovement: preparedMovements(
			db,
			d1,
			(m) => sql`exists (select 1 from ${bets} where ${bets.id} = ${m.refId} and ${bets.status} = 'placed')`,
		),
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

/** An open bet as settlement reads it; the game's verdict reads what its bets need. */
export type OpenBet = {
	id: string;
	userId: string;
	wallet: Wallet;
	betType: StoredBetType;
	numbers: string;
	amountPaise: number;
	autoCashOut: number | null;
};

/**
 * What a bet gets: paid (won, or refunded) with its amount (stake included), or lost: with nothing back, or with a
 * part of its stake back (a Dragon Tiger bet on Dragon or Tiger at a tie: half), paid like a payout.
 */
export type Verdict =
	| { status: "won" | "refunded"; paidPaise: number; cashedOutAt?: number | null }
	| { status: "lost"; paidPaise: number };

/**
 * The statements that settle one bet by its verdict: a payout or refund movement of the bet's own key and the bet
 * marked settled (only from 'placed', and only once the movement happened), or the bet marked lost. `guarded`: the
 * movement itself also needs the bet still 'placed' (a crash cash-out).
 */
function settleBetStatements(
	statementsOf: ReturnType<typeof settlementStatements>,
	bet: Pick<OpenBet, "id" | "userId" | "wallet">,
	verdict: Verdict,
	now: number,
	guarded = false,
): D1PreparedStatement[] {
	const cashedOutAt = verdict.status === "lost" ? null : (verdict.cashedOutAt ?? null);
	if (verdict.paidPaise <= 0) {
		return [statementsOf.lost({ id: bet.id, status: "lost", paid: 0, now, cashedOutAt: null })];
	}
	const refund = verdict.status === "refunded";
	const key = refund ? refundKey(bet.id) : payoutKey(bet.id);
	const movement = guarded ? statementsOf.guardedMovement : statementsOf.movement;
	return [
		...movement(
			{
				userId: bet.userId,
				wallet: bet.wallet,
				amountPaise: verdict.paidPaise,
				reason: refund ? "bet_refund" : "bet_payout",
				refType: "bet",
				refId: bet.id,
				idempotencyKey: key,
			},
			now,
		),
		statementsOf.paid({ id: bet.id, status: verdict.status, paid: verdict.paidPaise, now, key, cashedOutAt }),
	];
}

/** What a game tells the host's settlement about one revealed round. */
export type RoundSettlement = {
	roundId: string;
	/** Writes the round's result to its D1 row (the same values every time). */
	record: (db: Database) => Promise<void>;
	/** What an open bet of the round gets. */
	verdict: (bet: OpenBet) => Verdict;
	/** The notifications the settlement writes (roulette: an operator-set round's refunds), once per player. */
	notify?: (db: Database, now: number) => Promise<NotificationRow[]>;
	/** Crash: a payout also needs its bet still 'placed' in its own statement (a cash-out may race it in D1). */
	guarded?: boolean;
};

/**
 * Idempotent settlement of one round. Every step may be repeated: the round row is overwritten with the same
 * values, each bet is paid by a movement with its own key and marked settled only from 'placed' in the same batch.
 * Returns the notifications it wrote, for the room to hand to the players' hubs.
 */
export async function settleRound(
	db: Database,
	d1: D1Database,
	round: RoundSettlement,
	{ settleChunk, settlementHook }: Pick<RoomOptions<unknown>, "settleChunk" | "settlementHook">,
): Promise<NotificationRow[]> {
	settlementHook?.("start");
	await round.record(db);
	settlementHook?.("roundRecorded");
	const open: OpenBet[] = await db
		.select(betColumns)
		.from(bets)
		.where(and(eq(bets.roundId, round.roundId), eq(bets.status, "placed")));
	const now = Date.now();
	const statementsOf = statementsFor(db, d1);
	// Bonus wagering (docs/decisions/0850-promotions.md): what the round's real-money stakes add to their players'
	// bonuses, once per bonus and round, in the batch of the first chunk (or alone when every bet was settled before).
	const wagering = (
		await roundWageringStatements(
			db,
			round.roundId,
			(bet) => bet.status === "refunded" || (bet.status === "placed" && round.verdict(bet).status === "refunded"),
			now,
		)
	).map((query) => {
		const { sql: text, params } = query.toSQL();
		return d1.prepare(text).bind(...params);
	});
	if (open.length === 0 && wagering.length > 0) await d1.batch(wagering);
	for (let i = 0; i < open.length; i += settleChunk) {
		const statements: D1PreparedStatement[] = i === 0 ? [...wagering] : [];
		for (const row of open.slice(i, i + settleChunk)) {
			statements.push(...settleBetStatements(statementsOf, row, round.verdict(row), now, round.guarded));
		}
		if (statements.length > 0) await d1.batch(statements);
		settlementHook?.(`chunk:${i / settleChunk + 1}`);
	}
	const told = round.notify ? await round.notify(db, now) : [];
	// The round's settled_at is when its last bet was settled (the crash benchmark reads settled_at − result_at).
	await db
		.update(rounds)
		.set({ settledAt: Date.now() })
		.where(and(eq(rounds.id, round.roundId), isNull(rounds.settledAt)));
	settlementHook?.("roundSettled");
	return told;
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
