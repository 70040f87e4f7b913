/**
 * The promotions' scheduled work (docs/decisions/0850-promotions.md), run by the Worker's cron every hour: bonuses
 * past their expiry end, and each enrolled player's cashback for the last complete IST week is paid, once (its
 * bonus's source key is unique), however often the job runs.
 */
import { and, asc, eq, gte, inArray, lt, lte, notExists, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { cashbackPaise, previousIstWeek } from "~/domain/promotions/rules";
import { expiryStatements, grantStatements, termsOf } from "./bonus-money";
import { type Database, runBatch, type Statement } from "./db/client";
import { bonuses, ledgerEntries, promotionClaims, promotions } from "./db/schema";

const qb = new QueryBuilder();

/** Bonuses ended per run, and cashback grants per batch. */
const EXPIRY_BATCH = 200;
const CASHBACK_CHUNK = 50;

export function cashbackSourceKey(promotionId: string, userId: string, weekKey: string): string {
	return `cashback:${promotionId}:${userId}:${weekKey}`;
}

/** Ends the bonuses whose expiry has passed (at most EXPIRY_BATCH a run); returns how many. */
export async function expireBonuses(db: Database, now: number): Promise<number> {
	const due = await db
		.select({ id: bonuses.id, userId: bonuses.userId, amountPaise: bonuses.amountPaise })
		.from(bonuses)
		.where(and(eq(bonuses.status, "active"), lte(bonuses.expiresAt, now)))
		.orderBy(asc(bonuses.expiresAt))
		.limit(EXPIRY_BATCH);
	if (due.length === 0) return 0;
	await runBatch(
		db,
		due.flatMap((bonus) => expiryStatements(db, bonus, now)),
	);
	return due.length;
}

/** A player's net real-money loss from bets over [from, to): stakes minus payouts and refunds, from the ledger. */
function netLossPaise(userId: string, from: number, to: number) {
	return qb
		.select({ loss: sql<number>`coalesce(-sum(${ledgerEntries.amountPaise}), 0)`.as("loss") })
		.from(ledgerEntries)
		.where(
			and(
				eq(ledgerEntries.userId, userId),
				gte(ledgerEntries.createdAt, from),
				lt(ledgerEntries.createdAt, to),
				eq(ledgerEntries.wallet, "real"),
				inArray(ledgerEntries.reason, ["bet_stake", "bet_payout", "bet_refund"]),
			),
		);
}

/**
 * Pays the last complete IST week's cashback to every enrolled player not yet paid for it: `percent` of their net
 * loss from the later of the week's start and their enrolment, between the minimum and the maximum. Returns how
 * many bonuses were credited.
 */
export async function payWeeklyCashback(db: Database, now: number): Promise<number> {
	const week = previousIstWeek(now);
	const enrolled = await db
		.select({ userId: promotionClaims.userId, enrolledAt: promotionClaims.createdAt, promotion: promotions })
		.from(promotionClaims)
		.innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
		.where(
			and(
				eq(promotions.kind, "weekly_cashback"),
				eq(promotions.status, "active"),
				eq(promotionClaims.status, "enrolled"),
				lt(promotionClaims.createdAt, week.end),
				notExists(
					qb
						.select({ one: sql`1` })
						.from(bonuses)
						.where(
							eq(
								bonuses.sourceKey,
								sql`'cashback:' || ${promotions.id} || ':' || ${promotionClaims.userId} || ':' || ${week.key}`,
							),
						),
				),
			),
		);
	let paid = 0;
	for (let i = 0; i < enrolled.length; i += CASHBACK_CHUNK) {
		const chunk = enrolled.slice(i, i + CASHBACK_CHUNK);
		const losses = await runBatch(
			db,
			chunk.map((row) =>
				db.select().from(netLossPaise(row.userId, Math.max(week.start, row.enrolledAt), week.end).as("l")),
			),
		);
		const statements: Statement[] = [];
		chunk.forEach((row, index) => {
			const loss = Number(losses[index]?.[0]?.loss ?? 0);
			const amount = cashbackPaise(termsOf(row.promotion), loss);
			if (amount <= 0) return;
			const sourceKey = cashbackSourceKey(row.promotion.id, row.userId, week.key);
			statements.push(
				...grantStatements(db, { userId: row.userId, promotion: row.promotion, sourceKey, amountPaise: amount }, now)
					.statements,
			);
			paid += 1;
		});
		await runBatch(db, statements);
	}
	return paid;
}
