/**
 * For a resource route that a page polls through a fetcher (the lobby's live tables, a table's statistics): its
 * `clientLoader` keeps the last answer and marks it failed when a request fails (a phone offline for a moment),
 * instead of the fetcher sending the page to its error boundary. One keeper per route module.
 */
export type PolledAnswer<T> = { answer: T | null; failed: boolean; receivedAt: number };

export function keepLastAnswer<T>(): (serverLoader: () => Promise<T>) => Promise<PolledAnswer<T>> {
	let last: { answer: T | null; receivedAt: number } = { answer: null, receivedAt: 0 };
	return async (serverLoader) => {
		try {
			// When it came, on this clock: a clock offset is measured against the answer's arrival, not its render.
			last = { answer: await serverLoader(), receivedAt: Date.now() };
			return { ...last, failed: false };
		} catch {
			return { ...last, failed: true };
		}
	};
}
