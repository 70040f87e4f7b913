import { useTranslation } from "react-i18next";
import { shortRoundId } from "~/domain/admin";
import { tableBadge, tableBadgeLabels } from "~/domain/messages/tables";
import { useSay } from "../../lib/i18n";
import type { AdminRoomView } from "../../lib/use-admin-room";
import { useSecondsLeft } from "../../lib/use-room";

/** The dashboard's live "Period: <round> / <phase>" bar, from the admin socket. */
export function RoundPanel({ room }: { room: AdminRoomView }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const round = room.round;
	const seconds = useSecondsLeft(round?.phaseEndsAt ?? null, room.clockOffsetMs);
	return (
		<section
			aria-label={t("round.region")}
			className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-info px-4 py-3 font-semibold text-black"
		>
			<p aria-live="polite" data-testid="current-round">
				{round ? (
					<>
						{t("round.period")}{" "}
						<span className="font-mono" title={round.roundId} data-round-id={round.roundId}>
							{shortRoundId(round.roundId)}
						</span>{" "}
						(#{round.seq}) / <span data-testid="current-phase">{t(`round.phase.${round.phase}`)}</span>
					</>
				) : room.connection === "open" ? (
					t("round.idle")
				) : (
					t("round.connecting")
				)}
			</p>
			<div className="flex items-center gap-3">
				{round && <p className="tabular-nums">{t("round.secondsLeft", { seconds })}</p>}
				<span className="rounded-full border border-black px-3 py-0.5 text-xs font-bold">
					{say(tableBadgeLabels[tableBadge(room.connection, room.tableEnabled)])}
				</span>
			</div>
		</section>
	);
}
