import { describe, expect, it } from "vitest";
import { resultStats, share } from "~/domain/roulette/stats";

describe("result statistics", () => {
	it("counts colours, parity and halves (zero in none of them) and finds hot and cold numbers", () => {
		const s = resultStats([17, 17, 0, 32, 17, 2, 32, 19]);
		expect(s).toMatchObject({ count: 8, red: 3, black: 4, green: 1, odd: 4, even: 3, low: 4, high: 3 });
		expect(s.hot).toEqual([
			{ n: 17, times: 3 },
			{ n: 32, times: 2 },
			{ n: 0, times: 1 },
		]);
		expect(s.cold).toEqual([
			{ n: 1, times: 0 },
			{ n: 3, times: 0 },
			{ n: 4, times: 0 },
		]);
		expect(share(s.red, s.count)).toBe(38);
	});

	it("uses only the newest `limit` results and shows nothing without results", () => {
		expect(resultStats([1, 2, 3], 2).count).toBe(2);
		expect(resultStats([])).toMatchObject({ count: 0, hot: [], cold: [] });
		expect(share(0, 0)).toBe(0);
	});
});
