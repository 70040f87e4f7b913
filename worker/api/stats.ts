/**
 * GET /api/admin/stats: today's (IST) real figures for the admin dashboard (server/dashboard.ts `todayStats`). The
 * day's bets come from the daily_totals row that settlement keeps (one row read,
 * docs/decisions/0420-operator-scale.md): a bet counts once its round is settled.
 */
import { Hono } from "hono";
import { rolesWith } from "~/domain/operator-roles";
import { todayStats } from "~/server/dashboard";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";

export const stats = new Hono<AppEnv>().get("/", requireRole(...rolesWith("readBusiness")), async (c) => {
	return c.json(await todayStats(c.var.db));
});
