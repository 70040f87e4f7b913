/**
 * A form on Conform and the API's zod schema whose request still goes through the typed API client (the account's
 * name and password: their answers update the browser's session store, or their logic lives with the Worker's
 * sessions and rate limits). As the withdrawal form (docs/decisions/0950-pages-on-the-data-layer.md): every field
 * shows its own error under it, all at once, focus moves to the first; the server's refusal comes back as Conform's
 * reply, to the field it names (or the form), and what was typed stays.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import type { z } from "zod";

/** The request's answer: accepted, or refused with a message for a field (or the form). */
export type ApiFormOutcome = { ok: true; message: string } | { ok: false; message: string; field?: string };

export function useApiForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
	id,
	schema,
	defaultValue,
	send,
	onSent,
	resetOnSent = false,
}: {
	id: string;
	schema: Schema;
	defaultValue?: Record<string, string>;
	send: (value: z.output<Schema>) => Promise<ApiFormOutcome>;
	onSent?: (message: string, value: z.output<Schema>) => void | Promise<void>;
	resetOnSent?: boolean;
}) {
	const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(undefined);
	const [busy, setBusy] = useState(false);
	const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
		id,
		lastResult,
		defaultValue: defaultValue as never,
		// The account schemas read empty fields themselves (as "" with their own messages): no coercion.
		onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
		onSubmit: async (event, { submission }) => {
			event.preventDefault();
			if (submission?.status !== "success") return;
			setBusy(true);
			const outcome = await send(submission.value as z.output<Schema>);
			setBusy(false);
			if (outcome.ok) {
				setLastResult(submission.reply({ resetForm: resetOnSent }));
				await onSent?.(outcome.message, submission.value as z.output<Schema>);
				return;
			}
			setLastResult(
				submission.reply(
					outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] },
				),
			);
		},
	});
	return { form, fields, busy };
}
