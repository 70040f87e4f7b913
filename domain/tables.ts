/**
 * The tables catalogue (docs/decisions/0620-tables-and-racetrack.md): each roulette table has its own name, per-bet
 * limits and chips, a switch and a place in the lobby. Pure rules shared by the API, the seed and the tests.
 */

import { gameLimitsRefusal } from "./admin";
import { rouletteMessages } from "./messages";
import { paiseToRupees } from "./money";
import { TABLE_LIMITS } from "./roulette/bets";
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
