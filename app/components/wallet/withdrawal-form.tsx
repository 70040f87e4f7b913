/**
 * Withdraw Funds (docs/product.md#money), a form of the page's action (app/routes/user/deposits-withdrawals.tsx;
 * docs/decisions/0950-pages-on-the-data-layer.md). Conform checks it with the API's own schema as the player types
 * and on submit: every field shows its own error under it, all at once, and focus moves to the first. The server
 * checks it again; a refusal keeps what the player typed. The button shows progress from the fetcher's state.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { withdrawalAmountProblem, withdrawRequestSchema } from "~/domain/validation/payments";
import { useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";
import { Button } from "../ui/button";
import { Field, FieldError, inputClass } from "../ui/field";
import { useWalletFormat } from "./ui";

/** What the page's action answers a withdrawal: Conform's reply, and the server's message when it was sent. */
export type WithdrawalReply = { result: import("@conform-to/react").SubmissionResult<string[]>; sent?: string };

const FIELDS = [
	{ name: "amount", inputMode: "numeric" },
	{ name: "bankName" },
	{ name: "bankAccountNumber", inputMode: "numeric" },
	{ name: "ifscCode" },
	{ name: "recipientName", auto: "name" },
] as const satisfies ReadonlyArray<{ name: string; inputMode?: "numeric"; auto?: string }>;

/** The API's schema, and the balance the player has (the server checks it again, inside the debit). */
function schemaFor(balance: number) {
	return withdrawRequestSchema.superRefine((value, ctx) => {
		const problem = withdrawalAmountProblem(value.amount, balance);
		if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["amount"] });
	});
}

/**
 * `lockedBonus`: the bonus being wagered (rupees); a withdrawal request forfeits it, so the player confirms that first
 * (a required checkbox; the server refuses the request without it: docs/decisions/0850-promotions.md).
 */
export function WithdrawalForm({ balance, lockedBonus = 0 }: { balance: number; lockedBonus?: number }) {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useWalletFormat();
	const fetcher = useFetcher<WithdrawalReply>();
	const base = useId();
	// A fresh key for each request (docs/decisions/0300): set after hydration and after every answer.
	const [idempotencyKey, setIdempotencyKey] = useState("");
	const [form, fields] = useForm({
		id: base,
		lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: schemaFor(balance) }),
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
	});
	const answered = fetcher.state === "idle" ? fetcher.data : undefined;
	useEffect(() => {
		setIdempotencyKey(crypto.randomUUID());
		if (!answered) return;
		if (answered.sent) notify.success(answered.sent);
		else if (answered.result.error?.[""]?.[0]) notify.error(answered.result.error[""][0]);
	}, [answered]);

	return (
		<fetcher.Form
			method="post"
			{...getFormProps(form)}
			aria-labelledby={`${base}-title`}
			className="max-w-xl rounded-2xl border border-edge bg-panel p-4 md:p-6"
		>
			<input type="hidden" name="intent" value="withdraw" />
			{idempotencyKey && <input type="hidden" name="idempotencyKey" value={idempotencyKey} />}
			<h2 id={`${base}-title`} className="text-xl font-black text-gold">
				{t("withdrawal.title")}
			</h2>
			<p className="mt-1 text-sm text-gray-300">
				{t("withdrawal.withdrawable", { amount: format.wholeRupees(balance) })}
			</p>
			<div className="mt-4 grid gap-3">
				{FIELDS.map((field) => {
					const meta = fields[field.name];
					const error = meta.errors?.[0];
					return (
						<Field
							key={field.name}
							label={t(`withdrawal.fields.${field.name}`)}
							id={meta.id}
							error={error ? say(error) : null}
						>
							{(control) => (
								<input
									{...getInputProps(meta, { type: "text" })}
									{...control}
									key={meta.key}
									inputMode={"inputMode" in field ? field.inputMode : undefined}
									autoComplete={"auto" in field ? field.auto : "off"}
									className={inputClass}
								/>
							)}
						</Field>
					);
				})}
			</div>
			{lockedBonus > 0 && (
				<label className="mt-4 flex min-h-6 items-start gap-2 rounded-lg bg-raised p-3 text-sm">
					<input type="checkbox" name="forfeitBonus" required className="mt-0.5 size-5 shrink-0" />
					<span>{t("withdrawal.forfeitBonus", { amount: format.wholeRupees(lockedBonus) })}</span>
				</label>
			)}
			<FieldError id={form.errorId} message={form.errors?.[0] ? say(form.errors[0]) : null} />
			<Button
				type="submit"
				variant="deposit"
				size="lg"
				className="mt-5 w-full"
				busy={fetcher.state !== "idle"}
				busyLabel={t("withdrawal.submitting")}
			>
				{t("withdrawal.submit")}
			</Button>
		</fetcher.Form>
	);
}
