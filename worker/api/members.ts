/**
 * /api/admin/members: the admin's members list and member actions (docs/product.md#screens,
 * deletion: docs/product.md#accounts). Every action is audited.
 */
import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import { z } from "zod";
import {
	ADMIN_PAGE_SIZE,
	adminMessages,
	containsPattern,
	DELETED_MEMBER_NAME,
	MEMBER_SEARCH_MAX_LENGTH,
} from "~/domain/admin";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { apiPhone, normalizePhone } from "~/domain/validation/auth";
import { type Cursor, cursorParam, pageParam } from "~/domain/validation/query";
import { auditIfChangedStatement, auditStatement } from "~/server/audit";
import type { Database } from "~/server/db/client";
import {
	favouriteBets,
	ledgerEntries,
	notifications,
	otpCodes,
	users,
	type WalletKind,
	wallets,
} from "~/server/db/schema";
import { afterCursor, keysetPage, newestFirst } from "~/server/keyset";
import { movementApplied, movementStatements } from "~/server/ledger";
import { endAllSessionsStatements } from "../lib/sessions";
import { requireRole } from "./middleware/auth";
import { disconnectUser } from "./room";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

/** Builds the balance subqueries without a database: they run inside the member's query. */
const qb = new QueryBuilder();

/** A member's balance in one wallet (NULL without the wallet). Named: a batch reads rows by column name. */
function balanceOf(kind: WalletKind) {
	return sql<number | null>`${qb
		.select({ balancePaise: wallets.balancePaise })
		.from(wallets)
		.where(and(eq(wallets.userId, users.id), eq(wallets.kind, kind)))}`.as(`${kind}_paise`);
}

