/**
 * Caching of the public, slow-changing reads (docs/decisions/0755-d1-latency-model-and-edge-cache.md). On
 * Cloudflare a Worker's own responses never pass through the CDN's cache; the Worker keeps them in the data
 * centre's cache itself (the Cache API, `caches.default`), which workerd also has locally. Only the routes listed
 * in PUBLIC_READS are looked up, and a response is stored only when its route marked it `public` with an
 * `s-maxage` and it sets no cookie: personal and money routes answer `private, no-store` (personalByDefault).
 */

/**
 * Cache-Control of each public read: how long the edge may serve it. No `stale-while-revalidate`: a browser honours
 * it too (Chromium serves the stale copy at once and refreshes behind it), and the admin console, which reads the
 * catalogue after an edit, then showed the catalogue from before the edit.
 */
export const PUBLIC_CACHE_CONTROL = {
	/** The games and tables catalogues: change when an admin edits them (which also drops the cached copy here). */
	catalogue: "public, max-age=0, s-maxage=30",
	/** Recent revealed rounds and a table's statistics: a new round every ~28 s, so a few seconds of staleness is invisible. */
	recentRounds: "public, max-age=0, s-maxage=5",
	/** A revealed and settled round never changes again. */
	finishedRound: "public, max-age=3600, s-maxage=86400, immutable",
} as const;

/** What every /api answer without a Cache-Control of its own gets: never stored by a browser, proxy or the edge. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** The reads the Worker looks up in the cache (GET only); any other path never costs a cache lookup. */
const PUBLIC_READS = [
	/^\/api\/games$/,
	/^\/api\/tables$/,
	/^\/api\/rounds$/,
	/^\/api\/rounds\/stats$/,
	/^\/api\/rounds\/[0-9a-f-]{36}$/,
];

export function isPublicRead(request: Request): boolean {
	// A signed-in client (an admin who just switched a game off, a player) reads fresh: an edit's purge cannot cancel
	// a copy of the old answer that a read started just before it is still storing (docs/decisions/0755).
	if (request.method !== "GET" || request.headers.has("Authorization")) return false;
	const { pathname } = new URL(request.url);
	return PUBLIC_READS.some((path) => path.test(pathname));
}

/** Whether a shared cache may keep this response: 200, `public` with `s-maxage`, no cookie. */
export function sharedCacheable(response: Response): boolean {
	const control = response.headers.get("Cache-Control") ?? "";
	return (
		response.status === 200 &&
		/(^|,)\s*public\s*(,|$)/.test(control) &&
		/s-maxage=\d+/.test(control) &&
		!response.headers.has("Set-Cookie")
	);
}

/** An /api response that did not say how it may be cached is personal: `private, no-store`. */
export function personalByDefault(response: Response): Response {
	if (response.status === 101 || response.webSocket || response.headers.has("Cache-Control")) return response;
	const headers = new Headers(response.headers);
	headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
	return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The data centre's cache (workerd's `caches.default`; the DOM's CacheStorage type, also in scope, lacks it). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/**
 * The cache key: the URL alone, so no request header (cookies, authorization, country) can make or select an
 * entry. Only public reads get here, and they read none of those.
 */
const cacheKey = (request: Request) => new Request(request.url, { method: "GET" });

/** Serves a public read from the cache, or computes it and stores it (after answering) when its route allows. */
export async function cachedPublicRead(
	request: Request,
	ctx: ExecutionContext,
	compute: () => Promise<Response>,
): Promise<Response> {
	const cache = edgeCache();
	const key = cacheKey(request);
	const hit = await cache.match(key);
	if (hit) return hit;
	const response = await compute();
	if (sharedCacheable(response)) ctx.waitUntil(cache.put(key, response.clone()));
	return response;
}

/** Drops a cached public read in this data centre (an admin's edit shows at once here; elsewhere within s-maxage). */
export async function forgetPublicRead(url: string): Promise<void> {
	await edgeCache().delete(cacheKey(new Request(url)));
}
