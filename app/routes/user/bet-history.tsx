import { CircleDollarSign } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { siteContent } from "~/domain/content";
import { Pager } from "../../components/ui/pager";
import { BetHistoryTable } from "../../components/wallet/bet-history-table";
import { ErrorPanel } from "../../components/wallet/ui";
import { type BetHistoryAnswer, fetchBetHistory } from "../../lib/bet-history";
import type { Route } from "./+types/bet-history";

export const meta: Route.MetaFunction = () => [{ title: `Bet Transaction history · ${siteContent.brand}` }];

/** /user/bet-history (docs/product.md#screens): the player's settled bets, from GET /api/user/bets. */
export default function BetHistory() {
	const [page, setPage] = useState(1);
	const [answer, setAnswer] = useState<BetHistoryAnswer | null>(null);
	const [version, setVersion] = useState(0);
	const reload = useCallback(() => setVersion((v) => v + 1), []);
	// biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
	useEffect(() => {
		let live = true;
		void fetchBetHistory(page).then((a) => live && setAnswer(a));
		return () => {
			live = false;
		};
	}, [page, version]);
	return (
		<section aria-labelledby="bets-heading">
			<div className="mb-4 flex items-center gap-3">
				<CircleDollarSign className="size-6 text-gold" aria-hidden="true" />
				<h1 id="bets-heading" className="text-2xl font-black">
					Bet Transaction history
				</h1>
			</div>
			{!answer && <p className="text-gray-300">Loading…</p>}
			{answer && !answer.ok && <ErrorPanel message={answer.message} onRetry={reload} />}
			{answer?.ok && (
				<>
					<BetHistoryTable rows={answer.page.rows} />
					<Pager {...answer.page.pagination} onPage={setPage} />
				</>
			)}
		</section>
	);
}
