/**
 * The local server (`npm start`, `vite preview`) keeps an idle connection open for two minutes instead of Node's
 * default 5 s. Playwright's API client pools keep-alive sockets and ignores the server's `Keep-Alive: timeout=5`
 * hint (microsoft/playwright#42698), so a test that talked to the API, drove the browser for more than 5 s and then
 * called the API again sometimes wrote into a socket the server was closing: `read ECONNRESET` (protection.spec,
 * once in CI). A test lasts at most a minute, so no socket it pooled idles past this. Cloudflare's edge, not this
 * server, serves a deployment.
 */
import type { Plugin } from "vite";

const IDLE_MS = 120_000;

export function localKeepAlive(): Plugin {
	return {
		name: "roulette-royale:local-keep-alive",
		configurePreviewServer(server) {
			const http = server.httpServer as { keepAliveTimeout?: number; headersTimeout?: number };
			http.keepAliveTimeout = IDLE_MS;
			// Node requires the headers timeout to outlast the keep-alive timeout.
			http.headersTimeout = IDLE_MS + 1_000;
		},
	};
}
