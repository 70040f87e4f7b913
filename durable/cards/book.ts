/**
 * A card round's bets (docs/decisions/0840-card-tables.md): each player's bets by spot, reserved while their stake
 * is being committed, then placed until the round settles. Bets are D1 rows written with their stake, so the book is
 * rebuilt from D1 after an eviction (docs/decisions/0003-d1-and-durable-object-storage.md).
 */
import { asc, eq, sql } from "drizzle-orm";
import type { CardSpot } from "~/domain/cards/games";
import type { CardBetView, CardRoundBet } from "~/domain/cards/protocol";
import { paiseToRupees } from "~/domain/money";
import { maskName } from "~/domain/roulette/bets";
import type { Wallet } from "~/domain/roulette/protocol";
import type { Database } from "~/server/db/client";
import { bets, users } from "~/server/db/schema";

/** The live list sends at most this many bets (largest stakes first); the rest are counted. */
export const ROUND_BETS_SHOWN = 50;

export type CardBookBet = {
	betId: string;
	userId: string;
	/** The player's masked name, as the live list shows it. */
	name: string;
	spot: CardSpot;
	wallet: Wallet;
	amountPaise: number;
	submissionId: string;
	/** False while its stake is being committed. */
	committed: boolean;
	status: "placed" | "won" | "lost";
	payoutPaise: number | null;
};

export class CardBook {
	private bets: CardBookBet[] = [];
	private roundId: string | null = null;
	/** Bumped on every change the live list shows. */
	version = 0;

	reset(roundId: string): void {
		this.bets = [];
		this.roundId = roundId;
		this.version++;
	}

	changed(): void {
		this.version++;
	}

	holds(roundId: string): boolean {
		return this.roundId === roundId;
	}

	/** The player's bets of a submission (a cardBet sent again). */
	bySubmission(roundId: string, userId: string, submissionId: string): CardBookBet[] {
		if (this.roundId !== roundId) return [];
		return this.bets.filter((b) => b.userId === userId && b.submissionId === submissionId);
	}

	/** The player's stake on a spot in this round, reserved or placed. */
	onSpot(roundId: string, userId: string, spot: CardSpot): number {
		if (this.roundId !== roundId) return 0;
		return this.bets.filter((b) => b.userId === userId && b.spot === spot).reduce((sum, b) => sum + b.amountPaise, 0);
	}

	reserve(roundId: string, reserved: CardBookBet[]): void {
		if (this.roundId !== roundId) this.reset(roundId);
		this.bets.push(...reserved);
	}

	release(roundId: string, released: CardBookBet[]): void {
		if (this.roundId === roundId) this.bets = this.bets.filter((b) => !released.includes(b));
	}

	/** Every committed bet of the round. */
	placed(): CardBookBet[] {
		return this.bets.filter((b) => b.committed);
	}

	mine(userId: string): CardBetView[] {
		return this.placed()
			.filter((b) => b.userId === userId)
			.map(cardBetView);
	}

	/** The live list: every player's committed bets, largest stakes first, names masked, the first ROUND_BETS_SHOWN. */
	roundBets(): { bets: CardRoundBet[]; more: number } {
		const all = this.placed().sort((a, b) => b.amountPaise - a.amountPaise);
		return {
			bets: all.slice(0, ROUND_BETS_SHOWN).map((b) => ({ name: b.name, ...cardBetView(b) })),
			more: Math.max(0, all.length - ROUND_BETS_SHOWN),
		};
	}

	/** Rebuilds the round's book from D1 (after an eviction or restart). */
	async load(db: Database, roundId: string): Promise<void> {
		const rows = await db
			.select({
				betId: bets.id,
				userId: bets.userId,
				name: users.name,
				spot: bets.betType,
				wallet: bets.wallet,
				amountPaise: bets.amountPaise,
				submissionId: bets.submissionId,
				status: bets.status,
				payoutPaise: bets.payoutPaise,
			})
			.from(bets)
			.innerJoin(users, eq(users.id, bets.userId))
			.where(eq(bets.roundId, roundId))
			.orderBy(asc(sql`${bets}.rowid`));
		this.reset(roundId);
		for (const row of rows) {
			this.bets.push({
				...row,
				name: maskName(row.name),
				spot: row.spot as CardSpot,
				committed: true,
				status: row.status === "won" ? "won" : row.status === "lost" ? "lost" : "placed",
			});
		}
	}
}

export function cardBetView(bet: CardBookBet): CardBetView {
	return {
		spot: bet.spot,
		wallet: bet.wallet,
		amount: paiseToRupees(bet.amountPaise),
		status: bet.status,
		payout: bet.payoutPaise === null ? null : paiseToRupees(bet.payoutPaise),
	};
}
