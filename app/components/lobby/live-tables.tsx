import type { InferResponseType } from "hono/client";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { tablePath } from "~/domain/content";
import { formatMultiplier } from "~/domain/crash/flight";
import { colorNames, tableMessages } from "~/domain/messages/tables";
import { api } from "../../lib/api";
import { useSay } from "../../lib/i18n";
import { useSecondsLeft } from "../../lib/use-seconds-left";
import { OperatorMark } from "../roulette/operator-mark";
import { pocketTile } from "../roulette/pocket-tile";

export type LiveTable = InferResponseType<typeof api.api.tables.live.$get, 200>["tables"][number];
export type LiveTables = { tables: LiveTable[]; clockOffsetMs: number };

/** How often the lobby asks again while it is in sight (the rows behind the answer are at most a second old). */
export const LOBBY_REFRESH_MS = 4_000;

// Darker reds and greens than the felt so white digits keep a 4.5:1 contrast.
/**
 * The tables' live state from GET /api/tables/live: read on arrival, then every few seconds while the page is in sight
 * (and at once when it comes back into sight). `clockOffsetMs` is the server's clock minus this one, for the countdowns.
 */
export function useLiveTables(): { data: LiveTables | null; failed: boolean } {
	const [data, setData] = useState<LiveTables | null>(null);
	const [failed, setFailed] = useState(false);
	useEffect(() => {
		let live = true;
		let timer: ReturnType<typeof setInterval> | undefined;
		const load = async () => {
			try {
				const response = await api.api.tables.live.$get();
				if (!response.ok) throw new Error(String(response.status));
				const body = await response.json();
				if (!live) return;
				setData({ tables: body.tables, clockOffsetMs: body.serverNow - Date.now() });
				setFailed(false);
			} catch {
				if (live) setFailed(true);
			}
		};
		const follow = () => {
			clearInterval(timer);
			if (document.visibilityState !== "visible") return;
			void load();
			timer = setInterval(load, LOBBY_REFRESH_MS);
		};
		follow();
		document.addEventListener("visibilitychange", follow);
		return () => {
			live = false;
			clearInterval(timer);
			document.removeEventListener("visibilitychange", follow);
		};
	}, []);
	return { data, failed };
}

/** What the table is doing, in words; the betting countdown ticks from the server's deadline. */
function PhaseLine({ table, clockOffsetMs }: { table: LiveTable; clockOffsetMs: number }) {
	const { t } = useTranslation("site");
	const say = useSay();
	const { live } = table;
	const seconds = useSecondsLeft(live.phase === "betting" ? live.endsAt : null, clockOffsetMs);
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

/** A table as the page's loader gave it (the catalogue), before its live state has arrived. */
export type CatalogueTable = Omit<LiveTable, "live" | "lastResults" | "lastCrashes" | "lastCards">;

function TableCard({ table, clockOffsetMs }: { table: LiveTable | CatalogueTable; clockOffsetMs: number }) {
	const { t } = useTranslation("site");
	const say = useSay();
	const live = "live" in table ? table : null;
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
			{/* Until the live state arrives, its lines keep their room, so the page below does not move. */}
			{live ? (
				<PhaseLine table={live} clockOffsetMs={clockOffsetMs} />
			) : (
				<p className="mt-1 h-5 text-sm" aria-hidden="true" />
			)}
			{!live ? (
				<div className="mt-3 h-7" />
			) : live.game === "crash" && live.lastCrashes.length > 0 ? (
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
export function LiveTablesView({
	initial,
	data,
	failed,
}: {
	initial: readonly CatalogueTable[];
	data: LiveTables | null;
	failed: boolean;
}) {
	const { t } = useTranslation("site");
	// The loader's catalogue draws the cards at once (on the server too); the live answer, once here, is the list.
	const tables: ReadonlyArray<LiveTable | CatalogueTable> = data?.tables ?? initial;
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
				{tables.map((table) => (
					<TableCard key={table.id} table={table} clockOffsetMs={data?.clockOffsetMs ?? 0} />
				))}
			</ul>
		</section>
	);
}

export function LiveTables({ initial }: { initial: readonly CatalogueTable[] }) {
	const state = useLiveTables();
	return <LiveTablesView initial={initial} {...state} />;
}
