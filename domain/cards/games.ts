/**
 * The card games as the live tables play them (docs/decisions/0840-card-tables.md): for each game its shoe, how many
 * cards a round draws from its shuffle, the cards shown as betting opens, its bet spots and what each returns. The
 * rules themselves are ../andar-bahar/rules.ts and ../dragon-tiger/rules.ts; this file only puts them side by side so
 * that one room (durable/cards/) and one /verify step serve both.
 *
 * A round's cards: the first `drawCount` cards of a shoe of `shoeSize` shuffled by the byte stream of
 * (serverSeed, roundId) (./shuffle.ts); the round's commitment is SHA-256 of the seed (../fairness.ts), published
 * before any bet and the seed revealed after the round, as at the roulette table.
 */
import { ANDAR_BAHAR_BETS, type AndarBaharBet, andarBaharReturnPaise, dealAndarBahar } from "../andar-bahar/rules";
import {
	DRAGON_TIGER_BETS,
	type DragonTigerBet,
	dealDragonTiger,
	dragonTigerReturnPaise,
	SHOE_SIZE,
} from "../dragon-tiger/rules";
import { DECK_SIZE } from "./cards";
import { shuffledCards } from "./shuffle";

export const CARD_GAMES = ["andar-bahar", "dragon-tiger"] as const;
export type CardGame = (typeof CARD_GAMES)[number];
/** A round's winner: Andar or Bahar; Dragon, Tiger or a tie. */
export type CardResult = "andar" | "bahar" | "dragon" | "tiger" | "tie";
export type CardSpot = AndarBaharBet | DragonTigerBet;

/** A round's deal: every card in the order dealt (those shown as betting opens first) and what it decides. */
export type CardDeal = {
	cards: number[];
	result: CardResult;
	/** Andar Bahar: the cards dealt after the joker, the matching one included (1–49); Dragon Tiger: 2. */
	cardsDealt: number;
	/** Dragon Tiger: a tie of the same suit too. */
	suited: boolean;
};

export type CardGameRules = {
	game: CardGame;
	/** Cards in the shuffled deck or shoe. */
	shoeSize: number;
	/** Cards a round takes from the shuffle (a deal never needs more). */
	drawCount: number;
	/** Cards shown as betting opens: Andar Bahar's joker. */
	openCount: number;
	spots: readonly CardSpot[];
	deal(cards: readonly number[]): CardDeal;
	/** What a bet returns, stake included, in whole paise (Dragon Tiger's tie returns half a Dragon or Tiger stake). */
	returnPaise(spot: CardSpot, stakePaise: number, deal: CardDeal): number;
};

const andarBahar: CardGameRules = {
	game: "andar-bahar",
	shoeSize: DECK_SIZE,
	drawCount: DECK_SIZE,
	openCount: 1,
	spots: ANDAR_BAHAR_BETS,
	deal(cards) {
		const deal = dealAndarBahar(cards);
		const dealt: number[] = [deal.joker];
		for (let i = 0; i < deal.cardsDealt; i++) {
			dealt.push((i % 2 === 0 ? deal.andar : deal.bahar)[Math.floor(i / 2)] as number);
		}
		return { cards: dealt, result: deal.winner, cardsDealt: deal.cardsDealt, suited: false };
	},
	returnPaise: (spot, stake, deal) =>
		andarBaharReturnPaise(spot as AndarBaharBet, stake, {
			winner: deal.result as "andar" | "bahar",
			cardsDealt: deal.cardsDealt,
		}),
};

const dragonTiger: CardGameRules = {
	game: "dragon-tiger",
	shoeSize: SHOE_SIZE,
	drawCount: 2,
	openCount: 0,
	spots: DRAGON_TIGER_BETS,
	deal(cards) {
		const deal = dealDragonTiger(cards);
		return { cards: [deal.dragon, deal.tiger], result: deal.winner, cardsDealt: 2, suited: deal.suited };
	},
	returnPaise: (spot, stake, deal) =>
		dragonTigerReturnPaise(spot as DragonTigerBet, stake, {
			winner: deal.result as "dragon" | "tiger" | "tie",
			suited: deal.suited,
		}),
};

export const CARD_GAME_RULES: Readonly<Record<CardGame, CardGameRules>> = {
	"andar-bahar": andarBahar,
	"dragon-tiger": dragonTiger,
};

export function isCardGame(value: unknown): value is CardGame {
	return typeof value === "string" && (CARD_GAMES as readonly string[]).includes(value);
}

export function isSpotOf(game: CardGame, spot: unknown): spot is CardSpot {
	return typeof spot === "string" && (CARD_GAME_RULES[game].spots as readonly string[]).includes(spot);
}

/** The cards a round's seed deals (the room and /verify both call this). */
export async function cardsOfRound(game: CardGame, serverSeed: string, roundId: string): Promise<number[]> {
	const rules = CARD_GAME_RULES[game];
	return shuffledCards(serverSeed, roundId, rules.shoeSize, rules.drawCount);
}

/** A round's deal from its seed: its shuffle, then the game's deal. */
export async function dealOfRound(game: CardGame, serverSeed: string, roundId: string): Promise<CardDeal> {
	return CARD_GAME_RULES[game].deal(await cardsOfRound(game, serverSeed, roundId));
}

/** The settlement of one bet: what it returns and whether that is a win, a loss, or a loss with part of it back. */
export function cardBetVerdict(
	game: CardGame,
	spot: CardSpot,
	stakePaise: number,
	deal: CardDeal,
): { status: "won" | "lost"; paidPaise: number } {
	const paid = CARD_GAME_RULES[game].returnPaise(spot, stakePaise, deal);
	return { status: paid > stakePaise ? "won" : "lost", paidPaise: paid };
}
