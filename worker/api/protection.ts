/**
 * /api/protection: a player's own deposit and loss limits, reality check and
 * breaks (cool-off, self-exclusion); admins can read any player's.
 */
import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { paiseToRupees } from "~/domain/money";
import { rolesWith } from "~/domain/operator-roles";
import { protectionMessages, REALITY_CHECK_MAX_SESSION_MS } from "~/domain/protection";
import { exclusionSchema, limitSchema } from "~/domain/validation/protection";
import { bets, users } from "~/server/db/schema";
import { protectionView, setOwnLimit, startOwnBreak } from "~/server/protection";
import { requireAuth, requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

const summarySchema = z.object({
	since: z.coerce
		.number({ message: protectionMessages.sessionStart })
		.int(protectionMessages.sessionStart)
		.nonnegative(protectionMessages.sessionStart),
});

export const protection = new Hono<AppEnv>()
	.use(limitBody())
	.get("/", requireAuth, async (c) => {
		return c.json(await protectionView(c.var.db, c.var.user.id, Date.now()));
	})
	.put("/limits", requireRole("user"), validate("json", limitSchema), async (c) => {
		const user = c.var.user;
		const actor = { id: user.id, role: user.role, ip: c.req.header("CF-Connecting-IP") ?? null };
		const { message, view } = await setOwnLimit(c.var.db, c.env, actor, c.req.valid("json"));
		return c.json({ message, ...view });
	})
	.post("/exclusions", requireRole("user"), validate("json", exclusionSchema), async (c) => {
		const user = c.var.user;
		const actor = { id: user.id, role: user.role, ip: c.req.header("CF-Connecting-IP") ?? null };
		const answer = await startOwnBreak(c.var.db, c.env, actor, c.req.valid("json"));
		if (!answer.ok) return c.json({ message: answer.message }, answer.status);
		return c.json({ message: answer.message, ...answer.view }, 201);
	})
	/**
	 * The reality check's figures: the player's settled bets since the session began
	 * (at most REALITY_CHECK_MAX_SESSION_MS back), per wallet, in rupees.
	 */
	.get("/session-summary", requireRole("user"), validate("query", summarySchema), async (c) => {
		const now = Date.now();
		const since = Math.min(now, Math.max(c.req.valid("query").since, now - REALITY_CHECK_MAX_SESSION_MS));
		const results = await c.var.db
			.select({
				wallet: bets.wallet,
				count: count(),
				staked: sql<number>`coalesce(sum(${bets.amountPaise}), 0)`,
				returned: sql<number>`coalesce(sum(coalesce(${bets.payoutPaise}, 0)), 0)`,
			})
			.from(bets)
			.where(and(eq(bets.userId, c.var.user.id), inArray(bets.status, ["won", "lost"]), gte(bets.createdAt, since)))
			.groupBy(bets.wallet);
		const wallet = (kind: "real" | "tokens") => {
			const row = results.find((r) => r.wallet === kind);
			const staked = row?.staked ?? 0;
			const returned = row?.returned ?? 0;
			return {
				bets: row?.count ?? 0,
				staked: paiseToRupees(staked),
				returned: paiseToRupees(returned),
				net: paiseToRupees(returned - staked),
			};
		};
		return c.json({ since, now, playedMs: now - since, real: wallet("real"), tokens: wallet("tokens") });
	})
	.get("/users/:id", requireRole(...rolesWith("readMembers")), async (c) => {
		const id = c.req.param("id");
		const exists = await c.var.db.select({ id: users.id }).from(users).where(eq(users.id, id)).get();
		if (!exists) return c.json({ message: "Member not found" }, 404);
		return c.json(await protectionView(c.var.db, id, Date.now()));
	});
