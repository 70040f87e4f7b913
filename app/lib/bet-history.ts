/**
 * The bet history the screen shows (spec §2, §3 "Bet history row"), as the round
 * engine serves it (branch "engine", worker/api/user-bets.ts):
 *   GET /api/user/bets?page=&pageSize= → { bets: BetHistoryRow[], page, pageSize, total }
 * Amounts are whole rupees (or tokens); createdAt is epoch milliseconds.
 * Fetched with authFetch (not the typed client) until that router is merged into ApiType.
 */
import { walletScreenMessages } from "../../domain/messages";
import { TRANSACTIONS_PAGE_SIZE } from "../../domain/validation/payments";
import { authFetch, messageOf } from "./api";

export type BetHistoryRow = {
	id: string;
	createdAt: number | string;
	roundId: string;
	roundSeq?: number;
	/** straight, split, street, corner, line, dozen, column, low, high, even, odd, red, black. */
	type: string;
	numbers: number[];
	amount: number;
	/** null while the round is not settled. */
	payout: number | null;
	status: "pending" | "won" | "lost" | "refunded";
	wallet: "real" | "tokens";
	/** The winning number, once revealed. */
	result: number | null;
	resultColor?: "red" | "black" | "green" | null;
	/** DECISIONS §4: the round's result was set by an operator. */
	operatorSet: boolean;
};

export type BetHistoryPage = {
	rows: BetHistoryRow[];
	pagination: { page: number; pageSize: number; total: number; totalPages: number };
};

export type BetHistoryAnswer = { ok: true; page: BetHistoryPage } | { ok: false; message: string };

/** Spec §9: tables show 10 rows a page. */
export const BET_HISTORY_PAGE_SIZE = TRANSACTIONS_PAGE_SIZE;

export async function fetchBetHistory(page: number): Promise<BetHistoryAnswer> {
	try {
		const response = await authFetch(`/api/user/bets?page=${page}&pageSize=${BET_HISTORY_PAGE_SIZE}`);
		const body: unknown = await response.json().catch(() => null);
		if (!response.ok) return { ok: false, message: messageOf(body, walletScreenMessages.loadFailed) };
		const answer = body as { bets?: unknown; total?: unknown } | null;
		if (!answer || !Array.isArray(answer.bets)) return { ok: false, message: walletScreenMessages.loadFailed };
		const total = typeof answer.total === "number" ? answer.total : answer.bets.length;
		return {
			ok: true,
			page: {
				rows: answer.bets as BetHistoryRow[],
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
