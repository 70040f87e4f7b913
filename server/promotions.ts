/**
 * Promotions on D1 (docs/decisions/0850-promotions.md): the configured promotions as players and operators read
 * them, a player's claim (once per player, device and payout account, under the cap, in one batch), the deposit
 * match a deposit's approval credits, a player's bonuses.
 */
import { and, asc, count, desc, eq, exists, gt, isNotNull, isNull, lte, max, ne, or, type SQL, sql } from "drizzle-orm";
import { alias, QueryBuilder } from "drizzle-orm/sqlite-core";
import { promotionMessages as m } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import {
	type ClaimRefusal,
	claimRefusal,
	daysLeft,
	depositMatchPaise,
	wageringPercent,
} from "~/domain/promotions/rules";
import { isoTime } from "~/domain/time";
import { payoutDetail } from "./aml";
import { grantStatements, type PromotionRow, termsOf } from "./bonus-money";
import { changesOf, type Database, runBatch, type Statement } from "./db/client";
import { insertWhere } from "./db/conditional";
import { bonuses, moneyTransactions, promotionClaims, promotions, users } from "./db/schema";

const qb = new QueryBuilder();

/** A promotion as the API answers it (rupees, ISO times, both languages). */
export function promotionView(row: PromotionRow) {
	return {
		id: row.id,
		code: row.code,
		title: { en: row.titleEn, hi: row.titleHi },
		terms: { en: row.termsEn, hi: row.termsHi },
		kind: row.kind,
		status: row.status,
		audience: row.audience,
		recentDepositDays: row.recentDepositDays,
		startsAt: isoTime(row.startsAt),
		endsAt: row.endsAt === null ? null : isoTime(row.endsAt),
		maxClaims: row.maxClaims,
		claims: row.claimsCount,
		percent: row.percentHundredths / 100,
		minDeposit: paiseToRupees(row.minDepositPaise),
		minBonus: paiseToRupees(row.minBonusPaise),
		maxBonus: paiseToRupees(row.maxBonusPaise),
		reward: paiseToRupees(row.rewardPaise),
		friendReward: paiseToRupees(row.friendRewardPaise),
		wageringMultiple: row.wageringMultiple,
		wageringBase: row.wageringBase,
		expiryDays: row.expiryDays,
		maxBet: paiseToRupees(row.maxBetPaise),
		weights: row.weights,
	};
}
export type PromotionView = ReturnType<typeof promotionView>;

/** Claimable now: switched on and within its window (what the home page and the lobby show). */
function openAt(now: number): SQL {
	return and(
		eq(promotions.status, "active"),
		lte(promotions.startsAt, now),
		or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
	) as SQL;
}

export async function openPromotions(db: Database, now: number): Promise<PromotionRow[]> {
	return db.select().from(promotions).where(openAt(now)).orderBy(asc(promotions.startsAt), asc(promotions.code));
}

export async function allPromotions(db: Database): Promise<PromotionRow[]> {
	return db.select().from(promotions).orderBy(desc(promotions.createdAt), asc(promotions.id));
}

export async function promotionByCode(db: Database, code: string): Promise<PromotionRow | null> {
	return (await db.select().from(promotions).where(eq(promotions.code, code)).get()) ?? null;
}

export type ClaimOutcome =
	| { kind: "claimed"; promotion: PromotionRow; claimId: string }
	| { kind: "unknown_code" }
	| { kind: "refused"; reason: ClaimRefusal; promotion: PromotionRow };

/** The newest approved deposit of a player, or null. */
export async function lastApprovedDeposit(db: Database, userId: string): Promise<number | null> {
	const row = await db
		.select({ at: max(moneyTransactions.decidedAt) })
		.from(moneyTransactions)
		.where(
			and(
				eq(moneyTransactions.userId, userId),
				eq(moneyTransactions.type, "deposit"),
				eq(moneyTransactions.status, "approved"),
			),
		)
		.get();
	return row?.at ?? null;
}

/**
 * Whether another account that withdraws to one of the player's payout bank accounts (number and IFSC, as the AML
 * rule `shared_payment_detail` compares them) has claimed the promotion: one claim per payout account. A read
 * before the claim's batch, so two such accounts claiming at the same moment could both pass; the AML flag on the
 * shared account still shows them to the operator.
 */
async function payoutAccountClaimed(db: Database, promotionId: string, userId: string): Promise<boolean> {
	const mine = alias(moneyTransactions, "mine");
	const theirs = alias(moneyTransactions, "theirs");
	const row = await db
		.select({ one: sql<number>`1` })
		.from(mine)
		.innerJoin(
			theirs,
			and(
				eq(theirs.type, "withdraw"),
				isNotNull(theirs.bankAccountNumber),
				ne(theirs.userId, userId),
				eq(payoutDetail(theirs), payoutDetail(mine)),
			),
		)
		.innerJoin(
			promotionClaims,
			and(eq(promotionClaims.promotionId, promotionId), eq(promotionClaims.userId, theirs.userId)),
		)
		.where(and(eq(mine.userId, userId), eq(mine.type, "withdraw"), isNotNull(mine.bankAccountNumber)))
		.limit(1)
		.get();
	return row !== undefined;
}

