/** The tables catalogue's schemas (docs/decisions/0620-tables-and-racetrack.md): the API's and the catalogue's checks. */

import { adminMessages, gameLimitsRefusal } from "../admin";
import { rouletteMessages } from "../messages";
import { TABLE_LIMITS } from "../roulette/bets";
import { MAIN_TABLE_ID, MAX_TABLE_CHIPS, TABLE_ID_PATTERN, TABLE_STATUSES } from "../tables";
import { z } from "./zod";

/** The `table` query parameter of the socket and the per-table reads: a catalogue id; none means the main table. */
export const tableParam = z.string().regex(TABLE_ID_PATTERN, rouletteMessages.tableNotFound).default(MAIN_TABLE_ID);

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

/** The admin's change of a table (PATCH /api/admin/tables/:id): its switch and its per-bet limits, in rupees. */
export const tableUpdateSchema = z
	.object({
		status: z.enum(TABLE_STATUSES, { message: adminMessages.switchStatus }).optional(),
		minBet: z.number().int(adminMessages.gameLimits).optional(),
		maxBet: z.number().int(adminMessages.gameLimits).optional(),
	})
	.refine((b) => Object.keys(b).length > 0, adminMessages.nothingToChange);
export type TableUpdate = z.infer<typeof tableUpdateSchema>;
