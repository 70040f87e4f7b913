/**
 * The games catalogue (docs/product.md#content): anyone may read it; admins switch games on
 * and off, edit names and limits, and delete non-core games. Disabling roulette
 * puts the table into maintenance after the current round.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { adminMessages, gameLimitsRefusal } from "~/domain/admin";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import type { Database } from "~/server/db/client";
import { games } from "~/server/db/schema";
import { auditStatement } from "../lib/audit";
import { forgetPublicRead, PUBLIC_CACHE_CONTROL } from "../lib/edge-cache";
import { requireRole } from "./middleware/auth";
import { roomStub } from "./room";
import { forgetTables } from "./tables";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

type GameRow = typeof games.$inferSelect;

function gameView(row: GameRow) {
	return {
		id: row.id,
		name: row.name,
		status: row.status,
		minBet: paiseToRupees(row.minBetPaise),
		maxBet: paiseToRupees(row.maxBetPaise),
		isCore: row.isCore,
		updatedAt: row.updatedAt,
	};
}

const gameUpdate = z
	.object({
		name: z.string().trim().min(1, "A game needs a name.").max(60, "Keep the name under 60 characters.").optional(),
		status: z.enum(["active", "disabled"], { message: adminMessages.switchStatus }).optional(),
		minBet: z.number().int(adminMessages.gameLimits).optional(),
		maxBet: z.number().int(adminMessages.gameLimits).optional(),
	})
	.refine((b) => Object.keys(b).length > 0, adminMessages.nothingToChange);

async function findGame(db: Database, id: string) {
	return db.select().from(games).where(eq(games.id, id)).get();
}

export const publicGames = new Hono<AppEnv>().get("/", async (c) => {
	const rows = await c.var.db.select().from(games).orderBy(games.sortOrder, games.name);
	// The same for everyone: the edge may keep it (worker/lib/edge-cache.ts); an admin's edit drops it below.
	c.header("Cache-Control", PUBLIC_CACHE_CONTROL.catalogue);
	return c.json({ games: rows.map(gameView) });
});

/** The catalogue as cached for everyone, dropped after an edit (at once in this data centre, elsewhere within s-maxage). */
const forgetCatalogue = (requestUrl: string) => forgetPublicRead(new URL("/api/games", requestUrl).href);

export const adminGames = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole("admin"))
	.put("/:id", validate("json", gameUpdate), async (c) => {
		const row = await findGame(c.var.db, c.req.param("id"));
		if (!row) return c.json({ message: adminMessages.gameNotFound }, 404);
		const body = c.req.valid("json");
		const minPaise = body.minBet === undefined ? row.minBetPaise : rupeesToPaise(body.minBet);
		const maxPaise = body.maxBet === undefined ? row.maxBetPaise : rupeesToPaise(body.maxBet);
		const badLimits = gameLimitsRefusal(minPaise, maxPaise);
		if (badLimits) return c.json({ message: badLimits }, 422);
		const next: GameRow = {
			...row,
			name: body.name ?? row.name,
			status: body.status ?? row.status,
			minBetPaise: minPaise,
			maxBetPaise: maxPaise,
			updatedAt: Date.now(),
		};
		const admin = c.var.user;
		const db = c.var.db;
		await db.batch([
			db
				.update(games)
				.set({
					name: next.name,
					status: next.status,
					minBetPaise: next.minBetPaise,
					maxBetPaise: next.maxBetPaise,
					updatedAt: next.updatedAt,
				})
				.where(eq(games.id, row.id)),
			auditStatement(db, {
				actorId: admin.id,
				actorRole: admin.role,
				action: "game.update",
				targetType: "game",
				targetId: row.id,
				before: gameView(row),
				after: gameView(next),
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		// The table reads its switch and its limits when a round opens (limits apply from the next round);
		// re-enabling it should reopen at once.
		if (row.id === "roulette" && next.status !== row.status) await roomStub(c.env).refreshTableStatus();
		await forgetCatalogue(c.req.url);
		// The roulette game is the main table too (migration 0005's triggers): the tables as cached here follow.
		if (row.id === "roulette") await forgetTables(c.req.url);
		return c.json({ message: adminMessages.gameSaved, game: gameView(next) });
	})
	.delete("/:id", async (c) => {
		const row = await findGame(c.var.db, c.req.param("id"));
		if (!row) return c.json({ message: adminMessages.gameNotFound }, 404);
		if (row.isCore) return c.json({ message: adminMessages.coreGame }, 409);
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
				before: gameView(row),
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		await forgetCatalogue(c.req.url);
		return c.json({ message: adminMessages.gameDeleted });
	});
