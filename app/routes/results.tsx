import { env } from "cloudflare:workers";
import { useTranslation } from "react-i18next";
import { STATS_RESULTS, tableStats } from "~/domain/roulette/stats";
import { database } from "~/server/db/client";
import { revealedRounds, statsRoundsQuery } from "~/server/revealed-rounds";
import { readCatalogue } from "~/server/tables";
import { TableResultsSection } from "../components/table-results";
import { siteMeta } from "../lib/site-meta";
import type { Route } from "./+types/results";

/** How many of a table's latest results the page lists, each with its /verify link. */
const RESULTS_LISTED = 12;

/**
 * /casino/results: every table's latest results, each with its /verify link, and its statistics over its newest fair
 * results (docs/decisions/0940-navigation-and-spec-messages.md). Read on the server with the queries the rounds API
 * uses (server/revealed-rounds.ts), in one trip to D1.
 */
export async function loader() {
	const db = database(env.DB);
	const tables = await readCatalogue(db);
	if (tables.length === 0) return { tables: [] };
	const reads = tables.flatMap((table) => [
		revealedRounds(db, table.id, undefined, RESULTS_LISTED),
		statsRoundsQuery(db, table.id, STATS_RESULTS),
	]);
	const answers = await db.batch(reads as [(typeof reads)[number], ...(typeof reads)[number][]]);
	return {
		tables: tables.map((table, i) => {
			const latest = answers[2 * i] as Awaited<ReturnType<typeof revealedRounds>>;
			const spanned = answers[2 * i + 1] as Awaited<ReturnType<typeof statsRoundsQuery>>;
			const { rounds: _spanned, ...stats } = tableStats(spanned);
			return {
				id: table.id,
				name: table.name,
				rounds: latest.map((r) => ({
					id: r.id,
					seq: r.seq,
					result: r.result,
					at: r.resultAt,
					operatorSet: r.operatorSet,
				})),
				stats,
			};
		}),
	};
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const text = siteMeta(matches);
	return [{ title: text.resultsTitle }, { name: "description", content: text.resultsDescription }];
};

export default function Results({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("site");
	return (
		<div className="mx-auto max-w-5xl px-4 py-6">
			<h1 className="text-2xl font-black">{t("results.heading")}</h1>
			<p className="mt-1 text-sm text-gray-300">{t("results.intro")}</p>
			{loaderData.tables.length === 0 && <p className="mt-6">{t("results.noTables")}</p>}
			{loaderData.tables.map((table) => (
				<TableResultsSection key={table.id} table={table} />
			))}
		</div>
	);
}
