/**
 * The table's socket protocol (DECISIONS §3): JSON messages `{ type, ...payload }`
 * with the spec's event names. Every server message carries `serverNow` so clients
 * can derive their clock offset and count down to the server's absolute deadlines.
 */
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

export type ServerMessage =
	| {
			type: "syncState";
			serverNow: number;
			status: RoomStatus;
			round: RoundSnapshot | null;
			/** Newest first. */
			lastResults: PastResult[];
	  }
	| { type: "gameStarted"; serverNow: number; round: RoundSnapshot }
	| { type: "bettingClosed"; serverNow: number; round: RoundSnapshot }
	| { type: "spinning"; serverNow: number; round: RoundSnapshot }
	| { type: "roundResult"; serverNow: number; round: RoundSnapshot; result: number; color: PocketColor }
	| { type: "error"; serverNow: number; message: string };

export type ServerMessageType = ServerMessage["type"];

/** The path the Worker forwards to the RouletteRoom for WebSocket upgrades. */
export const ROOM_SOCKET_PATH = "/api/room/socket";

/** How many past results the room keeps and sends in syncState. */
export const LAST_RESULTS_KEPT = 100;
