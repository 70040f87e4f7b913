import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useRouteLoaderData } from "react-router";
import { siteContent } from "~/domain/content";
import type { ClaimReply } from "../../components/promotions/hot-promotions";
import { RealMoneyNotice } from "../../components/real-money-notice";
import { Tabs } from "../../components/tabs";
import { Button } from "../../components/ui/button";
import { inputClass } from "../../components/ui/field";
import { DepositForm } from "../../components/wallet/deposit-form";
import { walletTitle } from "../../components/wallet/ui";
import { WithdrawalForm } from "../../components/wallet/withdrawal-form";
import { useSay } from "../../lib/i18n";
import { claimFromPage } from "../../lib/promotions.server";
import { checkDepositAction, depositAction, withdraw } from "../../lib/wallet-actions.server";
import type { Route } from "./+types/deposits-withdrawals";
import type { loader as userAreaLoader } from "./layout";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `${walletTitle(matches, "depositsWithdrawals")} · ${siteContent.brand}` },
];

const TABS = ["deposit", "withdrawal"] as const;
type TabId = (typeof TABS)[number];

/**
 * The page's forms post here (app/lib/wallet-actions.server.ts): the deposit's check and its UTR, a withdrawal, and
 * a promo code typed on the deposit screen, claimed as Claim Now claims it (docs/decisions/0850-promotions.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
	const intent = (await request.clone().formData()).get("intent");
	if (intent === "claim") return claimFromPage(request, context);
	if (intent === "check-deposit") return checkDepositAction({ request, context });
	if (intent === "deposit") return depositAction({ request, context });
	return withdraw({ request, context });
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
		<fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
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

/** A promo code for the next deposit, then the deposit form. */
function DepositTab() {
	return (
		<div className="grid gap-4">
			<PromoCodeForm />
			<DepositForm />
		</div>
	);
}

/** The withdrawal form with the balance the area's loader read (app/routes/user/layout.tsx). */
function WithdrawalTab() {
	const area = useRouteLoaderData<typeof userAreaLoader>("routes/user/layout");
	return <WithdrawalForm balance={area?.user.realBalance ?? 0} lockedBonus={area?.lockedBonus ?? 0} />;
}
