/** GET /api/admin/results?table=[&after=]: a table's result history (server/result-history.ts), admins only. */
import { Hono } from "hono";
import { rolesWith } from "~/domain/operator-roles";
import { resultHistory, resultsQuery } from "~/server/result-history";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

export const adminResults = new Hono<AppEnv>().get(
	"/",
	requireRole(...rolesWith("runTables")),
	validate("query", resultsQuery),
	async (c) => c.json(await resultHistory(c.var.db, c.req.valid("query"))),
);
