/**
 * The current round's bets per player, including submissions still being committed (reserved, not yet
 * `committed`). Bets are D1 rows written with their stake, so the book can always be rebuilt from D1
 * (docs/decisions/0003-d1-and-durable-object-storage.md); the reservations make concurrent submissions of one
 * player count against each other (docs/decisions/0200-round-engine.md#money).
 */
import { and, asc, eq, type SQL } from "drizzle-orm";
import { paiseToRupees } from "~/domain/money";
import { type Bet, betValueLabel } from "~/domain/roulette/bets";
import type { LiveBet, PlacedBet, Wallet } from "~/domain/roulette/protocol";
import type { Database } from "~/server/db/client";
import { bets } from "~/server/db/schema";

export type BookBet = Bet & { wallet: Wallet; submissionId: string; committed: boolean };

/** A round's bets in the order they were placed. */
function betRows(db: Database, where: SQL | undefined) {
	return db
		.select({
			userId: bets.userId,
			wallet: bets.wallet,
			betType: bets.betType,
			numbers: bets.numbers,
			amountPaise: bets.amountPaise,
			submissionId: bets.submissionId,
		})
		.from(bets)
		.where(where)
		.orderBy(asc(bets.createdAt), asc(bets.position));
}

type BetRow = Awaited<ReturnType<typeof betRows>>[number];

export class BetBook {
	private players = new Map<string, BookBet[]>();
	private roundId: string | null = null;

	/** Starts an empty book for a round. */
	reset(roundId: string): void {
		this.players = new Map();
		this.roundId = roundId;
	}

	/** Whether the book holds this round (and not an older one). */
	holds(roundId: string): boolean {
		return this.roundId === roundId;
	}

	/** The player's bets of the round, as a live array the caller may reserve into; a new round starts a new book. */
	of(roundId: string, userId: string): BookBet[] {
		if (this.roundId !== roundId) this.reset(roundId);
		let bets = this.players.get(userId);
		if (!bets) {
			bets = [];
			this.players.set(userId, bets);
		}
		return bets;
	}

	/** The player's committed bets of this round, as they see them. */
	placed(roundId: string | null, userId: string): PlacedBet[] {
		if (!roundId || this.roundId !== roundId) return [];
		return (this.players.get(userId) ?? [])
			.filter((b) => b.committed)
			.map((b) => ({
				type: b.type,
				numbers: b.numbers,
				amount: paiseToRupees(b.amountPaise),
				wallet: b.wallet,
				submissionId: b.submissionId,
			}));
	}

	/** Every committed bet of the round, as admins see them. */
	live(roundId: string): LiveBet[] {
		const out: LiveBet[] = [];
		for (const [userId, bets] of this.players) {
			for (const b of bets) if (b.committed) out.push(liveBet(userId, roundId, b));
		}
		return out;
	}

	/** Rebuilds the book of a round from D1 (after an eviction or restart). */
	async load(db: Database, roundId: string): Promise<void> {
		const results = await betRows(db, eq(bets.roundId, roundId));
		this.reset(roundId);
		for (const row of results) this.of(roundId, row.userId).push(bookBetFromRow(row));
	}

	/** Replaces one player's committed bets with D1's, keeping their reservations. */
	async reloadPlayer(db: Database, roundId: string, userId: string): Promise<void> {
		const results = await betRows(db, and(eq(bets.roundId, roundId), eq(bets.userId, userId)));
		const book = this.of(roundId, userId);
		const pending = book.filter((b) => !b.committed);
		book.splice(0, book.length, ...results.map(bookBetFromRow), ...pending);
	}
}

export function liveBet(userId: string, roundId: string, bet: BookBet): LiveBet {
	return {
		userId,
		amount: paiseToRupees(bet.amountPaise),
		betType: bet.type,
		betValue: betValueLabel(bet),
		wallet: bet.wallet,
		roundId,
	};
}

function bookBetFromRow(row: BetRow): BookBet {
	return {
		type: row.betType,
		numbers: row.numbers.split(",").map(Number),
		amountPaise: row.amountPaise,
		wallet: row.wallet,
		submissionId: row.submissionId,
		committed: true,
	};
}
