/**
 * A player's favourite bets (docs/decisions/0620-tables-and-racetrack.md): a name and a layout of bets. The bets
 * are checked by the table's own rules (`validateSubmission`, with the default limits: a favourite may be placed at
 * any table, whose own limits apply when it is placed), so a favourite holds only bets the room would take, and a
 * refusal says what the table would say. A favourite saved from the racetrack keeps its calls, checked against its
 * bets as the room checks a submission's (./calls.ts), so placing it names them again.
 */

import { FAVOURITE_NAME_MAX } from "../favourites";
import { favouriteMessages as m, rouletteMessages } from "../messages/tables";
import { type Bet, validateSubmission } from "../roulette/bets";
import type { NamedCall } from "../roulette/racetrack";
import { readCalls } from "./calls";
import { IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key";
import { z } from "./zod";

export { FAVOURITE_NAME_MAX, MAX_FAVOURITES } from "../favourites";

/** An idempotency key as the API takes it in its header (worker/api/validate.ts). */
const idempotencyKey = z.string().regex(IDEMPOTENCY_KEY_PATTERN, m.badKey);

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

/** The bets with the calls named among them (none when absent). */
function withCalls(
	body: { bets: Bet[]; calls?: unknown },
	ctx: z.RefinementCtx,
): { bets: Bet[]; calls: NamedCall[] } | typeof z.NEVER {
	const read = readCalls(body.calls, body.bets);
	if (read.ok) return { bets: body.bets, calls: read.value.calls };
	ctx.addIssue({ code: "custom", message: read.message, path: ["calls"] });
	return z.NEVER;
}

/** A favourite as saved: its name, and its bets with the calls among them. */
function saved(body: { name: string; bets: Bet[]; calls?: unknown }, ctx: z.RefinementCtx) {
	const placed = withCalls(body, ctx);
	return placed === z.NEVER ? z.NEVER : { name: body.name, ...placed };
}

export const favouriteCreateSchema = z.object({ name, bets, calls: z.unknown().optional() }).transform(saved);

/** A form field holding JSON (the slip's bets and calls in the table's Favourites dialog); unreadable text is absent. */
const jsonField = z
	.string()
	.optional()
	.transform((text): unknown => {
		try {
			return text === undefined ? undefined : JSON.parse(text);
		} catch {
			return undefined;
		}
	});

/**
 * The table's Favourites dialog's save form (app/routes/resources/favourites.ts): the same rules as the API's body,
 * with the slip's bets and calls as JSON in hidden fields and an optional idempotency key.
 */
export const favouriteFormSchema = z
	.object({ name, bets: jsonField.pipe(bets), calls: jsonField, idempotencyKey: idempotencyKey.optional() })
	.transform((body, ctx) => {
		const favourite = saved(body, ctx);
		return favourite === z.NEVER ? z.NEVER : { ...favourite, idempotencyKey: body.idempotencyKey ?? null };
	});

/** The dialog's rename form: a new name for the favourite `id`. */
export const favouriteRenameSchema = z.object({ id: z.string({ error: m.notFound }).min(1, m.notFound), name });

/** New bets replace the calls too (none unless named with them); calls without bets match nothing. */
export const favouriteUpdateSchema = z
	.object({ name: name.optional(), bets: bets.optional(), calls: z.unknown().optional() })
	.refine((body) => body.name !== undefined || body.bets !== undefined, m.nothingToChange)
	.transform((body, ctx) => {
		if (body.bets === undefined) {
			if (body.calls === undefined) return { name: body.name };
			ctx.addIssue({ code: "custom", message: rouletteMessages.callMismatch, path: ["calls"] });
			return z.NEVER;
		}
		const placed = withCalls({ bets: body.bets, calls: body.calls }, ctx);
		return placed === z.NEVER ? z.NEVER : { name: body.name, ...placed };
	});
