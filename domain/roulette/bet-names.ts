/**
 * What a bet is called (docs/product.md#bets), from its type and covered numbers, in one place for every screen.
 * Two forms of the same name:
 *
 * - `betName`, as written in a list a player reads on a phone (the bet history): "Split 17/20", "Street 13–15",
 *   "2nd 12", "1–18";
 * - `spokenBetName`, as a screen reader says it (the table's bet places): "Split 17 and 20",
 *   "Street 13, 14 and 15", "2nd 12", "1–18, low".
 *
 * The zero's places on the same lines as the streets and corners keep their table names: the trios 0/1/2 and 0/2/3
 * (streets) and the first four 0/1/2/3 (a corner).
 */
import type { Bet } from "./bets";

type Named = Pick<Bet, "type" | "numbers">;

/**
 * Every wording of a bet's name, in English (domain/i18n/catalogue.ts, group `betNames`): a screen shows a name in
 * the reader's language with `say(betName(bet))`. One message per wording, its numbers as parameters, so that
 * another language can order and join them its own way ("Split 17 and 20").
 */
export const betNameMessages = {
	straight: (n: number) => `Straight ${n}`,
	split: (a: number, b: number) => `Split ${a}/${b}`,
	splitSpoken: (a: number, b: number) => `Split ${a} and ${b}`,
	street: (from: number, to: number) => `Street ${from}–${to}`,
	streetSpoken: (a: number, b: number, c: number) => `Street ${a}, ${b} and ${c}`,
	trio: (a: number, b: number, c: number) => `Trio ${a}/${b}/${c}`,
	trioSpoken: (a: number, b: number, c: number) => `Trio ${a}, ${b} and ${c}`,
	corner: (a: number, b: number, c: number, d: number) => `Corner ${a}/${b}/${c}/${d}`,
	cornerSpoken: (a: number, b: number, c: number, d: number) => `Corner ${a}, ${b}, ${c} and ${d}`,
	firstFour: "First four 0/1/2/3",
	firstFourSpoken: "First four 0, 1, 2 and 3",
	sixLine: (from: number, to: number) => `Six line ${from}–${to}`,
	sixLineSpoken: (from: number, to: number) => `Six line ${from} to ${to}`,
	dozen1: "1st 12",
	dozen2: "2nd 12",
	dozen3: "3rd 12",
	column: (n: number) => `Column ${n}`,
	columnSpoken: (n: number) => `Column ${n} (2 to 1)`,
	red: "Red",
	black: "Black",
	even: "Even",
	odd: "Odd",
	/** The halves of the table are written by their numbers alone (the same in every language): "1–18", "19–36". */
	lowSpoken: "1–18, low",
	highSpoken: "19–36, high",
} as const;

const m = betNameMessages;
const DOZENS = [m.dozen1, m.dozen2, m.dozen3] as const;

/** The 1st dozen is 1–12, the 2nd 13–24, the 3rd 25–36. */
function dozenName(numbers: readonly number[]): string {
	return DOZENS[Math.ceil((numbers[0] ?? 1) / 12) - 1] ?? m.dozen1;
}

/** Column 1 holds 1, 4, … 34; column 2 holds 2, 5, … 35; column 3 holds 3, 6, … 36. */
function columnOf(numbers: readonly number[]): number {
	return (((numbers[0] ?? 1) - 1) % 3) + 1;
}

const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
const holdsZero = (numbers: readonly number[]) => numbers.includes(0);

/** A bet's name in both forms: as written in a list, and as a screen reader says it. */
function names(bet: Named): { written: string; spoken: string } {
	const ns = sorted(bet.numbers);
	const [a = 0, b = 0, c = 0, d = 0] = ns;
	const last = ns.at(-1) ?? a;
	switch (bet.type) {
		case "straight":
			return { written: m.straight(a), spoken: m.straight(a) };
		case "split":
			return { written: m.split(a, b), spoken: m.splitSpoken(a, b) };
		case "street":
			return holdsZero(ns)
				? { written: m.trio(a, b, c), spoken: m.trioSpoken(a, b, c) }
				: { written: m.street(a, c), spoken: m.streetSpoken(a, b, c) };
		case "corner":
			return holdsZero(ns)
				? { written: m.firstFour, spoken: m.firstFourSpoken }
				: { written: m.corner(a, b, c, d), spoken: m.cornerSpoken(a, b, c, d) };
		case "line":
			return { written: m.sixLine(a, last), spoken: m.sixLineSpoken(a, last) };
		case "dozen": {
			const name = dozenName(ns);
			return { written: name, spoken: name };
		}
		case "column": {
			const n = columnOf(ns);
			return { written: m.column(n), spoken: m.columnSpoken(n) };
		}
		case "low":
			return { written: "1–18", spoken: m.lowSpoken };
		case "high":
			return { written: "19–36", spoken: m.highSpoken };
		case "red":
		case "black":
		case "even":
		case "odd":
			return { written: m[bet.type], spoken: m[bet.type] };
	}
}

/**
 * A bet's name as written in a list: "Straight 17", "Split 17/20", "Street 13–15", "Trio 0/1/2",
 * "Corner 17/18/20/21", "First four 0/1/2/3", "Six line 13–18", "2nd 12", "Column 2", "Red", "1–18", "19–36".
 * English, as every domain message: a screen shows it with `say(betName(bet))`.
 */
export function betName(bet: Named): string {
	return names(bet).written;
}

/**
 * A bet's name as a screen reader says it (the table's bet places): "Straight 17", "Split 17 and 20",
 * "Street 13, 14 and 15", "Trio 0, 1 and 2", "Six line 13 to 18", "2nd 12", "Column 2 (2 to 1)", "1–18, low".
 * The halves start with the words on their cells ("1–18"), so that a voice user can say what they see.
 */
export function spokenBetName(bet: Named): string {
	return names(bet).spoken;
}
