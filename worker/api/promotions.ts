/**
 * Promotions (docs/decisions/0850-promotions.md).
 * - GET /api/promotions: the promotions a player may claim now (switched on, within their window), both languages.
 * - POST /api/promotions/claim `{ code }`: the signed-in player (not an admin) claims one; a refusal says why (409 already claimed
 *   or full, 403 not eligible, 410 expired, 404 unknown code), and changes nothing.
 * - GET /api/promotions/mine: the player's bonuses (balance, wagering, days left) and claims.
 * - /api/admin/promotions: list, create, replace (PUT /:id) and pause or resume (PATCH /:id); admins only, each
 *   change and its audit row one batch.
 */
import { Hono } from "hono";
import { promotionMessages as m } from "~/domain/messages";
import { rolesWith } from "~/domain/operator-roles";
import { PROMOTION_STATUSES } from "~/domain/promotions/rules";
import { claimSchema, promotionInputSchema } from "~/domain/promotions/schema";
import { z } from "~/domain/validation/zod";
import {
	allPromotions,
	claimAnswer,
	claimPromotion,
	openPromotions,
	playerBonuses,
	promotionView,
} from "~/server/promotions";
import { type AdminActor, createPromotion, replacePromotion, setPromotionStatus } from "~/server/promotions-admin";
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

function actorOf(c: { var: AppEnv["Variables"]; req: { header(name: string): string | undefined } }): AdminActor {
	return { id: c.var.user.id, role: c.var.user.role, ip: c.req.header("CF-Connecting-IP") ?? null };
}

export const adminPromotions = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole(...rolesWith("runPromotions")))
	.get("/", async (c) => c.json({ promotions: (await allPromotions(c.var.db)).map(promotionView) }))
	.post("/", validate("json", promotionInputSchema), async (c) => {
		const outcome = await createPromotion(c.var.db, c.req.valid("json"), actorOf(c));
		if (outcome.kind === "refused") return c.json({ message: outcome.message }, outcome.status);
		return c.json({ promotion: outcome.promotion }, 201);
	})
	.put("/:id", validate("json", promotionInputSchema), async (c) => {
		const outcome = await replacePromotion(c.var.db, c.req.param("id"), c.req.valid("json"), actorOf(c));
		if (outcome.kind === "refused") return c.json({ message: outcome.message }, outcome.status);
		return c.json({ promotion: outcome.promotion });
	})
	.patch("/:id", validate("json", statusSchema), async (c) => {
		const outcome = await setPromotionStatus(c.var.db, c.req.param("id"), c.req.valid("json").status, actorOf(c));
		if (outcome.kind === "refused") return c.json({ message: outcome.message }, outcome.status);
		return c.json({ promotion: outcome.promotion });
	});
