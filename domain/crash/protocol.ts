/**
 * The crash game's socket protocol (docs/product.md#the-crash-game): the same framing, session and budget rules as
 * the roulette table's (domain/roulette/protocol.ts: JSON `{ type, ...payload }`, one message per line of a frame,
 * `serverNow` on every server message), on the shared game host. Only the game's own messages are new.
 *
 * Multipliers travel as integer hundredths (`Multiplier`: 237 is 2.37×) so that what the screen shows, what a
 * player asks for and what the room pays are the same exact number. Amounts are rupees (or tokens) with at most two
 * decimals at the edge, integer paise inside (domain/money.ts).
 */
import type { Balances, FeedEntry, Wallet } from "~/domain/roulette/protocol";

/** A multiplier in hundredths: 100 is 1.00×, 237 is 2.37×. Always an integer ≥ 100. */
export type Multiplier = number;

/** betting: bets are taken; flying: the multiplier grows from 1.00× until the crash point; crashed: the pause. */
export type CrashPhase = "betting" | "flying" | "crashed";

/** A player may hold this many independent bets per round (the two bet panels). */
export const CRASH_PANELS = [0, 1] as const;
export type CrashPanel = (typeof CRASH_PANELS)[number];

/** What every client knows about the round in progress. */
export type CrashRoundSnapshot = {
	roundId: string;
	seq: number;
	phase: CrashPhase;
	phaseStartedAt: number;
	/**
	 * betting: when betting closes and the flight starts; crashed: when the next round opens. Null while flying:
	 * nobody but the room may know when the flight ends.
	 */
	phaseEndsAt: number | null;
	/** Server epoch ms at which the multiplier was 1.00× (the flight's t = 0); null before the flight. */
	flightStartedAt: number | null;
	/**
	 * The round's commitment, public before betting opens: the hash that the revealed game hash must hash to
	 * (SHA-256(gameHash) = commitment; docs/decisions/ on crash fairness).
	 */
	commitment: string;
	/** Revealed when the round crashes; null before. */
	gameHash: string | null;
	/** The entropy mixed into the result (the first bettors' client seeds), fixed when the flight starts. */
	clientSeeds: string[] | null;
	/** Revealed at the crash; null before. */
	crashPoint: Multiplier | null;
	/** Per-bet limits in rupees, from the catalogue when the round opened; `maxWin` caps one bet's payout. */
	minBet: number;
	maxBet: number;
	maxWin: number;
};

/** A past round in the strip of recent crash points (newest first). */
export type PastCrash = { roundId: string; seq: number; crashPoint: Multiplier; at: number };

/** One of the viewer's own bets of the round. */
export type CrashBet = {
	panel: CrashPanel;
	wallet: Wallet;
	/** Stake, rupees or tokens. */
	amount: number;
	autoCashOut: Multiplier | null;
	submissionId: string;
	/** Set once the bet is cashed out (by hand, by its auto target, or by the table's maximum win). */
	cashedOutAt: Multiplier | null;
	/** What the cash-out paid (stake included), in the wallet's unit; null until cashed out. */
	payout: number | null;
	status: "placed" | "cashedOut" | "lost";
};

/** A bet of the round as every player sees it in the live list: names masked, no ids. */
export type CrashRoundBet = {
	name: string;
	wallet: Wallet;
	amount: number;
	cashedOutAt: Multiplier | null;
	payout: number | null;
};

export type CrashClientMessage =
	/** `clientSeed`: 16–64 hex characters of the client's own randomness, mixed into the result if among the first. */
	| {
			type: "crashBet";
			submissionId: string;
			panel: CrashPanel;
			wallet: Wallet;
			amount: number;
			autoCashOut: Multiplier | null;
			clientSeed: string;
	  }
	| { type: "cashOut"; submissionId: string; panel: CrashPanel }
	/** The client's clock offset estimate: the room answers `pong` with its own clock at once. */
	| { type: "ping"; clientTime: number }
	| { type: "renewSession"; token: string };

export type CrashServerMessage =
	| {
			type: "syncState";
			serverNow: number;
			game: "crash";
			round: CrashRoundSnapshot | null;
			/** Newest first. */
			lastCrashes: PastCrash[];
			/** The viewer's bets of the current round and balances; null for spectators. */
			you: { bets: CrashBet[]; balances: Balances } | null;
			/** This round's bets and cash-outs (live list). */
			roundBets: CrashRoundBet[];
			roundBetsMore: number;
			tableEnabled: boolean;
			feed: FeedEntry[];
	  }
	| { type: "bettingOpen"; serverNow: number; round: CrashRoundSnapshot }
	| { type: "flightStarted"; serverNow: number; round: CrashRoundSnapshot }
	| { type: "crashed"; serverNow: number; round: CrashRoundSnapshot }
	| { type: "crashBetPlaced"; serverNow: number; submissionId: string; bet: CrashBet; balances: Balances }
	/** To the bet's owner, once per bet, whatever ended it (hand, auto, max win). */
	| { type: "cashedOut"; serverNow: number; submissionId: string; bet: CrashBet; balances: Balances }
	/**
	 * The round's live list in full (at most one message per FEED_FLUSH_MS, at most ROUND_BETS_SHOWN entries, largest
	 * stakes first; `more` counts the rest).
	 */
	| { type: "roundBets"; serverNow: number; roundId: string; bets: CrashRoundBet[]; more: number }
	| { type: "pong"; serverNow: number; clientTime: number }
	| { type: "tableStatus"; serverNow: number; tableEnabled: boolean; message: string | null }
	| { type: "sessionRenewed"; serverNow: number; expiresAt: number }
	| { type: "sessionEnded"; serverNow: number; code: 4001 | 4002; message: string }
	| { type: "error"; serverNow: number; message: string; submissionId?: string };
