/**
 * The tables catalogue (docs/decisions/0620-tables-and-racetrack.md): anyone may read it, in lobby order, and the
 * lobby reads each table's live state with it. Rows that break the domain's rules are left out (server/tables.ts).
 */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { CardResult } from "~/domain/cards/games";
import { cardTimingFrom } from "~/domain/cards/timing";
import { crashTimingFrom } from "~/domain/crash/timing";
import { roundTimingFrom } from "~/domain/roulette/timing";
import { colorOf } from "~/domain/roulette/wheel";
import {
	cardLivePhase,
	crashLivePhase,
	type LatestRound,
	LOBBY_RESULTS,
	livePhase,
	type TableEntry,
	tableView,
} from "~/domain/tables";
import type { Database } from "~/server/db/client";
import { rounds } from "~/server/db/schema";
import { readCatalogue } from "~/server/tables";
import { cachedSnapshot, forgetPublicRead, forgetSnapshot, PUBLIC_CACHE_CONTROL } from "../lib/edge-cache";
import type { AppEnv } from "./types";

/** The lobby's snapshot of D1: the catalogue and each table's latest rounds, newest first. */
type LiveSnapshot = { tables: Array<{ entry: TableEntry; rounds: RecentRound[] }> };
type RecentRound = LatestRound & {
	id: string;
	operatorSet: boolean;
	crashPoint: number | null;
	cardResult: CardResult | null;
};

/** How long the lobby's rows may be shared: a second, so a new round shows at the next poll (docs/decisions/0620). */
const LIVE_SNAPSHOT_SECONDS = 1;
const LIVE_SNAPSHOT = "tables-live";

/**
 * Each table's latest round and the results before it: per table one seek on the unique (table_id, seq) index read
 * backwards, LOBBY_RESULTS + 1 rows (the newest may still be open). All tables in one D1 batch.
 */
export function recentRoundsOf(db: Database, tableId: string) {
	return db
		.select({
			id: rounds.id,
			seq: rounds.seq,
			bettingClosesAt: rounds.bettingClosesAt,
			result: rounds.result,
			resultAt: rounds.resultAt,
			operatorSet: rounds.operatorSet,
			crashPoint: rounds.crashPoint,
			cardResult: rounds.cardResult,
		})
		.from(rounds)
		.where(eq(rounds.tableId, tableId))
		.orderBy(desc(rounds.seq))
		.limit(LOBBY_RESULTS + 1);
}

async function readLiveSnapshot(db: Database): Promise<LiveSnapshot> {
	const entries = await readCatalogue(db);
	const [first, ...rest] = entries.map((entry) => recentRoundsOf(db, entry.id));
	const recent = first ? await db.batch([first, ...rest]) : [];
	return { tables: entries.map((entry, i) => ({ entry, rounds: recent[i] ?? [] })) };
}

/**
 * A table's live state at `now` from its rows (its room is never asked: nobody's lobby wakes a table): a roulette
 * table's phase and latest results, a crash table's phase and latest crash points (`lastCrashes`), a card table's
 * phase and latest winners (`lastCards`); a table without pockets leaves `lastResults` empty.
 */
function liveTable({ entry, rounds: recent }: LiveSnapshot["tables"][number], now: number, env: Env) {
	const vars = env as unknown as Record<string, unknown>;
	const crash = entry.game === "crash";
	const cards = entry.game === "andar-bahar" || entry.game === "dragon-tiger";
	const latest = recent[0] ?? null;
	const live = crash
		? crashLivePhase(latest, now, crashTimingFrom(vars))
		: cards
			? cardLivePhase(latest, now, cardTimingFrom(vars))
			: livePhase(latest, now, roundTimingFrom(vars));
	const lastCrashes = recent
		.flatMap((r) => (r.crashPoint === null || r.resultAt === null ? [] : [{ ...r, crashPoint: r.crashPoint }]))
		.slice(0, LOBBY_RESULTS)
		.map((r) => ({ roundId: r.id, seq: r.seq, crashPoint: r.crashPoint }));
	const lastResults = recent
		.flatMap((r) => (r.result === null || r.resultAt === null ? [] : [{ ...r, result: r.result }]))
		.slice(0, LOBBY_RESULTS)
		.map((r) => ({
			roundId: r.id,
			seq: r.seq,
			result: r.result,
			color: colorOf(r.result),
			operatorSet: r.operatorSet,
		}));
	const lastCards = recent
		.flatMap((r) => (r.cardResult === null || r.resultAt === null ? [] : [{ ...r, cardResult: r.cardResult }]))
		.slice(0, LOBBY_RESULTS)
		.map((r) => ({ roundId: r.id, seq: r.seq, result: r.cardResult }));
	return { ...tableView(entry), live, lastResults: crash || cards ? [] : lastResults, lastCrashes, lastCards };
}

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
		const snapshot = await cachedSnapshot(
			{ requestUrl: c.req.url, env: c.env },
			LIVE_SNAPSHOT,
			LIVE_SNAPSHOT_SECONDS,
			() => readLiveSnapshot(c.var.db),
		);
		const now = Date.now();
		// Never stored as an answer: its phases are of this moment (the rows behind them are shared above).
		c.header("Cache-Control", "no-store");
		return c.json({ serverNow: now, tables: snapshot.tables.map((table) => liveTable(table, now, c.env)) });
	});

export type LiveTable = ReturnType<typeof liveTable>;

/** After an admin's edit of a table: the catalogue and the lobby's rows as cached here are dropped. */
export async function forgetTables(requestUrl: string): Promise<void> {
	await Promise.all([
		forgetPublicRead(new URL("/api/tables", requestUrl).href),
		forgetSnapshot(requestUrl, LIVE_SNAPSHOT),
	]);
}
