/**
 * The admin's view of the table (docs/product.md#the-round): the round, the live bets of the
 * current round and a forced result waiting for its round, over a socket
 * authenticated with the admin's access token (query parameter, as browsers
 * cannot set headers on a WebSocket). Connects and reconnects as useRoom does (useRoomSocketUrl).
 */
import useWebSocket from "partysocket/use-ws";
import { useCallback, useState } from "react";
import { type LiveBet, messagesOfFrame, type ServerMessage } from "~/domain/roulette/protocol";
import {
	initialRoomView,
	ROOM_RECONNECT,
	type RoomView,
	reduceRoom,
	roomSocketPath,
	useRoomSocketUrl,
	useSessionRenewal,
} from "./use-room";

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

/** The admin's socket at one table (the main one by default); a page that changes table remounts it. */
export function useAdminRoom(table?: string): AdminRoomView {
	const [view, setView] = useState<AdminRoomView>(initialAdminView);
	const url = useRoomSocketUrl(true, roomSocketPath(table));
	const onMessage = useCallback((event: MessageEvent) => {
		const messages = messagesOfFrame(String(event.data));
		const receivedAt = Date.now();
		setView((current) => messages.reduce((view, message) => reduceAdminRoom(view, message, receivedAt), current));
	}, []);
	const socket = useWebSocket(url, undefined, {
		...ROOM_RECONNECT,
		onOpen: () => setView((v) => ({ ...v, connection: "open" })),
		onClose: () => setView((v) => ({ ...v, connection: "closed" })),
		onMessage,
	});
	useSessionRenewal(socket, true);
	return view;
}
