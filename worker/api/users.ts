/**
 * The user's own record (`GET /api/user/:id`): the player themself or an admin.
 * Anyone else gets 403 whether or not the id exists (no IDOR, no enumeration).
 */
import { Hono } from "hono";
import { accountMessages, authMessages } from "~/domain/messages";
import { may } from "~/domain/operator-roles";
import { readPublicUser } from "~/server/user-record";
import { requireAuth } from "./middleware/auth";
import type { AppEnv } from "./types";

export const users = new Hono<AppEnv>().get("/:id", requireAuth, async (c) => {
	const me = c.var.user;
	const id = c.req.param("id");
	if (!may(me.role, "readMembers") && me.id !== id) return c.json({ message: authMessages.forbidden }, 403);
	const user = await readPublicUser(c.var.db, id);
	if (!user) return c.json({ message: accountMessages.userNotFound }, 404);
	return c.json({ user }, 200);
});
