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
import { paiseToRupees } from "~/domain/money";
import { isoTime } from "~/domain/time";
import { DEPOSIT } from "~/domain/validation/payments";
import { movementStatements } from "~/server/ledger";
import { auditIfChangedStatement } from "./audit";

export type MoneyTransactionRow = {
	id: string;
	user_id: string;
	type: "deposit" | "withdraw";
	amount_paise: number;
	status: "pending" | "approved" | "rejected";
	utr: string | null;
	upi_id: string | null;
	payment_method: string | null;
	recipient_name: string | null;
	bank_name: string | null;
	bank_account_number: string | null;
	ifsc_code: string | null;
	admin_note: string | null;
	decided_by: string | null;
	decided_at: number | null;
	idempotency_key: string | null;
	created_at: number;
	updated_at: number;
	user_name: string | null;
	user_phone: string | null;
};

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
	adminNote: string | null;
	decidedAt: string | null;
	createdAt: string;
	updatedAt: string;
};

export const TRANSACTION_SELECT = `SELECT t.*, u.name AS user_name, u.phone AS user_phone
FROM money_transactions t JOIN users u ON u.id = t.user_id`;

export function transactionView(row: MoneyTransactionRow): TransactionView {
	return {
		id: row.id,
		user: { id: row.user_id, name: row.user_name, phone: row.user_phone },
		transactionType: row.type,
		amount: paiseToRupees(row.amount_paise),
		transactionStatus: row.status,
		utr: row.utr,
		upiId: row.upi_id,
		paymentMethod: row.payment_method,
		recipientName: row.recipient_name,
		bankName: row.bank_name,
		bankAccountNumber: row.bank_account_number,
		ifscCode: row.ifsc_code,
		adminNote: row.admin_note,
		decidedAt: row.decided_at === null ? null : isoTime(row.decided_at),
		createdAt: isoTime(row.created_at),
		updatedAt: isoTime(row.updated_at),
	};
}

export async function findTransaction(db: D1Database, id: string): Promise<MoneyTransactionRow | null> {
	return db.prepare(`${TRANSACTION_SELECT} WHERE t.id = ?`).bind(id).first<MoneyTransactionRow>();
}

export async function findByIdempotencyKey(
	db: D1Database,
	userId: string,
	key: string,
): Promise<MoneyTransactionRow | null> {
	return db
		.prepare(`${TRANSACTION_SELECT} WHERE t.user_id = ? AND t.idempotency_key = ?`)
		.bind(userId, key)
		.first<MoneyTransactionRow>();
}

/** Ledger keys of a request's movements: one of each, ever. */
export const txKeys = {
	deposit: (id: string) => `money_tx:${id}:deposit`,
	bonus: (id: string) => `money_tx:${id}:bonus`,
	reserve: (id: string) => `money_tx:${id}:reserve`,
	release: (id: string) => `money_tx:${id}:release`,
};
export const TX_REF_TYPE = "money_transaction";

/** The deposit bonus in play tokens, a percentage of the deposit (site_settings, default 10 %). */
export const DEPOSIT_BONUS_SETTING = "deposit_bonus_percent";
export const DEFAULT_DEPOSIT_BONUS_PERCENT = 10;

export async function depositBonusPercent(db: D1Database): Promise<number> {
	const row = await db
		.prepare("SELECT value FROM site_settings WHERE key = ?")
		.bind(DEPOSIT_BONUS_SETTING)
		.first<{ value: string }>();
	if (!row) return DEFAULT_DEPOSIT_BONUS_PERCENT;
	const value = Number(JSON.parse(row.value));
	return Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_DEPOSIT_BONUS_PERCENT;
}

/** Whole paise, rounded down (the bonus never exceeds the stated percentage). */
export function bonusPaise(amountPaise: number, percent: number): number {
	return Math.floor((amountPaise * percent) / 100);
}

function isUniqueViolation(error: unknown, column: string): boolean {
	const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
	return text.includes("UNIQUE constraint failed") && text.includes(column);
}

export type CreateOutcome =
	| { kind: "created"; row: MoneyTransactionRow }
	| { kind: "replayed"; row: MoneyTransactionRow }
	| { kind: "utr_used" }
	| { kind: "idempotency_conflict" }
	| { kind: "insufficient" }
	| { kind: "too_many_pending" }
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
		existing.type === type && existing.amount_paise === amountPaise && (utr === undefined || existing.utr === utr);
	return same ? { kind: "replayed", row: existing } : { kind: "idempotency_conflict" };
}

