import { type CSSProperties, type KeyboardEvent, memo, useContext, useMemo, useState } from "react";
import type { PlacedBet, Wallet } from "~/domain/roulette/protocol";
import { colorOf } from "~/domain/roulette/wheel";
import type { Slip } from "./bet-slip";
import { ARROW_KEYS, nextPlace, type PlaceCentre } from "./board-keys";
import { ChipSpotsContext, createChipSpots } from "./chip-spots";
import { landscapeCell, TABLE_TARGETS, type TableTarget, targetKey } from "./table-layout";
import { type TableWords, useTableWords } from "./table-words";

const numberFill = {
	red: "bg-[linear-gradient(160deg,#e4322b,#a3121a)]",
	black: "bg-[linear-gradient(160deg,#2a2a2a,#050505)]",
	green: "bg-[linear-gradient(160deg,#1f9b55,#0c5b2f)]",
} as const;
const outsideFill: Record<string, string> = {
	red: numberFill.red,
	black: numberFill.black,
};

function cellClass(t: TableTarget): string {
	if (t.kind === "number") {
		const n = t.numbers.length === 1 ? (t.numbers[0] ?? 0) : 0;
		return `border border-white/60 text-sm font-bold text-white table-wide:text-base ${numberFill[colorOf(n)]} hover:brightness-125`;
	}
	const fill = outsideFill[t.type] ?? "bg-outside/70";
	// "2 to 1" stays on one line; the narrow portrait columns read their words sideways, as on a real layout.
	const words =
		t.type === "column"
			? "text-[0.625rem] leading-none whitespace-nowrap table-wide:whitespace-normal xl:text-sm xl:whitespace-nowrap"
			: "text-xs [writing-mode:vertical-rl] rotate-180 table-wide:text-sm table-wide:[writing-mode:horizontal-tb] table-wide:rotate-0";
	return `border border-white/60 font-bold text-white uppercase tracking-wide ${fill} ${words} hover:brightness-125`;
}

function placement(t: TableTarget): CSSProperties {
	const l = landscapeCell(t);
	return {
		"--pc": `${t.x} / span ${t.xSpan}`,
		"--pr": `${t.y} / span ${t.ySpan}`,
		"--lc": `${l.x} / span ${l.xSpan}`,
		"--lr": `${l.y} / span ${l.ySpan}`,
	} as CSSProperties;
}

const gridArea =
	"[grid-column:var(--pc)] [grid-row:var(--pr)] table-wide:[grid-column:var(--lc)] table-wide:[grid-row:var(--lr)]";

/** The chips on one place, per wallet: what its label says (in the page's language) and the chip shows. */
export function stakesOn(
	key: string,
	slip: Slip,
	placed: readonly PlacedBet[],
	wallet: Wallet,
	byWallet: TableWords["byWallet"],
): { total: number; pending: number; text: string } {
	const onIt = placed.filter((b) => targetKey(b.type, b.numbers) === key);
	const pending = slip.stakes[key]?.amount ?? 0;
	const items = [...onIt, { wallet, amount: pending }];
	const total = items.reduce((sum, item) => sum + item.amount, 0);
	return { total, pending, text: byWallet(items) };
}

/** A chip's face: "50", "1.5k". */
function chipFace(total: number): string {
	return total >= 1000 ? `${Math.round(total / 100) / 10}k` : String(total);
}

type SpotRef = ((element: HTMLElement | null) => void) | undefined;

function ChipMark({ total, pending, spotRef }: { total: number; pending: number; spotRef: SpotRef }) {
	return (
		<span
			ref={spotRef}
			aria-hidden="true"
			data-testid="chip-on-table"
			className={`pointer-events-none grid size-4 shrink-0 place-items-center rounded-full border border-dashed border-white text-[0.4375rem] leading-none font-black text-black shadow-[0_1px_3px_rgba(0,0,0,.6)] lg:size-5 lg:border-2 lg:text-[0.5rem] ${pending > 0 ? "bg-cta" : "bg-gray-200"}`}
		>
			{chipFace(total)}
		</span>
	);
}

