/**
 * Conditional inserts: a row written only when a condition holds, checked in the same statement (so it can sit in a
 * D1 batch after the statement it depends on). Drizzle's builder inserts VALUES unconditionally; its INSERT … SELECT
 * takes a select of every column in the table's order, so `insertWhere` writes that select from a row typed by the
 * schema (missing columns get their defaults, as the builder's own insert would give them). It stays a builder
 * query: drizzle's D1 batch cannot run `db.run(sql…)` with parameters.
 */
import { getTableColumns, is, SQL, type SQLChunk, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";

/** A row to insert: each column's value, or an SQL expression over the select's source. */
export type RowOf<T extends SQLiteTable> = { [K in keyof T["$inferInsert"]]?: T["$inferInsert"][K] | SQL };

/**
 * `INSERT INTO table SELECT row [FROM source] WHERE condition`; chain `.onConflictDoNothing()` when needed.
 * `from` is the source the row's expressions read (e.g. the wallet a ledger entry is computed from).
 */
export function insertWhere<T extends SQLiteTable>(
	db: Database,
	table: T,
	row: RowOf<T>,
	condition: SQL,
	from?: SQLiteTable,
) {
	const values: Record<string, unknown> = row;
	const expressions: SQLChunk[] = [];
	for (const [key, column] of Object.entries(getTableColumns(table))) {
		const value = values[key];
		if (expressions.length > 0) expressions.push(sql`, `);
		if (value === undefined)
			expressions.push(is(column.default, SQL) ? column.default : sql.param(column.default ?? null, column));
		else expressions.push(is(value, SQL) ? value : sql.param(value, column));
	}
	const source = from ? sql` from ${from}` : sql``;
	return db.insert(table).select(sql`select ${sql.join(expressions)}${source} where ${condition}`);
}
