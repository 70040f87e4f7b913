/**
 * The lobby's live tables (docs/decisions/0620-tables-and-racetrack.md, "The lobby's live tables"): every table of the
 * catalogue with what it is doing now, computed per request from D1 rows at most a second old (a snapshot shared by
 * every reader in the data centre), so phases and deadlines are exact at the moment of the answer. Read by
 * GET /api/tables/live and by the lobby's loader and its resource route (one implementation).
 */
import { desc, eq } from "drizzle-orm";
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
import type { Database } from "./db/client";
import { rounds } from "./db/schema";
import { cachedSnapshot, forgetSnapshot } from "./edge-snapshots";
import { readCatalogue } from "./tables";

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
function liveTable(
	{ entry, rounds: recent }: LiveSnapshot["tables"][number],
	now: number,
	vars: Record<string, unknown>,
) {
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

/**
 * Every table with its live state now; `serverNow` for the countdowns. The rows come from the data centre's snapshot
 * (at most one D1 read a second however many lobbies poll); the phases are computed here, never stored.
 */
export async function readLiveTables(db: Database, env: object, requestUrl: string) {
	const snapshot = await cachedSnapshot({ requestUrl, env }, LIVE_SNAPSHOT, LIVE_SNAPSHOT_SECONDS, () =>
		readLiveSnapshot(db),
	);
	const now = Date.now();
	const vars = env as Record<string, unknown>;
	return { serverNow: now, tables: snapshot.tables.map((table) => liveTable(table, now, vars)) };
}

export type LiveTables = Awaited<ReturnType<typeof readLiveTables>>;
export type LiveTable = LiveTables["tables"][number];

/** After an admin's edit of a table: the lobby's rows as cached in this data centre are dropped. */
export function forgetLiveTables(requestUrl: string): Promise<void> {
	return forgetSnapshot(requestUrl, LIVE_SNAPSHOT);
}
