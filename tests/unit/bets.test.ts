import { describe, expect, it } from "vitest";
import { rouletteMessages } from "~/domain/messages";
import {
	BET_GEOMETRY,
	BET_TYPES,
	type Bet,
	type BetType,
	betLimitRefusal,
	betLimitsOf,
	betNumbers,
	betReturnPaise,
	columnNumbers,
	dozenNumbers,
	maskName,
	PAYOUT_RATIO,
	placementRefusal,
	settleBets,
	TABLE_LIMITS,
	validateBet,
	validateSubmission,
} from "~/domain/roulette/bets";
import { colorOf } from "~/domain/roulette/wheel";

const pockets = Array.from({ length: 37 }, (_, i) => i);
const bet = (type: BetType, numbers: number[], rupees = 10): Bet => ({ type, numbers, amountPaise: rupees * 100 });

/** An independent statement of which numbers win each bet, from the layout's own words. */
function wins(type: BetType, numbers: number[], n: number): boolean {
	switch (type) {
		case "red":
			return n !== 0 && colorOf(n) === "red";
		case "black":
			return n !== 0 && colorOf(n) === "black";
		case "even":
			return n !== 0 && n % 2 === 0;
		case "odd":
			return n % 2 === 1;
		case "low":
			return n >= 1 && n <= 18;
		case "high":
			return n >= 19;
		default:
			return numbers.includes(n);
	}
}

