/**
 * The round clock without workerd (durable/roulette/round-machine.ts): every transition the RouletteRoom makes,
 * as state and effects. The room's own tests (tests/workers/round-engine.test.ts) run the same rules end to end.
 */
import { describe, expect, it } from "vitest";
import { rouletteMessages } from "~/domain/messages";
import { TABLE_LIMITS } from "~/domain/roulette/bets";
import type { RoundTiming } from "~/domain/roulette/timing";
import {
	alarmFor,
	bettingOpen,
	INITIAL_ROOM_STATE,
	LATE_ALARM_TOLERANCE_MS,
	nextSeq,
	publicRound,
	type RoomEffect,
	type RoomState,
	roundStep,
	SETTLEMENT_RETRY_MS,
} from "~/durable/roulette/round-machine";

const timing: RoundTiming = { bettingMs: 15_000, spinningMs: 5_000, resultMs: 8_000 };
const T0 = 1_700_000_000_000;

/** A room that has just opened round 1 at T0. */
function opened(state: RoomState = INITIAL_ROOM_STATE, start = T0, seq = 1) {
	return roundStep(
		state,
		{
			type: "roundDrawn",
			start,
			roundId: `round-${seq}`,
			seq,
			serverSeed: `seed-${seq}`,
			commitment: `commitment-${seq}`,
			limits: { minBetPaise: 2_000, maxBetPaise: 100_000 },
		},
		timing,
	);
}

/** The state's round, which the test knows is there. */
function roundOf(state: RoomState) {
	if (!state.round) throw new Error("no round");
	return state.round;
}

const types = (effects: RoomEffect[]) =>
	effects.map((e) => (e.type === "broadcast" ? `broadcast:${e.messages.map((m) => m.type).join("+")}` : e.type));

/** Runs one full round from a fresh opening: alarm → closeBetting → bettingClosed → alarm → reveal → resultDrawn. */
function playRound(seedResult: number, state: RoomState = opened().state) {
	const round = roundOf(state);
	const closing = roundStep(state, { type: "alarm", now: round.phaseEndsAt }, timing);
	expect(closing.effects).toEqual([{ type: "closeBetting", start: round.phaseEndsAt }]);
	const spinning = roundStep(state, { type: "bettingClosed", start: round.phaseEndsAt, seedResult }, timing);
	const spin = roundOf(spinning.state);
	const revealing = roundStep(spinning.state, { type: "alarm", now: spin.phaseEndsAt }, timing);
	expect(revealing.effects).toEqual([{ type: "revealResult", start: spin.phaseEndsAt }]);
	const result = roundStep(
		spinning.state,
		{ type: "resultDrawn", start: spin.phaseEndsAt, result: spin.result ?? -1 },
		timing,
	);
	return { spinning, result };
}

