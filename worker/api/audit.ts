/** GET /api/admin/audit: the read-only audit log, filterable by actor, action and date (admin only). */
import { Hono } from "hono";
import { rolesWith } from "~/domain/operator-roles";
import { auditLogPage, auditLogQuery } from "~/server/audit-log";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

export const audit = new Hono<AppEnv>().get(
	"/",
	requireRole(...rolesWith("readBusiness")),
	validate("query", auditLogQuery),
	async (c) => c.json(await auditLogPage(c.var.db, c.req.valid("query"))),
);
