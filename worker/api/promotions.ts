/**
 * Promotions (docs/decisions/0850-promotions.md).
 * - GET /api/promotions: the promotions a player may claim now (switched on, within their window), both languages.
 * - POST /api/promotions/claim `{ code }`: the signed-in player (not an admin) claims one; a refusal says why (409 already claimed
 *   or full, 403 not eligible, 410 expired, 404 unknown code), and changes nothing.
 * - GET /api/promotions/mine: the player's bonuses (balance, wagering, days left) and claims.
 * - /api/admin/promotions: list, create, replace (PUT /:id) and pause or resume (PATCH /:id); admins only, each
 *   change and its audit row one batch.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { promotionMessages as m } from "~/domain/messages";
import { PROMOTION_STATUSES } from "~/domain/promotions/rules";
import { claimSchema, promotionInputSchema, termsOfInput } from "~/domain/promotions/schema";
import { z } from "~/domain/validation/zod";
import { auditStatement } from "~/server/audit";
import type { PromotionRow } from "~/server/bonus-money";
import { promotions } from "~/server/db/schema";
import {
	allPromotions,
	claimAnswer,
	claimPromotion,
	openPromotions,
	playerBonuses,
	promotionView,
} from "~/server/promotions";
import { joinReferral, REFERRAL_CODE_PATTERN, referralCodeOf, referralSummary } from "~/server/referrals";
import { claimDeviceId } from "../lib/claim-device";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

export const publicPromotions = new Hono<AppEnv>()
	.use(limitBody())
	.get("/", async (c) => c.json({ promotions: (await openPromotions(c.var.db, Date.now())).map(promotionView) }))
	.get("/mine", requireRole("user"), async (c) => c.json(await playerBonuses(c.var.db, c.var.user.id, Date.now())))
	.post("/claim", requireRole("user"), validate("json", claimSchema), async (c) => {
		const { code } = c.req.valid("json");
		const deviceId = await claimDeviceId(c, c.env.JWT_SECRET);
		const outcome = await claimPromotion(c.var.db, { userId: c.var.user.id, code, deviceId, now: Date.now() });
		const answer = claimAnswer(outcome);
		if (outcome.kind !== "claimed") return c.json({ message: answer.message, reason: answer.reason }, answer.status);
		return c.json(
			{ message: answer.message, claimId: outcome.claimId, promotion: promotionView(outcome.promotion) },
			201,
		);
	});

const referralJoinSchema = z
	.object({
		code: z
			.string({ error: m.referralCodeInvalid })
			.max(100, m.referralCodeInvalid)
			.transform((text) => text.trim().toUpperCase())
			.pipe(z.string().regex(REFERRAL_CODE_PATTERN, m.referralCodeInvalid)),
	})
	.strict();

const JOIN_ANSWERS = {
	joined: { status: 201, message: m.referralJoined },
	unknown_code: { status: 404, message: m.referralUnknown },
	own_code: { status: 422, message: m.referralOwn },
	already_referred: { status: 409, message: m.referralAlready },
	not_new: { status: 403, message: m.referralNotNew },
} as const;

/**
 * - GET /api/promotions/referral: the player's own referral code and link (null until made), friends who joined
 *   (masked), rewards; POST /api/promotions/referral makes the code (once: again answers the same code).
 * - POST /api/promotions/referral/join `{ code }`: a new player joins with a friend's code (once, before a deposit).
 */
export const referralRoutes = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole("user"))
	.get("/", async (c) => c.json(await referralSummary(c.var.db, c.var.user.id)))
	.post("/", async (c) => {
		await referralCodeOf(c.var.db, c.var.user.id, await claimDeviceId(c, c.env.JWT_SECRET));
		return c.json(await referralSummary(c.var.db, c.var.user.id), 201);
	})
	.post("/join", validate("json", referralJoinSchema), async (c) => {
		const { code } = c.req.valid("json");
		const deviceId = await claimDeviceId(c, c.env.JWT_SECRET);
		const outcome = await joinReferral(c.var.db, { friendId: c.var.user.id, code, deviceId });
		const answer = JOIN_ANSWERS[outcome];
		return c.json({ message: answer.message }, answer.status);
	});

