/**
 * A player's own lists as the API answers them and the /user pages' loaders read them: one implementation for
 * both (docs/decisions/0950-pages-on-the-data-layer.md). Paged by number with a count: a player has few enough
 * requests and notifications that a page and its count stay cheap.
 */
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { NOTIFICATIONS_PAGE_SIZE } from "~/domain/notifications";
import { TRANSACTIONS_PAGE_SIZE, type TransactionStatus, type TransactionType } from "~/domain/validation/payments";
import type { Database } from "~/server/db/client";
import { filterOnly } from "~/server/db/plan";
import { moneyTransactions, notifications } from "~/server/db/schema";
import { notificationView } from "~/server/notifications";
import { balancesInRupees } from "./user-record";
import { selectTransactions, transactionView } from "./wallet";

export type MyTransactionsQuery = {
	transactionStatus?: TransactionStatus;
	transactionType?: TransactionType;
	page?: number;
};

/** GET /api/transactions/my: a page of the player's requests, their count, and the balances the screens show. */
export async function myTransactions(db: Database, userId: string, query: MyTransactionsQuery) {
	const t = moneyTransactions;
	const page = query.page ?? 1;
	// A player's own list goes through (user_id, created_at); its filters only filter (`filterOnly`), or SQLite would
	// walk everyone's requests of that type or status looking for this player's.
	const where = and(
		eq(t.userId, userId),
		query.transactionStatus ? eq(filterOnly(t.status), query.transactionStatus) : undefined,
		query.transactionType ? eq(filterOnly(t.type), query.transactionType) : undefined,
	);
	const pageSize = TRANSACTIONS_PAGE_SIZE;
	const [rows, [counted]] = await db.batch([
		selectTransactions(db)
			.where(where)
			.orderBy(desc(t.createdAt), desc(t.id))
			.limit(pageSize)
			.offset((page - 1) * pageSize),
		db.select({ total: count() }).from(t).where(where),
	]);
	const total = counted?.total ?? 0;
	return {
		data: rows.map(transactionView),
		pagination: { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) },
		balances: await balancesInRupees(db, userId),
	};
}

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** How many of the player's notifications are unread. */
export async function unreadCount(db: Database, userId: string): Promise<number> {
	return (await db.select({ n: count() }).from(notifications).where(unreadOf(userId)).get())?.n ?? 0;
}

/** GET /api/notifications: a page of the player's notifications, newest first, with the total and unread counts. */
export async function myNotifications(db: Database, userId: string, page: number) {
	const table = notifications;
	const pageSize = NOTIFICATIONS_PAGE_SIZE;
	const [rows, [total], [unread]] = await db.batch([
		db
			.select()
			.from(table)
			.where(eq(table.userId, userId))
			.orderBy(desc(table.createdAt), desc(table.id))
			.limit(pageSize)
			.offset((page - 1) * pageSize),
		db.select({ n: count() }).from(table).where(eq(table.userId, userId)),
		db.select({ n: count() }).from(table).where(unreadOf(userId)),
	]);
	const totalCount = total?.n ?? 0;
	return {
		data: rows.map(notificationView),
		pagination: { page, pageSize, total: totalCount, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)) },
		unread: unread?.n ?? 0,
	};
}

/**
 * POST /api/notifications/read: `{ ids }` or `{ all: true }`; the unread count after. null when an id is not one
 * of the player's own: then nothing is marked.
 */
export async function markNotificationsRead(
	db: Database,
	userId: string,
	body: { ids?: string[]; all?: true },
	now = Date.now(),
): Promise<{ unread: number } | null> {
	const table = notifications;
	if (body.ids) {
		const ids = [...new Set(body.ids)];
		const own = and(eq(table.userId, userId), inArray(table.id, ids));
		const found = (await db.select({ n: count() }).from(table).where(own).get())?.n ?? 0;
		if (found !== ids.length) return null;
		await db
			.update(table)
			.set({ readAt: now })
			.where(and(own, isNull(table.readAt)));
	} else {
		await db.update(table).set({ readAt: now }).where(unreadOf(userId));
	}
	return { unread: await unreadCount(db, userId) };
}
