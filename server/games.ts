/**
 * The games catalogue with each game's table (docs/product.md#content), read by GET /api/games, by the admin's game
 * edits and by the /admin/games page's loader alike (docs/decisions/0950-pages-on-the-data-layer.md).
 */
import { eq } from "drizzle-orm";
import { paiseToRupees } from "~/domain/money";
import type { Database } from "./db/client";
import { games, tables } from "./db/schema";

export type GameRow = typeof games.$inferSelect;
/** The table a game plays at, as the games catalogue shows it: its switch and limits are the game's. */
export type GameTable = Pick<
	typeof tables.$inferSelect,
	"id" | "status" | "minBetPaise" | "maxBetPaise" | "game" | "maxWinPaise" | "updatedAt"
>;

export function gameView(row: GameRow, table: GameTable | null) {
	return {
		id: row.id,
		name: row.name,
		status: table?.status ?? row.status,
		minBet: paiseToRupees(table?.minBetPaise ?? row.minBetPaise),
		maxBet: paiseToRupees(table?.maxBetPaise ?? row.maxBetPaise),
		isCore: row.isCore,
		updatedAt: Math.max(row.updatedAt, table?.updatedAt ?? 0),
	};
}

const TABLE_FIELDS = {
	id: tables.id,
	status: tables.status,
	minBetPaise: tables.minBetPaise,
	maxBetPaise: tables.maxBetPaise,
	game: tables.game,
	maxWinPaise: tables.maxWinPaise,
	updatedAt: tables.updatedAt,
};

/** The games with their tables (a game without one, or whose table is gone, has its own switch and limits). */
function gamesWithTables(db: Database) {
	return db.select({ game: games, table: TABLE_FIELDS }).from(games).leftJoin(tables, eq(tables.id, games.tableId));
}

export async function findGame(db: Database, id: string) {
	return gamesWithTables(db).where(eq(games.id, id)).get();
}

/** Every game as the catalogue shows it, in the operator's order. */
export async function gameCatalogue(db: Database) {
	const rows = await gamesWithTables(db).orderBy(games.sortOrder, games.name);
	return rows.map((row) => gameView(row.game, row.table));
}
