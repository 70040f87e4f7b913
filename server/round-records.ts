/**
 * A table's recent rounds and one round's public record (docs/product.md#fairness,
 * #how-to-verify-a-crash-round): what `GET /api/rounds` and `GET /api/rounds/:id` answer (worker/api/rounds.ts) and
 * what the /verify page's loader reads (app/routes/verify.tsx); one implementation for both.
 */
import { eq } from "drizzle-orm";
import { CARD_GAME_RULES, isCardGame } from "~/domain/cards/games";
import { CRASH_RTP_BASIS_POINTS } from "~/domain/crash/fairness";
import { colorOf } from "~/domain/roulette/wheel";
import type { Database } from "./db/client";
import { crashChains, rounds as roundsTable, tables } from "./db/schema";
import { crashedRounds, dealtRounds, revealedRounds, rouletteRoundItem } from "./revealed-rounds";

/** The game a table plays (a table not in the catalogue reads as roulette: its lists are empty). */
export const gameOf = (db: Database, table: string) =>
	db.select({ game: tables.game }).from(tables).where(eq(tables.id, table));

/**
 * A table's revealed rounds, newest first, before a round number: a roulette table's results, a crash table's crash
 * points, a card table's winners and cards (`game` says which). One trip to D1.
 */
export async function recentRounds(db: Database, table: string, beforeSeq: number | undefined, limit: number) {
	const [kind, rouletteRows, crashRows, cardRows] = await db.batch([
		gameOf(db, table),
		revealedRounds(db, table, beforeSeq, limit),
		crashedRounds(db, table, beforeSeq, limit),
		dealtRounds(db, table, beforeSeq, limit),
	]);
	const game = kind[0]?.game;
	return isCardGame(game)
		? cardRows.map((r) => ({
				game,
				roundId: r.id,
				tableId: table,
				seq: r.seq,
				result: r.cardResult,
				cards: r.cards ?? [],
				time: r.resultAt,
			}))
		: game === "crash"
			? crashRows.map((r) => ({
					game: "crash" as const,
					roundId: r.id,
					tableId: table,
					seq: r.seq,
					crashPoint: r.crashPoint,
					time: r.resultAt,
				}))
			: rouletteRows.map((r) => ({ ...rouletteRoundItem(r, table), time: r.resultAt }));
}

export type RecentRound = Awaited<ReturnType<typeof recentRounds>>[number];

const CRASH_VERIFICATION = {
	commitment: "hex(SHA-256(bytes of gameHash)); it is the previous round's game hash",
	chain: "hashing gameHash (chainIndex + 1) times gives the chain's terminatingHash, published before its first round",
	crashPoint:
		"r = first 13 hex digits of HMAC-SHA256(key = bytes of gameHash, message = clientSeeds joined by ','); with N = 2^52, f = floor(rtpBasisPoints · N / (100 · (N − r))); crashPoint = 100 if f < 100, else min(f + 1, 1000000) hundredths",
};

/** What every game's round record says: its place, its commitment and its times. */
function recordBase(row: typeof roundsTable.$inferSelect) {
	return {
		roundId: row.id,
		tableId: row.tableId,
		seq: row.seq,
		commitment: row.commitment,
		bettingOpensAt: row.bettingOpensAt,
		bettingClosesAt: row.bettingClosesAt,
		resultAt: row.resultAt,
		settled: row.settledAt !== null,
	};
}

/**
 * A round's public record: commitment always; seed and result once revealed; what to recompute them with. A crash
 * round's: its game hash, client seeds and crash point once it crashed, its chain and the chain's terminating hash.
 * Null for an unknown or malformed id. `final`: revealed and settled, the record never changes again.
 */
export async function roundRecord(db: Database, id: string) {
	const row = /^[0-9a-f-]{36}$/.test(id)
		? await db.select().from(roundsTable).where(eq(roundsTable.id, id)).get()
		: undefined;
	if (!row) return null;
	if (row.chainId !== null) {
		const chain = await db
			.select({ terminatingHash: crashChains.terminatingHash, length: crashChains.length })
			.from(crashChains)
			.where(eq(crashChains.id, row.chainId))
			.get();
		const crashed = row.serverSeed !== null && row.crashPoint !== null;
		return {
			final: crashed && row.settledAt !== null,
			record: {
				game: "crash" as const,
				...recordBase(row),
				gameHash: crashed ? row.serverSeed : null,
				clientSeeds: crashed ? row.clientSeeds : null,
				crashPoint: crashed ? row.crashPoint : null,
				rtpBasisPoints: CRASH_RTP_BASIS_POINTS,
				terminatingHash: chain?.terminatingHash ?? null,
				chainId: row.chainId,
				chainIndex: row.chainIndex,
				chainLength: chain?.length ?? null,
				verification: CRASH_VERIFICATION,
			},
		};
	}
	const game = (await gameOf(db, row.tableId).get())?.game;
	if (isCardGame(game)) {
		const dealt = row.serverSeed !== null && row.cardResult !== null;
		const rules = CARD_GAME_RULES[game];
		return {
			final: dealt && row.settledAt !== null,
			record: {
				game,
				...recordBase(row),
				serverSeed: dealt ? row.serverSeed : null,
				result: dealt ? row.cardResult : null,
				cards: dealt ? row.cards : null,
				verification: {
					commitment: "hex(SHA-256(bytes of serverSeed))",
					cards: `Fisher–Yates over the cards 0…${rules.shoeSize - 1}, driven by the bytes of HMAC-SHA256(key = bytes of serverSeed, message = roundId:i) for i = 0, 1, …, each pick uniform by rejection; the first ${rules.drawCount} positions are the cards dealt in order (domain/cards/shuffle.ts)`,
					hmacMessage: row.id,
				},
			},
		};
	}
	const revealed = row.serverSeed !== null && row.result !== null;
	return {
		final: revealed && row.settledAt !== null,
		record: {
			game: "roulette" as const,
			...recordBase(row),
			serverSeed: revealed ? row.serverSeed : null,
			result: revealed ? row.result : null,
			color: revealed && row.result !== null ? colorOf(row.result) : null,
			operatorSet: row.operatorSet,
			verification: {
				commitment: "hex(SHA-256(bytes of serverSeed))",
				result:
					"first byte b < 222 of HMAC-SHA256(key = bytes of serverSeed, message = roundId), as b mod 37; if none, message roundId:1, roundId:2, ...",
				hmacMessage: row.id,
				note: row.operatorSet
					? "The operator set this result; it is not the fair result. Real-money stakes of this round were refunded."
					: null,
			},
		},
	};
}

export type RoundRecord = NonNullable<Awaited<ReturnType<typeof roundRecord>>>["record"];
