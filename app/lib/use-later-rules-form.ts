/**
 * A form on Conform whose rules, the API's zod schema, load when the form is first used, not with the page: zod and
 * Conform's zod adapter are ~25 KB compressed (docs/decisions/0760-first-load-and-i18n-loading.md). The login page
 * and /user/responsible-gaming use it. Once loaded it is `useApiForm` (app/lib/use-api-form.ts): each field's
 * problem under it, all at once, focus on the first; the server's refusal at its field, what was typed kept.
 *
 * The rules start loading when focus enters the form. A submit before they have loaded (a quick first tap) waits for
 * them and submits again; if they cannot load, the form is sent as typed and the API checks the same rules, its
 * refusal coming back to the field it names. Conform's own submissions (the validation it asks for when a field
 * loses focus, whose submitter is a button named `__intent__`) go to Conform as they are: re-sent without their
 * submitter they became real submissions (one sign-in sent two or three logins).
 */
import { getFormProps, parse, type Submission } from "@conform-to/react";
import type { FormEvent } from "react";
import type { z } from "zod";
import { type SentFormOptions, useSentForm } from "./use-sent-form";

type Schema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;
type Check<S extends Schema> = (formData: FormData) => Submission<z.input<S>, string[], z.output<S>>;

/** One schema's rules, shared by every form that uses them on the page; loaded once. */
export type LaterRules<S extends Schema> = {
	check: Check<S> | null;
	/** A submit has waited for them once: later submits go ahead, loaded or not. */
	tried: boolean;
	load: () => Promise<void>;
};

/** The rules of `schema` (a dynamic import of the module that has it), to load when a form is first used. */
export function laterRules<S extends Schema>(schema: () => Promise<S>): LaterRules<S> {
	let loading: Promise<void> | null = null;
	const rules: LaterRules<S> = {
		check: null,
		tried: false,
		load: () => {
			loading ??= Promise.all([import("@conform-to/zod/v4"), schema()]).then(
				([{ parseWithZod }, loaded]) => {
					rules.check = (formData) =>
						parseWithZod(formData, { schema: loaded, disableAutoCoercion: true }) as ReturnType<Check<S>>;
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

export function useLaterRulesForm<S extends Schema>({
	rules,
	...options
}: SentFormOptions<z.output<S>> & { rules: LaterRules<S> }) {
	const sent = useSentForm<z.input<S>, z.output<S>>({
		...options,
		validate: (formData) =>
			rules.check?.(formData) ?? parse(formData, { resolve: (value) => ({ value: value as z.output<S> }) }),
	});

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		const submitter = (event.nativeEvent as SubmitEvent).submitter;
		const conformIntent = submitter instanceof HTMLButtonElement && submitter.name === CONFORM_INTENT;
		if (rules.check || rules.tried || conformIntent) return sent.form.onSubmit(event);
		event.preventDefault();
		const target = event.currentTarget;
		void rules.load().finally(() => {
			rules.tried = true;
			target.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === target ? submitter : undefined);
		});
	}

	return {
		...sent,
		/** The form element's props: Conform's, with the submit above and the rules loading on first focus. */
		formProps: { ...getFormProps(sent.form), onSubmit, onFocus: () => void rules.load() },
	};
}
