/**
 * /api/auth/sessions: the player's own live sessions, and ending them (docs/decisions/0110-account-settings-and-sessions.md).
 * A session is a refresh-token family (docs/decisions/0735-sessions-end-everywhere.md); ending one revokes its
 * refresh tokens, which refuses its access tokens at once, and closes its table sockets before the answer.
 */
import { Hono } from "hono";
import { accountMessages as m } from "~/domain/messages";
import { auditStatement } from "~/server/audit";
import { coarseAddress, deviceLabel } from "../lib/session-labels";
import { clearRefreshCookie, endOtherSessionsStatement, liveSessions, revokeOwnSession } from "../lib/sessions";
import { requireAuth } from "./middleware/auth";
import { disconnectSession, disconnectUser } from "./room";
import type { AppEnv } from "./types";

export const sessions = new Hono<AppEnv>()
	.use(requireAuth)
	.get("/", async (c) => {
		const me = c.var.user;
		const rows = await liveSessions(c.var.db, me.id);
		return c.json(
			{
				sessions: rows.map((row) => ({
					id: row.id,
					device: deviceLabel(row.userAgent),
					address: coarseAddress(row.ip),
					startedAt: row.startedAt,
					lastUsedAt: row.lastUsedAt,
					current: row.id === me.sessionId,
				})),
			},
			200,
		);
	})
	.post("/revoke-others", async (c) => {
		const db = c.var.db;
		const me = c.var.user;
		await db.batch([
			endOtherSessionsStatement(db, me.id, me.sessionId),
			auditStatement(db, {
				actorId: me.id,
				actorRole: me.role,
				action: "session.end_others",
				targetType: "user",
				targetId: me.id,
				ip: c.req.header("CF-Connecting-IP") ?? null,
			}),
		]);
		await disconnectUser(c.env, me.id, me.sessionId);
		return c.json({ message: m.otherSessionsEnded }, 200);
	})
	.delete("/:id", async (c) => {
		const me = c.var.user;
		const sessionId = c.req.param("id");
		// Someone else's session, an unknown id and an ended session are answered alike.
		if (!(await revokeOwnSession(c.var.db, me.id, sessionId))) return c.json({ message: m.sessionNotFound }, 404);
		// Ending this device's own session is a logout: its cookie goes too.
		if (sessionId === me.sessionId) clearRefreshCookie(c);
		await disconnectSession(c.env, c.var.db, sessionId);
		return c.json({ message: m.sessionEnded }, 200);
	});
