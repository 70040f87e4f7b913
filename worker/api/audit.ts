/** GET /api/admin/audit: the read-only audit log, filterable by actor, action and date (admin only). */
import { and, eq, gte, like, lte, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { ADMIN_PAGE_SIZE, AUDIT_ACTION_MAX_LENGTH, adminMessages } from "~/domain/admin";
import { cursorParam } from "~/domain/validation/query";
import { auditLog, users } from "~/server/db/schema";
import { afterCursor, keysetPage, newestFirst } from "../lib/keyset";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

const auditQuery = z.object({
	actorId: z.string().min(1).max(64).optional(),
	action: z.string().min(1).max(AUDIT_ACTION_MAX_LENGTH, adminMessages.searchTooLong).optional(),
	/** Epoch milliseconds, inclusive. */
	from: z.coerce.number().int().min(0).optional(),
	to: z.coerce.number().int().min(0).optional(),
	/** The `next` of the previous page (keyset paging, docs/decisions/0420-operator-scale.md). */
	after: cursorParam,
});

export const audit = new Hono<AppEnv>().get("/", requireRole("admin"), validate("query", auditQuery), async (c) => {
	const q = c.req.valid("query");
	const db = c.var.db;
	// Only the given filters go into the query, so each can use its index on (column, created_at).
	const where = and(
		q.actorId === undefined ? undefined : eq(auditLog.actorId, q.actorId),
		// An action filter matches the action itself and its sub-actions ("member" finds "member.ban").
		q.action === undefined ? undefined : or(eq(auditLog.action, q.action), like(auditLog.action, `${q.action}.%`)),
		q.from === undefined ? undefined : gte(auditLog.createdAt, q.from),
		q.to === undefined ? undefined : lte(auditLog.createdAt, q.to),
	);
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
			.where(and(where, afterCursor(auditLog, q.after, Number)))
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
	return c.json({
		entries: page.rows,
		next: page.next,
		actions: actions.map((a) => a.action),
		pageSize: ADMIN_PAGE_SIZE,
	});
});
