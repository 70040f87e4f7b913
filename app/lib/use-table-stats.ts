import { useEffect, useMemo } from "react";
import { useFetcher } from "react-router";
import type { PastResult } from "~/domain/roulette/protocol";
import { type TableStats, tableStats } from "~/domain/roulette/stats";
import type { clientLoader } from "../routes/resources/table-stats";

/** "loading" until the table's history has come once; "failed" when it could not (the socket's results still count). */
export type TableStatsStatus = "loading" | "ready" | "failed";

/**
 * A table's statistics over its newest 500 fair results (docs/decisions/0620-tables-and-racetrack.md#statistics): its
 * rounds from /resources/table-stats/:tableId through a fetcher while `enabled` (the statistics tab or the heat map is
 * shown), asked again after each new result, merged with the results the socket brought (`latest`, newest first),
 * which the data centre's copy of the rows (kept a few seconds) may not have yet.
 */
export function useTableStats(
	tableId: string,
	latest: readonly PastResult[],
	enabled: boolean,
): { stats: TableStats; status: TableStatsStatus } {
	const fetcher = useFetcher<typeof clientLoader>({ key: `table-stats-${tableId}` });
	const { load } = fetcher;
	const newestSeq = latest[0]?.seq ?? null;
	// biome-ignore lint/correctness/useExhaustiveDependencies: a new result (newestSeq) is what asks again.
	useEffect(() => {
		if (enabled) void load(`/resources/table-stats/${encodeURIComponent(tableId)}`);
	}, [tableId, enabled, newestSeq, load]);
	// Kept with its table, so that another table's history never counts here.
	const answer = fetcher.data?.answer?.tableId === tableId ? fetcher.data.answer : null;
	const history = answer?.rounds ?? null;
	const stats = useMemo(() => tableStats([...(history ?? []), ...latest]), [history, latest]);
	return { stats, status: history ? "ready" : fetcher.data?.failed ? "failed" : "loading" };
}
