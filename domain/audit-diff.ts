/**
 * An audit entry's change as a person reads it (issue 33): the fields that differ between its before and after,
 * nested fields by their path ("statementLine.row"), each with its old and new value as text. A field that did not
 * change is left out; an entry that creates something (no before) lists every field it set.
 */
export type AuditChange = { field: string; before: string | null; after: string | null };

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
	if (value !== null && typeof value === "object" && !Array.isArray(value)) {
		const entries = Object.entries(value as Record<string, unknown>);
		if (entries.length === 0 && prefix) out.set(prefix, "{}");
		for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
		return;
	}
	const text = typeof value === "string" ? value : JSON.stringify(value);
	out.set(prefix || "value", text ?? "null");
}

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
	const old = new Map<string, string>();
	const now = new Map<string, string>();
	if (before !== null && before !== undefined) flatten(before, "", old);
	if (after !== null && after !== undefined) flatten(after, "", now);
	const fields = [...new Set([...old.keys(), ...now.keys()])];
	return fields
		.filter((field) => old.get(field) !== now.get(field))
		.map((field) => ({ field, before: old.get(field) ?? null, after: now.get(field) ?? null }));
}
