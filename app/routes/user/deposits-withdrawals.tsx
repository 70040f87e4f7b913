import { Banknote, Building2, CreditCard, Minus, Plus, Smartphone } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { siteContent } from "~/domain/content";
import { DEPOSIT_METHODS, type DepositMethodId, depositMethod } from "~/domain/deposit-methods";
import { paymentMessages, walletScreenMessages } from "~/domain/messages";
import {
	DEPOSIT,
	depositAmountProblem,
	depositRequestSchema,
	withdrawalAmountProblem,
	withdrawRequestSchema,
} from "~/domain/validation/payments";
import { RealMoneyNotice } from "../../components/real-money-notice";
import { Tabs } from "../../components/tabs";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, FieldError, inputClass } from "../../components/ui/field";
import { useWalletFormat, walletTitle } from "../../components/wallet/ui";
import { api, errorMessage } from "../../lib/api";
import { useSay } from "../../lib/i18n";
import { checkDepositDetails, type DepositPaymentDetails } from "../../lib/payment-details";
import { notify } from "../../lib/toast";
import { depositQr, newIdempotencyKey } from "../../lib/transactions";
import { useAuth } from "../../lib/use-auth";
import type { Route } from "./+types/deposits-withdrawals";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `${walletTitle(matches, "depositsWithdrawals")} · ${siteContent.brand}` },
];

const TABS = ["deposit", "withdrawal"] as const;
type TabId = (typeof TABS)[number];

const METHOD_ICON: Record<DepositMethodId, typeof Smartphone> = {
	upi: Smartphone,
	card: CreditCard,
	netbanking: Building2,
	cash: Banknote,
};

/** /user/deposits-withdrawals (docs/product.md#money): the Deposit and Withdrawal tabs. */
export default function DepositsWithdrawals() {
	const { t } = useTranslation("wallet");
	const [tab, setTab] = useState<TabId>("deposit");
	const tabs = TABS.map((id) => ({ id, label: t(`deposits.tabs.${id}`) }));
	return (
		<section aria-labelledby="dw-heading">
			<h1 id="dw-heading" className="mb-4 text-2xl font-black">
				{t("deposits.heading")}
			</h1>
			<RealMoneyNotice className="mb-4" />
			<Tabs label={t("deposits.tabsLabel")} tabs={tabs} value={tab} onChange={setTab}>
				{tab === "deposit" ? <DepositTab /> : <WithdrawalTab />}
			</Tabs>
		</section>
	);
}

/** A deposit the server has checked, and where to pay for it. */
type CheckedDeposit = { amount: number; method: DepositMethodId; details: DepositPaymentDetails };

/** Why the server will not take this deposit now; `ownLimits` when it is the player's own limits or break (403). */
type DepositRefusal = { message: string; ownLimits: boolean };

/**
 * Amount, then the server's check, then where to pay, then the UTR (docs/decisions/0311): the QR and UPI ID are
 * shown only for a deposit the server would take now, so nobody pays money the request would then refuse.
 */
