/**
 * The admin's view of the table (DECISIONS §3): the round, the live bets of the
 * current round and a forced result waiting for its round, over a socket
 * authenticated with the admin's access token (query parameter, as browsers
 * cannot set headers on a WebSocket). Reconnects as useRoom does; a reconnect
 * first refreshes the session so an expired token does not lock the socket out.
 */
import useWebSocket from "partysocket/use-ws";
import { useCallback, useRef, useState } from "react";
import { type LiveBet, ROOM_SOCKET_PATH, type ServerMessage, SOCKET_TOKEN_PARAM } from "../../domain/roulette/protocol";
import { refreshSession } from "./api";
import { authStore } from "./auth-store";
import { initialRoomView, type RoomView, reduceRoom } from "./use-room";

export type AdminRoomView = RoomView & {
	liveBets: LiveBet[];
	/** A forced result the next betting close will use; null when none. */
	pendingForce: number | null;
};

export const initialAdminView: AdminRoomView = { ...initialRoomView, liveBets: [], pendingForce: null };

/** Applies one server message to the admin's view (the common part is reduceRoom's). */
export function reduceAdminRoom(view: AdminRoomView, message: ServerMessage, receivedAt: number): AdminRoomView {
	const base = { ...view, ...reduceRoom(view, message, receivedAt) };
	switch (message.type) {
		case "syncState":
			return { ...base, liveBets: message.liveBets ?? [], pendingForce: message.pendingForce ?? null };
		case "gameStarted":
			return { ...base, liveBets: view.round?.roundId === message.round.roundId ? view.liveBets : [] };
		case "bettingClosed":
			return { ...base, pendingForce: message.round.operatorSet ? null : view.pendingForce };
		case "liveBets": {
			const roundId = base.round?.roundId;
			return { ...base, liveBets: [...view.liveBets, ...message.bets.filter((b) => b.roundId === roundId)] };
		}
		case "resultForced":
			return { ...base, pendingForce: message.number };
		default:
			return base;
	}
}

export function useAdminRoom(): AdminRoomView {
	const [view, setView] = useState<AdminRoomView>(initialAdminView);
	const attempts = useRef(0);
	const url = useCallback(async () => {
		if (attempts.current++ > 0) await refreshSession();
		const scheme = window.location.protocol === "https:" ? "wss" : "ws";
		const token = authStore.get().accessToken ?? "";
		return `${scheme}://${window.location.host}${ROOM_SOCKET_PATH}?${SOCKET_TOKEN_PARAM}=${encodeURIComponent(token)}`;
	}, []);
	const onMessage = useCallback((event: MessageEvent) => {
		const message = JSON.parse(String(event.data)) as ServerMessage;
		setView((current) => reduceAdminRoom(current, message, Date.now()));
	}, []);
	useWebSocket(url, undefined, {
		minReconnectionDelay: 1_000,
		maxReconnectionDelay: 5_000,
		connectionTimeout: 20_000,
		onOpen: () => {
			attempts.current = 1;
			setView((v) => ({ ...v, connection: "open" }));
		},
		onClose: () => setView((v) => ({ ...v, connection: "closed" })),
		onMessage,
	});
	return view;
}
