/**
 * What a racetrack call is called (racetrack.ts), in one place for every screen, in the two forms of bet-names.ts:
 *
 * - `callName`, as written in a list (the bet history, the slip): "Voisins du Zéro", "Neighbours of 17 (2 each side)";
 *   `callNameWithStake` adds what it staked: "Voisins du Zéro, ₹90";
 * - `spokenCallName`, as a screen reader says it (the racetrack's places): "Voisins du Zéro, 9 chips",
 *   "17 and 2 neighbours each side, 5 chips".
 *
 * The announced bets keep their French names, as on every European table, in every language; a neighbour bet's name
 * is a catalogued message (domain/i18n/catalogue.ts, group `callNames`), so a screen shows it in the reader's
 * language with `say(callName(call))`.
 */
import { formatRupees, type Paise } from "../money";
import { type AnnouncedBet, callChips, type RacetrackCall } from "./racetrack";

const ANNOUNCED_NAMES: Readonly<Record<AnnouncedBet, string>> = {
	voisins: "Voisins du Zéro",
	tiers: "Tiers du Cylindre",
	orphelins: "Orphelins",
	"jeu-zero": "Jeu Zéro",
};

/** The wordings of a call's name that differ by language, in English. */
export const callNameMessages = {
	neighbours: (centre: number, each: number) => `Neighbours of ${centre} (${each} each side)`,
} as const;

const chipsWord = (n: number) => `${n} ${n === 1 ? "chip" : "chips"}`;

/** "Voisins du Zéro", "Tiers du Cylindre", "Orphelins", "Jeu Zéro", "Neighbours of 17 (2 each side)". */
export function callName(call: RacetrackCall): string {
	if (call.kind === "announced") return ANNOUNCED_NAMES[call.bet];
	return callNameMessages.neighbours(call.centre, call.each);
}

/** A call and its whole stake, as the bet history lists it: "Voisins du Zéro, ₹90". */
export function callNameWithStake(call: RacetrackCall, stakePaise: Paise): string {
	return `${callName(call)}, ${formatRupees(stakePaise)}`;
}

/** "Voisins du Zéro, 9 chips", "17 and 2 neighbours each side, 5 chips", "17 alone, 1 chip". */
export function spokenCallName(call: RacetrackCall): string {
	const chips = chipsWord(callChips(call));
	if (call.kind === "announced") return `${ANNOUNCED_NAMES[call.bet]}, ${chips}`;
	if (call.each === 0) return `${call.centre} alone, ${chips}`;
	return `${call.centre} and ${call.each} ${call.each === 1 ? "neighbour" : "neighbours"} each side, ${chips}`;
}