/**
 * A player's claim of a promotion by its code. The rules are checked first (for the reason to give); the claim
 * itself is one batch whose insert holds only while the promotion is under its cap and is unique per player and per
 * device, then the promotion's count follows it: two racing claims write one.
 */
export async function claimPromotion(
	db: Database,
	input: { userId: string; code: string; deviceId: string | null; now: number },
): Promise<ClaimOutcome> {
	const promotion = await promotionByCode(db, input.code);
	if (!promotion) return { kind: "unknown_code" };
	const [user, mine, device] = await Promise.all([
		db.select({ verified: users.isVerified }).from(users).where(eq(users.id, input.userId)).get(),
		db
			.select({ id: promotionClaims.id })
			.from(promotionClaims)
			.where(and(eq(promotionClaims.promotionId, promotion.id), eq(promotionClaims.userId, input.userId)))
			.get(),
		input.deviceId === null
			? undefined
			: db
					.select({ id: promotionClaims.id })
					.from(promotionClaims)
					.where(and(eq(promotionClaims.promotionId, promotion.id), eq(promotionClaims.deviceId, input.deviceId)))
					.get(),
	]);
	const refusal = claimRefusal(
		termsOf(promotion),
		{
			verified: user?.verified === true,
			alreadyClaimed: mine !== undefined,
			deviceClaimed: device !== undefined,
			payoutAccountClaimed: await payoutAccountClaimed(db, promotion.id, input.userId),
			lastApprovedDepositAt: await lastApprovedDeposit(db, input.userId),
			claimsSoFar: promotion.claimsCount,
		},
		input.now,
	);
	if (refusal) return { kind: "refused", reason: refusal, promotion };
	const claimId = crypto.randomUUID();
	const underCap = exists(
		qb
			.select({ one: sql`1` })
			.from(promotions)
			.where(
				and(
					eq(promotions.id, promotion.id),
					or(isNull(promotions.maxClaims), sql`${promotions.claimsCount} < ${promotions.maxClaims}`),
				),
			),
	);
	const results = await runBatch(db, [
		insertWhere(
			db,
			promotionClaims,
			{
				id: claimId,
				promotionId: promotion.id,
				userId: input.userId,
				deviceId: input.deviceId,
				status: promotion.kind === "deposit_match" ? "waiting" : "enrolled",
				depositTxId: null,
				createdAt: input.now,
				updatedAt: input.now,
			},
			underCap,
		).onConflictDoNothing(),
		db
			.update(promotions)
			.set({ claimsCount: sql`${promotions.claimsCount} + 1` })
			.where(and(eq(promotions.id, promotion.id), sql`changes() = 1`)),
	]);
	if (changesOf(results[0]) === 1) return { kind: "claimed", promotion, claimId };
	// Another request got there first: this player's (or this device's) claim, or the last place under the cap.
	const again = await db
		.select({ n: count() })
		.from(promotionClaims)
		.where(
			and(
				eq(promotionClaims.promotionId, promotion.id),
				input.deviceId === null
					? eq(promotionClaims.userId, input.userId)
					: or(eq(promotionClaims.userId, input.userId), eq(promotionClaims.deviceId, input.deviceId)),
			),
		)
		.get();
	return { kind: "refused", reason: (again?.n ?? 0) > 0 ? "already_claimed" : "claims_full", promotion };
}

/** The deposit match a deposit's approval credits: the player's oldest waiting claim the deposit qualifies for. */
export async function depositMatchFor(
	db: Database,
	userId: string,
	depositPaise: number,
): Promise<{ claimId: string; promotion: PromotionRow; bonusPaise: number } | null> {
	const waiting = await db
		.select({ claimId: promotionClaims.id, promotion: promotions })
		.from(promotionClaims)
		.innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
		.where(
			and(
				eq(promotionClaims.userId, userId),
				eq(promotionClaims.status, "waiting"),
				eq(promotions.kind, "deposit_match"),
			),
		)
		.orderBy(asc(promotionClaims.createdAt));
	for (const { claimId, promotion } of waiting) {
		const bonusPaise = depositMatchPaise(termsOf(promotion), depositPaise);
		if (bonusPaise > 0) return { claimId, promotion, bonusPaise };
	}
	return null;
}

/**
 * The statements that credit a deposit match in the approval's batch, conditional on `pending` (the request still
 * waiting for its decision): the bonus (once per claim) and the claim marked credited with this deposit.
 */
