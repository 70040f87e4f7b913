/** The European single-zero wheel, (docs/product.md#bets). */
import { rouletteMessages } from "../messages/tables";

export const WHEEL_ORDER = [
	0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
	28, 12, 35, 3, 26,
] as const;

export const POCKET_COUNT = 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
	1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type PocketColor = "green" | "red" | "black";

/** A number's colour is its wheel colour (the spec's "even red, odd black" was a defect). */
export function colorOf(n: number): PocketColor {
	if (n === 0) return "green";
	return RED_NUMBERS.has(n) ? "red" : "black";
}

export function isPocket(n: unknown): n is number {
	return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= 36;
}

/**
 * Why `n` is not a pocket, for the forced-result checks (form, API, socket): no number at all asks for one,
 * a number off the wheel names the range.
 */
export function pocketRefusal(n: unknown): string {
	return typeof n === "number" && Number.isFinite(n)
		? rouletteMessages.numberOutOfRange
		: rouletteMessages.selectNumber;
}
