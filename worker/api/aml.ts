import { Hono } from "hono";
import { z } from "zod";
import { ADMIN_PAGE_SIZE } from "~/domain/admin";
import { rolesWith } from "~/domain/operator-roles";
import { cursorParam } from "~/domain/validation/query";
import { amlFlags, storedAmlFlags } from "~/server/aml";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { validate } from "./validate";

/**
 * GET /api/admin/aml/flags[?userId=][&after=]: the AML review list (admin only). Everyone's: the stored flags, a
 * keyset page at a time (`next`); one member's: computed now from that member's requests and bets
 * (docs/decisions/0420-operator-scale.md).
 */
export const aml = new Hono<AppEnv>().get(
	"/flags",
	requireRole(...rolesWith("readMembers")),
	validate("query", z.object({ userId: z.string().min(1).max(64).optional(), after: cursorParam })),
	async (c) => {
		const { userId, after } = c.req.valid("query");
		if (userId !== undefined) return c.json({ flags: await amlFlags(c.var.db, userId), next: null });
		return c.json(await storedAmlFlags(c.var.db, after, ADMIN_PAGE_SIZE));
	},
);
