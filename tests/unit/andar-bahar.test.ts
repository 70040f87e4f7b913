import { describe, expect, it } from "vitest";
import {
	ANDAR_BAHAR_BETS,
	ANDAR_BAHAR_PAYOUTS,
	andarBaharBetWins,
	andarBaharReturnPaise,
	cardsDealtProbability,
	dealAndarBahar,
	houseEdge,
	MAX_CARDS_DEALT,
	SIDE_BETS,
	winProbability,
} from "~/domain/andar-bahar/rules";
import { rankOf } from "~/domain/cards/cards";
import { add, equals, percent, type Ratio, ratio, toNumber } from "~/domain/cards/ratio";
import { shuffleFromBytes } from "~/domain/cards/shuffle";
import { fill, mulberry32 } from "./helpers/seeded";

/** A deck whose joker is `joker` and whose matching cards sit at the given positions after it (1-based). */
function deckWithMatches(joker: number, positions: number[]): number[] {
	const rank = rankOf(joker);
	const matches = Array.from({ length: 52 }, (_, c) => c).filter((c) => c !== joker && rankOf(c) === rank);
	const others = Array.from({ length: 52 }, (_, c) => c).filter((c) => rankOf(c) !== rank);
	const deck = [joker];
	for (let position = 1; position <= 51; position++) {
		deck.push((positions.includes(position) ? matches.shift() : others.shift()) as number);
	}
	return deck;
}

describe("Andar Bahar: the deal", () => {
	it("deals alternately from Andar until the joker's rank appears; that side wins", () => {
		const first = dealAndarBahar(deckWithMatches(0, [1, 20, 30]));
		expect(first).toMatchObject({ joker: 0, winner: "andar", cardsDealt: 1, bahar: [] });
		expect(first.andar).toHaveLength(1);
		expect(rankOf(first.andar[0] as number)).toBe(1);
		const second = dealAndarBahar(deckWithMatches(25, [2, 3, 4]));
		expect(second).toMatchObject({ winner: "bahar", cardsDealt: 2 });
		expect([second.andar.length, second.bahar.length]).toEqual([1, 1]);
		const last = dealAndarBahar(deckWithMatches(51, [49, 50, 51]));
		expect(last).toMatchObject({ winner: "andar", cardsDealt: MAX_CARDS_DEALT });
		expect([last.andar.length, last.bahar.length]).toEqual([25, 24]);
		expect(() => dealAndarBahar([])).toThrow(RangeError);
		expect(() => dealAndarBahar([0, 1, 2])).toThrow(RangeError);
	});

	it("pays every bet exactly for every number of cards dealt, rounded down to the paisa", () => {
		for (let n = 1; n <= MAX_CARDS_DEALT; n++) {
			const deal = { winner: n % 2 === 1 ? ("andar" as const) : ("bahar" as const), cardsDealt: n };
			for (const bet of ANDAR_BAHAR_BETS) {
				const payout = ANDAR_BAHAR_PAYOUTS[bet];
				const expected = andarBaharBetWins(bet, deal) ? Number((1_000n * (payout.num + payout.den)) / payout.den) : 0;
				expect(andarBaharReturnPaise(bet, 1_000, deal), `${bet} at ${n}`).toBe(expected);
			}
			// Exactly one side bet wins.
			expect(SIDE_BETS.filter((b) => andarBaharBetWins(b.id, deal))).toHaveLength(1);
		}
		const andarWin = { winner: "andar" as const, cardsDealt: 7 };
		expect(andarBaharReturnPaise("andar", 1_000, andarWin)).toBe(1_900);
		expect(andarBaharReturnPaise("andar", 1_005, andarWin)).toBe(1_909); // 1909.5 → 1909
		expect(andarBaharReturnPaise("bahar", 1_000, andarWin)).toBe(0);
		expect(andarBaharReturnPaise("bahar", 1_000, { winner: "bahar", cardsDealt: 8 })).toBe(2_000);
		expect(andarBaharReturnPaise("cards-6-10", 1_000, andarWin)).toBe(4_500);
		expect(andarBaharReturnPaise("cards-11-15", 1_000, { winner: "andar", cardsDealt: 11 })).toBe(5_700);
		expect(andarBaharReturnPaise("cards-41-49", 1_000, { winner: "andar", cardsDealt: 49 })).toBe(121_000);
		expect(() => andarBaharReturnPaise("andar", 10.5, andarWin)).toThrow(RangeError);
	});
});

