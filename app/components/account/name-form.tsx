import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { profileSchema } from "~/domain/validation/auth";
import { saveName } from "../../lib/account";
import { notify } from "../../lib/toast";
import { Field, FormError } from "../auth-ui";
import { Button } from "../ui/button";

/** Changes the display name, by registration's rule (checked here first, then by the server). */
export function NameForm({ current }: { current: string }) {
	const { t } = useTranslation("account");
	const [name, setName] = useState(current);
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const { revalidate } = useRevalidator();

	async function submit(event: FormEvent) {
		event.preventDefault();
		setError(null);
		const parsed = profileSchema.safeParse({ name });
		if (!parsed.success) {
			setError(parsed.error.issues[0]?.message ?? null);
			return;
		}
		setBusy(true);
		const outcome = await saveName(parsed.data.name);
		setBusy(false);
		if (!outcome.ok) {
			setError(outcome.message);
			return;
		}
		setName(parsed.data.name);
		notify.success(outcome.message);
		// The page shows the record as the server has it: read it again.
		await revalidate();
	}

	return (
		<form onSubmit={submit} noValidate className="border-t border-edge px-4 pt-4 pb-2" aria-label={t("nameForm.label")}>
			<Field
				label={t("nameForm.displayName")}
				name="name"
				autoComplete="name"
				maxLength={120}
				value={name}
				onChange={(e) => setName(e.target.value)}
			/>
			<FormError message={error} />
			<Button type="submit" variant="outline" busy={busy} disabled={name.trim() === current}>
				{t("nameForm.save")}
			</Button>
		</form>
	);
}
