/**
 * Scan to Pay (docs/product.md#money, docs/decisions/0311): the QR and UPI ID of a deposit the server has checked,
 * and the UTR that sends the request.
 */
import { QRCodeSVG } from "qrcode.react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DepositMethodId } from "~/domain/deposit-methods";
import { paymentMessages, walletScreenMessages } from "~/domain/messages";
import { depositRequestSchema, UTR_PATTERN } from "~/domain/validation/payments";
import { api, errorMessage } from "../../lib/api";
import { useSay } from "../../lib/i18n";
import type { DepositBonus, DepositPaymentDetails } from "../../lib/payment-details";
import { notify } from "../../lib/toast";
import { depositQr, newIdempotencyKey } from "../../lib/transactions";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field, inputClass } from "../ui/field";
import { useWalletFormat } from "./ui";

/** A deposit the server has checked, and where to pay for it. */
export type CheckedDeposit = {
	amount: number;
	method: DepositMethodId;
	details: DepositPaymentDetails;
	/** The bonus the deposit earns when approved (a claimed deposit match), if any. */
	bonus?: DepositBonus | null;
};

/** The Scan to Pay dialog: one QR and the UPI ID of a checked deposit (checked again on every opening), the UTR. */
export function ScanToPay({ payment, onClose }: { payment: CheckedDeposit | null; onClose: () => void }) {
	const { t } = useTranslation("wallet");
	return (
		<Dialog open={payment !== null} title={t("scanToPay.title")} onClose={onClose} closeButton>
			{payment && <ScanToPayBody payment={payment} onClose={onClose} />}
		</Dialog>
	);
}

function ScanToPayBody({ payment, onClose }: { payment: CheckedDeposit; onClose: () => void }) {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useWalletFormat();
	const { amount, method, details } = payment;
	const shownAmount = format.wholeRupees(amount);
	const [utr, setUtr] = useState("");
	const [problem, setProblem] = useState<string | null>(null);
	const [sending, setSending] = useState(false);
	const [key] = useState(newIdempotencyKey);
	const qr = depositQr(details, amount);

	const submit = async (e: FormEvent) => {
		e.preventDefault();
		const parsed = depositRequestSchema.safeParse({ amount, utr, paymentMethod: method, idempotencyKey: key });
		if (!parsed.success) {
			setProblem(parsed.error.issues[0]?.message ?? paymentMessages.requestFailed);
			return;
		}
		setSending(true);
		setProblem(null);
		try {
			const response = await api.api.transactions.deposit.$post({ json: parsed.data });
			if (response.ok) {
				notify.success(paymentMessages.depositSent);
				onClose();
				return;
			}
			const message = await errorMessage(response, paymentMessages.requestFailed);
			setProblem(message);
			notify.error(message);
		} catch {
			setProblem(paymentMessages.requestFailed);
			notify.error(paymentMessages.requestFailed);
		} finally {
			setSending(false);
		}
	};

	return (
		<form onSubmit={submit} noValidate>
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
			<Field label={t("scanToPay.utr")} error={problem && say(problem)} className="mt-4">
				{(control) => (
					<input
						{...control}
						name="utr"
						inputMode="numeric"
						autoComplete="off"
						maxLength={12}
						placeholder={t("scanToPay.utrPlaceholder")}
						value={utr}
						onChange={(e) => {
							const typed = e.target.value.replace(/\D/g, "");
							setUtr(typed);
							// A refusal is about the UTR it was given: once a valid one is typed, it no longer holds.
							if (UTR_PATTERN.test(typed)) setProblem(null);
						}}
						className={inputClass}
					/>
				)}
			</Field>
			<div className="mt-5 grid grid-cols-2 gap-3">
				<Button type="submit" variant="success" busy={sending} busyLabel={t("scanToPay.submitting")}>
					{t("scanToPay.submit")}
				</Button>
				<Button variant="danger" onClick={onClose}>
					{t("scanToPay.cancel")}
				</Button>
			</div>
		</form>
	);
}
