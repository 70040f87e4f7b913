/**
 * The browser's offer to install the site (`beforeinstallprompt`, Chromium-based browsers), kept until the
 * player answers it (docs/decisions/0910-installable-app.md). "Not now" lasts for the browser session,
 * "Don't ask again" for good (localStorage); an installed app is not offered again. The card waits until the
 * visitor has done something on the page (a tap, a key, a scroll): it does not cover a first view nobody has
 * looked at yet, and it does not become that view's largest paint (docs/decisions/0770-lighthouse-beyond-home.md).
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
let engaged = false;
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

/** What a visitor does first on a page: any of these means they are looking at it. */
const ENGAGING_EVENTS = ["pointerdown", "keydown", "scroll"] as const;

/** Starts listening (once the page is hydrated); returns the clean-up. */
export function listenForInstallOffer(): () => void {
	// A page reached after a tap elsewhere on the site (or a reload after one) counts as engaged already.
	engaged ||= navigator.userActivation?.hasBeenActive ?? false;
	const onEngaged = () => {
		if (engaged) return;
		engaged = true;
		changed();
	};
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
	for (const type of ENGAGING_EVENTS) window.addEventListener(type, onEngaged, { capture: true, passive: true });
	return () => {
		window.removeEventListener("beforeinstallprompt", onOffer);
		window.removeEventListener("appinstalled", onInstalled);
		for (const type of ENGAGING_EVENTS) window.removeEventListener(type, onEngaged, { capture: true });
	};
}

/** The pending offer once the visitor has engaged with the page; null when there is none or it was declined. */
export function useInstallOffer(): BeforeInstallPromptEvent | null {
	return useSyncExternalStore(
		(listener) => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		() => (engaged ? offer : null),
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
