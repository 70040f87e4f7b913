import useWebSocket from "partysocket/use-ws";
import { useCallback, useEffect, useRef, useState } from "react";
import {
	type ClientMessage,
	messagesOfFrame,
	type PastResult,
	type RecentWinner,
	ROOM_SOCKET_PATH,
	type RoomStatus,
	type RoundSnapshot,
	type Seat,
	type ServerMessage,
	SOCKET_TOKEN_PARAM,
} from "~/domain/roulette/protocol";
import { MAIN_TABLE_ID } from "~/domain/tables";
import { refreshSession } from "./api";
import { authStore } from "./auth-store";
import { useOnline, useReconnectWhenOnline } from "./use-online";

/** "offline": the browser says it has no network, whatever the socket last reported. */
export type ConnectionState = "connecting" | "open" | "closed" | "offline";

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

function socketUrl(path: string): string {
	const scheme = window.location.protocol === "https:" ? "wss" : "ws";
	return `${scheme}://${window.location.host}${path}`;
}

/** Reconnect 1 s up to 5 s between tries, 20 s connection timeout (docs/product.md#the-round). */
export const ROOM_RECONNECT = { minReconnectionDelay: 1_000, maxReconnectionDelay: 5_000, connectionTimeout: 20_000 };

/**
 * The room socket's URL provider for partysocket, called at every (re)connect. Signed in, it carries the
 * current access token (`?token=`, browsers cannot set headers on a WebSocket); every connect after the
 * first refreshes the session first (when online), so a token that expired while the socket was down is not refused.
 * The player's notification socket (app/lib/notifications.ts) is opened the same way, from its own `path`.
 */
export function useRoomSocketUrl(signedIn: boolean, path: string = ROOM_SOCKET_PATH): () => Promise<string> {
	const connects = useRef(0);
	return useCallback(async () => {
		if (!signedIn) return socketUrl(path);
		// Offline, a refresh could only fail, and a failed refresh signs the player out; the reconnect on `online`
		// (useReconnectWhenOnline) refreshes then.
		if (connects.current++ > 0 && navigator.onLine) await refreshSession();
		const token = authStore.get().accessToken;
		const joiner = path.includes("?") ? "&" : "?";
		return token ? `${socketUrl(path)}${joiner}${SOCKET_TOKEN_PARAM}=${encodeURIComponent(token)}` : socketUrl(path);
	}, [signedIn, path]);
}

/**
 * The socket path of a table's room: `?table=<id>`, and none for the main table (the path clients had before there
 * were several tables). The socket stays at its table for its life: a screen that changes table remounts.
 */
export function roomSocketPath(tableId: string = MAIN_TABLE_ID): string {
	return tableId === MAIN_TABLE_ID ? ROOM_SOCKET_PATH : `${ROOM_SOCKET_PATH}?table=${encodeURIComponent(tableId)}`;
}

/** How long before its access token expires a signed-in table refreshes the session. */
const RENEW_BEFORE_EXPIRY_MS = 60_000;

/** When an access token expires (epoch ms), from its payload; null when it cannot be read. */
export function tokenExpiresAt(token: string | null): number | null {
	try {
		const payload = token?.split(".")[1];
		if (!payload) return null;
		const { exp } = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/"))) as { exp?: unknown };
		return typeof exp === "number" ? exp * 1000 : null;
	} catch {
		return null;
	}
}

/** What the session hook needs of the table socket (partysocket's ReconnectingWebSocket has all of it). */
export type SessionSocket = Pick<EventTarget, "addEventListener" | "removeEventListener"> & {
	readyState: number;
	send(data: string): void;
	reconnect(): void;
};

/**
 * Keeps a signed-in table socket's session fresh: the room lets a socket act only until its token expires
 * (docs/decisions/0735-sessions-end-everywhere.md), so the session is refreshed a minute before, and every
 * new access token is handed to the open socket (renewSession) instead of reconnecting.
 * When the room says the session ended (`sessionEnded`, just before it closes the socket), the socket
 * reconnects at once: the reconnect refreshes the session first, which signs the player out if it is over.
 */
export function useSessionRenewal(socket: SessionSocket, signedIn: boolean) {
	useEffect(() => {
		if (!signedIn) return;
		const onMessage = (event: Event) => {
			// Every table message comes through here too: parse only one that can be it (useRoom parses the rest).
			const data = String((event as MessageEvent).data);
			if (!data.includes('"sessionEnded"')) return;
			if (messagesOfFrame(data).some((message) => message.type === "sessionEnded")) socket.reconnect();
		};
		socket.addEventListener("message", onMessage);
		return () => socket.removeEventListener("message", onMessage);
	}, [socket, signedIn]);
	useEffect(() => {
		if (!signedIn) return;
		let handedOver = authStore.get().accessToken;
		let timer: ReturnType<typeof setTimeout> | undefined;
		const schedule = () => {
			clearTimeout(timer);
			const expiresAt = tokenExpiresAt(authStore.get().accessToken);
			if (expiresAt === null) return;
			const wait = Math.max(5_000, expiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS);
			timer = setTimeout(() => void refreshSession(), wait);
		};
		const unsubscribe = authStore.subscribe(() => {
			const token = authStore.get().accessToken;
			if (!token || token === handedOver) return;
			handedOver = token;
			if (socket.readyState === WebSocket.OPEN) {
				socket.send(JSON.stringify({ type: "renewSession", token } satisfies ClientMessage));
			}
			schedule();
		});
		schedule();
		return () => {
			unsubscribe();
			clearTimeout(timer);
		};
	}, [socket, signedIn]);
}

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
	const onMessage = useCallback((event: MessageEvent) => {
		const messages = messagesOfFrame(String(event.data));
		const receivedAt = Date.now();
		setView((current) => messages.reduce((view, message) => reduceRoom(view, message, receivedAt), current));
		for (const message of messages) onEvent.current?.(message);
	}, []);
	const url = useRoomSocketUrl(options.signedIn ?? false, roomSocketPath(options.table));
	const socket = useWebSocket(url, undefined, {
		...ROOM_RECONNECT,
		onOpen: () => setView((v) => ({ ...v, connection: "open" })),
		onClose: () => setView((v) => ({ ...v, connection: "closed" })),
		onMessage,
	});
	useSessionRenewal(socket, options.signedIn ?? false);
	useReconnectWhenOnline(socket);
	const online = useOnline();
	const send = useCallback(
		(message: ClientMessage) => {
			if (!online || socket.readyState !== WebSocket.OPEN) return false;
			socket.send(JSON.stringify(message));
			return true;
		},
		[socket, online],
	);
	return { ...view, connection: online ? view.connection : "offline", send };
}

export { useSecondsLeft } from "./use-seconds-left";
