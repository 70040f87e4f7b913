/**
 * The tables catalogue (docs/decisions/0620-tables-and-racetrack.md): each roulette table has its own name, per-bet
 * limits and chips, a switch and a place in the lobby. Pure rules shared by the pages, the API, the seed and the tests; their schemas are in ./validation/tables.ts, out of
 * the pages' first load.
 */

import { type CardTiming, MAX_DEAL_MS } from "./cards/timing";
import type { CrashTiming } from "./crash/timing";
import { paiseToRupees } from "./money";
import type { RoundTiming } from "./roulette/timing";
import type { TableEntry } from "./validation/tables";

export type { TableCreate, TableEntry, TableUpdate } from "./validation/tables";

/**
 * The main table, "Auto Roulette" at /casino/game/auto-roulette. Its id is the name its RouletteRoom already has
 * (`idFromName`), so the room of the main table stays the same object when every table gets its own.
 */
export const MAIN_TABLE_ID = "main";

/** A table's id: also its room's name and the `table` parameter of the socket and the per-table reads. */
export const TABLE_ID_PATTERN = /^[a-z0-9-]{1,40}$/;

/**
 * The games a table can play: each is a durable class on the game host (docs/decisions/0810-game-host.md), and the
 * Worker hands a table's socket to the class of its game.
 */
export const GAME_KINDS = ["roulette", "crash", "andar-bahar", "dragon-tiger"] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** The crash table every database has (migration 0011): the home page's Aviator. */
export const AVIATOR_TABLE_ID = "aviator";

/** The card tables every database has (migration 0012, docs/decisions/0840-card-tables.md). */
export const ANDAR_BAHAR_TABLE_ID = "andar-bahar";
export const DRAGON_TIGER_TABLE_ID = "dragon-tiger";

/** A crash table's maximum win per bet unless the operator sets one: ₹10,00,000 (the catalogue column's default). */
export const DEFAULT_MAX_WIN_PAISE = 100_000_000;
/** The largest maximum win per bet a crash table may have: ₹1,00,00,000 (the catalogue's CHECK). */
export const MAX_WIN_LIMIT_PAISE = 1_000_000_000;

export const TABLE_STATUSES = ["active", "disabled"] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** A table offers between one and this many chips. */
export const MAX_TABLE_CHIPS = 8;
/** A table's name, as the lobby and its page show it. */
export const TABLE_NAME_MAX = 60;
/** The lobby shows tables by this position, from 0 up (then by name). */
export const TABLE_ORDER_MAX = 999;

/**
 * A table as the API answers it: limits and chips in rupees, like the games catalogue and the round; the game it
 * plays, and a crash table's maximum win per bet (null at a roulette table).
 */
export function tableView(entry: TableEntry) {
	return {
		id: entry.id,
		name: entry.name,
		minBet: paiseToRupees(entry.minBetPaise),
		maxBet: paiseToRupees(entry.maxBetPaise),
		chipValues: entry.chipValuesPaise.map(paiseToRupees),
		status: entry.status,
		sortOrder: entry.sortOrder,
		game: entry.game,
		maxWin: entry.game === "crash" ? paiseToRupees(entry.maxWinPaise) : null,
	};
}
export type TableView = ReturnType<typeof tableView>;

// ---------------------------------------------------------------- the lobby's live tables

/** How many of a table's latest results the lobby shows. */
export const LOBBY_RESULTS = 8;

/**
 * What a table is doing, as the lobby says it: taking bets, spinning, showing its result, or idle (nobody is
 * watching: its next round opens when someone sits down).
 */
export type LivePhase = "betting" | "spinning" | "result" | "idle" | CrashLivePhase | CardLivePhase;

/** What a card table is doing besides betting, its result and idle: dealing its cards. */
export type CardLivePhase = "dealing";

/** What a crash table is doing, as the lobby says it: taking bets, flying, showing its crash point (or idle). */
export type CrashLivePhase = "flying" | "crashed";

/** The columns of a table's latest round that its phase is read from (D1's `rounds` row). */
export type LatestRound = { seq: number; bettingClosesAt: number; result: number | null; resultAt: number | null };

