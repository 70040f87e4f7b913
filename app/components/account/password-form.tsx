import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { accountMessages as m } from "~/domain/messages";
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from "~/domain/validation/auth";
import { changePassword } from "../../lib/account";
import { notify } from "../../lib/toast";
import { Field, FormError } from "../auth-ui";
import { Button } from "../ui/button";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

const FIELDS = [
	{ name: "currentPassword", label: "current", autoComplete: "current-password" },
	{ name: "newPassword", label: "new", autoComplete: "new-password", hint: true },
	{ name: "confirmPassword", label: "confirm", autoComplete: "new-password" },
] as const satisfies ReadonlyArray<{
	name: keyof typeof EMPTY;
	label: "current" | "new" | "confirm";
	autoComplete: string;
	hint?: boolean;
}>;

/** Changes the password: the current one is required; the player's other sessions end, this one stays. */
export function PasswordForm() {
	const { t } = useTranslation("account");
	const [form, setForm] = useState(EMPTY);
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);

	async function submit(event: FormEvent) {
		event.preventDefault();
		setError(null);
		const parsed = changePasswordSchema.safeParse(form);
		if (!parsed.success) {
			setError(parsed.error.issues[0]?.message ?? m.passwordChangeFailed);
			return;
		}
		setBusy(true);
		const outcome = await changePassword(form);
		setBusy(false);
		if (!outcome.ok) {
			setError(outcome.message);
			return;
		}
		setForm(EMPTY);
		notify.success(outcome.message);
	}

	return (
		<form onSubmit={submit} noValidate className="p-4" aria-label={t("passwordForm.label")}>
			<p className="mb-4 text-sm text-gray-300">{t("passwordForm.intro")}</p>
			{FIELDS.map((field) => (
				<Field
					key={field.name}
					label={t(`passwordForm.${field.label}`)}
					name={field.name}
					type="password"
					autoComplete={field.autoComplete}
					hint={"hint" in field ? t("passwordForm.newHint", { min: PASSWORD_MIN_LENGTH }) : undefined}
					value={form[field.name]}
					onChange={(e) => setForm({ ...form, [field.name]: e.target.value })}
				/>
			))}
			<FormError message={error} />
			<Button type="submit" variant="outline" busy={busy}>
				{t("passwordForm.submit")}
			</Button>
		</form>
	);
}
