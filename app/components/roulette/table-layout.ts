/**
 * The betting layout's click targets, pure: every place a chip can go, with its bet type,
 * the numbers it covers, a spoken label and its cell on a fine grid.
 *
 * The grid is drawn in portrait (0 on top, numbers in 12 rows of 3). Number cells sit on even
 * x tracks (2, 4, 6) and odd y tracks (3 … 25); the thin tracks between them are the edges:
 * splits between two numbers, corners where four meet, streets and lines on the left edge.
 * x 7 holds the dozens, x 8 the even-money bets, y 26 the columns ("2 to 1").
 * The landscape layout (desktop) is the same grid transposed, see `landscapeCell`.
 */
import { betName, spokenBetName } from "~/domain/roulette/bet-names";
import { type BetType, columnNumbers, dozenNumbers, OUTSIDE_NUMBERS } from "~/domain/roulette/bets";

export type CellKind = "number" | "edge" | "outside";

export type TableTarget = {
	/** Stable key: `${type}:${numbers}`. */
	key: string;
	type: BetType;
	numbers: number[];
	/** What a screen reader says: the bet's spoken name ("Split 17 and 20"). */
	label: string;
	/** Short text drawn in the cell (numbers, "1st 12", "2 to 1"); empty for edges. */
	text: string;
	kind: CellKind;
	/** Portrait grid placement, 1-based, inclusive start / exclusive end like CSS grid lines. */
	x: number;
	y: number;
	xSpan: number;
	ySpan: number;
};

export const PORTRAIT_COLUMNS = 8;
export const PORTRAIT_ROWS = 26;

export function targetKey(type: BetType, numbers: readonly number[]): string {
	return `${type}:${[...numbers].sort((a, b) => a - b).join(",")}`;
}

const rowOf = (n: number) => Math.ceil(n / 3);
const colOf = (n: number) => n - 3 * (rowOf(n) - 1);

/** A bet place; its label is the bet's spoken name (domain/roulette/bet-names.ts). */
function target(
	type: BetType,
	numbers: number[],
	kind: CellKind,
	x: number,
	y: number,
	text = "",
	xSpan = 1,
	ySpan = 1,
): TableTarget {
	const sorted = [...numbers].sort((a, b) => a - b);
	const label = spokenBetName({ type, numbers: sorted });
	return { key: targetKey(type, sorted), type, numbers: sorted, label, text, kind, x, y, xSpan, ySpan };
}

function buildTargets(): TableTarget[] {
	const t: TableTarget[] = [];
	t.push(target("straight", [0], "number", 2, 1, "0", 5, 1));
	for (let n = 1; n <= 36; n++) {
		const r = rowOf(n);
		const c = colOf(n);
		t.push(target("straight", [n], "number", 2 * c, 2 * r + 1, String(n)));
		if (c < 3) t.push(target("split", [n, n + 1], "edge", 2 * c + 1, 2 * r + 1));
		if (r < 12) t.push(target("split", [n, n + 3], "edge", 2 * c, 2 * r + 2));
		if (c < 3 && r < 12) t.push(target("corner", [n, n + 1, n + 3, n + 4], "edge", 2 * c + 1, 2 * r + 2));
		if (c === 1) {
			t.push(target("street", [n, n + 1, n + 2], "edge", 1, 2 * r + 1));
			if (r < 12) t.push(target("line", [n, n + 1, n + 2, n + 3, n + 4, n + 5], "edge", 1, 2 * r + 2));
		}
	}
	for (const c of [1, 2, 3]) t.push(target("split", [0, c], "edge", 2 * c, 2));
	t.push(target("street", [0, 1, 2], "edge", 3, 2));
	t.push(target("street", [0, 2, 3], "edge", 5, 2));
	t.push(target("corner", [0, 1, 2, 3], "edge", 1, 2));
	for (const d of [1, 2, 3] as const) {
		const numbers = dozenNumbers(d);
		t.push(target("dozen", numbers, "outside", 7, 8 * d - 5, betName({ type: "dozen", numbers }), 1, 7));
	}
	for (const c of [1, 2, 3] as const) {
		t.push(target("column", columnNumbers(c), "outside", 2 * c, 26, "2 to 1"));
	}
	const evens: (BetType & keyof typeof OUTSIDE_NUMBERS)[] = ["low", "even", "red", "black", "odd", "high"];
	evens.forEach((type, i) => {
		const numbers = [...OUTSIDE_NUMBERS[type]];
		t.push(target(type, numbers, "outside", 8, 4 * i + 3, betName({ type, numbers }), 1, 3));
	});
	return t;
}

/** Every click target of the table, each bet place exactly once. */
export const TABLE_TARGETS: readonly TableTarget[] = buildTargets();
export const TARGETS_BY_KEY: ReadonlyMap<string, TableTarget> = new Map(TABLE_TARGETS.map((t) => [t.key, t]));

/** The target at a portrait grid cell (what a click there bets on), or null for an empty cell. */
export function targetAt(x: number, y: number): TableTarget | null {
	return TABLE_TARGETS.find((t) => x >= t.x && x < t.x + t.xSpan && y >= t.y && y < t.y + t.ySpan) ?? null;
}

/**
 * Landscape placement: 0 on the left, numbers run left to right with column 3 on top,
 * the street edge under the numbers, then the dozens and the even-money bets.
 */
export function landscapeCell(t: TableTarget): { x: number; y: number; xSpan: number; ySpan: number } {
	if (t.x <= 6) {
		// Rows of the portrait become columns; portrait x 1..6 becomes y 6..1 (column 3 on top).
		return { x: t.y, y: 7 - (t.x + t.xSpan - 1), xSpan: t.ySpan, ySpan: t.xSpan };
	}
	return { x: t.y, y: t.x, xSpan: t.ySpan, ySpan: t.xSpan };
}

const insideOrder: Record<string, number> = { straight: 0, split: 1, street: 2, corner: 3, line: 4 };

/**
 * Every inside bet that covers `n`: the straight, then splits, streets, corners and lines. Where the thin
 * places between numbers are too small to touch, tapping a number offers these instead.
 */
export function betsTouching(n: number): TableTarget[] {
	return TABLE_TARGETS.filter((t) => (t.kind === "edge" || t.kind === "number") && t.numbers.includes(n)).sort(
		(a, b) => (insideOrder[a.type] ?? 9) - (insideOrder[b.type] ?? 9) || (a.numbers[0] ?? 0) - (b.numbers[0] ?? 0),
	);
}
