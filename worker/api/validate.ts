/**
 * zod validation for Hono routes that answers like the rest of the API:
 * `{ message }` with the first issue's message and status 400.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
	target: Target,
	schema: Schema,
) {
	return zValidator(target, schema, (result, c) => {
		if (!result.success) {
			const message = result.error.issues[0]?.message ?? "Invalid request";
			return c.json({ message }, 400);
		}
	});
}
