/** The audit log (append-only): who did what, before and after. */
import { sql } from "drizzle-orm";
import type { AuditAction } from "~/domain/audit";
import type { Database } from "~/server/db/client";
import { insertWhere } from "~/server/db/conditional";
import { auditLog } from "~/server/db/schema";

export type AuditEntry = {
	actorId: string | null;
	actorRole: string | null;
	/** One of the named actions (domain/audit.ts), so the audit log can name every row it shows. */
	action: AuditAction;
	targetType?: string | null;
	targetId?: string | null;
	before?: unknown;
	after?: unknown;
	ip?: string | null;
};

/**
 * JSON text of a before/after value; an absent one is NULL. Stringified here rather than by the json column,
 * which would write NULL for a `null` value where the log keeps the text "null".
 */
function json(value: unknown) {
	return value === undefined ? null : sql`${JSON.stringify(value)}`;
}

function row(entry: AuditEntry, now: number): typeof auditLog.$inferInsert {
	return {
		actorId: entry.actorId,
		actorRole: entry.actorRole,
		action: entry.action,
		targetType: entry.targetType ?? null,
		targetId: entry.targetId ?? null,
		before: json(entry.before),
		after: json(entry.after),
		ip: entry.ip ?? null,
		createdAt: now,
	};
}

/** A statement to put in the same batch as the change it records. */
export function auditStatement(db: Database, entry: AuditEntry, now = Date.now()) {
	return db.insert(auditLog).values(row(entry, now));
}

/**
 * Like auditStatement, but written only if the statement just before it in the
 * batch changed a row (`changes() = 1`): a conditional change that did not
 * happen (e.g. a decision on a request that was no longer pending) leaves no entry.
 */
export function auditIfChangedStatement(db: Database, entry: AuditEntry, now = Date.now()) {
	return insertWhere(db, auditLog, row(entry, now), sql`changes() = 1`);
}
