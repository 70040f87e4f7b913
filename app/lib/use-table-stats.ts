import { useEffect, useMemo, useState } from "react";
import type { PastResult } from "~/domain/roulette/protocol";
import { STATS_RESULTS, type StatsRound, type TableStats, tableStats } from "~/domain/roulette/stats";
import { publicApi } from "./api";

/** "loading" until the table's history has come once; "failed" when it could not (the socket's results still count). */
export type TableStatsStatus = "loading" | "ready" | "failed";

/**
 * A table's statistics over its newest 500 fair results (docs/decisions/0620-tables-and-racetrack.md#statistics):
 * `GET /api/rounds/stats` while `enabled` (the statistics tab or the heat map is shown), asked again after each new
 * result, merged with the results the socket brought (`latest`, newest first), which the edge's copy of the answer
 * (kept a few seconds) may not have yet.
 */
export function useTableStats(
	tableId: string,
	latest: readonly PastResult[],
	enabled: boolean,
): { stats: TableStats; status: TableStatsStatus } {
	// Kept with its table, so that another table's history never counts here.
	const [fetched, setFetched] = useState<{ tableId: string; rounds: readonly StatsRound[] } | null>(null);
	const [failed, setFailed] = useState(false);
	const newestSeq = latest[0]?.seq ?? null;
	// biome-ignore lint/correctness/useExhaustiveDependencies: a new result (newestSeq) is what asks again.
	useEffect(() => {
		if (!enabled) return;
		let current = true;
		publicApi.api.rounds.stats
			.$get({ query: { table: tableId, limit: String(STATS_RESULTS) } })
			.then(async (response) => {
				if (!response.ok) throw new Error(String(response.status));
				const body = await response.json();
				if (!current) return;
				// A crash table's statistics are its crash points' (the crash screen reads them): none of roulette's here.
				setFetched({ tableId, rounds: body.game === "roulette" ? body.rounds : [] });
				setFailed(false);
			})
			.catch(() => {
				// An answer from before is kept: it is still true of the rounds it spans.
				if (current) setFailed(true);
			});
		return () => {
			current = false;
		};
	}, [tableId, enabled, newestSeq]);
	const history = fetched?.tableId === tableId ? fetched.rounds : null;
	const stats = useMemo(() => tableStats([...(history ?? []), ...latest]), [history, latest]);
	return { stats, status: history ? "ready" : failed ? "failed" : "loading" };
}
