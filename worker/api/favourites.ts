/**
 * /api/user/favourites: a player's favourite bets (docs/decisions/0620-tables-and-racetrack.md), up to 15 named
 * layouts kept on the server. Each player reads and changes only their own: another player's favourite is answered
 * like one that does not exist. A POST with an `Idempotency-Key` header is created once: a retry with the same key
 * and the same name and bets gets the same favourite back, with other content 409.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { favouriteMessages as m } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import type { Bet } from "~/domain/roulette/bets";
import type { NamedCall } from "~/domain/roulette/racetrack";
import { favouriteCreateSchema, favouriteUpdateSchema, MAX_FAVOURITES } from "~/domain/validation/favourites";
import type { Database } from "~/server/db/client";
import { insertWhere } from "~/server/db/conditional";
import { favouriteBets } from "~/server/db/schema";
import { requireRole } from "./middleware/auth";
import type { AppEnv } from "./types";
import { IDEMPOTENCY_KEY_PATTERN, jsonBody, limitBody } from "./validate";

type FavouriteRow = typeof favouriteBets.$inferSelect;

/** A favourite as the client places it: its bets as the table takes them (whole rupees). */
function favouriteView(row: FavouriteRow) {
	return {
		id: row.id,
		name: row.name,
		bets: row.bets.map((b) => ({ type: b.type, numbers: b.numbers, amount: paiseToRupees(b.amountPaise) })),
		/** The racetrack calls among the bets, each with its chip in rupees: placing the favourite names them again. */
		calls: row.calls,
		createdAt: row.createdAt,
		updatedAt: row.updatedAt,
	};
}

const sameContent = (a: { bets: readonly Bet[]; calls: readonly NamedCall[] }, b: typeof a) =>
	JSON.stringify([a.bets, a.calls]) === JSON.stringify([b.bets, b.calls]);

function favouriteByKey(db: Database, userId: string, key: string) {
	return db
		.select()
		.from(favouriteBets)
		.where(and(eq(favouriteBets.userId, userId), eq(favouriteBets.idempotencyKey, key)))
		.get();
}

export const favourites = new Hono<AppEnv>()
	.use(limitBody())
	.use(requireRole("user"))
	.get("/", async (c) => {
		const rows = await c.var.db
			.select()
			.from(favouriteBets)
			.where(eq(favouriteBets.userId, c.var.user.id))
			.orderBy(asc(favouriteBets.createdAt), asc(favouriteBets.id));
		return c.json({ favourites: rows.map(favouriteView), max: MAX_FAVOURITES });
	})
	.post("/", jsonBody(favouriteCreateSchema), async (c) => {
		const { name, bets, calls } = c.req.valid("json");
		const key = c.req.header("Idempotency-Key")?.trim() || null;
		if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) return c.json({ message: m.badKey }, 422);
		const db = c.var.db;
		const userId = c.var.user.id;
		const replay = async () => {
			const existing = key === null ? undefined : await favouriteByKey(db, userId, key);
			if (!existing) return null;
			return existing.name === name && sameContent(existing, { bets, calls })
				? c.json({ message: m.saved, favourite: favouriteView(existing) }, 200)
				: c.json({ message: m.keyReused }, 409);
		};
		const earlier = await replay();
		if (earlier) return earlier;

		const now = Date.now();
		const row: FavouriteRow = {
			id: crypto.randomUUID(),
			userId,
			name,
			bets,
			calls,
			idempotencyKey: key,
			createdAt: now,
			updatedAt: now,
		};
		// The count is checked inside the insert, so two saves at once cannot make a 16th.
		const held = db.select({ n: count() }).from(favouriteBets).where(eq(favouriteBets.userId, userId));
		const inserted = await insertWhere(
			db,
			favouriteBets,
			row,
			sql`(${held}) < ${MAX_FAVOURITES}`,
		).onConflictDoNothing();
		if (inserted.meta.changes === 1) return c.json({ message: m.saved, favourite: favouriteView(row) }, 201);
		// Nothing written: the same key was saved at the same moment, or the player already has 15.
		return (await replay()) ?? c.json({ message: m.full(MAX_FAVOURITES) }, 409);
	})
	.patch("/:id", jsonBody(favouriteUpdateSchema), async (c) => {
		const body = c.req.valid("json");
		const { name } = body;
		const updated = await c.var.db
			.update(favouriteBets)
			.set({
				...(name === undefined ? {} : { name }),
				...("bets" in body ? { bets: body.bets, calls: body.calls } : {}),
				updatedAt: Date.now(),
			})
			.where(and(eq(favouriteBets.id, c.req.param("id")), eq(favouriteBets.userId, c.var.user.id)))
			.returning()
			.get();
		if (!updated) return c.json({ message: m.notFound }, 404);
		return c.json({ message: m.updated, favourite: favouriteView(updated) }, 200);
	})
	.delete("/:id", async (c) => {
		const deleted = await c.var.db
			.delete(favouriteBets)
			.where(and(eq(favouriteBets.id, c.req.param("id")), eq(favouriteBets.userId, c.var.user.id)));
		if (deleted.meta.changes !== 1) return c.json({ message: m.notFound }, 404);
		return c.json({ message: m.deleted }, 200);
	});