function DepositTab() {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useWalletFormat();
	const [method, setMethod] = useState<DepositMethodId>(DEPOSIT.defaultMethod);
	const [amount, setAmount] = useState<number>(DEPOSIT.defaultRupees);
	const [problem, setProblem] = useState<string | null>(null);
	const [refusal, setRefusal] = useState<DepositRefusal | null>(null);
	const [checking, setChecking] = useState(false);
	const [paying, setPaying] = useState<CheckedDeposit | null>(null);
	const { minRupees } = depositMethod(method);

	const edited = () => {
		setProblem(null);
		setRefusal(null);
	};

	const change = (next: number) => {
		edited();
		setAmount(Math.min(DEPOSIT.maxRupees, Math.max(minRupees, next)));
	};

	const startDeposit = async () => {
		if (checking) return;
		const found = depositAmountProblem(amount, method);
		setProblem(found);
		setRefusal(null);
		if (found) return;
		setChecking(true);
		const answer = await checkDepositDetails(amount, method);
		setChecking(false);
		if (answer.ok) setPaying({ amount, method, details: answer.details });
		else if (answer.status === 422) setProblem(answer.message);
		else setRefusal({ message: answer.message, ownLimits: answer.status === 403 });
	};

	return (
		<div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
			<fieldset className="min-w-0">
				<legend className="mb-2 text-sm font-bold uppercase text-gray-300">{t("deposits.chooseMethod")}</legend>
				<div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
					{DEPOSIT_METHODS.map((m) => {
						const Icon = METHOD_ICON[m.id];
						const checked = method === m.id;
						return (
							<label
								key={m.id}
								className={`flex cursor-pointer items-center gap-3 rounded-lg border bg-panel px-3 py-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold ${checked ? "border-gold" : "border-edge hover:border-gray-500"}`}
							>
								<input
									type="radio"
									name="deposit-method"
									value={m.id}
									checked={checked}
									onChange={() => {
										setMethod(m.id);
										edited();
										setAmount((a) => Math.max(a, m.minRupees));
									}}
									className="sr-only"
								/>
								<Icon className="size-5 shrink-0 text-gold" aria-hidden="true" />
								<span>
									<span className="block font-bold">{say(m.label)}</span>
									<span className="block text-xs text-gray-300">
										{t("deposits.from", { amount: format.wholeRupees(m.minRupees) })}
									</span>
								</span>
							</label>
						);
					})}
				</div>
			</fieldset>

			<div className="rounded-2xl bg-panel p-4 md:p-6">
				<div className="flex items-center justify-between rounded-lg border border-edge bg-panel-deep px-4 py-3">
					<div>
						<p className="text-xs font-bold uppercase text-gray-300">{t("deposits.paymentMethod")}</p>
						<p className="font-bold">UPI SafePay</p>
					</div>
					<p className="text-sm text-gray-300">{t("deposits.from", { amount: format.wholeRupees(minRupees) })}</p>
				</div>

				<Field
					label={t("deposits.amount")}
					className="mt-5"
					labelClassName="block text-xs font-bold uppercase text-gray-300"
					hint={t("deposits.amountHint", {
						min: format.wholeRupees(minRupees),
						max: format.wholeRupees(DEPOSIT.maxRupees),
						step: format.wholeRupees(DEPOSIT.stepRupees),
					})}
					error={problem && say(problem)}
				>
					{(control) => (
						<div className="mt-2 flex items-center gap-3">
							<button
								type="button"
								className="grid size-11 shrink-0 place-items-center rounded-full bg-raised hover:brightness-125 disabled:opacity-50"
								aria-label={t("deposits.decrease", { step: format.wholeRupees(DEPOSIT.stepRupees) })}
								disabled={amount <= minRupees}
								onClick={() => change(amount - DEPOSIT.stepRupees)}
							>
								<Minus className="size-5" aria-hidden="true" />
							</button>
							<input
								{...control}
								type="number"
								inputMode="numeric"
								min={minRupees}
								max={DEPOSIT.maxRupees}
								step={DEPOSIT.stepRupees}
								value={Number.isNaN(amount) ? "" : amount}
								onChange={(e) => {
									edited();
									setAmount(e.target.valueAsNumber);
								}}
								className="w-full min-w-0 rounded-lg border border-edge bg-panel-deep px-3 py-2 text-center text-2xl font-black"
							/>
							<button
								type="button"
								className="grid size-11 shrink-0 place-items-center rounded-full bg-raised hover:brightness-125 disabled:opacity-50"
								aria-label={t("deposits.increase", { step: format.wholeRupees(DEPOSIT.stepRupees) })}
								disabled={amount >= DEPOSIT.maxRupees}
								onClick={() => change((Number.isNaN(amount) ? minRupees : amount) + DEPOSIT.stepRupees)}
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
								onClick={() => change(preset)}
							>
								{format.wholeRupees(preset)}
							</button>
						))}
					</div>
				</fieldset>

				<Button
					variant="deposit"
					size="lg"
					className="mt-6 w-full text-lg"
					onClick={startDeposit}
					// Not disabled while the check runs: the button keeps focus, so the dialog can give it back.
					aria-busy={checking || undefined}
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
			</div>
			<ScanToPay payment={paying} onClose={() => setPaying(null)} />
		</div>
	);
}

