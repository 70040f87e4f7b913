import { useEffect, useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
	window.addEventListener("online", onChange);
	window.addEventListener("offline", onChange);
	return () => {
		window.removeEventListener("online", onChange);
		window.removeEventListener("offline", onChange);
	};
}

/** Whether the browser thinks it has a network (`navigator.onLine`, kept current by its online/offline events). */
export function useOnline(): boolean {
	// The server renders as online: it cannot know, and a page it sends reached a browser over the network.
	return useSyncExternalStore(
		subscribe,
		() => navigator.onLine,
		() => true,
	);
}

/**
 * Reconnects a socket the moment the browser is back online, instead of waiting out the reconnect back-off
 * (up to 5 s) or a connection timeout on a socket that died with the old network.
 */
export function useReconnectWhenOnline(socket: { reconnect(): void }) {
	useEffect(() => {
		const onOnline = () => socket.reconnect();
		window.addEventListener("online", onOnline);
		return () => window.removeEventListener("online", onOnline);
	}, [socket]);
}
