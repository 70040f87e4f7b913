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

/** A statement to put in the same batch as the change it records. */
export function auditStatement(db: D1Database, entry: AuditEntry, now = Date.now()): D1PreparedStatement {
	return db
		.prepare(
			"INSERT INTO audit_log (actor_id, actor_role, action, target_type, target_id, before, after, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
		)
		.bind(
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
