/**
 * Referrals ("Bring a Friend", docs/decisions/0850-promotions.md): a player's own code, a friend who joins with it
 * before their first deposit, and the reward credited in the batch that approves the friend's first deposit, once,
 * or withheld when the friend and the referrer share a claim device, a payout bank account or a sign-in address.
 */
import { and, asc, desc, eq, exists, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { paiseToRupees } from "~/domain/money";
import { addressSubject } from "~/domain/network-address";
import { maskName } from "~/domain/roulette/bets";
import { isoTime } from "~/domain/time";
import { grantStatements, type PromotionRow } from "./bonus-money";
import type { Database, Statement } from "./db/client";
import { bonuses, moneyTransactions, promotions, referralCodes, referrals, refreshTokens, users } from "./db/schema";
import { lastApprovedDeposit } from "./promotions";

const qb = new QueryBuilder();

/** Letters and digits a player reads aloud without confusion (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export { REFERRAL_CODE_PATTERN } from "~/domain/validation/auth";

function newCode(): string {
	const bytes = crypto.getRandomValues(new Uint8Array(8));
	return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** The player's referral code, made on first use (with the device it was made from). */
export async function referralCodeOf(db: Database, userId: string, deviceId: string | null): Promise<string> {
	for (let attempt = 0; attempt < 3; attempt++) {
		const existing = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId)).get();
		if (existing) return existing.code;
		await db.insert(referralCodes).values({ userId, code: newCode(), deviceId }).onConflictDoNothing();
	}
	throw new Error(`no referral code could be made for ${userId}`);
}

/** Whether the player has had a deposit approved. */
async function hasApprovedDeposit(db: Database, userId: string): Promise<boolean> {
	return (await lastApprovedDeposit(db, userId)) !== null;
}

export type JoinOutcome = "joined" | "unknown_code" | "own_code" | "already_referred" | "not_new";

/** The friend joins with a referral code: once, not their own, before their first approved deposit. */
export async function joinReferral(
	db: Database,
	input: { friendId: string; code: string; deviceId: string | null },
): Promise<JoinOutcome> {
	const owner = await db.select().from(referralCodes).where(eq(referralCodes.code, input.code)).get();
	if (!owner) return "unknown_code";
	if (owner.userId === input.friendId) return "own_code";
	if (await hasApprovedDeposit(db, input.friendId)) return "not_new";
	const [inserted] = await db.batch([
		db
			.insert(referrals)
			.values({ friendId: input.friendId, referrerId: owner.userId, deviceId: input.deviceId })
			.onConflictDoNothing(),
	]);
	return inserted.meta.changes === 1 ? "joined" : "already_referred";
}

/** The referral promotion in force (the oldest open one), or null: no promotion, no reward. */
async function referralPromotion(db: Database, now: number): Promise<PromotionRow | null> {
	const row = await db
		.select()
		.from(promotions)
		.where(
			and(
				eq(promotions.kind, "referral"),
				eq(promotions.status, "active"),
				lte(promotions.startsAt, now),
				or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
			),
		)
		.orderBy(asc(promotions.startsAt))
		.get();
	return row ?? null;
}

/**
 * Why a referral's reward is withheld: the friend and the referrer share a device, a payout account or an address
 * they signed in from.
 */
async function sharedWithReferrer(
	db: Database,
	referral: { friendId: string; referrerId: string; deviceId: string | null },
	referrerDevice: string | null,
): Promise<string | null> {
	if (referral.deviceId !== null && referral.deviceId === referrerDevice) return "shared_device";
	const accounts = await db
		.selectDistinct({ account: moneyTransactions.bankAccountNumber, userId: moneyTransactions.userId })
		.from(moneyTransactions)
		.where(
			and(
				inArray(moneyTransactions.userId, [referral.friendId, referral.referrerId]),
				eq(moneyTransactions.type, "withdraw"),
			),
		);
	const friends = new Set(accounts.filter((a) => a.userId === referral.friendId).map((a) => a.account));
	const shared = accounts.some((a) => a.userId === referral.referrerId && a.account !== null && friends.has(a.account));
	if (shared) return "shared_payout_account";
	const [friendAt, referrerAt] = await Promise.all([
		signInAddresses(db, referral.friendId),
		signInAddresses(db, referral.referrerId),
	]);
	return [...friendAt].some((address) => referrerAt.has(address)) ? "shared_address" : null;
}

