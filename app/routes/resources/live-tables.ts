/**
 * /resources/live-tables: the lobby's live tables again, for its fetcher (the lobby's loader gives the first answer;
 * GET /api/tables/live gives the same to API clients: server/live-tables.ts).
 */
import { env } from "cloudflare:workers";
import { readLiveTables } from "~/server/live-tables";
import { pageDatabase } from "../../lib/page-session.server";
import { keepLastAnswer } from "../../lib/polled-answer";
import type { Route } from "./+types/live-tables";

export async function loader({ request }: Route.LoaderArgs) {
	return readLiveTables(pageDatabase(), env, request.url);
}

const keep = keepLastAnswer<Awaited<ReturnType<typeof loader>>>();

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
	return keep(serverLoader);
}
