/**
 * The games catalogue (docs/product.md#content): anyone may read it; admins switch games on
 * and off, edit names and limits, and delete non-core games. Disabling roulette
 * puts the table into maintenance after the current round.
 */
import { Hono } from "hono";
import { z } from "zod";
import { adminMessages, gameLimitsRefusal } from "~/domain/admin";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { auditStatement } from "../lib/audit";
import { requireRole } from "./middleware/auth";
import { roomStub } from "./room";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

type GameRow = {
	id: string;
	name: string;
	status: "active" | "disabled";
	min_bet_paise: number;
	max_bet_paise: number;
	is_core: number;
	sort_order: number;
	updated_at: number;
};

function gameView(row: GameRow) {
	return {
		id: row.id,
		name: row.name,
		status: row.status,
		minBet: paiseToRupees(row.min_bet_paise),
		maxBet: paiseToRupees(row.max_bet_paise),
		isCore: row.is_core === 1,
		updatedAt: row.updated_at,
	};
}

const gameUpdate = z
	.object({
		name: z.string().trim().min(1, "A game needs a name.").max(60, "Keep the name under 60 characters.").optional(),
		status: z.enum(["active", "disabled"], { message: "Status must be active or disabled." }).optional(),
		minBet: z.number().int(adminMessages.gameLimits).optional(),
		maxBet: z.number().int(adminMessages.gameLimits).optional(),
	})
	.refine((b) => Object.keys(b).length > 0, "Nothing to change.");

async function findGame(db: D1Database, id: string) {
	return db.prepare("SELECT * FROM games WHERE id = ?").bind(id).first<GameRow>();
}

export const publicGames = new Hono<AppEnv>().get("/", async (c) => {
	const { results } = await c.env.DB.prepare("SELECT * FROM games ORDER BY sort_order, name").all<GameRow>();
	return c.json({ games: results.map(gameView) });
});

export const adminGames = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole("admin"))
	.put("/:id", validate("json", gameUpdate), async (c) => {
		const row = await findGame(c.env.DB, c.req.param("id"));
		if (!row) return c.json({ message: adminMessages.gameNotFound }, 404);
		const body = c.req.valid("json");
		const minPaise = body.minBet === undefined ? row.min_bet_paise : rupeesToPaise(body.minBet);
		const maxPaise = body.maxBet === undefined ? row.max_bet_paise : rupeesToPaise(body.maxBet);
		const badLimits = gameLimitsRefusal(minPaise, maxPaise);
		if (badLimits) return c.json({ message: badLimits }, 422);
		const next: GameRow = {
			...row,
			name: body.name ?? row.name,
			status: body.status ?? row.status,
			min_bet_paise: minPaise,
			max_bet_paise: maxPaise,
			updated_at: Date.now(),
		};
		const admin = c.var.user;
		await c.env.DB.batch([
			c.env.DB.prepare(
				"UPDATE games SET name = ?, status = ?, min_bet_paise = ?, max_bet_paise = ?, updated_at = ? WHERE id = ?",
			).bind(next.name, next.status, next.min_bet_paise, next.max_bet_paise, next.updated_at, row.id),
			auditStatement(c.env.DB, {
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
		return c.json({ message: adminMessages.gameSaved, game: gameView(next) });
	})
	.delete("/:id", async (c) => {
		const row = await findGame(c.env.DB, c.req.param("id"));
		if (!row) return c.json({ message: adminMessages.gameNotFound }, 404);
		if (row.is_core === 1) return c.json({ message: adminMessages.coreGame }, 409);
		const admin = c.var.user;
		await c.env.DB.batch([
			c.env.DB.prepare("DELETE FROM games WHERE id = ?").bind(row.id),
			auditStatement(c.env.DB, {
				actorId: admin.id,
				actorRole: admin.role,
				action: "game.delete",
				targetType: "game",
				targetId: row.id,
				before: gameView(row),
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		return c.json({ message: adminMessages.gameDeleted });
	});
