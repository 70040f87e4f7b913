/**
 * The bet history the screen shows (docs/product.md#screens), from the round
 * engine's GET /api/user/bets (worker/api/user-bets.ts), through the typed client.
 * Amounts are whole rupees (or tokens); createdAt is epoch milliseconds.
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

export async function fetchBetHistory(page: number): Promise<BetHistoryAnswer> {
	try {
		const response = await api.api.user.bets.$get({
			query: { page: String(page), pageSize: String(BET_HISTORY_PAGE_SIZE) },
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
