/**
 * The crash game's flight curve (docs/product.md#the-crash-game): the multiplier grows as m(t) = e^(0.00006·t_ms)
 * from 1.00× at the flight's start, shown and paid in hundredths rounded down. Pure: the room, the screen and
 * /verify compute the same numbers.
 */
import type { Multiplier } from "./protocol";

/** The growth rate per millisecond of m(t) = e^(rate·t). */
export const FLIGHT_GROWTH_PER_MS = 0.00006;

/** The multiplier (hundredths, rounded down) `elapsedMs` after the flight started; 1.00× before it. */
export function multiplierAt(elapsedMs: number): Multiplier {
	if (!(elapsedMs > 0)) return 100;
	return Math.max(100, Math.floor(100 * Math.exp(FLIGHT_GROWTH_PER_MS * elapsedMs) + 1e-9));
}

/** The first whole millisecond of the flight at which the multiplier reaches `m` (hundredths). */
export function elapsedToReach(m: Multiplier): number {
	if (m <= 100) return 0;
	let ms = Math.max(0, Math.floor(Math.log(m / 100) / FLIGHT_GROWTH_PER_MS) - 1);
	while (multiplierAt(ms) < m) ms++;
	return ms;
}

/** What a stake (paise) cashed out at `m` pays, stake included, rounded down to the paisa. */
export function crashPayoutPaise(stakePaise: number, m: Multiplier): number {
	return Math.floor((stakePaise * m) / 100);
}
