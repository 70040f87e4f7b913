/**
 * The query of a player's bet history (GET /api/user/bets): where the page starts (`after`, a keyset cursor), its
 * size, and filters by day (India time), wallet, outcome and table. As in the transaction lists, an empty value or "all" means no filter, so a GET form that sends every
 * field as it stands asks for the same list as a link without them.
 */

import { betHistoryMessages } from "../messages/money";
import { rouletteMessages } from "../messages/tables";
import { TABLE_ID_PATTERN } from "../tables";
import { cursorParam } from "./query";
import { z } from "./zod";

export const BET_HISTORY_WALLETS = ["real", "tokens"] as const;
export const BET_HISTORY_OUTCOMES = ["won", "lost", "refunded"] as const;
export type BetHistoryWallet = (typeof BET_HISTORY_WALLETS)[number];
export type BetHistoryOutcome = (typeof BET_HISTORY_OUTCOMES)[number];

/** Rows a page when the caller does not say, and the most it may ask for. */
export const BET_HISTORY_PAGE_SIZE = { default: 20, max: 100 } as const;

const noFilter = (v: unknown) => (v === "" || v === "all" ? undefined : v);

/** "2026-11-22": a day of the calendar that exists (no 31 June), written as the date input writes it. */
export function isIsoDay(value: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const ms = Date.parse(`${value}T00:00:00Z`);
	return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

function dayParam(field: "from" | "to") {
	const error = field === "from" ? betHistoryMessages.badFromDay : betHistoryMessages.badToDay;
	return z
		.preprocess((v) => (v === "" ? undefined : v), z.string({ error }).refine(isIsoDay, { error }).optional())
		.optional();
}

const pageSizeMessage = betHistoryMessages.badPageSize(BET_HISTORY_PAGE_SIZE.max);

export const betHistoryQuerySchema = z
	.object({
		/** The `next` of the previous page (docs/decisions/0420-operator-scale.md); absent: the newest bets. */
		after: cursorParam,
		pageSize: z.coerce
			.number()
			.int(pageSizeMessage)
			.min(1, pageSizeMessage)
			.max(BET_HISTORY_PAGE_SIZE.max, pageSizeMessage)
			.default(BET_HISTORY_PAGE_SIZE.default),
		/** The first and last day, inclusive, in India time (the same day twice: that one day). */
		from: dayParam("from"),
		to: dayParam("to"),
		wallet: z
			.preprocess(noFilter, z.enum(BET_HISTORY_WALLETS, { error: betHistoryMessages.unknownWallet }).optional())
			.optional(),
		outcome: z
			.preprocess(noFilter, z.enum(BET_HISTORY_OUTCOMES, { error: betHistoryMessages.unknownOutcome }).optional())
			.optional(),
		/** One table's bets (its id in the tables catalogue); absent: every table's. */
		table: z
			.preprocess(
				noFilter,
				z
					.string({ error: rouletteMessages.tableNotFound })
					.regex(TABLE_ID_PATTERN, rouletteMessages.tableNotFound)
					.optional(),
			)
			.optional(),
	})
	.refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
		error: betHistoryMessages.dayOrder,
		path: ["to"],
	});
export type BetHistoryQuery = z.infer<typeof betHistoryQuerySchema>;
