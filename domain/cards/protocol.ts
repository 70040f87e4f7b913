/**
 * The card tables' socket protocol (docs/decisions/0840-card-tables.md): the same framing, session and budget rules
 * as the other games on the host (domain/roulette/protocol.ts, domain/crash/protocol.ts); only the game's messages are
 * its own. Amounts are rupees (or tokens) with at most two decimals at the edge, integer paise inside.
 */
import type { Balances, Wallet } from "~/domain/roulette/protocol";
import type { CardGame, CardResult, CardSpot } from "./games";

/** betting: bets are taken (Andar Bahar's joker is shown); dealing: the cards go out; result: the round is revealed. */
export type CardPhase = "betting" | "dealing" | "result";

/** What every client knows about the round in progress. */
export type CardRoundView = {
	roundId: string;
	seq: number;
	game: CardGame;
	phase: CardPhase;
	phaseStartedAt: number;
	/** betting: when betting closes; dealing: when the result is announced; result: when the next round opens. */
	phaseEndsAt: number;
	/** SHA-256 of the round's seed, public before any bet. */
	commitment: string;
	/** Revealed in the result phase; null before. */
	serverSeed: string | null;
	/** The cards shown as betting opens (Andar Bahar's joker; none at Dragon Tiger). */
	openCards: number[];
	/** The cards dealt after betting closed, in order (from the dealing phase; null before). */
	dealt: number[] | null;
	/** When the deal started (the screen shows card i at dealStartedAt + dealOffsets[i]); null before. */
	dealStartedAt: number | null;
	result: CardResult | null;
	suited: boolean;
	/** Per-bet limits in rupees, from the catalogue when the round opened. */
	minBet: number;
	maxBet: number;
};

/** A past round in the results strip (newest first). */
export type PastCardRound = { roundId: string; seq: number; result: CardResult; cardsDealt: number; suited: boolean };

/** One of the viewer's own bets of the round. */
export type CardBetView = {
	spot: CardSpot;
	wallet: Wallet;
	amount: number;
	status: "placed" | "won" | "lost";
	/** What it returned, stake included (a Dragon Tiger tie: half the stake), once settled. */
	payout: number | null;
};

/** A bet of the round's live list, as every player at the table sees it: the bettor's name masked. */
export type CardRoundBet = CardBetView & { name: string };

export type CardClientMessage =
	| { type: "cardBet"; submissionId: string; wallet: Wallet; bets: Array<{ spot: CardSpot; amount: number }> }
	| { type: "ping"; clientTime: number }
	| { type: "renewSession"; token: string };

type Stamped = { serverNow: number };

export type CardServerMessage = Stamped &
	(
		| {
				type: "syncState";
				game: CardGame;
				round: CardRoundView | null;
				lastResults: PastCardRound[];
				you: { bets: CardBetView[]; balances: Balances } | null;
				tableEnabled: boolean;
				/** The round's live list: every player's bets, largest stakes first, the first few; `more` the rest. */
				roundBets: CardRoundBet[];
				roundBetsMore: number;
		  }
		| { type: "bettingOpen"; round: CardRoundView }
		| { type: "dealing"; round: CardRoundView }
		| { type: "roundResult"; round: CardRoundView; lastResults: PastCardRound[] }
		| { type: "cardBetPlaced"; submissionId: string; bets: CardBetView[]; balances: Balances }
		| { type: "betResult"; roundId: string; bets: CardBetView[]; balances: Balances }
		| { type: "roundBets"; roundId: string; bets: CardRoundBet[]; more: number }
		| { type: "tableStatus"; tableEnabled: boolean; message: string | null }
		| { type: "error"; message: string; submissionId?: string }
		| { type: "pong"; clientTime: number }
		| { type: "sessionRenewed"; expiresAt: number }
	);
