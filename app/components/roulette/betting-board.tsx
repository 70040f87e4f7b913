import type { CSSProperties } from "react";
import type { PlacedBet } from "~/domain/roulette/protocol";
import { colorOf } from "~/domain/roulette/wheel";
import { amountsOn, type Slip } from "./bet-slip";
import { landscapeCell, TABLE_TARGETS, type TableTarget } from "./table-layout";

const numberFill = { red: "bg-red-600", black: "bg-pocket-black", green: "bg-green-700" } as const;

function cellClass(t: TableTarget): string {
	if (t.kind === "edge") {
		return "relative z-10 bg-transparent hover:bg-gold/60 focus-visible:bg-gold/70";
	}
	if (t.kind === "number") {
		const n = t.numbers.length === 1 ? (t.numbers[0] ?? 0) : 0;
		return `relative border border-white/70 font-bold text-white ${numberFill[colorOf(n)]} hover:brightness-125`;
	}
	const tint = t.type === "red" ? "bg-red-600" : t.type === "black" ? "bg-pocket-black" : "bg-outside";
	return `relative border border-white/70 text-xs font-bold text-white sm:text-sm ${tint} hover:brightness-125`;
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

/**
 * The betting layout: one button per bet place (numbers, the edges between them, outside bets).
 * Portrait below `lg` (0 on top, 3 columns), landscape from `lg` (0 on the left), one set of buttons.
 */
export function BettingBoard({
	slip,
	placed,
	locked,
	lastResult,
	onBet,
}: {
	slip: Slip;
	placed: readonly PlacedBet[];
	locked: boolean;
	/** Marks the winning number in the result phase. */
	lastResult: number | null;
	onBet: (target: TableTarget) => void;
}) {
	return (
		<fieldset
			data-testid="betting-board"
			data-locked={locked}
			className="grid select-none lg:origin-bottom lg:[transform:rotateX(12deg)] [grid-template-columns:14px_1fr_8px_1fr_8px_1fr_0.9fr_0.9fr] [grid-template-rows:40px_8px_repeat(11,34px_8px)_34px_36px] lg:[grid-template-columns:1.3fr_8px_repeat(11,1fr_8px)_1fr_1.3fr] lg:[grid-template-rows:44px_8px_44px_8px_44px_12px_40px_40px]"
		>
			<legend className="sr-only">{locked ? "Betting table (closed)" : "Betting table"}</legend>
			{TABLE_TARGETS.map((t) => {
				const { placed: onIt, pending } = amountsOn(t.key, slip, placed);
				const total = onIt + pending;
				const winning =
					lastResult !== null && t.kind === "number" && t.numbers.includes(lastResult) && t.numbers.length === 1;
				return (
					<button
						key={t.key}
						type="button"
						aria-label={total > 0 ? `${t.label}, ₹${total} staked` : t.label}
						aria-disabled={locked}
						data-bet={t.key}
						onClick={() => onBet(t)}
						style={placement(t)}
						className={`[grid-column:var(--pc)] [grid-row:var(--pr)] lg:[grid-column:var(--lc)] lg:[grid-row:var(--lr)] ${cellClass(t)} ${locked ? "cursor-not-allowed" : "cursor-pointer"} ${winning ? "ring-4 ring-gold ring-inset" : ""}`}
					>
						<span aria-hidden="true">{t.text}</span>
						{total > 0 && (
							<span
								aria-hidden="true"
								data-testid="chip-on-table"
								className={`pointer-events-none absolute top-1/2 left-1/2 z-20 grid size-6 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-dashed border-white text-[9px] font-black text-black ${pending > 0 ? "bg-cta" : "bg-gray-200"}`}
							>
								{total >= 1000 ? `${Math.round(total / 100) / 10}k` : total}
							</span>
						)}
					</button>
				);
			})}
		</fieldset>
	);
}
