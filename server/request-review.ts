/**
 * Every player's deposit and withdrawal requests for the admin's review lists (docs/product.md#money), read by
 * GET /api/transactions and by the /admin deposit and withdrawal pages' loaders alike
 * (docs/decisions/0950-pages-on-the-data-layer.md). Keyset paging on (created_at, id), no count
 * (docs/decisions/0420-operator-scale.md).
 */
import { and, eq } from "drizzle-orm";
import type { adminTransactionListQuerySchema } from "~/domain/validation/payments";
import { TRANSACTIONS_PAGE_SIZE } from "~/domain/validation/payments";
import type { z } from "~/domain/validation/zod";
import type { Database } from "./db/client";
import { moneyTransactions } from "./db/schema";
import { afterCursor, keysetPage, newestFirst } from "./keyset";
import { selectTransactions, transactionView } from "./wallet";

export async function requestsForReview(db: Database, query: z.output<typeof adminTransactionListQuerySchema>) {
	const { transactionStatus, transactionType, after } = query;
	const t = moneyTransactions;
	const pageSize = TRANSACTIONS_PAGE_SIZE;
	const page = keysetPage(
		await selectTransactions(db)
			.where(
				and(
					transactionStatus ? eq(t.status, transactionStatus) : undefined,
					transactionType ? eq(t.type, transactionType) : undefined,
					afterCursor(t, after),
				),
			)
			.orderBy(...newestFirst(t))
			.limit(pageSize + 1),
		pageSize,
	);
	return { data: page.rows.map(transactionView), pagination: { pageSize, next: page.next } };
}
