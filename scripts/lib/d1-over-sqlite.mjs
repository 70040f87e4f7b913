// A D1Database over a local SQLite file (node:sqlite), enough for the product's own drizzle queries to run against a
// benchmark's generated database in Node: prepare/bind with all, raw, first and run, and batch as one transaction.
// Rows come back as objects (D1's shape; drizzle maps them by column order, as it does on D1).

/** @param {import("node:sqlite").DatabaseSync} db */
export function d1OverSqlite(db) {
	const statement = (sql, params = []) => ({
		bind: (...values) => statement(sql, values),
		all: async () => ({ results: db.prepare(sql).all(...params), success: true, meta: {} }),
		raw: async () => {
			const prepared = db.prepare(sql);
			prepared.setReturnArrays(true);
			return prepared.all(...params);
		},
		first: async (column) => {
			const row = db.prepare(sql).get(...params) ?? null;
			return column && row ? (row[column] ?? null) : row;
		},
		run: async () => execute(sql, params),
		execute: () => execute(sql, params),
	});
	const execute = (sql, params) => {
		const prepared = db.prepare(sql);
		if (prepared.columns().length > 0) return { results: prepared.all(...params), success: true, meta: {} };
		const { changes, lastInsertRowid } = prepared.run(...params);
		return { results: [], success: true, meta: { changes: Number(changes), last_row_id: Number(lastInsertRowid) } };
	};
	return {
		prepare: (sql) => statement(sql),
		batch: async (statements) => {
			db.exec("BEGIN");
			try {
				const results = statements.map((s) => s.execute());
				db.exec("COMMIT");
				return results;
			} catch (error) {
				db.exec("ROLLBACK");
				throw error;
			}
		},
	};
}
