import useWebSocket from "partysocket/use-ws";
import { useCallback, useEffect, useState } from "react";
import {
	type PastResult,
	ROOM_SOCKET_PATH,
	type RoomStatus,
	type RoundSnapshot,
	type ServerMessage,
} from "../../domain/roulette/protocol";

export type ConnectionState = "connecting" | "open" | "closed";

export type RoomView = {
	connection: ConnectionState;
	status: RoomStatus | null;
	round: RoundSnapshot | null;
	lastResults: PastResult[];
	/** serverNow − local clock, from the latest message; add it to Date.now() to get server time. */
	clockOffsetMs: number;
	lastEvent: ServerMessage["type"] | null;
};

const initialView: RoomView = {
	connection: "connecting",
	status: null,
	round: null,
	lastResults: [],
	clockOffsetMs: 0,
	lastEvent: null,
};

function socketUrl(): string {
	const scheme = window.location.protocol === "https:" ? "wss" : "ws";
	return `${scheme}://${window.location.host}${ROOM_SOCKET_PATH}`;
}

/** Applies one server message to the client's view of the room. */
export function reduceRoom(view: RoomView, message: ServerMessage, receivedAt: number): RoomView {
	const next: RoomView = { ...view, clockOffsetMs: message.serverNow - receivedAt, lastEvent: message.type };
	switch (message.type) {
		case "syncState":
			return { ...next, status: message.status, round: message.round, lastResults: message.lastResults };
		case "gameStarted":
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

/** The live table over a reconnecting socket (1 s up to 5 s between tries, 20 s timeout: spec §7). */
export function useRoom(): RoomView {
	const [view, setView] = useState<RoomView>(initialView);
	const onMessage = useCallback((event: MessageEvent) => {
		const message = JSON.parse(String(event.data)) as ServerMessage;
		setView((current) => reduceRoom(current, message, Date.now()));
	}, []);
	useWebSocket(socketUrl, undefined, {
		minReconnectionDelay: 1_000,
		maxReconnectionDelay: 5_000,
		connectionTimeout: 20_000,
		onOpen: () => setView((v) => ({ ...v, connection: "open" })),
		onClose: () => setView((v) => ({ ...v, connection: "closed" })),
		onMessage,
	});
	return view;
}

/** Whole seconds left until a server deadline, never below 0; re-renders four times a second. */
export function useSecondsLeft(deadline: number | null, clockOffsetMs: number): number {
	const compute = useCallback(
		() => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - (Date.now() + clockOffsetMs)) / 1000))),
		[deadline, clockOffsetMs],
	);
	const [seconds, setSeconds] = useState(compute);
	useEffect(() => {
		setSeconds(compute());
		const timer = setInterval(() => setSeconds(compute()), 250);
		return () => clearInterval(timer);
	}, [compute]);
	return seconds;
}
