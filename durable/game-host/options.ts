/**
 * What a room on the game host reads from its environment, in one object: its game's round timings, the socket
 * budgets, group commit, and the knobs tests turn. The room builds it from its vars; tests change it through the
 * room's one seam, `configureForTests` (docs/decisions/0800-room-in-parts.md, 0810-game-host.md), never by reaching
 * into the room's fields.
 */
import { type SocketBudgets, socketBudgetsFrom } from "../socket-guard";

/** Called between settlement steps ("start", "roundRecorded", "chunk:N", "roundSettled"); may throw to fail one. */
export type SettlementHook = (step: string) => void;

export type RoomOptions<Timing> = {
	/** The game's phase lengths (roulette: ROUND_*_MS; crash: CRASH_*_MS). */
	timing: Timing;
	/**
	 * The clock for session expiry and socket budgets (and a crash round's flight); tests move or pin it instead of
	 * waiting.
	 */
	clock: () => number;
	/** The socket budgets (docs/decisions/0736-socket-budgets.md). */
	budgets: SocketBudgets;
	/** Group commit on (default) or off (ROOM_GROUP_COMMIT=off, for the benchmark's comparison). */
	groupCommit: boolean;
	/** Under group commit, the least time between two groups of commits sent to D1 (game-host/group-pace.ts). */
	groupWindowMs: number;
	/** Bets per settlement batch. */
	settleChunk: number;
	/** Table feed frames sent per turn of the event loop (game-host/table-feed.ts). */
	feedSlice: number;
	/** Tests only: see SettlementHook. */
	settlementHook: SettlementHook | null;
	/** The vars read per message (the operator's configuration), so a test can run one room as a licensed deployment. */
	vars: Record<string, unknown>;
};

/**
 * What tests may change: everything but group commit, which is the deployment's choice. Budgets named here replace
 * the room's own; the others stay.
 */
export type RoomTestOptions<Timing> = Partial<Omit<RoomOptions<Timing>, "groupCommit" | "budgets">> & {
	budgets?: Partial<SocketBudgets>;
};

/** At most 50 groups of commits a second go to D1 under load; a quiet table's submission goes at once. */
const GROUP_WINDOW_MS = 20;

/** ROOM_GROUP_WINDOW_MS (0 to 1,000 ms; the benchmark compares windows), else GROUP_WINDOW_MS. */
function windowFrom(value: unknown): number {
	const ms = value === undefined || value === "" ? Number.NaN : Number(value);
	return Number.isInteger(ms) && ms >= 0 && ms <= 1000 ? ms : GROUP_WINDOW_MS;
}

/**
 * A feed flush's frames per turn: at a few hundredths of a millisecond each (docs/benchmarks.md, "Issue 15: the
 * room's ack tail and knee"), a slice holds the room for about 10 ms.
 */
const FEED_SLICE_FRAMES = 200;

export function roomOptionsFrom<Timing>(
	vars: Record<string, unknown>,
	timingFrom: (vars: Record<string, unknown>) => Timing,
): RoomOptions<Timing> {
	return {
		timing: timingFrom(vars),
		clock: Date.now,
		budgets: socketBudgetsFrom(vars),
		groupCommit: vars.ROOM_GROUP_COMMIT !== "off",
		groupWindowMs: windowFrom(vars.ROOM_GROUP_WINDOW_MS),
		settleChunk: 200,
		feedSlice: FEED_SLICE_FRAMES,
		settlementHook: null,
		vars,
	};
}
