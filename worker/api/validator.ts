/**
 * zod validation for /api routes with the product's error shape: `{ message }`
 * carrying the first problem's message. 400 when a field is missing, empty or of
 * the wrong type; 422 when it is well-formed but breaks a rule (a minimum, a pattern).
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";

type Issue = z.core.$ZodIssue;

/** Missing, empty or mistyped input (as opposed to a value that breaks a rule). */
export function isMissingInput(issue: Issue): boolean {
	if (issue.code === "invalid_type") return true;
	return issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1;
}

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
	target: Target,
	schema: Schema,
) {
	return zValidator(target, schema, (result, c) => {
		if (!result.success) {
			const issue = result.error.issues[0];
			if (!issue) return c.json({ message: "Invalid request" }, 400);
			return c.json({ message: issue.message }, isMissingInput(issue) ? 400 : 422);
		}
	});
}
