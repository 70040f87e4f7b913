/*
 * The service worker (docs/decisions/0910-installable-app.md). It caches the app shell and answers a page
 * request with the offline page when the network is gone. It never answers /api (money, bets, the table's
 * socket, sign-in) or anything that is not a GET from a cache: those always go to the network.
 *
 * A classic script, served as-is from public/ with `Cache-Control: no-cache` (public/_headers), so a change to
 * this file reaches browsers on their next visit. Bump VERSION when the cached shell must be rebuilt.
 */
const VERSION = "v1";
const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
/** public/offline.html; Cloudflare's static assets serve it at /offline (and redirect /offline.html there). */
const OFFLINE_URL = "/offline";
/** Fetched at install: the offline page and what it and the installed app's chrome show. */
const SHELL = [OFFLINE_URL, "/favicon.svg", "/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon.svg"];
/** Hashed build files are immutable; old ones are dropped beyond this many, oldest first. */
const MAX_ASSETS = 150;

/**
 * How the worker treats one request: "network" (not touched: the browser fetches as if there were no worker),
 * "asset" (cache first), "page" (network first, the offline page when that fails) or "shell" (network first,
 * the cached copy when that fails). Pure, so tests can call it (tests/unit/service-worker.test.ts).
 */
function routeRequest({ method, url, mode, origin }) {
	const { pathname, origin: requestOrigin } = new URL(url);
	if (method !== "GET" || requestOrigin !== origin) return "network";
	if (pathname === "/api" || pathname.startsWith("/api/")) return "network";
	if (pathname.startsWith("/assets/")) return "asset";
	if (mode === "navigate") return "page";
	if (SHELL.includes(pathname)) return "shell";
	return "network";
}

self.addEventListener("install", (event) => {
	event.waitUntil(
		caches
			.open(SHELL_CACHE)
			.then((cache) => cache.addAll(SHELL.map((path) => new Request(path, { cache: "reload" }))))
			.then(() => self.skipWaiting()),
	);
});

self.addEventListener("activate", (event) => {
	const current = [SHELL_CACHE, ASSET_CACHE];
	event.waitUntil(
		caches
			.keys()
			.then((names) => Promise.all(names.filter((name) => !current.includes(name)).map((name) => caches.delete(name))))
			// Pages are fetched while the worker starts up, not after (a page load waits for no worker start).
			.then(() => self.registration.navigationPreload?.enable())
			.then(() => self.clients.claim()),
	);
});

self.addEventListener("fetch", (event) => {
	const { request } = event;
	const route = routeRequest({
		method: request.method,
		url: request.url,
		mode: request.mode,
		origin: self.location.origin,
	});
	if (route === "asset") event.respondWith(assetFirstFromCache(request));
	else if (route === "page") event.respondWith(pageOrOffline(event));
	else if (route === "shell") event.respondWith(shellFromNetwork(request));
	// "network": no respondWith, so the browser goes to the network itself.
});

async function assetFirstFromCache(request) {
	const cache = await caches.open(ASSET_CACHE);
	const cached = await cache.match(request);
	if (cached) return cached;
	const response = await fetch(request);
	if (response.ok && response.type === "basic") {
		await cache.put(request, response.clone());
		await trim(cache);
	}
	return response;
}

async function trim(cache) {
	const keys = await cache.keys();
	await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

async function pageOrOffline(event) {
	try {
		return (await event.preloadResponse) ?? (await fetch(event.request));
	} catch {
		const offline = await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE });
		return offline ?? Response.error();
	}
}

async function shellFromNetwork(request) {
	try {
		return await fetch(request);
	} catch {
		const cached = await caches.match(request, { cacheName: SHELL_CACHE, ignoreSearch: true });
		return cached ?? Response.error();
	}
}
