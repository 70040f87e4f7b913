import { describe, expect, it } from "vitest";
import { CRASH_MAX_POINT } from "~/domain/crash/fairness";
import {
	CRASH_GROWTH_PER_MS,
	crashesAtMs,
	crashPayoutPaise,
	elapsedToReach,
	exactMultiplierAt,
	formatMultiplier,
	isPaidAt,
	multiplierAt,
} from "~/domain/crash/flight";

/** e^(3/50000) · 10^80, by its Taylor series: an independent exact reference for the curve. */
const DIGITS = 10n ** 80n;
function expStep(): bigint {
	let term = DIGITS;
	let sum = DIGITS;
	for (let k = 1n; term > 0n; k++) {
		term = (term * 3n) / (50_000n * k);
		sum += term;
	}
	return sum;
}

describe("the crash flight", () => {
	it("publishes g = 0.00006 per ms and starts at 1.00×", () => {
		expect(CRASH_GROWTH_PER_MS).toBe(0.00006);
		expect(multiplierAt(0)).toBe(100);
		expect(multiplierAt(-5)).toBe(100);
		expect(multiplierAt(Number.NaN)).toBe(100);
		expect(multiplierAt(165)).toBe(100);
		expect(multiplierAt(166)).toBe(101); // 100·e^(0.00996) = 101.0009…
		expect(multiplierAt(11_552)).toBe(199); // ln 2 / g = 11552.45…
		expect(multiplierAt(11_553)).toBe(200);
		expect(multiplierAt(11_553.9)).toBe(200); // fractions of a millisecond are dropped
	});

	it("equals floor(100·e^(g·t)) exactly for every millisecond of the longest flight (BigInt reference)", () => {
		// The reference multiplies e^g into a 80-digit fixed-point number once per millisecond: its accumulated error
		// stays below 10^-70 of the value, far below the smallest distance to an integer found (checked below).
		const step = expStep();
		const last = crashesAtMs(CRASH_MAX_POINT);
		let e = DIGITS;
		let closest = 1;
		for (let t = 0; t <= last; t++) {
			const hundredfold = 100n * e;
			const floor = hundredfold / DIGITS;
			if (multiplierAt(t) !== Number(floor)) throw new Error(`multiplierAt(${t}) = ${multiplierAt(t)}, exact ${floor}`);
			if (t > 0) {
				// Distance from the value to the nearest integer, in units of 10^-80.
				const below = hundredfold - floor * DIGITS;
				const distance = below < DIGITS - below ? below : DIGITS - below;
				const asNumber = Number((distance * 10n ** 40n) / DIGITS) / 1e40;
				if (asNumber < closest) closest = asNumber;
			}
			e = (e * step) / DIGITS;
		}
		// No value of the curve comes anywhere near an integer: the exact decision is never a coin toss.
		expect(closest).toBeGreaterThan(1e-30);
		expect(last).toBe(153_506);
	}, 30_000);

	it("computes the floor exactly with BigInt where the float is too close to call (the 29 such ms agree with it)", () => {
		for (const t of [1, 166, 11_553, 33_358, 66_716, 146_497, 152_355, 152_356, 153_506]) {
			expect(exactMultiplierAt(t)).toBe(multiplierAt(t));
		}
		expect(exactMultiplierAt(146_497)).toBe(656_705);
		expect(exactMultiplierAt(0)).toBe(100);
	});

	it("is non-decreasing and its inverse agrees with it for every multiplier up to 1,000.00×", () => {
		let previousT = 0;
		for (let m = 100; m <= 100_000; m++) {
			const t = elapsedToReach(m);
			if (multiplierAt(t) < m) throw new Error(`multiplierAt(elapsedToReach(${m})) < ${m}`);
			if (t > 0 && multiplierAt(t - 1) >= m) throw new Error(`elapsedToReach(${m}) = ${t} is not the least`);
			if (t < previousT) throw new Error(`elapsedToReach is not monotone at ${m}`);
			previousT = t;
		}
		expect(elapsedToReach(100)).toBe(0);
		expect(elapsedToReach(50)).toBe(0);
		expect(elapsedToReach(101)).toBe(166);
		expect(elapsedToReach(200)).toBe(11_553);
		expect(elapsedToReach(1_000)).toBe(38_377); // ln 10 / g = 38376.4…
		expect(elapsedToReach(10_000)).toBe(76_753);
		for (let t = 1; t < 160_000; t += 7) expect(multiplierAt(t)).toBeGreaterThanOrEqual(multiplierAt(t - 7));
	}, 30_000);

	it("crashes at the first millisecond that reaches the crash point; only multipliers below it are paid", () => {
		expect(crashesAtMs(100)).toBe(0); // the instant crash
		expect(crashesAtMs(237)).toBe(elapsedToReach(237));
		const crashAt = crashesAtMs(237);
		expect(multiplierAt(crashAt - 1)).toBe(236);
		expect(isPaidAt(multiplierAt(crashAt - 1), 237)).toBe(true);
		// A cash-out handled in the crash's own millisecond sees 2.37× and is lost.
		expect(isPaidAt(multiplierAt(crashAt), 237)).toBe(false);
		expect(isPaidAt(236, 237)).toBe(true);
		expect(isPaidAt(237, 237)).toBe(false);
		expect(isPaidAt(101, 100)).toBe(false);
	});

	it("pays floor(stake · m / 100) in whole paise", () => {
		expect(crashPayoutPaise(1_000, 237)).toBe(2_370);
		expect(crashPayoutPaise(1_001, 237)).toBe(2_372); // 2372.37 → 2372
		expect(crashPayoutPaise(333, 150)).toBe(499); // 499.5 → 499
		expect(crashPayoutPaise(0, 500)).toBe(0);
		expect(crashPayoutPaise(99, 101)).toBe(99); // 99.99 → 99
		// Beyond 2^53 the product is done in BigInt.
		expect(crashPayoutPaise(9_000_000_000_000, 1_000_000)).toBe(90_000_000_000_000_000);
		expect(() => crashPayoutPaise(10.5, 200)).toThrow(RangeError);
		expect(() => crashPayoutPaise(1_000, 99)).toThrow(RangeError);
		expect(() => crashPayoutPaise(1_000, 150.5)).toThrow(RangeError);
	});

	it("formats multipliers with two decimals", () => {
		expect(formatMultiplier(100)).toBe("1.00×");
		expect(formatMultiplier(237)).toBe("2.37×");
		expect(formatMultiplier(1_005)).toBe("10.05×");
	});
});
