/** The audit log (append-only): who did what, before and after. */
export type AuditEntry = {
	actorId: string | null;
	actorRole: string | null;
	action: string;
	targetType?: string | null;
	targetId?: string | null;
	before?: unknown;
	after?: unknown;
	ip?: string | null;
};

const COLUMNS = "(actor_id, actor_role, action, target_type, target_id, before, after, ip, created_at)";

function bindEntry(statement: D1PreparedStatement, entry: AuditEntry, now: number): D1PreparedStatement {
	return statement.bind(
		entry.actorId,
		entry.actorRole,
		entry.action,
		entry.targetType ?? null,
		entry.targetId ?? null,
		entry.before === undefined ? null : JSON.stringify(entry.before),
		entry.after === undefined ? null : JSON.stringify(entry.after),
		entry.ip ?? null,
		now,
	);
}

/** A statement to put in the same batch as the change it records. */
export function auditStatement(db: D1Database, entry: AuditEntry, now = Date.now()): D1PreparedStatement {
	return bindEntry(db.prepare(`INSERT INTO audit_log ${COLUMNS} VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`), entry, now);
}

/**
 * Like auditStatement, but written only if the statement just before it in the
 * batch changed a row (`changes() = 1`): a conditional change that did not
 * happen (e.g. a decision on a request that was no longer pending) leaves no entry.
 */
export function auditIfChangedStatement(db: D1Database, entry: AuditEntry, now = Date.now()): D1PreparedStatement {
	return bindEntry(
		db.prepare(`INSERT INTO audit_log ${COLUMNS} SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1`),
		entry,
		now,
	);
}
