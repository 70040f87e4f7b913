/**
 * The bet history contract the screen is built against (spec §3 "Bet history row"),
 * served by `GET /api/user/bets?page=` from the round engine:
 *   `{ data: BetHistoryRow[], pagination: { page, pageSize, total, totalPages } }`
 * (a bare array is accepted too). Amounts are whole rupees, times ISO 8601.
 */
import { walletScreenMessages } from "../../domain/messages";
import { authFetch, messageOf } from "./api";

export type BetHistoryRow = {
	_id: string;
	createdAt: string;
	roundId: string;
	/** straight, split, street, corner, line, dozen, column, low, high, even, odd, color (or red/black). */
	type: string;
	status: "won" | "lost" | string;
	numbers: number[];
	amount: number;
	payout: number;
	/** DECISIONS §4: the round's result was set by an operator. */
	operatorSet?: boolean;
	/** The wallet the bet was staked from (DECISIONS §1), when the engine sends it. */
	wallet?: "real" | "tokens";
};

export type BetHistoryPage = {
	data: BetHistoryRow[];
	pagination: { page: number; pageSize: number; total: number; totalPages: number };
};

export type BetHistoryAnswer = { ok: true; page: BetHistoryPage } | { ok: false; message: string };

export async function fetchBetHistory(page: number): Promise<BetHistoryAnswer> {
	try {
		const response = await authFetch(`/api/user/bets?page=${page}`);
		const body: unknown = await response.json().catch(() => null);
		if (!response.ok) return { ok: false, message: messageOf(body, walletScreenMessages.loadFailed) };
		if (Array.isArray(body)) {
			const rows = body as BetHistoryRow[];
			return {
				ok: true,
				page: { data: rows, pagination: { page: 1, pageSize: rows.length, total: rows.length, totalPages: 1 } },
			};
		}
		const paged = body as Partial<BetHistoryPage> | null;
		if (!paged || !Array.isArray(paged.data)) return { ok: false, message: walletScreenMessages.loadFailed };
		const total = paged.pagination?.total ?? paged.data.length;
		return {
			ok: true,
			page: {
				data: paged.data,
				pagination: paged.pagination ?? { page, pageSize: paged.data.length, total, totalPages: 1 },
			},
		};
	} catch {
		return { ok: false, message: walletScreenMessages.loadFailed };
	}
}
