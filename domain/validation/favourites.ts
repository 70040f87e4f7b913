/**
 * A player's favourite bets (docs/decisions/0620-tables-and-racetrack.md): a name and a layout of bets. The bets
 * are checked by the table's own rules (`validateSubmission`, with the default limits: a favourite may be placed at
 * any table, whose own limits apply when it is placed), so a favourite holds only bets the room would take, and a
 * refusal says what the table would say.
 */

import { FAVOURITE_NAME_MAX } from "../favourites";
import { favouriteMessages as m } from "../messages";
import { type Bet, validateSubmission } from "../roulette/bets";
import { z } from "./zod";

export { FAVOURITE_NAME_MAX, MAX_FAVOURITES } from "../favourites";

const name = z
	.string({ error: m.nameRequired })
	.trim()
	.min(1, m.nameRequired)
	.max(FAVOURITE_NAME_MAX, m.nameTooLong(FAVOURITE_NAME_MAX));

/** The bets as a client sends them to the table (whole rupees), read into the domain's `Bet` (paise). */
const bets = z.unknown().transform((input, ctx): Bet[] => {
	const checked = validateSubmission([], input);
	if (checked.ok) return checked.value;
	ctx.addIssue({ code: "custom", message: checked.message });
	return z.NEVER;
});

export const favouriteCreateSchema = z.object({ name, bets });

export const favouriteUpdateSchema = z
	.object({ name: name.optional(), bets: bets.optional() })
	.refine((body) => body.name !== undefined || body.bets !== undefined, m.nothingToChange);
