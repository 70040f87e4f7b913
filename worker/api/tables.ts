/**
 * The tables catalogue (docs/decisions/0620-tables-and-racetrack.md): anyone may read it, in lobby order, and the
 * lobby reads each table's live state with it. Rows that break the domain's rules are left out (server/tables.ts).
 */
import { Hono } from "hono";
import { tableView } from "~/domain/tables";
import { forgetLiveTables, readLiveTables } from "~/server/live-tables";
import { readCatalogue } from "~/server/tables";
import { forgetPublicRead, PUBLIC_CACHE_CONTROL } from "../lib/edge-cache";
import type { AppEnv } from "./types";

export const publicTables = new Hono<AppEnv>()
	.get("/", async (c) => {
		const listed = (await readCatalogue(c.var.db)).map(tableView);
		// The same for everyone: the edge may keep it (worker/lib/edge-cache.ts); an admin's edit drops it.
		c.header("Cache-Control", PUBLIC_CACHE_CONTROL.catalogue);
		return c.json({ tables: listed });
	})
	/**
	 * GET /api/tables/live: the lobby's tables with what each is doing now (roulette: betting with its deadline,
	 * spinning, result, idle; crash: betting, flying, crashed, idle; cards: betting, dealing, result, idle), its latest results or crash points and its
	 * limits; `serverNow` for the countdowns. Computed per request from
	 * rows at most a second old, so the phases and deadlines are exact at the moment of the answer.
	 */
	.get("/live", async (c) => {
		const live = await readLiveTables(c.var.db, c.env, c.req.url);
		// Never stored as an answer: its phases are of this moment (the rows behind them are shared: server/live-tables.ts).
		c.header("Cache-Control", "no-store");
		return c.json(live);
	});

export type { LiveTable } from "~/server/live-tables";

/** After an admin's edit of a table: the catalogue and the lobby's rows as cached here are dropped. */
export async function forgetTables(requestUrl: string): Promise<void> {
	await Promise.all([forgetPublicRead(new URL("/api/tables", requestUrl).href), forgetLiveTables(requestUrl)]);
}