const statusSchema = z.object({ status: z.enum(PROMOTION_STATUSES, { error: m.status }) }).strict();

function percentHundredths(percent: number): number {
	return Math.round(percent * 100);
}

function rowOfInput(
	input: ReturnType<typeof termsOfInput>,
	texts: { titleEn: string; titleHi: string; termsEn: string; termsHi: string; code: string },
) {
	const { percent, ...rest } = input;
	return { ...rest, ...texts, percentHundredths: percentHundredths(percent) };
}

async function findPromotion(c: { var: AppEnv["Variables"] }, id: string): Promise<PromotionRow | null> {
	return (await c.var.db.select().from(promotions).where(eq(promotions.id, id)).get()) ?? null;
}

function isCodeTaken(error: unknown): boolean {
	return (
		String(error).includes("UNIQUE constraint failed") ||
		String((error as { cause?: unknown })?.cause).includes("UNIQUE constraint failed")
	);
}

export const adminPromotions = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole("admin"))
	.get("/", async (c) => c.json({ promotions: (await allPromotions(c.var.db)).map(promotionView) }))
	.post("/", validate("json", promotionInputSchema), async (c) => {
		const db = c.var.db;
		const input = c.req.valid("json");
		const now = Date.now();
		const row = {
			id: crypto.randomUUID(),
			...rowOfInput(termsOfInput(input), input),
			claimsCount: 0,
			createdBy: c.var.user.id,
			createdAt: now,
			updatedAt: now,
		} satisfies typeof promotions.$inferInsert;
		const view = promotionView(row);
		try {
			await db.batch([
				db.insert(promotions).values(row),
				auditStatement(db, {
					actorId: c.var.user.id,
					actorRole: c.var.user.role,
					action: "promotion.create",
					targetType: "promotion",
					targetId: row.id,
					before: null,
					after: view,
					ip: c.req.header("CF-Connecting-IP") ?? null,
				}),
			]);
		} catch (error) {
			if (isCodeTaken(error)) return c.json({ message: m.codeTaken }, 409);
			throw error;
		}
		return c.json({ promotion: view }, 201);
	})
	.put("/:id", validate("json", promotionInputSchema), async (c) => {
		const db = c.var.db;
		const before = await findPromotion(c, c.req.param("id"));
		if (!before) return c.json({ message: m.promotionNotFound }, 404);
		const input = c.req.valid("json");
		const fields = { ...rowOfInput(termsOfInput(input), input), updatedAt: Date.now() };
		if (fields.maxClaims !== null && fields.maxClaims < before.claimsCount) {
			return c.json({ message: m.maxClaims }, 422);
		}
		const after = { ...before, ...fields };
		try {
			await db.batch([
				db.update(promotions).set(fields).where(eq(promotions.id, before.id)),
				auditStatement(db, {
					actorId: c.var.user.id,
					actorRole: c.var.user.role,
					action: "promotion.update",
					targetType: "promotion",
					targetId: before.id,
					before: promotionView(before),
					after: promotionView(after),
					ip: c.req.header("CF-Connecting-IP") ?? null,
				}),
			]);
		} catch (error) {
			if (isCodeTaken(error)) return c.json({ message: m.codeTaken }, 409);
			throw error;
		}
		return c.json({ promotion: promotionView(after) });
	})
	.patch("/:id", validate("json", statusSchema), async (c) => {
		const db = c.var.db;
		const before = await findPromotion(c, c.req.param("id"));
		if (!before) return c.json({ message: m.promotionNotFound }, 404);
		const { status } = c.req.valid("json");
		const after = { ...before, status, updatedAt: Date.now() };
		await db.batch([
			db.update(promotions).set({ status, updatedAt: after.updatedAt }).where(eq(promotions.id, before.id)),
			auditStatement(db, {
				actorId: c.var.user.id,
				actorRole: c.var.user.role,
				action: "promotion.update",
				targetType: "promotion",
				targetId: before.id,
				before: { status: before.status },
				after: { status },
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		return c.json({ promotion: promotionView(after) });
	});