/**
 * How long past a phase's end the lobby still believes in it: the room's alarms may run a little late
 * (it starts a phase late by up to 2 s before it moves the deadline), and the lobby's copy of D1 may be a second old.
 */
export const LIVE_GRACE_MS = 2_000;

/**
 * A table's phase at `now`, read from its latest round in D1 without asking its room
 * (docs/decisions/0620-tables-and-racetrack.md, "The lobby's live tables"): betting until the round's deadline;
 * spinning until its result is written (a round still without one long after it should have had it is a room that
 * stopped: idle); its result for the result phase; then idle, until a newer round appears. `endsAt` is the deadline
 * the lobby counts down to (betting) or the phase's expected end.
 */
export function livePhase(
	latest: LatestRound | null,
	now: number,
	timing: RoundTiming,
): { phase: LivePhase; seq: number | null; endsAt: number | null } {
	if (!latest) return { phase: "idle", seq: null, endsAt: null };
	const { seq, bettingClosesAt, result, resultAt } = latest;
	if (result === null || resultAt === null) {
		if (now < bettingClosesAt) return { phase: "betting", seq, endsAt: bettingClosesAt };
		const spinEnds = bettingClosesAt + timing.spinningMs;
		if (now < spinEnds + timing.resultMs + LIVE_GRACE_MS) return { phase: "spinning", seq, endsAt: spinEnds };
		return { phase: "idle", seq: null, endsAt: null };
	}
	const resultEnds = resultAt + timing.resultMs;
	if (now < resultEnds + LIVE_GRACE_MS) return { phase: "result", seq, endsAt: resultEnds };
	return { phase: "idle", seq: null, endsAt: null };
}

/** The longest flight: to the crash point's cap, 10,000.00× (domain/crash/fairness.ts), 153.5 s. */
const LONGEST_FLIGHT_MS = 153_506;

/**
 * A crash table's phase at `now` from its latest round in D1 (docs/decisions/0820-crash-game.md): betting until the
 * round's deadline; flying until its crash point is written (the flight's length is its secret: no deadline, and a
 * round still flying longer than any flight can is a room that stopped: idle); its crash point for the pause after
 * it; then idle. `resultAt` is the crash.
 */
export function crashLivePhase(
	latest: LatestRound | null,
	now: number,
	timing: CrashTiming,
): { phase: LivePhase; seq: number | null; endsAt: number | null } {
	if (!latest) return { phase: "idle", seq: null, endsAt: null };
	const { seq, bettingClosesAt, resultAt } = latest;
	if (resultAt === null) {
		if (now < bettingClosesAt) return { phase: "betting", seq, endsAt: bettingClosesAt };
		if (now < bettingClosesAt + LONGEST_FLIGHT_MS + LIVE_GRACE_MS) return { phase: "flying", seq, endsAt: null };
		return { phase: "idle", seq: null, endsAt: null };
	}
	const pauseEnds = resultAt + timing.crashedMs;
	if (now < pauseEnds + LIVE_GRACE_MS) return { phase: "crashed", seq, endsAt: pauseEnds };
	return { phase: "idle", seq: null, endsAt: null };
}

/**
 * A card table's phase at `now` from its latest round in D1 (docs/decisions/0840-card-tables.md): betting until the
 * round's deadline; dealing until its result is written (a deal lasts at most MAX_DEAL_MS: a round still dealing after
 * that is a room that stopped: idle); its result for the result phase; then idle.
 */
export function cardLivePhase(
	latest: LatestRound | null,
	now: number,
	timing: CardTiming,
): { phase: LivePhase; seq: number | null; endsAt: number | null } {
	if (!latest) return { phase: "idle", seq: null, endsAt: null };
	const { seq, bettingClosesAt, resultAt } = latest;
	if (resultAt === null) {
		if (now < bettingClosesAt) return { phase: "betting", seq, endsAt: bettingClosesAt };
		if (now < bettingClosesAt + MAX_DEAL_MS + LIVE_GRACE_MS) return { phase: "dealing", seq, endsAt: null };
		return { phase: "idle", seq: null, endsAt: null };
	}
	const resultEnds = resultAt + timing.resultMs;
	if (now < resultEnds + LIVE_GRACE_MS) return { phase: "result", seq, endsAt: resultEnds };
	return { phase: "idle", seq: null, endsAt: null };
}
