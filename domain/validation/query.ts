/**
 * Query-string rules shared by every list of the API: one page parameter, one limit.
 */

import { validationMessages } from "../messages";
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
