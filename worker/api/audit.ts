/** GET /api/admin/audit: the read-only audit log, filterable by admin, action and date (admin only). */
import { Hono } from "hono";
import { z } from "zod";
import { ADMIN_PAGE_SIZE, AUDIT_ACTION_MAX_LENGTH, adminMessages } from "~/domain/admin";
import { pageParam } from "~/domain/validation/query";
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
	const where = `WHERE (?1 IS NULL OR a.actor_id = ?1) AND (?2 IS NULL OR a.action = ?2 OR a.action LIKE ?2 || '.%')
		AND (?3 IS NULL OR a.created_at >= ?3) AND (?4 IS NULL OR a.created_at <= ?4)`;
	const binds = [q.actorId ?? null, q.action ?? null, q.from ?? null, q.to ?? null];
	const [rows, count, actions] = await c.env.DB.batch([
		c.env.DB.prepare(
			`SELECT a.id, a.actor_id, u.name AS actor_name, a.actor_role, a.action, a.target_type, a.target_id, a.before, a.after, a.ip, a.created_at
			 FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id ${where} ORDER BY a.id DESC LIMIT ?5 OFFSET ?6`,
		).bind(...binds, ADMIN_PAGE_SIZE, (q.page - 1) * ADMIN_PAGE_SIZE),
		c.env.DB.prepare(`SELECT COUNT(*) AS total FROM audit_log a ${where}`).bind(...binds),
		c.env.DB.prepare("SELECT DISTINCT action FROM audit_log ORDER BY action"),
	]);
	type Row = {
		id: number;
		actor_id: string | null;
		actor_name: string | null;
		actor_role: string | null;
		action: string;
		target_type: string | null;
		target_id: string | null;
		before: string | null;
		after: string | null;
		ip: string | null;
		created_at: number;
	};
	const parse = (json: string | null) => (json === null ? null : JSON.parse(json));
	return c.json({
		entries: ((rows?.results ?? []) as Row[]).map((r) => ({
			id: r.id,
			actorId: r.actor_id,
			actorName: r.actor_name,
			actorRole: r.actor_role,
			action: r.action,
			targetType: r.target_type,
			targetId: r.target_id,
			before: parse(r.before),
			after: parse(r.after),
			ip: r.ip,
			createdAt: r.created_at,
		})),
		total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
		actions: ((actions?.results ?? []) as { action: string }[]).map((a) => a.action),
		page: q.page,
		pageSize: ADMIN_PAGE_SIZE,
	});
});
