/**
 * What a RouletteRoom reads from its environment, in one object: the round timings, the socket budgets, group commit,
 * and the knobs tests turn. The room builds it from its vars; tests change it through the room's one seam,
 * `configureForTests` (docs/decisions/0800-room-in-parts.md), never by reaching into the room's fields.
 */
import { type RoundTiming, roundTimingFrom } from "~/domain/roulette/timing";
import { type SocketBudgets, socketBudgetsFrom } from "../socket-guard";

/** Called between settlement steps ("start", "roundRecorded", "chunk:N", "roundSettled"); may throw to fail one. */
export type SettlementHook = (step: string) => void;

export type RoomOptions = {
	/** Phase lengths (ROUND_*_MS). */
	timing: RoundTiming;
	/** The clock for session expiry and socket budgets; tests move or pin it instead of waiting. */
	clock: () => number;
	/** The socket budgets (docs/decisions/0736-socket-budgets.md). */
	budgets: SocketBudgets;
	/** Group commit on (default) or off (ROOM_GROUP_COMMIT=off, for the benchmark's comparison). */
	groupCommit: boolean;
	/** Bets per settlement batch. */
	settleChunk: number;
	/** Tests only: see SettlementHook. */
	settlementHook: SettlementHook | null;
	/** The vars read per message (the operator's configuration), so a test can run one room as a licensed deployment. */
	vars: Record<string, unknown>;
};

/**
 * What tests may change: everything but group commit, which is the deployment's choice. Budgets named here replace
 * the room's own; the others stay.
 */
export type RoomTestOptions = Partial<Omit<RoomOptions, "groupCommit" | "budgets">> & {
	budgets?: Partial<SocketBudgets>;
};

export function roomOptionsFrom(vars: Record<string, unknown>): RoomOptions {
	return {
		timing: roundTimingFrom(vars),
		clock: Date.now,
		budgets: socketBudgetsFrom(vars),
		groupCommit: vars.ROOM_GROUP_COMMIT !== "off",
		settleChunk: 200,
		settlementHook: null,
		vars,
	};
}
