/**
 * The deposit form (docs/product.md#money; docs/decisions/0311, 0950): the amount, then the server's check (the
 * page's action), then where to pay, then the UTR (Scan to Pay). Conform checks the amount with the API's own
 * schema; a refusal of the amount stays under it with what was typed, a refusal of the deposit itself (the player's
 * limits or break, operator mode) under the button. The amount is the input's own value (not React state), so what
 * a player types before the page has hydrated stays. Only the ways to pay that exist are offered: the operator
 * configures a UPI ID and its QR (/admin/settings), nothing else (walk finding 4).
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Minus, Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { OFFERED_DEPOSIT_METHOD } from "~/domain/deposit-methods";
import { walletScreenMessages } from "~/domain/messages/money";
import { DEPOSIT, depositCheckQuerySchema } from "~/domain/validation/payments";
import { useSay } from "../../lib/i18n";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { type CheckedDeposit, type DepositSent, ScanToPay } from "./scan-to-pay";
import { useWalletFormat } from "./ui";

export type { DepositReply } from "./scan-to-pay";

/** Why the server will not take this deposit now; `ownLimits` when it is the player's own limits or break (403). */
type DepositRefusal = { message: string; ownLimits: boolean };

/** What the page's action answers the check: Conform's reply, then where to pay or why not. */
export type DepositCheckReply = {
	result: SubmissionResult<string[]>;
	checked?: CheckedDeposit;
	refusal?: DepositRefusal;
};

const stepButton =
	"grid size-11 shrink-0 place-items-center rounded-full bg-raised hover:brightness-125 disabled:opacity-50";

