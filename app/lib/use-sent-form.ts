/**
 * The core of `useApiForm` (app/lib/use-api-form.ts) without zod: a Conform form checked by `validate` whose request
 * goes through the typed API client. Most forms use `useApiForm` with the API's zod schema.
 *
 * `useLaterRulesForm` (below) is the same form whose rules, the API's zod schema, load when the form is first used,
 * not with the page: zod and Conform's zod adapter are ~25 KB compressed (docs/decisions/0760). The login page
 * (app/lib/login-rules.ts) and /user/responsible-gaming's limit and break forms (app/lib/protection-rules.ts) use
 * it; once loaded it is `useApiForm`: each field's problem under it, all at once, focus on the first; the server's
 * refusal at its field, what was typed kept. The rules start loading when focus enters the form. A submit before
 * they have loaded (a quick first tap) waits for them and submits again; if they cannot load, the form is sent as
 * typed and the API checks the same rules, its refusal coming back to the field it names. Conform's own
 * submissions (the validation it asks for when a field loses focus, whose submitter is a button named `__intent__`)
 * go to Conform as they are: re-sent without their submitter they became real submissions (one sign-in sent two or
 * three logins). It lives in this module so that a page using it loads one chunk, not two.
 */
import { getFormProps, parse, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, useState } from "react";

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

/** A form's check by its schema: Conform's submission of the form's fields (`Input`) and their typed `Value`. */
export type Check<Input, Value> = (formData: FormData) => Submission<Input, string[], Value>;

/** One schema's rules, shared by every form that uses them on the page; loaded once. */
export type LaterRules<Input, Value> = {
	check: Check<Input, Value> | null;
	/** A submit has waited for them once: later submits go ahead, loaded or not. */
	tried: boolean;
	load: () => Promise<void>;
};

/** Rules to load when a form is first used: `load` imports the module that checks with the form's schema. */
export function laterRules<Input, Value>(load: () => Promise<Check<Input, Value>>): LaterRules<Input, Value> {
	let loading: Promise<void> | null = null;
	const rules: LaterRules<Input, Value> = {
		check: null,
		tried: false,
		load: () => {
			loading ??= load().then(
				(check) => {
					rules.check = check;
				},
				() => {
					// Not loaded (offline): the next use tries again.
					loading = null;
				},
			);
			return loading;
		},
	};
	return rules;
}

/** The name of the button Conform submits its intents (validate, reset) with (@conform-to/dom's INTENT). */
const CONFORM_INTENT = "__intent__";

/**
 * A submit handler that waits for `rules` on first use (see above), then hands the event to `submit` (Conform's):
 * a submit before they have loaded is held, the rules loaded, and the form submitted again.
 */
function submitAfterRules<Input, Value>(
	rules: LaterRules<Input, Value>,
	submit: (event: FormEvent<HTMLFormElement>) => void,
) {
	return (event: FormEvent<HTMLFormElement>) => {
		const submitter = (event.nativeEvent as SubmitEvent).submitter;
		const conformIntent = submitter instanceof HTMLButtonElement && submitter.name === CONFORM_INTENT;
		if (rules.check || rules.tried || conformIntent) return submit(event);
		event.preventDefault();
		const target = event.currentTarget;
		void rules.load().finally(() => {
			rules.tried = true;
			target.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === target ? submitter : undefined);
		});
	};
}

/** The check before the rules have loaded: the form as typed (the server checks the same rules). */
const asTyped = <Value>(formData: FormData) =>
	parse<Value, string[]>(formData, { resolve: (value) => ({ value: value as Value }) });

export function useLaterRulesForm<Input extends Record<string, unknown>, Value>({
	rules,
	...options
}: SentFormOptions<Value> & { rules: LaterRules<Input, Value> }) {
	const sent = useSentForm<Input, Value>({
		...options,
		validate: (formData) => rules.check?.(formData) ?? asTyped<Value>(formData),
	});
	return {
		...sent,
		/** The form element's props: Conform's, with the submit above and the rules loading on first focus. */
		formProps: {
			...getFormProps(sent.form),
			onSubmit: submitAfterRules(rules, sent.form.onSubmit),
			onFocus: () => void rules.load(),
		},
	};
}

/**
 * The same form for a route action submitted by a `fetcher.Form` (docs/decisions/0950): Conform checks it with the
 * rules once loaded, the action's reply (`lastResult`) puts the server's refusal at its field and keeps what was
 * typed; the busy state is the fetcher's.
 */
export function useLaterRulesFetcherForm<Input extends Record<string, unknown>, Value>({
	id,
	rules,
	defaultValue,
	lastResult,
}: {
	id: string;
	rules: LaterRules<Input, Value>;
	defaultValue?: Record<string, string>;
	lastResult: SubmissionResult<string[]> | undefined;
}) {
	const [form, fields] = useForm<Input, Value>({
		id,
		lastResult,
		defaultValue: defaultValue as never,
		onValidate: ({ formData }) => rules.check?.(formData) ?? asTyped<Value>(formData),
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
	});
	return {
		form,
		fields,
		formProps: {
			...getFormProps(form),
			method: "post" as const,
			onSubmit: submitAfterRules(rules, form.onSubmit),
			onFocus: () => void rules.load(),
		},
	};
}
