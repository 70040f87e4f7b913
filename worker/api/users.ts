/**
 * The user's own record (`GET /api/user/:id`): the player themself or an admin.
 * Anyone else gets 403 whether or not the id exists (no IDOR, no enumeration).
 */
import { Hono } from "hono";
import { accountMessages, authMessages } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import type { PublicUser, Role, UserStatus } from "~/domain/users";
import { balancesOf } from "~/server/ledger";
import { requireAuth } from "./middleware/auth";
import type { AppEnv } from "./types";

export type UserRow = {
	id: string;
	name: string;
	phone: string | null;
	role: Role;
	status: UserStatus;
	isVerified: number;
	createdAt: number;
};

export const USER_COLUMNS = "id, name, phone, role, status, is_verified AS isVerified, created_at AS createdAt";

/** The user as the API shows it: balances in whole rupees (domain/money.ts). */
export async function publicUser(db: D1Database, row: UserRow): Promise<PublicUser> {
	const balances = await balancesOf(db, row.id);
	return {
		id: row.id,
		name: row.name,
		phone: row.phone,
		role: row.role,
		status: row.status,
		isVerified: Boolean(row.isVerified),
		realBalance: paiseToRupees(balances.realPaise),
		playTokens: paiseToRupees(balances.tokensPaise),
		createdAt: row.createdAt,
	};
}

export const users = new Hono<AppEnv>().get("/:id", requireAuth, async (c) => {
	const me = c.var.user;
	const id = c.req.param("id");
	if (me.role !== "admin" && me.id !== id) return c.json({ message: authMessages.forbidden }, 403);
	const row = await c.env.DB.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ? AND deleted_at IS NULL`)
		.bind(id)
		.first<UserRow>();
	if (!row) return c.json({ message: accountMessages.userNotFound }, 404);
	return c.json({ user: await publicUser(c.env.DB, row) }, 200);
});
