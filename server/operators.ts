/**
 * Operator roles and a member's internal notes (docs/decisions/0863-operator-roles.md): the API
 * (worker/api/operators.ts) and the admin pages' loaders and actions both come here. Every change is audited in the
 * batch that makes it.
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { operatorRoleMessages } from "~/domain/messages";
import type { OperatorRole } from "~/domain/operator-roles";
import type { Cursor } from "~/domain/validation/query";
import { auditIfChangedStatement, auditStatement } from "./audit";
import type { Database } from "./db/client";
import { memberNotes, userRole, users } from "./db/schema";
import { afterCursor, keysetPage, newestFirst } from "./keyset";
import type { Actor } from "./wallet";

const qb = new QueryBuilder();

export type OperatorRow = { id: string; name: string; phone: string | null; role: OperatorRole };

/** Every operator account that is not deleted, by name. */
export async function listOperators(db: Database): Promise<OperatorRow[]> {
	const rows = await db
		.select({ id: users.id, name: users.name, phone: users.phone, role: userRole })
		.from(users)
		.where(and(eq(users.role, "admin"), isNull(users.deletedAt)))
		.orderBy(users.name, users.id);
	return rows.map((row) => ({ ...row, role: row.role as OperatorRole }));
}

export type RoleOutcome = { ok: true; before: OperatorRole } | { ok: false; status: 403 | 404 | 409; message: string };

/**
 * Gives an operator a role. An admin cannot change their own (no one locks themself out), and the last active admin
 * stays one: the update carries that condition, so two admins demoting each other at once leave one admin.
 */
export async function setOperatorRole(
	db: Database,
	targetId: string,
	role: OperatorRole,
	actor: Actor,
): Promise<RoleOutcome> {
	if (targetId === actor.id) return { ok: false, status: 403, message: operatorRoleMessages.ownRole };
	const target = await db
		.select({ role: userRole })
		.from(users)
		.where(and(eq(users.id, targetId), eq(users.role, "admin"), isNull(users.deletedAt)))
		.get();
	if (!target) return { ok: false, status: 404, message: operatorRoleMessages.operatorNotFound };
	const before = target.role as OperatorRole;
	const other = qb
		.select({ id: users.id })
		.from(users)
		.where(
			and(
				eq(users.role, "admin"),
				sql`coalesce(${users.operatorRole}, 'admin') = 'admin'`,
				ne(users.id, targetId),
				eq(users.status, "active"),
				isNull(users.deletedAt),
			),
		);
	const keepsAnAdmin = role === "admin" ? sql`1` : sql`exists ${other}`;
	const now = Date.now();
	const [updated] = await db.batch([
		db
			.update(users)
			.set({ operatorRole: role, updatedAt: now })
			.where(and(eq(users.id, targetId), eq(users.role, "admin"), keepsAnAdmin))
			.returning({ id: users.id }),
		auditIfChangedStatement(
			db,
			{
				actorId: actor.id,
				actorRole: actor.role,
				action: "operator.role",
				targetType: "user",
				targetId,
				before: { role: before },
				after: { role },
				ip: actor.ip,
			},
			now,
		),
	]);
	if (updated.length === 0) return { ok: false, status: 409, message: operatorRoleMessages.lastAdmin };
	return { ok: true, before };
}

export type MemberNote = { id: string; body: string; authorName: string; createdAt: number };

export const NOTES_PAGE_SIZE = 20;

/** A member's notes, newest first, a keyset page at a time (`after`: the `next` of the page before). */
export async function memberNotesPage(db: Database, userId: string, after: Cursor | undefined) {
	const rows: MemberNote[] = await db
		.select({ id: memberNotes.id, body: memberNotes.body, authorName: users.name, createdAt: memberNotes.createdAt })
		.from(memberNotes)
		.innerJoin(users, eq(users.id, memberNotes.authorId))
		.where(and(eq(memberNotes.userId, userId), afterCursor(memberNotes, after)))
		.orderBy(...newestFirst(memberNotes))
		.limit(NOTES_PAGE_SIZE + 1);
	const page = keysetPage(rows, NOTES_PAGE_SIZE);
	return { notes: page.rows, next: page.next };
}

/** Adds an internal note to a player's record (audited; the player never sees it). False: no such player. */
export async function addMemberNote(db: Database, userId: string, body: string, actor: Actor): Promise<boolean> {
	const member = await db
		.select({ id: users.id })
		.from(users)
		.where(and(eq(users.id, userId), eq(users.role, "user")))
		.get();
	if (!member) return false;
	const id = crypto.randomUUID();
	const now = Date.now();
	await db.batch([
		db.insert(memberNotes).values({ id, userId, authorId: actor.id, body, createdAt: now }),
		auditStatement(
			db,
			{
				actorId: actor.id,
				actorRole: actor.role,
				action: "member.note",
				targetType: "user",
				targetId: userId,
				after: { note: body },
				ip: actor.ip,
			},
			now,
		),
	]);
	return true;
}
