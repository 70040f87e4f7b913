import { describe, expect, it } from "vitest";
import { roundTimingFrom } from "~/domain/roulette/timing";
import { colorOf, WHEEL_ORDER } from "~/domain/roulette/wheel";

describe("the wheel", () => {
	it("has 37 distinct pockets 0–36", () => {
		expect(WHEEL_ORDER).toHaveLength(37);
		expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
	});

	it("colours 0 green and the spec's 18 red and 18 black numbers", () => {
		const black = [2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35];
		expect(colorOf(0)).toBe("green");
		for (const n of black) expect(colorOf(n)).toBe("black");
		const red = Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => !black.includes(n));
		expect(red).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
		for (const n of red) expect(colorOf(n)).toBe("red");
	});

	it("alternates red and black around the wheel after zero", () => {
		for (let i = 1; i < WHEEL_ORDER.length - 1; i++) {
			expect(colorOf(WHEEL_ORDER[i] ?? 0)).not.toBe(colorOf(WHEEL_ORDER[i + 1] ?? 0));
		}
	});

	it("reads round timings from the environment, with sane bounds", () => {
		expect(roundTimingFrom({})).toEqual({ bettingMs: 15_000, spinningMs: 5_000, resultMs: 8_000 });
		expect(roundTimingFrom({ ROUND_BETTING_MS: "20000" }).bettingMs).toBe(20_000);
		expect(roundTimingFrom({ ROUND_BETTING_MS: "5" }).bettingMs).toBe(15_000);
		expect(roundTimingFrom({ ROUND_BETTING_MS: "abc" }).bettingMs).toBe(15_000);
	});
});
