import { describe, expect, it } from "vitest";
import { parseAutoCashOut, parseStake, stepStake } from "~/app/components/crash/bet-input";
import { clockFromPong, liveMultiplier, serverTime, unmeasuredClock } from "~/app/lib/crash-clock";
import { betOn, type CrashView, initialCrashView, reduceCrash } from "~/app/lib/crash-room";
import { multiplierAt } from "~/domain/crash/flight";
import type { CrashRoundSnapshot, CrashServerMessage } from "~/domain/crash/protocol";
import { crashBet, crashRound, realBalances } from "../components/helpers/crash-fixtures";

const T0 = 1_800_000_000_000;
const round = (patch: Partial<CrashRoundSnapshot>) => crashRound(T0, patch);
const bet = crashBet;
const balances = realBalances;

/** A round as the room sent it to one player: two bets, one cashed out by hand at 1.50×, the other lost at 2.37×. */
const recorded: Array<[CrashServerMessage, number]> = [
	[
		{
			type: "syncState",
			serverNow: T0 - 2_000,
			game: "crash",
			round: round({ roundId: "r6", seq: 6, phase: "crashed", crashPoint: 412, flightStartedAt: T0 - 9_000 }),
			lastCrashes: [{ roundId: "r6", seq: 6, crashPoint: 412, at: T0 - 3_000 }],
			you: { bets: [], balances: balances(1_000) },
			roundBets: [],
			roundBetsMore: 0,
			tableEnabled: true,
			feed: [],
		},
		T0 - 2_050,
	],
	[{ type: "bettingOpen", serverNow: T0, round: round({}) }, T0 - 40],
	[
		{ type: "crashBetPlaced", serverNow: T0 + 1_000, submissionId: "s0", bet: bet({}), balances: balances(900) },
		T0 + 960,
	],
	[
		{
			type: "crashBetPlaced",
			serverNow: T0 + 1_500,
			submissionId: "s1",
			bet: bet({ panel: 1, submissionId: "s1", amount: 50, autoCashOut: 300 }),
			balances: balances(850),
		},
		T0 + 1_460,
	],
	[
		{
			type: "roundBets",
			serverNow: T0 + 1_600,
			roundId: "r7",
			bets: [{ name: "Ra***", wallet: "real", amount: 100, cashedOutAt: null, payout: null }],
			more: 3,
		},
		T0 + 1_560,
	],
	[
		{
			type: "flightStarted",
			serverNow: T0 + 6_000,
			round: round({ phase: "flying", phaseStartedAt: T0 + 6_000, phaseEndsAt: null, flightStartedAt: T0 + 6_000 }),
		},
		T0 + 5_960,
	],
	[
		{
			type: "cashedOut",
			serverNow: T0 + 12_800,
			submissionId: "s0",
			bet: bet({ status: "cashedOut", cashedOutAt: 150, payout: 150 }),
			balances: balances(1_000),
		},
		T0 + 12_760,
	],
	[
		{
			type: "crashed",
			serverNow: T0 + 20_400,
			round: round({
				phase: "crashed",
				phaseStartedAt: T0 + 20_400,
				phaseEndsAt: T0 + 23_400,
				flightStartedAt: T0 + 6_000,
				crashPoint: 237,
				gameHash: "g".repeat(64),
			}),
		},
		T0 + 20_360,
	],
];

const play = (messages: ReadonlyArray<[CrashServerMessage, number]>, from: CrashView = initialCrashView) =>
	messages.reduce((view, [message, at]) => reduceCrash(view, message, at), from);

