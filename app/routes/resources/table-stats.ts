/**
 * /resources/table-stats/:tableId: the fair rounds a roulette table's statistics count (its newest 500 and the
 * operator-set ones among them), for the table screen's fetcher (docs/decisions/0620-tables-and-racetrack.md#statistics).
 * The rows are shared a few seconds in the data centre, as GET /api/rounds/stats's answer is; the screen adds the
 * results its socket brought since.
 */
import { env } from "cloudflare:workers";
import { data } from "react-router";
import { STATS_RESULTS } from "~/domain/roulette/stats";
import { TABLE_ID_PATTERN } from "~/domain/tables";
import { cachedSnapshot } from "~/server/edge-snapshots";
import { statsRoundsQuery } from "~/server/revealed-rounds";
import { pageDatabase } from "../../lib/page-session.server";
import { keepLastAnswer } from "../../lib/polled-answer";
import type { Route } from "./+types/table-stats";

/** As long as the edge keeps /api/rounds/stats (a new result comes every ~28 s). */
const STATS_SNAPSHOT_SECONDS = 5;

export async function loader({ request, params }: Route.LoaderArgs) {
	const table = params.tableId;
	if (!TABLE_ID_PATTERN.test(table)) throw data(null, { status: 404 });
	const rounds = await cachedSnapshot(
		{ requestUrl: request.url, env },
		`table-stats-${table}`,
		STATS_SNAPSHOT_SECONDS,
		() => statsRoundsQuery(pageDatabase(), table, STATS_RESULTS),
	);
	return { tableId: table, rounds };
}

const keep = keepLastAnswer<Awaited<ReturnType<typeof loader>>>();

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
	return keep(serverLoader);
}
