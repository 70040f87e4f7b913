import { useCallback, useSyncExternalStore } from "react";

/**
 * Per-device preferences kept in localStorage: sound, whether balances are masked, and the table's betting layout
 * (the racetrack instead of the board, with its heat map), so a player finds the table as they left it.
 */
export type Preferences = { muted: boolean; hideBalances: boolean; racetrack: boolean; heatMap: boolean };

const KEY = "rr:preferences";
const defaults: Preferences = { muted: false, hideBalances: false, racetrack: false, heatMap: false };
const listeners = new Set<() => void>();
// The stored text and what it says: read again only when the text changes (another tab, or storage cleared), so a
// snapshot stays the same object between renders as useSyncExternalStore needs.
let cachedText: string | null | undefined;
let cached: Preferences = defaults;

function read(): Preferences {
	let text: string | null = null;
	try {
		text = localStorage.getItem(KEY);
	} catch {
		// storage unavailable (private mode): what was set on this page holds
		return cached;
	}
	if (text === cachedText) return cached;
	cachedText = text;
	try {
		cached = { ...defaults, ...JSON.parse(text ?? "{}") };
	} catch {
		cached = defaults;
	}
	return cached;
}

function subscribe(listener: () => void) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

export function usePreferences(): [Preferences, (patch: Partial<Preferences>) => void] {
	const preferences = useSyncExternalStore(subscribe, read, () => defaults);
	const update = useCallback((patch: Partial<Preferences>) => {
		cached = { ...read(), ...patch };
		try {
			cachedText = JSON.stringify(cached);
			localStorage.setItem(KEY, cachedText);
		} catch {
			// storage may be unavailable (private mode); the preference still holds for this page
		}
		for (const listener of listeners) listener();
	}, []);
	return [preferences, update];
}