describe("the crash screen's reducer over a recorded round", () => {
	it("follows the round through betting, flight and crash, with both panels' bets and the balances", () => {
		const betting = play(recorded.slice(0, 4));
		expect(betting.round?.phase).toBe("betting");
		expect(betOn(betting, 0)?.amount).toBe(100);
		expect(betOn(betting, 1)?.autoCashOut).toBe(300);
		expect(betting.you?.balances.realBalance).toBe(850);

		const end = play(recorded);
		expect(end.round?.crashPoint).toBe(237);
		expect(betOn(end, 0)?.status).toBe("cashedOut");
		expect(betOn(end, 1)?.status).toBe("lost");
		expect(end.you?.balances.realBalance).toBe(1_000);
		expect(end.lastCrashes.map((c) => c.crashPoint)).toEqual([237, 412]);
	});

	it("keeps the session's ended bets newest first, each with the round's crash point", () => {
		const end = play(recorded);
		expect(end.history.map((b) => [b.submissionId, b.status, b.seq, b.crashPoint])).toEqual([
			["s0", "cashedOut", 7, 237],
			["s1", "lost", 7, 237],
		]);
		// The next round clears the panels, not the history.
		const next = reduceCrash(
			end,
			{ type: "bettingOpen", serverNow: T0 + 23_400, round: round({ roundId: "r8", seq: 8 }) },
			T0 + 23_360,
		);
		expect(next.you?.bets).toEqual([]);
		expect(next.roundBets).toEqual([]);
		expect(next.history).toHaveLength(2);
	});

	it("takes the live list of its own round only", () => {
		const listed = play(recorded.slice(0, 5));
		expect(listed.roundBets.map((b) => b.name)).toEqual(["Ra***"]);
		expect(listed.roundBetsMore).toBe(3);
		const stale = reduceCrash(
			listed,
			{ type: "roundBets", serverNow: T0 + 1_700, roundId: "r6", bets: [], more: 0 },
			T0 + 1_660,
		);
		expect(stale.roundBets).toHaveLength(1);
	});

	it("says a table the operator switched off, with the operator's words", () => {
		const off = reduceCrash(
			initialCrashView,
			{ type: "tableStatus", serverNow: T0, tableEnabled: false, message: "Back at 6 pm" },
			T0,
		);
		expect([off.tableEnabled, off.tableMessage]).toEqual([false, "Back at 6 pm"]);
	});
});

describe("the server clock", () => {
	it("reads the offset from serverNow until a pong, then keeps the sample with the least round trip", () => {
		// Before any pong: the latest message's serverNow against its arrival (40 ms late by one leg).
		const synced = play(recorded.slice(0, 2));
		expect(synced.clock.offsetMs).toBe(40);
		// Pongs: 200 ms round trip, then 20 ms (the server's clock 1 000 ms ahead), then 90 ms.
		let clock = clockFromPong(unmeasuredClock, { clientTime: 0, serverNow: 1_150 }, 200);
		expect([clock.offsetMs, clock.roundTripMs]).toEqual([1_050, 200]);
		clock = clockFromPong(clock, { clientTime: 500, serverNow: 1_510 }, 520);
		expect([clock.offsetMs, clock.roundTripMs, clock.samples]).toEqual([1_000, 20, 2]);
		clock = clockFromPong(clock, { clientTime: 900, serverNow: 1_960 }, 990);
		expect([clock.offsetMs, clock.roundTripMs, clock.samples]).toEqual([1_000, 20, 3]);
		// A later message's serverNow does not overrule a measured offset.
		const [placedMessage] = recorded[2] ?? [];
		if (!placedMessage) throw new Error("the recording has a third message");
		const measured = reduceCrash({ ...synced, clock }, placedMessage, 0);
		expect(measured.clock.offsetMs).toBe(1_000);
	});

	it("shows the multiplier at the server's time, not the phone's", () => {
		const flying = play(recorded.slice(0, 6)).round;
		const clock = { offsetMs: 2_000, roundTripMs: 20, samples: 5 };
		// The phone's clock says 8 s into the flight; the server's says 10 s.
		const phoneNow = T0 + 6_000 + 8_000;
		expect(liveMultiplier(flying, serverTime(clock, phoneNow))).toBe(multiplierAt(10_000));
		expect(multiplierAt(10_000)).toBe(182);
		expect(liveMultiplier(play(recorded).round, phoneNow)).toBe(237);
		expect(liveMultiplier(play(recorded.slice(0, 2)).round, phoneNow)).toBe(100);
	});
});

describe("a bet panel's inputs", () => {
	it("takes an auto cash-out of 1.01× or more with at most two decimals", () => {
		expect(["2", "1.5", "1.01", "10.25", "1,75"].map(parseAutoCashOut)).toEqual([200, 150, 101, 1025, 175]);
		expect(["1", "1.00", "0.99", "1.001", "abc", "", "-2"].map(parseAutoCashOut)).toEqual([
			null,
			null,
			null,
			null,
			null,
			null,
			null,
		]);
	});

	it("steps the stake along the table's chips within its limits", () => {
		const limits = { minBet: 10, maxBet: 1_000 };
		const chips = [10, 50, 100, 500];
		expect(stepStake(100, 1, chips, limits)).toBe(500);
		expect(stepStake(100, -1, chips, limits)).toBe(50);
		expect(stepStake(500, 1, chips, limits)).toBe(1_000);
		expect(stepStake(10, -1, chips, limits)).toBe(10);
		expect(stepStake(75, 1, chips, limits)).toBe(100);
		expect(parseStake("12.50")).toBe(12.5);
		expect(parseStake("12.505")).toBeNull();
	});
});
