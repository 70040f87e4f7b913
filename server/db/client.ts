import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A drizzle client over the D1 binding. */
export function database(d1: D1Database) {
	return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof database>;

/** One statement of a D1 batch: a drizzle builder query, not yet run (drizzle cannot batch `db.run(sql…)` with parameters on D1). */
export type Statement = BatchItem<"sqlite">;

/**
 * Runs statements as one D1 batch (all or nothing). Drizzle's `batch` wants a non-empty tuple; callers that build
 * their statements in a list come here. Each answer has the type its statement's own `await` would have.
 */
export async function runBatch<S extends Statement>(db: Database, statements: S[]): Promise<Array<S["_"]["result"]>> {
	const [first, ...rest] = statements;
	if (!first) return [];
	return db.batch([first, ...rest]);
}

/** Rows a write in a batch changed (D1's `meta.changes`); 0 for anything that is not a write's answer. */
export function changesOf(result: unknown): number {
	if (typeof result !== "object" || result === null || !("meta" in result)) return 0;
	const meta = (result as D1Result).meta;
	return meta.changes;
}
