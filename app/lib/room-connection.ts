/**
 * The socket plumbing every game table shares (docs/decisions/0800-room-in-parts.md): the room's URL with the
 * session's token, reconnects, the session kept fresh on the open socket, offline. Roulette (use-room.ts) and crash
 * (use-crash-room.ts) read their own messages over it.
 */
import useWebSocket from "partysocket/use-ws";
import { useCallback, useEffect, useRef, useState } from "react";
import { type ClientMessage, messagesOfFrame, ROOM_SOCKET_PATH, SOCKET_TOKEN_PARAM } from "~/domain/roulette/protocol";
import { MAIN_TABLE_ID } from "~/domain/tables";
import { refreshSession } from "./api";
import { authStore } from "./auth-store";
import { useOnline, useReconnectWhenOnline } from "./use-online";

/** "offline": the browser says it has no network, whatever the socket last reported. */
export type ConnectionState = "connecting" | "open" | "closed" | "offline";

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

export type RoomConnectionOptions<Message> = {
	/** Send the access token (`?token=`) so the room knows the player. */
	signedIn: boolean;
	/** The table's id in the catalogue; the main table when absent. */
	table?: string;
	/** Every frame's messages, in order, with the local time they arrived. */
	onMessages: (messages: Message[], receivedAt: number) => void;
	/** The socket has (re)connected: a game that measures the server clock starts here. */
	onOpen?: () => void;
};

/**
 * A game table's socket, whatever the game (docs/decisions/0800-room-in-parts.md): partysocket reconnecting 1 s up to
 * 5 s between tries, the session kept fresh and handed to the open socket, reconnect at once when the browser is
 * back online. The game reads its own messages (`Message`) and sends its own (`Client`).
 */
export function useRoomConnection<Message, Client>(
	options: RoomConnectionOptions<Message>,
): { connection: ConnectionState; send: (message: Client) => boolean } {
	const [connection, setConnection] = useState<ConnectionState>("connecting");
	const handlers = useRef(options);
	handlers.current = options;
	const onMessage = useCallback((event: MessageEvent) => {
		handlers.current.onMessages(messagesOfFrame<Message>(String(event.data)), Date.now());
	}, []);
	const url = useRoomSocketUrl(options.signedIn, roomSocketPath(options.table));
	const socket = useWebSocket(url, undefined, {
		...ROOM_RECONNECT,
		onOpen: () => {
			setConnection("open");
			handlers.current.onOpen?.();
		},
		onClose: () => setConnection("closed"),
		onMessage,
	});
	useSessionRenewal(socket, options.signedIn);
	useReconnectWhenOnline(socket);
	const online = useOnline();
	const send = useCallback(
		(message: Client) => {
			if (!online || socket.readyState !== WebSocket.OPEN) return false;
			socket.send(JSON.stringify(message));
			return true;
		},
		[socket, online],
	);
	return { connection: online ? connection : "offline", send };
}
