import { describe, expect, it } from "vitest";
import { CRASH_EXAMPLE_ROUND } from "~/domain/crash/fairness";
import { readClientSeeds, readCrashRoundRecord, readMultiplier, readRtpPercent } from "~/domain/crash/round-record";

const record = {
	game: "crash",
	roundId: "r1",
	seq: 1,
	tableId: "aviator",
	commitment: CRASH_EXAMPLE_ROUND.commitment,
	gameHash: CRASH_EXAMPLE_ROUND.gameHash,
	clientSeeds: [...CRASH_EXAMPLE_ROUND.clientSeeds],
	crashPoint: 223,
	rtpBasisPoints: 9700,
	terminatingHash: CRASH_EXAMPLE_ROUND.terminatingHash,
};

describe("a crash round's record and the values /verify reads", () => {
	it("reads the API's crash record, and nothing else as one", () => {
		expect(readCrashRoundRecord(record)).toEqual(record);
		const unrevealed = { ...record, gameHash: null, clientSeeds: null, crashPoint: null, terminatingHash: null };
		expect(readCrashRoundRecord(unrevealed)).toEqual(unrevealed);
		// Older answers without the RTP or the terminating hash: the declared RTP, no chain check.
		const { rtpBasisPoints: _r, terminatingHash: _t, ...bare } = record;
		expect(readCrashRoundRecord(bare)).toEqual({ ...bare, rtpBasisPoints: 9700, terminatingHash: null });
		// A roulette round, or a broken crash record, is not one.
		expect(readCrashRoundRecord({ roundId: "r", serverSeed: "00".repeat(32), result: 3 })).toBeNull();
		expect(readCrashRoundRecord({ ...record, crashPoint: 99 })).toBeNull();
		expect(readCrashRoundRecord({ ...record, gameHash: "xyz" })).toBeNull();
		expect(readCrashRoundRecord(null)).toBeNull();
	});

	it("reads typed client seeds, multipliers and RTPs", () => {
		expect(readClientSeeds(" a1,b2 \n c3\n\n")).toEqual(["a1", "b2", "c3"]);
		expect(readClientSeeds("")).toEqual([]);
		expect(readMultiplier("2.23")).toBe(223);
		expect(readMultiplier("2.23×")).toBe(223);
		expect(readMultiplier("2.5x")).toBe(250);
		expect(readMultiplier("1,000")).toBe(100_000);
		expect(readMultiplier("1")).toBe(100);
		for (const bad of ["", "0.99", "2.234", "abc", "-2", "10000.01", "1e3"])
			expect(readMultiplier(bad), bad).toBeNull();
		expect(readRtpPercent("97")).toBe(9700);
		expect(readRtpPercent("97.5%")).toBe(9750);
		expect(readRtpPercent("100")).toBe(10_000);
		for (const bad of ["", "0", "100.01", "abc", "97.123"]) expect(readRtpPercent(bad), bad).toBeNull();
	});
});
