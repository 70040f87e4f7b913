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
import { and, eq, exists, gte, ne, type SQL, sql, sum } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import type { Database } from "./db/client";
import { insertWhere } from "./db/conditional";
import { placeholder, prepareOnce } from "./db/prepared";
import { type LedgerReason, ledgerEntries, type WalletKind, wallets } from "./db/schema";

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
	 * (e.g. "the request is still pending"). When it does not hold, the movement
	 * does not happen, like a refused debit.
	 */
	onlyIf?: SQL;
};

/** Builds subqueries (conditions) without a database: they run inside another statement. */
const qb = new QueryBuilder();

/** A movement's values as its statements take them: each a value, or a placeholder of a statement prepared once. */
export type MovementValues = {
	[K in "userId" | "wallet" | "amountPaise" | "reason" | "refType" | "refId" | "idempotencyKey" | "note" | "now"]:
		| SQL
		| string
		| number
		| null;
};

function checkAmount(movement: Movement): void {
	if (!Number.isSafeInteger(movement.amountPaise) || movement.amountPaise === 0) {
		throw new RangeError(`A movement needs a non-zero whole number of paise, got ${movement.amountPaise}`);
	}
}

function valuesOf(movement: Movement, now: number) {
	return {
		userId: movement.userId,
		wallet: movement.wallet,
		amountPaise: movement.amountPaise,
		reason: movement.reason,
		refType: movement.refType ?? null,
		refId: movement.refId ?? null,
		idempotencyKey: movement.idempotencyKey,
		note: movement.note ?? null,
		now,
	};
}

/** The statement pair of a movement: the guarded ledger entry, then the wallet update that follows it. */
function movementPair(db: Database, m: MovementValues, onlyIf?: SQL) {
	// A value here is a placeholder or comes from a `Movement`, whose fields the compiler has already checked.
	const typed = <T>(value: SQL | string | number | null) => value as T | SQL;
	return [
		// The entry is computed from the wallet row it debits or credits, and written only if the balance stays >= 0.
		insertWhere(
			db,
			ledgerEntries,
			{
				userId: sql`${wallets.userId}`,
				wallet: sql`${wallets.kind}`,
				amountPaise: typed<number>(m.amountPaise),
				balanceAfterPaise: sql`${wallets.balancePaise} + ${m.amountPaise}`,
				reason: typed<LedgerReason>(m.reason),
				refType: typed<string | null>(m.refType),
				refId: typed<string | null>(m.refId),
				idempotencyKey: typed<string>(m.idempotencyKey),
				note: typed<string | null>(m.note),
				createdAt: typed<number>(m.now),
			},
			and(
				eq(wallets.userId, typed<string>(m.userId)),
				eq(wallets.kind, typed<WalletKind>(m.wallet)),
				gte(sql`${wallets.balancePaise} + ${m.amountPaise}`, 0),
				onlyIf,
			) ?? sql`1`,
			wallets,
		).onConflictDoNothing({ target: ledgerEntries.idempotencyKey }),
		db
			.update(wallets)
			.set({ balancePaise: sql`${wallets.balancePaise} + ${m.amountPaise}`, updatedAt: typed<number>(m.now) })
			// Only if the entry just before it in the batch was written.
			.where(
				and(
					eq(wallets.userId, typed<string>(m.userId)),
					eq(wallets.kind, typed<WalletKind>(m.wallet)),
					sql`changes() = 1`,
				),
			),
	] as const;
}

/** The two statements of one movement, to be placed next to each other in a batch. */
export function movementStatements(db: Database, movement: Movement, now = Date.now()) {
	checkAmount(movement);
	return movementPair(db, valuesOf(movement, now), movement.onlyIf);
}

/**
 * The same pair prepared once (server/db/prepared.ts), for the room, which moves money once per bet: returns a
 * function giving one movement's two D1 statements, for `d1.batch`. Such a movement's `onlyIf` is fixed when it is
 * prepared, built from the movement's own placeholders (`onlyIfOf`), e.g. the loss limit of a stake.
 */
export function preparedMovements(db: Database, d1: D1Database, onlyIfOf?: (values: Readonly<MovementValues>) => SQL) {
	const names = Object.fromEntries(
		(["userId", "wallet", "amountPaise", "reason", "refType", "refId", "idempotencyKey", "note", "now"] as const).map(
			(name) => [name, placeholder(name)],
		),
	) as MovementValues;
	const [insert, update] = movementPair(db, names, onlyIfOf?.(names)).map((query) =>
		prepareOnce<ReturnType<typeof valuesOf>>(d1, query),
	);
	return (movement: Omit<Movement, "onlyIf">, now: number): [D1PreparedStatement, D1PreparedStatement] => {
		checkAmount(movement);
		const values = valuesOf(movement, now);
		if (!insert || !update) throw new Error("a movement is two statements");
		return [insert(values), update(values)];
	};
}

/** Whether the movement's ledger entry was written by its statement pair's first result. */
export function movementApplied(insertResult: D1Result): boolean {
	return insertResult.meta.changes === 1;
}

/** A condition that holds once the movement with this key has happened. */
export function movementExists(idempotencyKey: string | SQL): SQL {
	return exists(qb.select({ one: sql`1` }).from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, idempotencyKey)));
}

/** Whether a movement with this key has happened. */
async function movementSeen(db: Database, idempotencyKey: string): Promise<boolean> {
	const seen = await db
		.select({ id: ledgerEntries.id })
		.from(ledgerEntries)
		.where(eq(ledgerEntries.idempotencyKey, idempotencyKey))
		.get();
	return seen !== undefined;
}

/** Applies one movement on its own. Returns "applied", "duplicate" (key seen before) or "insufficient". */
export async function applyMovement(
	db: Database,
	movement: Movement,
): Promise<"applied" | "duplicate" | "insufficient"> {
	const [insert] = await db.batch(movementStatements(db, movement));
	if (movementApplied(insert)) return "applied";
	return (await movementSeen(db, movement.idempotencyKey)) ? "duplicate" : "insufficient";
}

export type WalletBalances = { realPaise: number; tokensPaise: number };

export async function balancesOf(db: Database, userId: string): Promise<WalletBalances> {
	const rows = await db
		.select({ kind: wallets.kind, balancePaise: wallets.balancePaise })
		.from(wallets)
		.where(eq(wallets.userId, userId));
	const of = (kind: WalletKind) => rows.find((r) => r.kind === kind)?.balancePaise ?? 0;
	return { realPaise: of("real"), tokensPaise: of("tokens") };
}

/** Players whose wallet balance differs from the sum of their ledger entries (must always be empty). */
export async function ledgerMismatches(db: Database) {
	// A subquery (not a bare `sql` expression) so its columns stay qualified in the single-table select.
	const ledgerPaise = sql<number>`coalesce(${qb
		.select({ total: sum(ledgerEntries.amountPaise) })
		.from(ledgerEntries)
		.where(and(eq(ledgerEntries.userId, wallets.userId), eq(ledgerEntries.wallet, wallets.kind)))}, 0)`;
	return db
		.select({
			userId: wallets.userId,
			wallet: wallets.kind,
			balancePaise: wallets.balancePaise,
			ledgerPaise: ledgerPaise.mapWith(Number),
		})
		.from(wallets)
		.where(ne(wallets.balancePaise, ledgerPaise));
}
