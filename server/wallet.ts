/**
 * The wallet service: deposit and withdrawal requests and their review, each a
 * single D1 batch that moves money only through the ledger (server/ledger.ts).
 *
 * - A withdrawal reserves (debits) the amount in the batch that creates the
 *   request, so a pending withdrawal cannot be bet away; a rejection returns it.
 * - A decision is a conditional `UPDATE ... WHERE status = 'pending'` in the
 *   same batch as its money movements, which are themselves conditional on the
 *   request still being pending: two admins clicking together move money once,
 *   and the loser's batch changes nothing.
 */
import { and, count, eq, exists, getTableColumns, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { paiseToRupees } from "~/domain/money";
import type { NotificationData, NotificationKind } from "~/domain/notifications";
import { isoTime } from "~/domain/time";
import { apiPhone } from "~/domain/validation/auth";
import { DEPOSIT } from "~/domain/validation/payments";
import { changesOf, type Database, runBatch, type Statement } from "~/server/db/client";
import { insertWhere } from "~/server/db/conditional";
import { filterOnly } from "~/server/db/plan";
import { ledgerEntries, moneyTransactions, siteSettings, users } from "~/server/db/schema";
import { movementExists, movementStatements } from "~/server/ledger";
import { notificationKeys, notifyWhere } from "~/server/notifications";
import { depositMatchFor, depositMatchStatements } from "~/server/promotions";
import { depositsRequestedSince } from "~/server/protection";
import { auditIfChangedStatement } from "./audit";
import { activeBonusesOf, forfeitStatements } from "./bonus-money";
import { referralRewardStatements } from "./referrals";

/** Builds conditions (subqueries) without a database: they run inside another statement. */
const qb = new QueryBuilder();

export const TX_REF_TYPE = "money_transaction";

/** The play-token bonus the approval of a deposit credited: its ledger entry (one at most: txKeys.bonus is unique). */
const bonusOfTransaction = sql<number | null>`(${qb
	.select({ paise: ledgerEntries.amountPaise })
	.from(ledgerEntries)
	.where(
		and(
			eq(ledgerEntries.refType, TX_REF_TYPE),
			eq(ledgerEntries.refId, moneyTransactions.id),
			eq(ledgerEntries.reason, "deposit_bonus"),
		),
	)})`;

/** A request with its player's name and phone, and the bonus its approval credited. */
export function selectTransactions(db: Database) {
	return db
		.select({
			...getTableColumns(moneyTransactions),
			userName: users.name,
			userPhone: users.phone,
			// Its own column name: drizzle reads D1's batch and get() rows by column name, where a second amount_paise clashes.
			bonusTokensPaise: bonusOfTransaction.as("bonus_tokens_paise"),
		})
		.from(moneyTransactions)
		.innerJoin(users, eq(users.id, moneyTransactions.userId));
}

export type MoneyTransactionRow = Awaited<ReturnType<typeof selectTransactions>>[number];

/** The Transaction as the API answers it (amounts in rupees, times ISO 8601). */
export type TransactionView = {
	id: string;
	user: { id: string; name: string | null; phone: string | null };
	transactionType: "deposit" | "withdraw";
	amount: number;
	transactionStatus: "pending" | "approved" | "rejected";
	utr: string | null;
	upiId: string | null;
	paymentMethod: string | null;
	recipientName: string | null;
	bankName: string | null;
	bankAccountNumber: string | null;
	ifscCode: string | null;
	/** Play tokens credited with the approval of a deposit (from the ledger); null when none were. */
	bonusTokens: number | null;
	adminNote: string | null;
	decidedAt: string | null;
	createdAt: string;
	updatedAt: string;
};

export function transactionView(row: MoneyTransactionRow): TransactionView {
	return {
		id: row.id,
		user: { id: row.userId, name: row.userName, phone: apiPhone(row.userPhone) },
		transactionType: row.type,
		amount: paiseToRupees(row.amountPaise),
		transactionStatus: row.status,
		utr: row.utr,
		upiId: row.upiId,
		paymentMethod: row.paymentMethod,
		recipientName: row.recipientName,
		bankName: row.bankName,
		bankAccountNumber: row.bankAccountNumber,
		ifscCode: row.ifscCode,
		bonusTokens: row.bonusTokensPaise === null ? null : paiseToRupees(row.bonusTokensPaise),
		adminNote: row.adminNote,
		decidedAt: row.decidedAt === null ? null : isoTime(row.decidedAt),
		createdAt: isoTime(row.createdAt),
		updatedAt: isoTime(row.updatedAt),
	};
}

export async function findTransaction(db: Database, id: string): Promise<MoneyTransactionRow | null> {
	return (await selectTransactions(db).where(eq(moneyTransactions.id, id)).get()) ?? null;
}

export async function findByIdempotencyKey(
	db: Database,
	userId: string,
	key: string,
): Promise<MoneyTransactionRow | null> {
	const row = await selectTransactions(db)
		.where(and(eq(moneyTransactions.userId, userId), eq(moneyTransactions.idempotencyKey, key)))
		.get();
	return row ?? null;
}

/** Ledger keys of a request's movements: one of each, ever. */
export const txKeys = {
	deposit: (id: string) => `money_tx:${id}:deposit`,
	bonus: (id: string) => `money_tx:${id}:bonus`,
	reserve: (id: string) => `money_tx:${id}:reserve`,
	release: (id: string) => `money_tx:${id}:release`,
};

/** The deposit bonus in play tokens, a percentage of the deposit (site_settings, default 10 %). */
export const DEPOSIT_BONUS_SETTING = "deposit_bonus_percent";
export const DEFAULT_DEPOSIT_BONUS_PERCENT = 10;

export async function depositBonusPercent(db: Database): Promise<number> {
	const row = await db
		.select({ value: siteSettings.value })
		.from(siteSettings)
		.where(eq(siteSettings.key, DEPOSIT_BONUS_SETTING))
		.get();
	if (!row) return DEFAULT_DEPOSIT_BONUS_PERCENT;
	const value = Number(row.value);
	return Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_DEPOSIT_BONUS_PERCENT;
}

/** Whole paise, rounded down (the bonus never exceeds the stated percentage). */
export function bonusPaise(amountPaise: number, percent: number): number {
	return Math.floor((amountPaise * percent) / 100);
}

/** Whether D1 refused a write for a unique index over `column` (drizzle wraps D1's error as the `cause`). */
function isUniqueViolation(error: unknown, column: string): boolean {
	const d1Error = error instanceof Error && error.cause instanceof Error ? error.cause : error;
	const text = d1Error instanceof Error ? `${d1Error.message} ${String(d1Error.cause ?? "")}` : String(d1Error);
	return text.includes("UNIQUE constraint failed") && text.includes(column);
}

export type CreateOutcome =
	| { kind: "created"; row: MoneyTransactionRow }
	| { kind: "replayed"; row: MoneyTransactionRow }
	| { kind: "utr_used" }
	| { kind: "idempotency_conflict" }
	| { kind: "insufficient" }
	| { kind: "too_many_pending" }
	/** The player has a bonus being wagered and did not confirm its forfeit (docs/decisions/0850-promotions.md). */
	| { kind: "bonus_active"; bonusPaise: number }
	/** A deposit limit would be passed (a concurrent request got there first); the caller words the refusal. */
	| { kind: "over_limit" };

/** A replay is the same request again: same type and amount (and UTR for deposits). */
function replayOf(
	existing: MoneyTransactionRow,
	type: "deposit" | "withdraw",
	amountPaise: number,
	utr?: string,
): CreateOutcome {
	const same =
		existing.type === type && existing.amountPaise === amountPaise && (utr === undefined || existing.utr === utr);
	return same ? { kind: "replayed", row: existing } : { kind: "idempotency_conflict" };
}

/** The player's deposit requests still waiting for a decision, through the player's own index (`filterOnly`). */
function pendingDepositsOf(userId: string) {
	return and(
		eq(moneyTransactions.userId, userId),
		eq(filterOnly(moneyTransactions.type), "deposit"),
		eq(filterOnly(moneyTransactions.status), "pending"),
	);
}

/** How many deposit requests the player has waiting for a decision (at most DEPOSIT.maxPendingRequests may wait). */
export async function pendingDepositCount(db: Database, userId: string): Promise<number> {
	const waiting = await db.select({ n: count() }).from(moneyTransactions).where(pendingDepositsOf(userId)).get();
	return waiting?.n ?? 0;
}

export async function createDeposit(
	db: Database,
	input: {
		userId: string;
		amountPaise: number;
		utr: string;
		paymentMethod: string;
		upiId: string | null;
		idempotencyKey: string | null;
		/** The player's deposit limits in force, checked inside the insert (see depositLimitGuards). */
		limits?: Array<{ since: number; maxPaise: number }>;
	},
): Promise<CreateOutcome> {
	if (input.idempotencyKey) {
		const existing = await findByIdempotencyKey(db, input.userId, input.idempotencyKey);
		if (existing) return replayOf(existing, "deposit", input.amountPaise, input.utr);
	}
	const id = crypto.randomUUID();
	const now = Date.now();
	// At most DEPOSIT.maxPendingRequests waiting per player, and each limit in force (what the player requested in
	// its window, plus this request, stays within it), checked in the insert itself (no race).
	const conditions: SQL[] = [
		sql`${qb.select({ n: count() }).from(moneyTransactions).where(pendingDepositsOf(input.userId))} < ${DEPOSIT.maxPendingRequests}`,
	];
	for (const limit of input.limits ?? []) {
		conditions.push(
			sql`${depositsRequestedSince(input.userId, limit.since)} + ${input.amountPaise} <= ${limit.maxPaise}`,
		);
	}
	let inserted: D1Result;
	try {
		inserted = await insertWhere(
			db,
			moneyTransactions,
			{
				id,
				userId: input.userId,
				type: "deposit",
				amountPaise: input.amountPaise,
				status: "pending",
				utr: input.utr,
				upiId: input.upiId,
				paymentMethod: input.paymentMethod,
				idempotencyKey: input.idempotencyKey,
				createdAt: now,
				updatedAt: now,
			},
			sql.join(conditions, sql` and `),
		);
	} catch (error) {
		if (input.idempotencyKey && isUniqueViolation(error, "idempotency_key")) {
			const existing = await findByIdempotencyKey(db, input.userId, input.idempotencyKey);
			if (existing) return replayOf(existing, "deposit", input.amountPaise, input.utr);
		}
		if (isUniqueViolation(error, "utr")) {
			// The same player retrying the same deposit with the same key was handled above.
			return { kind: "utr_used" };
		}
		throw error;
	}
	// "Inserted or not": D1 counts the writes of the money totals' triggers in `changes` (migrations/0008_volume.sql).
	if (inserted.meta.changes === 0) {
		// A concurrent copy of this very request (same key) may have taken the last waiting slot: that is a replay,
		// not a refusal (docs/decisions/0700).
		if (input.idempotencyKey) {
			const existing = await findByIdempotencyKey(db, input.userId, input.idempotencyKey);
			if (existing) return replayOf(existing, "deposit", input.amountPaise, input.utr);
		}
		const waiting = await pendingDepositCount(db, input.userId);
		return { kind: waiting >= DEPOSIT.maxPendingRequests ? "too_many_pending" : "over_limit" };
	}
	const row = await findTransaction(db, id);
	if (!row) throw new Error(`deposit ${id} vanished`);
	return { kind: "created", row };
}

export async function createWithdrawal(
	db: Database,
	input: {
		userId: string;
		amountPaise: number;
		bankName: string;
		bankAccountNumber: string;
		ifscCode: string;
		recipientName: string;
		idempotencyKey: string | null;
		/** The player confirmed that the request forfeits their active bonuses. */
		forfeitBonus?: boolean;
	},
): Promise<CreateOutcome> {
	if (input.idempotencyKey) {
		const existing = await findByIdempotencyKey(db, input.userId, input.idempotencyKey);
		if (existing) return replayOf(existing, "withdraw", input.amountPaise);
	}
	const id = crypto.randomUUID();
	const now = Date.now();
	const reserveKey = txKeys.reserve(id);
	// A withdrawal request forfeits the bonuses being wagered, once the player has confirmed it, in this batch and
	// only if the reservation happened.
	const active = await activeBonusesOf(db, [input.userId], now);
	if (active.length > 0 && input.forfeitBonus !== true) {
		return { kind: "bonus_active", bonusPaise: active.reduce((sum, bonus) => sum + bonus.balancePaise, 0) };
	}
	const forfeits = active.flatMap((bonus) => forfeitStatements(db, bonus, movementExists(reserveKey), now));
	let results: D1Result[];
	try {
		results = await db.batch([
			...movementStatements(
				db,
				{
					userId: input.userId,
					wallet: "real",
					amountPaise: -input.amountPaise,
					reason: "withdrawal_reserve",
					refType: TX_REF_TYPE,
					refId: id,
					idempotencyKey: reserveKey,
					note: "Withdrawal requested",
				},
				now,
			),
			insertWhere(
				db,
				moneyTransactions,
				{
					id,
					userId: input.userId,
					type: "withdraw",
					amountPaise: input.amountPaise,
					status: "pending",
					recipientName: input.recipientName,
					bankName: input.bankName,
					bankAccountNumber: input.bankAccountNumber,
					ifscCode: input.ifscCode,
					idempotencyKey: input.idempotencyKey,
					createdAt: now,
					updatedAt: now,
				},
				movementExists(reserveKey),
			),
			...forfeits,
		]);
	} catch (error) {
		// The whole batch rolled back, reservation included.
		if (input.idempotencyKey && isUniqueViolation(error, "idempotency_key")) {
			const existing = await findByIdempotencyKey(db, input.userId, input.idempotencyKey);
			if (existing) return replayOf(existing, "withdraw", input.amountPaise);
		}
		throw error;
	}
	// "Inserted or not" (the money totals' trigger writes count in `changes` too).
	if (changesOf(results[2]) === 0) {
		// A concurrent retry of the same request may have reserved first: that is a replay, not a refusal.
		if (input.idempotencyKey) {
			const existing = await findByIdempotencyKey(db, input.userId, input.idempotencyKey);
			if (existing) return replayOf(existing, "withdraw", input.amountPaise);
		}
		return { kind: "insufficient" };
	}
	const row = await findTransaction(db, id);
	if (!row) throw new Error(`withdrawal ${id} vanished`);
	return { kind: "created", row };
}

export type Actor = { id: string; role: string; ip: string | null };
export type DecisionOutcome =
	| { kind: "done"; row: MoneyTransactionRow }
	| { kind: "not_found" }
	| { kind: "already_processed"; row: MoneyTransactionRow };

/** The request is still waiting for a decision: its movements need it, so a late second decision moves nothing. */
function stillPending(id: string): SQL {
	return exists(
		qb
			.select({ id: moneyTransactions.id })
			.from(moneyTransactions)
			.where(and(eq(moneyTransactions.id, id), eq(moneyTransactions.status, "pending"))),
	);
}

/** The decision itself: from pending only, and (when the decision moves money) only together with `moved`. */
function decide(
	db: Database,
	id: string,
	set: Partial<typeof moneyTransactions.$inferInsert>,
	moved: string | null,
	also?: SQL,
) {
	return db
		.update(moneyTransactions)
		.set(set)
		.where(
			and(
				eq(moneyTransactions.id, id),
				eq(moneyTransactions.status, "pending"),
				moved === null ? undefined : movementExists(moved),
				also,
			),
		);
}

/** Approves a pending request once: a deposit credits the real balance plus the play-token bonus; a withdrawal's reservation becomes final. */
/**
 * What else an approval needs, written and checked in its batch: e.g. the bank statement line that justifies a
 * deposit (server/bank-statements.ts), which may justify one deposit only.
 */
export type ApprovalEvidence = {
	/** Written first, only while the request is pending; it may refuse (another request holds the same evidence). */
	claim: (stillPending: SQL, now: number) => Statement;
	/** True once the claim is this request's: the money moves only then. */
	holds: SQL;
	/** Last: takes the claim back when the request was not approved by this batch. */
	release: Statement;
	/** What the audit entry records of it. */
	audit: Record<string, unknown>;
};

export async function approveTransaction(db: Database, id: string, actor: Actor): Promise<DecisionOutcome> {
	const outcome = await approve(db, id, actor, null);
	if (outcome.kind === "evidence_taken") throw new Error("no evidence was asked for");
	return outcome;
}

/**
 * The same approval, exactly once, with its evidence: "evidence_taken" when another request holds it (nothing
 * changed). Every approval goes through `approve`.
 */
export async function approveWithEvidence(
	db: Database,
	id: string,
	actor: Actor,
	evidence: ApprovalEvidence,
): Promise<DecisionOutcome | { kind: "evidence_taken"; row: MoneyTransactionRow }> {
	return approve(db, id, actor, evidence);
}

async function approve(
	db: Database,
	id: string,
	actor: Actor,
	evidence: ApprovalEvidence | null,
): Promise<DecisionOutcome | { kind: "evidence_taken"; row: MoneyTransactionRow }> {
	const current = await findTransaction(db, id);
	if (!current) return { kind: "not_found" };
	if (current.status !== "pending") return { kind: "already_processed", row: current };
	const now = Date.now();
	const statements: Statement[] = evidence ? [evidence.claim(stillPending(id), now)] : [];
	const pendingAndProven = evidence ? and(stillPending(id), evidence.holds) : stillPending(id);
	// Approved only together with the credit (a player without a wallet is not approved silently).
	let moved: string | null = null;
	const after: Record<string, unknown> = { status: "approved", ...evidence?.audit };
	let told: NotificationData["deposit_approved"] | NotificationData["withdrawal_approved"] = {
		transactionId: id,
		amountPaise: current.amountPaise,
	};
	if (current.type === "deposit") {
		const bonus = bonusPaise(current.amountPaise, await depositBonusPercent(db));
		statements.push(
			...movementStatements(
				db,
				{
					userId: current.userId,
					wallet: "real",
					amountPaise: current.amountPaise,
					reason: "deposit",
					refType: TX_REF_TYPE,
					refId: id,
					idempotencyKey: txKeys.deposit(id),
					note: current.utr ? `UTR ${current.utr}` : null,
					onlyIf: pendingAndProven,
				},
				now,
			),
		);
		if (bonus > 0) {
			statements.push(
				...movementStatements(
					db,
					{
						userId: current.userId,
						wallet: "tokens",
						amountPaise: bonus,
						reason: "deposit_bonus",
						refType: TX_REF_TYPE,
						refId: id,
						idempotencyKey: txKeys.bonus(id),
						note: "Deposit bonus",
						onlyIf: pendingAndProven,
					},
					now,
				),
			);
		}
		// A claimed deposit match (docs/decisions/0850-promotions.md): credited in this batch, once, with the deposit.
		const match = await depositMatchFor(db, current.userId, current.amountPaise);
		if (match) {
			statements.push(...depositMatchStatements(db, match, { ...current, id }, stillPending(id), now));
			after.promotionBonusPaise = match.bonusPaise;
		}
		// A referred friend's first deposit: the referrer's reward (or its withholding), in this batch, once.
		statements.push(...(await referralRewardStatements(db, current, stillPending(id), now)));
		moved = txKeys.deposit(id);
		Object.assign(after, { creditedPaise: current.amountPaise, bonusTokensPaise: bonus });
		told = { transactionId: id, amountPaise: current.amountPaise, bonusPaise: bonus };
	}
	const updateIndex = statements.length;
	statements.push(
		// With evidence, the decision too (a withdrawal moves no money here): only once the evidence is this request's.
		decide(db, id, { status: "approved", decidedBy: actor.id, decidedAt: now, updatedAt: now }, moved, evidence?.holds),
		auditIfChangedStatement(
			db,
			{
				actorId: actor.id,
				actorRole: actor.role,
				action: `${current.type}.approve`,
				targetType: TX_REF_TYPE,
				targetId: id,
				before: { status: "pending", amountPaise: current.amountPaise, userId: current.userId },
				after,
				ip: actor.ip,
			},
			now,
		),
		notifyOfDecision(db, current, "approved", told, actor, now),
	);
	if (evidence) statements.push(evidence.release);
	const results = await runBatch(db, statements);
	const changed = changesOf(results[updateIndex]);
	if (evidence && changed === 0) {
		const row = await findTransaction(db, id);
		if (row?.status === "pending") return { kind: "evidence_taken", row };
	}
	return decisionResult(db, id, changed);
}

/** Rejects a pending request once, with the admin's reason; a withdrawal's reservation is returned. */
export async function rejectTransaction(
	db: Database,
	id: string,
	adminNote: string,
	actor: Actor,
): Promise<DecisionOutcome> {
	const current = await findTransaction(db, id);
	if (!current) return { kind: "not_found" };
	if (current.status !== "pending") return { kind: "already_processed", row: current };
	const now = Date.now();
	const statements: Statement[] = [];
	let moved: string | null = null;
	const after: Record<string, unknown> = { status: "rejected", adminNote };
	if (current.type === "withdraw") {
		statements.push(
			...movementStatements(
				db,
				{
					userId: current.userId,
					wallet: "real",
					amountPaise: current.amountPaise,
					reason: "withdrawal_release",
					refType: TX_REF_TYPE,
					refId: id,
					idempotencyKey: txKeys.release(id),
					note: "Withdrawal rejected",
					onlyIf: stillPending(id),
				},
				now,
			),
		);
		moved = txKeys.release(id);
		after.returnedPaise = current.amountPaise;
	}
	const updateIndex = statements.length;
	statements.push(
		decide(db, id, { status: "rejected", adminNote, decidedBy: actor.id, decidedAt: now, updatedAt: now }, moved),
		auditIfChangedStatement(
			db,
			{
				actorId: actor.id,
				actorRole: actor.role,
				action: `${current.type}.reject`,
				targetType: TX_REF_TYPE,
				targetId: id,
				before: { status: "pending", amountPaise: current.amountPaise, userId: current.userId },
				after,
				ip: actor.ip,
			},
			now,
		),
		notifyOfDecision(
			db,
			current,
			"rejected",
			{ transactionId: id, amountPaise: current.amountPaise, reason: adminNote },
			actor,
			now,
		),
	);
	const results = await runBatch(db, statements);
	return decisionResult(db, id, changesOf(results[updateIndex]));
}

/**
 * The player's notification of a decision, in the decision's batch: written only if this very decision happened
 * (the request now carries this status, decider and time), once per request (docs/decisions/0900-notifications.md).
 */
function notifyOfDecision(
	db: Database,
	current: MoneyTransactionRow,
	status: "approved" | "rejected",
	data: NotificationData[NotificationKind],
	actor: Actor,
	now: number,
) {
	const kind: NotificationKind = `${current.type === "deposit" ? "deposit" : "withdrawal"}_${status}`;
	return notifyWhere(
		db,
		{ userId: current.userId, kind, data, key: notificationKeys.decision(current.id) },
		exists(
			qb
				.select({ id: moneyTransactions.id })
				.from(moneyTransactions)
				.where(
					and(
						eq(moneyTransactions.id, current.id),
						eq(moneyTransactions.status, status),
						eq(moneyTransactions.decidedBy, actor.id),
						eq(moneyTransactions.decidedAt, now),
					),
				),
		),
		now,
	);
}

async function decisionResult(db: Database, id: string, changed: number): Promise<DecisionOutcome> {
	const row = await findTransaction(db, id);
	if (!row) return { kind: "not_found" };
	// "Decided or not": the money totals' trigger writes count in `changes` too (migrations/0008_volume.sql).
	if (changed > 0) return { kind: "done", row };
	if (row.status === "pending") throw new Error(`transaction ${id} could not be decided (no wallet?)`);
	return { kind: "already_processed", row };
}
