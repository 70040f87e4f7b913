/**
 * The browser's offer to install the site (`beforeinstallprompt`, Chromium-based browsers), kept until the
 * player answers it (docs/decisions/0910-installable-app.md). "Not now" lasts for the browser session,
 * "Don't ask again" for good (localStorage); an installed app is not offered again.
 */
import { useSyncExternalStore } from "react";

/** Chromium's event; not in the DOM typings. */
export type BeforeInstallPromptEvent = Event & {
	prompt(): Promise<unknown>;
	userChoice?: Promise<{ outcome: "accepted" | "dismissed" }>;
};

export const INSTALL_NEVER_KEY = "rr-install-never";
export const INSTALL_LATER_KEY = "rr-install-later";

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
	for (const listener of listeners) listener();
};

function declined(): boolean {
	try {
		return localStorage.getItem(INSTALL_NEVER_KEY) === "1" || sessionStorage.getItem(INSTALL_LATER_KEY) === "1";
	} catch {
		// Storage refused (private modes): offer, and let the answer last for this page.
		return false;
	}
}

/** Starts listening (once the page is hydrated); returns the clean-up. */
export function listenForInstallOffer(): () => void {
	const onOffer = (event: Event) => {
		// Keep Chromium's own mini-infobar away: the site asks in its own words, where it does not get in the way.
		event.preventDefault();
		if (declined()) return;
		offer = event as BeforeInstallPromptEvent;
		changed();
	};
	const onInstalled = () => {
		offer = null;
		changed();
	};
	window.addEventListener("beforeinstallprompt", onOffer);
	window.addEventListener("appinstalled", onInstalled);
	return () => {
		window.removeEventListener("beforeinstallprompt", onOffer);
		window.removeEventListener("appinstalled", onInstalled);
	};
}

/** The pending offer, or null when there is none or the player declined it. */
export function useInstallOffer(): BeforeInstallPromptEvent | null {
	return useSyncExternalStore(
		(listener) => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		() => offer,
		() => null,
	);
}

/** The player's answer. "install" shows the browser's own dialog; the offer is spent either way. */
export async function answerInstallOffer(answer: "install" | "later" | "never"): Promise<void> {
	const pending = offer;
	offer = null;
	changed();
	try {
		if (answer === "never") localStorage.setItem(INSTALL_NEVER_KEY, "1");
		if (answer === "later") sessionStorage.setItem(INSTALL_LATER_KEY, "1");
	} catch {
		// Storage refused: the offer is gone for this page at least.
	}
	if (answer === "install" && pending) await pending.prompt().catch(() => undefined);
}
