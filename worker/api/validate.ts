/**
 * zod validation for Hono routes that answers like the rest of the API:
 * `{ message }` with the first issue's message and status 400.
 * With `{ brokenRule: 422 }`, a field that is present and well-formed but breaks
 * a rule (a minimum, a pattern, a limit) gets 422 instead; missing, empty or
 * mistyped input stays 400 (the money routes use this).
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType, z } from "zod";
import { messages } from "../../domain/messages";

/** Missing, empty or mistyped input, as opposed to a value that breaks a rule. */
export function isMissingInput(issue: z.core.$ZodIssue): boolean {
	if (issue.code === "invalid_type") return true;
	return issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1;
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
	target: Target,
	schema: Schema,
	options: { brokenRule?: 400 | 422 } = {},
) {
	return zValidator(target, schema, (result, c) => {
		if (!result.success) {
			const issue = result.error.issues[0];
			const message = issue?.message ?? messages.badRequest;
			const status = issue && options.brokenRule === 422 && !isMissingInput(issue) ? 422 : 400;
			return c.json({ message }, status);
		}
	});
}

/**
 * A JSON body that must match `schema`; every failure (missing or broken) is 422.
 * The accounts routes use it: their forms send every field, so a failure is always a broken rule.
 */
export function jsonBody<Schema extends ZodType>(schema: Schema) {
	return zValidator("json", schema, (result, c) => {
		if (!result.success) {
			return c.json({ message: result.error.issues[0]?.message ?? messages.badRequest }, 422);
		}
	});
}
