/**
 * The player's notifications on the client (docs/decisions/0900-notifications.md): the unread count the header's
 * bell shows. The socket that feeds it is in notifications-live.ts, loaded lazily by the header (it carries the
 * socket library); what else a notification changes on screen, the pages' loaders read again (docs/decisions/0950).
 */
import type { InferResponseType } from "hono/client";
import { useSyncExternalStore } from "react";
import type { api } from "./api";

export type NotificationsPage = InferResponseType<typeof api.api.notifications.$get, 200>;
export type NotificationItem = NotificationsPage["data"][number];

type State = {
	/** null until the count has been read. */
	unread: number | null;
};

let state: State = { unread: null };
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
