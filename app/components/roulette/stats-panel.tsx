import type { PastResult } from "~/domain/roulette/protocol";
import { resultStats, share } from "~/domain/roulette/stats";

/** Last-100 statistics from the room's real results; nothing is shown before the first result. */
export function StatsPanel({ results }: { results: readonly PastResult[] }) {
	const s = resultStats(results.map((r) => r.result));
	return (
		<section aria-labelledby="stats-heading" className="rounded-xl bg-panel p-3 text-sm">
			<h2 id="stats-heading" className="font-bold text-gold">
				Last {s.count} results
			</h2>
			{s.count === 0 ? (
				<p className="mt-1 text-gray-300">No results yet.</p>
			) : (
				<dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5" data-testid="stats">
					<dt className="text-gray-300">Red / Black / Green</dt>
					<dd>
						{share(s.red, s.count)}% / {share(s.black, s.count)}% / {share(s.green, s.count)}%
					</dd>
					<dt className="text-gray-300">Odd / Even</dt>
					<dd>
						{share(s.odd, s.count)}% / {share(s.even, s.count)}%
					</dd>
					<dt className="text-gray-300">Low / High</dt>
					<dd>
						{share(s.low, s.count)}% / {share(s.high, s.count)}%
					</dd>
					<dt className="text-gray-300">Hot</dt>
					<dd>{s.hot.map((h) => `${h.n} (${h.times}×)`).join(", ")}</dd>
					<dt className="text-gray-300">Cold</dt>
					<dd>{s.cold.map((c) => `${c.n} (${c.times}×)`).join(", ")}</dd>
				</dl>
			)}
		</section>
	);
}
