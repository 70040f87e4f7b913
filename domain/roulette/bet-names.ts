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

const ORDINAL = ["1st", "2nd", "3rd"] as const;

/** "1st" for the dozen 1–12, "2nd" for 13–24, "3rd" for 25–36. */
function dozenOrdinal(numbers: readonly number[]): string {
	return ORDINAL[Math.ceil((numbers[0] ?? 1) / 12) - 1] ?? ORDINAL[0];
}

/** Column 1 holds 1, 4, … 34; column 2 holds 2, 5, … 35; column 3 holds 3, 6, … 36. */
function columnOf(numbers: readonly number[]): number {
	return (((numbers[0] ?? 1) - 1) % 3) + 1;
}

const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
const holdsZero = (numbers: readonly number[]) => numbers.includes(0);

/** The words of a name: what kind of place, and how its numbers are written in each form. */
function parts(bet: Named): { kind: string; short: string; spoken: string } {
	const ns = sorted(bet.numbers);
	const listed = { short: ns.join("/"), spoken: `${ns.slice(0, -1).join(", ")} and ${ns.at(-1)}` };
	const ranged = { short: `${ns[0]}–${ns.at(-1)}`, spoken: `${ns[0]} to ${ns.at(-1)}` };
	switch (bet.type) {
		case "straight":
			return { kind: "Straight", short: String(ns[0]), spoken: String(ns[0]) };
		case "split":
			return { kind: "Split", ...listed };
		case "street":
			return holdsZero(ns)
				? { kind: "Trio", short: listed.short, spoken: listed.spoken }
				: { kind: "Street", short: ranged.short, spoken: listed.spoken };
		case "corner":
			return { kind: holdsZero(ns) ? "First four" : "Corner", ...listed };
		case "line":
			return { kind: "Six line", ...ranged };
		case "dozen":
			return { kind: `${dozenOrdinal(ns)} 12`, short: "", spoken: "" };
		case "column":
			return { kind: "Column", short: String(columnOf(ns)), spoken: `${columnOf(ns)} (2 to 1)` };
		case "low":
			return { kind: "Low", short: "1–18", spoken: "1 to 18" };
		case "high":
			return { kind: "High", short: "19–36", spoken: "19 to 36" };
		case "red":
		case "black":
		case "even":
		case "odd":
			return { kind: `${bet.type[0]?.toUpperCase()}${bet.type.slice(1)}`, short: "", spoken: "" };
	}
}

/**
 * A bet's name as written in a list: "Straight 17", "Split 17/20", "Street 13–15", "Trio 0/1/2",
 * "Corner 17/18/20/21", "First four 0/1/2/3", "Six line 13–18", "2nd 12", "Column 2", "Red", "1–18", "19–36".
 */
export function betName(bet: Named): string {
	const { kind, short } = parts(bet);
	// The halves of the table are known by their numbers alone.
	if (bet.type === "low" || bet.type === "high") return short;
	return short ? `${kind} ${short}` : kind;
}

/**
 * A bet's name as a screen reader says it (the table's bet places): "Straight 17", "Split 17 and 20",
 * "Street 13, 14 and 15", "Trio 0, 1 and 2", "Six line 13 to 18", "2nd 12", "Column 2 (2 to 1)", "1–18, low".
 */
export function spokenBetName(bet: Named): string {
	const { kind, short, spoken } = parts(bet);
	// The halves start with the words on their cells ("1–18"), so that a voice user can say what they see.
	if (bet.type === "low" || bet.type === "high") return `${short}, ${kind.toLowerCase()}`;
	return spoken ? `${kind} ${spoken}` : kind;
}
