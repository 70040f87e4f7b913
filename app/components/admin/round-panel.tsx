import { shortRoundId } from "~/domain/admin";
import { tableBadge, tableBadgeLabels, tableMessages } from "~/domain/messages";
import type { AdminRoomView } from "../../lib/use-admin-room";
import { useSecondsLeft } from "../../lib/use-room";

const phaseLabel = { betting: "Betting", spinning: "Spinning", result: "Result" } as const;

/** The dashboard's live "Period: <round> / <phase>" bar, from the admin socket. */
export function RoundPanel({ room }: { room: AdminRoomView }) {
	const round = room.round;
	const seconds = useSecondsLeft(round?.phaseEndsAt ?? null, room.clockOffsetMs);
	return (
		<section
			aria-label="Current round"
			className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-info px-4 py-3 font-semibold text-black"
		>
			<p aria-live="polite" data-testid="current-round">
				{round ? (
					<>
						Period:{" "}
						<span className="font-mono" title={round.roundId} data-round-id={round.roundId}>
							{shortRoundId(round.roundId)}
						</span>{" "}
						(#{round.seq}) / <span data-testid="current-phase">{phaseLabel[round.phase]}</span>
					</>
				) : room.connection === "open" ? (
					"The table is idle"
				) : (
					"Connecting to the table…"
				)}
			</p>
			<div className="flex items-center gap-3">
				{round && <p className="tabular-nums">{seconds} s left</p>}
				<span className="rounded-full border border-black px-3 py-0.5 text-xs font-bold">
					{tableBadgeLabels[tableBadge(room.connection, room.tableEnabled)]}
				</span>
			</div>
		</section>
	);
}
