/**
 * Changes the password: the current one is required; the player's other sessions end, this one stays. On Conform
 * with the API's schema (`changePasswordSchema`): every field's own error under it, all at once; a wrong current
 * password comes back under that field, and what was typed stays (app/lib/use-api-form.ts).
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { accountMessages as m } from "~/domain/messages/account";
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from "~/domain/validation/auth";
import { changePassword } from "../../lib/account";
import { useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { Field, FormError } from "../auth-ui";
import { Button } from "../ui/button";

const FIELDS = [
	{ name: "currentPassword", label: "current", autoComplete: "current-password" },
	{ name: "newPassword", label: "new", autoComplete: "new-password", hint: true },
	{ name: "confirmPassword", label: "confirm", autoComplete: "new-password" },
] as const satisfies ReadonlyArray<{
	name: "currentPassword" | "newPassword" | "confirmPassword";
	label: "current" | "new" | "confirm";
	autoComplete: string;
	hint?: boolean;
}>;

export function PasswordForm() {
	const { t } = useTranslation("account");
	const say = useSay();
	const { form, fields, busy } = useApiForm({
		id: useId(),
		schema: changePasswordSchema,
		send: async (value) => {
			// The confirmation matched (the schema checked it); the API checks it again.
			const outcome = await changePassword({ ...value, confirmPassword: value.newPassword });
			if (outcome.ok) return { ok: true, message: outcome.message };
			return {
				ok: false,
				message: outcome.message,
				field: outcome.message === m.wrongCurrentPassword ? "currentPassword" : undefined,
			};
		},
		onSent: (message) => notify.success(message),
		resetOnSent: true,
	});
	return (
		<form method="post" {...getFormProps(form)} className="p-4" aria-label={t("passwordForm.label")}>
			<p className="mb-4 text-sm text-gray-300">{t("passwordForm.intro")}</p>
			{FIELDS.map((field) => {
				const meta = fields[field.name];
				const error = meta.errors?.[0];
				return (
					<Field
						{...getInputProps(meta, { type: "password", ariaAttributes: false })}
						key={`${field.name}-${meta.key}`}
						label={t(`passwordForm.${field.label}`)}
						autoComplete={field.autoComplete}
						hint={"hint" in field ? t("passwordForm.newHint", { min: PASSWORD_MIN_LENGTH }) : undefined}
						error={error ? say(error) : null}
					/>
				);
			})}
			<FormError message={form.errors?.[0] ?? null} />
			<Button type="submit" variant="outline" busy={busy}>
				{t("passwordForm.submit")}
			</Button>
		</form>
	);
}
