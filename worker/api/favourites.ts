/**
 * /api/user/favourites: a player's favourite bets (docs/decisions/0620-tables-and-racetrack.md), up to 15 named
 * layouts kept on the server (server/favourites.ts, which the table's Favourites dialog calls too). Each player reads
 * and changes only their own: another player's favourite is answered like one that does not exist. A POST with an
 * `Idempotency-Key` header is created once: a retry with the same key and the same name and bets gets the same
 * favourite back, with other content 409.
 */
import { Hono } from "hono";
import { favouriteMessages as m } from "~/domain/messages";
import { favouriteCreateSchema, favouriteUpdateSchema } from "~/domain/validation/favourites";
import { createFavourite, deleteFavourite, listFavourites, updateFavourite } from "~/server/favourites";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { IDEMPOTENCY_KEY_PATTERN, jsonBody, limitBody } from "./validate";

export const favourites = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole("user"))
	.get("/", async (c) => c.json(await listFavourites(c.var.db, c.var.user.id)))
	.post("/", jsonBody(favouriteCreateSchema), async (c) => {
		const key = c.req.header("Idempotency-Key")?.trim() || null;
		if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) return c.json({ message: m.badKey }, 422);
		const answer = await createFavourite(c.var.db, c.var.user.id, c.req.valid("json"), key);
		if (!answer.ok) return c.json({ message: answer.message }, answer.status);
		return c.json({ message: answer.message, favourite: answer.favourite }, answer.status);
	})
	.patch("/:id", jsonBody(favouriteUpdateSchema), async (c) => {
		const answer = await updateFavourite(c.var.db, c.var.user.id, c.req.param("id"), c.req.valid("json"));
		if (!answer.ok) return c.json({ message: answer.message }, answer.status);
		return c.json({ message: answer.message, favourite: answer.favourite }, 200);
	})
	.delete("/:id", async (c) => {
		const message = await deleteFavourite(c.var.db, c.var.user.id, c.req.param("id"));
		return message === null ? c.json({ message: m.notFound }, 404) : c.json({ message }, 200);
	});
