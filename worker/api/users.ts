/**
 * The user's own record (`GET /api/user/:id`): the player themself or an admin.
 * Anyone else gets 403 whether or not the id exists (no IDOR, no enumeration).
 */
import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { accountMessages, authMessages } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import type { PublicUser } from "~/domain/users";
import { apiPhone } from "~/domain/validation/auth";
import type { Database } from "~/server/db/client";
import { users as usersTable } from "~/server/db/schema";
import { balancesOf } from "~/server/ledger";
import { requireAuth } from "./middleware/auth";
import type { AppEnv } from "./types";

/** The columns the public user is made of. */
export const USER_FIELDS = {
	id: usersTable.id,
	name: usersTable.name,
	phone: usersTable.phone,
	role: usersTable.role,
	status: usersTable.status,
	isVerified: usersTable.isVerified,
	createdAt: usersTable.createdAt,
	locale: usersTable.locale,
};

export type UserRow = Pick<typeof usersTable.$inferSelect, keyof typeof USER_FIELDS>;

/** The user as the API shows it: balances in whole rupees (domain/money.ts). */
export async function publicUser(db: Database, row: UserRow): Promise<PublicUser> {
	const balances = await balancesOf(db, row.id);
	return {
		id: row.id,
		name: row.name,
		phone: apiPhone(row.phone),
		role: row.role,
		status: row.status,
		isVerified: row.isVerified,
		realBalance: paiseToRupees(balances.realPaise),
		playTokens: paiseToRupees(balances.tokensPaise),
		createdAt: row.createdAt,
		locale: row.locale,
	};
}

export const users = new Hono<AppEnv>().get("/:id", requireAuth, async (c) => {
	const me = c.var.user;
	const id = c.req.param("id");
	if (me.role !== "admin" && me.id !== id) return c.json({ message: authMessages.forbidden }, 403);
	const row = await c.var.db
		.select(USER_FIELDS)
		.from(usersTable)
		.where(and(eq(usersTable.id, id), isNull(usersTable.deletedAt)))
		.get();
	if (!row) return c.json({ message: accountMessages.userNotFound }, 404);
	return c.json({ user: await publicUser(c.var.db, row) }, 200);
});
