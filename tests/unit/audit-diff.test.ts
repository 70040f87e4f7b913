import { describe, expect, it } from "vitest";
import { auditChanges } from "~/domain/audit-diff";

describe("an audit entry's readable change", () => {
	it("lists only the fields that changed, nested ones by their path", () => {
		expect(
			auditChanges(
				{ status: "pending", amountPaise: 150_000, userId: "u1" },
				{ status: "approved", amountPaise: 150_000, statementLine: { row: 2, date: "2026-11-01" } },
			),
		).toEqual([
			{ field: "status", before: "pending", after: "approved" },
			{ field: "userId", before: "u1", after: null },
			{ field: "statementLine.row", before: null, after: "2" },
			{ field: "statementLine.date", before: null, after: "2026-11-01" },
		]);
	});

	it("lists every field of a creation, and nothing for an entry without either side", () => {
		expect(auditChanges(null, { upiId: "pay@okaxis", tags: ["a"], ok: true })).toEqual([
			{ field: "upiId", before: null, after: "pay@okaxis" },
			{ field: "tags", before: null, after: '["a"]' },
			{ field: "ok", before: null, after: "true" },
		]);
		expect(auditChanges(null, null)).toEqual([]);
		expect(auditChanges({ thresholdPaise: null }, { thresholdPaise: 100 })).toEqual([
			{ field: "thresholdPaise", before: "null", after: "100" },
		]);
		expect(auditChanges("old", "new")).toEqual([{ field: "value", before: "old", after: "new" }]);
	});
});
