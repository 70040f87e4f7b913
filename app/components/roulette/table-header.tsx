import { Link } from "react-router";
import { verifyPath } from "~/domain/content";
import { tableBadge, tableBadgeLabels, tableMessages } from "~/domain/messages/tables";
import type { PastResult, RoundPhase } from "~/domain/roulette/protocol";
import type { ConnectionState } from "../../lib/use-room";
import { CountdownRing } from "./countdown-ring";
import { MuteButton } from "./mute-button";
import { OperatorMark, OperatorMarkLegend } from "./operator-mark";
import { pocketTile } from "./pocket-tile";
import { useTableWords } from "./table-words";

/**
 * The table's name and limits, then the countdown, recent results, LIVE badge and mute: two short lines on a
 * phone upright, one on a phone held sideways, so the game below still fits the screen.
 */
export function TableHeader({
	name,
	tableId,
	limitsText,
	phase,
	secondsLeft,
	windowSeconds,
	recent,
	connection,
	tableEnabled,
}: {
	name: string;
	tableId: string;
	/** "₹10 - ₹50,000 per bet", already worded. */
	limitsText: string;
	phase: RoundPhase | null;
	secondsLeft: number;
	windowSeconds: number;
	/** The latest results, newest first. */
	recent: readonly PastResult[];
	connection: ConnectionState;
	tableEnabled: boolean;
}) {
	const words = useTableWords();
	const { t, say } = words;
	return (
		<>
			<div className="flex shrink-0 flex-col gap-1.5 table-sideways:flex-row table-sideways:items-center table-sideways:gap-3">
				<div className="flex h-6 items-baseline justify-between gap-2 lg:h-8 table-sideways:h-auto table-sideways:w-44 table-sideways:shrink-0 table-sideways:flex-col table-sideways:items-start table-sideways:gap-0">
					<h1 id="table-heading" className="min-w-0 truncate text-sm font-bold lg:text-lg table-sideways:max-w-full">
						{name}
					</h1>
					<p data-testid="table-limits" className="shrink-0 text-xs text-gray-300 lg:text-sm">
						{limitsText}
					</p>
				</div>
				<div className="flex min-h-11 min-w-0 shrink-0 items-center gap-2 max-[19.9rem]:flex-wrap lg:min-h-14 table-sideways:flex-1">
					<div className="shrink-0" data-testid="phase">
						{phase === "betting" ? (
							<CountdownRing secondsLeft={secondsLeft} windowSeconds={windowSeconds} compact />
						) : (
							<p className="max-w-20 text-xs leading-tight font-bold text-gray-100 uppercase" data-testid="phase-label">
								{phase === "spinning"
									? say(tableMessages.bettingClosed)
									: phase === "result"
										? t("phase.result")
										: say(tableMessages.connecting)}
							</p>
						)}
					</div>
					<ol aria-label={t("recent.label")} className="flex min-w-0 flex-1 gap-1 overflow-x-auto py-1">
						{recent.map((r) => (
							<li key={r.roundId}>
								<Link
									to={verifyPath(r.roundId, tableId)}
									className={`relative grid size-7 place-items-center rounded border-2 border-white text-xs font-bold text-white lg:size-8 lg:text-sm ${pocketTile[r.color]}`}
									aria-label={t(r.operatorSet ? "recent.tileOperatorSet" : "recent.tile", {
										seq: r.seq,
										result: r.result,
										color: words.colour(r.color),
										operatorSet: say(tableMessages.operatorSet),
									})}
								>
									{r.result}
									{r.operatorSet && <OperatorMark />}
								</Link>
							</li>
						))}
					</ol>
					<span
						data-testid="connection"
						data-state={connection}
						className={`shrink-0 rounded-full border px-2 py-0.5 text-xs font-bold ${connection === "open" && tableEnabled ? "border-green-500 text-green-400" : "border-gray-400 text-gray-300"}`}
					>
						{say(tableBadgeLabels[tableBadge(connection, tableEnabled)])}
					</span>
					<MuteButton />
				</div>
			</div>
			{recent.some((r) => r.operatorSet) && <OperatorMarkLegend />}
		</>
	);
}
