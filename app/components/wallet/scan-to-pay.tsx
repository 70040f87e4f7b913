/**
 * Scan to Pay (docs/product.md#money, docs/decisions/0311): the QR and UPI ID of a deposit the server has checked,
 * and the UTR that sends the request: a form of the page's action (`depositAction`, app/lib/wallet-actions.server.ts)
 * checked by Conform with the API's schema as the player types; a refusal stays under the UTR with what was typed.
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { DepositMethodId } from "~/domain/deposit-methods";
import { walletScreenMessages } from "~/domain/messages/money";
import { depositRequestSchema } from "~/domain/validation/payments";
import { useSay } from "../../lib/i18n";
import type { DepositBonus, DepositPaymentDetails } from "../../lib/payment-details";
import { notify } from "../../lib/toast";
import { depositQr, newIdempotencyKey } from "../../lib/transactions";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field, FieldError, inputClass } from "../ui/field";
import { useWalletFormat } from "./ui";

/** A deposit the server has checked, and where to pay for it. */
export type CheckedDeposit = {
	amount: number;
	method: DepositMethodId;
	details: DepositPaymentDetails;
	/** The bonus the deposit earns when approved (a claimed deposit match), if any. */
	bonus?: DepositBonus | null;
};

/** A request the server has recorded: what the deposit form shows as pending. */
export type DepositSent = { message: string; amount: number; utr: string };

/** What the page's action answers a UTR: Conform's reply, and the request when it was recorded. */
export type DepositReply = { result: SubmissionResult<string[]>; sent?: DepositSent };

/** The Scan to Pay dialog: one QR and the UPI ID of a checked deposit (checked again on every opening), the UTR. */
export function ScanToPay({
	payment,
	onClose,
	onSent,
}: {
	payment: CheckedDeposit | null;
	onClose: () => void;
	onSent?: (sent: DepositSent) => void;
}) {
	const { t } = useTranslation("wallet");
	return (
		<Dialog open={payment !== null} title={t("scanToPay.title")} onClose={onClose} closeButton>
			{payment && <ScanToPayBody payment={payment} onClose={onClose} onSent={onSent} />}
		</Dialog>
	);
}

function ScanToPayBody({
	payment,
	onClose,
	onSent,
}: {
	payment: CheckedDeposit;
	onClose: () => void;
	onSent?: (sent: DepositSent) => void;
}) {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useWalletFormat();
	const { amount, method, details } = payment;
	const shownAmount = format.wholeRupees(amount);
	const fetcher = useFetcher<DepositReply>();
	const [key] = useState(newIdempotencyKey);
	const qr = depositQr(details, amount);
	const answered = fetcher.state === "idle" ? fetcher.data : undefined;
	const [form, fields] = useForm({
		lastResult: answered?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: depositRequestSchema }),
		shouldValidate: "onSubmit",
		// A refusal is about the UTR it was given: as a new one is typed, the message follows it.
		shouldRevalidate: "onInput",
	});
	// Each answer once (the callbacks change with every render of the page).
	const handled = useRef<DepositReply | undefined>(undefined);
	useEffect(() => {
		if (!answered || handled.current === answered) return;
		handled.current = answered;
		if (answered.sent) {
			notify.success(answered.sent.message);
			onSent?.(answered.sent);
			onClose();
		} else if (answered.result.error?.[""]?.[0]) notify.error(answered.result.error[""][0]);
	}, [answered, onSent, onClose]);
	const utrError = fields.utr.errors?.[0];

	return (
		<fetcher.Form method="post" {...getFormProps(form)}>
			<input type="hidden" name="intent" value="deposit" />
			<input type="hidden" name="amount" value={amount} />
			<input type="hidden" name="paymentMethod" value={method} />
			<input type="hidden" name="idempotencyKey" value={key} />
			<div className="grid gap-3">
				{qr ? (
					<figure className="flex flex-col items-center text-center" data-testid="pay-qr">
						{qr.kind === "upi" ? (
							<div className="rounded-lg bg-white p-2">
								<QRCodeSVG
									value={qr.link}
									size={176}
									title={t("scanToPay.qrTitle", { amount: shownAmount, upiId: details.upiId })}
									data-testid="upi-qr"
								/>
							</div>
						) : (
							<img
								src={qr.src}
								alt={say(walletScreenMessages.operatorQrLabel)}
								data-testid="operator-qr"
								className="size-48 rounded-lg bg-white object-contain p-1"
							/>
						)}
						<figcaption className="mt-2 text-sm">
							<span className="block font-bold">
								{say(qr.kind === "upi" ? walletScreenMessages.upiQrLabel : walletScreenMessages.operatorQrLabel)}
							</span>
							<span className="block text-gray-300">
								{say(
									qr.kind === "upi"
										? walletScreenMessages.upiQrCaption(shownAmount)
										: walletScreenMessages.operatorQrCaption(shownAmount),
								)}
							</span>
						</figcaption>
					</figure>
				) : (
					<p role="status" className="text-gray-300">
						{say(walletScreenMessages.noPaymentDetails)}
					</p>
				)}
				{details.upiId && (
					<p>
						{t("scanToPay.upiId")} <span className="font-bold">{details.upiId}</span>
					</p>
				)}
				<p>
					{t("scanToPay.amount")} <span className="font-black text-green-400">{shownAmount}</span>
				</p>
				{payment.bonus && (
					<p data-testid="deposit-bonus" className="text-sm text-yellow-300">
						{t("scanToPay.bonus", { amount: format.wholeRupees(payment.bonus.amount), code: payment.bonus.code })}
					</p>
				)}
			</div>
			<Field label={t("scanToPay.utr")} id={fields.utr.id} error={utrError ? say(utrError) : null} className="mt-4">
				{(control) => (
					<input
						{...getInputProps(fields.utr, { type: "text" })}
						{...control}
						key={fields.utr.key}
						inputMode="numeric"
						autoComplete="off"
						maxLength={12}
						required={false}
						placeholder={t("scanToPay.utrPlaceholder")}
						// Digits only, as a UTR is.
						onInput={(e) => {
							const input = e.currentTarget;
							const digits = input.value.replace(/\D/g, "");
							if (digits !== input.value) input.value = digits;
						}}
						className={inputClass}
					/>
				)}
			</Field>
			<FieldError id={form.errorId} message={form.errors?.[0] ? say(form.errors[0]) : null} />
			<div className="mt-5 grid grid-cols-2 gap-3">
				<Button type="submit" variant="success" busy={fetcher.state !== "idle"} busyLabel={t("scanToPay.submitting")}>
					{t("scanToPay.submit")}
				</Button>
				<Button variant="danger" onClick={onClose}>
					{t("scanToPay.cancel")}
				</Button>
			</div>
		</fetcher.Form>
	);
}
