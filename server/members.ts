/**
 * The admin's members list and a member's record (docs/decisions/0420-operator-scale.md), read by the API
 * (worker/api/members.ts) and by the /admin/members page's loader alike.
 */
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { ADMIN_PAGE_SIZE, adminMessages, containsPattern, MEMBER_SEARCH_MAX_LENGTH } from "~/domain/admin";
import { paiseToRupees } from "~/domain/money";
import { apiPhone, normalizePhone } from "~/domain/validation/auth";
import { type Cursor, cursorParam } from "~/domain/validation/query";
import { z } from "~/domain/validation/zod";
import type { Database } from "./db/client";
import { users, type WalletKind, wallets } from "./db/schema";
import { afterCursor, keysetPage, newestFirst } from "./keyset";

/** Builds the balance subqueries without a database: they run inside the member's query. */
const qb = new QueryBuilder();

/** A member's balance in one wallet (NULL without the wallet). Named: a batch reads rows by column name. */
function balanceOf(kind: WalletKind) {
	return sql<number | null>`${qb
		.select({ balancePaise: wallets.balancePaise })
		.from(wallets)
		.where(and(eq(wallets.userId, users.id), eq(wallets.kind, kind)))}`.as(`${kind}_paise`);
}

export function selectMembers(db: Database) {
	return db
		.select({
			id: users.id,
			name: users.name,
			phone: users.phone,
			role: users.role,
			status: users.status,
			isVerified: users.isVerified,
			createdAt: users.createdAt,
			deletedAt: users.deletedAt,
			realPaise: balanceOf("real"),
			tokensPaise: balanceOf("tokens"),
		})
		.from(users);
}

export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

export function memberView(row: MemberRow) {
	return {
		id: row.id,
		name: row.name,
		phone: apiPhone(row.phone),
		role: row.role,
		status: row.status,
		isVerified: row.isVerified,
		realBalance: paiseToRupees(row.realPaise ?? 0),
		playTokens: paiseToRupees(row.tokensPaise ?? 0),
		createdAt: row.createdAt,
		deleted: row.deletedAt !== null,
	};
}

/** The list's query: a search (name, phone or id) and the keyset cursor. */
export const memberListQuery = z.object({
	search: z
		.string()
		.trim()
		.max(MEMBER_SEARCH_MAX_LENGTH, adminMessages.searchTooLong)
		.refine((search) => containsPattern(search) !== null, adminMessages.searchTooLong)
		.optional(),
	after: cursorParam,
});

export async function findMember(db: Database, id: string): Promise<MemberRow | null> {
	return (await selectMembers(db).where(eq(users.id, id)).get()) ?? null;
}

/** Name searches shorter than this match no name (as before the word index: docs/decisions/0420-operator-scale.md). */
const NAME_SEARCH_MIN_LENGTH = 3;
/** A word shorter than this is not looked up in the index (it has no prefix index); it only narrows on the row. */
const NAME_WORD_MIN_LENGTH = 2;

/** The words of a search as the index's tokenizer cuts a name (migrations/0008_volume.sql: letters, digits, marks). */
function nameWords(term: string): string[] {
	return term.split(/[^\p{L}\p{N}\p{Co}\p{M}]+/u).filter((word) => word !== "");
}

/** The rowid of the member a cursor names: a search's pages are in rowid order (`searchOrder`). */
function cursorRowid(after: Cursor | undefined): SQL | undefined {
	return after && sql`(select ${users}.rowid from ${users} where ${users.id} = ${after.id})`;
}

/**
 * Players (not deleted) found by the search, or all without one (docs/decisions/0420-operator-scale.md): a phone
 * (as typed or as the screens show it) through the unique index on the normalised phone, an id exactly, and a name
 * by the start of its words through the word index `users_name_fts` (migration 0008): every typed word of two
 * characters or more is a prefix lookup ("mee sha" finds "Meera Sharma"). The index is read newest first (its rowid
 * is the member's) and stops once the page is full: a page costs its rows, however many names match. Every typed
 * word is checked again on the row itself, so an index entry can only ever miss, never find a wrong member.
 */
function listedMembers(search: string | undefined, after: Cursor | undefined): SQL | undefined {
	const listed = and(eq(users.role, "user"), isNull(users.deletedAt));
	if (search === undefined) return and(listed, afterCursor(users, after));
	const term = search.toLowerCase();
	const phone = normalizePhone(search);
	const before = cursorRowid(after);
	const olderThanCursor = before && sql`${users}.rowid < ${before}`;
	// A phone is only looked up as a phone: its digits would otherwise be searched in every name too.
	if (phone) return and(listed, eq(users.phone, phone), olderThanCursor);
	const words = nameWords(term);
	const indexed = words.filter((word) => [...word].length >= NAME_WORD_MIN_LENGTH);
	const byName =
		[...term].length >= NAME_SEARCH_MIN_LENGTH && indexed.length > 0
			? sql`${users}.rowid in (
					select u.rowid from users_name_fts f cross join ${users} u on u.rowid = f.rowid
					where users_name_fts match ${indexed.map((word) => `"${word}"*`).join(" ")}
					${before ? sql`and f.rowid < ${before}` : sql``}
					and u.role = 'user' and u.deleted_at is null
					${sql.join(
						words.map((word) =>
							// A short word has no index to ask: it must start one of the name's words itself, not sit
							// inside another ("3" is not in "c3749240").
							indexed.includes(word)
								? sql`and instr(lower(u.name), ${word}) > 0`
								: sql`and instr(' ' || lower(u.name), ${` ${word}`}) > 0`,
						),
						sql` `,
					)}
					order by f.rowid desc limit ${ADMIN_PAGE_SIZE + 1})`
			: undefined;
	// The name's rows are filtered inside the lookup (so its LIMIT counts listed members only); outside it, a second
	// filter would make SQLite walk every player instead of the few rowids it found.
	return or(and(listed, eq(users.id, term), olderThanCursor), byName);
}

/** A search's order: newest first by rowid, which the word index is read in (a list's is (created_at, id)). */
const searchOrder = [sql`${users}.rowid desc`];

/** A page of the members list (keyset paging, no count: a page costs its rows whatever the number of players). */
export async function memberListPage(db: Database, query: { search?: string; after?: Cursor }) {
	const searched = query.search || undefined;
	const page = keysetPage(
		await selectMembers(db)
			.where(listedMembers(searched, query.after))
			.orderBy(...(searched ? searchOrder : newestFirst(users)))
			.limit(ADMIN_PAGE_SIZE + 1),
		ADMIN_PAGE_SIZE,
	);
	return { users: page.rows.map(memberView), next: page.next, pageSize: ADMIN_PAGE_SIZE };
}