describe("the round machine", () => {
	it("opens a round: records it in D1, starts its book, ends expired sockets, stores it, announces it, in that order", () => {
		const { state, effects } = opened();
		expect(types(effects)).toEqual([
			"recordRound",
			"resetBook",
			"closeExpiredSockets",
			"persist",
			"broadcast:gameStarted",
		]);
		expect(state.status).toBe("running");
		expect(state.tableEnabled).toBe(true);
		expect(state.round).toMatchObject({
			roundId: "round-1",
			seq: 1,
			phase: "betting",
			phaseStartedAt: T0,
			phaseEndsAt: T0 + timing.bettingMs,
			roundEndTime: T0 + timing.bettingMs,
			result: null,
			operatorSet: false,
			minBet: 20,
			maxBet: 1_000,
		});
		// Players see the commitment, never the seed, while betting.
		const announced = effects.find((e) => e.type === "broadcast");
		expect(announced?.type === "broadcast" && announced.messages[0]).toMatchObject({
			type: "gameStarted",
			round: { commitment: "commitment-1", serverSeed: null },
		});
	});

	it("waits for a deadline not yet reached: the alarm is armed again for it", () => {
		const { state } = opened();
		expect(roundStep(state, { type: "alarm", now: T0 + 1_000 }, timing)).toEqual({
			state,
			effects: [{ type: "setAlarm", at: T0 + timing.bettingMs }],
		});
	});

	it("does nothing on an alarm while idle or without a round", () => {
		expect(roundStep(INITIAL_ROOM_STATE, { type: "alarm", now: T0 }, timing).effects).toEqual([]);
		const idle = { ...opened().state, status: "idle" as const };
		expect(roundStep(idle, { type: "alarm", now: T0 + 60_000 }, timing).effects).toEqual([]);
	});

	it("goes betting → spinning → result, each phase starting at the previous deadline", () => {
		const { spinning, result } = playRound(17);
		const spin = spinning.state.round;
		expect(spin).toMatchObject({
			phase: "spinning",
			phaseStartedAt: T0 + timing.bettingMs,
			phaseEndsAt: T0 + timing.bettingMs + timing.spinningMs,
			result: 17,
			operatorSet: false,
			forcedBy: null,
		});
		// The feed's last bets go before the table hears that betting closed; closing and spinning are one frame.
		expect(types(spinning.effects)).toEqual(["persist", "flushFeed", "broadcast:bettingClosed+spinning"]);
		const shown = spinning.effects.flatMap((e) => (e.type === "broadcast" ? e.messages : []));
		expect(shown).toHaveLength(2);
		for (const message of shown) expect(message).toMatchObject({ round: { serverSeed: null } });

		const end = T0 + timing.bettingMs + timing.spinningMs;
		expect(result.state.round).toMatchObject({
			phase: "result",
			phaseStartedAt: end,
			phaseEndsAt: end + timing.resultMs,
		});
		expect(result.state.lastResults[0]).toEqual({
			roundId: "round-1",
			seq: 1,
			result: 17,
			color: "black",
			operatorSet: false,
			at: end,
		});
		// Owed before anything is paid, so an eviction is resumed; the seed is revealed with the result.
		expect(result.state.unsettled).toEqual([
			{ roundId: "round-1", result: 17, serverSeed: "seed-1", operatorSet: false, forcedBy: null, resultAt: end },
		]);
		expect(types(result.effects)).toEqual(["persist", "broadcast:roundResult", "settle"]);
		const revealed = result.effects.find((e) => e.type === "broadcast");
		expect(revealed?.type === "broadcast" && revealed.messages[0]).toMatchObject({
			result: 17,
			color: "black",
			round: { serverSeed: "seed-1" },
		});
	});

	it("after the result opens the next round at the deadline while anyone watches and the table is on", () => {
		const { result } = playRound(3);
		const round = roundOf(result.state);
		const ending = roundStep(result.state, { type: "alarm", now: round.phaseEndsAt + 10 }, timing);
		expect(ending.effects).toEqual([{ type: "endRound", start: round.phaseEndsAt, previousSeq: 1 }]);
		const next = roundStep(
			result.state,
			{ type: "roundEnded", start: round.phaseEndsAt, previousSeq: 1, hasSockets: true, tableEnabled: true },
			timing,
		);
		expect(next.effects).toEqual([{ type: "openRound", start: round.phaseEndsAt, previousSeq: 1 }]);
		expect(nextSeq(result.state, 1, 0)).toBe(2);
		// D1 knows a later round (another instance of the room before a restart): the numbers go on from there.
		expect(nextSeq(result.state, 1, 41)).toBe(42);
		expect(nextSeq(INITIAL_ROOM_STATE, null, 0)).toBe(1);
	});

	it("goes idle when nobody is watching, without announcing anything", () => {
		const { result } = playRound(3);
		const idle = roundStep(
			result.state,
			{ type: "roundEnded", start: T0, previousSeq: 1, hasSockets: false, tableEnabled: false },
			timing,
		);
		expect(idle.state.status).toBe("idle");
		expect(idle.effects).toEqual([{ type: "persist", patch: { status: "idle" } }]);
	});

	it("finishes the round, then goes idle and tells the table when the games switch turned it off", () => {
		const { result } = playRound(3);
		const off = roundStep(
			result.state,
			{ type: "roundEnded", start: T0, previousSeq: 1, hasSockets: true, tableEnabled: false },
			timing,
		);
		expect(off.state.status).toBe("idle");
		expect(off.effects).toEqual([
			{ type: "persist", patch: { status: "idle" } },
			{
				type: "broadcast",
				messages: [{ type: "tableStatus", tableEnabled: false, message: rouletteMessages.tableDisabled }],
			},
		]);
	});

	it("starts the next phase from now when the alarm is late by more than the tolerance, so no window is shortened", () => {
		const { state } = opened();
		const deadline = T0 + timing.bettingMs;
		const onTime = roundStep(state, { type: "alarm", now: deadline + LATE_ALARM_TOLERANCE_MS }, timing);
		expect(onTime.effects).toEqual([{ type: "closeBetting", start: deadline }]);
		const late = roundStep(state, { type: "alarm", now: deadline + LATE_ALARM_TOLERANCE_MS + 1 }, timing);
		expect(late.effects).toEqual([{ type: "closeBetting", start: deadline + LATE_ALARM_TOLERANCE_MS + 1 }]);
	});

	it("applies a forced result at the next betting close, marks the round operator-set and clears the force", () => {
		const forced = roundStep(opened().state, { type: "forced", number: 7, by: "admin-1" }, timing);
		expect(forced.effects).toEqual([{ type: "persist", patch: { pendingForce: { number: 7, by: "admin-1" } } }]);
		const { spinning, result } = playRound(30, forced.state);
		expect(spinning.state.pendingForce).toBeNull();
		expect(spinning.state.round).toMatchObject({ result: 7, operatorSet: true, forcedBy: "admin-1" });
		expect(result.state.lastResults[0]).toMatchObject({ result: 7, operatorSet: true });
		expect(result.state.unsettled?.[0]).toMatchObject({ result: 7, operatorSet: true, forcedBy: "admin-1" });
		// Players see that it was forced, never by whom.
		const shown = result.effects.find((e) => e.type === "broadcast");
		expect(shown?.type === "broadcast" && shown.messages[0]).toMatchObject({ round: { operatorSet: true } });
		const broadcasts = [...spinning.effects, ...result.effects].flatMap((e) =>
			e.type === "broadcast" ? e.messages : [],
		);
		expect(broadcasts).toHaveLength(3);
		expect(JSON.stringify(broadcasts)).not.toContain("admin-1");
		// The round after it is drawn from its seed again.
		const after = playRound(30, opened(result.state, T0 + 60_000, 2).state);
		expect(after.spinning.state.round).toMatchObject({ result: 30, operatorSet: false, forcedBy: null });
	});

	it("keeps owed settlements across rounds and replaces a round's own entry when it is revealed again", () => {
		const { result } = playRound(3);
		const again = roundStep(
			{ ...result.state, round: { ...roundOf(result.state), phase: "spinning" } },
			{ type: "resultDrawn", start: T0, result: 3 },
			timing,
		);
		expect(again.state.unsettled).toHaveLength(1);
		expect(again.state.lastResults).toHaveLength(1);
	});

	it("arms the alarm for the phase's deadline, a settlement retry while idle with debts, or none", () => {
		const { result } = playRound(3);
		expect(alarmFor(result.state, T0)).toEqual({ at: result.state.round?.phaseEndsAt });
		const idleOwing = { ...result.state, status: "idle" as const };
		expect(alarmFor(idleOwing, T0)).toEqual({ at: T0 + SETTLEMENT_RETRY_MS });
		expect(alarmFor({ ...idleOwing, unsettled: [] }, T0)).toBeNull();
	});

	it("takes bets only while running, in the betting phase, before the deadline by the clock", () => {
		const { state } = opened();
		const round = roundOf(state);
		expect(bettingOpen(state, round, T0)).toBe(true);
		expect(bettingOpen(state, round, round.roundEndTime)).toBe(false);
		expect(bettingOpen({ ...state, status: "idle" }, round, T0)).toBe(false);
		expect(bettingOpen(state, { ...round, phase: "spinning" }, T0)).toBe(false);
	});

	it("shows a round stored before rounds carried limits with the default limits", () => {
		const round = roundOf(opened().state);
		const { minBet: _min, maxBet: _max, ...legacy } = round;
		expect(publicRound(legacy as typeof round)).toMatchObject({
			minBet: TABLE_LIMITS.minBetPaise / 100,
			maxBet: TABLE_LIMITS.maxBetPaise / 100,
		});
	});
});
