import { Flame, Minus, Plus } from "lucide-react";
import { type CSSProperties, type Ref, useId, useMemo, useRef } from "react";
import { callName, callNameMessages } from "~/domain/roulette/call-names";
import { type AnnouncedBet, callChips, MAX_NEIGHBOURS, type RacetrackCall } from "~/domain/roulette/racetrack";
import type { TableStats } from "~/domain/roulette/stats";
import { HEAT_LEVELS, heatLevels } from "~/domain/roulette/stats";
import { colorOf } from "~/domain/roulette/wheel";
import type { TableStatsStatus } from "../../lib/use-table-stats";
import { landscapeTrackCell, TRACK_CELLS, TRACK_COLUMNS, TRACK_ROWS } from "./bet-tools";
import { useTableWords } from "./table-words";

const pocketFill = {
	red: "bg-[linear-gradient(160deg,#e4322b,#a3121a)]",
	black: "bg-[linear-gradient(160deg,#2a2a2a,#050505)]",
	green: "bg-[linear-gradient(160deg,#1f9b55,#0c5b2f)]",
} as const;

/**
 * The heat map's shades, from the coldest to the hottest (a dark-to-light scale that reads without telling red from
 * green apart), each with a text colour that stands out on it.
 */
const heatFill = [
	"bg-[#2b0f54] text-white",
	"bg-[#6a176e] text-white",
	"bg-[#bc3754] text-white",
	"bg-[#f98e09] text-black",
	"bg-[#fcffa4] text-black",
] as const;

/** A level's shade when there are `bands` of them: the coldest and the hottest always at the ends of the scale. */
function shadeOf(level: number, bands: number): string {
	const top = HEAT_LEVELS - 1;
	const index = bands <= 1 ? Math.floor(top / 2) : Math.round((level * top) / (bands - 1));
	return heatFill[index] ?? heatFill[0];
}

/** The heat map (docs/decisions/0620-tables-and-racetrack.md#statistics): whether it is on, and the counts it shows. */
export type HeatMap = {
	on: boolean;
	onToggle: () => void;
	/** How often each pocket came up over `total` results; null until the statistics have been loaded. */
	counts: { total: number; times: readonly number[] } | null;
};

/** The heat map from the table's statistics; its counts are unknown while they load. */
export function useHeatMap(
	on: boolean,
	statistics: { stats: TableStats; status: TableStatsStatus },
	onToggle: () => void,
): HeatMap {
	const { stats, status } = statistics;
	// The switch's handler changes with `on` only (the caller's function is made anew each render).
	const toggle = useRef(onToggle);
	toggle.current = onToggle;
	return useMemo(
		() => ({
			on,
			onToggle: () => toggle.current(),
			counts: status === "loading" ? null : { total: stats.count, times: stats.times },
		}),
		[on, status, stats],
	);
}

/** The heat map's switch and, while it is on, its key: the counts each shade stands for. */
function HeatControls({
	heat,
	bands,
	switchRef,
}: {
	heat: HeatMap;
	bands: { from: number; to: number }[] | null;
	switchRef?: Ref<HTMLButtonElement>;
}) {
	const { t } = useTableWords();
	const keyId = useId();
	return (
		<div
			data-testid="heat-controls"
			className="flex shrink-0 flex-col justify-center gap-1 rounded-lg bg-black/40 p-1 table-wide:w-28"
		>
			<button
				ref={switchRef}
				type="button"
				aria-pressed={heat.on}
				onClick={heat.onToggle}
				className="flex min-h-8 items-center justify-center gap-1 rounded-full border border-gray-400 px-2 text-xs font-bold text-white aria-pressed:border-gold aria-pressed:bg-gold/20 aria-pressed:text-gold"
			>
				<Flame className="size-4 shrink-0" aria-hidden="true" />
				{t("racetrack.heat")}
			</button>
			{heat.on && (
				<div data-testid="heat-key" className="text-center text-[0.625rem] leading-tight text-white">
					{heat.counts === null ? (
						<p role="status">{t("racetrack.heatLoading")}</p>
					) : heat.counts.total === 0 || bands === null ? (
						<p>{t("racetrack.heatEmpty")}</p>
					) : (
						<>
							<p id={keyId}>{t("racetrack.heatKey", { count: heat.counts.total })}</p>
							<ul aria-labelledby={keyId} className="mt-0.5 flex gap-0.5">
								{bands.map((band, level) => (
									<li
										key={band.from}
										className={`min-w-0 flex-1 rounded-sm px-0.5 font-bold ${shadeOf(level, bands.length)}`}
									>
										{band.from === band.to ? band.from : t("racetrack.heatBand", band)}
									</li>
								))}
							</ul>
						</>
					)}
				</div>
			)}
		</div>
	);
}

