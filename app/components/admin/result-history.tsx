import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { shortRoundId } from "~/domain/admin";
import { cardLabel } from "~/domain/cards/cards";
import { formatMultiplier } from "~/domain/crash/flight";
import { colorNames } from "~/domain/messages/tables";
import type { resultHistory } from "~/server/result-history";
import { useFormat, useSay } from "../../lib/i18n";
import { pocketTile } from "../roulette/pocket-tile";
import { Table } from "../ui/table";
import { KeysetUrlPager, useAdminMoney } from "./ui";

// Darker reds and greens than the felt so white digits keep a 4.5:1 contrast.
/** A page of the history as the page's loader reads it (app/lib/review-lists.server.ts, `resultHistoryPage`). */
export type ResultPage = Awaited<ReturnType<typeof resultHistory>>;

/**
 * A table's result history (its page's loader, as GET /api/admin/results reads it): settled rounds, newest first;
 * the keyset page is in the address. When `refreshKey` changes (a result revealed, the next round opened, told by
 * the table's socket) the page's loaders run again.
 */
export function ResultHistory({ refreshKey = "", history }: { refreshKey?: string; history: ResultPage }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const format = useFormat();
	const { inr, tokens } = useAdminMoney();
	const { revalidate } = useRevalidator();
	const shownKey = useRef(refreshKey);
	useEffect(() => {
		if (shownKey.current === refreshKey) return;
		shownKey.current = refreshKey;
		void revalidate();
	}, [refreshKey, revalidate]);
	const rows = history.results;
	return (
		<section aria-labelledby="history-heading" className="rounded-xl border border-edge bg-panel-deep p-4">
			<h2 id="history-heading" className="mb-3 text-lg font-bold">
				{t("history.heading")}
			</h2>
			<Table
				label={t("history.table")}
				caption={t("history.caption")}
				columns={[
					t("history.columns.round"),
					t("history.columns.time"),
					t("history.columns.result"),
					t("history.columns.bets"),
					t("history.columns.realStakes"),
					t("history.columns.realPayouts"),
					t("history.columns.tokenStakes"),
					t("history.columns.flags"),
				]}
				empty={rows.length === 0 ? t("history.empty") : null}
			>
				{rows.map((r) => (
					<tr key={r.roundId} data-testid="result-row" data-round-id={r.roundId}>
						<td className={`font-mono`} title={r.roundId}>
							{shortRoundId(r.roundId)}
						</td>
						<td className={`whitespace-nowrap`}>{r.at ? format.dateTime(r.at) : "—"}</td>
						<td>
							{r.game === "crash" ? (
								<span className="font-bold">{formatMultiplier(r.crashPoint)}</span>
							) : "cardResult" in r ? (
								<>
									<span className="font-bold">{t(`history.cardWinners.${r.cardResult}`)}</span>
									<span className="ml-2 font-mono text-xs">{r.cards.map(cardLabel).join(" ")}</span>
								</>
							) : (
								<>
									<span
										className={`inline-grid size-8 place-items-center rounded border border-white font-bold text-white ${pocketTile[r.color]}`}
									>
										{r.result}
									</span>
									<span className="ml-2 capitalize">{say(colorNames[r.color])}</span>
								</>
							)}
						</td>
						<td>{format.count(r.bets)}</td>
						<td>{inr(r.real.stakes)}</td>
						<td>{inr(r.real.payouts)}</td>
						<td>{tokens(r.tokens.stakes)}</td>
						<td>
							<div className="flex flex-wrap gap-1">
								{r.jackpot && (
									<span className="rounded-full bg-cta px-2 py-0.5 text-xs font-black text-black">
										{t("history.jackpot")}
									</span>
								)}
								{r.operatorSet && (
									<span className="rounded-full border border-gold px-2 py-0.5 text-xs font-bold text-gold">
										{t("operatorSet")}
									</span>
								)}
							</div>
						</td>
					</tr>
				))}
			</Table>
			<KeysetUrlPager label={t("history.pages")} next={history.next} />
		</section>
	);
}
