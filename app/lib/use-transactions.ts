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
	const { transactionStatus, transactionType } = filter;
	const listKey = `${transactionStatus}|${transactionType}`;
	// The `after` of every page opened since the filter changed (the admin list's keyset pages); a new filter
	// starts from page 1.
	const [pages, setPages] = useState<{ listKey: string; afters: string[] }>({ listKey, afters: [""] });
	const afters = pages.listKey === listKey ? pages.afters : [""];
	const page = afters.length;
	const after = afters.at(-1) ?? "";
	const [state, setState] = useState<ListState>({ kind: "loading" });
	const [version, setVersion] = useState(0);

	// biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
	useEffect(() => {
		let live = true;
		setState((s) => (s.kind === "ready" ? s : { kind: "loading" }));
		(async () => {
			try {
				const answer = await fetchTransactions(scope, { transactionStatus, transactionType, page, after });
				if (!live) return;
				if (!answer.ok) {
					const message = await errorMessage(answer.response, walletScreenMessages.loadFailed);
					if (live) setState({ kind: "error", message });
					return;
				}
				setState({ kind: "ready", data: answer.data, pagination: answer.pagination });
				// The player's list carries their current balances: keep the header and sidebar in step.
				if (answer.balances) setBalances(answer.balances);
			} catch {
				if (live) setState({ kind: "error", message: walletScreenMessages.loadFailed });
			}
		})();
		return () => {
			live = false;
		};
	}, [scope, transactionStatus, transactionType, page, after, version, setBalances]);

	const reload = useCallback(() => setVersion((v) => v + 1), []);
	/** Page numbers for the player's list; for the admin's, Next follows the answer's `next` and Prev goes back. */
	const setPage = useCallback(
		(next: number) => {
			const pagination = state.kind === "ready" ? state.pagination : null;
			if (scope === "my") {
				setPages({ listKey, afters: Array.from({ length: Math.max(1, next) }, () => "") });
			} else if (next > afters.length && pagination?.next) {
				setPages({ listKey, afters: [...afters, pagination.next] });
			} else if (next < afters.length) {
				setPages({ listKey, afters: afters.slice(0, Math.max(1, next)) });
			}
		},
		[scope, listKey, afters, state],
	);
	return { state, page, setPage, reload };
}
