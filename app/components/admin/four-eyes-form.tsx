/**
 * The second approver threshold (server/four-eyes.ts), a form of the settings page's action: above it, a withdrawal
 * needs the approval of two different administrators. Empty: one approval is enough.
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { fourEyesFormSchema } from "~/domain/validation/four-eyes";
import { useSay } from "../../lib/i18n";
import { Button } from "../ui/button";
import { Field, FieldError, inputClass } from "../ui/field";

export type FourEyesReply = { result: SubmissionResult<string[]>; saved?: string };

export function FourEyesForm({ threshold }: { threshold: number | null }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const fetcher = useFetcher<FourEyesReply>();
	const base = useId();
	const answer = fetcher.state === "idle" ? fetcher.data : undefined;
	const [form, fields] = useForm({
		id: base,
		lastResult: answer?.result,
		defaultValue: { threshold: threshold === null ? "" : String(threshold) },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: fourEyesFormSchema }),
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
	});
	const error = fields.threshold.errors?.[0];
	return (
		<fetcher.Form
			method="post"
			{...getFormProps(form)}
			aria-labelledby={`${base}-title`}
			className="mt-5 max-w-xl rounded-xl bg-panel p-4"
		>
			<input type="hidden" name="intent" value="four-eyes" />
			<h2 id={`${base}-title`} className="text-lg font-bold">
				{t("settings.fourEyes.heading")}
			</h2>
			<Field
				label={t("settings.fourEyes.threshold")}
				hint={t("settings.fourEyes.hint")}
				id={fields.threshold.id}
				className="mt-3"
				error={error ? say(error) : null}
			>
				{(control) => (
					<input
						{...getInputProps(fields.threshold, { type: "number" })}
						{...control}
						key={fields.threshold.key}
						min={0}
						step={1}
						inputMode="numeric"
						className={inputClass}
					/>
				)}
			</Field>
			<FieldError id={form.errorId} message={form.errors?.[0] ? say(form.errors[0]) : null} />
			{answer?.saved && (
				<p role="status" className="mt-2 text-sm font-semibold text-green-400">
					{say(answer.saved)}
				</p>
			)}
			<Button type="submit" variant="secondary" className="mt-4" busy={fetcher.state !== "idle"}>
				{t("settings.fourEyes.save")}
			</Button>
		</fetcher.Form>
	);
}
