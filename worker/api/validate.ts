/**
 * zod validation for Hono routes, answering like the rest of the API: `{ message }`
 * with the schema's first message (written in the spec's words).
 *
 * One rule for every route (docs/decisions/0012-api-validation-statuses.md), so there is
 * nothing to choose per route: a body that is not JSON, or JSON that is not an object, is
 * 400; a JSON route sent anything but JSON (a form, plain text, no content type) is 415;
 * every field failure (missing, mistyped, or breaking a rule) is 422. Too large is 413
 * (`limitBody`).
 *
 * Where a schema did not word a failure itself, zod's built-in English
 * ("Invalid input: expected number, received NaN") is replaced by a sentence that
 * names the field (domain/messages/ `validationMessages`).
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ZodType, z } from "zod";
import { messages, validationMessages as v } from "~/domain/messages";

/** zod's own wording (its English locale), which no schema of ours writes. */
const ZOD_DEFAULT = /^(Invalid input|Invalid option|Too small|Too big|Unrecognized key|Invalid string|Invalid)\b/;

const EXPECTED: Record<string, string> = {
	number: "a number",
	int: "a whole number",
	string: "text",
	boolean: "true or false",
	array: "a list",
	object: "an object",
};

/** The message to show for an issue: the schema's own, or a clear one naming the field. */
export function issueMessage(issue: z.core.$ZodIssue): string {
	if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
	const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "The input";
	switch (issue.code) {
		case "invalid_type":
			return v.wrongType(field, EXPECTED[issue.expected] ?? issue.expected);
		case "too_small":
			return issue.origin === "string" ? v.textAtLeast(field, issue.minimum) : v.atLeast(field, issue.minimum);
		case "too_big":
			return issue.origin === "string" ? v.textAtMost(field, issue.maximum) : v.atMost(field, issue.maximum);
		case "invalid_value":
			return v.oneOf(field, issue.values);
		default:
			return v.invalid(field);
	}
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
	target: Target,
	schema: Schema,
) {
	return zValidator(target, schema, (result, c) => {
		if (result.success) return;
		if (target === "json") {
			// Hono's validator reads a non-JSON body as `{}`: say what is wrong instead of naming a field.
			const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
			if (!JSON_TYPE.test(mediaType)) return c.json({ message: messages.jsonExpected }, 415);
		}
		const issue = result.error.issues[0];
		if (!issue) return c.json({ message: messages.badRequest }, 400);
		const notAnObject = issue.code === "invalid_type" && issue.path.length === 0;
		if (notAnObject) return c.json({ message: messages.badRequest }, 400);
		return c.json({ message: issueMessage(issue) }, 422);
	});
}

/** A JSON body that must match `schema`. */
export function jsonBody<Schema extends ZodType>(schema: Schema) {
	return validate("json", schema);
}

/** Bodies of the JSON areas: the largest real one (a withdrawal, an adjustment's reason) is under 3 KB. */
export const JSON_BODY_LIMIT = 16 * 1024;

/** Refuses a body over `maxSize` bytes with 413 before anything reads it (docs/decisions/0710). */
export function limitBody(maxSize: number = JSON_BODY_LIMIT) {
	return bodyLimit({ maxSize, onError: (c) => c.json({ message: messages.requestTooLarge }, 413) });
}

export { IDEMPOTENCY_KEY_PATTERN } from "~/domain/validation/idempotency-key";