/** The order the announced bets are drawn inside the track, from the far side of the wheel to the zero. */
const INNER_ORDER: readonly AnnouncedBet[] = ["tiers", "orphelins", "voisins", "jeu-zero"];

/**
 * The racetrack (docs/decisions/0620-tables-and-racetrack.md): the 37 pockets in wheel order round an oval, shown
 * instead of the board when the player turns it on. Tapping a pocket places a neighbour bet (the pocket and
 * `neighbours` pockets either side, one chip straight on each); inside the track, a stepper chooses how many
 * neighbours (0–9) and four buttons place the French announced bets. Every call goes out through `onCall`, which
 * expands it into ordinary bets on the slip. With the heat map on, each pocket is tinted by how often it came up
 * and says its count (on it, and in its name); tapping it still places the neighbour bet.
 */
export function Racetrack({
	neighbours,
	onNeighbours,
	onCall,
	locked,
	staked,
	called,
	heat,
	heatSwitchRef,
}: {
	neighbours: number;
	onNeighbours: (n: number) => void;
	onCall: (call: RacetrackCall) => void;
	locked: boolean;
	/** Pockets with a straight bet on them (placed or on the slip), marked with a dot. */
	staked: ReadonlySet<number>;
	/** The announced bets called this round (on the slip or placed), marked on their buttons. */
	called: ReadonlySet<AnnouncedBet>;
	heat: HeatMap;
	/** The heat map's switch, for the table to move the focus to when the statistics open it. */
	heatSwitchRef?: Ref<HTMLButtonElement>;
}) {
	const { t, say } = useTableWords();
	const shown = heat.on && heat.counts !== null && heat.counts.total > 0 ? heat.counts : null;
	const shades = useMemo(() => (shown ? heatLevels(shown.times) : null), [shown]);
	const cursor = locked ? "cursor-not-allowed" : "cursor-pointer";
	const grid = {
		"--tc": `repeat(${TRACK_COLUMNS}, minmax(0, 1fr))`,
		"--tr": `repeat(${TRACK_ROWS}, minmax(24px, 1fr))`,
		"--lc": `repeat(${TRACK_ROWS}, minmax(0, 1fr))`,
		"--lr": `repeat(${TRACK_COLUMNS}, minmax(24px, 1fr))`,
	} as CSSProperties;
	return (
		<fieldset
			data-testid="racetrack"
			data-locked={locked}
			style={grid}
			className="grid h-full w-full gap-0.5 select-none [grid-template-columns:var(--tc)] [grid-template-rows:var(--tr)] table-wide:[grid-template-columns:var(--lc)] table-wide:[grid-template-rows:var(--lr)]"
		>
			<legend className="sr-only">{t("racetrack.legend")}</legend>
			{TRACK_CELLS.map((cell) => {
				const l = landscapeTrackCell(cell);
				const place = {
					"--pc": `${cell.x} / span ${cell.xSpan}`,
					"--pr": `${cell.y} / span 1`,
					"--qc": `${l.x} / span 1`,
					"--qr": `${l.y} / span ${l.ySpan}`,
				} as CSSProperties;
				// The catalogued name of a neighbour bet, as the slip and the bet history say it.
				const bet = say(callNameMessages.neighbours(cell.number, neighbours));
				const times = shown?.times[cell.number] ?? 0;
				const fill =
					shown && shades
						? shadeOf(shades.levels[cell.number] ?? 0, shades.bands.length)
						: `text-white ${pocketFill[colorOf(cell.number)]}`;
				return (
					<button
						key={cell.number}
						type="button"
						aria-disabled={locked}
						aria-label={
							shown ? t("racetrack.pocketTimes", { bet, number: cell.number, count: times, total: shown.total }) : bet
						}
						data-pocket={cell.number}
						data-times={shown ? times : undefined}
						onClick={() => onCall({ kind: "neighbours", centre: cell.number, each: neighbours })}
						style={place}
						className={`relative grid min-h-6 min-w-6 place-items-center rounded-sm border border-white/60 text-sm font-bold [grid-column:var(--pc)] [grid-row:var(--pr)] table-wide:[grid-column:var(--qc)] table-wide:[grid-row:var(--qr)] hover:brightness-125 ${fill} ${cursor}`}
					>
						{cell.number}
						{shown && (
							<span
								aria-hidden="true"
								data-testid="pocket-times"
								className="absolute right-0.5 bottom-0 text-[0.5625rem] leading-none font-normal"
							>
								{times}
							</span>
						)}
						{staked.has(cell.number) && (
							<span
								aria-hidden="true"
								data-testid="racetrack-stake"
								className="absolute top-0.5 right-0.5 size-2 rounded-full bg-cta shadow-[0_0_0_1px_rgba(0,0,0,.7)]"
							/>
						)}
					</button>
				);
			})}
			<div className="col-start-2 col-end-6 row-start-2 row-end-15 flex min-h-0 flex-col gap-1 p-1 table-wide:col-start-2 table-wide:col-end-15 table-wide:row-start-2 table-wide:row-end-6 table-wide:flex-row">
				<div className="flex shrink-0 items-center justify-between gap-1 rounded-lg bg-black/40 p-1 table-wide:flex-col table-wide:justify-center">
					<button
						type="button"
						aria-label={t("racetrack.fewer")}
						onClick={() => onNeighbours(Math.max(0, neighbours - 1))}
						disabled={neighbours === 0}
						className="grid size-8 shrink-0 place-items-center rounded-full bg-gray-600 text-white disabled:opacity-50"
					>
						<Minus className="size-4" aria-hidden="true" />
					</button>
					<p
						data-testid="neighbour-count"
						aria-live="polite"
						className="min-w-0 text-center text-[0.6875rem] leading-tight font-bold text-white"
					>
						{t("racetrack.neighbours", { count: neighbours })}
					</p>
					<button
						type="button"
						aria-label={t("racetrack.more")}
						onClick={() => onNeighbours(Math.min(MAX_NEIGHBOURS, neighbours + 1))}
						disabled={neighbours === MAX_NEIGHBOURS}
						className="grid size-8 shrink-0 place-items-center rounded-full bg-gray-600 text-white disabled:opacity-50"
					>
						<Plus className="size-4" aria-hidden="true" />
					</button>
				</div>
				<HeatControls heat={heat} bands={shades?.bands ?? null} switchRef={heatSwitchRef} />
				{INNER_ORDER.map((bet) => {
					const call: RacetrackCall = { kind: "announced", bet };
					return (
						<button
							key={bet}
							type="button"
							aria-disabled={locked}
							aria-label={t("racetrack.announced", { name: callName(call), count: callChips(call) })}
							data-call={bet}
							data-staked={called.has(bet)}
							onClick={() => onCall(call)}
							className={`relative flex min-h-6 flex-1 flex-col items-center justify-center rounded-lg border px-1 text-center text-xs leading-tight font-bold text-gold hover:bg-gold/20 ${called.has(bet) ? "border-cta bg-gold/25" : "border-gold/70 bg-[#0e1d52]/80"} ${cursor}`}
						>
							{called.has(bet) && (
								<span
									aria-hidden="true"
									data-testid="call-stake"
									className="absolute top-1 right-1 size-2.5 rounded-full bg-cta shadow-[0_0_0_1px_rgba(0,0,0,.7)]"
								/>
							)}
							<span>{callName(call)}</span>
							<span aria-hidden="true" className="text-[0.625rem] font-normal text-gray-200">
								{t("racetrack.chips", { count: callChips(call) })}
							</span>
						</button>
					);
				})}
			</div>
		</fieldset>
	);
}
