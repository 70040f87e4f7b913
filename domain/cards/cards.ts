/**
 * Playing cards for the card games (Andar Bahar, Dragon Tiger): a card of a standard 52-card deck is the number
 * 0–51, suit-major: suit = floor(c / 13) (spades, hearts, diamonds, clubs), rank = c mod 13 + 1 (1 ace … 13 king).
 * A shoe of several decks numbers its cards 0 … 52·decks − 1; card i of the shoe is the deck card i mod 52.
 */
export const DECK_SIZE = 52;
export const SUITS = ["spades", "hearts", "diamonds", "clubs"] as const;
export type Suit = (typeof SUITS)[number];
/** 1 ace, 2–10, 11 jack, 12 queen, 13 king. */
export type Rank = number;

const SUIT_SYMBOLS: Record<Suit, string> = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" };
const RANK_LABELS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;

/** The deck card (0–51) of a shoe card. */
export function deckCard(shoeCard: number): number {
	if (!Number.isInteger(shoeCard) || shoeCard < 0) throw new RangeError("A card is a whole number from 0");
	return shoeCard % DECK_SIZE;
}

export function rankOf(card: number): Rank {
	return (deckCard(card) % 13) + 1;
}

export function suitOf(card: number): Suit {
	return SUITS[Math.floor(deckCard(card) / 13)] as Suit;
}

/** "A♠", "10♥", "K♣". */
export function cardLabel(card: number): string {
	return `${RANK_LABELS[rankOf(card) - 1]}${SUIT_SYMBOLS[suitOf(card)]}`;
}
