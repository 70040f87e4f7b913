/**
 * The dashboard's theoretical edge per bet kind (domain/dashboard/figures.ts, docs/decisions/0860-cockpit-charts.md)
 * is the exact edge the game's rules compute, for every card spot, and the expected GGR sums stakes × edge exactly.
 */
import { describe, expect, it } from "vitest";
import { ANDAR_BAHAR_BETS, houseEdge } from "~/domain/andar-bahar/rules";
import { CARD_GAME_RULES } from "~/domain/cards/games";
import { add, equals, mul, ratio } from "~/domain/cards/ratio";
import { CRASH_RTP_BASIS_POINTS } from "~/domain/crash/fairness";
import { betKindEdge, expectedGgr, THEORETICAL_EDGE } from "~/domain/dashboard/figures";
import { DRAGON_TIGER_BETS, dragonTigerHouseEdge } from "~/domain/dragon-tiger/rules";
import { BET_TYPES } from "~/domain/roulette/bets";

describe("the theoretical edge of each bet kind", () => {
	it("is each Andar Bahar spot's exact edge from its rules", () => {
		expect(ANDAR_BAHAR_BETS).toEqual(CARD_GAME_RULES["andar-bahar"].spots);
		for (const bet of ANDAR_BAHAR_BETS) {
			const edge = betKindEdge("andar-bahar", bet);
			expect(edge && equals(edge, houseEdge(bet)), bet).toBe(true);
		}
	});

	it("is each Dragon Tiger spot's exact edge from its rules (Dragon, Tiger, Tie, Suited Tie)", () => {
		expect(DRAGON_TIGER_BETS).toEqual(CARD_GAME_RULES["dragon-tiger"].spots);
		for (const bet of DRAGON_TIGER_BETS) {
			const edge = betKindEdge("dragon-tiger", bet);
			expect(edge && equals(edge, dragonTigerHouseEdge(bet)), bet).toBe(true);
		}
	});

	it("is roulette's 1/37 for every bet type and crash's edge from its RTP; none for an unknown game or spot", () => {
		for (const bet of BET_TYPES) expect(betKindEdge("roulette", bet)).toEqual(ratio(1, 37));
		expect(betKindEdge("crash", "crash")).toEqual(ratio(10_000 - CRASH_RTP_BASIS_POINTS, 10_000));
		expect(THEORETICAL_EDGE.crash).toBe(0.03);
		expect(betKindEdge("andar-bahar", "dragon")).toBeNull();
		expect(betKindEdge("dragon-tiger", "andar")).toBeNull();
		expect(betKindEdge("teen-patti", "player-a")).toBeNull();
	});
});

describe("the expected GGR", () => {
	it("is Σ stakes × each kind's exact edge, rounded half up to the paisa once", () => {
		const stakes = [
			{ game: "andar-bahar", betType: "andar", stakesPaise: 123_457 },
			{ game: "andar-bahar", betType: "cards-41-49", stakesPaise: 9_999 },
			{ game: "dragon-tiger", betType: "suitedTie", stakesPaise: 77_777 },
			{ game: "dragon-tiger", betType: "tiger", stakesPaise: 1 },
			{ game: "roulette", betType: "straight", stakesPaise: 3_700 },
		];
		let exact = ratio(0);
		exact = add(exact, mul(ratio(123_457), houseEdge("andar")));
		exact = add(exact, mul(ratio(9_999), houseEdge("cards-41-49")));
		exact = add(exact, mul(ratio(77_777), dragonTigerHouseEdge("suitedTie")));
		exact = add(exact, mul(ratio(1), dragonTigerHouseEdge("tiger")));
		exact = add(exact, ratio(100));
		const paise = Number(exact.num / exact.den);
		const rest = exact.num % exact.den;
		expect(expectedGgr(stakes)).toBe(2n * rest >= exact.den ? paise + 1 : paise);
		expect(expectedGgr([])).toBe(0);
		expect(expectedGgr([{ game: "teen-patti", betType: "x", stakesPaise: 100 }])).toBeNull();
		expect(expectedGgr([{ game: "teen-patti", betType: "x", stakesPaise: 0 }])).toBe(0);
	});
});
