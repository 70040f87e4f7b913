/** The tables catalogue's schemas (docs/decisions/0620-tables-and-racetrack.md): the API's and the catalogue's checks. */

import { adminMessages, gameLimitsRefusal, maxWinRefusal, tableChipsRefusal } from "../admin";
import { rouletteMessages } from "../messages/tables";
import { paiseToRupees } from "../money";
import { TABLE_LIMITS } from "../roulette/bets";
import {
	DEFAULT_MAX_WIN_PAISE,
	GAME_KINDS,
	MAIN_TABLE_ID,
	MAX_TABLE_CHIPS,
	MAX_WIN_LIMIT_PAISE,
	TABLE_ID_PATTERN,
	TABLE_NAME_MAX,
	TABLE_ORDER_MAX,
	TABLE_STATUSES,
} from "../tables";
import { z } from "./zod";

/** The `table` query parameter of the socket and the per-table reads: a catalogue id; none means the main table. */
export const tableParam = z.string().regex(TABLE_ID_PATTERN, rouletteMessages.tableNotFound).default(MAIN_TABLE_ID);

/** A table's chips, in paise: the rule of `tableChipsRefusal`. */
export const chipValuesPaiseSchema = z
	.array(z.number())
	.refine((chips) => tableChipsRefusal(chips) === null, adminMessages.tableChips);

/** One table of the catalogue as stored (paise); the limits follow the games catalogue's bounds (domain/admin.ts). */
export const tableEntrySchema = z
	.object({
		id: z.string().regex(TABLE_ID_PATTERN),
		name: z.string().trim().min(1).max(TABLE_NAME_MAX),
		minBetPaise: z.number().int(),
		maxBetPaise: z.number().int(),
		chipValuesPaise: chipValuesPaiseSchema,
		status: z.enum(TABLE_STATUSES),
		sortOrder: z.number().int(),
		/** The game played at the table (its room's durable class); roulette for rows from before there were two. */
		game: z.enum(GAME_KINDS).default("roulette"),
		/** A crash table's largest payout of one bet, stake included (paise). */
		maxWinPaise: z.number().int().default(DEFAULT_MAX_WIN_PAISE),
	})
	.refine((t) => gameLimitsRefusal(t.minBetPaise, t.maxBetPaise) === null)
	.refine((t) => maxWinRefusal(t.maxWinPaise, t.maxBetPaise) === null);
export type TableEntry = z.infer<typeof tableEntrySchema>;

// The operator's fields, in rupees as the page types them; the handler checks the limits and chips in paise
// (`gameLimitsRefusal`, `tableChipsRefusal`). Bounded here by what a round may stake, so every amount that passes
// converts to paise (a larger one would not be money); out of bounds is refused with the same message.
const m = adminMessages;
const MAX_RUPEES = paiseToRupees(TABLE_LIMITS.maxRoundStakePaise);
const tableName = z.string({ error: m.tableName }).trim().min(1, m.tableName).max(TABLE_NAME_MAX, m.tableName);
const rupees = z.number().int(m.gameLimits).min(0, m.gameLimits).max(MAX_RUPEES, m.gameLimits);
const chipValues = z
	.array(z.number({ error: m.tableChips }).int(m.tableChips).min(0, m.tableChips).max(MAX_RUPEES, m.tableChips), {
		error: m.tableChips,
	})
	.min(1, m.tableChips)
	.max(MAX_TABLE_CHIPS, m.tableChips);
const sortOrder = z
	.number({ error: m.tableOrder })
	.int(m.tableOrder)
	.min(0, m.tableOrder)
	.max(TABLE_ORDER_MAX, m.tableOrder);

/** A crash table's maximum win per bet, in whole rupees: checked against its maximum bet in paise (`maxWinRefusal`). */
const maxWin = z
	.number({ error: m.maxWin })
	.int(m.maxWin)
	.min(0, m.maxWin)
	.max(paiseToRupees(MAX_WIN_LIMIT_PAISE), m.maxWin);

/**
 * The admin's change of a table (PATCH /api/admin/tables/:id): any of its switch, limits, name, chips and place,
 * and a crash table's maximum win. The game a table plays never changes (its rounds and room are of that game).
 */
export const tableUpdateSchema = z
	.object({
		status: z.enum(TABLE_STATUSES, { message: m.switchStatus }).optional(),
		minBet: rupees.optional(),
		maxBet: rupees.optional(),
		name: tableName.optional(),
		chipValues: chipValues.optional(),
		sortOrder: sortOrder.optional(),
		maxWin: maxWin.optional(),
	})
	.refine((b) => Object.keys(b).length > 0, m.nothingToChange);
export type TableUpdate = z.infer<typeof tableUpdateSchema>;

/**
 * A new table (POST /api/admin/tables): it opens at once; without a place it goes last in the lobby. Without a game
 * it is a roulette table; a crash table may name its maximum win per bet (else the default).
 */
export const tableCreateSchema = z.object({
	id: z.string({ error: m.tableId }).regex(TABLE_ID_PATTERN, m.tableId),
	name: tableName,
	minBet: rupees,
	maxBet: rupees,
	chipValues,
	sortOrder: sortOrder.optional(),
	game: z.enum(GAME_KINDS, { message: m.tableGame }).optional(),
	maxWin: maxWin.optional(),
});
export type TableCreate = z.infer<typeof tableCreateSchema>;
