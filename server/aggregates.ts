/**
 * Aggregate columns for the report queries, typed as the numbers D1 returns (drizzle's own
 * `sum()` is typed as a string, for engines whose sums outgrow a JS number).
 *
 * Inside `db.batch`, drizzle maps D1's rows by the order of their keys, so the columns of one
 * batched statement need distinct names: give computed columns an alias with `.as("name")`
 * (two CASE sums that differ only in a bound value would otherwise share one name).
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** SUM(value), 0 over no rows. */
export function sumOrZero(value: SQLWrapper): SQL<number> {
	return sql<number>`coalesce(sum(${value}), 0)`;
}

/** SUM(value) over the rows where every condition holds, 0 when none does. */
export function sumWhere(value: SQLWrapper, ...conditions: SQL[]): SQL<number> {
	return sql<number>`coalesce(sum(case when ${allOf(conditions)} then ${value} end), 0)`;
}

/** MAX(value) over the rows where every condition holds, null when none does. */
export function maxWhere(value: SQLWrapper, ...conditions: SQL[]): SQL<number | null> {
	return sql<number | null>`max(case when ${allOf(conditions)} then ${value} end)`;
}

function allOf(conditions: SQL[]): SQL {
	return sql.join(conditions, sql` and `);
}
