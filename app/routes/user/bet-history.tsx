import { CircleDollarSign } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useRevalidator, useSearchParams } from "react-router";
import { siteContent } from "~/domain/content";
import { betHistoryMessages, walletScreenMessages } from "~/domain/messages/money";
import { betHistoryQuerySchema } from "~/domain/validation/bet-history";
import { myBets } from "~/server/bet-history";
import { KeysetPager, useKeysetPages } from "../../components/ui/pager";
import { BetHistoryFilterForm } from "../../components/wallet/bet-history-filters";
import { BetHistoryTable } from "../../components/wallet/bet-history-table";
import { ErrorPanel, walletTitle } from "../../components/wallet/ui";
import {
	BET_HISTORY_PAGE_SIZE,
	type BetHistoryAnswer,
	type BetHistoryFilters,
	betHistorySearch,
	betHistoryView,
	isFiltered,
} from "../../lib/bet-history";
import { pageDatabase, requirePageRole } from "../../lib/page-session.server";
import type { Route } from "./+types/bet-history";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: `${walletTitle(matches, "betHistory")} · ${siteContent.brand}` },
];

/**
 * A page of the player's bets as GET /api/user/bets reads it: the address's filters, from its `after` (the newest
 * without). Filters the API would refuse are refused here with its words.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<BetHistoryAnswer> {
	const session = await requirePageRole(request, context, "user");
	const params = Object.fromEntries(new URL(request.url).searchParams);
	const query = betHistoryQuerySchema.safeParse({ ...params, pageSize: String(BET_HISTORY_PAGE_SIZE) });
	if (!query.success) return { ok: false, message: query.error.issues[0]?.message ?? walletScreenMessages.loadFailed };
	const answer = await myBets(pageDatabase(), session.id, query.data);
	return { ok: true, page: { rows: answer.bets, next: answer.next } };
}

/**
 * /user/bet-history (docs/product.md#screens): the player's bets from GET /api/user/bets, filtered by day, wallet
 * and outcome. The filters are the address's (`?wallet=tokens&outcome=won`), so a filtered view can be shared and
 * Back returns to the previous one; the server checks them and its refusal is shown. Pages are keyset pages
 * (Prev/Next, "Page n"): the first is the route's loader data (in the server's HTML); a later one is the same loader
 * read by a fetcher with that page's `after`. A new filter starts again from the newest bets.
 */
export default function BetHistory({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("wallet");
	const [params, setParams] = useSearchParams();
	const search = betHistorySearch(betHistoryView(params)).toString();
	const filters = betHistoryView(params);
	const pages = useKeysetPages(search);
	const later = useFetcher<typeof loader>();
	const { revalidate } = useRevalidator();
	const laterPage = () => {
		const query = new URLSearchParams(search);
		query.set("after", pages.after);
		return later.load(`/user/bet-history?${query}`);
	};
	// biome-ignore lint/correctness/useExhaustiveDependencies: the page is `search` and `pages.after`; `laterPage` follows them
	useEffect(() => {
		if (pages.after) void laterPage();
	}, [search, pages.after]);
	const answer = pages.after === "" ? loaderData : later.state === "idle" ? (later.data ?? null) : null;
	const reload = () => void (pages.after ? laterPage() : revalidate());
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
