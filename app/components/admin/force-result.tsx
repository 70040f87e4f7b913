import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { colorNames, rouletteMessages } from "~/domain/messages/tables";
import { colorOf, isPocket, pocketRefusal } from "~/domain/roulette/wheel";
import { api, errorMessage } from "../../lib/api";
import { useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";
import { Button } from "../ui/button";

/** Client check of the adjust-result form, with the server's message (the server checks again). */
export function forceResultError(value: string): string | null {
	// Number("") is 0: an empty field is no number at all, not pocket 0.
	const n = value.trim() === "" ? undefined : Number(value);
	return isPocket(n) ? null : pocketRefusal(n);
}

/**
 * The adjust-result form (docs/product.md#fairness): forces the result of the round now
 * taking bets (or the next one) at `table` (the main one by default). The round is marked operator-set everywhere and
 * real-money stakes on it are returned, not settled.
 */
export function ForceResultForm({ pendingForce, table }: { pendingForce: number | null; table?: string }) {
	const { t } = useTranslation("admin");
	const say = useSay();
	const [value, setValue] = useState("");
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const submit = async (e: FormEvent) => {
		e.preventDefault();
		const problem = forceResultError(value);
		setError(problem);
		if (problem) return;
		setBusy(true);
		try {
			const response = await api.api.admin.rounds["force-result"].$post({ json: { number: Number(value), table } });
			if (!response.ok) {
				const message = await errorMessage(response, "Something Went Wrong!");
				setError(message);
				notify.error(message);
				return;
			}
			notify.success(rouletteMessages.resultAdjusted);
			setValue("");
		} catch {
			notify.error("Something Went Wrong!");
		} finally {
			setBusy(false);
		}
	};
	return (
		<form
			noValidate
			onSubmit={submit}
			aria-labelledby="force-heading"
			className="flex flex-col gap-3 rounded-xl border border-edge bg-panel-deep p-4"
		>
			<h2 id="force-heading" className="text-lg font-bold">
				{t("force.heading")}
			</h2>
			<p className="text-sm text-gray-300">{t("force.intro")}</p>
			<div className="flex flex-wrap items-end gap-3">
				<label className="flex flex-col gap-1 text-sm">
					{t("force.number")}
					<input
						type="number"
						min={0}
						max={36}
						step={1}
						inputMode="numeric"
						value={value}
						onChange={(e) => setValue(e.target.value)}
						aria-invalid={error ? true : undefined}
						aria-describedby="force-hint force-error"
						className="w-32 rounded-md border border-edge bg-page px-3 py-2"
					/>
				</label>
				<Button type="submit" busy={busy} busyLabel={t("saving")}>
					{t("force.submit")}
				</Button>
			</div>
			<p id="force-hint" className="text-xs text-gray-300">
				{t("force.hint")}
			</p>
			<p id="force-error" role="alert" className="min-h-5 text-sm text-red-300">
				{error && say(error)}
			</p>
			<p aria-live="polite" className="text-sm" data-testid="pending-force">
				{pendingForce === null
					? t("force.noneForced")
					: t("force.waiting", { number: pendingForce, color: say(colorNames[colorOf(pendingForce)]) })}
			</p>
		</form>
	);
}
