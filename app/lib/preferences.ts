import { useCallback, useSyncExternalStore } from "react";

/**
 * Per-device preferences kept in localStorage: sound, whether balances are masked, and the table's betting layout
 * (the racetrack instead of the board, with its heat map), so a player finds the table as they left it.
 */
export type Preferences = { muted: boolean; hideBalances: boolean; racetrack: boolean; heatMap: boolean };

const KEY = "rr:preferences";
const defaults: Preferences = { muted: false, hideBalances: false, racetrack: false, heatMap: false };
const listeners = new Set<() => void>();
let cached: Preferences | null = null;

function read(): Preferences {
	if (cached) return cached;
	try {
		cached = { ...defaults, ...JSON.parse(localStorage.getItem(KEY) ?? "{}") };
	} catch {
		cached = defaults;
	}
	return cached ?? defaults;
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
			localStorage.setItem(KEY, JSON.stringify(cached));
		} catch {
			// storage may be unavailable (private mode); the preference still holds for this page
		}
		for (const listener of listeners) listener();
	}, []);
	return [preferences, update];
}
