/** What the bank statement page's action answers each of its forms (app/routes/admin/bank-statement.tsx). */
import type { SubmissionResult } from "@conform-to/react";
import type { BulkApprovalResult } from "~/server/bank-statements";

export type StatementActionData =
	| { intent: "upload"; message: string }
	| { intent: "mapping"; result: SubmissionResult<string[]>; message?: string }
	| { intent: "approve"; message: string; results?: BulkApprovalResult[] };
