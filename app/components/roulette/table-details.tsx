import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { verifyPath } from "~/domain/content";
import { tableMessages } from "~/domain/messages/tables";
import { paiseToRupees } from "~/domain/money";
import type { BetLimits } from "~/domain/roulette/bets";
import type { PastResult, RecentWinner, RoundSnapshot } from "~/domain/roulette/protocol";
import type { TableStats } from "~/domain/roulette/stats";
import { RESULT_EFFECTS_MS } from "~/domain/roulette/timing";
import type { TableStatsStatus } from "../../lib/use-table-stats";
import { Tabs } from "../tabs";
import { StatsPanel } from "./stats-panel";
import type { FeedLine } from "./table-machine";
import { useTableWords } from "./table-words";

export const DETAIL_TABS = ["feed", "winners", "stats", "round"] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

const winnerKey = (w: RecentWinner) => `${w.roundId}:${w.name}:${w.amount}`;

/** The winners the room has just added, highlighted for 4 s (docs/product.md#the-round). */
function useFreshWinners(winners: readonly RecentWinner[]): ReadonlySet<string> {
	const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
	const known = useRef<Set<string> | null>(null);
	useEffect(() => {
		const keys = winners.map(winnerKey);
		const before = known.current;
		known.current = new Set(keys);
		if (!before) return;
		const added = keys.filter((k) => !before.has(k));
		if (added.length === 0) return;
		setFresh(new Set(added));
		const timer = setTimeout(() => setFresh(new Set()), RESULT_EFFECTS_MS.newWinnerHighlight);
		return () => clearTimeout(timer);
	}, [winners]);
	return fresh;
}

/** Below the game: winners, the feed, statistics and the round's fairness, one tab at a time. */
export function TableDetails({
	tab,
	onTab,
	inert,
	tableId,
	winners,
	feed,
	statistics,
	onShowHeat,
	round,
	limits,
	lastResult,
}: {
	tab: DetailTab;
	onTab: (tab: DetailTab) => void;
	inert: boolean;
	tableId: string;
	winners: readonly RecentWinner[];
	feed: readonly FeedLine[];
	statistics: { stats: TableStats; status: TableStatsStatus };
	/** Opens the racetrack's heat map; none for an admin, who has no racetrack. */
	onShowHeat?: () => void;
	round: RoundSnapshot | null;
	limits: BetLimits;
	lastResult: PastResult | null;
}) {
	const words = useTableWords();
	const { t, say } = words;
	const fresh = useFreshWinners(winners);
	return (
		<div inert={inert} className="mt-4 rounded-xl bg-panel p-3 lg:mt-6">
			<Tabs
				label={t("tabs.label")}
				tabs={DETAIL_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
				value={tab}
				onChange={onTab}
				panelClassName="mt-3"
			>
				{tab === "winners" &&
					(winners.length === 0 ? (
						<p className="text-sm text-gray-300">{t("noWinners")}</p>
					) : (
						<ul className="space-y-0.5 text-sm" data-testid="winners">
							{winners.slice(0, 12).map((w) => (
								<li
									key={winnerKey(w)}
									className={`flex justify-between rounded px-1 ${fresh.has(winnerKey(w)) ? "bg-gold/20" : ""}`}
								>
									<span>{w.name}</span>
									<span className="font-bold text-green-300">{words.inWallet(w.amount, w.wallet)}</span>
								</li>
							))}
						</ul>
					))}
				{tab === "feed" &&
					(feed.length === 0 ? (
						<p className="text-sm text-gray-300">{say(tableMessages.feedEmpty)}</p>
					) : (
						<ul
							aria-label={t("tabs.feed")}
							// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard.
							tabIndex={0}
							className="max-h-48 space-y-0.5 overflow-y-auto rounded text-sm focus-visible:outline-2 focus-visible:outline-gold"
							data-testid="feed"
						>
							{feed.map((line) => (
								<li
									key={line.id}
									data-kind={line.kind}
									className={
										line.kind === "you"
											? "font-bold text-white"
											: line.kind === "result"
												? "text-gold"
												: "text-gray-200"
									}
								>
									{words.feedLine(line)}
								</li>
							))}
						</ul>
					))}
				{tab === "stats" && <StatsPanel stats={statistics.stats} status={statistics.status} onShowHeat={onShowHeat} />}
				{tab === "round" && (
					<div className="space-y-1 text-sm text-gray-200" data-testid="round-details">
						<p>
							{t("round")} <span className="font-bold text-white">#{round?.seq ?? "–"}</span>
							{" · "}
							{say(tableMessages.tableLimits(paiseToRupees(limits.minBetPaise), paiseToRupees(limits.maxBetPaise)))}
						</p>
						{round && (
							<p className="text-xs text-gray-300">
								{t("details.commitment")}{" "}
								<code data-testid="commitment" className="break-all text-gray-100">
									{round.commitment}
								</code>
							</p>
						)}
						{lastResult && (
							<p className="text-xs text-gray-300">
								{t("details.lastRound", { result: lastResult.result, color: words.colour(lastResult.color) })}{" "}
								<Link className="underline" to={verifyPath(lastResult.roundId, tableId)}>
									{t("details.verify", { seq: lastResult.seq })}
								</Link>
							</p>
						)}
					</div>
				)}
			</Tabs>
		</div>
	);
}
