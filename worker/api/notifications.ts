/**
 * /api/notifications (docs/decisions/0900-notifications.md): a player's own notifications, newest first, marking
 * them read, and the socket every open page holds to receive new ones live. Players only: an admin has none (403).
 */
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { authMessages } from "~/domain/messages";
import { NOTIFICATIONS_PAGE_SIZE, notificationMessages } from "~/domain/notifications";
import { SOCKET_TOKEN_PARAM } from "~/domain/roulette/protocol";
import { markReadSchema, notificationListQuerySchema } from "~/domain/validation/notifications";
import { authenticate } from "~/server/authenticate";
import type { Database } from "~/server/db/client";
import { notifications as table } from "~/server/db/schema";
import { notificationsHub, notificationView } from "~/server/notifications";
import { bearerToken, requireRole } from "./middleware/auth";
import { upgradeFor } from "./room";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

const unreadOf = (userId: string) => and(eq(table.userId, userId), isNull(table.readAt));

async function unreadCount(db: Database, userId: string): Promise<number> {
	return (await db.select({ n: count() }).from(table).where(unreadOf(userId)).get())?.n ?? 0;
}

export const notifications = new Hono<AppEnv>()
	.use(limitBody())
	.get("/", requireRole("user"), validate("query", notificationListQuerySchema), async (c) => {
		const { page } = c.req.valid("query");
		const userId = c.var.user.id;
		const db = c.var.db;
		const pageSize = NOTIFICATIONS_PAGE_SIZE;
		const [rows, [total], [unread]] = await db.batch([
			db
				.select()
				.from(table)
				.where(eq(table.userId, userId))
				.orderBy(desc(table.createdAt), desc(table.id))
				.limit(pageSize)
				.offset((page - 1) * pageSize),
			db.select({ n: count() }).from(table).where(eq(table.userId, userId)),
			db.select({ n: count() }).from(table).where(unreadOf(userId)),
		]);
		const totalCount = total?.n ?? 0;
		return c.json({
			data: rows.map(notificationView),
			pagination: { page, pageSize, total: totalCount, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)) },
			unread: unread?.n ?? 0,
		});
	})
	/** `{ ids }` or `{ all: true }`; an id that is not one of the player's own is 404 and nothing is marked. */
	.post("/read", requireRole("user"), validate("json", markReadSchema), async (c) => {
		const body = c.req.valid("json");
		const userId = c.var.user.id;
		const db = c.var.db;
		const now = Date.now();
		if (body.ids) {
			const ids = [...new Set(body.ids)];
			const own = and(eq(table.userId, userId), inArray(table.id, ids));
			const found = (await db.select({ n: count() }).from(table).where(own).get())?.n ?? 0;
			if (found !== ids.length) return c.json({ message: notificationMessages.notFound }, 404);
			await db
				.update(table)
				.set({ readAt: now })
				.where(and(own, isNull(table.readAt)));
		} else {
			await db.update(table).set({ readAt: now }).where(unreadOf(userId));
		}
		return c.json({ unread: await unreadCount(db, userId) }, 200);
	})
	/**
	 * GET /api/notifications/socket?token=<access token>: the upgrade, handed to the player's NotificationsHub with
	 * the identity the Worker verified (as the table's socket, docs/decisions/0735). A client that can set headers may
	 * send the token as a bearer header instead.
	 */
	.get("/socket", async (c) => {
		const token = c.req.query(SOCKET_TOKEN_PARAM) ?? bearerToken(c);
		const user = await authenticate(c.var.db, c.env.JWT_SECRET, token);
		if (!user) return c.json({ message: authMessages.unauthorized }, 401);
		if (user.role !== "user") return c.json({ message: authMessages.forbidden }, 403);
		if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
			return c.json({ message: "Expected a WebSocket upgrade" }, 426);
		}
		const upgraded: Response = await notificationsHub(c.env, user.id).fetch(upgradeFor(c.req.raw, user));
		return upgraded;
	});