describe("Andar Bahar: the exact odds", () => {
	it("counts every placement of the three matching cards: the formula's probabilities, exactly", () => {
		// All C(51, 3) = 20,825 placements of the joker's three other cards among the 51 after it are equally likely
		// (each is 3!·48! of the 51! orders); the first of them decides the round. Enumerate them all.
		const counts = new Array<number>(52).fill(0);
		for (let a = 1; a <= 51; a++)
			for (let b = a + 1; b <= 51; b++) for (let c = b + 1; c <= 51; c++) counts[a] = (counts[a] ?? 0) + 1;
		let total = ratio(0);
		for (let n = 1; n <= MAX_CARDS_DEALT; n++) {
			expect(equals(cardsDealtProbability(n), ratio(counts[n] as number, 20_825)), `n = ${n}`).toBe(true);
			total = add(total, cardsDealtProbability(n));
		}
		expect(counts[50]).toBe(0);
		expect(equals(total, ratio(1))).toBe(true);
		// The deal agrees with the placements: the first match at n is dealt to Andar for odd n.
		for (const n of [1, 2, 17, 48, 49])
			expect(
				dealAndarBahar(
					deckWithMatches(
						5,
						[n, 50, 51].slice(0, 3).map((p, i) => (i === 0 ? n : p)),
					),
				).cardsDealt,
			).toBe(n);
	});

	it("gives Andar 2.15% and Bahar 3.00% exactly, and every side bet between 2% and 6%", () => {
		expect(winProbability("andar")).toEqual(ratio(429, 833));
		expect(winProbability("bahar")).toEqual(ratio(404, 833));
		expect(houseEdge("andar")).toEqual(ratio(179, 8_330));
		expect(houseEdge("bahar")).toEqual(ratio(25, 833));
		expect(percent(houseEdge("andar"))).toBe("2.15%");
		expect(percent(houseEdge("bahar"))).toBe("3.00%");
		const expectedEdges: Record<string, string> = {
			"cards-1-5": "5.13%",
			"cards-6-10": "2.33%",
			"cards-11-15": "3.65%",
			"cards-16-25": "4.08%",
			"cards-26-30": "2.42%",
			"cards-31-35": "3.87%",
			"cards-36-40": "3.27%",
			"cards-41-49": "4.13%",
		};
		for (const bet of SIDE_BETS) {
			const edge = houseEdge(bet.id);
			expect(percent(edge), bet.id).toBe(expectedEdges[bet.id]);
			expect(toNumber(edge)).toBeGreaterThanOrEqual(0.02);
			expect(toNumber(edge)).toBeLessThanOrEqual(0.06);
		}
	});

	it("agrees with 200,000 rounds dealt by the real shuffle (4.5 standard deviations)", () => {
		// Every round is dealt by the real shuffle (shuffleFromBytes) from 128 bytes of a seeded generator
		// (mulberry32, seed 31): deterministic and fast. The HMAC stream that feeds the shuffle in play is checked
		// against its vector in tests/unit/cards-shuffle.test.ts. Tolerance per bet: 4.5 standard deviations of its
		// mean return over the rounds (a fair deal fails one of the 10 checks with p < 7e-5).
		const next = mulberry32(31);
		const bytes = new Uint8Array(128);
		const rounds = 200_000;
		// How many rounds dealt n cards; every bet's return follows from n (andarBaharReturnPaise per n below).
		const dealt = new Array<number>(MAX_CARDS_DEALT + 1).fill(0);
		for (let round = 0; round < rounds; round++) {
			let deck: number[] | null = null;
			while (!deck) {
				deck = shuffleFromBytes(52, fill(bytes, next));
			}
			const deal = dealAndarBahar(deck);
			dealt[deal.cardsDealt] = (dealt[deal.cardsDealt] ?? 0) + 1;
		}
		for (const bet of ANDAR_BAHAR_BETS) {
			let returned = 0;
			dealt.forEach((count, n) => {
				if (n === 0 || count === 0) return;
				const deal = { winner: n % 2 === 1 ? ("andar" as const) : ("bahar" as const), cardsDealt: n };
				returned += (count * andarBaharReturnPaise(bet, 100, deal)) / 100;
			});
			const p = toNumber(winProbability(bet));
			const win = 1 + toNumber(ANDAR_BAHAR_PAYOUTS[bet] as Ratio);
			const sd = win * Math.sqrt(p * (1 - p));
			const mean = returned / rounds;
			expect(Math.abs(mean - (1 - toNumber(houseEdge(bet)))), bet).toBeLessThanOrEqual((4.5 * sd) / Math.sqrt(rounds));
		}
	}, 60_000);
});
