/**
 * The operator's changes to promotions (docs/decisions/0850-promotions.md), shared by /api/admin/promotions and the
 * /admin/promotions page's action: create, replace, pause or resume, each with its audit row in one batch.
 */
import { eq } from "drizzle-orm";
import { promotionMessages as m } from "~/domain/messages";
import type { PromotionStatus } from "~/domain/promotions/rules";
import { type PromotionInput, termsOfInput } from "~/domain/promotions/schema";
import { auditStatement } from "./audit";
import type { PromotionRow } from "./bonus-money";
import type { Database } from "./db/client";
import { promotions } from "./db/schema";
import { type PromotionView, promotionView } from "./promotions";

export type AdminActor = { id: string; role: string; ip: string | null };

export type AdminOutcome =
	| { kind: "saved"; promotion: PromotionView }
	| { kind: "refused"; status: 404 | 409 | 422; message: string };

function rowOfInput(input: PromotionInput) {
	const { percent, ...terms } = termsOfInput(input);
	return {
		...terms,
		code: input.code,
		titleEn: input.titleEn,
		titleHi: input.titleHi,
		termsEn: input.termsEn,
		termsHi: input.termsHi,
		percentHundredths: Math.round(percent * 100),
	};
}

function isCodeTaken(error: unknown): boolean {
	const text = `${String(error)} ${String((error as { cause?: unknown })?.cause)}`;
	return text.includes("UNIQUE constraint failed");
}

async function findPromotion(db: Database, id: string): Promise<PromotionRow | null> {
	return (await db.select().from(promotions).where(eq(promotions.id, id)).get()) ?? null;
}

function audit(
	db: Database,
	actor: AdminActor,
	action: "promotion.create" | "promotion.update",
	id: string,
	before: unknown,
	after: unknown,
) {
	return auditStatement(db, {
		actorId: actor.id,
		actorRole: actor.role,
		action,
		targetType: "promotion",
		targetId: id,
		before,
		after,
		ip: actor.ip,
	});
}

export async function createPromotion(db: Database, input: PromotionInput, actor: AdminActor): Promise<AdminOutcome> {
	const now = Date.now();
	const row = {
		id: crypto.randomUUID(),
		...rowOfInput(input),
		claimsCount: 0,
		createdBy: actor.id,
		createdAt: now,
		updatedAt: now,
	} satisfies typeof promotions.$inferInsert;
	const view = promotionView(row);
	try {
		await db.batch([db.insert(promotions).values(row), audit(db, actor, "promotion.create", row.id, null, view)]);
	} catch (error) {
		if (isCodeTaken(error)) return { kind: "refused", status: 409, message: m.codeTaken };
		throw error;
	}
	return { kind: "saved", promotion: view };
}

/** Replaces a promotion's terms: future claims and credits follow them; a bonus already credited keeps its own. */
export async function replacePromotion(
	db: Database,
	id: string,
	input: PromotionInput,
	actor: AdminActor,
): Promise<AdminOutcome> {
	const before = await findPromotion(db, id);
	if (!before) return { kind: "refused", status: 404, message: m.promotionNotFound };
	const fields = { ...rowOfInput(input), updatedAt: Date.now() };
	if (fields.maxClaims !== null && fields.maxClaims < before.claimsCount) {
		return { kind: "refused", status: 422, message: m.maxClaims };
	}
	const after = { ...before, ...fields };
	try {
		await db.batch([
			db.update(promotions).set(fields).where(eq(promotions.id, id)),
			audit(db, actor, "promotion.update", id, promotionView(before), promotionView(after)),
		]);
	} catch (error) {
		if (isCodeTaken(error)) return { kind: "refused", status: 409, message: m.codeTaken };
		throw error;
	}
	return { kind: "saved", promotion: promotionView(after) };
}

/** Pauses or resumes a promotion. */
export async function setPromotionStatus(
	db: Database,
	id: string,
	status: PromotionStatus,
	actor: AdminActor,
): Promise<AdminOutcome> {
	const before = await findPromotion(db, id);
	if (!before) return { kind: "refused", status: 404, message: m.promotionNotFound };
	const after = { ...before, status, updatedAt: Date.now() };
	await db.batch([
		db.update(promotions).set({ status, updatedAt: after.updatedAt }).where(eq(promotions.id, id)),
		audit(db, actor, "promotion.update", id, { status: before.status }, { status }),
	]);
	return { kind: "saved", promotion: promotionView(after) };
}
