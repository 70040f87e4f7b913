import type { ReactNode } from "react";
import { tableMessages } from "~/domain/messages/tables";
import { useSay } from "../../lib/i18n";

/**
 * The felt under the board or the racetrack: green-blue cloth with a wooden rail and a brass edge; on wide screens it
 * leans back a little. Over its foot, the table's own lines: why a bet was refused (an alert) or that it was placed
 * (a status), where the player is looking, instead of toasts over the header (issue 30, finding 10).
 */
export function TableFelt({
	closed,
	refusal,
	notice,
	children,
}: {
	closed: boolean;
	/** A domain message or the room's words; null when nothing was refused. */
	refusal: string | null;
	notice: string | null;
	children: ReactNode;
}) {
	const say = useSay();
	return (
		<div className="relative min-h-0 min-w-0 flex-1 lg:flex lg:flex-col lg:justify-center">
			<div
				data-testid="felt"
				className="h-full rounded-2xl border-[5px] border-[#5a3217] bg-[radial-gradient(ellipse_at_50%_35%,#2f57c4_0%,#1c3589_55%,#0e1d52_100%)] p-1.5 shadow-[0_0_0_2px_#c9a14a,inset_0_0_28px_rgba(0,0,0,0.55),0_12px_28px_rgba(0,0,0,0.5)] lg:aspect-[2.5/1] lg:h-auto lg:p-4 lg:[perspective:1600px]"
			>
				<div className="h-full lg:origin-bottom lg:[transform:rotateX(10deg)]">{children}</div>
			</div>
			{closed && (
				<p
					role="status"
					data-testid="table-closed"
					className="absolute inset-x-4 top-1/3 z-30 rounded-lg bg-black/80 px-4 py-2 text-center font-bold text-yellow-300"
				>
					{say(tableMessages.tableOff)}
				</p>
			)}
			<p
				role="alert"
				data-testid="bet-refusal"
				className={`pointer-events-none absolute inset-x-2 bottom-2 z-30 text-center text-sm font-bold text-red-200 ${refusal ? "rounded-lg bg-black/85 px-3 py-1.5" : ""}`}
			>
				{refusal && say(refusal)}
			</p>
			<p
				role="status"
				data-testid="table-notice"
				className={`pointer-events-none absolute inset-x-2 bottom-2 z-30 text-center text-sm font-bold text-green-200 ${notice ? "rounded-lg bg-black/85 px-3 py-1.5" : ""}`}
			>
				{notice && say(notice)}
			</p>
		</div>
	);
}
