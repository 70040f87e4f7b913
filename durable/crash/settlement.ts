/**
 * Settling a crashed round on the host's exactly-once settlement (durable/game-host/settlement.ts,
 * docs/decisions/0820-crash-game.md): the round row gets its revealed game hash, seeds and crash point; each bet still
 * 'placed' (not cashed out by hand or by the room's timers) is paid its automatic target (its auto cash-out, or the
 * table's maximum win) when that is below the crash point, else lost. Payouts are guarded by the bet still being
 * 'placed', as cash-outs are, so the two can never both happen. Also the first bettors' seeds of a round.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { CLIENT_SEEDS_MIXED } from "~/domain/crash/fairness";
import type { Database } from "~/server/db/client";
import { bets, rounds } from "~/server/db/schema";
import type { NotificationRow } from "~/server/notifications";
import type { RoomOptions } from "../game-host/options";
import { settleRound } from "../game-host/settlement";
import { automaticAtCrash, type CrashOwed } from "./state";

export function settleCrashRound(
	db: Database,
	d1: D1Database,
	owed: CrashOwed,
	options: Pick<RoomOptions<unknown>, "settleChunk" | "settlementHook">,
): Promise<NotificationRow[]> {
	return settleRound(
		db,
		d1,
		{
			roundId: owed.roundId,
			guarded: true,
			record: async (db) => {
				await db
					.update(rounds)
					.set({
						serverSeed: owed.gameHash,
						crashPoint: owed.crashPoint,
						clientSeeds: owed.clientSeeds,
						resultAt: owed.resultAt,
					})
					.where(eq(rounds.id, owed.roundId));
			},
			verdict: (bet) => {
				const automatic = automaticAtCrash(bet, owed.crashPoint, owed.maxWinPaise);
				return automatic
					? { status: "won", paidPaise: automatic.payoutPaise, cashedOutAt: automatic.at }
					: { status: "lost", paidPaise: 0 };
			},
		},
		options,
	);
}

/**
 * The client seeds mixed into a round's crash point: those of its first CLIENT_SEEDS_MIXED bets in the order they
 * were written to D1, which is the order the room accepted them (docs/decisions/0830-crash-fairness.md).
 */
export async function firstClientSeeds(db: Database, roundId: string): Promise<string[]> {
	const rows = await db
		.select({ seed: bets.clientSeed })
		.from(bets)
		.where(and(eq(bets.roundId, roundId), isNotNull(bets.clientSeed)))
		.orderBy(asc(sql`${bets}.rowid`))
		.limit(CLIENT_SEEDS_MIXED);
	return rows.flatMap((row) => (row.seed ? [row.seed] : []));
}
