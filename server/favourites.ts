/**
 * A player's favourite bets (docs/decisions/0620-tables-and-racetrack.md), up to 15 named layouts kept in D1: the
 * logic behind /api/user/favourites (worker/api/favourites.ts) and the table's Favourites dialog
 * (app/routes/resources/favourites.ts). Each player reads and changes only their own: another player's favourite is
 * answered like one that does not exist. A save with an idempotency key is created once: a retry with the same key
 * and the same name and bets gets the same favourite back, with other content a conflict.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { favouriteMessages as m } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import type { Bet } from "~/domain/roulette/bets";
import type { NamedCall } from "~/domain/roulette/racetrack";
import { MAX_FAVOURITES } from "~/domain/validation/favourites";
import type { Database } from "./db/client";
import { insertWhere } from "./db/conditional";
import { favouriteBets } from "./db/schema";

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

export type FavouriteView = ReturnType<typeof favouriteView>;

/** What a change answers: the favourite and the message to say, or the refusal with its HTTP status. */
export type FavouriteAnswer =
	| { ok: true; status: 200 | 201; message: string; favourite: FavouriteView }
	| { ok: false; status: 404 | 409; message: string };

const sameContent = (a: { bets: readonly Bet[]; calls: readonly NamedCall[] }, b: typeof a) =>
	JSON.stringify([a.bets, a.calls]) === JSON.stringify([b.bets, b.calls]);

function favouriteByKey(db: Database, userId: string, key: string) {
	return db
		.select()
		.from(favouriteBets)
		.where(and(eq(favouriteBets.userId, userId), eq(favouriteBets.idempotencyKey, key)))
		.get();
}

/** The player's favourites, oldest first, and how many they may keep. */
export async function listFavourites(db: Database, userId: string) {
	const rows = await db
		.select()
		.from(favouriteBets)
		.where(eq(favouriteBets.userId, userId))
		.orderBy(asc(favouriteBets.createdAt), asc(favouriteBets.id));
	return { favourites: rows.map(favouriteView), max: MAX_FAVOURITES };
}

/** Saves a favourite (checked by `favouriteCreateSchema`), once per idempotency key. */
export async function createFavourite(
	db: Database,
	userId: string,
	{ name, bets, calls }: { name: string; bets: Bet[]; calls: NamedCall[] },
	key: string | null,
): Promise<FavouriteAnswer> {
	const replay = async (): Promise<FavouriteAnswer | null> => {
		const existing = key === null ? undefined : await favouriteByKey(db, userId, key);
		if (!existing) return null;
		return existing.name === name && sameContent(existing, { bets, calls })
			? { ok: true, status: 200, message: m.saved, favourite: favouriteView(existing) }
			: { ok: false, status: 409, message: m.keyReused };
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
	const inserted = await insertWhere(db, favouriteBets, row, sql`(${held}) < ${MAX_FAVOURITES}`).onConflictDoNothing();
	if (inserted.meta.changes === 1) return { ok: true, status: 201, message: m.saved, favourite: favouriteView(row) };
	// Nothing written: the same key was saved at the same moment, or the player already has 15.
	return (await replay()) ?? { ok: false, status: 409, message: m.full(MAX_FAVOURITES) };
}

/** Renames a favourite and/or replaces its bets (checked by `favouriteUpdateSchema`). */
export async function updateFavourite(
	db: Database,
	userId: string,
	id: string,
	change: { name?: string; bets?: Bet[]; calls?: NamedCall[] },
): Promise<FavouriteAnswer> {
	const { name } = change;
	const updated = await db
		.update(favouriteBets)
		.set({
			...(name === undefined ? {} : { name }),
			...(change.bets === undefined ? {} : { bets: change.bets, calls: change.calls ?? [] }),
			updatedAt: Date.now(),
		})
		.where(and(eq(favouriteBets.id, id), eq(favouriteBets.userId, userId)))
		.returning()
		.get();
	if (!updated) return { ok: false, status: 404, message: m.notFound };
	return { ok: true, status: 200, message: m.updated, favourite: favouriteView(updated) };
}

/** Deletes a favourite: its message, or null when the player has none by that id. */
export async function deleteFavourite(db: Database, userId: string, id: string): Promise<string | null> {
	const deleted = await db.delete(favouriteBets).where(and(eq(favouriteBets.id, id), eq(favouriteBets.userId, userId)));
	return deleted.meta.changes === 1 ? m.deleted : null;
}
