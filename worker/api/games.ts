/**
 * The games catalogue (docs/product.md#content): anyone may read it; admins switch games on
 * and off, edit names and limits, and delete non-core games. A game that plays at a table (Roulette at the main
 * table, Aviator at the `aviator` table: `games.table_id`) has one switch and one set of limits, its table's row
 * (docs/decisions/0810-game-host.md): the games page reads and writes them there, and switching it off puts the
 * table into maintenance after the current round.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { adminMessages, gameLimitsRefusal, maxWinRefusal } from "~/domain/admin";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { rolesWith } from "~/domain/operator-roles";
import { auditStatement } from "~/server/audit";
import { games, tables } from "~/server/db/schema";
import { findGame, type GameRow, type GameTable, gameCatalogue, gameView } from "~/server/games";
import { forgetPublicRead, PUBLIC_CACHE_CONTROL } from "../lib/edge-cache";
import { requireRole } from "./middleware/auth";
import { tableRoom } from "./room";
import { forgetTables } from "./tables";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

const gameUpdate = z
	.object({
		name: z.string().trim().min(1, "A game needs a name.").max(60, "Keep the name under 60 characters.").optional(),
		status: z.enum(["active", "disabled"], { message: adminMessages.switchStatus }).optional(),
		minBet: z.number().int(adminMessages.gameLimits).optional(),
		maxBet: z.number().int(adminMessages.gameLimits).optional(),
	})
	.refine((b) => Object.keys(b).length > 0, adminMessages.nothingToChange);

export const publicGames = new Hono<AppEnv>().get("/", async (c) => {
	// The same for everyone: the edge may keep it (worker/lib/edge-cache.ts); an admin's edit drops it below.
	c.header("Cache-Control", PUBLIC_CACHE_CONTROL.catalogue);
	return c.json({ games: await gameCatalogue(c.var.db) });
});

/** The catalogue as cached for everyone, dropped after an edit (at once in this data centre, elsewhere within s-maxage). */
const forgetCatalogue = (requestUrl: string) => forgetPublicRead(new URL("/api/games", requestUrl).href);

export const adminGames = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole(...rolesWith("runTables")))
	.put("/:id", validate("json", gameUpdate), async (c) => {
		const found = await findGame(c.var.db, c.req.param("id"));
		if (!found) return c.json({ message: adminMessages.gameNotFound }, 404);
		const { game: row, table } = found;
		const body = c.req.valid("json");
		const before = gameView(row, table);
		const status = body.status ?? table?.status ?? row.status;
		const minPaise = body.minBet === undefined ? (table?.minBetPaise ?? row.minBetPaise) : rupeesToPaise(body.minBet);
		const maxPaise = body.maxBet === undefined ? (table?.maxBetPaise ?? row.maxBetPaise) : rupeesToPaise(body.maxBet);
		const badLimits =
			gameLimitsRefusal(minPaise, maxPaise) ?? (table ? maxWinRefusal(table.maxWinPaise, maxPaise) : null);
		if (badLimits) return c.json({ message: badLimits }, 422);
		const now = Date.now();
		const nextGame: GameRow = { ...row, name: body.name ?? row.name, updatedAt: now };
		const nextTable: GameTable | null = table
			? { ...table, status, minBetPaise: minPaise, maxBetPaise: maxPaise, updatedAt: now }
			: null;
		// Without a table the game's own row holds its switch and limits.
		if (!table) Object.assign(nextGame, { status, minBetPaise: minPaise, maxBetPaise: maxPaise });
		const admin = c.var.user;
		const db = c.var.db;
		await db.batch([
			db
				.update(games)
				.set({
					name: nextGame.name,
					status: nextGame.status,
					minBetPaise: nextGame.minBetPaise,
					maxBetPaise: nextGame.maxBetPaise,
					updatedAt: nextGame.updatedAt,
				})
				.where(eq(games.id, row.id)),
			// One source of truth: the table's row, which its room reads when a round opens.
			...(nextTable
				? [
						db
							.update(tables)
							.set({
								status: nextTable.status,
								minBetPaise: nextTable.minBetPaise,
								maxBetPaise: nextTable.maxBetPaise,
								updatedAt: now,
							})
							.where(eq(tables.id, nextTable.id)),
					]
				: []),
			auditStatement(db, {
				actorId: admin.id,
				actorRole: admin.role,
				action: "game.update",
				targetType: "game",
				targetId: row.id,
				before,
				after: gameView(nextGame, nextTable),
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		// The table reads its switch and its limits when a round opens (limits apply from the next round);
		// re-enabling it should reopen at once.
		if (table && status !== table.status) await tableRoom(c.env, table.id, table.game).refreshTableStatus();
		await forgetCatalogue(c.req.url);
		// The game is a table of the catalogue too: the tables as cached here follow.
		if (table) await forgetTables(c.req.url);
		return c.json({ message: adminMessages.gameSaved, game: gameView(nextGame, nextTable) });
	})
	.delete("/:id", async (c) => {
		const found = await findGame(c.var.db, c.req.param("id"));
		if (!found) return c.json({ message: adminMessages.gameNotFound }, 404);
		const { game: row, table } = found;
		// A game that plays at a table stays in the catalogue: it is switched off instead.
		if (row.isCore || table) return c.json({ message: adminMessages.coreGame }, 409);
		const admin = c.var.user;
		const db = c.var.db;
		await db.batch([
			db.delete(games).where(eq(games.id, row.id)),
			auditStatement(db, {
				actorId: admin.id,
				actorRole: admin.role,
				action: "game.delete",
				targetType: "game",
				targetId: row.id,
				before: gameView(row, null),
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		await forgetCatalogue(c.req.url);
		return c.json({ message: adminMessages.gameDeleted });
	});
