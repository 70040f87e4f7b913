/**
 * The player's notifications on the client (docs/decisions/0900-notifications.md): the unread count the header's
 * bell shows, and the arrivals the notifications page follows. The socket that feeds them is in
 * notifications-live.ts, loaded lazily by the header (it carries the socket library).
 */
import type { InferResponseType } from "hono/client";
import { useSyncExternalStore } from "react";
import type { api } from "./api";

export type NotificationsPage = InferResponseType<typeof api.api.notifications.$get, 200>;
export type NotificationItem = NotificationsPage["data"][number];

type State = {
	/** null until the count has been read. */
	unread: number | null;
	/** Bumped by each notification that arrives live (the list reloads on it). */
	arrivals: number;
};

let state: State = { unread: null, arrivals: 0 };
const listeners = new Set<() => void>();

function set(next: Partial<State>): void {
	state = { ...state, ...next };
	for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

export const notificationsStore = {
	get: () => state,
	set,
	/** After the list or a mark-read answered: the server's count. */
	setUnread: (unread: number) => set({ unread }),
	subscribe,
};

/** The unread count (null while not known). */
export function useUnreadCount(): number | null {
	return useSyncExternalStore(
		subscribe,
		() => state.unread,
		() => null,
	);
}

/** Changes whenever a notification arrives live. */
export function useArrivals(): number {
	return useSyncExternalStore(
		subscribe,
		() => state.arrivals,
		() => 0,
	);
}
