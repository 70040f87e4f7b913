/** A server-paged transaction list that refetches when its filter or page changes, or on `reload()`. */
import { useCallback, useEffect, useState } from "react";
import { walletScreenMessages } from "~/domain/messages";
import type { TransactionStatus, TransactionType } from "~/domain/validation/payments";
import { errorMessage } from "./api";
import { fetchTransactions, type Pagination, type Transaction } from "./transactions";
import { useAuth } from "./use-auth";

type ListState =
	| { kind: "loading" }
	| { kind: "error"; message: string }
	| { kind: "ready"; data: Transaction[]; pagination: Pagination };

export function useTransactions(
	scope: "my" | "all",
	filter: { transactionStatus?: TransactionStatus; transactionType?: TransactionType },
) {
	const { setBalances } = useAuth();
	const [page, setPage] = useState(1);
	const [state, setState] = useState<ListState>({ kind: "loading" });
	const [version, setVersion] = useState(0);
	const { transactionStatus, transactionType } = filter;

	// A new filter starts from page 1.
	// biome-ignore lint/correctness/useExhaustiveDependencies: reset on filter change only
	useEffect(() => setPage(1), [transactionStatus, transactionType]);

	// biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
	useEffect(() => {
		let live = true;
		setState((s) => (s.kind === "ready" ? s : { kind: "loading" }));
		(async () => {
			try {
				const response = await fetchTransactions(scope, { transactionStatus, transactionType, page });
				if (!live) return;
				if (!response.ok) {
					setState({ kind: "error", message: await errorMessage(response, walletScreenMessages.loadFailed) });
					return;
				}
				const body = await response.json();
				if (!live) return;
				setState({ kind: "ready", data: body.data, pagination: body.pagination });
				// The player's list carries their current balances: keep the header and sidebar in step.
				const { balances } = body as { balances?: { realBalance: number; playTokens: number } };
				if (balances) setBalances(balances);
			} catch {
				if (live) setState({ kind: "error", message: walletScreenMessages.loadFailed });
			}
		})();
		return () => {
			live = false;
		};
	}, [scope, transactionStatus, transactionType, page, version, setBalances]);

	const reload = useCallback(() => setVersion((v) => v + 1), []);
	return { state, page, setPage, reload };
}
