import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { siteContent } from "~/domain/content";
import { walletScreenMessages } from "~/domain/messages/money";
import { transactionListQuerySchema } from "~/domain/validation/payments";
import { myTransactions } from "~/server/player-lists";
import { Tabs } from "../../components/tabs";
import { Pager } from "../../components/ui/pager";
import { PlayerTransactionTable } from "../../components/wallet/transaction-table";
import { walletTitle } from "../../components/wallet/ui";
import { useFormat, useSay } from "../../lib/i18n";
import { searchQuery, useSearchParam } from "../../lib/list-search";
import { pageDatabase, requirePageRole } from "../../lib/page-session.server";
import type { Route } from "./+types/history";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `${walletTitle(matches, "history")} · ${siteContent.brand}` },
];

const TABS = ["all", "deposit", "withdraw"] as const;
type TabId = (typeof TABS)[number];

/** A page of the player's requests of the tab's type, read as GET /api/transactions/my reads them. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const session = await requirePageRole(request, context, "user");
	const { transactionType, page } = searchQuery(request, transactionListQuerySchema);
	return myTransactions(pageDatabase(), session.id, { transactionType, page });
}

/** /user/history (docs/product.md#screens): the player's deposits and withdrawals, 10 a page from the server. */
export default function History({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useFormat();
	const [type, setType] = useSearchParam("transactionType", "all");
	const [, setPage] = useSearchParam("page", "1");
	const tab: TabId = TABS.find((id) => id === type) ?? "all";
	const { data, pagination } = loaderData;
	const tabs = TABS.map((id) => ({ id, label: t(`history.tabs.${id}`) }));
	return (
		<section aria-labelledby="history-heading">
			<div className="mb-4 flex items-center gap-3">
				<CreditCard className="size-6 text-gold" aria-hidden="true" />
				<h1 id="history-heading" className="text-2xl font-black">
					{t("history.heading")}
				</h1>
				<span className="rounded-full bg-raised px-3 py-0.5 text-sm font-bold" data-testid="history-count">
					{format.count(pagination.total)}
				</span>
			</div>
			<Tabs label={t("history.tabsLabel")} tabs={tabs} value={tab} onChange={setType}>
				<p className="mb-2 text-sm text-gray-300">
					{t("history.total")} <span data-testid="history-total">{format.count(pagination.total)}</span>
				</p>
				{data.length === 0 ? (
					<p className="rounded-lg bg-panel p-6 text-center text-gray-300">
						{say(walletScreenMessages.noTransactions)}
					</p>
				) : (
					<PlayerTransactionTable rows={data} caption={t(`history.tabs.${tab}`)} />
				)}
				<Pager {...pagination} onPage={(page) => setPage(String(page))} />
			</Tabs>
		</section>
	);
}