/**
 * A stake on a thin place between numbers where that place is not a control (by touch): a dot on the line,
 * small enough never to reach a number's words. The amount is in the chooser and the place's name.
 */
function StakeDot({ pending, spotRef }: { pending: boolean; spotRef: SpotRef }) {
	return (
		<span
			ref={spotRef}
			aria-hidden="true"
			data-testid="chip-on-table"
			className={`absolute top-1/2 left-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border border-black/70 shadow-[0_0_0_1px_rgba(255,255,255,.8)] edge-direct:hidden ${pending ? "bg-cta" : "bg-gray-200"}`}
		/>
	);
}

/**
 * The betting layout (docs/decisions/0610-phone-first-table.md): one button per bet place.
 * Portrait on phones (0 on top, 3 columns), landscape on wide screens and phones held sideways.
 * Numbers and outside bets are buttons everywhere. The thin places between numbers are buttons only for
 * a mouse on a wide board (`edge-direct`, each 24 px with its own 24 px); elsewhere tapping a number with
 * `choosing` on asks `onChoose` to offer the splits, streets, corners and lines that touch it.
 * A chip sits beside what a cell says, never on top of it.
 * Memoised: the table re-renders every second of the countdown and on each room message, and the board's
 * 157 places need to follow only their own props (the callbacks it is given are stable).
 */
