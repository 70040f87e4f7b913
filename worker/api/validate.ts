/**
 * zod validation for Hono routes, answering like the rest of the API: `{ message }`
 * with the schema's first message (written in the spec's words).
 *
 * Statuses: a body that is not a JSON object at all is always 400. Otherwise the
 * route chooses, per kind of failure:
 * - `missingInput`: a field missing, empty or of the wrong type (default 400);
 * - `brokenRule`: a well-formed value that breaks a rule, e.g. a minimum (default 400).
 * The money routes use `{ brokenRule: 422 }`; the accounts, rounds and bets routes
 * answer 422 for both (their clients always send every field).
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType, z } from "zod";
import { messages } from "../../domain/messages";

type FailureStatuses = { brokenRule?: 400 | 422; missingInput?: 400 | 422 };

/** Missing, empty or mistyped input, as opposed to a value that breaks a rule. */
export function isMissingInput(issue: z.core.$ZodIssue): boolean {
	if (issue.code === "invalid_type") return true;
	return issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1;
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
	target: Target,
	schema: Schema,
	{ brokenRule = 400, missingInput = 400 }: FailureStatuses = {},
) {
	return zValidator(target, schema, (result, c) => {
		if (result.success) return;
		const issue = result.error.issues[0];
		if (!issue) return c.json({ message: messages.badRequest }, 400);
		const notAnObject = issue.code === "invalid_type" && issue.path.length === 0;
		if (notAnObject) return c.json({ message: messages.badRequest }, 400);
		return c.json({ message: issue.message }, isMissingInput(issue) ? missingInput : brokenRule);
	});
}

/** Every failure of the fields is 422 (accounts, rounds and bets routes). */
export const STRICT = { brokenRule: 422, missingInput: 422 } as const;

/** A JSON body that must match `schema`, failures 422 (the accounts routes). */
export function jsonBody<Schema extends ZodType>(schema: Schema) {
	return validate("json", schema, STRICT);
}