export function DepositForm() {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useWalletFormat();
	const fetcher = useFetcher<DepositCheckReply>();
	const base = useId();
	const method = OFFERED_DEPOSIT_METHOD;
	const { minRupees } = method;
	const answered = fetcher.state === "idle" ? fetcher.data : undefined;
	const [form, fields] = useForm({
		id: base,
		lastResult: answered?.result,
		defaultValue: { amount: String(DEPOSIT.defaultRupees), paymentMethod: method.id },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: depositCheckQuerySchema }),
		shouldValidate: "onSubmit",
		shouldRevalidate: "onInput",
	});
	const typed = typeof fields.amount.value === "string" ? fields.amount.value : "";
	const amount = typed.trim() === "" ? Number.NaN : Number(typed);
	const set = (next: number) =>
		form.update({ name: fields.amount.name, value: String(Math.min(DEPOSIT.maxRupees, Math.max(minRupees, next))) });
	// An amount typed into the server's HTML, before the form was hydrated: the form takes it as typed.
	useEffect(() => {
		const input = document.getElementById(fields.amount.id);
		if (input instanceof HTMLInputElement && input.value !== String(DEPOSIT.defaultRupees)) {
			form.update({ name: fields.amount.name, value: input.value });
		}
	}, [form.update, fields.amount.id, fields.amount.name]);
	// The dialog shows the last checked deposit until closed; a new check opens it again.
	const [closed, setClosed] = useState<CheckedDeposit | null>(null);
	const paying = answered?.checked && answered.checked !== closed ? answered.checked : null;
	// A refusal is of the amount that was checked: once the player changes the amount, it no longer applies.
	const [answeredFor, setAnsweredFor] = useState<string | null>(null);
	// biome-ignore lint/correctness/useExhaustiveDependencies: recorded as each answer arrives, not as the amount changes.
	useEffect(() => {
		if (answered) setAnsweredFor(typed);
	}, [answered]);
	const refusal = answered?.refusal && typed === answeredFor ? answered.refusal : null;
	const [sent, setSent] = useState<DepositSent | null>(null);
	const amountError = fields.amount.errors?.[0];

	return (
		<div className="grid gap-4">
			<fetcher.Form
				method="post"
				{...getFormProps(form)}
				aria-label={t("deposits.tabs.deposit")}
				className="rounded-2xl bg-panel p-4 md:p-6"
			>
				<input type="hidden" name="intent" value="check-deposit" />
				<input type="hidden" name={fields.paymentMethod.name} value={method.id} />
				<div className="flex items-center justify-between rounded-lg border border-edge bg-panel-deep px-4 py-3">
					<div>
						<p className="text-xs font-bold uppercase text-gray-300">{t("deposits.paymentMethod")}</p>
						<p className="font-bold" data-testid="deposit-method">
							{say(method.label)}
						</p>
					</div>
					<p className="text-sm text-gray-300">{t("deposits.from", { amount: format.wholeRupees(minRupees) })}</p>
				</div>
				<Field
					label={t("deposits.amount")}
					id={fields.amount.id}
					className="mt-5"
					labelClassName="block text-xs font-bold uppercase text-gray-300"
					hint={t("deposits.amountHint", {
						min: format.wholeRupees(minRupees),
						max: format.wholeRupees(DEPOSIT.maxRupees),
						step: format.wholeRupees(DEPOSIT.stepRupees),
					})}
					error={amountError ? say(amountError) : null}
				>
					{(control) => (
						<div className="mt-2 flex items-center gap-3">
							<button
								type="button"
								className={stepButton}
								aria-label={t("deposits.decrease", { step: format.wholeRupees(DEPOSIT.stepRupees) })}
								disabled={amount <= minRupees}
								onClick={() => set(amount - DEPOSIT.stepRupees)}
							>
								<Minus className="size-5" aria-hidden="true" />
							</button>
							<input
								{...getInputProps(fields.amount, { type: "number" })}
								{...control}
								key={fields.amount.key}
								inputMode="numeric"
								min={minRupees}
								max={DEPOSIT.maxRupees}
								step={DEPOSIT.stepRupees}
								// The schema checks it (with the spec's words), not the browser.
								required={false}
								className="w-full min-w-0 rounded-lg border border-edge bg-panel-deep px-3 py-2 text-center text-2xl font-black"
							/>
							<button
								type="button"
								className={stepButton}
								aria-label={t("deposits.increase", { step: format.wholeRupees(DEPOSIT.stepRupees) })}
								disabled={amount >= DEPOSIT.maxRupees}
								onClick={() => set((Number.isNaN(amount) ? minRupees : amount) + DEPOSIT.stepRupees)}
							>
								<Plus className="size-5" aria-hidden="true" />
							</button>
						</div>
					)}
				</Field>
				<fieldset className="mt-4">
					<legend className="sr-only">{t("deposits.quickAmounts")}</legend>
					<div className="flex flex-wrap gap-2">
						{DEPOSIT.presetsRupees.map((preset) => (
							<button
								key={preset}
								type="button"
								aria-pressed={amount === preset}
								className={`rounded-full border px-3 py-1.5 text-sm font-bold text-gold ${amount === preset ? "border-gold bg-raised" : "border-gray-500 hover:border-gold"}`}
								onClick={() => set(preset)}
							>
								{format.wholeRupees(preset)}
							</button>
						))}
					</div>
				</fieldset>
				<Button
					type="submit"
					variant="deposit"
					size="lg"
					className="mt-6 w-full text-lg"
					// Not disabled while the check runs: the button keeps focus, so the dialog can give it back.
					aria-busy={fetcher.state !== "idle" || undefined}
				>
					<Plus className="size-5" aria-hidden="true" />{" "}
					{Number.isNaN(amount)
						? t("deposits.deposit")
						: t("deposits.depositAmount", { amount: format.wholeRupees(amount) })}
				</Button>
				{refusal && (
					<div
						role="alert"
						data-testid="deposit-refusal"
						className="mt-4 rounded-lg border-2 border-gold bg-raised p-4 text-sm font-semibold text-white"
					>
						<p>{say(refusal.message)}</p>
						{refusal.ownLimits && (
							<Link
								to="/user/responsible-gaming"
								className="mt-2 inline-block text-gold underline hover:brightness-125"
							>
								{say(walletScreenMessages.protectionLink)}
							</Link>
						)}
					</div>
				)}
			</fetcher.Form>
			{sent && <SentNotice sent={sent} />}
			<ScanToPay payment={paying} onClose={() => setClosed(paying)} onSent={setSent} />
		</div>
	);
}

/** After a UTR is sent: the request is pending, and where to follow it (walk finding 5b). */
function SentNotice({ sent }: { sent: DepositSent }) {
	const { t } = useTranslation("wallet");
	const format = useWalletFormat();
	return (
		<p role="status" data-testid="deposit-sent" className="rounded-lg border border-green-400/50 bg-panel p-4 text-sm">
			{t("deposits.pending", { amount: format.wholeRupees(sent.amount), utr: sent.utr })}{" "}
			<Link to="/user/requests" className="font-bold text-gold underline hover:brightness-125">
				{t("deposits.pendingLink")}
			</Link>
		</p>
	);
}
