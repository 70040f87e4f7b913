import { useTranslation } from "react-i18next";
import type { PastResult } from "~/domain/roulette/protocol";
import { resultStats, share } from "~/domain/roulette/stats";

/** Last-100 statistics from the room's real results; nothing is shown before the first result. */
export function StatsPanel({ results }: { results: readonly PastResult[] }) {
	const { t } = useTranslation("table");
	const s = resultStats(results.map((r) => r.result));
	return (
		<section aria-labelledby="stats-heading" className="rounded-xl bg-panel p-3 text-sm">
			<h2 id="stats-heading" className="font-bold text-gold">
				{t("stats.heading", { count: s.count })}
			</h2>
			{s.count === 0 ? (
				<p className="mt-1 text-gray-300">{t("stats.empty")}</p>
			) : (
				<dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5" data-testid="stats">
					<dt className="text-gray-300">{t("stats.colours")}</dt>
					<dd>
						{share(s.red, s.count)}% / {share(s.black, s.count)}% / {share(s.green, s.count)}%
					</dd>
					<dt className="text-gray-300">{t("stats.oddEven")}</dt>
					<dd>
						{share(s.odd, s.count)}% / {share(s.even, s.count)}%
					</dd>
					<dt className="text-gray-300">{t("stats.lowHigh")}</dt>
					<dd>
						{share(s.low, s.count)}% / {share(s.high, s.count)}%
					</dd>
					<dt className="text-gray-300">{t("stats.hot")}</dt>
					<dd>{s.hot.map((h) => `${h.n} (${h.times}×)`).join(", ")}</dd>
					<dt className="text-gray-300">{t("stats.cold")}</dt>
					<dd>{s.cold.map((c) => `${c.n} (${c.times}×)`).join(", ")}</dd>
				</dl>
			)}
		</section>
	);
}
