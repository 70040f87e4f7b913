/**
 * /api/protection: a player's own deposit and loss limits, reality check and
 * breaks (cool-off, self-exclusion); admins can read any player's.
 */
import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { rolesWith } from "~/domain/operator-roles";
import { changeLimit, EXCLUSION_PERIODS, protectionMessages, REALITY_CHECK_MAX_SESSION_MS } from "~/domain/protection";
import { formatIstDateTime } from "~/domain/time";
import { exclusionSchema, limitSchema } from "~/domain/validation/protection";
import { auditStatement } from "~/server/audit";
import { bets, exclusions, playerLimits, users } from "~/server/db/schema";
import { notificationsHub } from "~/server/notifications";
import { activeExclusion, loadLimits, protectionView } from "~/server/protection";
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
		const { kind, amount } = c.req.valid("json");
		const user = c.var.user;
		const now = Date.now();
		const current = (await loadLimits(c.var.db, user.id))[kind];
		const requested = amount === null ? null : kind === "reality_check_minutes" ? amount : rupeesToPaise(amount);
		const next = changeLimit(kind, current, requested, now);
		const db = c.var.db;
		const stored = {
			value: next.value,
			pendingValue: next.pendingValue,
			pendingRemove: next.pendingRemove,
			pendingEffectiveAt: next.pendingEffectiveAt,
			updatedAt: now,
		};
		await db.batch([
			db
				.insert(playerLimits)
				.values({ userId: user.id, kind, ...stored })
				.onConflictDoUpdate({ target: [playerLimits.userId, playerLimits.kind], set: stored }),
			auditStatement(db, {
				actorId: user.id,
				actorRole: user.role,
				action: "protection.limit",
				targetType: "user",
				targetId: user.id,
				before: { kind, ...current },
				after: { kind, ...next },
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		// The player hears when a loosened limit takes effect: their hub wakes then (docs/decisions/0900-notifications.md).
		if (next.appliesAt > now) await notificationsHub(c.env, user.id).schedule(user.id, next.appliesAt);
		const message =
			next.appliesAt > now
				? protectionMessages.limitPending(formatIstDateTime(next.appliesAt))
				: protectionMessages.limitSaved;
		return c.json({ message, ...(await protectionView(c.var.db, user.id, now)) });
	})
	.post("/exclusions", requireRole("user"), validate("json", exclusionSchema), async (c) => {
		const body = c.req.valid("json");
		const user = c.var.user;
		const now = Date.now();
		if (await activeExclusion(c.var.db, user.id, now)) {
			return c.json({ message: protectionMessages.exclusionActive }, 409);
		}
		const periods: Record<string, number> = EXCLUSION_PERIODS[body.kind];
		const endsAt = now + (periods[body.period] ?? 0);
		const id = crypto.randomUUID();
		const db = c.var.db;
		await db.batch([
			db.insert(exclusions).values({ id, userId: user.id, kind: body.kind, startsAt: now, endsAt, createdAt: now }),
			auditStatement(db, {
				actorId: user.id,
				actorRole: user.role,
				action: `protection.${body.kind}`,
				targetType: "user",
				targetId: user.id,
				after: { id, period: body.period, startsAt: now, endsAt },
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		// …and when the break ends.
		await notificationsHub(c.env, user.id).schedule(user.id, endsAt);
		return c.json(
			{
				message: protectionMessages.exclusionStarted(formatIstDateTime(endsAt)),
				...(await protectionView(c.var.db, user.id, now)),
			},
			201,
		);
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
