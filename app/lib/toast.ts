import { useSyncExternalStore } from "react";
import { TOAST } from "~/domain/messages/common";
import { sayOnPage as say } from "./page-locale";

// sonner (~34 KB of JS) is not part of any page's first load: it loads on the first toast or once the
// page is idle, whichever comes first (<Toasts /> in the root mounts its Toaster then). A toast
// published before the Toaster subscribes is replayed to it by sonner.
const loadSonner = () => import("sonner");
type Toast = Awaited<ReturnType<typeof loadSonner>>["toast"];

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the Toaster to be mounted (idempotent). */
export function wantToasts(): void {
	if (wanted) return;
	wanted = true;
	for (const listener of listeners) listener();
}

/** True once toasts were asked for: the root then mounts sonner's Toaster. */
export function useToastsWanted(): boolean {
	return useSyncExternalStore(
		(listener) => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		() => wanted,
		() => false,
	);
}

function show(publish: (toast: Toast) => void): void {
	wantToasts();
	void loadSonner().then(({ toast }) => publish(toast));
}

/**
 * Toasts with the spec's durations: 4 s by default and for errors, 2 s for success. A domain message (the server's
 * answer, a fallback from domain/messages/) is shown in the page's language. A toast's text is its id, so tapping a
 * "Coming soon" tile five times shows one toast, not a stack of five.
 */
export const notify = {
	info: (message: string) => show((toast) => toast(say(message), { id: `info:${message}`, duration: TOAST.defaultMs })),
	success: (message: string) =>
		show((toast) => toast.success(say(message), { id: `success:${message}`, duration: TOAST.successMs })),
	error: (message: string) =>
		show((toast) => toast.error(say(message), { id: `error:${message}`, duration: TOAST.errorMs })),
	/** A notice with a title and a sentence (a notification that arrived live): the default duration. */
	notice: (title: string, description: string) =>
		show((toast) =>
			toast(say(title), {
				id: `notice:${title}:${description}`,
				description: say(description),
				duration: TOAST.defaultMs,
			}),
		),
};