/** The Scan to Pay dialog: one QR and the UPI ID of a checked deposit (checked again on every opening), the UTR. */
function ScanToPay({ payment, onClose }: { payment: CheckedDeposit | null; onClose: () => void }) {
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
						onChange={(e) => setUtr(e.target.value.replace(/\D/g, ""))}
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

const EMPTY_WITHDRAWAL = { amount: "", bankName: "", bankAccountNumber: "", ifscCode: "", recipientName: "" };
type WithdrawalForm = typeof EMPTY_WITHDRAWAL;

const WITHDRAWAL_FIELDS: Array<{ name: keyof WithdrawalForm; inputMode?: "numeric"; auto?: string }> = [
	{ name: "amount", inputMode: "numeric" },
	{ name: "bankName" },
	{ name: "bankAccountNumber", inputMode: "numeric" },
	{ name: "ifscCode" },
	{ name: "recipientName", auto: "name" },
];

/** Withdraw Funds (docs/product.md#money): checked like the server does; cleared after every answer. */
function WithdrawalTab() {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useWalletFormat();
	const { user, setBalances, refreshUser } = useAuth();
	const [form, setForm] = useState<WithdrawalForm>(EMPTY_WITHDRAWAL);
	const [problem, setProblem] = useState<string | null>(null);
	const [sending, setSending] = useState(false);
	const base = useId();

	const submit = async (e: FormEvent) => {
		e.preventDefault();
		const parsed = withdrawRequestSchema.safeParse({ ...form, idempotencyKey: newIdempotencyKey() });
		const found = parsed.success
			? withdrawalAmountProblem(parsed.data.amount, user?.realBalance)
			: (parsed.error.issues[0]?.message ?? paymentMessages.requestFailed);
		setProblem(found);
		if (!parsed.success || found) return;
		setSending(true);
		try {
			const response = await api.api.transactions.withdraw.$post({ json: parsed.data });
			if (response.ok) {
				const body = await response.json();
				notify.success(body.message);
				if ("balances" in body && body.balances) setBalances(body.balances);
				else await refreshUser();
			} else {
				const message = await errorMessage(response, paymentMessages.requestFailed);
				setProblem(message);
				notify.error(message);
			}
		} catch {
			setProblem(paymentMessages.requestFailed);
			notify.error(paymentMessages.requestFailed);
		} finally {
			setSending(false);
			setForm(EMPTY_WITHDRAWAL);
		}
	};

	return (
		<form
			onSubmit={submit}
			noValidate
			aria-labelledby={`${base}-title`}
			className="max-w-xl rounded-2xl border border-edge bg-panel p-4 md:p-6"
		>
			<h2 id={`${base}-title`} className="text-xl font-black text-gold">
				{t("withdrawal.title")}
			</h2>
			{user && (
				<p className="mt-1 text-sm text-gray-300">
					{t("withdrawal.withdrawable", { amount: format.wholeRupees(user.realBalance) })}
				</p>
			)}
			<div className="mt-4 grid gap-3">
				{WITHDRAWAL_FIELDS.map((field) => (
					<Field key={field.name} label={t(`withdrawal.fields.${field.name}`)} id={`${base}-${field.name}`}>
						{(control) => (
							<input
								{...control}
								name={field.name}
								inputMode={field.inputMode}
								autoComplete={field.auto ?? "off"}
								value={form[field.name]}
								onChange={(e) => setForm((f) => ({ ...f, [field.name]: e.target.value }))}
								className={inputClass}
							/>
						)}
					</Field>
				))}
			</div>
			<FieldError id={`${base}-error`} message={problem && say(problem)} />
			<Button
				type="submit"
				variant="deposit"
				size="lg"
				className="mt-5 w-full"
				busy={sending}
				busyLabel={t("withdrawal.submitting")}
			>
				{t("withdrawal.submit")}
			</Button>
		</form>
	);
}
