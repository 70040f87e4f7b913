import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { tablePath } from "~/domain/content";
import { formatMultiplier } from "~/domain/crash/flight";
import { colorNames, tableMessages } from "~/domain/messages/tables";
import type { LiveTables as LiveAnswer, LiveTable } from "~/server/live-tables";
import { useSay } from "../../lib/i18n";
import { useSecondsLeft } from "../../lib/use-seconds-left";
import type { clientLoader } from "../../routes/resources/live-tables";
import { OperatorMark } from "../roulette/operator-mark";
import { pocketTile } from "../roulette/pocket-tile";

export type { LiveTable } from "~/server/live-tables";
/** The live answer as the cards draw it: the tables, the server's clock minus this one, and when it was read. */
export type LiveTables = { tables: LiveTable[]; clockOffsetMs: number; serverNow: number };

/** How often the lobby asks again while it is in sight (the rows behind the answer are at most a second old). */
export const LOBBY_REFRESH_MS = 4_000;

/**
 * The tables' live state: the lobby loader's answer (in the server's HTML), then the resource route's through a
 * fetcher every few seconds while the page is in sight, and at once when it comes back into sight.
 */
function useLiveTables(first: LiveAnswer): { data: LiveTables; failed: boolean } {
	const fetcher = useFetcher<typeof clientLoader>({ key: "live-tables" });
	const { load } = fetcher;
	useEffect(() => {
		let timer: ReturnType<typeof setInterval> | undefined;
		const follow = () => {
			clearInterval(timer);
			if (document.visibilityState !== "visible") return;
			void load("/resources/live-tables");
			timer = setInterval(() => void load("/resources/live-tables"), LOBBY_REFRESH_MS);
		};
		follow();
		document.addEventListener("visibilitychange", follow);
		return () => {
			clearInterval(timer);
			document.removeEventListener("visibilitychange", follow);
		};
	}, [load]);
	const polled = fetcher.data?.answer ? fetcher.data : null;
	// The loader's answer arrived with the page: its offset is read at the first render (on the server, its own clock).
	const firstOffset = useMemo(() => first.serverNow - Date.now(), [first]);
	const answer = polled?.answer ?? first;
	const clockOffsetMs = polled?.answer ? polled.answer.serverNow - polled.receivedAt : firstOffset;
	return {
		data: { tables: answer.tables, clockOffsetMs, serverNow: answer.serverNow },
		failed: fetcher.data?.failed ?? false,
	};
}

/** A table, its live answer's clock offset and the server's clock when the answer was read. */
type CardProps = { table: LiveTable; clockOffsetMs: number; serverNow: number };

/** What the table is doing, in words; the betting countdown ticks from the server's deadline. */
function PhaseLine({ table, clockOffsetMs, serverNow }: CardProps) {
	const { t } = useTranslation("site");
	const say = useSay();
	const { live } = table;
	const seconds = useSecondsLeft(live.phase === "betting" ? live.endsAt : null, clockOffsetMs, serverNow);
	const latest = table.lastResults[0];
	const crashed = table.lastCrashes[0];
	// The deadline passed on this clock before the next answer came: betting is closed.
	const cards = table.game === "andar-bahar" || table.game === "dragon-tiger";
	const closed = table.game === "crash" ? "flying" : cards ? "dealing" : "spinning";
	const lastCard = table.lastCards[0];
	const phase = live.phase === "betting" && seconds === 0 ? closed : live.phase;
	let text: string;
	if (table.status === "disabled") text = t("tables.phase.closed");
	else if (phase === "betting") text = t("tables.phase.betting", { seconds });
	else if (phase === "flying") text = t("tables.phase.flying");
	else if (phase === "dealing") text = t("tables.phase.dealing");
	else if (phase === "result" && cards && lastCard)
		text = t("tables.phase.cardResult", { result: t(`tables.cardResult.${lastCard.result}`) });
	else if (phase === "crashed" && crashed)
		text = t("tables.phase.crashed", { multiplier: formatMultiplier(crashed.crashPoint) });
	else if (phase === "result" && latest)
		text = t("tables.phase.result", { result: latest.result, color: say(colorNames[latest.color]) });
	else if (phase === "result" || phase === "spinning") text = t("tables.phase.spinning");
	else text = t("tables.phase.idle");
	const tone =
		table.status === "disabled" ? "text-yellow-300" : phase === "betting" ? "text-green-400" : "text-gray-100";
	return (
		<p
			data-testid="table-phase"
			data-phase={table.status === "disabled" ? "closed" : phase}
			className={`mt-1 text-sm font-bold ${tone}`}
		>
			{text}
		</p>
	);
}