export function depositMatchStatements(
	db: Database,
	match: { claimId: string; promotion: PromotionRow; bonusPaise: number },
	deposit: { id: string; userId: string; amountPaise: number },
	pending: SQL,
	now: number,
): Statement[] {
	const sourceKey = `match:${match.claimId}`;
	const { statements } = grantStatements(
		db,
		{
			userId: deposit.userId,
			promotion: match.promotion,
			sourceKey,
			amountPaise: match.bonusPaise,
			depositPaise: deposit.amountPaise,
			onlyIf: pending,
		},
		now,
	);
	const granted = exists(qb.select({ one: sql`1` }).from(bonuses).where(eq(bonuses.sourceKey, sourceKey)));
	return [
		...statements,
		db
			.update(promotionClaims)
			.set({ status: "credited", depositTxId: deposit.id, updatedAt: now })
			.where(and(eq(promotionClaims.id, match.claimId), eq(promotionClaims.status, "waiting"), granted)),
	];
}

/** The bonus a deposit of this amount would earn at its approval (the Scan to Pay dialog), or null. */
export async function depositBonusPreview(
	db: Database,
	userId: string,
	depositPaise: number,
): Promise<{ code: string; amount: number } | null> {
	const match = await depositMatchFor(db, userId, depositPaise);
	return match ? { code: match.promotion.code, amount: paiseToRupees(match.bonusPaise) } : null;
}

/** A player's bonuses (newest first) and claims, as their bonus page shows them. */
export async function playerBonuses(db: Database, userId: string, now: number) {
	const [rows, claims] = await Promise.all([
		db
			.select({ bonus: bonuses, promotion: promotions })
			.from(bonuses)
			.innerJoin(promotions, eq(promotions.id, bonuses.promotionId))
			.where(eq(bonuses.userId, userId))
			.orderBy(desc(bonuses.createdAt))
			.limit(50),
		db
			.select({ claim: promotionClaims, promotion: promotions })
			.from(promotionClaims)
			.innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
			.where(eq(promotionClaims.userId, userId))
			.orderBy(desc(promotionClaims.createdAt))
			.limit(50),
	]);
	return {
		bonuses: rows.map(({ bonus, promotion }) => ({
			id: bonus.id,
			code: promotion.code,
			title: { en: promotion.titleEn, hi: promotion.titleHi },
			kind: promotion.kind,
			status: bonus.status,
			amount: paiseToRupees(bonus.amountPaise),
			balance: paiseToRupees(bonus.balancePaise),
			wageringRequired: paiseToRupees(bonus.wageringRequiredPaise),
			wagered: paiseToRupees(Math.min(bonus.wageredPaise, bonus.wageringRequiredPaise)),
			wageringPercent: wageringPercent(bonus.wageredPaise, bonus.wageringRequiredPaise),
			maxBet: paiseToRupees(bonus.maxBetPaise),
			weights: bonus.weights,
			expiresAt: isoTime(bonus.expiresAt),
			daysLeft: bonus.status === "active" ? daysLeft(bonus.expiresAt, now) : 0,
			createdAt: isoTime(bonus.createdAt),
			endedAt: bonus.endedAt === null ? null : isoTime(bonus.endedAt),
		})),
		claims: claims.map(({ claim, promotion }) => ({
			id: claim.id,
			code: promotion.code,
			title: { en: promotion.titleEn, hi: promotion.titleHi },
			kind: promotion.kind,
			status: claim.status,
			createdAt: isoTime(claim.createdAt),
		})),
	};
}

const REFUSALS: Record<ClaimRefusal, { status: 403 | 409 | 410 | 422; message: (p: PromotionRow) => string }> = {
	paused: { status: 409, message: () => m.paused },
	not_started: { status: 409, message: () => m.notStarted },
	expired: { status: 410, message: () => m.expired },
	already_claimed: { status: 409, message: () => m.alreadyClaimed },
	not_verified: { status: 403, message: () => m.notVerified },
	not_new: { status: 403, message: () => m.notNew },
	no_recent_deposit: { status: 403, message: (p) => m.noRecentDeposit(p.recentDepositDays ?? 0) },
	claims_full: { status: 409, message: () => m.claimsFull },
	referral_not_claimable: { status: 422, message: () => m.referralNotClaimable },
};

function claimedMessage(p: PromotionRow): string {
	return p.kind === "deposit_match"
		? m.claimedMatch(p.percentHundredths / 100, p.maxBonusPaise / 100)
		: m.claimedCashback(p.percentHundredths / 100);
}

/** What a claim answers: its HTTP status, the message in the spec's tone, and the refusal's reason (API and page). */
export function claimAnswer(outcome: ClaimOutcome): {
	status: 201 | 403 | 404 | 409 | 410 | 422;
	message: string;
	reason: ClaimRefusal | null;
} {
	if (outcome.kind === "unknown_code") return { status: 404, message: m.unknownCode, reason: null };
	if (outcome.kind === "claimed") return { status: 201, message: claimedMessage(outcome.promotion), reason: null };
	const refusal = REFUSALS[outcome.reason];
	return { status: refusal.status, message: refusal.message(outcome.promotion), reason: outcome.reason };
}
