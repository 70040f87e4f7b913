/**
 * The table's socket protocol (docs/product.md#the-round): JSON messages `{ type, ...payload }`
 * with the product's event names. Every server message carries `serverNow` so clients
 * can derive their clock offset and count down to the server's absolute deadlines.
 * A server frame holds one message or several, one per line (`messagesOfFrame`).
 */

import type { Role } from "../users";
import type { BetType } from "./bets";
import type { NamedCall, RacetrackCall } from "./racetrack";
import type { PocketColor } from "./wheel";

export type RoundPhase = "betting" | "spinning" | "result";

/** What every client knows about the round in progress. */
export type RoundSnapshot = {
	roundId: string;
	/** Round number, increasing by one per round. */
	seq: number;
	phase: RoundPhase;
	phaseStartedAt: number;
	phaseEndsAt: number;
	/** When betting closes (the spec's roundEndTime). */
	roundEndTime: number;
	/** SHA-256 of the server seed, published before betting opens. */
	commitment: string;
	/** Known from the spinning phase on (the wheel animates to it); null while betting. */
	result: number | null;
	/** Revealed with roundResult; null before. */
	serverSeed: string | null;
	operatorSet: boolean;
	/**
	 * The table's minimum and maximum per bet in rupees, read from its catalogue entry when the round opened
	 * and fixed for the round (docs/decisions/0745).
	 */
	minBet: number;
	maxBet: number;
};

export type PastResult = {
	roundId: string;
	seq: number;
	result: number;
	color: PocketColor;
	operatorSet: boolean;
	at: number;
};

/** The room is idle when nobody is watching; the next connection opens a round. */
export type RoomStatus = "running" | "idle";

export type Wallet = "real" | "tokens";

/**
 * One wallet's part of a player's settled round, in that wallet's unit: `won` is what winning bets paid (stake
 * included), `refunded` the stakes returned because an operator set the result.
 */
export type WalletOutcome = { wallet: Wallet; stake: number; won: number; refunded: number };

/** Balances at the API edge: whole rupees (docs/product.md#money). */
export type Balances = { realBalance: number; playTokens: number };

/** One bet as the client sends it in placeBets (amount in rupees). */
export type BetRequest = { type: BetType; numbers?: number[]; amount: number };

/**
 * The racetrack call a placed bet is part of (docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history):
 * every bet of one call carries the same `id`; `chip` in the wallet's unit.
 */
export type PlacedCall = { id: string; call: RacetrackCall; chip: number };

/** A bet the room has accepted and debited; `call` when a racetrack call named in the submission placed it. */
export type PlacedBet = {
	type: BetType;
	numbers: number[];
	amount: number;
	wallet: Wallet;
	submissionId: string;
	call?: PlacedCall;
};

/** The viewer's own seat at the table; null for a spectator. */
export type Seat = { userId: string; role: Role; bets: PlacedBet[]; balances: Balances };

/** A recent winner from a settled round; names masked ("Ra***"), amount in rupees. */
export type RecentWinner = { name: string; amount: number; wallet: Wallet; roundId: string; at: number };

/**
 * A live bet as admins see it: the spec's user id, and the player as the admin's lists name them (name and phone
 * masked, "Ra***" and "+91 98*** **629"; phone null when the account has none).
 */
export type LiveBet = {
	userId: string;
	name: string;
	phone: string | null;
	/** Rupees (the spec's "amount INR"). */
	amount: number;
	betType: BetType;
	betValue: string;
	wallet: Wallet;
	roundId: string;
};

/**
 * One line of the table feed (docs/product.md#content): a real bet the room accepted or a real win it settled.
 * Names are masked like the winners list; no user id, balance or submission id ever reaches other players.
 */
export type FeedEntry =
	| { kind: "bet"; name: string; amount: number; betType: BetType; betValue: string; wallet: Wallet; at: number }
	| { kind: "win"; name: string; amount: number; wallet: Wallet; at: number };

export type ClientMessage =
	/**
	 * `calls`: the racetrack calls that placed some of the bets, each with its chip (whole rupees or tokens). The room
	 * expands each one again and takes the naming only when those bets are among `bets`.
	 */
	| { type: "placeBets"; submissionId: string; wallet: Wallet; bets: BetRequest[]; calls?: NamedCall[] }
	| { type: "forceResult"; number: number }
	/** A signed-in socket hands over its refreshed access token, so it may go on acting past the old one's expiry. */
	| { type: "renewSession"; token: string };

