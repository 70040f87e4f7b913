/**
 * The table screen's machine without React (app/components/roulette/table-machine.ts): recorded sequences of the
 * room's messages, as a player's socket receives them in a round, and what the screen then shows and does.
 */
import { describe, expect, it } from "vitest";
import { addChip, emptySlip } from "~/app/components/roulette/bet-slip";
import { TARGETS_BY_KEY } from "~/app/components/roulette/table-layout";
import {
	INITIAL_TABLE_STATE,
	NOTICE_MS,
	type TableEffect,
	type TableEvent,
	type TableState,
	tableStep,
} from "~/app/components/roulette/table-machine";
import type { PlacedBet, RoundSnapshot, ServerMessage } from "~/domain/roulette/protocol";
import { FEED_KEPT } from "~/domain/roulette/protocol";
import { RESULT_EFFECTS_MS } from "~/domain/roulette/timing";

const T0 = 1_700_000_000_000;
const round: RoundSnapshot = {
	roundId: "r1",
	seq: 7,
	phase: "betting",
	phaseStartedAt: T0,
	phaseEndsAt: T0 + 15_000,
	roundEndTime: T0 + 15_000,
	commitment: "c".repeat(64),
	result: null,
	serverSeed: null,
	operatorSet: false,
	minBet: 10,
	maxBet: 50_000,
};
const balances = { realBalance: 5_000, playTokens: 0 };
const bet17: PlacedBet = { type: "straight", numbers: [17], amount: 200, wallet: "real", submissionId: "s1" };

const sync: ServerMessage = {
	type: "syncState",
	serverNow: T0,
	status: "running",
	round,
	lastResults: [],
	you: { userId: "u1", role: "user", bets: [], balances },
	recentWinners: [],
	tableEnabled: true,
	feed: [
		{ kind: "win", name: "Ab***", amount: 20, wallet: "real", at: 1 },
		{ kind: "bet", name: "Cd***", amount: 30, betType: "red", betValue: "red", wallet: "real", at: 2 },
	],
};

/** Runs the events in order from `state`, gathering every effect. */
function run(events: readonly TableEvent[], state: TableState = INITIAL_TABLE_STATE) {
	const effects: TableEffect[] = [];
	for (const event of events) {
		const step = tableStep(state, event);
		state = step.state;
		effects.push(...step.effects);
	}
	return { state, effects };
}
const at = (ms: number, message: ServerMessage): TableEvent => ({ type: "message", message, at: T0 + ms });

const slipWith17 = (() => {
	const change = addChip(emptySlip, TARGETS_BY_KEY.get("straight:17") ?? (undefined as never), 200);
	if (!change.ok) throw new Error(change.message);
	return change.slip;
})();

/** A player's round: synced, puts ₹200 on 17, sends it, the room accepts, betting closes, 17 comes, it settles. */
const playedRound: TableEvent[] = [
	at(0, sync),
	{ type: "slipChanged", slip: slipWith17 },
	{ type: "sent", submissionId: "s1", roundId: "r1", auto: false },
	at(400, {
		type: "betsPlaced",
		serverNow: T0 + 400,
		submissionId: "s1",
		balances: { ...balances, realBalance: 4_800 },
		bets: [bet17],
	}),
	at(15_000, { type: "bettingClosed", serverNow: T0 + 15_000, round: { ...round, phase: "spinning", result: 17 } }),
	at(20_000, {
		type: "roundResult",
		serverNow: T0 + 20_000,
		round: { ...round, phase: "result", result: 17, serverSeed: "s" },
		result: 17,
		color: "black",
	}),
	at(20_300, {
		type: "betResult",
		serverNow: T0 + 20_300,
		roundId: "r1",
		win: true,
		operatorSet: false,
		outcomes: [{ wallet: "real", stake: 200, won: 7_200, refunded: 0 }],
		balances: { realBalance: 12_000, playTokens: 0 },
	}),
];

