/**
 * Andar Bahar (issue 31): the deal, the bets and what they pay, and the exact odds.
 *
 * The deal: a fresh 52-card deck is shuffled (domain/cards/shuffle.ts); its first card is the joker, shown as betting
 * opens. After betting the cards that follow are dealt one at a time, alternately to Andar (first) and Bahar, until
 * a card of the joker's rank appears: the side that receives it wins. `cardsDealt` counts the cards dealt after the
 * joker up to and including that card: 1 to 49 (three cards share the joker's rank among the 51 left, so at most 48
 * others come first). An odd count is an Andar win, an even count a Bahar win.
 *
 * The bets: Andar pays 0.9:1 (the side dealt first wins more often), Bahar 1:1, and side bets on `cardsDealt` in
 * ranges, paying what SIDE_BETS says (one decimal, chosen so that each side bet's house edge is between 2% and 6%).
 * A winning bet returns its stake plus the payout, rounded down to the paisa; a losing bet returns nothing.
 */
import { DECK_SIZE, rankOf } from "../cards/cards";
import { add, mul, type Ratio, ratio, sub } from "../cards/ratio";

export type AndarBaharSide = "andar" | "bahar";

/** Side bets: the range of `cardsDealt`, and the payout as a ratio to one (47/10 is 4.7:1). */
export const SIDE_BETS = [
	{ id: "cards-1-5", from: 1, to: 5, payout: ratio(25, 10) },
	{ id: "cards-6-10", from: 6, to: 10, payout: ratio(35, 10) },
	{ id: "cards-11-15", from: 11, to: 15, payout: ratio(47, 10) },
	{ id: "cards-16-25", from: 16, to: 25, payout: ratio(34, 10) },
	{ id: "cards-26-30", from: 26, to: 30, payout: ratio(15) },
	{ id: "cards-31-35", from: 31, to: 35, payout: ratio(25) },
	{ id: "cards-36-40", from: 36, to: 40, payout: ratio(50) },
	{ id: "cards-41-49", from: 41, to: 49, payout: ratio(120) },
] as const;

export type SideBetId = (typeof SIDE_BETS)[number]["id"];
export type AndarBaharBet = AndarBaharSide | SideBetId;

export const ANDAR_BAHAR_BETS: readonly AndarBaharBet[] = ["andar", "bahar", ...SIDE_BETS.map((b) => b.id)];

/** Each bet's payout as a ratio to one: Andar 0.9:1, Bahar 1:1, the side bets as above. */
export const ANDAR_BAHAR_PAYOUTS: Readonly<Record<AndarBaharBet, Ratio>> = {
	andar: ratio(9, 10),
	bahar: ratio(1),
	...(Object.fromEntries(SIDE_BETS.map((b) => [b.id, b.payout])) as Record<SideBetId, Ratio>),
};

/** The most cards a round can deal after the joker. */
export const MAX_CARDS_DEALT = DECK_SIZE - 3;

export type AndarBaharDeal = {
	joker: number;
	andar: number[];
	bahar: number[];
	winner: AndarBaharSide;
	/** Cards dealt after the joker, the matching one included: 1–49. */
	cardsDealt: number;
};

/** The round's deal from its shuffled deck (deck[0] the joker, then Andar, Bahar, Andar, …). */
export function dealAndarBahar(deck: readonly number[]): AndarBaharDeal {
	const joker = deck[0];
	if (joker === undefined) throw new RangeError("An empty deck");
	const andar: number[] = [];
	const bahar: number[] = [];
	for (let i = 1; i < deck.length; i++) {
		const card = deck[i] as number;
		const side: AndarBaharSide = i % 2 === 1 ? "andar" : "bahar";
		(side === "andar" ? andar : bahar).push(card);
		if (rankOf(card) === rankOf(joker)) return { joker, andar, bahar, winner: side, cardsDealt: i };
	}
	throw new RangeError("The deck has no card of the joker's rank");
}

export function isAndarBaharBet(value: unknown): value is AndarBaharBet {
	return typeof value === "string" && (ANDAR_BAHAR_BETS as readonly string[]).includes(value);
}

export function andarBaharBetWins(bet: AndarBaharBet, deal: Pick<AndarBaharDeal, "winner" | "cardsDealt">): boolean {
	if (bet === "andar" || bet === "bahar") return deal.winner === bet;
	const range = SIDE_BETS.find((b) => b.id === bet);
	return range !== undefined && deal.cardsDealt >= range.from && deal.cardsDealt <= range.to;
}

/** What a bet returns, stake included, in whole paise (rounded down): stake · (1 + payout) if it wins, else 0. */
export function andarBaharReturnPaise(
	bet: AndarBaharBet,
	stakePaise: number,
	deal: Pick<AndarBaharDeal, "winner" | "cardsDealt">,
): number {
	if (!Number.isSafeInteger(stakePaise) || stakePaise < 0) throw new RangeError("The stake must be whole paise");
	if (!andarBaharBetWins(bet, deal)) return 0;
	const payout = ANDAR_BAHAR_PAYOUTS[bet];
	return Number((BigInt(stakePaise) * (payout.den + payout.num)) / payout.den);
}

/**
 * P(cardsDealt = n), exactly: the three cards of the joker's rank sit at 3 of the 51 positions after the joker, all
 * C(51, 3) = 20,825 placements equally likely; the first of them is at n when the other two are among the 51 − n
 * later positions: C(51 − n, 2) / C(51, 3).
 */
export function cardsDealtProbability(n: number): Ratio {
	if (!Number.isInteger(n) || n < 1 || n > MAX_CARDS_DEALT) return ratio(0);
	const later = BigInt(51 - n);
	return ratio((later * (later - 1n)) / 2n, 20_825n);
}

/** A bet's probability of winning, exactly. */
export function winProbability(bet: AndarBaharBet): Ratio {
	let p = ratio(0);
	for (let n = 1; n <= MAX_CARDS_DEALT; n++) {
		if (andarBaharBetWins(bet, { winner: n % 2 === 1 ? "andar" : "bahar", cardsDealt: n })) {
			p = add(p, cardsDealtProbability(n));
		}
	}
	return p;
}

/** A bet's house edge, exactly: 1 − P(win) · (1 + payout) (a ₹1 stake's expected loss). */
export function houseEdge(bet: AndarBaharBet): Ratio {
	const payout = ANDAR_BAHAR_PAYOUTS[bet];
	return sub(ratio(1), mul(winProbability(bet), add(ratio(1), payout)));
}
