/**
 * The page's socket to the player's NotificationsHub (docs/decisions/0900-notifications.md), mounted once by the
 * header for a signed-in player: a notification that arrives shows a toast and counts as unread at once. No
 * polling: the count is read from the API when the socket opens, and after each reconnect, which also toasts what
 * arrived while it was down.
 *
 * It is also the one place live money news reaches the pages (docs/decisions/0950-pages-on-the-data-layer.md):
 * every notification (a deposit or withdrawal decided, a bonus credited, a stake refunded) revalidates the page's
 * loaders, so the header and sidebar balances, Requests, the histories and the notifications list show the new
 * state without a reload. A page adds no effect of its own for this.
 */
import useWebSocket from "partysocket/use-ws";
import { useCallback, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { NOTIFICATIONS_SOCKET_PATH, type NotificationSocketMessage } from "~/domain/notifications";
import { api } from "./api";
import { notificationsStore as store } from "./notifications";
import { notify } from "./toast";
import { ROOM_RECONNECT, useRoomSocketUrl } from "./use-room";

/** Holds the notification socket of this page while a player is signed in. */
export function useNotificationsLive(): void {
	/** The newest notification this page has shown or listed: after a reconnect, anything newer is toasted. */
	const newest = useRef<string | null>(null);
	const opened = useRef(0);
	const { revalidate } = useRevalidator();
	// Signed out (or another account): the count is no longer this page's to show.
	useEffect(() => () => store.set({ unread: null }), []);
	const onOpen = useCallback(async () => {
		const reconnect = opened.current++ > 0;
		const response = await api.api.notifications.$get({ query: { page: "1" } });
		if (!response.ok) return;
		const page = await response.json();
		store.set({ unread: page.unread });
		const since = newest.current;
		newest.current = page.data[0]?.createdAt ?? since;
		if (!reconnect || since === null) return;
		const missed = page.data.filter((n) => !n.read && n.createdAt > since);
		for (const n of missed.reverse()) notify.notice(n.title, n.body);
		if (missed.length > 0) void revalidate();
	}, [revalidate]);
	const url = useRoomSocketUrl(true, NOTIFICATIONS_SOCKET_PATH);
	const socket = useWebSocket(url, undefined, {
		...ROOM_RECONNECT,
		onOpen: () => void onOpen(),
		onMessage: (event: MessageEvent) => {
			const message = JSON.parse(String(event.data)) as NotificationSocketMessage;
			if (message.type === "sessionEnded") {
				// The reconnect refreshes the session first: it signs the player out if the session is over.
				socket.reconnect();
				return;
			}
			const n = message.notification;
			if (newest.current === null || n.createdAt > newest.current) newest.current = n.createdAt;
			store.set({ unread: (store.get().unread ?? 0) + (n.read ? 0 : 1) });
			notify.notice(n.title, n.body);
			void revalidate();
		},
	});
}

/** The component form of useNotificationsLive, for the header to load lazily (it carries the socket library). */
export default function NotificationsLive() {
	useNotificationsLive();
	return null;
}
