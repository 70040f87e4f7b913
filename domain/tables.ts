/**
 * The tables catalogue (docs/decisions/0620-tables-and-racetrack.md): each roulette table has its own name, per-bet
 * limits and chips, a switch and a place in the lobby. Pure rules shared by the API, the seed and the tests.
 */

import { adminMessages, gameLimitsRefusal } from "./admin";
import { rouletteMessages } from "./messages";
import { paiseToRupees } from "./money";
import { TABLE_LIMITS } from "./roulette/bets";
import type { RoundTiming } from "./roulette/timing";
import { z } from "./validation/zod";

/**
 * The main table, "Auto Roulette" at /casino/game/auto-roulette. Its id is the name its RouletteRoom already has
 * (`idFromName`), so the room of the main table stays the same object when every table gets its own.
 */
export const MAIN_TABLE_ID = "main";

/** A table's id: also its room's name and the `table` parameter of the socket and the per-table reads. */
export const TABLE_ID_PATTERN = /^[a-z0-9-]{1,40}$/;

/** The `table` query parameter of the socket and the per-table reads: a catalogue id; none means the main table. */
export const tableParam = z.string().regex(TABLE_ID_PATTERN, rouletteMessages.tableNotFound).default(MAIN_TABLE_ID);

export const TABLE_STATUSES = ["active", "disabled"] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** A table offers between one and this many chips. */
export const MAX_TABLE_CHIPS = 8;

/** A table's chips, in paise: whole ₹10 chips, from the smallest up, none above the round total. */
export const chipValuesPaiseSchema = z
	.array(
		z
			.number()
			.int()
			.min(TABLE_LIMITS.betStepPaise)
			.max(TABLE_LIMITS.maxRoundStakePaise)
			.refine((paise) => paise % TABLE_LIMITS.betStepPaise === 0),
	)
	.min(1)
	.max(MAX_TABLE_CHIPS)
	.refine((chips) => chips.every((chip, i) => i === 0 || chip > (chips[i - 1] ?? 0)));

/** One table of the catalogue as stored (paise); the limits follow the games catalogue's bounds (domain/admin.ts). */
export const tableEntrySchema = z
	.object({
		id: z.string().regex(TABLE_ID_PATTERN),
		name: z.string().trim().min(1).max(60),
		minBetPaise: z.number().int(),
		maxBetPaise: z.number().int(),
		chipValuesPaise: chipValuesPaiseSchema,
		status: z.enum(TABLE_STATUSES),
		sortOrder: z.number().int(),
	})
	.refine((t) => gameLimitsRefusal(t.minBetPaise, t.maxBetPaise) === null);
export type TableEntry = z.infer<typeof tableEntrySchema>;

/** A table as the API answers it: limits and chips in rupees, like the games catalogue and the round. */
export function tableView(entry: TableEntry) {
	return {
		id: entry.id,
		name: entry.name,
		minBet: paiseToRupees(entry.minBetPaise),
		maxBet: paiseToRupees(entry.maxBetPaise),
		chipValues: entry.chipValuesPaise.map(paiseToRupees),
		status: entry.status,
		sortOrder: entry.sortOrder,
	};
}
export type TableView = ReturnType<typeof tableView>;

/** The admin's change of a table (PATCH /api/admin/tables/:id): its switch and its per-bet limits, in rupees. */
export const tableUpdateSchema = z
	.object({
		status: z.enum(TABLE_STATUSES, { message: adminMessages.switchStatus }).optional(),
		minBet: z.number().int(adminMessages.gameLimits).optional(),
		maxBet: z.number().int(adminMessages.gameLimits).optional(),
	})
	.refine((b) => Object.keys(b).length > 0, adminMessages.nothingToChange);
export type TableUpdate = z.infer<typeof tableUpdateSchema>;

// ---------------------------------------------------------------- the lobby's live tables

/** How many of a table's latest results the lobby shows. */
export const LOBBY_RESULTS = 8;

/**
 * What a table is doing, as the lobby says it: taking bets, spinning, showing its result, or idle (nobody is
 * watching: its next round opens when someone sits down).
 */
export type LivePhase = "betting" | "spinning" | "result" | "idle";

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
