import { useCallback, useSyncExternalStore } from "react";

const secondsUntil = (deadline: number | null, now: number) =>
	deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * Whole seconds left until a server deadline, never below 0; re-renders four times a second. `clockOffsetMs` is
 * the server's clock minus this one (serverNow − local time when it arrived). `renderedAt`, the server's clock when
 * a loader read the deadline, is what the server's HTML showed: the browser's first render (hydration) shows the
 * same, then the live count. A module of its own, so that the lobby's countdowns do not bring the socket client.
 */
export function useSecondsLeft(deadline: number | null, clockOffsetMs: number, renderedAt?: number): number {
	const subscribe = useCallback((tick: () => void) => {
		const timer = setInterval(tick, 250);
		return () => clearInterval(timer);
	}, []);
	return useSyncExternalStore(
		subscribe,
		() => secondsUntil(deadline, Date.now() + clockOffsetMs),
		() => secondsUntil(deadline, renderedAt ?? Date.now() + clockOffsetMs),
	);
}
