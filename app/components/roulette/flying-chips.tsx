import { useCallback, useEffect, useRef, useState } from "react";
import { FLYING_CHIP_MS } from "~/domain/roulette/timing";
import type { ChipSpots } from "./chip-spots";

type Point = { x: number; y: number };
/**
 * A chip on its way from the tray to a bet place (viewport coordinates of both centres). `landing`, when given,
 * is asked once the page has drawn the new stake, for where the resting chip sits (beside the place's words).
 */
export type FlyingChip = { id: number; value: number; from: Point; to: Point; landing?: () => Point | null };

/** At most this many chips in the air at once; a faster clicker simply sees the chip land. */
export const FLYING_CHIPS_MAX = 6;

/** The centre of an element in viewport coordinates. */
export function centreOf(element: Element): Point {
	const r = element.getBoundingClientRect();
	return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/**
 * The chips in flight at a table: `launch` sends the chip of value `chip` from the tray to the place `key` it was put
 * on (pointer and keyboard alike), found through the table's registry of refs (chip-spots.ts); skipped for reduced
 * motion. `land` takes a chip out of the air.
 */
export function useFlyingChips(spots: ChipSpots, reducedMotion: boolean) {
	const [flying, setFlying] = useState<FlyingChip[]>([]);
	const lastId = useRef(0);
	const launch = useCallback(
		(chip: number, key: string) => {
			if (reducedMotion) return;
			const from = spots.get("chip", String(chip));
			// A place between numbers that is not a control here (by touch) lands on its chip's spot instead.
			const button = spots.get("bet", key);
			const to = button?.getClientRects().length ? button : spots.get("spot", key);
			if (!from || !to) return;
			lastId.current += 1;
			const landing = () => {
				const resting = [spots.get("resting", key), spots.get("dot", key)].find(
					(element) => element && element.getClientRects().length > 0,
				);
				return resting ? centreOf(resting) : null;
			};
			const flight: FlyingChip = { id: lastId.current, value: chip, from: centreOf(from), to: centreOf(to), landing };
			setFlying((current) => [...current, flight].slice(-FLYING_CHIPS_MAX));
		},
		[spots, reducedMotion],
	);
	const land = useCallback((id: number) => setFlying((current) => current.filter((c) => c.id !== id)), []);
	return { flying, launch, land };
}

const at = (p: Point, scale = 1) => `translate(${p.x}px, ${p.y}px) scale(${scale})`;

/**
 * The chips in flight, in a fixed layer above the page that takes no pointer events and is hidden from
 * assistive technology (the board's own labels say what is staked). Each chip moves by `transform` only
 * (a WAAPI animation on the compositor) and is removed when it lands.
 */
export function FlyingChips({ chips, onLanded }: { chips: readonly FlyingChip[]; onLanded: (id: number) => void }) {
	if (chips.length === 0) return null;
	return (
		<div aria-hidden="true" className="pointer-events-none fixed inset-0 z-40 overflow-hidden">
			{chips.map((chip) => (
				<Flyer key={chip.id} chip={chip} onLanded={onLanded} />
			))}
		</div>
	);
}

function Flyer({ chip, onLanded }: { chip: FlyingChip; onLanded: (id: number) => void }) {
	const ref = useRef<HTMLSpanElement>(null);
	const landed = useRef(onLanded);
	landed.current = onLanded;
	useEffect(() => {
		const done = () => landed.current(chip.id);
		// Landing never depends on the animation API alone: a browser without WAAPI still removes the chip.
		const fallback = setTimeout(done, FLYING_CHIP_MS + 150);
		const element = ref.current;
		let animation: Animation | null = null;
		if (element && typeof element.animate === "function") {
			const to = chip.landing?.() ?? chip.to;
			animation = element.animate([{ transform: at(chip.from, 1.1) }, { transform: at(to, 0.7) }], {
				duration: FLYING_CHIP_MS,
				easing: "cubic-bezier(0.2, 0.7, 0.3, 1)",
				fill: "forwards",
			});
			animation.onfinish = done;
			// Cancelling on unmount rejects `finished`; that is expected, not an error.
			animation.finished?.catch(() => undefined);
		}
		return () => {
			clearTimeout(fallback);
			animation?.cancel();
		};
	}, [chip]);
	return (
		<span
			ref={ref}
			data-testid="flying-chip"
			style={{ transform: at(chip.from, 1.1) }}
			className="absolute top-0 left-0 -mt-4 -ml-4 grid size-8 place-items-center rounded-full border-4 border-dashed border-white bg-cta text-[0.625rem] font-black text-black shadow-lg will-change-transform"
		>
			{chip.value}
		</span>
	);
}
