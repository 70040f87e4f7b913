/**
 * Request validation with zod (via @hono/zod-validator): a failed parse answers
 * `{ message }` with 422 and the schema's first message; nothing runs further.
 * Malformed JSON is answered 400 by the API's error handler (HTTPException).
 */
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";

export function jsonBody<T extends ZodType>(schema: T) {
	return zValidator("json", schema, (result, c) => {
		if (!result.success) {
			return c.json({ message: result.error.issues[0]?.message ?? "The request could not be understood." }, 422);
		}
	});
}
