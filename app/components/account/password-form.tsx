import { type FormEvent, useState } from "react";
import { accountMessages as m } from "~/domain/messages";
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from "~/domain/validation/auth";
import { changePassword } from "../../lib/account";
import { notify } from "../../lib/toast";
import { Field, FormError } from "../auth-ui";
import { Button } from "../ui/button";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

const FIELDS: ReadonlyArray<{ name: keyof typeof EMPTY; label: string; autoComplete: string; hint?: string }> = [
	{ name: "currentPassword", label: "Current password", autoComplete: "current-password" },
	{
		name: "newPassword",
		label: "New password",
		autoComplete: "new-password",
		hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
	},
	{ name: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" },
];

/** Changes the password: the current one is required; the player's other sessions end, this one stays. */
export function PasswordForm() {
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
		<form onSubmit={submit} noValidate className="p-4" aria-label="Change your password">
			<p className="mb-4 text-sm text-gray-300">
				Changing your password signs you out on your other devices and closes the table there. You stay signed in here.
			</p>
			{FIELDS.map(({ name, label, autoComplete, hint }) => (
				<Field
					key={name}
					label={label}
					name={name}
					type="password"
					autoComplete={autoComplete}
					hint={hint}
					value={form[name]}
					onChange={(e) => setForm({ ...form, [name]: e.target.value })}
				/>
			))}
			<FormError message={error} />
			<Button type="submit" variant="outline" busy={busy}>
				Change password
			</Button>
		</form>
	);
}
