/**
 * Snapshots of D1 rows kept for seconds in the data centre's cache (docs/decisions/0755-d1-latency-model-and-edge-cache.md):
 * shared by the API and the pages' loaders, which compute per request what must be of the moment (a phase, a countdown).
 */

/** The data centre's cache (workerd's `caches.default`; the DOM's CacheStorage type, also in scope, lacks it). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/**
 * The D1 rows an answer is computed from, kept `seconds` in the data centre's cache and shared by every reader, signed
 * in or not (docs/decisions/0620-tables-and-racetrack.md, "The lobby's live tables"). For an answer that must be
 * computed per request (the lobby's phases and countdowns against the clock of the moment) while its rows may be a
 * second old: at most one D1 read a second per data centre, however many readers poll. The key is under no route,
 * so no request is ever answered with the entry itself. PUBLIC_READ_CACHE=off: always read.
 */
export async function cachedSnapshot<T>(
	at: { requestUrl: string; env: unknown },
	name: string,
	seconds: number,
	compute: () => Promise<T>,
): Promise<T> {
	if ((at.env as Record<string, unknown>).PUBLIC_READ_CACHE === "off") return compute();
	const key = snapshotKey(at.requestUrl, name);
	const hit = await edgeCache().match(key);
	if (hit) return (await hit.json()) as T;
	const fresh = await compute();
	const stored = new Response(JSON.stringify(fresh), {
		headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${seconds}, s-maxage=${seconds}` },
	});
	// Stored before answering (a miss happens once a second): the next reader finds it, whatever the timing.
	await edgeCache().put(key, stored);
	return fresh;
}

/** Drops a snapshot in this data centre (an admin's edit; elsewhere it lasts its few seconds). */
export async function forgetSnapshot(requestUrl: string, name: string): Promise<void> {
	await edgeCache().delete(snapshotKey(requestUrl, name));
}

const snapshotKey = (requestUrl: string, name: string) =>
	new Request(new URL(`/_snapshots/${name}`, requestUrl).href, { method: "GET" });
