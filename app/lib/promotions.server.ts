/**
 * The promotions the home page and the lobby show, and Claim Now's action (docs/decisions/0850-promotions.md): read
 * and claimed as GET /api/promotions and POST /api/promotions/claim do, with the same rules, device cookie and words.
 */
import { env } from "cloudflare:workers";
import { data, type RouterContextProvider } from "react-router";
import { authMessages } from "~/domain/messages/common";
import { claimSchema } from "~/domain/promotions/schema";
import { claimDeviceOf } from "~/server/claim-device";
import { sessionContext } from "~/server/page-context";
import { claimAnswer, claimPromotion, openPromotions, playerBonuses } from "~/server/promotions";
import type { ClaimReply, PromotionCard } from "../components/promotions/hot-promotions";
import { pageDatabase } from "./page-session.server";

export async function promotionCards(): Promise<PromotionCard[]> {
	const rows = await openPromotions(pageDatabase(), Date.now());
	return rows.map((p) => ({
		id: p.id,
		code: p.code,
		title: { en: p.titleEn, hi: p.titleHi },
		terms: { en: p.termsEn, hi: p.termsHi },
	}));
}

/** The signed-in player's active bonuses (the lobby's panel), or none for a visitor or an admin. */
export async function activeBonuses(context: Readonly<RouterContextProvider>) {
	const session = await context.get(sessionContext)();
	if (session?.role !== "user") return [];
	const { bonuses } = await playerBonuses(pageDatabase(), session.id, Date.now());
	return bonuses.filter((b) => b.status === "active");
}

/** Claim Now: the player claims the posted code, or is told why not (the page revalidates after it). */
export async function claimFromPage(request: Request, context: Readonly<RouterContextProvider>) {
	const form = await request.formData();
	const typed = form.get("code");
	const code = typeof typed === "string" ? typed : "";
	const session = await context.get(sessionContext)();
	if (!session) return data<ClaimReply>({ claimed: false, message: authMessages.unauthorized, code }, 401);
	if (session.role !== "user") return data<ClaimReply>({ claimed: false, message: authMessages.forbidden, code }, 403);
	const parsed = claimSchema.safeParse({ code });
	if (!parsed.success) {
		return data<ClaimReply>({ claimed: false, message: parsed.error.issues[0]?.message ?? "", code }, 422);
	}
	const device = await claimDeviceOf(request, env.JWT_SECRET);
	const outcome = await claimPromotion(pageDatabase(), {
		userId: session.id,
		code: parsed.data.code,
		deviceId: device.id,
		now: Date.now(),
	});
	const answer = claimAnswer(outcome);
	return data<ClaimReply>(
		{ claimed: outcome.kind === "claimed", message: answer.message, code },
		{ status: answer.status, headers: device.setCookie ? { "Set-Cookie": device.setCookie } : undefined },
	);
}
