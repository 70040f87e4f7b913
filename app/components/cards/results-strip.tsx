/**
 * A card table's results strip (the last 20 winners: A/B at Andar Bahar, D/T/Tie at Dragon Tiger) and its statistics:
 * the share of each outcome over the rounds the room told this screen.
 */
import { useTranslation } from "react-i18next";
import type { CardGame, CardResult } from "~/domain/cards/games";
import type { PastCardRound } from "~/domain/cards/protocol";

const OUTCOMES: Record<CardGame, CardResult[]> = {
	"andar-bahar": ["andar", "bahar"],
	"dragon-tiger": ["dragon", "tiger", "tie"],
};
const TONE: Record<CardResult, string> = {
	andar: "bg-sky-700",
	bahar: "bg-rose-700",
	dragon: "bg-red-700",
	tiger: "bg-amber-700",
	tie: "bg-green-700",
};

export function ResultsStrip({ game, results }: { game: CardGame; results: readonly PastCardRound[] }) {
	const { t } = useTranslation("table");
	const counted = results.length;
	return (
		<div className="flex min-w-0 flex-col gap-1">
			<ol aria-label={t("cards.strip.label")} className="flex min-h-7 gap-1 overflow-x-auto" data-testid="card-strip">
				{results.slice(0, 20).map((r) => (
					<li
						key={r.roundId}
						className={`grid h-7 min-w-7 place-items-center rounded px-1 text-xs font-black text-white ${TONE[r.result]}`}
					>
						<span aria-hidden="true">{t(`cards.strip.short.${r.result}`)}</span>
						<span className="sr-only">
							{t("cards.strip.round", { seq: r.seq, result: t(`cards.spots.${r.result}`) })}
						</span>
					</li>
				))}
			</ol>
			{counted > 0 && (
				<p className="text-xs text-gray-300" data-testid="card-stats">
					{t("cards.stats.label", { count: counted })}:{" "}
					{OUTCOMES[game]
						.map((o) =>
							t("cards.stats.share", {
								name: t(`cards.spots.${o}`),
								percent: `${Math.round((100 * results.filter((r) => r.result === o).length) / counted)}%`,
							}),
						)
						.join(" · ")}
				</p>
			)}
		</div>
	);
}
