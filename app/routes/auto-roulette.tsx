import { env } from "cloudflare:workers";
import { MAIN_TABLE_ID, tableView } from "~/domain/tables";
import { database } from "~/server/db/client";
import { readCatalogueTable } from "~/server/tables";
import { TableScreen, tableMeta } from "../components/roulette/table-screen";
import { MAIN_TABLE_SEAT } from "../components/roulette/table-seat";
import { routeNamespaces } from "../locales";
import { table } from "../locales/en/table";
import type { Route } from "./+types/auto-roulette";

/** The main table's catalogue entry: its chips and limits (a row that is missing or broken: the seeded ones). */
export async function loader() {
	const entry = await readCatalogueTable(database(env.DB), MAIN_TABLE_ID);
	return { table: entry ? tableView(entry) : { ...MAIN_TABLE_SEAT, status: "active" as const } };
}

export const handle = routeNamespaces({ table });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => tableMeta(loaderData?.table.name, matches);

/** /casino/game/auto-roulette: the main table (docs/decisions/0620-tables-and-racetrack.md). */
export default function AutoRoulette({ loaderData }: Route.ComponentProps) {
	return <TableScreen table={loaderData.table} closed={loaderData.table.status === "disabled"} />;
}
