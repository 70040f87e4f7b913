/**
 * Changes the display name, by registration's rule (`profileSchema`): on Conform, the rule's message under the field,
 * and the server's refusal there too with the name as typed (app/lib/use-api-form.ts).
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { profileSchema } from "~/domain/validation/auth";
import { saveName } from "../../lib/account";
import { useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { Field } from "../auth-ui";
import { Button } from "../ui/button";

export function NameForm({ current }: { current: string }) {
	const { t } = useTranslation("account");
	const say = useSay();
	const { revalidate } = useRevalidator();
	const { form, fields, busy } = useApiForm({
		id: useId(),
		schema: profileSchema,
		defaultValue: { name: current },
		send: async ({ name }) => {
			const outcome = await saveName(name);
			return outcome.ok
				? { ok: true, message: outcome.message }
				: { ok: false, message: outcome.message, field: "name" };
		},
		onSent: async (message) => {
			notify.success(message);
			// The page shows the record as the server has it: read it again.
			await revalidate();
		},
	});
	// The name is the form's one field: its rule's message (reported for the form) goes under it.
	const error = fields.name.errors?.[0] ?? form.errors?.[0];
	const typed = typeof fields.name.value === "string" ? fields.name.value : current;
	return (
		<form
			method="post"
			{...getFormProps(form)}
			className="border-t border-edge px-4 pt-4 pb-2"
			aria-label={t("nameForm.label")}
		>
			<Field
				{...getInputProps(fields.name, { type: "text", ariaAttributes: false })}
				key={fields.name.key}
				label={t("nameForm.displayName")}
				autoComplete="name"
				maxLength={120}
				error={error ? say(error) : null}
			/>
			<Button type="submit" variant="outline" busy={busy} disabled={typed.trim() === current}>
				{t("nameForm.save")}
			</Button>
		</form>
	);
}
