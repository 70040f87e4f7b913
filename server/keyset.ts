/**
 * Keyset pages, newest first, on (created_at, id) (docs/decisions/0420-operator-scale.md): a page reads its rows
 * and one more from an index seek, whatever the page's depth, and rows written meanwhile cannot shift it.
 */
import { and, desc, eq, lt, lte, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type Cursor, encodeCursor } from "~/domain/validation/query";

type Keys = { createdAt: SQLiteColumn; id: SQLiteColumn };

/**
 * Rows strictly after the cursor in the order (created_at DESC, id DESC). The plain range on created_at comes first
 * so SQLite seeks the index to it; the rest only breaks ties at the cursor's own millisecond.
 */
export function afterCursor(keys: Keys, cursor: Cursor | undefined, idOf: (id: string) => string | number = String) {
	if (!cursor) return undefined;
	const id = idOf(cursor.id);
	return and(
		lte(keys.createdAt, cursor.createdAt),
		or(lt(keys.createdAt, cursor.createdAt), and(eq(keys.createdAt, cursor.createdAt), lt(keys.id, id))),
	);
}

/** The order every keyset list reads in. */
export function newestFirst(keys: Keys): SQL[] {
	return [desc(keys.createdAt), desc(keys.id)];
}

/**
 * A page from rows read with `limit(pageSize + 1)`: the extra row only says that there is more, and `next` is the
 * cursor of the page's last row (null on the last page).
 */
export function keysetPage<T extends { createdAt: number; id: string | number }>(rows: T[], pageSize: number) {
	const page = rows.slice(0, pageSize);
	const last = page.at(-1);
	return { rows: page, next: rows.length > pageSize && last ? encodeCursor(last) : null };
}
