/**
 * GET /api/admin/dashboard?range=today|7|30|90|custom&from=&to=&table=: the business per IST day for the charts,
 * and GET /api/admin/dashboard/csv the same figures as CSV (docs/decisions/0860-cockpit-charts.md). Both read the
 * stored daily totals only (server/dashboard.ts).
 */
import { Hono } from "hono";
import { rolesWith } from "~/domain/operator-roles";
import { dashboardQuerySchema } from "~/domain/validation/dashboard";
import { businessDashboard, businessDashboardCsv } from "~/server/dashboard";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

export const dashboard = new Hono<AppEnv>()
	.get("/", requireRole(...rolesWith("readBusiness")), validate("query", dashboardQuerySchema), async (c) => {
		const answer = await businessDashboard(c.var.db, c.req.valid("query"));
		if (!answer.ok) return c.json({ message: answer.message }, 422);
		return c.json({ data: answer.dashboard }, 200);
	})
	.get("/csv", requireRole(...rolesWith("readBusiness")), validate("query", dashboardQuerySchema), async (c) => {
		const answer = await businessDashboardCsv(c.var.db, c.req.valid("query"));
		if (!answer.ok) return c.json({ message: answer.message }, 422);
		return c.body(answer.csv, 200, {
			"Content-Type": "text/csv; charset=utf-8",
			"Content-Disposition": `attachment; filename="${answer.fileName}"`,
		});
	});
