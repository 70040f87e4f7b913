import { Undo2 } from "lucide-react";
import { type KeyboardEvent, useContext } from "react";
import { ChipSpotsContext } from "./chip-spots";
import { useTableWords } from "./table-words";

/** A table's chips are tinted by their place in its list, smallest first (up to MAX_TABLE_CHIPS). */
// A phone's chip column holds six full-size chips beside the board; a table with more (up to 8) gets smaller ones,
// and a short phone (360×740) smaller again, all above the 24 px target, so the bet controls under them end above
// the betting tools' row (tests/e2e/table.spec.ts and tables.spec.ts measure both). A phone shorter than 720 px
// (320×568, 320×700) has no room for one column of eleven buttons: two columns, taking width from the board
// (WCAG 1.4.10, tests/e2e/a11y-reflow.spec.ts).
const PHONE_FULL_SIZE_CHIPS = 6;
const chipTints = [
	"border-gray-300 bg-gray-200",
	"border-green-500 bg-green-200",
	"border-amber-500 bg-amber-200",
	"border-orange-500 bg-orange-200",
	"border-red-500 bg-red-200",
	"border-emerald-600 bg-emerald-200",
	"border-sky-500 bg-sky-200",
	"border-violet-500 bg-violet-200",
] as const;

export type BetControlActions = {
	onChip: (value: number) => void;
	onDouble: () => void;
	onUndo: () => void;
	onClear: () => void;
	onChoosing: () => void;
	onSubmit: () => void;
};

/** Chips and actions: a column beside the board on a phone, a small grid when it is held sideways. */
export function BetControls({
	chips,
	chip,
	tableEnabled,
	locked,
	hasPending,
	canUndo,
	choosing,
	actions,
}: {
	/** The table's chip values in rupees, smallest first. */
	chips: readonly number[];
	/** The chip in hand. */
	chip: number;
	tableEnabled: boolean;
	locked: boolean;
	hasPending: boolean;
	canUndo: boolean;
	choosing: boolean;
	actions: BetControlActions;
}) {
	const { t } = useTableWords();
	const spots = useContext(ChipSpotsContext);
	// The chips are one Tab stop (the chip in hand); the arrow keys take the next or the one before, as a radio group.
	const onChipKey = (event: KeyboardEvent) => {
		const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
		if (!step) return;
		event.preventDefault();
		const next = chips[(chips.indexOf(chip) + step + chips.length) % chips.length];
		if (next === undefined) return;
		actions.onChip(next);
		spots?.get("chip", String(next))?.focus();
	};
	return (
		<div
			data-testid="bet-controls"
			className={`grid w-[3.25rem] shrink-0 auto-rows-min content-between justify-items-center [@media(orientation:portrait)_and_(max-height:720px)]:w-[6.75rem] [@media(orientation:portrait)_and_(max-height:720px)]:grid-cols-2 [@media(orientation:portrait)_and_(max-height:720px)]:gap-x-1 table-wide:w-32 table-wide:grid-cols-3 table-wide:content-center table-wide:gap-1 lg:w-40 lg:gap-1.5 ${chips.length > PHONE_FULL_SIZE_CHIPS ? "gap-0.5" : "gap-1"}`}
		>
			<fieldset className="contents" onKeyDown={onChipKey}>
				<legend className="sr-only">{t("controls.chips")}</legend>
				{chips.map((value, i) => (
					<button
						key={value}
						ref={spots?.ref("chip", String(value))}
						type="button"
						aria-pressed={chip === value}
						tabIndex={chip === value ? 0 : -1}
						aria-label={t("controls.chip", { value })}
						data-chip={value}
						onClick={() => actions.onChip(value)}
						disabled={!tableEnabled}
						className={`grid place-items-center rounded-full border-dashed text-[0.625rem] font-black text-black shadow-[0_2px_4px_rgba(0,0,0,.5)] transition-transform disabled:opacity-50 table-wide:size-9 lg:size-11 ${chips.length > PHONE_FULL_SIZE_CHIPS ? "size-8 border-[3px] [@media(orientation:portrait)_and_(max-height:780px)]:size-7" : "size-10 border-4 [@media(orientation:portrait)_and_(max-height:780px)]:size-9"} ${chipTints[i] ?? chipTints[0]} ${chip === value ? "scale-110 ring-2 ring-gold" : ""}`}
					>
						{value}
					</button>
				))}
			</fieldset>
			<button
				type="button"
				aria-label={t("controls.doubleLabel")}
				onClick={actions.onDouble}
				disabled={locked || !hasPending}
				className="grid size-10 place-items-center rounded-full bg-gray-600 text-sm font-black text-white disabled:opacity-50 table-wide:size-9 lg:size-11"
			>
				{t("controls.double")}
			</button>
			<button
				type="button"
				aria-label={t("controls.undo")}
				onClick={actions.onUndo}
				disabled={locked || !canUndo}
				className="grid size-10 place-items-center rounded-full bg-gray-600 text-white disabled:opacity-50 table-wide:size-9 lg:size-11"
			>
				<Undo2 className="size-5" aria-hidden="true" />
			</button>
			<button
				type="button"
				onClick={actions.onClear}
				disabled={locked || !hasPending}
				className="grid h-10 w-full place-items-center rounded-full border border-gray-400 text-[0.6875rem] font-bold text-white disabled:opacity-50 table-wide:h-9 lg:h-11"
			>
				{t("controls.clear")}
			</button>
			<button
				type="button"
				aria-pressed={choosing}
				onClick={actions.onChoosing}
				className={`grid min-h-10 w-full place-items-center rounded-lg border px-0.5 table-wide:min-h-9 text-[0.625rem] leading-tight font-bold table-wide:col-span-3 edge-direct:hidden ${choosing ? "border-gold bg-gold/20 text-gold" : "border-gray-400 text-gray-100"}`}
			>
				{t("controls.splitCorner")}
			</button>
			<button
				type="button"
				onClick={actions.onSubmit}
				disabled={locked || !hasPending}
				className="min-h-11 w-full rounded-full bg-cta px-1 table-wide:min-h-10 text-xs leading-tight font-bold text-black hover:brightness-110 disabled:opacity-60 table-wide:col-span-3 lg:text-sm"
			>
				{t("controls.placeBet")}
			</button>
		</div>
	);
}
