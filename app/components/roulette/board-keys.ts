/**
 * Moving through the betting board by keyboard (issue 35, accessibility item 1): the board is one Tab stop, and the
 * arrow keys move among its places as they are drawn (portrait on a phone, landscape on a wide screen, the thin
 * places between numbers only where they are controls), as the ARIA grid pattern's keyboard interaction describes.
 * Pure: it is given the centres of the places on screen and answers which one the key moves to.
 */

export type Direction = "left" | "right" | "up" | "down";
export type PlaceCentre = { key: string; x: number; y: number };

export const ARROW_KEYS: Readonly<Record<string, Direction>> = {
	ArrowLeft: "left",
	ArrowRight: "right",
	ArrowUp: "up",
	ArrowDown: "down",
};

/**
 * The place the arrow moves to from `from`: the nearest place whose centre lies that way, counting a step sideways
 * as twice a step ahead (so Right stays in its row when the row goes on); null at the board's edge.
 */
export function nextPlace(from: PlaceCentre, places: readonly PlaceCentre[], direction: Direction): string | null {
	let best: { key: string; score: number } | null = null;
	for (const place of places) {
		if (place.key === from.key) continue;
		const dx = place.x - from.x;
		const dy = place.y - from.y;
		const ahead = direction === "right" ? dx : direction === "left" ? -dx : direction === "down" ? dy : -dy;
		const aside = Math.abs(direction === "left" || direction === "right" ? dy : dx);
		// At least a pixel ahead, and more ahead than aside: a place up and to the right is not "right".
		if (ahead < 1 || aside > ahead * 2) continue;
		const score = ahead + 2 * aside;
		if (!best || score < best.score) best = { key: place.key, score };
	}
	return best?.key ?? null;
}
