/**
 * The core of `useApiForm` (app/lib/use-api-form.ts) without zod: a Conform form checked by `validate` whose request
 * goes through the typed API client. The login page uses it directly, with rules it loads when the form is first
 * used, so zod stays off its first load; every other form uses `useApiForm` with the API's zod schema.
 */
import { type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { useState } from "react";

/** The request's answer: accepted, or refused with a message for a field (or the form). */
export type ApiFormOutcome = { ok: true; message: string } | { ok: false; message: string; field?: string };

export type SentFormOptions<Value> = {
	id: string;
	defaultValue?: Record<string, string>;
	send: (value: Value) => Promise<ApiFormOutcome>;
	onSent?: (message: string, value: Value) => void | Promise<void>;
	/** The server's refusal, besides showing it in the form (a toast). */
	onRefused?: (message: string) => void;
	resetOnSent?: boolean;
};

export function useSentForm<Input extends Record<string, unknown>, Value>({
	id,
	validate,
	defaultValue,
	send,
	onSent,
	onRefused,
	resetOnSent = false,
}: SentFormOptions<Value> & { validate: (formData: FormData) => Submission<Input, string[], Value> }) {
	const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(undefined);
	const [busy, setBusy] = useState(false);
	const [form, fields] = useForm<Input, Value>({
		id,
		lastResult,
		defaultValue: defaultValue as never,
		onValidate: ({ formData }) => validate(formData),
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
		onSubmit: async (event, { submission }) => {
			event.preventDefault();
			if (submission?.status !== "success") return;
			setBusy(true);
			const outcome = await send(submission.value);
			setBusy(false);
			if (outcome.ok) {
				setLastResult(submission.reply({ resetForm: resetOnSent }));
				await onSent?.(outcome.message, submission.value);
				return;
			}
			onRefused?.(outcome.message);
			setLastResult(
				submission.reply(
					outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] },
				),
			);
		},
	});
	return { form, fields, busy, reset: () => setLastResult(undefined) };
}
