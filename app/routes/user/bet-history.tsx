import { CircleDollarSign } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { siteContent } from "~/domain/content";
import { betHistoryMessages } from "~/domain/messages";
import { KeysetPager, useKeysetPages } from "../../components/ui/pager";
import { BetHistoryFilterForm } from "../../components/wallet/bet-history-filters";
import { BetHistoryTable } from "../../components/wallet/bet-history-table";
import { ErrorPanel, walletTitle } from "../../components/wallet/ui";
import {
	type BetHistoryAnswer,
	type BetHistoryFilters,
	betHistorySearch,
	betHistoryView,
	fetchBetHistory,
	isFiltered,
} from "../../lib/bet-history";
import type { Route } from "./+types/bet-history";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `${walletTitle(matches, "betHistory")} · ${siteContent.brand}` },
];

/**
 * /user/bet-history (docs/product.md#screens): the player's bets from GET /api/user/bets, filtered by day, wallet
 * and outcome. The filters are the address's (`?wallet=tokens&outcome=won`), so a filtered view can be shared and
 * Back returns to the previous one; the server checks them and its refusal is shown. Pages are keyset pages
 * (Prev/Next, "Page n"): a new filter starts again from the newest bets.
 */
export default function BetHistory() {
	const { t } = useTranslation("wallet");
	const [params, setParams] = useSearchParams();
	const search = params.toString();
	const filters = betHistoryView(params);
	const pages = useKeysetPages(search);
	const [answer, setAnswer] = useState<BetHistoryAnswer | null>(null);
	const [version, setVersion] = useState(0);
	const reload = useCallback(() => setVersion((v) => v + 1), []);
	// biome-ignore lint/correctness/useExhaustiveDependencies: `search` stands for the filters, `pages.after` for the page, `version` is the reload trigger
	useEffect(() => {
		let live = true;
		setAnswer(null);
		void fetchBetHistory(pages.after, filters).then((a) => live && setAnswer(a));
		return () => {
			live = false;
		};
	}, [search, pages.after, version]);
	const show = (next: BetHistoryFilters) => setParams(betHistorySearch(next), { preventScrollReset: true });
	return (
		<section aria-labelledby="bets-heading">
			<div className="mb-4 flex items-center gap-3">
				<CircleDollarSign className="size-6 text-gold" aria-hidden="true" />
				<h1 id="bets-heading" className="text-2xl font-black">
					{t("betHistory.heading")}
				</h1>
			</div>
			<BetHistoryFilterForm key={search} filters={filters} onApply={(next) => show(next)} />
			{!answer && <p className="text-gray-300">{t("loading")}</p>}
			{answer && !answer.ok && <ErrorPanel message={answer.message} onRetry={reload} />}
			{answer?.ok && (
				<>
					<BetHistoryTable
						rows={answer.page.rows}
						empty={isFiltered(filters) ? betHistoryMessages.noBetsMatch : undefined}
					/>
					<KeysetPager pages={pages} next={answer.page.next} />
				</>
			)}
		</section>
	);
}
