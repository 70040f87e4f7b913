import { useCallback, useEffect, useState } from "react";

/**
 * Whole seconds left until a server deadline, never below 0; re-renders four times a second. `clockOffsetMs` is
 * the server's clock minus this one (serverNow − local time when it arrived). A module of its own, so that the
 * lobby's countdowns do not bring the socket client with them.
 */
export function useSecondsLeft(deadline: number | null, clockOffsetMs: number): number {
	const compute = useCallback(
		() => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - (Date.now() + clockOffsetMs)) / 1000))),
		[deadline, clockOffsetMs],
	);
	const [seconds, setSeconds] = useState(compute);
	useEffect(() => {
		setSeconds(compute());
		const timer = setInterval(() => setSeconds(compute()), 250);
		return () => clearInterval(timer);
	}, [compute]);
	return seconds;
}
