/**
 * The bank statement forms' inputs (docs/decisions/0861-bank-statement-matching.md), shared by the API and the
 * admin page: the layout to read an upload with, the operator's column mapping, the deposits to approve.
 */
import { BANK_LAYOUT_IDS } from "../bank-statement/layouts";
import { statementMessages } from "../messages/operator";
import { z } from "./zod";

export const STATEMENT_LAYOUT_CHOICES = ["auto", ...BANK_LAYOUT_IDS, "generic"] as const;
export type StatementLayoutChoice = (typeof STATEMENT_LAYOUT_CHOICES)[number];

/** Deposits approved by one request: each is its own exactly-once batch. */
export const MAX_BULK_APPROVALS = 100;

export const statementLayoutSchema = z.enum(STATEMENT_LAYOUT_CHOICES, { error: statementMessages.layoutInvalid });

const column = z
	.string({ error: statementMessages.columnRequired })
	.trim()
	.min(1, { error: statementMessages.columnRequired })
	.max(80, { error: statementMessages.columnRequired });

export const statementMappingSchema = z.object({
	dateColumn: column,
	creditColumn: column,
	referenceColumn: z
		.string()
		.trim()
		.max(80, { error: statementMessages.columnRequired })
		.optional()
		.transform((value) => (value ? value : null)),
	narrationColumn: column,
	dateOrder: z.enum(["dmy", "mdy", "ymd"], { error: statementMessages.dateOrderInvalid }),
});
export type StatementMappingInput = z.input<typeof statementMappingSchema>;

export const statementApproveSchema = z.object({
	transactionIds: z
		.array(z.string().min(1).max(64), { error: statementMessages.nothingSelected })
		.min(1, { error: statementMessages.nothingSelected })
		.max(MAX_BULK_APPROVALS, { error: statementMessages.tooManySelected(MAX_BULK_APPROVALS) }),
});