function selectMembers(db: Database) {
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

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

function memberView(row: MemberRow) {
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

const listQuery = z.object({
	search: z
		.string()
		.trim()
		.max(MEMBER_SEARCH_MAX_LENGTH, adminMessages.searchTooLong)
		.refine((search) => containsPattern(search) !== null, adminMessages.searchTooLong)
		.optional(),
	after: cursorParam,
});

const statusBody = z.object({ status: z.enum(["active", "banned"], { message: "Status must be active or banned." }) });

const adjustmentBody = z.object({
	amount: z
		.number({ message: adminMessages.adjustmentAmount })
		.int(adminMessages.adjustmentAmount)
		.refine((n) => n !== 0 && Math.abs(n) <= 10_000_000, adminMessages.adjustmentAmount),
	reason: z
		.string({ message: adminMessages.adjustmentReasonRequired })
		.trim()
		.min(1, adminMessages.adjustmentReasonRequired)
		.max(500, "Keep the reason under 500 characters."),
	/** Makes a retried adjustment apply once. */
	idempotencyKey: z.string().min(8).max(100).optional(),
});

async function findMember(db: Database, id: string): Promise<MemberRow | null> {
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

export const members = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole("admin"))
	.get("/", validate("query", listQuery), async (c) => {
		const { search, after } = c.req.valid("query");
		// Keyset paging, no count: a page costs its rows whatever the number of players.
		const searched = search || undefined;
		const page = keysetPage(
			await selectMembers(c.var.db)
				.where(listedMembers(searched, after))
				.orderBy(...(searched ? searchOrder : newestFirst(users)))
				.limit(ADMIN_PAGE_SIZE + 1),
			ADMIN_PAGE_SIZE,
		);
		return c.json({ users: page.rows.map(memberView), next: page.next, pageSize: ADMIN_PAGE_SIZE });
	})
	.get("/:id", async (c) => {
		const row = await findMember(c.var.db, c.req.param("id"));
		if (!row) return c.json({ message: adminMessages.memberNotFound }, 404);
		return c.json({ user: memberView(row) });
	})
	.get("/:id/ledger", validate("query", z.object({ page: pageParam })), async (c) => {
		const id = c.req.param("id");
		if (!(await findMember(c.var.db, id))) return c.json({ message: adminMessages.memberNotFound }, 404);
		const { page } = c.req.valid("query");
		const entries = await c.var.db
			.select()
			.from(ledgerEntries)
			.where(eq(ledgerEntries.userId, id))
			.orderBy(desc(ledgerEntries.id))
			.limit(ADMIN_PAGE_SIZE)
			.offset((page - 1) * ADMIN_PAGE_SIZE);
		return c.json({
			entries: entries.map((e) => ({
				id: e.id,
				wallet: e.wallet,
				amount: paiseToRupees(e.amountPaise),
				balanceAfter: paiseToRupees(e.balanceAfterPaise),
				reason: e.reason,
				refType: e.refType,
				refId: e.refId,
				note: e.note,
				createdAt: e.createdAt,
			})),
			page,
			pageSize: ADMIN_PAGE_SIZE,
		});
	})
	.put("/:id/status", validate("json", statusBody), async (c) => {
		const id = c.req.param("id");
		const { status } = c.req.valid("json");
		const admin = c.var.user;
		const row = await findMember(c.var.db, id);
		if (!row) return c.json({ message: adminMessages.memberNotFound }, 404);
		if (row.deletedAt !== null) return c.json({ message: adminMessages.alreadyDeleted }, 409);
		if (row.role === "admin") return c.json({ message: adminMessages.cannotChangeAdmin }, 403);
		const now = Date.now();
		const db = c.var.db;
		await db.batch([
			db.update(users).set({ status, updatedAt: now }).where(eq(users.id, id)),
			// A ban ends every session at once; activation needs no new epoch.
			...(status === "banned" ? endAllSessionsStatements(db, id, now) : []),
			auditStatement(db, {
				actorId: admin.id,
				actorRole: admin.role,
				action: status === "banned" ? "member.ban" : "member.activate",
				targetType: "user",
				targetId: id,
				before: { status: row.status },
				after: { status },
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		// A banned player's open sockets (table and pages) close at once (their tokens are already void).
		if (status === "banned") await disconnectUser(c.env, id);
		return c.json({ message: adminMessages.statusUpdated, user: memberView({ ...row, status }) });
	})
	.delete("/:id", async (c) => {
		const id = c.req.param("id");
		const admin = c.var.user;
		const row = await findMember(c.var.db, id);
		if (!row) return c.json({ message: adminMessages.memberNotFound }, 404);
		if (row.deletedAt !== null) return c.json({ message: adminMessages.alreadyDeleted }, 409);
		if (row.role === "admin") return c.json({ message: adminMessages.cannotChangeAdmin }, 403);
		const now = Date.now();
		const db = c.var.db;
		await db.batch([
			// Personal data goes; the id, wallets, ledger, bets and transactions stay (legal retention).
			db
				.update(users)
				.set({
					name: DELETED_MEMBER_NAME,
					phone: null,
					passwordHash: null,
					status: "banned",
					country: null,
					deletedAt: now,
					updatedAt: now,
				})
				.where(eq(users.id, id)),
			// `phone = NULL` matches nothing, as before, for a member without a phone.
			db.delete(otpCodes).where(eq(otpCodes.phone, row.phone ?? sql`null`)),
			// Their notifications quote amounts and the operator's reasons: they go with the person.
			db.delete(notifications).where(eq(notifications.userId, id)),
			// Their favourite bets carry names they wrote.
			db.delete(favouriteBets).where(eq(favouriteBets.userId, id)),
			...endAllSessionsStatements(db, id, now),
			auditStatement(db, {
				actorId: admin.id,
				actorRole: admin.role,
				action: "member.delete",
				targetType: "user",
				targetId: id,
				before: {
					status: row.status,
					realBalance: paiseToRupees(row.realPaise ?? 0),
					playTokens: paiseToRupees(row.tokensPaise ?? 0),
				},
				after: { deleted: true },
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		await disconnectUser(c.env, id);
		return c.json({ message: adminMessages.memberDeleted });
	})
	.post("/:id/adjustments", validate("json", adjustmentBody), async (c) => {
		const id = c.req.param("id");
		const { amount, reason, idempotencyKey } = c.req.valid("json");
		const admin = c.var.user;
		const row = await findMember(c.var.db, id);
		if (row?.role !== "user") return c.json({ message: adminMessages.memberNotFound }, 404);
		if (row.deletedAt !== null) return c.json({ message: adminMessages.alreadyDeleted }, 409);
		const key = `adjust:${admin.id}:${idempotencyKey ?? crypto.randomUUID()}`;
		const amountPaise = rupeesToPaise(amount);
		const db = c.var.db;
		const [insert] = await db.batch([
			...movementStatements(db, {
				userId: id,
				wallet: "tokens",
				amountPaise,
				reason: "admin_adjustment",
				refType: "admin",
				refId: admin.id,
				idempotencyKey: key,
				note: reason,
			}),
			// The audit row is written only if the movement happened: the wallet update just before it changed a row.
			auditIfChangedStatement(db, {
				actorId: admin.id,
				actorRole: admin.role,
				action: "member.adjust_tokens",
				targetType: "user",
				targetId: id,
				before: { playTokens: paiseToRupees(row.tokensPaise ?? 0) },
				after: { amount, reason },
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		if (!movementApplied(insert)) {
			const seen = await db
				.select({ id: ledgerEntries.id })
				.from(ledgerEntries)
				.where(eq(ledgerEntries.idempotencyKey, key))
				.get();
			if (!seen) return c.json({ message: adminMessages.adjustmentInsufficient }, 409);
		}
		const updated = await findMember(db, id);
		return c.json({ message: adminMessages.adjustmentSaved, user: updated ? memberView(updated) : null });
	});
