/**
 * The audit log's pages (docs/decisions/0420-operator-scale.md), read by GET /api/admin/audit and by the
 * /admin/audit page's loader alike.
 */
import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, AUDIT_ACTION_MAX_LENGTH, adminMessages } from "~/domain/admin";
import { cursorParam } from "~/domain/validation/query";
import { z } from "~/domain/validation/zod";
import type { Database } from "./db/client";
import { auditLog, users } from "./db/schema";
import { afterCursor, keysetPage, newestFirst } from "./keyset";

/** The log's filters: actor, action (and its sub-actions), IST-day bounds in epoch ms, and the keyset cursor. */
export const auditLogQuery = z.object({
	actorId: z.string().min(1).max(64).optional(),
	action: z.string().min(1).max(AUDIT_ACTION_MAX_LENGTH, adminMessages.searchTooLong).optional(),
	/** Epoch milliseconds, inclusive. */
	from: z.coerce.number().int().min(0).optional(),
	to: z.coerce.number().int().min(0).optional(),
	/** The `next` of the previous page (keyset paging, docs/decisions/0420-operator-scale.md). */
	after: cursorParam,
});

/**
 * The page's entries of an action and its sub-actions ("member" finds "member.ban"): the actions of the family are
 * found by a skip-scan of the action index, then each one's newest entries (the other filters and the cursor
 * applied, a page at most) through (action, created_at); the caller sorts and cuts them to the page. A rare action
 * costs its few entries, not a walk of the whole log newest first looking for them (1 s at 700,000 entries).
 * The innermost query names `audit_log` itself, so the filters' columns are its own.
 */
function actionFamilyPage(action: string, filters: SQL | undefined): SQL {
	const end = `${action}/`;
	return sql`${auditLog.id} IN (
		WITH RECURSIVE family(action) AS (
		  SELECT min(action) FROM audit_log WHERE action >= ${action} AND action < ${end}
		  UNION ALL
		  SELECT (SELECT min(action) FROM audit_log WHERE action > family.action AND action < ${end})
		  FROM family WHERE family.action IS NOT NULL
		)
		SELECT entry.id FROM family JOIN audit_log AS entry ON entry.id IN (
		  SELECT ${auditLog.id} FROM ${auditLog}
		  WHERE ${and(sql`${auditLog.action} = family.action`, filters)}
		  ORDER BY ${sql.join(newestFirst(auditLog), sql`, `)} LIMIT ${ADMIN_PAGE_SIZE + 1})
		WHERE family.action = ${action} OR substr(family.action, 1, length(${action}) + 1) = ${`${action}.`})`;
}

/** A page of the log, newest first, with the actions it holds (for the filter's choices). */
export async function auditLogPage(db: Database, q: z.output<typeof auditLogQuery>) {
	// Only the given filters go into the query, so each can use its index on (column, created_at).
	const filters = and(
		q.actorId === undefined ? undefined : eq(auditLog.actorId, q.actorId),
		q.from === undefined ? undefined : gte(auditLog.createdAt, q.from),
		q.to === undefined ? undefined : lte(auditLog.createdAt, q.to),
		afterCursor(auditLog, q.after, Number),
	);
	const where = q.action === undefined ? filters : actionFamilyPage(q.action, filters);
	const [rows, actions] = await Promise.all([
		db
			.select({
				id: auditLog.id,
				actorId: auditLog.actorId,
				actorName: users.name,
				actorRole: auditLog.actorRole,
				action: auditLog.action,
				targetType: auditLog.targetType,
				targetId: auditLog.targetId,
				before: auditLog.before,
				after: auditLog.after,
				ip: auditLog.ip,
				createdAt: auditLog.createdAt,
			})
			.from(auditLog)
			.leftJoin(users, eq(users.id, auditLog.actorId))
			.where(where)
			.orderBy(...newestFirst(auditLog))
			.limit(ADMIN_PAGE_SIZE + 1),
		// The distinct actions, from the action index: one step per action, not per entry.
		db.all<{ action: string }>(sql`
			WITH RECURSIVE distinct_actions(action) AS (
			  SELECT min(${auditLog.action}) FROM ${auditLog}
			  UNION ALL
			  SELECT (SELECT min(${auditLog.action}) FROM ${auditLog} WHERE ${auditLog.action} > distinct_actions.action)
			  FROM distinct_actions WHERE distinct_actions.action IS NOT NULL
			)
			SELECT action FROM distinct_actions WHERE action IS NOT NULL`),
	]);
	const page = keysetPage(rows, ADMIN_PAGE_SIZE);
	return {
		entries: page.rows,
		next: page.next,
		actions: actions.map((a) => a.action),
		pageSize: ADMIN_PAGE_SIZE,
	};
}