export async function createDeposit(
	db: D1Database,
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
	const limits = input.limits ?? [];
	// Each limit in force: what the player requested in its window, plus this request, stays within it.
	const limitConditions = limits
		.map(
			() => `
				   AND (SELECT COALESCE(SUM(amount_paise), 0) FROM money_transactions
				        WHERE user_id = ? AND type = 'deposit' AND status IN ('pending', 'approved') AND created_at > ?) + ? <= ?`,
		)
		.join("");
	let inserted: D1Result;
	try {
		// At most DEPOSIT.maxPendingRequests waiting per player, checked in the insert itself (no race).
		inserted = await db
			.prepare(
				`INSERT INTO money_transactions
				 (id, user_id, type, amount_paise, status, utr, upi_id, payment_method, idempotency_key, created_at, updated_at)
				 SELECT ?, ?, 'deposit', ?, 'pending', ?, ?, ?, ?, ?, ?
				 WHERE (SELECT COUNT(*) FROM money_transactions
				        WHERE user_id = ? AND type = 'deposit' AND status = 'pending') < ?${limitConditions}`,
			)
			.bind(
				id,
				input.userId,
				input.amountPaise,
				input.utr,
				input.upiId,
				input.paymentMethod,
				input.idempotencyKey,
				now,
				now,
				input.userId,
				DEPOSIT.maxPendingRequests,
				...limits.flatMap((l) => [input.userId, l.since, input.amountPaise, l.maxPaise]),
			)
			.run();
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
	if (inserted.meta.changes !== 1) {
		// A concurrent copy of this very request (same key) may have taken the last waiting slot: that is a replay,
		// not a refusal (docs/decisions/0700).
		if (input.idempotencyKey) {
			const existing = await findByIdempotencyKey(db, input.userId, input.idempotencyKey);
			if (existing) return replayOf(existing, "deposit", input.amountPaise, input.utr);
		}
		const waiting = await db
			.prepare(
				"SELECT COUNT(*) AS n FROM money_transactions WHERE user_id = ? AND type = 'deposit' AND status = 'pending'",
			)
			.bind(input.userId)
			.first<{ n: number }>();
		return { kind: (waiting?.n ?? 0) >= DEPOSIT.maxPendingRequests ? "too_many_pending" : "over_limit" };
	}
	const row = await findTransaction(db, id);
	if (!row) throw new Error(`deposit ${id} vanished`);
	return { kind: "created", row };
}

export async function createWithdrawal(
	db: D1Database,
	input: {
		userId: string;
		amountPaise: number;
		bankName: string;
		bankAccountNumber: string;
		ifscCode: string;
		recipientName: string;
		idempotencyKey: string | null;
	},
): Promise<CreateOutcome> {
	if (input.idempotencyKey) {
		const existing = await findByIdempotencyKey(db, input.userId, input.idempotencyKey);
		if (existing) return replayOf(existing, "withdraw", input.amountPaise);
	}
	const id = crypto.randomUUID();
	const now = Date.now();
	const reserveKey = txKeys.reserve(id);
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
			db
				.prepare(
					`INSERT INTO money_transactions
					 (id, user_id, type, amount_paise, status, recipient_name, bank_name, bank_account_number, ifsc_code, idempotency_key, created_at, updated_at)
					 SELECT ?, ?, 'withdraw', ?, 'pending', ?, ?, ?, ?, ?, ?, ?
					 WHERE EXISTS (SELECT 1 FROM ledger_entries WHERE idempotency_key = ?)`,
				)
				.bind(
					id,
					input.userId,
					input.amountPaise,
					input.recipientName,
					input.bankName,
					input.bankAccountNumber,
					input.ifscCode,
					input.idempotencyKey,
					now,
					now,
					reserveKey,
				),
		]);
	} catch (error) {
		// The whole batch rolled back, reservation included.
		if (input.idempotencyKey && isUniqueViolation(error, "idempotency_key")) {
			const existing = await findByIdempotencyKey(db, input.userId, input.idempotencyKey);
			if (existing) return replayOf(existing, "withdraw", input.amountPaise);
		}
		throw error;
	}
	if (results[2]?.meta.changes !== 1) {
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

const STILL_PENDING = { sql: "EXISTS (SELECT 1 FROM money_transactions WHERE id = ? AND status = 'pending')" };

/** Approves a pending request once: a deposit credits the real balance plus the play-token bonus; a withdrawal's reservation becomes final. */
export async function approveTransaction(db: D1Database, id: string, actor: Actor): Promise<DecisionOutcome> {
	const current = await findTransaction(db, id);
	if (!current) return { kind: "not_found" };
	if (current.status !== "pending") return { kind: "already_processed", row: current };
	const now = Date.now();
	const statements: D1PreparedStatement[] = [];
	let condition = "";
	const conditionParams: string[] = [];
	const after: Record<string, unknown> = { status: "approved" };
	if (current.type === "deposit") {
		const bonus = bonusPaise(current.amount_paise, await depositBonusPercent(db));
		statements.push(
			...movementStatements(
				db,
				{
					userId: current.user_id,
					wallet: "real",
					amountPaise: current.amount_paise,
					reason: "deposit",
					refType: TX_REF_TYPE,
					refId: id,
					idempotencyKey: txKeys.deposit(id),
					note: current.utr ? `UTR ${current.utr}` : null,
					onlyIf: { ...STILL_PENDING, params: [id] },
				},
				now,
			),
		);
		if (bonus > 0) {
			statements.push(
				...movementStatements(
					db,
					{
						userId: current.user_id,
						wallet: "tokens",
						amountPaise: bonus,
						reason: "deposit_bonus",
						refType: TX_REF_TYPE,
						refId: id,
						idempotencyKey: txKeys.bonus(id),
						note: "Deposit bonus",
						onlyIf: { ...STILL_PENDING, params: [id] },
					},
					now,
				),
			);
		}
		// Approved only together with the credit (a player without a wallet is not approved silently).
		condition = " AND EXISTS (SELECT 1 FROM ledger_entries WHERE idempotency_key = ?)";
		conditionParams.push(txKeys.deposit(id));
		Object.assign(after, { creditedPaise: current.amount_paise, bonusTokensPaise: bonus });
	}
	const updateIndex = statements.length;
	statements.push(
		db
			.prepare(
				`UPDATE money_transactions SET status = 'approved', decided_by = ?, decided_at = ?, updated_at = ?
				 WHERE id = ? AND status = 'pending'${condition}`,
			)
			.bind(actor.id, now, now, id, ...conditionParams),
		auditIfChangedStatement(
			db,
			{
				actorId: actor.id,
				actorRole: actor.role,
				action: `${current.type}.approve`,
				targetType: TX_REF_TYPE,
				targetId: id,
				before: { status: "pending", amountPaise: current.amount_paise, userId: current.user_id },
				after,
				ip: actor.ip,
			},
			now,
		),
	);
	const results = await db.batch(statements);
	return decisionResult(db, id, results[updateIndex]);
}

/** Rejects a pending request once, with the admin's reason; a withdrawal's reservation is returned. */
export async function rejectTransaction(
	db: D1Database,
	id: string,
	adminNote: string,
	actor: Actor,
): Promise<DecisionOutcome> {
	const current = await findTransaction(db, id);
	if (!current) return { kind: "not_found" };
	if (current.status !== "pending") return { kind: "already_processed", row: current };
	const now = Date.now();
	const statements: D1PreparedStatement[] = [];
	let condition = "";
	const conditionParams: string[] = [];
	const after: Record<string, unknown> = { status: "rejected", adminNote };
	if (current.type === "withdraw") {
		statements.push(
			...movementStatements(
				db,
				{
					userId: current.user_id,
					wallet: "real",
					amountPaise: current.amount_paise,
					reason: "withdrawal_release",
					refType: TX_REF_TYPE,
					refId: id,
					idempotencyKey: txKeys.release(id),
					note: "Withdrawal rejected",
					onlyIf: { ...STILL_PENDING, params: [id] },
				},
				now,
			),
		);
		condition = " AND EXISTS (SELECT 1 FROM ledger_entries WHERE idempotency_key = ?)";
		conditionParams.push(txKeys.release(id));
		after.returnedPaise = current.amount_paise;
	}
	const updateIndex = statements.length;
	statements.push(
		db
			.prepare(
				`UPDATE money_transactions SET status = 'rejected', admin_note = ?, decided_by = ?, decided_at = ?, updated_at = ?
				 WHERE id = ? AND status = 'pending'${condition}`,
			)
			.bind(adminNote, actor.id, now, now, id, ...conditionParams),
		auditIfChangedStatement(
			db,
			{
				actorId: actor.id,
				actorRole: actor.role,
				action: `${current.type}.reject`,
				targetType: TX_REF_TYPE,
				targetId: id,
				before: { status: "pending", amountPaise: current.amount_paise, userId: current.user_id },
				after,
				ip: actor.ip,
			},
			now,
		),
	);
	const results = await db.batch(statements);
	return decisionResult(db, id, results[updateIndex]);
}

async function decisionResult(db: D1Database, id: string, update: D1Result | undefined): Promise<DecisionOutcome> {
	const row = await findTransaction(db, id);
	if (!row) return { kind: "not_found" };
	if (update?.meta.changes === 1) return { kind: "done", row };
	if (row.status === "pending") throw new Error(`transaction ${id} could not be decided (no wallet?)`);
	return { kind: "already_processed", row };
}
