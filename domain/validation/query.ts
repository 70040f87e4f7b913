/**
 * Query-string rules shared by every list of the API: one page parameter, one limit.
 */

import { validationMessages } from "../messages/common";
import { z } from "./zod";

/** The highest page a list serves: far beyond any real list, and the offset stays an exact integer. */
export const MAX_PAGE = 1_000_000;

const pageMessage = validationMessages.badPage(MAX_PAGE);

/** `page` of a list: a whole number from 1 to MAX_PAGE; absent or empty means the first page. */
export const pageParam = z.preprocess(
	(v) => (v === "" || v === undefined ? 1 : Number(v)),
	z
		.number({ error: pageMessage })
		.int({ error: pageMessage })
		.min(1, { error: pageMessage })
		.max(MAX_PAGE, { error: pageMessage }),
);

/** Where a keyset page starts: after the row with this creation time and id (newest first). */
export type Cursor = { createdAt: number; id: string };

const CURSOR_PATTERN = /^(\d{1,15})\.([A-Za-z0-9_:-]{1,100})$/;

/** The `after` a list answers as `next`: "createdAt.id" of the last row it returned. */
export function encodeCursor(row: { createdAt: number; id: string | number }): string {
	return `${row.createdAt}.${row.id}`;
}

/**
 * `after` of a keyset list (docs/decisions/0420-operator-scale.md): absent or empty means the first page. Only a
 * value a page answered as `next` passes; it is decoded here, so a handler receives the creation time and the id.
 */
export const cursorParam = z.preprocess(
	(v) => (v === "" ? undefined : v),
	z
		.string({ error: validationMessages.badCursor })
		.regex(CURSOR_PATTERN, { error: validationMessages.badCursor })
		.transform((v): Cursor => {
			const [, createdAt, id] = CURSOR_PATTERN.exec(v) ?? [];
			return { createdAt: Number(createdAt), id: id ?? "" };
		})
		.optional(),
);
