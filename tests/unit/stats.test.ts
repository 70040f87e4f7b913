import { describe, expect, it } from "vitest";
import {
	HEAT_LEVELS,
	heatLevels,
	resultStats,
	STATS_RESULTS,
	type StatsRound,
	share,
	tableStats,
} from "~/domain/roulette/stats";

/** The test's own copy of the board, written out (not taken from the domain). */
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const DOZENS = [
	[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
	[13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
	[25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36],
];
const COLUMNS = [
	[1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34],
	[2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35],
	[3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36],
];

/** A fixed pseudo-random run of results (a linear congruential generator), so the figures are the same every run. */
function results(length: number, seed = 7): number[] {
	let state = seed;
	return Array.from({ length }, () => {
		state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
		return state % 37;
	});
}

/** The figures counted the slow way: one pass per figure, over the written-out sets. */
function expected(list: readonly number[]) {
	const countIn = (set: readonly number[]) => list.filter((n) => set.includes(n)).length;
	const nonZero = list.filter((n) => n !== 0);
	return {
		count: list.length,
		red: countIn(RED),
		black: nonZero.filter((n) => !RED.includes(n)).length,
		green: list.filter((n) => n === 0).length,
		odd: nonZero.filter((n) => n % 2 === 1).length,
		even: nonZero.filter((n) => n % 2 === 0).length,
		low: nonZero.filter((n) => n <= 18).length,
		high: nonZero.filter((n) => n >= 19).length,
		dozens: DOZENS.map(countIn),
		columns: COLUMNS.map(countIn),
		times: Array.from({ length: 37 }, (_, pocket) => list.filter((n) => n === pocket).length),
	};
}

describe("result statistics", () => {
	it("counts colours, parity and halves (zero in none of them) and finds hot and cold numbers", () => {
		const s = resultStats([17, 17, 0, 32, 17, 2, 32, 19], STATS_RESULTS, 3);
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

	it("counts dozens and columns, zero in none of them", () => {
		// By hand: 1, 12, 2 in the 1st dozen; 13, 24 in the 2nd; 25, 36, 34, 35 in the 3rd.
		// Column 1: 1, 13, 25, 34; column 2: 35, 2; column 3: 12, 24, 36.
		const s = resultStats([1, 12, 13, 24, 25, 36, 0, 34, 35, 2]);
		expect(s.dozens).toEqual([3, 2, 4]);
		expect(s.columns).toEqual([4, 2, 3]);
		expect(s.times[0]).toBe(1);
		expect(s.times).toHaveLength(37);
	});

	it("over 500 results, every figure is what counting each one by hand gives", () => {
		const list = results(STATS_RESULTS);
		const s = resultStats(list);
		expect(s).toMatchObject(expected(list));
		// Each result is in exactly one colour; every result but zero in one half, one parity, one dozen, one column.
		expect(s.red + s.black + s.green).toBe(500);
		expect(s.dozens.reduce((a, b) => a + b)).toBe(500 - s.green);
		expect(s.times.reduce((a, b) => a + b)).toBe(500);
		// Five hot and five cold by default, each the pocket's own count, in order.
		expect(s.hot).toHaveLength(5);
		expect(s.cold).toHaveLength(5);
		for (const h of [...s.hot, ...s.cold]) expect(h.times).toBe(expected(list).times[h.n]);
		const most = Math.max(...expected(list).times);
		expect(s.hot[0]?.times).toBe(most);
		expect(s.cold[0]?.times).toBe(Math.min(...expected(list).times));
	});

	it("uses only the newest `limit` results (500 by default) and shows nothing without results", () => {
		const list = results(620, 11);
		expect(resultStats(list)).toMatchObject(expected(list.slice(0, 500)));
		expect(resultStats([1, 2, 3], 2).count).toBe(2);
		expect(resultStats([])).toMatchObject({ count: 0, hot: [], cold: [], dozens: [0, 0, 0], columns: [0, 0, 0] });
		expect(share(0, 0)).toBe(0);
	});
});

describe("a table's statistics over its rounds", () => {
	const fair = (seq: number, result: number): StatsRound => ({ seq, result, operatorSet: false });
	const forced = (seq: number, result: number): StatsRound => ({ seq, result, operatorSet: true });

	it("leaves operator-set results out of every figure and says how many there were among the counted", () => {
		const s = tableStats([fair(5, 17), forced(4, 17), fair(3, 0), forced(2, 32), fair(1, 17)]);
		expect(s).toMatchObject({ count: 3, red: 0, black: 2, green: 1, operatorSetLeftOut: 2 });
		expect(s.times[17]).toBe(2);
		expect(s.times[32]).toBe(0);
	});

	it("takes the newest `limit` fair results, whatever the order and repeats of what it is given", () => {
		// The API's answer and the socket's latest results overlap; given out of order, each round counts once.
		const fromApi = [fair(3, 1), forced(2, 2), fair(1, 3)];
		const fromSocket = [fair(6, 6), forced(5, 5), fair(4, 4), fair(3, 1)];
		const s = tableStats([...fromApi, ...fromSocket], 3);
		// The three newest fair results are 6, 4 and 1 (rounds 6, 4, 3); round 5 was set by the operator, and rounds
		// 2 and 1 are older than the span.
		expect(s.count).toBe(3);
		expect(s.rounds.map((r) => r.seq)).toEqual([6, 5, 4, 3]);
		expect(s.operatorSetLeftOut).toBe(1);
		expect([1, 4, 6].map((n) => s.times[n])).toEqual([1, 1, 1]);
		expect(s.times[3]).toBe(0);
	});

	it("over 700 rounds with one in seven set by the operator, counts the newest 500 fair ones", () => {
		const list = results(700, 3);
		const rounds = list.map((result, i) => ({ seq: 700 - i, result, operatorSet: i % 7 === 3 }));
		const counted = rounds.filter((r) => !r.operatorSet).slice(0, 500);
		const oldest = counted.at(-1)?.seq ?? 0;
		const s = tableStats(rounds.toReversed());
		expect(s).toMatchObject(expected(counted.map((r) => r.result)));
		expect(s.operatorSetLeftOut).toBe(rounds.filter((r) => r.operatorSet && r.seq > oldest).length);
		expect(s.rounds).toHaveLength(500 + s.operatorSetLeftOut);
	});
});

describe("the heat map's shades", () => {
	it("cuts the counts from the least to the most frequent into up to five equal bands", () => {
		// Counts 0 to 9: ten values, five bands of two.
		const times = Array.from({ length: 37 }, (_, n) => n % 10);
		const { levels, bands } = heatLevels(times);
		expect(bands).toEqual([
			{ from: 0, to: 1 },
			{ from: 2, to: 3 },
			{ from: 4, to: 5 },
			{ from: 6, to: 7 },
			{ from: 8, to: 9 },
		]);
		expect(levels.slice(0, 10)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
		// Three different counts: three bands, one each, none empty.
		const few = heatLevels([3, 4, 5, ...Array.from({ length: 34 }, () => 4)]);
		expect(few.bands).toEqual([
			{ from: 3, to: 3 },
			{ from: 4, to: 4 },
			{ from: 5, to: 5 },
		]);
		expect(few.levels.slice(0, 3)).toEqual([0, 1, 2]);
		// All the same: one band.
		expect(heatLevels(Array.from({ length: 37 }, () => 0)).bands).toEqual([{ from: 0, to: 0 }]);
	});

	it("puts every pocket in the band that holds its count, for 500 results", () => {
		const { times } = resultStats(results(500, 5));
		const { levels, bands } = heatLevels(times);
		expect(bands.length).toBeLessThanOrEqual(HEAT_LEVELS);
		for (const [pocket, level] of levels.entries()) {
			const band = bands[level];
			expect(band && band.from <= (times[pocket] ?? -1) && (times[pocket] ?? -1) <= band.to).toBe(true);
		}
		expect(bands[0]?.from).toBe(Math.min(...times));
		expect(bands.at(-1)?.to).toBe(Math.max(...times));
		// Bands follow one another with no gap.
		for (let k = 1; k < bands.length; k++) expect(bands[k]?.from).toBe((bands[k - 1]?.to ?? 0) + 1);
	});
});
