/**
 * Four eyes for large withdrawals (issue 33): above the threshold the operator sets, a withdrawal's first approval
 * is recorded (audited) and the request stays pending, as the player sees it; a second administrator, not the
 * first, approves it through the wallet's own approval (`approveWithEvidence`), whose batch decides it only when
 * the first approval is another's and confirms it in the same batch, so parallel second approvals decide it once.
 */
import { and, eq, exists, isNull, ne, notExists } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { auditIfChangedStatement, auditStatement } from "./audit";
import type { Database } from "./db/client";
import { insertWhere } from "./db/conditional";
import { moneyTransactions, siteSettings, withdrawalFirstApprovals } from "./db/schema";
import { readSiteSetting } from "./site-settings";
import { type Actor, approveTransaction, approveWithEvidence, type DecisionOutcome, findTransaction } from "./wallet";

const qb = new QueryBuilder();

export const FOUR_EYES_SETTING = "withdrawal_four_eyes_paise";

/** The amount (paise) above which a withdrawal needs two approvers, or null: one is enough. */
export async function fourEyesThreshold(db: Database): Promise<number | null> {
	const stored = await readSiteSetting(db, FOUR_EYES_SETTING);
	const value = stored === null ? Number.NaN : Number(stored);
	return Number.isInteger(value) && value >= 0 ? value : null;
}

export async function saveFourEyesThreshold(db: Database, paise: number | null, actor: Actor): Promise<void> {
	const before = await fourEyesThreshold(db);
	const now = Date.now();
	const audit = auditStatement(
		db,
		{
			actorId: actor.id,
			actorRole: actor.role,
			action: "settings.four_eyes",
			targetType: "site_setting",
			targetId: FOUR_EYES_SETTING,
			before: { thresholdPaise: before },
			after: { thresholdPaise: paise },
			ip: actor.ip,
		},
		now,
	);
	await db.batch([
		paise === null
			? db.delete(siteSettings).where(eq(siteSettings.key, FOUR_EYES_SETTING))
			: db
					.insert(siteSettings)
					.values({ key: FOUR_EYES_SETTING, value: paise, updatedBy: actor.id, updatedAt: now })
					.onConflictDoUpdate({ target: siteSettings.key, set: { value: paise, updatedBy: actor.id, updatedAt: now } }),
		audit,
	]);
}

export type ReviewOutcome =
	| DecisionOutcome
	| { kind: "first_approval"; row: NonNullable<Awaited<ReturnType<typeof findTransaction>>> }
	| { kind: "same_approver" };

/** An administrator's approval of a request: the wallet's own, with a second approver for a large withdrawal. */
export async function approveReviewed(db: Database, id: string, actor: Actor): Promise<ReviewOutcome> {
	const current = await findTransaction(db, id);
	if (current?.type !== "withdraw" || current.status !== "pending") {
		return approveTransaction(db, id, actor);
	}
	const threshold = await fourEyesThreshold(db);
	if (threshold === null || current.amountPaise <= threshold) return approveTransaction(db, id, actor);
	const f = withdrawalFirstApprovals;
	const first = await db.select().from(f).where(eq(f.transactionId, id)).get();
	let firstBy = first?.approvedBy ?? null;
	if (!first) {
		const now = Date.now();
		const stillPending = exists(
			qb
				.select({ id: moneyTransactions.id })
				.from(moneyTransactions)
				.where(and(eq(moneyTransactions.id, id), eq(moneyTransactions.status, "pending"))),
		);
		await db.batch([
			insertWhere(
				db,
				f,
				{ transactionId: id, approvedBy: actor.id, approvedAt: now },
				stillPending,
			).onConflictDoNothing(),
			auditIfChangedStatement(
				db,
				{
					actorId: actor.id,
					actorRole: actor.role,
					action: "withdraw.first_approve",
					targetType: "money_transaction",
					targetId: id,
					before: { status: "pending", approvals: 0 },
					after: { status: "pending", approvals: 1, thresholdPaise: threshold },
					ip: actor.ip,
				},
				now,
			),
		]);
		const recorded = await db.select().from(f).where(eq(f.transactionId, id)).get();
		if (recorded?.approvedBy === actor.id) {
			const row = await findTransaction(db, id);
			// Recorded by this call, or by this same administrator's other click a moment ago.
			if (row?.status === "pending") return { kind: "first_approval", row };
			return row ? { kind: "already_processed", row } : { kind: "not_found" };
		}
		if (!recorded) return approveTransaction(db, id, actor); // decided meanwhile: answered as already processed
		firstBy = recorded.approvedBy;
	} else if (first.approvedBy === actor.id) {
		return { kind: "same_approver" };
	}
	const confirmedBy = (by: string) =>
		exists(
			qb
				.select({ id: f.transactionId })
				.from(f)
				.where(and(eq(f.transactionId, id), eq(f.confirmedBy, by))),
		);
	const outcome = await approveWithEvidence(db, id, actor, {
		claim: (pending) =>
			db
				.update(f)
				.set({ confirmedBy: actor.id })
				.where(and(eq(f.transactionId, id), ne(f.approvedBy, actor.id), isNull(f.confirmedBy), pending)),
		holds: confirmedBy(actor.id),
		release: db
			.update(f)
			.set({ confirmedBy: null })
			.where(
				and(
					eq(f.transactionId, id),
					eq(f.confirmedBy, actor.id),
					notExists(
						qb
							.select({ id: moneyTransactions.id })
							.from(moneyTransactions)
							.where(and(eq(moneyTransactions.id, id), eq(moneyTransactions.status, "approved"))),
					),
				),
			),
		audit: { firstApprovedBy: firstBy, secondApprovedBy: actor.id },
	});
	return outcome.kind === "evidence_taken" ? { kind: "same_approver" } : outcome;
}
