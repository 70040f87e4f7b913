import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
	if (typeof window === "undefined" || !window.matchMedia) return () => {};
	const media = window.matchMedia(QUERY);
	media.addEventListener("change", onChange);
	return () => media.removeEventListener("change", onChange);
}

/** True when the player asked the system for reduced motion. The server render assumes motion is fine. */
export function usePrefersReducedMotion(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(QUERY).matches : false),
		() => false,
	);
}