export type ServerMessage =
	| {
			type: "syncState";
			serverNow: number;
			status: RoomStatus;
			round: RoundSnapshot | null;
			/** Newest first. */
			lastResults: PastResult[];
			/** The viewer's bets of this round and balances; null for spectators. */
			you: Seat | null;
			/** Newest first, at most RECENT_WINNERS_KEPT. */
			recentWinners: RecentWinner[];
			/** False while the roulette game is switched off (docs/product.md#content): no new rounds open. */
			tableEnabled: boolean;
			/** The latest table feed entries (oldest first, at most FEED_KEPT), without the viewer's own. */
			feed: FeedEntry[];
			/** Admins only: the bets of the current round. */
			liveBets?: LiveBet[];
			/** Admins only: a forced result waiting for its round. */
			pendingForce?: number | null;
	  }
	| { type: "gameStarted"; serverNow: number; round: RoundSnapshot }
	| { type: "bettingClosed"; serverNow: number; round: RoundSnapshot }
	| { type: "spinning"; serverNow: number; round: RoundSnapshot }
	| { type: "roundResult"; serverNow: number; round: RoundSnapshot; result: number; color: PocketColor }
	| { type: "betsPlaced"; serverNow: number; submissionId: string; balances: Balances; bets: PlacedBet[] }
	| {
			type: "betResult";
			serverNow: number;
			roundId: string;
			win: boolean;
			/** The round's result was set by an operator: its real-money stakes were refunded, not settled. */
			operatorSet: boolean;
			/** Per wallet the player staked from, in that wallet's unit (rupees or tokens): never summed across. */
			outcomes: WalletOutcome[];
			balances: Balances;
	  }
	| { type: "liveBets"; serverNow: number; bets: LiveBet[] }
	/** Broadcast after a round with winners is settled: the whole list, newest first (masked names). */
	| { type: "recentWinners"; serverNow: number; recentWinners: RecentWinner[] }
	/**
	 * The table feed, batched: accepted bets at most once per FEED_FLUSH_MS, a round's wins at once after settlement.
	 * A player's own bets and wins are left out of their copy (they get betsPlaced / betResult instead);
	 * `more` counts the entries left out to keep the message small.
	 */
	| { type: "tableFeed"; serverNow: number; roundId: string; entries: FeedEntry[]; more: number }
	| { type: "resultForced"; serverNow: number; number: number; roundId: string | null }
	| { type: "tableStatus"; serverNow: number; tableEnabled: boolean; message: string | null }
	/** The answer to renewSession: the socket may act until `expiresAt` (epoch ms). */
	| { type: "sessionRenewed"; serverNow: number; expiresAt: number }
	/**
	 * Sent just before the room closes a socket whose session ended (4001) or whose token expired (4002):
	 * the client acts on it at once, without waiting for the close handshake, which a proxy can hold up.
	 */
	| { type: "sessionEnded"; serverNow: number; code: 4001 | 4002; message: string }
	| { type: "error"; serverNow: number; message: string; submissionId?: string };

export type ServerMessageType = ServerMessage["type"];

/**
 * Between the messages of one server frame. JSON text never holds a raw newline, so a line is always one whole
 * message. The room sends one moment of the round that has two events (`bettingClosed`, then `spinning`) as one
 * frame: one send per socket instead of two bursts to every socket
 * (docs/decisions/0780-one-frame-per-moment.md).
 */
export const FRAME_SEPARATOR = "\n";

/**
 * The messages of one server frame, in the order they were sent. Every game's room frames its messages this way
 * (`Message`: the game's server messages; roulette's by default).
 */
export function messagesOfFrame<Message = ServerMessage>(text: string): Message[] {
	return text.split(FRAME_SEPARATOR).map((line) => JSON.parse(line) as Message);
}

/** The path the Worker forwards to the RouletteRoom for WebSocket upgrades. */
export const ROOM_SOCKET_PATH = "/api/room/socket";

/** How many past results the room keeps and sends in syncState. */
export const LAST_RESULTS_KEPT = 100;
/** How many recent winners the room keeps (the last 12: docs/product.md#content). */
export const RECENT_WINNERS_KEPT = 12;
/** Query parameter carrying the access token on the socket URL (browsers cannot set headers). */
export const SOCKET_TOKEN_PARAM = "token";
/** The room sends the bets it accepted to the table at most this often (one message per interval). */
export const FEED_FLUSH_MS = 1_000;
/** At most this many feed entries per message; the rest are only counted. */
export const FEED_BATCH_MAX = 20;
/** The room keeps this many latest feed entries (in memory) for syncState; the screen shows as many lines. */
export const FEED_KEPT = 30;
