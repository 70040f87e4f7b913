import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { messages } from "../../domain/messages";

/**
 * zod validation for a request part with the product's error shape: `{ message }`,
 * 400 when the body is not JSON at all, 422 when it is well-formed but breaks a rule
 * (the first issue's message, which the schemas write in the spec's words).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
	target: Target,
	schema: Schema,
) {
	return zValidator(target, schema, (result, c) => {
		if (result.success) return;
		const issue = result.error.issues[0];
		const malformed = target === "json" && issue?.code === "invalid_type" && issue.path.length === 0;
		return c.json(
			{ message: malformed ? messages.invalidMessage : (issue?.message ?? messages.invalidMessage) },
			malformed ? 400 : 422,
		);
	});
}
