/**
 * The round clock as a pure state machine: (state, event) → (new state, effects). It decides; the room acts.
 * Effects are data the RouletteRoom executes in order (store, arm the alarm, broadcast, settle, open the round in
 * D1), and the facts the machine cannot know itself (sockets, the games switch, the drawn result, fresh ids and
 * seeds) come in as events, so it has no bindings and is tested in Node (tests/unit/round-machine.test.ts).
 * Phases and their deadlines: docs/decisions/0004-round-phases-and-socket-protocol.md, docs/product.md#the-round.
 */
import { rouletteMessages } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import { type BetLimits, betLimitsOf } from "~/domain/roulette/bets";
import {
	LAST_RESULTS_KEPT,
	type PastResult,
	type RecentWinner,
	type RoomStatus,
	type RoundSnapshot,
	type ServerMessage,
} from "~/domain/roulette/protocol";
import type { RoundTiming } from "~/domain/roulette/timing";
import { colorOf } from "~/domain/roulette/wheel";
import { type HostState, LATE_ALARM_TOLERANCE_MS, SETTLEMENT_RETRY_MS, type Unstamped } from "../game-host/host-state";

/** The stored round keeps its seed secret until the result is revealed. */
export type StoredRound = Omit<RoundSnapshot, "serverSeed"> & { serverSeed: string; forcedBy?: string | null };

/** A revealed round whose bets still have to be settled (or whose players still have to hear about it). */
export type Unsettled = {
	roundId: string;
	result: number;
	serverSeed: string;
	operatorSet: boolean;
	forcedBy: string | null;
	resultAt: number;
};

/**
 * The room's live state, kept in the object's storage (docs/decisions/0003-d1-and-durable-object-storage.md): the
 * host's shared fields (status, unsettled rounds, the switch, the table id) and roulette's own.
 */
export type RoomState = HostState<Unsettled> & {
	status: RoomStatus;
	round: StoredRound | null;
	lastResults: PastResult[];
	recentWinners?: RecentWinner[];
	pendingForce?: { number: number; by: string } | null;
};

export const INITIAL_ROOM_STATE: RoomState = { status: "idle", round: null, lastResults: [] };

// The alarm rules every game on the host follows; re-exported for the machine's tests.
export { LATE_ALARM_TOLERANCE_MS, SETTLEMENT_RETRY_MS, type Unstamped };

export type RoomEffect =
	/** Store the state with this patch applied to the state as it is then, and arm the alarm (alarmFor). */
	| { type: "persist"; patch: Partial<RoomState> }
	| { type: "setAlarm"; at: number }
	/** One frame to every socket: its messages arrive together, in this order. */
	| { type: "broadcast"; messages: [Unstamped<ServerMessage>, ...Unstamped<ServerMessage>[]] }
	/** Send the table feed's buffered entries now. */
	| { type: "flushFeed" }
	/** Settle every revealed round still owed. */
	| { type: "settle" }
	/** Write the new round's row to D1 (its commitment, before any bet). */
	| { type: "recordRound"; round: StoredRound }
	/** Start the new round's empty bet book. */
	| { type: "resetBook"; roundId: string }
	| { type: "closeExpiredSockets" }
	// Requests: the room gathers what the machine cannot know and answers with the named event.
	/** Wait for the submissions in flight, draw the seed's result, then `bettingClosed`. */
	| { type: "closeBetting"; start: number }
	/** Draw the round's result (already known from the spinning phase), then `resultDrawn`. */
	| { type: "revealResult"; start: number }
	/** Count the sockets and read the games switch (and the table's limits), then `roundEnded`. */
	| { type: "endRound"; start: number; previousSeq: number }
	/** Draw a round id, a seed and its commitment and read the last seq in D1, then `roundDrawn`. */
	| { type: "openRound"; start: number; previousSeq: number | null };

export type RoundEvent =
	/** The alarm fired (or a phase may be due) at `now`. */
	| { type: "alarm"; now: number }
	/** Every accepted submission is committed; `seedResult` is the result the seed gives. */
	| { type: "bettingClosed"; start: number; seedResult: number }
	| { type: "resultDrawn"; start: number; result: number }
	| { type: "roundEnded"; start: number; previousSeq: number; hasSockets: boolean; tableEnabled: boolean }
	| {
			type: "roundDrawn";
			start: number;
			roundId: string;
			seq: number;
			serverSeed: string;
			commitment: string;
			/** The catalogue's limits, fixed for the round (docs/decisions/0745-table-limits-from-the-catalogue.md). */
			limits: BetLimits;
	  }
	/** An admin forced the next result (docs/decisions/0200-round-engine.md#operator-override). */
	| { type: "forced"; number: number; by: string };

export type RoundStep = { state: RoomState; effects: RoomEffect[] };

function persisted(state: RoomState, patch: Partial<RoomState>, ...after: RoomEffect[]): RoundStep {
	return { state: { ...state, ...patch }, effects: [{ type: "persist", patch }, ...after] };
}

