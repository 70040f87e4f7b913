import { describe, expect, it } from "vitest";
import { percent, ratio, toNumber } from "~/domain/cards/ratio";
import { shuffleFromBytes } from "~/domain/cards/shuffle";
import {
	DRAGON_TIGER_BETS,
	DRAGON_TIGER_ODDS,
	type DragonTigerBet,
	dealDragonTiger,
	dragonTigerHouseEdge,
	dragonTigerReturnPaise,
	SHOE_SIZE,
} from "~/domain/dragon-tiger/rules";
import { fill, mulberry32 } from "./helpers/seeded";

describe("Dragon Tiger: the deal and the payouts", () => {
	it("compares ranks, ace low and king high, suits not ranking; a tie of the same suit is suited", () => {
		// Shoe cards: 0 = A♠ of deck 1, 12 = K♠, 52 = A♠ of deck 2, 13 = A♥.
		expect(dealDragonTiger([12, 0])).toEqual({ dragon: 12, tiger: 0, winner: "dragon", suited: false });
		expect(dealDragonTiger([0, 12])).toMatchObject({ winner: "tiger" });
		expect(dealDragonTiger([0, 52])).toMatchObject({ winner: "tie", suited: true });
		expect(dealDragonTiger([0, 13])).toMatchObject({ winner: "tie", suited: false });
		expect(dealDragonTiger([1, 14 + 52 * 3])).toMatchObject({ winner: "tie", suited: false }); // 2♠ and 2♥
		expect(() => dealDragonTiger([5])).toThrow(RangeError);
	});

	it("pays every bet exactly for every class of outcome", () => {
		const table: Array<[DragonTigerBet, Record<"dragon" | "tiger" | "tie" | "suited", number>]> = [
			["dragon", { dragon: 2_000, tiger: 0, tie: 500, suited: 500 }],
			["tiger", { dragon: 0, tiger: 2_000, tie: 500, suited: 500 }],
			["tie", { dragon: 0, tiger: 0, tie: 12_000, suited: 12_000 }],
			["suitedTie", { dragon: 0, tiger: 0, tie: 0, suited: 51_000 }],
		];
		for (const [bet, pays] of table) {
			expect(dragonTigerReturnPaise(bet, 1_000, { winner: "dragon", suited: false }), bet).toBe(pays.dragon);
			expect(dragonTigerReturnPaise(bet, 1_000, { winner: "tiger", suited: false }), bet).toBe(pays.tiger);
			expect(dragonTigerReturnPaise(bet, 1_000, { winner: "tie", suited: false }), bet).toBe(pays.tie);
			expect(dragonTigerReturnPaise(bet, 1_000, { winner: "tie", suited: true }), bet).toBe(pays.suited);
		}
		// Half of an odd stake in paise is rounded down.
		expect(dragonTigerReturnPaise("dragon", 1_001, { winner: "tie", suited: false })).toBe(500);
		expect(() => dragonTigerReturnPaise("tie", -1, { winner: "tie", suited: false })).toThrow(RangeError);
	});
});

describe("Dragon Tiger: the exact odds", () => {
	it("enumerates all 416 × 415 ordered deals: the classes' probabilities and every bet's return, exactly", () => {
		const classes = { dragon: 0, tiger: 0, tie: 0, suited: 0 };
		// Returns in paise of a ₹10 stake, summed over every deal (all equally likely).
		const returned = new Map<DragonTigerBet, bigint>(DRAGON_TIGER_BETS.map((bet) => [bet, 0n]));
		for (let d = 0; d < SHOE_SIZE; d++) {
			for (let t = 0; t < SHOE_SIZE; t++) {
				if (t === d) continue;
				const deal = dealDragonTiger([d, t]);
				classes[deal.suited ? "suited" : deal.winner]++;
				for (const bet of DRAGON_TIGER_BETS) {
					returned.set(bet, (returned.get(bet) ?? 0n) + BigInt(dragonTigerReturnPaise(bet, 1_000, deal)));
				}
			}
		}
		const deals = SHOE_SIZE * (SHOE_SIZE - 1);
		expect(ratio(classes.dragon, deals)).toEqual(DRAGON_TIGER_ODDS.dragon);
		expect(ratio(classes.tiger, deals)).toEqual(DRAGON_TIGER_ODDS.tiger);
		expect(ratio(classes.tie + classes.suited, deals)).toEqual(DRAGON_TIGER_ODDS.tie);
		expect(ratio(classes.suited, deals)).toEqual(DRAGON_TIGER_ODDS.suitedTie);
		for (const bet of DRAGON_TIGER_BETS) {
			// House edge = 1 − (total returned) / (total staked).
			const staked = BigInt(deals) * 1_000n;
			const edge = ratio(staked - (returned.get(bet) ?? 0n), staked);
			expect(edge, bet).toEqual(dragonTigerHouseEdge(bet));
		}
		expect(dragonTigerHouseEdge("dragon")).toEqual(ratio(31, 830));
		expect(dragonTigerHouseEdge("tie")).toEqual(ratio(43, 415));
		expect(dragonTigerHouseEdge("suitedTie")).toEqual(ratio(58, 415));
		expect(DRAGON_TIGER_BETS.map((bet) => percent(dragonTigerHouseEdge(bet)))).toEqual([
			"3.73%",
			"3.73%",
			"10.36%",
			"13.98%",
		]);
	}, 30_000);

	it("agrees with 200,000 rounds dealt by the real shuffle of a fresh 416-card shoe (4.5 standard deviations)", () => {
		// The first two cards of the forward Fisher–Yates are those of the full shuffle (shuffleFromBytes with
		// count 2), fed from a seeded generator (mulberry32, seed 32).
		const next = mulberry32(32);
		const bytes = new Uint8Array(16);
		const rounds = 200_000;
		const totals = new Map<DragonTigerBet, number>(DRAGON_TIGER_BETS.map((bet) => [bet, 0]));
		const squares = new Map<DragonTigerBet, number>(DRAGON_TIGER_BETS.map((bet) => [bet, 0]));
		for (let round = 0; round < rounds; round++) {
			let cards: number[] | null = null;
			while (!cards) {
				cards = shuffleFromBytes(SHOE_SIZE, fill(bytes, next), 2);
			}
			const deal = dealDragonTiger(cards);
			for (const bet of DRAGON_TIGER_BETS) {
				const r = dragonTigerReturnPaise(bet, 100, deal) / 100;
				totals.set(bet, (totals.get(bet) ?? 0) + r);
				squares.set(bet, (squares.get(bet) ?? 0) + r * r);
			}
		}
		for (const bet of DRAGON_TIGER_BETS) {
			const mean = (totals.get(bet) ?? 0) / rounds;
			const sd = Math.sqrt((squares.get(bet) ?? 0) / rounds - mean * mean);
			expect(Math.abs(mean - (1 - toNumber(dragonTigerHouseEdge(bet)))), bet).toBeLessThanOrEqual(
				(4.5 * sd) / Math.sqrt(rounds),
			);
		}
	}, 60_000);
});
