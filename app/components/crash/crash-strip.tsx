import { Link } from "react-router";
import { verifyPath } from "~/domain/content";
import type { Multiplier, PastCrash } from "~/domain/crash/protocol";
import type { CrashWords } from "./crash-words";

/** A crash point's colour by its size: under 2× cool blue, under 10× violet, 10× and over gold. */
export function crashTone(m: Multiplier): string {
	if (m < 200) return "bg-sky-950 text-sky-300";
	if (m < 1000) return "bg-violet-950 text-violet-300";
	return "bg-amber-950 text-amber-300";
}

/** The strip of recent crash points, newest first; each opens its round at /verify. */
export function CrashStrip({
	crashes,
	tableId,
	words,
}: {
	crashes: readonly PastCrash[];
	tableId: string;
	words: CrashWords;
}) {
	const { t, times } = words;
	return (
		<nav aria-label={t("crash.recent.label")} className="min-w-0 flex-1">
			<ol data-testid="crash-strip" className="flex gap-1.5 overflow-x-auto [scrollbar-width:none]">
				{crashes.map((c) => (
					<li key={c.roundId} className="shrink-0">
						<Link
							to={verifyPath(c.roundId, tableId)}
							aria-label={t("crash.recent.point", { seq: c.seq, multiplier: times(c.crashPoint) })}
							className={`flex min-h-7 items-center rounded-full px-2.5 text-xs font-bold tabular-nums ${crashTone(c.crashPoint)}`}
						>
							{times(c.crashPoint)}
						</Link>
					</li>
				))}
			</ol>
		</nav>
	);
}
