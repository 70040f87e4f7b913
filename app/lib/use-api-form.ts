/**
 * A form on Conform and the API's zod schema whose request still goes through the typed API client (the account's
 * name and password: their answers update the browser's session store, or their logic lives with the Worker's
 * sessions and rate limits). As the withdrawal form (docs/decisions/0950-pages-on-the-data-layer.md): every field
 * shows its own error under it, all at once, focus moves to the first; the server's refusal comes back as Conform's
 * reply, to the field it names (or the form), and what was typed stays.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { type SentFormOptions, useSentForm } from "./use-sent-form";

export type { ApiFormOutcome } from "./use-sent-form";

export function useApiForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
	schema,
	...options
}: SentFormOptions<z.output<Schema>> & { schema: Schema }) {
	return useSentForm<z.input<Schema>, z.output<Schema>>({
		...options,
		// The account schemas read empty fields themselves (as "" with their own messages): no coercion.
		validate: (formData) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
	});
}
