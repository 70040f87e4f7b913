/** GET /api/admin/audit: the read-only audit log, filterable by actor, action and date (admin only). */
import { and, count, desc, eq, gte, like, lte, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { ADMIN_PAGE_SIZE, AUDIT_ACTION_MAX_LENGTH, adminMessages } from "~/domain/admin";
import { pageParam } from "~/domain/validation/query";
import { auditLog, users } from "~/server/db/schema";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

const auditQuery = z.object({
	actorId: z.string().min(1).max(64).optional(),
	action: z.string().min(1).max(AUDIT_ACTION_MAX_LENGTH, adminMessages.searchTooLong).optional(),
	/** Epoch milliseconds, inclusive. */
	from: z.coerce.number().int().min(0).optional(),
	to: z.coerce.number().int().min(0).optional(),
	page: pageParam,
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
	const [entries, [counted], actions] = await db.batch([
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
			.orderBy(desc(auditLog.id))
			.limit(ADMIN_PAGE_SIZE)
			.offset((q.page - 1) * ADMIN_PAGE_SIZE),
		db.select({ total: count() }).from(auditLog).where(where),
		db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
	]);
	return c.json({
		entries,
		total: counted?.total ?? 0,
		actions: actions.map((a) => a.action),
		page: q.page,
		pageSize: ADMIN_PAGE_SIZE,
	});
});
