/**
 * Dragon Tiger (issue 31): the deal, the bets and what they pay, and the exact odds.
 *
 * The deal: an 8-deck shoe of 416 cards, freshly shuffled each round (domain/cards/shuffle.ts); its first card goes to
 * Dragon, its second to Tiger. The higher rank wins (ace low, king high; suits do not rank); equal ranks are a tie,
 * and a suited tie if the suits match too.
 *
 * The bets: Dragon 1:1, Tiger 1:1, Tie 11:1, Suited Tie 50:1. On a tie, Dragon and Tiger bets lose half their stake
 * (half is returned, rounded down to the paisa). A Tie bet wins on every tie, suited or not.
 */
import { DECK_SIZE, rankOf, suitOf } from "../cards/cards";
import { add, mul, type Ratio, ratio, sub } from "../cards/ratio";

export const DRAGON_TIGER_DECKS = 8;
export const SHOE_SIZE = DECK_SIZE * DRAGON_TIGER_DECKS;

export type DragonTigerBet = "dragon" | "tiger" | "tie" | "suitedTie";
export const DRAGON_TIGER_BETS: readonly DragonTigerBet[] = ["dragon", "tiger", "tie", "suitedTie"];
/** Payouts to one. */
export const DRAGON_TIGER_PAYOUTS: Readonly<Record<DragonTigerBet, number>> = {
	dragon: 1,
	tiger: 1,
	tie: 11,
	suitedTie: 50,
};

export type DragonTigerDeal = {
	dragon: number;
	tiger: number;
	winner: "dragon" | "tiger" | "tie";
	/** A tie of the same suit too. */
	suited: boolean;
};

/** The round's deal from the first two cards of its shuffled shoe. */
export function dealDragonTiger(cards: readonly number[]): DragonTigerDeal {
	const [dragon, tiger] = cards;
	if (dragon === undefined || tiger === undefined) throw new RangeError("Two cards are dealt");
	const d = rankOf(dragon);
	const t = rankOf(tiger);
	const winner = d > t ? "dragon" : t > d ? "tiger" : "tie";
	return { dragon, tiger, winner, suited: winner === "tie" && suitOf(dragon) === suitOf(tiger) };
}

export function isDragonTigerBet(value: unknown): value is DragonTigerBet {
	return typeof value === "string" && (DRAGON_TIGER_BETS as readonly string[]).includes(value);
}

/** What a bet returns, stake included, in whole paise. */
export function dragonTigerReturnPaise(
	bet: DragonTigerBet,
	stakePaise: number,
	deal: Pick<DragonTigerDeal, "winner" | "suited">,
): number {
	if (!Number.isSafeInteger(stakePaise) || stakePaise < 0) throw new RangeError("The stake must be whole paise");
	switch (bet) {
		case "dragon":
		case "tiger":
			if (deal.winner === bet) return stakePaise * 2;
			return deal.winner === "tie" ? Math.floor(stakePaise / 2) : 0;
		case "tie":
			return deal.winner === "tie" ? stakePaise * (1 + DRAGON_TIGER_PAYOUTS.tie) : 0;
		case "suitedTie":
			return deal.suited ? stakePaise * (1 + DRAGON_TIGER_PAYOUTS.suitedTie) : 0;
	}
}

/**
 * The exact probabilities of a deal's classes, two cards drawn without replacement from the shoe: 32 cards of each
 * rank and 8 of each card. P(tie) = 31/415, P(suited tie) = 7/415, P(dragon) = P(tiger) = (1 − 31/415)/2 = 192/415.
 */
export const DRAGON_TIGER_ODDS = {
	dragon: ratio(192, 415),
	tiger: ratio(192, 415),
	tie: ratio(31, 415),
	suitedTie: ratio(7, 415),
} as const;

/** A bet's house edge, exactly: 1 − its expected return per unit staked. */
export function dragonTigerHouseEdge(bet: DragonTigerBet): Ratio {
	const { dragon, tie, suitedTie } = DRAGON_TIGER_ODDS;
	// Dragon (or Tiger): twice the stake on a win, half of it back on a tie.
	const expected =
		bet === "dragon" || bet === "tiger"
			? add(mul(dragon, ratio(2)), mul(tie, ratio(1, 2)))
			: bet === "tie"
				? mul(tie, ratio(1 + DRAGON_TIGER_PAYOUTS.tie))
				: mul(suitedTie, ratio(1 + DRAGON_TIGER_PAYOUTS.suitedTie));
	return sub(ratio(1), expected);
}
