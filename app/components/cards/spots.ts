/**
 * Each card game's bet spots as its screen and rules sheet show them: the payout to one and the exact house edge
 * (domain/andar-bahar/rules.ts, domain/dragon-tiger/rules.ts), as percentages with two decimals.
 */
import { ANDAR_BAHAR_BETS, ANDAR_BAHAR_PAYOUTS, houseEdge, winProbability } from "~/domain/andar-bahar/rules";
import type { CardGame, CardSpot } from "~/domain/cards/games";
import { percent, toNumber } from "~/domain/cards/ratio";
import {
	DRAGON_TIGER_BETS,
	DRAGON_TIGER_ODDS,
	DRAGON_TIGER_PAYOUTS,
	dragonTigerHouseEdge,
} from "~/domain/dragon-tiger/rules";

export type SpotInfo = { spot: CardSpot; payout: string; edge: string; chance: string };

const payoutText = (n: number) => `${Number(n.toFixed(2))}:1`;

export const CARD_SPOTS: Readonly<Record<CardGame, readonly SpotInfo[]>> = {
	"andar-bahar": ANDAR_BAHAR_BETS.map((spot) => ({
		spot,
		payout: payoutText(toNumber(ANDAR_BAHAR_PAYOUTS[spot])),
		edge: percent(houseEdge(spot)),
		chance: percent(winProbability(spot)),
	})),
	"dragon-tiger": DRAGON_TIGER_BETS.map((spot) => ({
		spot,
		payout: payoutText(DRAGON_TIGER_PAYOUTS[spot]),
		edge: percent(dragonTigerHouseEdge(spot)),
		chance: percent(DRAGON_TIGER_ODDS[spot]),
	})),
};
