import { useCallback, useRef, useState } from "react";
import type {
	ClientMessage,
	PastResult,
	RecentWinner,
	RoomStatus,
	RoundSnapshot,
	Seat,
	ServerMessage,
} from "~/domain/roulette/protocol";
import { type ConnectionState, useRoomConnection } from "./room-connection";

export {
	type ConnectionState,
	ROOM_RECONNECT,
	roomSocketPath,
	type SessionSocket,
	tokenExpiresAt,
	useRoomSocketUrl,
	useSessionRenewal,
} from "./room-connection";

export type RoomView = {
	connection: ConnectionState;
	status: RoomStatus | null;
	round: RoundSnapshot | null;
	lastResults: PastResult[];
	/** serverNow − local clock, from the latest message; add it to Date.now() to get server time. */
	clockOffsetMs: number;
	lastEvent: ServerMessage["type"] | null;
	/** The viewer's seat (bets of this round and balances) when signed in. */
	you: Seat | null;
	/** Newest first, from syncState. */
	recentWinners: RecentWinner[];
	tableEnabled: boolean;
};

export const initialRoomView: RoomView = {
	connection: "connecting",
	status: null,
	round: null,
	lastResults: [],
	clockOffsetMs: 0,
	lastEvent: null,
	you: null,
	recentWinners: [],
	tableEnabled: true,
};

/** Applies one server message to the client's view of the room. */
export function reduceRoom(view: RoomView, message: ServerMessage, receivedAt: number): RoomView {
	const next: RoomView = { ...view, clockOffsetMs: message.serverNow - receivedAt, lastEvent: message.type };
	switch (message.type) {
		case "syncState":
			return {
				...next,
				status: message.status,
				round: message.round,
				lastResults: message.lastResults,
				you: message.you,
				recentWinners: message.recentWinners,
				tableEnabled: message.tableEnabled,
			};
		case "betsPlaced":
			return view.you ? { ...next, you: { ...view.you, bets: message.bets, balances: message.balances } } : next;
		case "betResult":
			return view.you ? { ...next, you: { ...view.you, balances: message.balances } } : next;
		case "recentWinners":
			return { ...next, recentWinners: message.recentWinners };
		case "tableStatus":
			return { ...next, tableEnabled: message.tableEnabled };
		case "gameStarted":
			// A new round: the seat's bets belonged to the one before.
			return { ...next, status: "running", round: message.round, you: view.you ? { ...view.you, bets: [] } : null };
		case "bettingClosed":
		case "spinning":
			return { ...next, status: "running", round: message.round };
		case "roundResult": {
			const past: PastResult = {
				roundId: message.round.roundId,
				seq: message.round.seq,
				result: message.result,
				color: message.color,
				operatorSet: message.round.operatorSet,
				at: message.round.phaseStartedAt,
			};
			const lastResults = [past, ...view.lastResults.filter((r) => r.roundId !== past.roundId)];
			return { ...next, status: "running", round: message.round, lastResults };
		}
		default:
			// Seat, bet and admin messages belong to the roulette screen; the live status ignores them.
			return next;
	}
}

export type RoomOptions = {
	/** Send the access token (`?token=`) so the room knows the player. */
	signedIn?: boolean;
	/** The table's id in the catalogue (docs/decisions/0620-tables-and-racetrack.md); the main table by default. */
	table?: string;
	/** Called with every server message after the view has taken it in (toasts, sounds). */
	onEvent?: (message: ServerMessage) => void;
};

/**
 * The live table over a reconnecting socket (1 s up to 5 s between tries, 20 s timeout: docs/product.md#the-round).
 * While the browser is offline the connection reads "offline"; back online, the socket reconnects at once.
 */
export function useRoom(options: RoomOptions = {}): RoomView & { send: (message: ClientMessage) => boolean } {
	const [view, setView] = useState<RoomView>(initialRoomView);
	const onEvent = useRef(options.onEvent);
	onEvent.current = options.onEvent;
	const onMessages = useCallback((messages: ServerMessage[], receivedAt: number) => {
		setView((current) => messages.reduce((view, message) => reduceRoom(view, message, receivedAt), current));
		for (const message of messages) onEvent.current?.(message);
	}, []);
	const { connection, send } = useRoomConnection<ServerMessage, ClientMessage>({
		signedIn: options.signedIn ?? false,
		table: options.table,
		onMessages,
	});
	return { ...view, connection, send };
}

export { useSecondsLeft } from "./use-seconds-left";
