import { Hono } from "hono";
import { z } from "zod";
import { amlFlags } from "../lib/aml";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

/** GET /api/admin/aml/flags[?userId=]: the AML review list (admin only). */
export const aml = new Hono<AppEnv>().get(
	"/flags",
	requireRole("admin"),
	validate("query", z.object({ userId: z.string().min(1).max(64).optional() })),
	async (c) => {
		const { userId } = c.req.valid("query");
		return c.json({ flags: await amlFlags(c.var.db, userId ?? null) });
	},
);
