/**
 * A crash round's bets (docs/decisions/0820-crash-game.md): at most one per player and panel, reserved while its
 * stake is being committed, then placed until it is cashed out (by hand, by its auto target or by the table's
 * maximum win) or lost at the crash. Bets are D1 rows written with their stake and updated with their cash-out, so the
 * book is rebuilt from D1 after an eviction (docs/decisions/0003-d1-and-durable-object-storage.md).
 */
import { asc, eq, sql } from "drizzle-orm";
import {
	CRASH_PANELS,
	type CrashBet,
	type CrashPanel,
	type CrashRoundBet,
	type Multiplier,
} from "~/domain/crash/protocol";
import { paiseToRupees } from "~/domain/money";
import { maskName } from "~/domain/roulette/bets";
import type { Wallet } from "~/domain/roulette/protocol";
import type { Database } from "~/server/db/client";
import { bets, users } from "~/server/db/schema";

/** The live list sends at most this many bets (largest stakes first); the rest are counted. */
export const ROUND_BETS_SHOWN = 50;

export type CrashBookBet = {
	betId: string;
	userId: string;
	/** The player's masked name, as the live list shows it. */
	name: string;
	panel: CrashPanel;
	wallet: Wallet;
	amountPaise: number;
	autoCashOut: Multiplier | null;
	submissionId: string;
	clientSeed: string;
	/** False while its stake is being committed. */
	committed: boolean;
	status: "placed" | "cashedOut" | "lost";
	cashedOutAt: Multiplier | null;
	payoutPaise: number | null;
	/** A cash-out of this bet on its way to D1 (the room decided it; the player is told once it is written). */
	cashing: Promise<boolean> | null;
};

export class CrashBook {
	private bets = new Map<string, CrashBookBet>();
	private roundId: string | null = null;
	/** Bumped on every change the live list shows. */
	version = 0;

	reset(roundId: string): void {
		this.bets = new Map();
		this.roundId = roundId;
		this.version++;
	}

	holds(roundId: string): boolean {
		return this.roundId === roundId;
	}

	/** The player's bet on a panel of this round (reserved or placed), if any. */
	get(roundId: string, userId: string, panel: CrashPanel): CrashBookBet | undefined {
		return this.roundId === roundId ? this.bets.get(`${userId}:${panel}`) : undefined;
	}

	/** The player's bet by its submission id (a crashBet sent again). */
	bySubmission(roundId: string, userId: string, submissionId: string): CrashBookBet | undefined {
		if (this.roundId !== roundId) return undefined;
		// A player holds at most one bet per panel: two lookups, not a scan of the round's book.
		for (const panel of CRASH_PANELS) {
			const bet = this.bets.get(`${userId}:${panel}`);
			if (bet?.submissionId === submissionId) return bet;
		}
		return undefined;
	}

	/** Reserves a bet (the caller checked the panel is free); a new round starts a new book. */
	reserve(roundId: string, bet: CrashBookBet): void {
		if (this.roundId !== roundId) this.reset(roundId);
		this.bets.set(`${bet.userId}:${bet.panel}`, bet);
	}

	/** Removes a reservation whose stake was refused. */
	release(roundId: string, bet: CrashBookBet): void {
		const key = `${bet.userId}:${bet.panel}`;
		if (this.roundId === roundId && this.bets.get(key) === bet) this.bets.delete(key);
	}

	changed(): void {
		this.version++;
	}

	/** Every committed bet of the round. */
	placed(): CrashBookBet[] {
		return [...this.bets.values()].filter((b) => b.committed);
	}

	/** The player's committed bets, as they see them. */
	mine(userId: string): CrashBet[] {
		return this.placed()
			.filter((b) => b.userId === userId)
			.sort((a, b) => a.panel - b.panel)
			.map(crashBetView);
	}

	/** The live list: every player's bets, largest stakes first, names masked, the first ROUND_BETS_SHOWN. */
	roundBets(): { bets: CrashRoundBet[]; more: number } {
		const all = this.placed().sort((a, b) => b.amountPaise - a.amountPaise);
		return {
			bets: all.slice(0, ROUND_BETS_SHOWN).map((b) => ({
				name: b.name,
				wallet: b.wallet,
				amount: paiseToRupees(b.amountPaise),
				cashedOutAt: b.cashedOutAt,
				payout: b.payoutPaise === null ? null : paiseToRupees(b.payoutPaise),
			})),
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
				panel: bets.panel,
				wallet: bets.wallet,
				amountPaise: bets.amountPaise,
				autoCashOut: bets.autoCashOut,
				submissionId: bets.submissionId,
				clientSeed: bets.clientSeed,
				status: bets.status,
				cashedOutAt: bets.cashedOutAt,
				payoutPaise: bets.payoutPaise,
			})
			.from(bets)
			.innerJoin(users, eq(users.id, bets.userId))
			.where(eq(bets.roundId, roundId))
			.orderBy(asc(sql`${bets}.rowid`));
		this.reset(roundId);
		for (const row of rows) {
			if (row.panel !== 0 && row.panel !== 1) continue;
			this.bets.set(`${row.userId}:${row.panel}`, {
				betId: row.betId,
				userId: row.userId,
				name: maskName(row.name),
				panel: row.panel,
				wallet: row.wallet,
				amountPaise: row.amountPaise,
				autoCashOut: row.autoCashOut,
				submissionId: row.submissionId,
				clientSeed: row.clientSeed ?? "",
				committed: true,
				status: row.status === "won" ? "cashedOut" : row.status === "lost" ? "lost" : "placed",
				cashedOutAt: row.cashedOutAt,
				payoutPaise: row.status === "won" ? row.payoutPaise : null,
				cashing: null,
			});
		}
	}
}

/** A bet as its owner sees it. */
export function crashBetView(bet: CrashBookBet): CrashBet {
	return {
		panel: bet.panel,
		wallet: bet.wallet,
		amount: paiseToRupees(bet.amountPaise),
		autoCashOut: bet.autoCashOut,
		submissionId: bet.submissionId,
		cashedOutAt: bet.cashedOutAt,
		payout: bet.payoutPaise === null ? null : paiseToRupees(bet.payoutPaise),
		status: bet.status,
	};
}
