/**
 * The card tables' rules as the rooms play them (docs/decisions/0840-card-tables.md): every spot of both games pays
 * exactly for every outcome class (a win, a loss, Dragon Tiger's tie with half back), the deal's pace and its bound,
 * what players see of a round before its result, and the re-deal /verify runs.
 */
import { describe, expect, it } from "vitest";
import { ANDAR_BAHAR_PAYOUTS, MAX_CARDS_DEALT, SIDE_BETS } from "~/domain/andar-bahar/rules";
import { CARD_GAME_RULES, type CardDeal, cardBetVerdict, dealOfRound } from "~/domain/cards/games";
import { dealDurationMs, dealOffsets, MAX_DEAL_MS } from "~/domain/cards/timing";
import { verifyCardRound } from "~/domain/cards/verify";
import { commitmentOf } from "~/domain/fairness";
import { publicCardRound } from "~/durable/cards/state";

const STAKE = 10_001;
const abDeal = (cardsDealt: number): CardDeal => ({
	cards: [],
	result: cardsDealt % 2 === 1 ? "andar" : "bahar",
	cardsDealt,
	suited: false,
});
const dtDeal = (result: "dragon" | "tiger" | "tie", suited = false): CardDeal => ({
	cards: [],
	result,
	cardsDealt: 2,
	suited,
});

describe("what each spot returns", () => {
	it("Andar Bahar: every spot, for every number of cards dealt, wins its payout (rounded down) or loses all", () => {
		for (let n = 1; n <= MAX_CARDS_DEALT; n++) {
			const deal = abDeal(n);
			for (const spot of CARD_GAME_RULES["andar-bahar"].spots) {
				const range = SIDE_BETS.find((b) => b.id === spot);
				const wins = range ? n >= range.from && n <= range.to : spot === deal.result;
				const p = ANDAR_BAHAR_PAYOUTS[spot as keyof typeof ANDAR_BAHAR_PAYOUTS];
				const paid = wins ? Number((BigInt(STAKE) * (p.den + p.num)) / p.den) : 0;
				expect(cardBetVerdict("andar-bahar", spot, STAKE, deal), `${spot} at ${n}`).toEqual({
					status: wins ? "won" : "lost",
					paidPaise: paid,
				});
			}
		}
		// Andar 0.9:1 on ₹100.01: ₹190.01 (rounded down from 190.019).
		expect(cardBetVerdict("andar-bahar", "andar", STAKE, abDeal(1)).paidPaise).toBe(19_001);
	});

	it("Dragon Tiger: 1:1, Tie 11:1, Suited Tie 50:1, and half of a Dragon or Tiger stake back on a tie", () => {
		const cases: Array<[CardDeal, Record<string, [string, number]>]> = [
			[dtDeal("dragon"), { dragon: ["won", 20_002], tiger: ["lost", 0], tie: ["lost", 0], suitedTie: ["lost", 0] }],
			[dtDeal("tiger"), { dragon: ["lost", 0], tiger: ["won", 20_002], tie: ["lost", 0], suitedTie: ["lost", 0] }],
			[
				dtDeal("tie"),
				{ dragon: ["lost", 5_000], tiger: ["lost", 5_000], tie: ["won", 120_012], suitedTie: ["lost", 0] },
			],
			[
				dtDeal("tie", true),
				{ dragon: ["lost", 5_000], tiger: ["lost", 5_000], tie: ["won", 120_012], suitedTie: ["won", 510_051] },
			],
		];
		for (const [deal, spots] of cases) {
			for (const [spot, [status, paidPaise]] of Object.entries(spots)) {
				expect(cardBetVerdict("dragon-tiger", spot as "dragon", STAKE, deal), `${spot} on ${deal.result}`).toEqual({
					status,
					paidPaise,
				});
			}
		}
	});
});

describe("the deal's pace", () => {
	it("deals Andar Bahar at 400 ms a card for ten cards, then 200 ms, and never longer than MAX_DEAL_MS", () => {
		expect(dealOffsets("andar-bahar", 12)).toEqual([
			400, 800, 1200, 1600, 2000, 2400, 2800, 3200, 3600, 4000, 4200, 4400,
		]);
		expect(dealDurationMs("andar-bahar", MAX_CARDS_DEALT)).toBe(MAX_DEAL_MS);
		expect(dealDurationMs("dragon-tiger", 2)).toBe(2_800);
		expect(dealDurationMs("dragon-tiger", 2)).toBeLessThan(MAX_DEAL_MS);
	});
});

describe("a card round", () => {
	it("shows players the joker while betting, the dealt cards from the deal, the seed and winner only at the result", async () => {
		const serverSeed = "5e".repeat(32);
		const roundId = "round-for-the-unit-test";
		const deal = await dealOfRound("andar-bahar", serverSeed, roundId);
		const stored = {
			roundId,
			seq: 3,
			game: "andar-bahar" as const,
			phase: "betting" as const,
			phaseStartedAt: 0,
			phaseEndsAt: 15_000,
			roundEndTime: 15_000,
			commitment: await commitmentOf(serverSeed),
			serverSeed,
			deal,
			dealStartedAt: null,
			minBetPaise: 1_000,
			maxBetPaise: 1_000_000,
		};
		expect(publicCardRound(stored)).toMatchObject({
			openCards: [deal.cards[0]],
			dealt: null,
			serverSeed: null,
			result: null,
			minBet: 10,
			maxBet: 10_000,
		});
		const dealing = publicCardRound({ ...stored, phase: "dealing", dealStartedAt: 15_000 });
		expect(dealing).toMatchObject({ dealt: deal.cards.slice(1), serverSeed: null, result: null });
		expect(publicCardRound({ ...stored, phase: "result" })).toMatchObject({ serverSeed, result: deal.result });
		// /verify deals the same cards from the revealed seed, and catches any other.
		const verified = await verifyCardRound({
			game: "andar-bahar",
			roundId,
			serverSeed,
			commitment: stored.commitment,
			cards: deal.cards,
			result: deal.result,
		});
		expect(verified).toMatchObject({ commitmentMatches: true, cardsMatch: true, resultMatches: true });
		const other = await verifyCardRound({
			game: "andar-bahar",
			roundId: "another",
			serverSeed,
			commitment: stored.commitment,
			cards: deal.cards,
		});
		expect(other.cardsMatch).toBe(false);
	});
});
