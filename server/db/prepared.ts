/**
 * Statements the room runs once per bet, thousands of times a round: built once by drizzle's builder (so they are
 * typed by the schema) with `placeholder(name)` where the values go, prepared once on D1, and bound per use.
 * Drizzle's builder renders the SQL text again on every call (65–100 µs a statement on this machine), which made
 * settlement 75% slower when every bet's statements were built afresh (docs/benchmarks-history.md). Prepared statements
 * run in D1's own batch (`d1.batch`): drizzle's batch only takes builder queries.
 */
import { fillPlaceholders, type Query, type SQL, sql } from "drizzle-orm";

/** Where a value goes in a statement prepared once: `placeholder("userId")`, bound by name per use. */
export function placeholder(name: string): SQL {
	return sql`${sql.placeholder(name)}`;
}

/** Prepares a builder query once; the returned function binds one use's values (by placeholder name). */
export function prepareOnce<Values extends Record<string, unknown>>(
	d1: D1Database,
	query: { toSQL(): Query },
): (values: Values) => D1PreparedStatement {
	const { sql: text, params } = query.toSQL();
	// Raw prepare of drizzle's own text: drizzle cannot keep a prepared statement for a D1 batch.
	const statement = d1.prepare(text);
	return (values) => statement.bind(...fillPlaceholders(params, values));
}