describe("bet geometry", () => {
	it("has the real table's number of places per bet type", () => {
		const counts = Object.fromEntries(BET_TYPES.map((t) => [t, BET_GEOMETRY[t].length]));
		// 57 splits + 3 zero splits; 12 streets + 2 zero trios; 22 corners + first four; 11 lines.
		expect(counts).toEqual({
			straight: 37,
			split: 60,
			street: 14,
			corner: 23,
			line: 11,
			dozen: 3,
			column: 3,
			red: 1,
			black: 1,
			even: 1,
			odd: 1,
			low: 1,
			high: 1,
		});
	});

	it("accepts every real place in any order and refuses every other set of that size", () => {
		const sizes: Array<[BetType, number]> = [
			["split", 2],
			["street", 3],
			["corner", 4],
		];
		for (const [type, size] of sizes) {
			const valid = new Set(BET_GEOMETRY[type].map((ns) => ns.join(",")));
			let refused = 0;
			// Every combination of `size` pockets.
			const combos = (start: number, picked: number[]): void => {
				if (picked.length === size) {
					const accepted = betNumbers(type, [...picked].reverse());
					if (valid.has(picked.join(","))) expect(accepted).toEqual(picked);
					else {
						expect(accepted, `${type} ${picked}`).toBeNull();
						refused++;
					}
					return;
				}
				for (let n = start; n <= 36; n++) combos(n + 1, [...picked, n]);
			};
			combos(0, []);
			expect(refused).toBeGreaterThan(0);
		}
		// Lines: every run of six numbers that is not two whole rows is refused.
		for (let start = 0; start <= 31; start++) {
			const six = Array.from({ length: 6 }, (_, i) => start + i);
			expect(betNumbers("line", six) !== null).toBe(start % 3 === 1);
		}
	});

	it("knows the geometry: side-by-side and stacked splits, no wrap across rows", () => {
		expect(betNumbers("split", [1, 2])).toEqual([1, 2]);
		expect(betNumbers("split", [1, 4])).toEqual([1, 4]);
		expect(betNumbers("split", [0, 2])).toEqual([0, 2]);
		expect(betNumbers("split", [3, 4])).toBeNull();
		expect(betNumbers("split", [1, 3])).toBeNull();
		expect(betNumbers("split", [0, 4])).toBeNull();
		expect(betNumbers("split", [36, 37])).toBeNull();
		expect(betNumbers("street", [4, 5, 6])).toEqual([4, 5, 6]);
		expect(betNumbers("street", [5, 6, 7])).toBeNull();
		expect(betNumbers("corner", [2, 3, 5, 6])).toEqual([2, 3, 5, 6]);
		expect(betNumbers("corner", [3, 4, 6, 7])).toBeNull();
		expect(betNumbers("corner", [0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
		expect(betNumbers("line", [31, 32, 33, 34, 35, 36])).toEqual([31, 32, 33, 34, 35, 36]);
		expect(betNumbers("dozen", dozenNumbers(2))).toEqual(Array.from({ length: 12 }, (_, i) => i + 13));
		expect(betNumbers("column", columnNumbers(3))?.every((n) => n % 3 === 0)).toBe(true);
		expect(betNumbers("dozen", [1, 2, 3])).toBeNull();
		expect(betNumbers("red")).toHaveLength(18);
		expect(betNumbers("red", [1, 3])).toBeNull();
	});

	it("refuses malformed input: unknown type, duplicates, out of range, non-integers, missing numbers", () => {
		expect(betNumbers("color", [1])).toBeNull();
		expect(betNumbers("straight", [37])).toBeNull();
		expect(betNumbers("straight", [-1])).toBeNull();
		expect(betNumbers("straight", [1.5])).toBeNull();
		expect(betNumbers("straight")).toBeNull();
		expect(betNumbers("split", [1, 1])).toBeNull();
		expect(betNumbers("split", "1,2")).toBeNull();
		expect(betNumbers("__proto__", [1])).toBeNull();
	});
});

describe("payouts", () => {
	it("pays every bet on every number exactly as docs/product.md#bets says", () => {
		const expectedRatio: Record<BetType, number> = {
			straight: 35,
			split: 17,
			street: 11,
			corner: 8,
			line: 5,
			dozen: 2,
			column: 2,
			red: 1,
			black: 1,
			even: 1,
			odd: 1,
			low: 1,
			high: 1,
		};
		expect(PAYOUT_RATIO).toEqual(expectedRatio);
		for (const type of BET_TYPES) {
			for (const numbers of BET_GEOMETRY[type]) {
				for (const n of pockets) {
					const b = bet(type, [...numbers], 30);
					const expected = wins(type, [...numbers], n) ? 3_000 + 3_000 * expectedRatio[type] : 0;
					expect(betReturnPaise(b, n), `${type} ${numbers} on ${n}`).toBe(expected);
				}
			}
		}
	});

	it("loses every outside bet on zero", () => {
		for (const type of ["red", "black", "even", "odd", "low", "high", "dozen", "column"] as const) {
			for (const numbers of BET_GEOMETRY[type]) expect(betReturnPaise(bet(type, [...numbers]), 0)).toBe(0);
		}
	});

	it("has a house edge of exactly 1/37 for every place of every bet type", () => {
		for (const type of BET_TYPES) {
			for (const numbers of BET_GEOMETRY[type]) {
				const stake = 1_000;
				const returned = pockets.reduce((sum, n) => sum + betReturnPaise(bet(type, [...numbers], 10), n), 0);
				// Staked on all 37 pockets: 37 × stake in, 36 × stake back, so the house keeps exactly 1/37.
				expect((37 * stake - returned) / (37 * stake), `${type} ${numbers}`).toBe(1 / 37);
				expect(returned).toBe(36 * stake);
			}
		}
	});

	it("settles a set of bets against a number", () => {
		const settled = settleBets([bet("straight", [17], 10), bet("red", [...(betNumbers("red") ?? [])], 100)], 17);
		expect(settled.map((s) => [s.won, s.payoutPaise])).toEqual([
			[true, 36_000],
			[false, 0],
		]);
	});
});

describe("limits and placement rules", () => {
	it("takes bets of at least ₹10 in whole chips", () => {
		expect(validateBet({ type: "straight", numbers: [5], amount: 10 })).toEqual({
			ok: true,
			value: { type: "straight", numbers: [5], amountPaise: 1_000 },
		});
		expect(validateBet({ type: "straight", numbers: [5], amount: 5 })).toEqual({
			ok: false,
			message: "The minimum bet is ₹10.",
		});
		expect(validateBet({ type: "straight", numbers: [5], amount: 15 })).toEqual({
			ok: false,
			message: rouletteMessages.chipMultiple,
		});
		expect(validateBet({ type: "straight", numbers: [5], amount: "10" }).ok).toBe(false);
		expect(validateBet({ type: "straight", numbers: [5], amount: Number.NaN }).ok).toBe(false);
		expect(validateBet({ type: "split", numbers: [1, 3], amount: 10 })).toEqual({
			ok: false,
			message: rouletteMessages.invalidBet,
		});
	});

	it("enforces the spec's rules across the round with the spec's messages", () => {
		const red = bet("red", [...(betNumbers("red") ?? [])]);
		const black = bet("black", [...(betNumbers("black") ?? [])]);
		const col = (c: 1 | 2 | 3) => bet("column", columnNumbers(c));
		const doz = (d: 1 | 2 | 3) => bet("dozen", dozenNumbers(d));
		const low = bet("low", [...(betNumbers("low") ?? [])]);
		const high = bet("high", [...(betNumbers("high") ?? [])]);
		const even = bet("even", [...(betNumbers("even") ?? [])]);
		const odd = bet("odd", [...(betNumbers("odd") ?? [])]);
		expect(placementRefusal([red], [black])).toBe("You can only bet on one color at a time.");
		expect(placementRefusal([red], [red])).toBeNull();
		expect(placementRefusal([col(1), col(2)], [col(3)])).toBe("You can only bet on up to two columns at a time.");
		expect(placementRefusal([col(1), col(2)], [col(2)])).toBeNull();
		expect(placementRefusal([], [doz(1), doz(2), doz(3)])).toBe("You can only bet on up to two dozens at a time.");
		expect(placementRefusal([low], [high])).toBe("You can only bet on low or high, not both.");
		expect(placementRefusal([even], [odd])).toBe("You can only bet on even or odd, not both.");
		expect(placementRefusal([bet("straight", [1], 49_990)], [bet("straight", [2], 10)])).toBeNull();
		expect(placementRefusal([bet("straight", [1], 49_990)], [bet("straight", [2], 20)])).toBe(
			"Your total stake in a round cannot exceed ₹50,000.",
		);
	});

	it("validates a whole submission and refuses it whole", () => {
		expect(validateSubmission([], [])).toEqual({ ok: false, message: rouletteMessages.noBets });
		expect(validateSubmission([], "bets")).toEqual({ ok: false, message: rouletteMessages.noBets });
		expect(
			validateSubmission(
				[],
				[
					{ type: "straight", numbers: [1], amount: 10 },
					{ type: "split", numbers: [1, 5], amount: 10 },
				],
			),
		).toEqual({ ok: false, message: rouletteMessages.invalidBet });
		const ok = validateSubmission([], [{ type: "odd", amount: 100 }]);
		expect(ok.ok && ok.value[0]?.numbers).toHaveLength(18);
	});

	it("words the per-bet limits once, for any table", () => {
		expect(rouletteMessages.minBet(10)).toBe("The minimum bet is ₹10.");
		expect(rouletteMessages.minBet(50)).toBe("The minimum bet is ₹50.");
		expect(rouletteMessages.maxBet(100)).toBe("The maximum bet is ₹100.");
		expect(rouletteMessages.maxBet(50_000)).toBe("The maximum bet is ₹50,000.");
	});

	it("takes a table's limits as a parameter, the catalogue's defaults when none are given", () => {
		const limits = betLimitsOf({ minBet: 50, maxBet: 100 });
		expect(limits).toEqual({ minBetPaise: 5_000, maxBetPaise: 10_000 });
		expect(betLimitsOf(null)).toEqual({ minBetPaise: TABLE_LIMITS.minBetPaise, maxBetPaise: TABLE_LIMITS.maxBetPaise });
		expect(betLimitsOf({})).toEqual(betLimitsOf(null));
		const straight = (amount: unknown) => ({ type: "straight", numbers: [5], amount });
		expect(validateBet(straight(10), limits)).toEqual({ ok: false, message: "The minimum bet is ₹50." });
		expect(validateBet(straight(40), limits)).toEqual({ ok: false, message: "The minimum bet is ₹50." });
		expect(validateBet(straight(50), limits).ok).toBe(true);
		expect(validateBet(straight(100), limits).ok).toBe(true);
		expect(validateBet(straight(110), limits)).toEqual({ ok: false, message: "The maximum bet is ₹100." });
		expect(validateBet(straight(2_000), limits)).toEqual({ ok: false, message: "The maximum bet is ₹100." });
		// Junk amounts name the table's own minimum; off-chip amounts are still off-chip.
		expect(validateBet(straight(0), limits)).toEqual({ ok: false, message: "The minimum bet is ₹50." });
		expect(validateBet(straight("100"), limits)).toEqual({ ok: false, message: "The minimum bet is ₹50." });
		expect(validateBet(straight(55), limits)).toEqual({ ok: false, message: rouletteMessages.chipMultiple });
		// Without limits: today's table (₹10 up to the ₹50,000 a round allows).
		expect(validateBet(straight(10)).ok).toBe(true);
		expect(validateBet(straight(50_000)).ok).toBe(true);
	});

	it("counts a player's whole stake on one place in the round as one bet", () => {
		const limits = betLimitsOf({ minBet: 50, maxBet: 100 });
		const on17 = (amount: number) => ({ type: "straight", numbers: [17], amount });
		// Split into small entries, or over several submissions, a stake on one place is still one bet.
		expect(validateSubmission([], [on17(100), on17(10)], limits)).toEqual({
			ok: false,
			message: "The maximum bet is ₹100.",
		});
		expect(validateSubmission([bet("straight", [17], 100)], [on17(10)], limits)).toEqual({
			ok: false,
			message: "The maximum bet is ₹100.",
		});
		expect(validateSubmission([], [on17(20), on17(30)], limits).ok).toBe(true);
		expect(validateSubmission([bet("straight", [17], 50)], [on17(10)], limits).ok).toBe(true);
		// Other places do not count, and each place must reach the minimum.
		expect(validateSubmission([bet("straight", [18], 100)], [on17(100)], limits).ok).toBe(true);
		expect(validateSubmission([], [on17(50), { type: "split", numbers: [17, 20], amount: 10 }], limits)).toEqual({
			ok: false,
			message: "The minimum bet is ₹50.",
		});
		// Chips on the client's slip may be under the minimum while they are stacked, never over the maximum.
		expect(validateSubmission([], [on17(10)], limits, { stacking: true }).ok).toBe(true);
		expect(validateSubmission([], [on17(110)], limits, { stacking: true })).toEqual({
			ok: false,
			message: "The maximum bet is ₹100.",
		});
		expect(betLimitRefusal([], [bet("straight", [17], 20)], limits)).toBe("The minimum bet is ₹50.");
		expect(betLimitRefusal([], [bet("straight", [17], 20)], limits, { stacking: true })).toBeNull();
	});

	it("answers as before on a table with the default limits: the round limit comes first", () => {
		expect(validateSubmission([], [{ type: "red", amount: 60_000 }])).toEqual({
			ok: false,
			message: rouletteMessages.roundLimit,
		});
		expect(validateSubmission([], [{ type: "red", amount: 5 }])).toEqual({
			ok: false,
			message: "The minimum bet is ₹10.",
		});
	});

	it("masks winners' names", () => {
		expect(maskName("Ravi Kumar")).toBe("Ra***");
		expect(maskName(" ")).toBe("Pl***");
	});
});
