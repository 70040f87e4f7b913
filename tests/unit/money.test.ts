import { describe, expect, it } from "vitest";
import { formatRupees, paiseToRupees, rupeesToPaise } from "~/domain/money";

describe("money", () => {
	it("converts rupees to integer paise exactly", () => {
		expect(rupeesToPaise(3000)).toBe(300_000);
		expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
		expect(rupeesToPaise(12.34)).toBe(1234);
		expect(paiseToRupees(1234)).toBe(12.34);
	});

	it("refuses amounts finer than a paisa or not finite", () => {
		expect(() => rupeesToPaise(1.005)).toThrow(RangeError);
		expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
		expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
	});

	it("formats with Indian digit grouping", () => {
		expect(formatRupees(10_000_000)).toBe("₹1,00,000");
		expect(formatRupees(123_456_789)).toBe("₹12,34,567.89");
	});
});
