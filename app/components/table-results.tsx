import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { tablePath, verifyPath } from "~/domain/content";
import { colorNames } from "~/domain/messages/tables";
import { type ResultStats, share } from "~/domain/roulette/stats";
import { colorOf } from "~/domain/roulette/wheel";
import { useFormat, useSay } from "../lib/i18n";

/** A table's latest results and statistics, as the results page's loader reads them (app/routes/results.tsx). */
export type TableResults = {
	id: string;
	name: string;
	rounds: { id: string; seq: number; result: number; at: number | null; operatorSet: boolean }[];
	stats: ResultStats & { operatorSetLeftOut: number };
};

/** One table on the results page: its latest results, each with its /verify link, then its statistics. */
export function TableResultsSection({ table }: { table: TableResults }) {
	const { t } = useTranslation("site");
	const say = useSay();
	const format = useFormat();
	const { stats } = table;
	const headingId = `results-${table.id}`;
	return (
		<section aria-labelledby={headingId} className="mt-6 rounded-xl border border-edge bg-panel p-4">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id={headingId} className="text-lg font-bold">
					{table.name}
				</h2>
				<Link to={tablePath(table.id)} className="text-sm font-bold text-gold underline">
					{t("results.play")}
				</Link>
			</div>
			{table.rounds.length === 0 ? (
				<p className="mt-2 text-sm text-gray-300">{t("results.noRounds")}</p>
			) : (
				<ol className="mt-3 grid gap-1 text-sm" aria-label={t("results.latest")}>
					{table.rounds.map((round) => (
						<li key={round.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
							<span className="w-24 shrink-0 tabular-nums">{t("results.round", { seq: round.seq })}</span>
							<span className="w-28 shrink-0 font-bold">
								{round.result} {say(colorNames[colorOf(round.result)])}
								{round.operatorSet && ` ${t("results.operatorSet")}`}
							</span>
							<span className="shrink-0 text-gray-300">{round.at ? format.time(round.at) : ""}</span>
							<Link to={verifyPath(round.id, table.id)} className="text-gold underline">
								{t("results.verify", { seq: round.seq })}
							</Link>
						</li>
					))}
				</ol>
			)}
			{stats.count > 0 && (
				<div className="mt-4 text-sm">
					<h3 className="font-bold">{t("results.statistics", { count: stats.count })}</h3>
					<p className="mt-1">
						{t("results.colours", {
							red: share(stats.red, stats.count),
							black: share(stats.black, stats.count),
							green: share(stats.green, stats.count),
						})}
					</p>
					<p>{t("results.hot", { numbers: stats.hot.map((h) => h.n).join(", ") })}</p>
					<p>{t("results.cold", { numbers: stats.cold.map((c) => c.n).join(", ") })}</p>
					{stats.operatorSetLeftOut > 0 && (
						<p className="text-gray-300">{t("results.leftOut", { count: stats.operatorSetLeftOut })}</p>
					)}
				</div>
			)}
		</section>
	);
}
