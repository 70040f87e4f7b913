import { useTranslation } from "react-i18next";
import { colorNames, tableBadge, tableBadgeLabels, tableMessages } from "~/domain/messages/tables";
import { colorOf } from "~/domain/roulette/wheel";
import { useSay } from "../lib/i18n";
import type { RoomView } from "../lib/use-room";
import { OperatorMark, OperatorMarkLegend } from "./roulette/operator-mark";
import { pocketTile } from "./roulette/pocket-tile";
import { ButtonLink } from "./ui/button";

export type LiveTableStatusProps = {
	room: Pick<RoomView, "connection" | "round" | "lastResults" | "tableEnabled">;
	seconds: number;
};

/** The table's glance as drawn from a room view; the home page shows it before the socket client loads. */
export function LiveTableStatusView({ room, seconds }: LiveTableStatusProps) {
	const round = room.round;
	const { t } = useTranslation("site");
	const say = useSay();

	return (
		<section aria-labelledby="live-table-heading" className="rounded-xl border border-edge bg-panel p-5">
			<div className="flex items-center justify-between gap-3">
				<h2 id="live-table-heading" className="text-lg font-bold">
					Auto Roulette
				</h2>
				<span
					data-testid="live-badge"
					className={`rounded-full border px-3 py-0.5 text-xs font-bold ${
						room.connection === "open" && room.tableEnabled
							? "border-green-500 text-green-400"
							: "border-gray-500 text-gray-400"
					}`}
				>
					{say(tableBadgeLabels[tableBadge(room.connection, room.tableEnabled)])}
				</span>
			</div>
			<div className="mt-4 flex flex-wrap items-baseline gap-x-4" data-testid="live-phase">
				{/* Only the phase and the result are announced: the seconds below tick every second and would be read
				    out each time (WCAG 4.1.3 without the noise); a screen reader still finds them by reading on. */}
				<p
					aria-live="polite"
					className={
						!room.tableEnabled ? "text-lg font-bold text-yellow-300" : round ? "text-2xl font-black" : "text-gray-300"
					}
					data-testid={room.tableEnabled ? undefined : "live-closed"}
					data-phase={room.tableEnabled ? round?.phase : undefined}
				>
					{!room.tableEnabled ? (
						say(tableMessages.tableOff)
					) : round ? (
						<>
							{t(`liveTable.phase.${round.phase}`)}
							{round.phase === "result" && round.result !== null && (
								<span className="ml-2" data-testid="live-result">
									{round.result} {say(colorNames[colorOf(round.result)])}
								</span>
							)}
						</>
					) : (
						t("liveTable.waiting")
					)}
				</p>
				{room.tableEnabled && round && (
					<p className="text-sm text-gray-300">
						{t("liveTable.round", { seq: round.seq })} · <span data-testid="live-seconds">{seconds}</span>
						{/* A no-break space: the unit never wraps away from its number. */}
						{"\u00a0"}
						{t("liveTable.seconds")}
					</p>
				)}
			</div>
			{room.lastResults.length > 0 && (
				<ol aria-label={t("liveTable.latest")} className="mt-4 flex flex-wrap gap-1.5">
					{room.lastResults.slice(0, 12).map((r) => (
						<li
							key={r.roundId}
							className={`relative grid size-8 place-items-center rounded border border-white text-sm font-bold ${pocketTile[r.color]}`}
							title={say(
								(r.operatorSet ? tableMessages.feedRoundOperatorSet : tableMessages.feedRound)(
									r.seq,
									r.result,
									colorNames[r.color],
								),
							)}
						>
							{r.result}
							{r.operatorSet && (
								<>
									<span className="sr-only">, {say(tableMessages.operatorSet)}</span>
									<OperatorMark />
								</>
							)}
						</li>
					))}
				</ol>
			)}
			{room.lastResults.slice(0, 12).some((r) => r.operatorSet) && <OperatorMarkLegend />}
			<ButtonLink to="/casino/game/auto-roulette" pill className="mt-5 text-sm">
				{t("liveTable.goToTable")}
			</ButtonLink>
		</section>
	);
}