/**
 * The addresses a player signed in from, as their sessions recorded them (`refresh_tokens.ip`, kept while a session
 * lives and for the housekeeping's retention after), each as the rate limits count one (IPv6 per /64).
 */
async function signInAddresses(db: Database, userId: string): Promise<Set<string>> {
	const rows = await db
		.selectDistinct({ ip: refreshTokens.ip })
		.from(refreshTokens)
		.where(and(eq(refreshTokens.userId, userId), isNotNull(refreshTokens.ip)));
	return new Set(rows.flatMap((row) => addressSubject(row.ip) ?? []));
}

export const referralKeys = {
	referrer: (friendId: string) => `referral:${friendId}:referrer`,
	friend: (friendId: string) => `referral:${friendId}:friend`,
};

/**
 * The statements, for the approval's batch of a deposit, that reward (or withhold) the friend's referral: only for
 * the friend's first approved deposit, once verified, under an open referral promotion; each conditional on
 * `pending` (the request still waiting) and on the referral still 'joined'.
 */
export async function referralRewardStatements(
	db: Database,
	deposit: { userId: string },
	pending: SQL,
	now: number,
): Promise<Statement[]> {
	const referral = await db
		.select({
			friendId: referrals.friendId,
			referrerId: referrals.referrerId,
			deviceId: referrals.deviceId,
			referrerDevice: referralCodes.deviceId,
			verified: users.isVerified,
		})
		.from(referrals)
		.innerJoin(users, eq(users.id, referrals.friendId))
		.leftJoin(referralCodes, eq(referralCodes.userId, referrals.referrerId))
		.where(and(eq(referrals.friendId, deposit.userId), eq(referrals.status, "joined")))
		.get();
	if (!referral?.verified) return [];
	if (await hasApprovedDeposit(db, deposit.userId)) return [];
	const promotion = await referralPromotion(db, now);
	if (!promotion) return [];
	const stillJoined = and(eq(referrals.friendId, referral.friendId), eq(referrals.status, "joined"));
	const withheld = await sharedWithReferrer(db, referral, referral.referrerDevice);
	if (withheld) {
		return [
			db
				.update(referrals)
				.set({ status: "withheld", withheldReason: withheld, decidedAt: now })
				.where(and(stillJoined, pending)),
		];
	}
	const statements: Statement[] = [];
	const grant = (userId: string, sourceKey: string, amountPaise: number) =>
		statements.push(
			...grantStatements(db, { userId, promotion, sourceKey, amountPaise, onlyIf: pending }, now).statements,
		);
	grant(referral.referrerId, referralKeys.referrer(referral.friendId), promotion.rewardPaise);
	if (promotion.friendRewardPaise > 0) {
		grant(referral.friendId, referralKeys.friend(referral.friendId), promotion.friendRewardPaise);
	}
	const rewarded = exists(
		qb
			.select({ one: sql`1` })
			.from(bonuses)
			.where(eq(bonuses.sourceKey, referralKeys.referrer(referral.friendId))),
	);
	statements.push(db.update(referrals).set({ status: "rewarded", decidedAt: now }).where(and(stillJoined, rewarded)));
	return statements;
}

/** The referrer's page: their code (null until they make one), friends who joined (names masked), what was earned. */
export async function referralSummary(db: Database, userId: string) {
	const [own, friends, earned] = await Promise.all([
		db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)).get(),
		db
			.select({ name: users.name, status: referrals.status, joinedAt: referrals.createdAt })
			.from(referrals)
			.innerJoin(users, eq(users.id, referrals.friendId))
			.where(eq(referrals.referrerId, userId))
			.orderBy(desc(referrals.createdAt))
			.limit(50),
		db
			.select({ paise: sql<number>`coalesce(sum(${bonuses.amountPaise}), 0)` })
			.from(bonuses)
			.where(and(eq(bonuses.userId, userId), sql`${bonuses.sourceKey} like 'referral:%:referrer'`))
			.get(),
	]);
	const code = own?.code ?? null;
	return {
		code,
		// Where a friend enters it: their own bonus page, which a signed-out friend reaches after logging in or
		// registering (the code stays in the link).
		link: code === null ? null : `/register?ref=${code}`,
		friends: friends.map((f) => ({ name: maskName(f.name), status: f.status, joinedAt: isoTime(f.joinedAt) })),
		rewardsEarned: paiseToRupees(earned?.paise ?? 0),
	};
}