function TableCard({ table, clockOffsetMs, serverNow }: CardProps) {
	const { t } = useTranslation("site");
	const say = useSay();
	const live = table;
	return (
		<li
			data-testid="table-card"
			data-table={table.id}
			className="relative flex flex-col rounded-xl border border-edge bg-panel p-4 hover:border-gold"
		>
			<h3 className="text-lg font-bold">
				{/* The whole card is the link: its box covers the card, its name is the table's. */}
				<Link
					to={tablePath(table.id)}
					className="block after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-gold"
				>
					{table.name}
				</Link>
			</h3>
			<PhaseLine table={live} clockOffsetMs={clockOffsetMs} serverNow={serverNow} />
			{live.game === "crash" && live.lastCrashes.length > 0 ? (
				// A crash table's latest crash points (the crash screen colours them; here they are read).
				<ol aria-label={t("tables.latest", { name: table.name })} className="mt-3 flex min-h-7 flex-wrap gap-1">
					{live.lastCrashes.map((r) => (
						<li key={r.roundId} className="rounded border border-edge px-1.5 py-0.5 text-xs font-bold">
							{formatMultiplier(r.crashPoint)}
						</li>
					))}
				</ol>
			) : live.lastCards.length > 0 ? (
				// A card table's latest winners: A/B at Andar Bahar, D/T/Tie at Dragon Tiger.
				<ol aria-label={t("tables.latest", { name: table.name })} className="mt-3 flex min-h-7 flex-wrap gap-1">
					{live.lastCards.map((r) => (
						<li key={r.roundId} className="rounded border border-edge px-1.5 py-0.5 text-xs font-bold">
							<span aria-hidden="true">{t(`tables.cardShort.${r.result}`)}</span>
							<span className="sr-only">{t(`tables.cardResult.${r.result}`)}</span>
						</li>
					))}
				</ol>
			) : live.lastResults.length === 0 ? (
				<p className="mt-3 flex h-7 items-center text-xs text-gray-300">{t("tables.noResults")}</p>
			) : (
				<ol aria-label={t("tables.latest", { name: table.name })} className="mt-3 flex min-h-7 flex-wrap gap-1">
					{live.lastResults.map((r) => (
						<li
							key={r.roundId}
							className={`relative grid size-7 place-items-center rounded border border-white text-xs font-bold text-white ${pocketTile[r.color]}`}
						>
							<span aria-hidden="true">{r.result}</span>
							<span className="sr-only">
								{say(
									(r.operatorSet ? tableMessages.feedRoundOperatorSet : tableMessages.feedRound)(
										r.seq,
										r.result,
										colorNames[r.color],
									),
								)}
							</span>
							{r.operatorSet && <OperatorMark />}
						</li>
					))}
				</ol>
			)}
			<p data-testid="table-card-limits" className="mt-3 text-sm text-gray-300">
				{say(tableMessages.tableLimits(table.minBet, table.maxBet))}
			</p>
		</li>
	);
}

/**
 * The lobby's live tables (docs/decisions/0620-tables-and-racetrack.md, "The lobby's live tables"): every table of
 * the catalogue with its phase, its latest results and its limits; each card opens its table. Switched-off tables
 * are listed as closed.
 */
export function LiveTablesView({ data, failed }: { data: LiveTables; failed: boolean }) {
	const { t } = useTranslation("site");
	return (
		<section aria-labelledby="live-tables-heading" className="mb-6" data-testid="live-tables">
			<h2 id="live-tables-heading" className="mb-3 text-2xl font-black">
				{t("tables.heading")}
			</h2>
			{failed && (
				<p role="status" className="mb-2 text-sm text-yellow-300">
					{t("tables.failed")}
				</p>
			)}
			<ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
				{data.tables.map((table) => (
					<TableCard key={table.id} table={table} clockOffsetMs={data.clockOffsetMs} serverNow={data.serverNow} />
				))}
			</ul>
		</section>
	);
}

/** The lobby's live tables, from the loader's answer (`first`) and then the lobby's own polls. */
export function LiveTables({ first }: { first: LiveAnswer }) {
	return <LiveTablesView {...useLiveTables(first)} />;
}
