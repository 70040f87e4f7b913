import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { siteContent } from "~/domain/content";
import { walletScreenMessages } from "~/domain/messages";
import { Pager } from "../../components/ui/pager";
import { RequestCard } from "../../components/wallet/transaction-table";
import { ErrorPanel, walletTitle } from "../../components/wallet/ui";
import { useFormat, useSay } from "../../lib/i18n";
import { useTransactions } from "../../lib/use-transactions";
import type { Route } from "./+types/requests";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `${walletTitle(matches, "requests")} · ${siteContent.brand}` },
];

/** /user/requests (docs/product.md#screens): the player's requests still waiting for review. */
export default function Requests() {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useFormat();
	const { state, setPage, reload } = useTransactions("my", { transactionStatus: "pending" });
	return (
		<section aria-labelledby="requests-heading">
			<div className="mb-4 flex items-center gap-3">
				<h1 id="requests-heading" className="text-2xl font-black">
					{t("requests.heading")}
				</h1>
				{state.kind === "ready" && (
					<span className="rounded-full bg-raised px-3 py-0.5 text-sm font-bold" data-testid="requests-count">
						{format.count(state.pagination.total ?? state.data.length)}
					</span>
				)}
			</div>
			{state.kind === "loading" && <p className="text-gray-300">{t("loading")}</p>}
			{state.kind === "error" && <ErrorPanel message={state.message} onRetry={reload} />}
			{state.kind === "ready" &&
				(state.data.length === 0 ? (
					<div className="rounded-xl bg-panel p-8 text-center">
						<Inbox className="mx-auto size-10 text-gray-300" aria-hidden="true" />
						<p className="mt-2 text-lg font-bold">{say(walletScreenMessages.noPendingRequests)}</p>
						<p className="text-gray-300">{say(walletScreenMessages.allProcessed)}</p>
					</div>
				) : (
					<>
						<ul className="grid gap-3">
							{state.data.map((t) => (
								<RequestCard key={t.id} t={t} />
							))}
						</ul>
						<Pager {...state.pagination} onPage={setPage} />
					</>
				))}
		</section>
	);
}
