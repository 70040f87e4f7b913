/**
 * PATCH /api/user/profile: the player changes their display name, by registration's rule
 * (domain/validation/auth.ts; docs/decisions/0110-account-settings-and-sessions.md). Audited as `user.name_change`.
 * PUT /api/user/profile/language: the language their account is shown in (docs/decisions/0920-hindi-and-english.md).
 */
import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { accountMessages as m } from "~/domain/messages";
import { languageSchema, profileSchema } from "~/domain/validation/auth";
import { auditStatement } from "~/server/audit";
import { users as usersTable } from "~/server/db/schema";
import { publicUser, USER_FIELDS } from "~/server/user-record";
import { requireAuth } from "./middleware/auth";
import type { AppEnv } from "./types";
import { jsonBody, limitBody } from "./validate";

export const userProfile = new Hono<AppEnv>()
	.patch("/", limitBody(4 * 1024), requireAuth, jsonBody(profileSchema), async (c) => {
		const { name } = c.req.valid("json");
		const db = c.var.db;
		const me = c.var.user;
		const now = Date.now();
		const [, , updated] = await db.batch([
			auditStatement(
				db,
				{
					actorId: me.id,
					actorRole: me.role,
					action: "user.name_change",
					targetType: "user",
					targetId: me.id,
					before: { name: me.name },
					after: { name },
					ip: c.req.header("CF-Connecting-IP") ?? null,
				},
				now,
			),
			db
				.update(usersTable)
				.set({ name, updatedAt: now })
				.where(and(eq(usersTable.id, me.id), isNull(usersTable.deletedAt))),
			db.select(USER_FIELDS).from(usersTable).where(eq(usersTable.id, me.id)),
		]);
		const row = updated[0];
		if (!row) return c.json({ message: m.userNotFound }, 404);
		return c.json({ message: m.nameChanged, user: await publicUser(db, row) }, 200);
	})
	.put("/language", limitBody(4 * 1024), requireAuth, jsonBody(languageSchema), async (c) => {
		const { locale } = c.req.valid("json");
		const me = c.var.user;
		await c.var.db
			.update(usersTable)
			.set({ locale, updatedAt: Date.now() })
			.where(and(eq(usersTable.id, me.id), isNull(usersTable.deletedAt)));
		return c.json({ locale }, 200);
	});
