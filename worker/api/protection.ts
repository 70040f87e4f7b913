/**
 * /api/protection: a player's own deposit and loss limits, reality check and
 * breaks (cool-off, self-exclusion); admins can read any player's.
 */
import { Hono } from "hono";
import { z } from "zod";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import {
	changeLimit,
	DEPOSIT_LIMIT_WINDOWS,
	EXCLUSION_PERIODS,
	effectiveLimit,
	LIMIT_KINDS,
	type LimitKind,
	PROTECTION_BOUNDS,
	protectionMessages,
	REALITY_CHECK_MAX_SESSION_MS,
} from "~/domain/protection";
import { formatIstMoment } from "~/domain/time";
import { activeExclusion, depositUsage, loadLimits, lossInWindow } from "~/server/protection";
import { auditStatement } from "../lib/audit";
import { requireAuth, requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

const limitSchema = z
	.object({
		kind: z.enum(LIMIT_KINDS, { message: protectionMessages.chooseLimit }),
		/** Rupees for money limits, minutes for the reality check; null removes the limit. */
		amount: z
			.number({ message: protectionMessages.wholeNumberOrRemove })
			.int(protectionMessages.wholeNumber)
			.nullable(),
	})
	.superRefine((body, ctx) => {
		if (body.amount === null) return;
		if (body.kind === "reality_check_minutes") {
			const { min, max } = PROTECTION_BOUNDS.realityCheckMinutes;
			if (body.amount < min || body.amount > max) {
				ctx.addIssue({ code: "custom", message: protectionMessages.reminderRange(min, max) });
			}
		} else if (body.amount < 1 || body.amount * 100 > PROTECTION_BOUNDS.maxLimitPaise) {
			ctx.addIssue({ code: "custom", message: protectionMessages.limitRange });
		}
	});

const summarySchema = z.object({
	since: z.coerce
		.number({ message: protectionMessages.sessionStart })
		.int(protectionMessages.sessionStart)
		.nonnegative(protectionMessages.sessionStart),
});

const exclusionSchema = z.discriminatedUnion(
	"kind",
	[
		z.object({
			kind: z.literal("cool_off"),
			period: z.enum(["24h", "7d", "30d"], { message: protectionMessages.chooseCoolOff }),
		}),
		z.object({
			kind: z.literal("self_exclusion"),
			period: z.enum(["6m", "1y", "5y"], { message: protectionMessages.chooseSelfExclusion }),
		}),
	],
	{ message: protectionMessages.chooseBreak },
);

/** What a player (or an admin on the member page) sees: limits in rupees/minutes, usage, any break. */
async function protectionView(db: D1Database, userId: string, now: number) {
	const [limits, exclusion, deposits, loss] = await Promise.all([
		loadLimits(db, userId),
		activeExclusion(db, userId, now),
		depositUsage(db, userId, now),
		lossInWindow(db, userId, now),
	]);
	const toUnit = (kind: LimitKind, v: number | null) =>
		v === null ? null : kind === "reality_check_minutes" ? v : paiseToRupees(v);
	return {
		limits: Object.fromEntries(
			LIMIT_KINDS.map((kind) => {
				const stored = limits[kind];
				const pendingActive = stored?.pendingEffectiveAt != null && stored.pendingEffectiveAt > now;
				return [
					kind,
					{
						value: toUnit(kind, effectiveLimit(stored, now)),
						pending: pendingActive
							? {
									value: toUnit(kind, stored?.pendingValue ?? null),
									remove: stored?.pendingRemove ?? false,
									effectiveAt: stored?.pendingEffectiveAt ?? null,
								}
							: null,
					},
				];
			}),
		) as Record<
			LimitKind,
			{ value: number | null; pending: { value: number | null; remove: boolean; effectiveAt: number | null } | null }
		>,
		usage: {
			...Object.fromEntries(DEPOSIT_LIMIT_WINDOWS.map((w) => [w.kind, paiseToRupees(deposits[w.kind] ?? 0)])),
			loss_day: paiseToRupees(loss),
		},
		exclusion,
	};
}

export const protection = new Hono<AppEnv>()
	.use(limitBody())
	.get("/", requireAuth, async (c) => {
		return c.json(await protectionView(c.env.DB, c.var.user.id, Date.now()));
	})
	.put("/limits", requireRole("user"), validate("json", limitSchema), async (c) => {
		const { kind, amount } = c.req.valid("json");
		const user = c.var.user;
		const now = Date.now();
		const current = (await loadLimits(c.env.DB, user.id))[kind];
		const requested = amount === null ? null : kind === "reality_check_minutes" ? amount : rupeesToPaise(amount);
		const next = changeLimit(kind, current, requested, now);
		await c.env.DB.batch([
			c.env.DB.prepare(
				`INSERT INTO player_limits (user_id, kind, value, pending_value, pending_remove, pending_effective_at, updated_at)
				 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
				 ON CONFLICT (user_id, kind) DO UPDATE SET value = ?3, pending_value = ?4, pending_remove = ?5, pending_effective_at = ?6, updated_at = ?7`,
			).bind(user.id, kind, next.value, next.pendingValue, next.pendingRemove ? 1 : 0, next.pendingEffectiveAt, now),
			auditStatement(c.env.DB, {
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
		const message =
			next.appliesAt > now
				? protectionMessages.limitPending(formatIstMoment(next.appliesAt))
				: protectionMessages.limitSaved;
		return c.json({ message, ...(await protectionView(c.env.DB, user.id, now)) });
	})
	.post("/exclusions", requireRole("user"), validate("json", exclusionSchema), async (c) => {
		const body = c.req.valid("json");
		const user = c.var.user;
		const now = Date.now();
		if (await activeExclusion(c.env.DB, user.id, now)) {
			return c.json({ message: protectionMessages.exclusionActive }, 409);
		}
		const periods: Record<string, number> = EXCLUSION_PERIODS[body.kind];
		const endsAt = now + (periods[body.period] ?? 0);
		const id = crypto.randomUUID();
		await c.env.DB.batch([
			c.env.DB.prepare(
				"INSERT INTO exclusions (id, user_id, kind, starts_at, ends_at, created_at) VALUES (?, ?, ?, ?, ?, ?)",
			).bind(id, user.id, body.kind, now, endsAt, now),
			auditStatement(c.env.DB, {
				actorId: user.id,
				actorRole: user.role,
				action: `protection.${body.kind}`,
				targetType: "user",
				targetId: user.id,
				after: { id, period: body.period, startsAt: now, endsAt },
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		return c.json(
			{
				message: protectionMessages.exclusionStarted(formatIstMoment(endsAt)),
				...(await protectionView(c.env.DB, user.id, now)),
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
		const { results } = await c.env.DB.prepare(
			`SELECT wallet, COUNT(*) AS count, COALESCE(SUM(amount_paise), 0) AS staked, COALESCE(SUM(COALESCE(payout_paise, 0)), 0) AS returned
			 FROM bets WHERE user_id = ? AND status IN ('won', 'lost') AND created_at >= ? GROUP BY wallet`,
		)
			.bind(c.var.user.id, since)
			.all<{ wallet: "real" | "tokens"; count: number; staked: number; returned: number }>();
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
	.get("/users/:id", requireRole("admin"), async (c) => {
		const id = c.req.param("id");
		const exists = await c.env.DB.prepare("SELECT 1 AS found FROM users WHERE id = ?").bind(id).first();
		if (!exists) return c.json({ message: "Member not found" }, 404);
		return c.json(await protectionView(c.env.DB, id, Date.now()));
	});
