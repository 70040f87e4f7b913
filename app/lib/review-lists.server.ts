/**
 * Admin list pages' reads (docs/decisions/0950-pages-on-the-data-layer.md). The loader of the admin's deposit and withdrawal lists (pending review and approved): every player's requests of
 * one type, read as GET /api/transactions reads them (docs/decisions/0950-pages-on-the-data-layer.md). The review
 * list's filter (`?status=pending|rejected`) and its keyset page (`?after=`) live in the address; an address the
 * API's schema refuses reads as the unfiltered first page.
 */
import type { RouterContextProvider } from "react-router";
import { adminTransactionListQuerySchema, type TransactionType } from "~/domain/validation/payments";
import { requestsForReview } from "~/server/request-review";
import { resultHistory, resultsQuery } from "~/server/result-history";
import { keysetAfter } from "./list-search";
import { pageDatabase, requirePagePermission } from "./page-session.server";

export type ReviewMode = "review" | "approved";

export async function reviewListLoader(
	request: Request,
	context: Readonly<RouterContextProvider>,
	transactionType: TransactionType,
	mode: ReviewMode,
) {
	await requirePagePermission(request, context, "readRequests");
	const status = new URL(request.url).searchParams.get("status");
	const filter = mode === "approved" ? "approved" : status === "pending" || status === "rejected" ? status : undefined;
	const query = adminTransactionListQuerySchema.safeParse({
		transactionType,
		transactionStatus: filter,
		after: keysetAfter(request),
	});
	return requestsForReview(
		pageDatabase(),
		query.success ? query.data : { transactionType, transactionStatus: filter, after: undefined },
	);
}

/**
 * A table's result history as GET /api/admin/results reads it, at the address's keyset page (`?after=`, a round's
 * number); an address the schema refuses reads as the newest page.
 */
export function resultHistoryPage(request: Request, table: string | undefined) {
	const query = resultsQuery.safeParse({ table, after: keysetAfter(request) });
	return resultHistory(pageDatabase(), query.success ? query.data : resultsQuery.parse({ table }));
}
