/**
 * The current round's bets per player, including submissions still being committed (reserved, not yet
 * `committed`). Bets are D1 rows written with their stake, so the book can always be rebuilt from D1
 * (docs/decisions/0003-d1-and-durable-object-storage.md); the reservations make concurrent submissions of one
 * player count against each other (docs/decisions/0200-round-engine.md#money).
 */
import { and, asc, eq, type SQL } from "drizzle-orm";
import { paiseToRupees } from "~/domain/money";
import { type Bet, type BetType, betValueLabel, maskName } from "~/domain/roulette/bets";
import type { LiveBet, PlacedBet, Wallet } from "~/domain/roulette/protocol";
import { callFromParts, type RacetrackCall } from "~/domain/roulette/racetrack";
import { maskPhone } from "~/domain/validation/auth";
import { betCallColumns } from "~/server/bet-call-columns";
import type { Database } from "~/server/db/client";
import { betCalls, bets, users } from "~/server/db/schema";

/** A racetrack call named in a submission (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history). */
export type BookCall = { id: string; call: RacetrackCall; chipPaise: number };

/** `call`: the call that placed the bet, shared by every bet of that call. */
export type BookBet = Bet & { wallet: Wallet; submissionId: string; committed: boolean; call?: BookCall };

/** How the admins' live bets name a bettor: masked name and phone (`LiveBet`). */
export type Bettor = { name: string; phone: string | null };

/** A round's bets in the order they were placed, each with its bettor's name and phone (masked in the book). */
function betRows(db: Database, where: SQL | undefined) {
	return db
		.select({
			userId: bets.userId,
			name: users.name,
			phone: users.phone,
			wallet: bets.wallet,
			betType: bets.betType,
			numbers: bets.numbers,
			amountPaise: bets.amountPaise,
			submissionId: bets.submissionId,
			...betCallColumns,
		})
		.from(bets)
		.leftJoin(betCalls, eq(betCalls.id, bets.callId))
		.innerJoin(users, eq(users.id, bets.userId))
		.where(where)
		.orderBy(asc(bets.createdAt), asc(bets.position));
}

type BetRow = Awaited<ReturnType<typeof betRows>>[number];

export class BetBook {
	private players = new Map<string, BookBet[]>();
	/**
	 * Who each bettor is, as the admins' live bets name them: from the socket's viewer (the Worker masked the phone when
	 * it admitted the socket), or from D1 when the book is rebuilt; never a read per bet.
	 */
	private bettors = new Map<string, Bettor>();
	private roundId: string | null = null;

	/** Starts an empty book for a round. */
	reset(roundId: string): void {
		this.players = new Map();
		this.bettors = new Map();
		this.roundId = roundId;
	}

	/** Records how the live bets name a player (kept for the round). */
	name(userId: string, bettor: Bettor): void {
		this.bettors.set(userId, bettor);
	}

	/** How the live bets name a player: as recorded, or masked placeholders when nothing was. */
	bettor(userId: string): Bettor {
		return this.bettors.get(userId) ?? { name: maskName(""), phone: null };
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
				...(b.call ? { call: { id: b.call.id, call: b.call.call, chip: paiseToRupees(b.call.chipPaise) } } : {}),
			}));
	}

	/** Every committed bet of the round, as admins see them. */
	live(roundId: string): LiveBet[] {
		const out: LiveBet[] = [];
		for (const [userId, bets] of this.players) {
			for (const b of bets) if (b.committed) out.push(liveBet(userId, this.bettor(userId), roundId, b));
		}
		return out;
	}

	/** Rebuilds the book of a round from D1 (after an eviction or restart). */
	async load(db: Database, roundId: string): Promise<void> {
		const results = await betRows(db, eq(bets.roundId, roundId));
		this.reset(roundId);
		const calls = new Map<string, BookCall>();
		for (const row of results) {
			this.of(roundId, row.userId).push(bookBetFromRow(row, calls));
			this.name(row.userId, bettorOfRow(row));
		}
	}

	/** Replaces one player's committed bets with D1's, keeping their reservations. */
	async reloadPlayer(db: Database, roundId: string, userId: string): Promise<void> {
		const results = await betRows(db, and(eq(bets.roundId, roundId), eq(bets.userId, userId)));
		const book = this.of(roundId, userId);
		const pending = book.filter((b) => !b.committed);
		const calls = new Map<string, BookCall>();
		book.splice(0, book.length, ...results.map((row) => bookBetFromRow(row, calls)), ...pending);
	}
}

/** A bettor as the admins' live bets name them, from their stored name and phone. */
function bettorOfRow(row: BetRow): Bettor {
	return { name: maskName(row.name), phone: maskPhone(row.phone) };
}

export function liveBet(userId: string, bettor: Bettor, roundId: string, bet: BookBet): LiveBet {
	return {
		userId,
		name: bettor.name,
		phone: bettor.phone,
		amount: paiseToRupees(bet.amountPaise),
		betType: bet.type,
		betValue: betValueLabel(bet),
		wallet: bet.wallet,
		roundId,
	};
}

/** A bet as D1 holds it; the bets of one call share one `BookCall` (kept in `calls` by id). */
function bookBetFromRow(row: BetRow, calls: Map<string, BookCall>): BookBet {
	const bet: BookBet = {
		// A roulette room's rounds hold roulette bets only.
		type: row.betType as BetType,
		numbers: row.numbers.split(",").map(Number),
		amountPaise: row.amountPaise,
		wallet: row.wallet,
		submissionId: row.submissionId,
		committed: true,
	};
	if (row.callId === null || row.callKind === null || row.callChipPaise === null) return bet;
	let call = calls.get(row.callId);
	if (!call) {
		const named = callFromParts({ kind: row.callKind, centre: row.callCentre, n: row.callEachSide });
		if (!named) return bet;
		call = { id: row.callId, call: named, chipPaise: row.callChipPaise };
		calls.set(row.callId, call);
	}
	return { ...bet, call };
}
