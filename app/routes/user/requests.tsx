import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { siteContent } from "~/domain/content";
import { walletScreenMessages } from "~/domain/messages/money";
import { transactionListQuerySchema } from "~/domain/validation/payments";
import { myTransactions } from "~/server/player-lists";
import { Pager } from "../../components/ui/pager";
import { RequestCard } from "../../components/wallet/transaction-table";
import { walletTitle } from "../../components/wallet/ui";
import { useFormat, useSay } from "../../lib/i18n";
import { searchQuery, useSearchParam } from "../../lib/list-search";
import { pageDatabase, requirePageRole } from "../../lib/page-session.server";
import type { Route } from "./+types/requests";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `${walletTitle(matches, "requests")} · ${siteContent.brand}` },
];

/** The player's pending requests, read as GET /api/transactions/my?transactionStatus=pending reads them. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const session = await requirePageRole(request, context, "user");
	const { page } = searchQuery(request, transactionListQuerySchema);
	return myTransactions(pageDatabase(), session.id, { transactionStatus: "pending", page });
}

/** /user/requests (docs/product.md#screens): the player's requests still waiting for review. */
export default function Requests({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useFormat();
	const [, setPage] = useSearchParam("page", "1");
	const { data, pagination } = loaderData;
	return (
		<section aria-labelledby="requests-heading">
			<div className="mb-4 flex items-center gap-3">
				<h1 id="requests-heading" className="text-2xl font-black">
					{t("requests.heading")}
				</h1>
				<span className="rounded-full bg-raised px-3 py-0.5 text-sm font-bold" data-testid="requests-count">
					{format.count(pagination.total)}
				</span>
			</div>
			{data.length === 0 ? (
				<div className="rounded-xl bg-panel p-8 text-center">
					<Inbox className="mx-auto size-10 text-gray-300" aria-hidden="true" />
					<p className="mt-2 text-lg font-bold">{say(walletScreenMessages.noPendingRequests)}</p>
					<p className="text-gray-300">{say(walletScreenMessages.allProcessed)}</p>
				</div>
			) : (
				<>
					<ul className="grid gap-3">
						{data.map((t) => (
							<RequestCard key={t.id} t={t} />
						))}
					</ul>
					<Pager {...pagination} onPage={(page) => setPage(String(page))} />
				</>
			)}
		</section>
	);
}
