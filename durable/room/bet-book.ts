/**
 * The current round's bets per player, including submissions still being committed (reserved, not yet
 * `committed`). Bets are D1 rows written with their stake, so the book can always be rebuilt from D1
 * (docs/decisions/0003-d1-and-durable-object-storage.md); the reservations make concurrent submissions of one
 * player count against each other (docs/decisions/0200-round-engine.md#money).
 */
import { paiseToRupees } from "~/domain/money";
import { type Bet, type BetType, betValueLabel } from "~/domain/roulette/bets";
import type { LiveBet, PlacedBet, Wallet } from "~/domain/roulette/protocol";

export type BookBet = Bet & { wallet: Wallet; submissionId: string; committed: boolean };

type BetRow = {
	user_id: string;
	wallet: Wallet;
	bet_type: BetType;
	numbers: string;
	amount_paise: number;
	submission_id: string;
};

const BET_COLUMNS = "user_id, wallet, bet_type, numbers, amount_paise, submission_id";

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
	async load(db: D1Database, roundId: string): Promise<void> {
		const { results } = await db
			.prepare(`SELECT ${BET_COLUMNS} FROM bets WHERE round_id = ? ORDER BY created_at, position`)
			.bind(roundId)
			.all<BetRow>();
		this.reset(roundId);
		for (const row of results) this.of(roundId, row.user_id).push(bookBetFromRow(row));
	}

	/** Replaces one player's committed bets with D1's, keeping their reservations. */
	async reloadPlayer(db: D1Database, roundId: string, userId: string): Promise<void> {
		const { results } = await db
			.prepare(`SELECT ${BET_COLUMNS} FROM bets WHERE round_id = ? AND user_id = ? ORDER BY created_at, position`)
			.bind(roundId, userId)
			.all<BetRow>();
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
		type: row.bet_type,
		numbers: row.numbers.split(",").map(Number),
		amountPaise: row.amount_paise,
		wallet: row.wallet,
		submissionId: row.submission_id,
		committed: true,
	};
}
