/**
 * Bonus money moves like real money (docs/decisions/0850-promotions.md, 0002): every change of a bonus's balance is
 * a `bonus_ledger` entry with its own unique key, in the same batch, conditional on the bonus's state in the same
 * statement; a conversion also credits the real wallet through the ledger (server/ledger.ts). Each function returns
 * statements for the caller's batch.
 */
import { and, eq, exists, gt, gte, inArray, lte, type Query, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { bonusExpiresAt, type PromotionTerms, wageringRequiredPaise } from "~/domain/promotions/rules";
import { type GameWeights, roundContributionPaise, type WageredBet } from "~/domain/promotions/wagering";
import type { Database, Statement } from "./db/client";
import { insertWhere } from "./db/conditional";
import {
	type BonusLedgerReason,
	bets,
	bonuses,
	bonusLedger,
	bonusWagers,
	ledgerEntries,
	type promotions,
	type StoredBetType,
} from "./db/schema";
import { type MovementValues, movementExists, movementStatements } from "./ledger";

const qb = new QueryBuilder();

/** A statement for a batch that can also be prepared on D1 directly (the room's settlement runs `d1.batch`). */
export type BuiltStatement = Statement & { toSQL(): Query };

export const BONUS_REF_TYPE = "bonus";

/** The keys of a bonus's movements: one of each, ever. */
export const bonusKeys = {
	credit: (id: string) => `bonus:${id}:credit`,
	convert: (id: string) => `bonus:${id}:convert`,
	expiry: (id: string) => `bonus:${id}:expiry`,
	forfeit: (id: string) => `bonus:${id}:forfeit`,
};

export type PromotionRow = typeof promotions.$inferSelect;
export type BonusRow = typeof bonuses.$inferSelect;

/** A stored promotion's terms as the pure rules read them. */
export function termsOf(row: PromotionRow): PromotionTerms & { weights: GameWeights } {
	return {
		kind: row.kind,
		status: row.status,
		audience: row.audience,
		recentDepositDays: row.recentDepositDays,
		startsAt: row.startsAt,
		endsAt: row.endsAt,
		maxClaims: row.maxClaims,
		percent: row.percentHundredths / 100,
		minDepositPaise: row.minDepositPaise,
		minBonusPaise: row.minBonusPaise,
		maxBonusPaise: row.maxBonusPaise,
		rewardPaise: row.rewardPaise,
		friendRewardPaise: row.friendRewardPaise,
		wageringMultiple: row.wageringMultiple,
		wageringBase: row.wageringBase,
		expiryDays: row.expiryDays,
		maxBetPaise: row.maxBetPaise,
		weights: row.weights,
	};
}

/** The bonus is still active (in the statement that reads it). */
function active(bonusId: string, extra?: SQL): SQL {
	return exists(
		qb
			.select({ one: sql`1` })
			.from(bonuses)
			.where(and(eq(bonuses.id, bonusId), eq(bonuses.status, "active"), extra)),
	);
}

function bonusMovementExists(key: string): SQL {
	return exists(qb.select({ one: sql`1` }).from(bonusLedger).where(eq(bonusLedger.idempotencyKey, key)));
}

type BonusMoney = Pick<BonusRow, "id" | "userId" | "amountPaise">;

/** A bonus's end: its whole balance leaves it (a bonus's balance is its amount until it ends), and its status. */
function endStatements(
	db: Database,
	bonus: BonusMoney,
	reason: Exclude<BonusLedgerReason, "bonus_credit">,
	key: string,
	status: "converted" | "expired" | "forfeited",
	condition: SQL,
	now: number,
): BuiltStatement[] {
	return [
		insertWhere(
			db,
			bonusLedger,
			{
				bonusId: bonus.id,
				userId: bonus.userId,
				amountPaise: -bonus.amountPaise,
				balanceAfterPaise: 0,
				reason,
				idempotencyKey: key,
				createdAt: now,
			},
			and(active(bonus.id), condition) ?? sql`0`,
		).onConflictDoNothing({ target: bonusLedger.idempotencyKey }),
		db
			.update(bonuses)
			.set({ status, balancePaise: 0, endedAt: now })
			.where(and(eq(bonuses.id, bonus.id), eq(bonuses.status, "active"), bonusMovementExists(key))),
	];
}

/**
 * The conversion, which happens only once the wagering is met (checked in the statements themselves, after whatever
 * came before them in the batch): the real wallet is credited the bonus (ledger reason `bonus_conversion`) and the
 * bonus is emptied and marked converted, both under one key.
 */
export function conversionStatements(db: Database, bonus: BonusMoney, now: number): BuiltStatement[] {
	const key = bonusKeys.convert(bonus.id);
	const due = active(
		bonus.id,
		and(gte(bonuses.wageredPaise, bonuses.wageringRequiredPaise), gt(bonuses.expiresAt, now)),
	);
	return [
		...movementStatements(
			db,
			{
				userId: bonus.userId,
				wallet: "real",
				amountPaise: bonus.amountPaise,
				reason: "bonus_conversion",
				refType: BONUS_REF_TYPE,
				refId: bonus.id,
				idempotencyKey: key,
				note: "Bonus wagering met",
				onlyIf: due,
			},
			now,
		),
		...endStatements(db, bonus, "bonus_conversion", key, "converted", movementExists(key), now),
	];
}

/** An expired bonus's balance leaves it (only once its expiry has passed). */
export function expiryStatements(db: Database, bonus: BonusMoney, now: number): BuiltStatement[] {
	const condition = active(bonus.id, lte(bonuses.expiresAt, now));
	return endStatements(db, bonus, "bonus_expiry", bonusKeys.expiry(bonus.id), "expired", condition, now);
}

/** A bonus forfeited (a withdrawal request), when `condition` holds in the same batch. */
export function forfeitStatements(db: Database, bonus: BonusMoney, condition: SQL, now: number): BuiltStatement[] {
	return endStatements(db, bonus, "bonus_forfeit", bonusKeys.forfeit(bonus.id), "forfeited", condition, now);
}

export type Grant = {
	userId: string;
	promotion: PromotionRow;
	/** Makes the grant happen once: `match:<claim>`, `cashback:<promotion>:<player>:<week>`, `referral:<friend>:…`. */
	sourceKey: string;
	amountPaise: number;
	/** The deposit that earned it (a deposit match whose requirement counts the deposit too). */
	depositPaise?: number;
	/** A condition the grant needs in the same batch (e.g. the deposit request still pending). */
	onlyIf?: SQL;
};

/**
 * A new bonus, credited once: the bonus row (unique by its source), its credit entry only if that row was just
 * written, and the conversion at once when nothing is to be wagered. Returns the new bonus's id and statements.
 */
export function grantStatements(db: Database, grant: Grant, now: number): { id: string; statements: BuiltStatement[] } {
	if (!Number.isSafeInteger(grant.amountPaise) || grant.amountPaise <= 0) {
		throw new RangeError(`A bonus needs a positive whole number of paise, got ${grant.amountPaise}`);
	}
	const id = crypto.randomUUID();
	const terms = termsOf(grant.promotion);
	const required = wageringRequiredPaise(terms, grant.amountPaise, grant.depositPaise ?? 0);
	const bonus = { id, userId: grant.userId, amountPaise: grant.amountPaise };
	const statements: BuiltStatement[] = [
		insertWhere(
			db,
			bonuses,
			{
				id,
				userId: grant.userId,
				promotionId: grant.promotion.id,
				sourceKey: grant.sourceKey,
				amountPaise: grant.amountPaise,
				balancePaise: grant.amountPaise,
				wageringRequiredPaise: required,
				wageredPaise: 0,
				maxBetPaise: terms.maxBetPaise,
				weights: terms.weights,
				status: "active",
				expiresAt: bonusExpiresAt(terms, now),
				createdAt: now,
				endedAt: null,
			},
			grant.onlyIf ?? sql`1`,
		).onConflictDoNothing({ target: bonuses.sourceKey }),
		insertWhere(
			db,
			bonusLedger,
			{
				bonusId: id,
				userId: grant.userId,
				amountPaise: grant.amountPaise,
				balanceAfterPaise: grant.amountPaise,
				reason: "bonus_credit",
				idempotencyKey: bonusKeys.credit(id),
				createdAt: now,
			},
			active(id),
		),
	];
	if (required === 0) statements.push(...conversionStatements(db, bonus, now));
	return { id, statements };
}

/** A bet's columns as settlement and wagering read them (durable/game-host/settlement.ts `OpenBet`). */
export const betColumns = {
	id: bets.id,
	userId: bets.userId,
	wallet: bets.wallet,
	betType: bets.betType,
	numbers: bets.numbers,
	amountPaise: bets.amountPaise,
	autoCashOut: bets.autoCashOut,
};

/** A bet of a round as wagering reads it (any state: a crash bet cashed out in flight counts too). */
export type RoundBet = {
	id: string;
	userId: string;
	wallet: "real" | "tokens";
	betType: StoredBetType;
	numbers: string;
	amountPaise: number;
	autoCashOut: number | null;
	status: (typeof bets.$inferSelect)["status"];
};

/**
 * What a settled round adds to its players' bonuses, for the settlement's batch: per player with an active bonus,
 * the round's row of `bonus_wagers` for their oldest active bonus (inserted or ignored: once per bonus and round),
 * the bonus's progress raised only if that row was just written, then its conversion if the requirement is met.
 * `refunded` says which bets the round returns (they count nothing).
 */
export async function roundWageringStatements(
	db: Database,
	roundId: string,
	refunded: (bet: RoundBet) => boolean,
	now: number,
): Promise<BuiltStatement[]> {
	const rows = await db
		.select({
			...betColumns,
			status: bets.status,
			bonusId: bonuses.id,
			bonusAmountPaise: bonuses.amountPaise,
			bonusCreatedAt: bonuses.createdAt,
			weights: bonuses.weights,
		})
		.from(bets)
		.innerJoin(bonuses, and(eq(bonuses.userId, bets.userId), eq(bonuses.status, "active"), gt(bonuses.expiresAt, now)))
		.where(and(eq(bets.roundId, roundId), eq(bets.wallet, "real")));
	if (rows.length === 0) return [];
	// Per player: their oldest active bonus, and their bets of the round (each once).
	const players = new Map<string, { bonus: (typeof rows)[number]; bets: Map<string, WageredBet> }>();
	for (const row of rows) {
		const player = players.get(row.userId);
		if (!player || row.bonusCreatedAt < player.bonus.bonusCreatedAt) {
			players.set(row.userId, { bonus: row, bets: player?.bets ?? new Map() });
		}
		const entry = players.get(row.userId);
		entry?.bets.set(row.id, {
			betType: row.betType,
			numbers: row.numbers,
			amountPaise: row.amountPaise,
			wallet: row.wallet,
			refunded: refunded(row),
		});
	}
	const statements: BuiltStatement[] = [];
	for (const [userId, { bonus, bets: wagered }] of players) {
		const contributed = roundContributionPaise([...wagered.values()], bonus.weights);
		statements.push(
			db
				.insert(bonusWagers)
				.values({ bonusId: bonus.bonusId, roundId, userId, contributedPaise: contributed, createdAt: now })
				.onConflictDoNothing(),
		);
		if (contributed === 0) continue;
		statements.push(
			db
				.update(bonuses)
				.set({ wageredPaise: sql`${bonuses.wageredPaise} + ${contributed}` })
				.where(and(eq(bonuses.id, bonus.bonusId), eq(bonuses.status, "active"), sql`changes() = 1`)),
			...conversionStatements(db, { id: bonus.bonusId, userId, amountPaise: bonus.bonusAmountPaise }, now),
		);
	}
	return statements;
}

/** A player's active bonuses (oldest first), for a forfeit or the maximum bet. */
export async function activeBonusesOf(db: Database, userIds: string[], now: number): Promise<BonusRow[]> {
	if (userIds.length === 0) return [];
	return db
		.select()
		.from(bonuses)
		.where(and(inArray(bonuses.userId, userIds), eq(bonuses.status, "active"), gt(bonuses.expiresAt, now)))
		.orderBy(bonuses.createdAt);
}

/**
 * What the player has staked of real money in the round so far (its stake movements' `refId` is the round); play
 * tokens staked beside it are not real money and count nothing toward the cap.
 */
function roundStakeSoFar(userId: SQL | string, roundId: SQL | string | null) {
	return qb
		.select({ staked: sql<number>`coalesce(-sum(${ledgerEntries.amountPaise}), 0)`.as("staked") })
		.from(ledgerEntries)
		.where(
			and(
				eq(ledgerEntries.refType, "round"),
				eq(ledgerEntries.refId, roundId ?? ""),
				eq(ledgerEntries.userId, userId),
				eq(ledgerEntries.reason, "bet_stake"),
				eq(ledgerEntries.wallet, "real"),
			),
		);
}

/**
 * The stake's guard while a bonus is wagered (docs/decisions/0850-promotions.md): a real-money stake (a negative
 * `amountPaise`) goes through only if the round's real stakes with it stay within every active bonus's maximum bet.
 * Checked in the stake's own statement, like the player's protection (server/protection.ts `stakeAllowed`).
 */
export function withinBonusMaxBet(
	m: Readonly<Pick<MovementValues, "userId" | "wallet" | "amountPaise" | "refId" | "now">>,
): SQL {
	const over = qb
		.select({ one: sql`1` })
		.from(bonuses)
		.where(
			and(
				eq(bonuses.userId, sql`${m.userId}`),
				eq(bonuses.status, "active"),
				gt(bonuses.expiresAt, sql`${m.now}`),
				sql`${bonuses.maxBetPaise} < ${roundStakeSoFar(sql`${m.userId}`, sql`${m.refId}`)} - ${m.amountPaise}`,
			),
		);
	return sql`(${m.wallet} <> 'real' or not exists ${over})`;
}

/** The largest round stake the player's active bonuses allow, or null when none limits it (for the refusal's words). */
export async function bonusMaxBetPaise(db: Database, userId: string, now: number): Promise<number | null> {
	const row = await db
		.select({ cap: sql<number | null>`min(${bonuses.maxBetPaise})` })
		.from(bonuses)
		.where(and(eq(bonuses.userId, userId), eq(bonuses.status, "active"), gt(bonuses.expiresAt, now)))
		.get();
	return row?.cap ?? null;
}

/** Whether the stake would pass the bonus's maximum bet in its round (the refused stake's reason). */
export async function overBonusMaxBet(
	db: Database,
	stake: { userId: string; roundId: string; wallet: "real" | "tokens"; stakePaise: number },
	now: number,
): Promise<number | null> {
	if (stake.wallet !== "real") return null;
	const cap = await bonusMaxBetPaise(db, stake.userId, now);
	if (cap === null) return null;
	const [row] = await db.select().from(roundStakeSoFar(stake.userId, stake.roundId).as("s"));
	return Number(row?.staked ?? 0) + stake.stakePaise > cap ? cap : null;
}