/** One step of the round clock. */
export function roundStep(state: RoomState, event: RoundEvent, timing: RoundTiming): RoundStep {
	const round = state.round;
	switch (event.type) {
		case "alarm": {
			if (!round || state.status === "idle") return { state, effects: [] };
			if (event.now < round.phaseEndsAt) return { state, effects: [{ type: "setAlarm", at: round.phaseEndsAt }] };
			const start = event.now - round.phaseEndsAt > LATE_ALARM_TOLERANCE_MS ? event.now : round.phaseEndsAt;
			switch (round.phase) {
				case "betting":
					return { state, effects: [{ type: "closeBetting", start }] };
				case "spinning":
					return { state, effects: [{ type: "revealResult", start }] };
				case "result":
					return { state, effects: [{ type: "endRound", start, previousSeq: round.seq }] };
			}
			return { state, effects: [] };
		}
		case "bettingClosed": {
			if (!round) return { state, effects: [] };
			const forced = state.pendingForce ?? null;
			const next: StoredRound = {
				...round,
				phase: "spinning",
				phaseStartedAt: event.start,
				phaseEndsAt: event.start + timing.spinningMs,
				result: forced ? forced.number : event.seedResult,
				operatorSet: forced !== null,
				forcedBy: forced?.by ?? null,
			};
			return persisted(
				state,
				{ round: next, pendingForce: null },
				// The last accepted bets reach the table before it hears that betting is closed.
				{ type: "flushFeed" },
				// One moment, two events: one frame, so that a full table gets one burst of sends, not two.
				{
					type: "broadcast",
					messages: [
						{ type: "bettingClosed", round: publicRound(next) },
						{ type: "spinning", round: publicRound(next) },
					],
				},
			);
		}
		case "resultDrawn": {
			if (!round) return { state, effects: [] };
			const { start, result } = event;
			const next: StoredRound = {
				...round,
				phase: "result",
				phaseStartedAt: start,
				phaseEndsAt: start + timing.resultMs,
				result,
			};
			const past: PastResult = {
				roundId: round.roundId,
				seq: round.seq,
				result,
				color: colorOf(result),
				operatorSet: round.operatorSet,
				at: start,
			};
			const lastResults = [past, ...state.lastResults.filter((r) => r.roundId !== round.roundId)].slice(
				0,
				LAST_RESULTS_KEPT,
			);
			const owed: Unsettled = {
				roundId: round.roundId,
				result,
				serverSeed: round.serverSeed,
				operatorSet: round.operatorSet,
				forcedBy: round.forcedBy ?? null,
				resultAt: start,
			};
			// The round is recorded as owing settlement before anything is paid, so an eviction from here on is resumed.
			const unsettled = [...(state.unsettled ?? []).filter((u) => u.roundId !== round.roundId), owed];
			return persisted(
				state,
				{ round: next, lastResults, unsettled },
				{
					type: "broadcast",
					messages: [{ type: "roundResult", round: publicRound(next, true), result, color: colorOf(result) }],
				},
				{ type: "settle" },
			);
		}
		case "roundEnded": {
			// Nobody is watching: the next connection opens a round.
			if (!event.hasSockets) return persisted(state, { status: "idle" });
			if (!event.tableEnabled) {
				return persisted(
					state,
					{ status: "idle" },
					{
						type: "broadcast",
						messages: [{ type: "tableStatus", tableEnabled: false, message: rouletteMessages.tableDisabled }],
					},
				);
			}
			return { state, effects: [{ type: "openRound", start: event.start, previousSeq: event.previousSeq }] };
		}
		case "roundDrawn": {
			const { start } = event;
			const opened: StoredRound = {
				roundId: event.roundId,
				seq: event.seq,
				phase: "betting",
				phaseStartedAt: start,
				phaseEndsAt: start + timing.bettingMs,
				roundEndTime: start + timing.bettingMs,
				commitment: event.commitment,
				result: null,
				serverSeed: event.serverSeed,
				operatorSet: false,
				// Fixed for the round and kept in its stored state, so an eviction keeps them too.
				minBet: paiseToRupees(event.limits.minBetPaise),
				maxBet: paiseToRupees(event.limits.maxBetPaise),
			};
			const step = persisted(
				state,
				{ status: "running", round: opened, tableEnabled: true },
				{ type: "broadcast", messages: [{ type: "gameStarted", round: publicRound(opened) }] },
			);
			return {
				state: step.state,
				effects: [
					{ type: "recordRound", round: opened },
					{ type: "resetBook", roundId: opened.roundId },
					{ type: "closeExpiredSockets" },
					...step.effects,
				],
			};
		}
		case "forced":
			return persisted(state, { pendingForce: { number: event.number, by: event.by } });
	}
}

/** The new round's number: one past the last one this room or D1 knows. */
export function nextSeq(state: RoomState, previousSeq: number | null, lastSeqInD1: number): number {
	return Math.max(previousSeq ?? state.round?.seq ?? 0, lastSeqInD1) + 1;
}

/** The alarm a stored state needs: the phase's deadline, a settlement retry, or none. */
export function alarmFor(state: RoomState, now: number): { at: number } | null {
	if (state.status === "running" && state.round) return { at: state.round.phaseEndsAt };
	if ((state.unsettled ?? []).length > 0) return { at: now + SETTLEMENT_RETRY_MS };
	return null;
}

/** Bets are taken while the round is in its betting phase and before its deadline by the clock, not the alarm. */
export function bettingOpen(state: RoomState, round: StoredRound, now: number): boolean {
	return state.status === "running" && round.phase === "betting" && now < round.roundEndTime;
}

/** The round as players may see it: the seed only once the result is out, never who forced it. */
export function publicRound(round: StoredRound, revealSeed = round.phase === "result"): RoundSnapshot {
	const { forcedBy: _forcedBy, ...rest } = round;
	// A round stored before rounds carried limits had the defaults.
	const limits = betLimitsOf(round);
	return {
		...rest,
		serverSeed: revealSeed ? round.serverSeed : null,
		minBet: paiseToRupees(limits.minBetPaise),
		maxBet: paiseToRupees(limits.maxBetPaise),
	};
}
