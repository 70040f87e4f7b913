/**
 * Steering SQLite's plan where it would pick the wrong index (docs/decisions/0420-operator-scale.md). D1 keeps no
 * table statistics, so SQLite prefers the index with the most equality terms: for "this player's pending deposits"
 * it picks (status, type, …) over (user_id, created_at) and reads every player's pending deposits (0.4 s at
 * 1,000,000 players). A column wrapped in unary + still filters the rows but cannot choose an index.
 */
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** The column as a filter only, never as an index term: `+column`. */
export function filterOnly<T>(column: SQLiteColumn): SQL<T> {
	return sql<T>`+${column}`;
}