describe("the table machine over a recorded round", () => {
	it("starts its feed from the room's state, newest first, and hands the seat's balances on", () => {
		const { state, effects } = run([at(0, sync)]);
		expect(state.feed.map((line) => line.say === "entry" && line.entry.name)).toEqual(["Cd***", "Ab***"]);
		expect(effects).toEqual([{ type: "balances", balances }]);
		// A reconnect's syncState keeps the lines the screen has.
		const again = run([at(5_000, { ...sync, feed: [] })], state);
		expect(again.state.feed).toEqual(state.feed);
	});

	it("takes a sent slip off the table when the room accepts it, says so on the table and in the feed", () => {
		const { state, effects } = run(playedRound.slice(0, 4));
		expect(state.sending).toBeNull();
		expect(state.slip).toEqual(emptySlip);
		expect(state.notice).toBe("Bet placed");
		expect(state.seatBets).toEqual([bet17]);
		expect(state.feed[0]).toMatchObject({ say: "youBet", kind: "you", bets: [{ wallet: "real", amount: 200 }] });
		expect(effects.slice(-2)).toEqual([
			{ type: "balances", balances: { realBalance: 4_800, playTokens: 0 } },
			{ type: "later", ms: NOTICE_MS, event: { type: "noticeEnded" } },
		]);
		// Then the foot of the board is in sight again.
		expect(tableStep(state, { type: "noticeEnded" }).state.notice).toBeNull();
	});

	it("keeps its slip when another submission of the seat is accepted (another tab of the same player)", () => {
		const { state } = run([
			...playedRound.slice(0, 3),
			at(400, { type: "betsPlaced", serverNow: T0, submissionId: "other", balances, bets: [bet17] }),
		]);
		expect(state.sending).toBe("s1");
		expect(state.slip).toBe(slipWith17);
		expect(state.notice).toBeNull();
	});

	it("tells each phase in its live region, speaks the result 5 s after it, and shows the banner 5 s after the result for 3 s", () => {
		const closed = run(playedRound.slice(0, 5));
		expect(closed.state.news).toBe("Betting closed");
		expect(closed.effects).toContainEqual({ type: "finishSound" });
		const { state, effects } = run(playedRound);
		expect(state.news).toBe("Result: 17 black");
		expect(state.feed.slice(0, 2).map((line) => line.say)).toEqual(["outcome", "round"]);
		expect(effects).toContainEqual({ type: "speak", ms: RESULT_EFFECTS_MS.speakAfter, result: 17, color: "black" });
		// The settlement came 300 ms after the result: the banner waits the rest of the 5 s, then stays 3 s.
		const timers = effects.filter(
			(e): e is Extract<TableEffect, { type: "later" }> => e.type === "later" && e.event.type.startsWith("banner"),
		);
		expect(timers.map((e) => e.ms)).toEqual([
			RESULT_EFFECTS_MS.winBannerAfter - 300,
			RESULT_EFFECTS_MS.winBannerAfter - 300 + RESULT_EFFECTS_MS.winBannerFor,
		]);
		const shown = run(
			timers.map((e) => e.event),
			state,
		);
		expect(shown.state.banner).toBeNull();
		const showing = run([timers[0]?.event as TableEvent], state);
		expect(showing.state.banner?.outcomes).toEqual([{ wallet: "real", stake: 200, won: 7_200, refunded: 0 }]);
	});

	it("a lost round is told in the feed and the live region, with no banner", () => {
		const lost = [...playedRound.slice(0, 6)];
		lost.push(
			at(20_300, {
				type: "betResult",
				serverNow: T0,
				roundId: "r1",
				win: false,
				operatorSet: false,
				outcomes: [{ wallet: "real", stake: 200, won: 0, refunded: 0 }],
				balances: { realBalance: 4_800, playTokens: 0 },
			}),
		);
		const { state, effects } = run(lost);
		expect(state.feed[0]).toMatchObject({ say: "outcome", kind: "you" });
		expect(state.news).toEqual({ outcomes: [{ wallet: "real", stake: 200, won: 0, refunded: 0 }] });
		expect(effects.filter((e) => e.type === "later" && e.event.type.startsWith("banner"))).toEqual([]);
	});

	it("a new round clears the slip, the banner and the refusal, cancels waiting effects, and remembers the bets for Repeat", () => {
		const { state } = run(playedRound);
		const next = run(
			[
				{ type: "refused", message: "Betting is closed for this round." },
				at(28_000, { type: "gameStarted", serverNow: T0, round: { ...round, roundId: "r2", seq: 8 } }),
			],
			{ ...state, banner: { id: 1, outcomes: [] } },
		);
		expect(next.state).toMatchObject({
			news: "Game started",
			slip: emptySlip,
			banner: null,
			refusal: null,
			notice: null,
			seatBets: [],
			previousBets: [bet17],
			repeatedIn: null,
			resultArrived: null,
		});
		expect(next.effects).toEqual([{ type: "cancelLater" }]);
	});

	it("a room's refusal of the submission frees the slip to be sent again and is told on the table", () => {
		const { state } = run([
			...playedRound.slice(0, 3),
			at(400, { type: "error", serverNow: T0, message: "Insufficient balance", submissionId: "s1" }),
		]);
		expect(state.sending).toBeNull();
		expect(state.slip).toBe(slipWith17);
		expect(state.refusal).toBe("Insufficient balance");
	});

	it("keeps the newest FEED_KEPT lines, each with its own key", () => {
		const entries = Array.from({ length: FEED_KEPT + 5 }, (_, i) => ({
			kind: "win" as const,
			name: `P${i}***`,
			amount: 10,
			wallet: "real" as const,
			at: i,
		}));
		const { state } = run([at(0, { type: "tableFeed", serverNow: T0, roundId: "r1", entries, more: 2 })]);
		expect(state.feed).toHaveLength(FEED_KEPT);
		expect(state.feed[0]).toMatchObject({ say: "more", count: 2 });
		expect(new Set(state.feed.map((line) => line.id)).size).toBe(FEED_KEPT);
	});
});
