import { CreditCard } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { siteContent } from "~/domain/content";
import { walletScreenMessages } from "~/domain/messages";
import type { TransactionType } from "~/domain/validation/payments";
import { Tabs } from "../../components/tabs";
import { Pager } from "../../components/ui/pager";
import { PlayerTransactionTable } from "../../components/wallet/transaction-table";
import { ErrorPanel, walletTitle } from "../../components/wallet/ui";
import { useFormat, useSay } from "../../lib/i18n";
import { useTransactions } from "../../lib/use-transactions";
import type { Route } from "./+types/history";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `${walletTitle(matches, "history")} · ${siteContent.brand}` },
];

const TABS = ["all", "deposit", "withdraw"] as const;
type TabId = (typeof TABS)[number];

/** /user/history (docs/product.md#screens): the player's deposits and withdrawals, 10 a page from the server. */
export default function History() {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useFormat();
	const [tab, setTab] = useState<TabId>("all");
	const type: TransactionType | undefined = tab === "all" ? undefined : tab;
	const { state, setPage, reload } = useTransactions("my", { transactionType: type });
	const tabs = TABS.map((id) => ({ id, label: t(`history.tabs.${id}`) }));
	return (
		<section aria-labelledby="history-heading">
			<div className="mb-4 flex items-center gap-3">
				<CreditCard className="size-6 text-gold" aria-hidden="true" />
				<h1 id="history-heading" className="text-2xl font-black">
					{t("history.heading")}
				</h1>
				{state.kind === "ready" && (
					<span className="rounded-full bg-raised px-3 py-0.5 text-sm font-bold" data-testid="history-count">
						{format.count(state.pagination.total ?? state.data.length)}
					</span>
				)}
			</div>
			<Tabs label={t("history.tabsLabel")} tabs={tabs} value={tab} onChange={setTab}>
				{state.kind === "loading" && <p className="text-gray-300">{t("loading")}</p>}
				{state.kind === "error" && <ErrorPanel message={state.message} onRetry={reload} />}
				{state.kind === "ready" && (
					<>
						<p className="mb-2 text-sm text-gray-300">
							{t("history.total")}{" "}
							<span data-testid="history-total">{format.count(state.pagination.total ?? state.data.length)}</span>
						</p>
						{state.data.length === 0 ? (
							<p className="rounded-lg bg-panel p-6 text-center text-gray-300">
								{say(walletScreenMessages.noTransactions)}
							</p>
						) : (
							<PlayerTransactionTable rows={state.data} caption={t(`history.tabs.${tab}`)} />
						)}
						<Pager {...state.pagination} onPage={setPage} />
					</>
				)}
			</Tabs>
		</section>
	);
}
