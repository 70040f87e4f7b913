import { env } from "cloudflare:workers";
import { parseWithZod } from "@conform-to/zod/v4";
import { Banknote, Building2, CreditCard, Minus, Plus, Smartphone } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useRouteLoaderData } from "react-router";
import { siteContent } from "~/domain/content";
import { DEPOSIT_METHODS, type DepositMethodId, depositMethod } from "~/domain/deposit-methods";
import { walletScreenMessages } from "~/domain/messages";
import { DEPOSIT, depositAmountProblem, withdrawRequestSchema } from "~/domain/validation/payments";
import { accessFor } from "~/server/operator-access";
import { requestWithdrawal } from "~/server/withdrawals";
import type { ClaimReply } from "../../components/promotions/hot-promotions";
import { RealMoneyNotice } from "../../components/real-money-notice";
import { Tabs } from "../../components/tabs";
import { Button } from "../../components/ui/button";
import { Field, inputClass } from "../../components/ui/field";
import { type CheckedDeposit, ScanToPay } from "../../components/wallet/scan-to-pay";
import { useWalletFormat, walletTitle } from "../../components/wallet/ui";
import { WithdrawalForm, type WithdrawalReply } from "../../components/wallet/withdrawal-form";
import { useSay } from "../../lib/i18n";
import { pageDatabase, requirePageRole } from "../../lib/page-session.server";
import { checkDepositDetails } from "../../lib/payment-details";
import { claimFromPage } from "../../lib/promotions.server";
import type { Route } from "./+types/deposits-withdrawals";
import type { loader as userAreaLoader } from "./layout";

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

/**
 * A withdrawal, as POST /api/transactions/withdraw makes it (`requestWithdrawal`, server/withdrawals.ts): the
 * same role, real-money and schema checks; a refusal goes back to the field it concerns (or the form) with what was
 * typed; the page's loaders revalidate after it.
 */
export async function action({ request, context }: Route.ActionArgs) {
	// A promo code typed on the deposit screen is claimed as Claim Now claims it (docs/decisions/0850-promotions.md).
	if ((await request.clone().formData()).get("intent") === "claim") return claimFromPage(request, context);
	return withdraw({ request, context });
}

async function withdraw({ request, context }: Pick<Route.ActionArgs, "request" | "context">): Promise<WithdrawalReply> {
	const session = await requirePageRole(request, context, "user");
	const submission = parseWithZod(await request.formData(), { schema: withdrawRequestSchema });
	const access = accessFor(env, request);
	if (!access.allowed) return { result: submission.reply({ formErrors: [access.message] }) };
	if (submission.status !== "success") return { result: submission.reply() };
	const key = submission.value.idempotencyKey ?? null;
	const answer = await requestWithdrawal(pageDatabase(), session.id, submission.value, key);
	if (answer.kind === "insufficient")
		return { result: submission.reply({ fieldErrors: { amount: [answer.message] } }) };
	if (answer.kind === "idempotency_conflict" || answer.kind === "bonus_active")
		return { result: submission.reply({ formErrors: [answer.message] }) };
	return { result: submission.reply({ resetForm: true }), sent: answer.message };
}

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

/** A promo code for the next deposit: claimed at once, its answer shown; the Scan to Pay dialog then shows the bonus. */
function PromoCodeForm() {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const fetcher = useFetcher<ClaimReply>();
	const id = useId();
	return (
		<fetcher.Form method="post" className="flex flex-wrap items-end gap-2 lg:col-span-2">
			<input type="hidden" name="intent" value="claim" />
			<div>
				<label htmlFor={id} className="block text-sm font-bold">
					{t("deposits.promoCode")}
				</label>
				<input id={id} name="code" autoComplete="off" maxLength={20} className={`${inputClass} uppercase`} />
			</div>
			<Button type="submit" variant="secondary" busy={fetcher.state !== "idle"}>
				{t("deposits.applyCode")}
			</Button>
			<p role="status" className="w-full text-sm" data-testid="promo-code-answer">
				{fetcher.data ? say(fetcher.data.message) : ""}
			</p>
		</fetcher.Form>
	);
}

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
		if (answer.ok) setPaying({ amount, method, details: answer.details, bonus: answer.bonus });
		else if (answer.status === 422) setProblem(answer.message);
		else setRefusal({ message: answer.message, ownLimits: answer.status === 403 });
	};

	return (
		<div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
			<PromoCodeForm />
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

/** The withdrawal form with the balance the area's loader read (app/routes/user/layout.tsx). */
function WithdrawalTab() {
	const area = useRouteLoaderData<typeof userAreaLoader>("routes/user/layout");
	return <WithdrawalForm balance={area?.user.realBalance ?? 0} lockedBonus={area?.lockedBonus ?? 0} />;
}
