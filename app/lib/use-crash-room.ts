import { useCallback, useRef, useState } from "react";
import type { CrashClientMessage, CrashServerMessage } from "~/domain/crash/protocol";
import { CLOCK_SAMPLES } from "./crash-clock";
import { type CrashView, initialCrashView, reconnected, reduceCrash } from "./crash-room";
import { type ConnectionState, useRoomConnection } from "./room-connection";

export type CrashRoom = CrashView & {
	connection: ConnectionState;
	send: (message: CrashClientMessage) => boolean;
};

export type CrashRoomOptions = {
	signedIn: boolean;
	/** The crash table's id in the catalogue. */
	table: string;
	/** Called with every server message after the view has taken it in (toasts, sounds, queued bets). */
	onEvent?: (message: CrashServerMessage, view: CrashView) => void;
};

/**
 * A crash table's room over the shared table socket (room-connection.ts). At every connect it measures the server
 * clock: CLOCK_SAMPLES pings, each sent when the previous pong comes back (app/lib/crash-clock.ts).
 */
export function useCrashRoom(options: CrashRoomOptions): CrashRoom {
	const [view, setView] = useState<CrashView>(initialCrashView);
	const viewRef = useRef(view);
	const onEvent = useRef(options.onEvent);
	onEvent.current = options.onEvent;
	const sendRef = useRef<(message: CrashClientMessage) => boolean>(() => false);
	const pingsSent = useRef(0);
	const ping = useCallback(() => {
		if (pingsSent.current >= CLOCK_SAMPLES) return;
		if (sendRef.current({ type: "ping", clientTime: Date.now() })) pingsSent.current++;
	}, []);
	const onMessages = useCallback(
		(messages: CrashServerMessage[], receivedAt: number) => {
			let next = viewRef.current;
			for (const message of messages) next = reduceCrash(next, message, receivedAt);
			viewRef.current = next;
			setView(next);
			for (const message of messages) {
				if (message.type === "pong") ping();
				onEvent.current?.(message, next);
			}
		},
		[ping],
	);
	const onOpen = useCallback(() => {
		viewRef.current = reconnected(viewRef.current);
		setView(viewRef.current);
		pingsSent.current = 0;
		// The socket is open now but `send` may still hold the closed one's state until the next render.
		queueMicrotask(ping);
	}, [ping]);
	const { connection, send } = useRoomConnection<CrashServerMessage, CrashClientMessage>({
		signedIn: options.signedIn,
		table: options.table,
		onMessages,
		onOpen,
	});
	sendRef.current = send;
	return { ...view, connection, send };
}
