/**
 * The bet history the screen shows (docs/product.md#screens), from the round
 * engine's GET /api/user/bets (worker/api/user-bets.ts), through the typed client.
 * Amounts are whole rupees (or tokens); createdAt is epoch milliseconds.
 *
 * The filters live in the page's address (`?from=&to=&wallet=&outcome=&page=`), so a filtered view can be shared
 * and the back button steps through them; they are passed to the server as they stand, which checks them.
 */
import type { InferResponseType } from "hono/client";
import { walletScreenMessages } from "~/domain/messages";
import { TRANSACTIONS_PAGE_SIZE } from "~/domain/validation/payments";
import { api, messageOf } from "./api";

type BetsAnswer = InferResponseType<typeof api.api.user.bets.$get, 200>;
export type BetHistoryRow = BetsAnswer["bets"][number];

export type BetHistoryPage = {
	rows: BetHistoryRow[];
	pagination: { page: number; pageSize: number; total: number; totalPages: number };
};

export type BetHistoryAnswer = { ok: true; page: BetHistoryPage } | { ok: false; message: string };

/** Tables show 10 rows a page (docs/product.md#screens). */
export const BET_HISTORY_PAGE_SIZE = TRANSACTIONS_PAGE_SIZE;

/** The filters' names, in the address and in the API's query alike. */
export const BET_HISTORY_FILTERS = ["from", "to", "wallet", "outcome"] as const;
export type BetHistoryFilters = Record<(typeof BET_HISTORY_FILTERS)[number], string>;

/** The filters an address asks for ("" where it names none) and its page (1 when it names none or nonsense). */
export function betHistoryView(params: URLSearchParams): { filters: BetHistoryFilters; page: number } {
	const filters = Object.fromEntries(
		BET_HISTORY_FILTERS.map((name) => [name, params.get(name) ?? ""]),
	) as BetHistoryFilters;
	const page = Number(params.get("page"));
	return { filters, page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
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

/**
 * The address of a view: only the filters in use ("all" and empty ones are left out) and a page after the first,
 * so the same view always has the same address.
 */
export function betHistorySearch(filters: Partial<BetHistoryFilters>, page = 1): URLSearchParams {
	const out = new URLSearchParams();
	for (const name of BET_HISTORY_FILTERS) {
		const value = filters[name];
		if (inUse(value)) out.set(name, value.trim());
	}
	if (page > 1) out.set("page", String(page));
	return out;
}

export async function fetchBetHistory(
	page: number,
	filters: Partial<BetHistoryFilters> = {},
): Promise<BetHistoryAnswer> {
	try {
		const response = await api.api.user.bets.$get({
			query: {
				page: String(page),
				pageSize: String(BET_HISTORY_PAGE_SIZE),
				...Object.fromEntries(betHistorySearch(filters)),
			},
		});
		if (!response.ok) {
			return {
				ok: false,
				message: messageOf(await response.json().catch(() => null), walletScreenMessages.loadFailed),
			};
		}
		const answer = (await response.json()) as BetsAnswer;
		const total = answer.total;
		return {
			ok: true,
			page: {
				rows: answer.bets,
				pagination: {
					page,
					pageSize: BET_HISTORY_PAGE_SIZE,
					total,
					totalPages: Math.max(1, Math.ceil(total / BET_HISTORY_PAGE_SIZE)),
				},
			},
		};
	} catch {
		return { ok: false, message: walletScreenMessages.loadFailed };
	}
}
