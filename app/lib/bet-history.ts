/**
 * The bet history the screen shows (docs/product.md#screens), as GET /api/user/bets answers it and the page's
 * loader reads it (server/bet-history.ts).
 * Amounts are whole rupees (or tokens); createdAt is epoch milliseconds.
 *
 * The filters live in the page's address (`?from=&to=&wallet=&outcome=`), so a filtered view can be shared and the
 * back button steps through them; they are passed to the server as they stand, which checks them. The pages are
 * keyset pages (docs/decisions/0420-operator-scale.md): each answer's `next` opens the following one, and no total
 * is counted, so a long history costs no more to page through than a short one.
 */
import type { InferResponseType } from "hono/client";
import { TRANSACTIONS_PAGE_SIZE } from "~/domain/validation/payments";
import type { api } from "./api";

type BetsAnswer = InferResponseType<typeof api.api.user.bets.$get, 200>;
export type BetHistoryRow = BetsAnswer["bets"][number];

/** A page of bets, and the `after` of the next page (null on the last). */
export type BetHistoryPage = { rows: BetHistoryRow[]; next: string | null };

export type BetHistoryAnswer = { ok: true; page: BetHistoryPage } | { ok: false; message: string };

/** Tables show 10 rows a page (docs/product.md#screens). */
export const BET_HISTORY_PAGE_SIZE = TRANSACTIONS_PAGE_SIZE;

/** The filters' names, in the address and in the API's query alike. */
export const BET_HISTORY_FILTERS = ["from", "to", "wallet", "outcome"] as const;
export type BetHistoryFilters = Record<(typeof BET_HISTORY_FILTERS)[number], string>;

/** The filters an address asks for ("" where it names none). */
export function betHistoryView(params: URLSearchParams): BetHistoryFilters {
	return Object.fromEntries(BET_HISTORY_FILTERS.map((name) => [name, params.get(name) ?? ""])) as BetHistoryFilters;
}

/** A filter value that filters: not empty, not "all". */
const inUse = (value: string | undefined): value is string => {
	const v = value?.trim() ?? "";
	return v !== "" && v !== "all";
};

/** Whether any filter is in use ("all" and empty ones are none). */
export function isFiltered(filters: Partial<BetHistoryFilters>): boolean {
	return BET_HISTORY_FILTERS.some((name) => inUse(filters[name]));
}

/** The address of a view: only the filters in use ("all" and empty ones are left out), so it is always the same. */
export function betHistorySearch(filters: Partial<BetHistoryFilters>): URLSearchParams {
	const out = new URLSearchParams();
	for (const name of BET_HISTORY_FILTERS) {
		const value = filters[name];
		if (inUse(value)) out.set(name, value.trim());
	}
	return out;
}