export const BettingBoard = memo(function BettingBoard({
	slip,
	placed,
	wallet,
	locked,
	choosing,
	lastResult,
	onBet,
	onChoose,
}: {
	slip: Slip;
	placed: readonly PlacedBet[];
	/** The wallet the unsent chips will be staked from. */
	wallet: Wallet;
	locked: boolean;
	/** Tapping a number asks which inside bet to place instead of betting it straight. */
	choosing: boolean;
	/** Marks the winning number in the result phase. */
	lastResult: number | null;
	onBet: (target: TableTarget) => void;
	onChoose: (number: number) => void;
}) {
	const { t, byWallet, placeName, cellText } = useTableWords();
	// Where each place and its chip are, for the flying chip and the arrow keys (the table's registry, else its own).
	const [ownSpots] = useState(createChipSpots);
	const spots = useContext(ChipSpotsContext) ?? ownSpots;
	// One Tab stop: the place last moved to (the zero at first); the arrow keys move among the places on screen.
	const [active, setActive] = useState("straight:0");
	const onKeyDown = (event: KeyboardEvent) => {
		const direction = ARROW_KEYS[event.key];
		if (!direction && event.key !== "Home" && event.key !== "End") return;
		const shown: PlaceCentre[] = [];
		for (const place of TABLE_TARGETS) {
			const element = spots.get("bet", place.key);
			// A thin place that is not a control on this screen is not drawn: the keys pass it by.
			if (!element || element.getClientRects().length === 0) continue;
			const box = element.getBoundingClientRect();
			shown.push({ key: place.key, x: box.left + box.width / 2, y: box.top + box.height / 2 });
		}
		const from = shown.find((place) => place.key === active) ?? shown[0];
		if (!from) return;
		const next = direction
			? nextPlace(from, shown, direction)
			: event.key === "Home"
				? (shown[0]?.key ?? null)
				: (shown.at(-1)?.key ?? null);
		event.preventDefault();
		if (!next) return;
		setActive(next);
		spots.get("bet", next)?.focus();
	};
	const roving = (key: string) => ({ tabIndex: key === active ? 0 : -1, onFocus: () => setActive(key) });
	// Every place's name and words, once per language: the board re-renders on each chip.
	const names = useMemo(() => new Map(TABLE_TARGETS.map((place) => [place.key, placeName(place)])), [placeName]);
	const cells = useMemo(() => new Map(TABLE_TARGETS.map((place) => [place.key, cellText(place)])), [cellText]);
	return (
		<fieldset
			data-testid="betting-board"
			data-locked={locked}
			onKeyDown={onKeyDown}
			className="grid h-full w-full select-none [grid-template-columns:6px_1fr_4px_1fr_4px_1fr_0.8fr_0.8fr] [grid-template-rows:minmax(24px,1.1fr)_4px_repeat(11,minmax(24px,1fr)_4px)_minmax(24px,1fr)_minmax(24px,1fr)] table-wide:[grid-template-columns:1.2fr_4px_repeat(11,1fr_4px)_1fr_1.2fr] table-wide:[grid-template-rows:1fr_4px_1fr_4px_1fr_6px_0.85fr_0.85fr] edge-direct:[grid-template-columns:1.2fr_8px_repeat(11,1fr_8px)_1fr_1.2fr] edge-direct:[grid-template-rows:1fr_8px_1fr_8px_1fr_12px_0.85fr_0.85fr]"
		>
			<legend className="sr-only">{locked ? t("board.legendClosed") : t("board.legend")}</legend>
			{TABLE_TARGETS.map((place) => {
				const { total, pending, text } = stakesOn(place.key, slip, placed, wallet, byWallet);
				const name = names.get(place.key) ?? place.label;
				const label = total > 0 ? t("board.staked", { name, amount: text }) : name;
				const cursor = locked ? "cursor-not-allowed" : "cursor-pointer";
				if (place.kind === "edge") {
					// A mouse on a wide board clicks the edge itself (26 px, overlapping its neighbours by 9 px; where
					// edges cross, corners and lines lie above splits and streets); elsewhere it is not a control, and a
					// dot marks a stake on it.
					const layer = place.type === "corner" || place.type === "line" || place.numbers.includes(0) ? "z-30" : "z-20";
					return (
						<div
							key={place.key}
							ref={spots.ref("spot", place.key)}
							data-bet-spot={place.key}
							style={placement(place)}
							className={`${gridArea} ${layer} pointer-events-none relative`}
						>
							<button
								type="button"
								aria-label={label}
								aria-disabled={locked}
								ref={spots.ref("bet", place.key)}
								{...roving(place.key)}
								data-bet={place.key}
								onClick={() => onBet(place)}
								className={`pointer-events-auto absolute -inset-[9px] hidden place-items-center rounded-sm bg-transparent hover:bg-gold/50 focus-visible:bg-gold/60 edge-direct:grid ${cursor}`}
							>
								{total > 0 && <ChipMark total={total} pending={pending} spotRef={spots.ref("resting", place.key)} />}
							</button>
							{total > 0 && <StakeDot pending={pending > 0} spotRef={spots.ref("dot", place.key)} />}
						</div>
					);
				}
				const winning =
					lastResult !== null &&
					place.kind === "number" &&
					place.numbers.length === 1 &&
					place.numbers[0] === lastResult;
				const single = place.kind === "number" && place.numbers.length === 1 ? (place.numbers[0] ?? null) : null;
				return (
					<button
						key={place.key}
						type="button"
						aria-label={label}
						aria-disabled={locked}
						aria-haspopup={choosing && single !== null ? "dialog" : undefined}
						ref={spots.ref("bet", place.key)}
						{...roving(place.key)}
						data-bet={place.key}
						onClick={() => (choosing && single !== null ? onChoose(single) : onBet(place))}
						style={placement(place)}
						className={`${gridArea} relative flex min-h-6 min-w-6 items-center justify-center gap-0.5 overflow-hidden p-0.5 ${cellClass(place)} ${cursor} ${winning ? "ring-4 ring-gold ring-inset" : ""}`}
					>
						<span aria-hidden="true" data-testid="cell-text">
							{cells.get(place.key) ?? place.text}
						</span>
						{total > 0 && <ChipMark total={total} pending={pending} spotRef={spots.ref("resting", place.key)} />}
					</button>
				);
			})}
		</fieldset>
	);
});
