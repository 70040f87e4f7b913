// The benchmarks' verdicts: the percentile they report and the money check that every measured round must pass.
import { describe, expect, it } from "vitest";
import { roundTimingFrom } from "~/domain/roulette/timing";
import { roomOptionsFrom } from "~/durable/game-host/options";
import { RoomSockets } from "~/durable/game-host/sockets";
import { pct } from "~/scripts/lib/bench.mjs";
import { MEASURED_TYPES, messageType, moneyExact } from "~/scripts/lib/room-client.mjs";

describe("pct (nearest rank)", () => {
	it("returns null without samples and the nearest-rank value otherwise", () => {
		expect(pct([], 99)).toBeNull();
		const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted input
		expect(pct(samples, 50)).toBe(50);
		expect(pct(samples, 99)).toBe(99);
		expect(pct([7], 99)).toBe(7);
	});
});

describe("moneyExact", () => {
	const exact = {
		acked: 300,
		betRows: 300,
		unsettled: 0,
		wonBets: 9,
		payoutEntries: 9,
		paidBets: 9,
		ledgerMismatches: 0,
	};

	it("passes a round where every acknowledged bet is written, settled and paid once", () => {
		expect(moneyExact(exact)).toBe(true);
	});

	it.each([
		["an acknowledged bet without its row (lost)", { betRows: 299 }],
		["a row that was never acknowledged", { betRows: 301 }],
		["a bet left unsettled", { unsettled: 1 }],
		["a winning bet paid twice", { payoutEntries: 10 }],
		["a winning bet not paid", { paidBets: 8, payoutEntries: 8 }],
		["a wallet that is not the sum of its ledger", { ledgerMismatches: 1 }],
	])("fails %s", (_, change) => {
		expect(moneyExact({ ...exact, ...change })).toBe(false);
	});
});

describe("messageType (the bench client reads a message's type without parsing it)", () => {
	it("reads the type of what the room sends, and leaves unknown shapes to be parsed", () => {
		const sent: string[] = [];
		const ws = { send: (text: string) => sent.push(text) } as unknown as WebSocket;
		const sockets = new RoomSockets({} as DurableObjectState, roomOptionsFrom({}, roundTimingFrom));
		sockets.send(ws, { type: "tableFeed", roundId: "r", entries: [], more: 0 });
		sockets.sendError(ws, "No round active", "s1");
		expect(sent.map(messageType)).toEqual(["tableFeed", "error"]);
		expect(MEASURED_TYPES.has("tableFeed")).toBe(false);
		expect(MEASURED_TYPES.has("error")).toBe(true);
		// The crash table's phases, bets and cash-outs are read (bench:crash); its live list is only counted.
		for (const type of ["bettingOpen", "flightStarted", "crashed", "crashBetPlaced", "cashedOut"]) {
			expect(MEASURED_TYPES.has(type)).toBe(true);
		}
		// The card tables' deal and bets are read too (bench:mixed).
		for (const type of ["dealing", "cardBetPlaced", "betResult"]) expect(MEASURED_TYPES.has(type)).toBe(true);
		expect(MEASURED_TYPES.has("roundBets")).toBe(false);
		expect(messageType('{"serverNow":1,"type":"error"}')).toBeNull();
	});
});
