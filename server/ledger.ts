/**
 * The one way money moves (docs/decisions/0002-money-in-paise.md).
 *
 * A movement is two statements that go into a D1 batch together:
 *  1. insert the ledger entry, but only if its idempotency key is new and, for
 *     a debit, only if the wallet holds enough (balance + amount >= 0);
 *  2. update the wallet, but only if statement 1 inserted a row (`changes() = 1`).
 * So a movement either happens completely, exactly once, or not at all, and
 * a batch may carry many independent movements (group commit): one that is
 * refused does not abort the others. Callers that attach rows to a movement
 * (a bet, a transaction) make them conditional on the ledger key existing.
 */
import type { LedgerReason, WalletKind } from "./db/schema";

export type Movement = {
	userId: string;
	wallet: WalletKind;
	/** Signed paise: positive credits, negative debits. Never 0. */
	amountPaise: number;
	reason: LedgerReason;
	refType?: string | null;
	refId?: string | null;
	/** Unique per movement forever, e.g. `deposit:<txId>` or `bet:<betId>:stake`. */
	idempotencyKey: string;
	note?: string | null;
	/**
	 * An extra SQL condition the movement needs, checked in the same statement
	 * (e.g. "the request is still pending"), with plain `?` placeholders.
	 * When it does not hold, the movement does not happen, like a refused debit.
	 */
	onlyIf?: { sql: string; params: Array<string | number | null> };
};

const INSERT_ENTRY = `INSERT INTO ledger_entries
	(user_id, wallet, amount_paise, balance_after_paise, reason, ref_type, ref_id, idempotency_key, note, created_at)
SELECT w.user_id, w.kind, ?3, w.balance_paise + ?3, ?4, ?5, ?6, ?7, ?8, ?9
FROM wallets w
WHERE w.user_id = ?1 AND w.kind = ?2 AND w.balance_paise + ?3 >= 0
ON CONFLICT (idempotency_key) DO NOTHING`;

const APPLY_TO_WALLET = `UPDATE wallets SET balance_paise = balance_paise + ?3, updated_at = ?4
WHERE user_id = ?1 AND kind = ?2 AND changes() = 1`;

/** The two statements of one movement, to be placed next to each other in a batch. */
export function movementStatements(db: D1Database, movement: Movement, now = Date.now()): D1PreparedStatement[] {
	if (!Number.isSafeInteger(movement.amountPaise) || movement.amountPaise === 0) {
		throw new RangeError(`A movement needs a non-zero whole number of paise, got ${movement.amountPaise}`);
	}
	const condition = movement.onlyIf;
	const insert = condition
		? INSERT_ENTRY.replace("\nON CONFLICT", ` AND (${condition.sql})\nON CONFLICT`)
		: INSERT_ENTRY;
	return [
		db
			.prepare(insert)
			.bind(
				movement.userId,
				movement.wallet,
				movement.amountPaise,
				movement.reason,
				movement.refType ?? null,
				movement.refId ?? null,
				movement.idempotencyKey,
				movement.note ?? null,
				now,
				...(condition?.params ?? []),
			),
		db.prepare(APPLY_TO_WALLET).bind(movement.userId, movement.wallet, movement.amountPaise, now),
	];
}

/** Whether the movement's ledger entry was written by its statement pair's first result. */
export function movementApplied(insertResult: D1Result): boolean {
	return insertResult.meta.changes === 1;
}

/** A SQL condition (with one `?` for the key) that holds once the movement has happened. */
export const MOVEMENT_EXISTS_SQL = "EXISTS (SELECT 1 FROM ledger_entries WHERE idempotency_key = ?)";

/** Applies one movement on its own. Returns "applied", "duplicate" (key seen before) or "insufficient". */
export async function applyMovement(
	db: D1Database,
	movement: Movement,
): Promise<"applied" | "duplicate" | "insufficient"> {
	const [insert] = await db.batch(movementStatements(db, movement));
	if (insert && movementApplied(insert)) return "applied";
	const seen = await db
		.prepare("SELECT 1 AS seen FROM ledger_entries WHERE idempotency_key = ?")
		.bind(movement.idempotencyKey)
		.first();
	return seen ? "duplicate" : "insufficient";
}

export type WalletBalances = { realPaise: number; tokensPaise: number };

export async function balancesOf(db: D1Database, userId: string): Promise<WalletBalances> {
	const { results } = await db
		.prepare("SELECT kind, balance_paise FROM wallets WHERE user_id = ?")
		.bind(userId)
		.all<{ kind: WalletKind; balance_paise: number }>();
	const of = (kind: WalletKind) => results.find((r) => r.kind === kind)?.balance_paise ?? 0;
	return { realPaise: of("real"), tokensPaise: of("tokens") };
}

/** Players whose wallet balance differs from the sum of their ledger entries (must always be empty). */
export async function ledgerMismatches(
	db: D1Database,
): Promise<Array<{ userId: string; wallet: WalletKind; balancePaise: number; ledgerPaise: number }>> {
	const { results } = await db
		.prepare(
			`SELECT w.user_id AS userId, w.kind AS wallet, w.balance_paise AS balancePaise,
			        COALESCE((SELECT SUM(amount_paise) FROM ledger_entries l WHERE l.user_id = w.user_id AND l.wallet = w.kind), 0) AS ledgerPaise
			 FROM wallets w
			 WHERE w.balance_paise <> COALESCE((SELECT SUM(amount_paise) FROM ledger_entries l WHERE l.user_id = w.user_id AND l.wallet = w.kind), 0)`,
		)
		.all<{ userId: string; wallet: WalletKind; balancePaise: number; ledgerPaise: number }>();
	return results;
}
