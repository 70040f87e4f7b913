import { env } from "cloudflare:workers";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { AUTO_ROULETTE_PATH, LOBBY_PATH } from "~/domain/content";
import { rouletteMessages } from "~/domain/messages/tables";
import { MAIN_TABLE_ID, TABLE_ID_PATTERN, tableView } from "~/domain/tables";
import { database } from "~/server/db/client";
import { readCatalogueTable } from "~/server/tables";
import { CrashArt } from "../components/crash/crash-art";
import { TableScreen, tableMeta } from "../components/roulette/table-screen";
import { ButtonLink } from "../components/ui/button";
import { useSay } from "../lib/i18n";
import { siteMeta } from "../lib/site-meta";
import { routeNamespaces } from "../locales";
import { table } from "../locales/en/table";
import type { Route } from "./+types/table";

/**
 * The table by its catalogue id (docs/decisions/0620-tables-and-racetrack.md): its name, limits, chips and switch.
 * The main table has one address, /casino/game/auto-roulette; an id that is not a table is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
	const id = params.tableId;
	if (id === MAIN_TABLE_ID) throw redirect(AUTO_ROULETTE_PATH);
	const entry = TABLE_ID_PATTERN.test(id) ? await readCatalogueTable(database(env.DB), id) : null;
	if (!entry) throw data(null, { status: 404 });
	return { table: tableView(entry) };
}

export const handle = routeNamespaces({ table });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	loaderData ? tableMeta(loaderData.table.name, matches) : [{ title: siteMeta(matches).notFoundTitle }];

/** /casino/game/tables/:tableId: a table of the catalogue other than the main one, roulette or crash. */
export default function TablePage({ loaderData }: Route.ComponentProps) {
	return (
		<TableScreen
			table={loaderData.table}
			closed={loaderData.table.status === "disabled"}
			game={loaderData.table.game}
			signedOutArt={
				loaderData.table.game === "crash" ? (
					<CrashArt className="w-[160vmin] max-w-none opacity-60 blur-sm" />
				) : undefined
			}
		/>
	);
}

/** A table that is not in the catalogue: said so, with the way back to the tables. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const { t } = useTranslation("site");
	const say = useSay();
	if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
	return (
		<section className="grid min-h-[60vh] place-items-center px-4 text-center">
			<div>
				<h1 className="text-3xl font-black">{t("tables.notFoundTitle")}</h1>
				<p className="mt-3 text-gray-300">{say(rouletteMessages.tableNotFound)}</p>
				<ButtonLink to={LOBBY_PATH} pill className="mt-8">
					{t("tables.allTables")}
				</ButtonLink>
			</div>
		</section>
	);
}
