/** /verify's list of a table's recent rounds, each with its link to verify it (read by the page's loader). */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { verifyPath } from "~/domain/content";
import { formatMultiplier } from "~/domain/crash/flight";
import { colorNames } from "~/domain/messages/tables";
import type { RecentRound } from "~/server/round-records";
import { useSay } from "../../lib/i18n";

export function RecentRounds({ rounds, table }: { rounds: readonly RecentRound[]; table: string }) {
	const id = useId();
	const { t } = useTranslation("verify");
	const { t: tSite } = useTranslation("site");
	const say = useSay();
	if (rounds.length === 0) return null;
	return (
		<section aria-labelledby={`${id}-recent`} className="mt-8">
			<h2 id={`${id}-recent`} className="text-xl font-bold">
				{t("recent")}
			</h2>
			<ul className="mt-2 divide-y divide-edge rounded-xl border border-edge bg-panel">
				{rounds.map((r) => (
					<li key={r.roundId} className="flex items-center justify-between gap-3 px-4 py-2">
						{r.game === "crash" ? (
							<span>{t("crash.recentRound", { seq: r.seq, crashPoint: formatMultiplier(r.crashPoint) })}</span>
						) : r.game === "roulette" ? (
							<span>
								{t("recentRound", { seq: r.seq, result: r.result, color: say(colorNames[r.color]) })}
								{r.operatorSet && <span className="ml-2 text-gold">{t("operatorSetTag")}</span>}
							</span>
						) : (
							<span>{t("cards.recentRound", { seq: r.seq, result: tSite(`tables.cardResult.${r.result}`) })}</span>
						)}
						<Link to={verifyPath(r.roundId, table)} className="font-bold text-gold underline">
							{t("verify")}
							<span className="sr-only">{t("verifyRound", { seq: r.seq })}</span>
						</Link>
					</li>
				))}
			</ul>
		</section>
	);
}
