import { Hono } from "hono";
import { authMessages } from "~/domain/messages";
import { notificationMessages } from "~/domain/notifications";
import { SOCKET_TOKEN_PARAM } from "~/domain/roulette/protocol";
import { markReadSchema, notificationListQuerySchema } from "~/domain/validation/notifications";
import { authenticate } from "~/server/authenticate";
import { notificationsHub } from "~/server/notifications";
import { markNotificationsRead, myNotifications } from "~/server/player-lists";
import { bearerToken, requireRole } from "./middleware/auth";
import { upgradeFor } from "./room";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

export const notifications = new Hono<AppEnv>()
	.use(limitBody())
	.get("/", requireRole("user"), validate("query", notificationListQuerySchema), async (c) => {
		return c.json(await myNotifications(c.var.db, c.var.user.id, c.req.valid("query").page));
	})
	/** `{ ids }` or `{ all: true }`; an id that is not one of the player's own is 404 and nothing is marked. */
	.post("/read", requireRole("user"), validate("json", markReadSchema), async (c) => {
		const marked = await markNotificationsRead(c.var.db, c.var.user.id, c.req.valid("json"));
		if (!marked) return c.json({ message: notificationMessages.notFound }, 404);
		return c.json(marked, 200);
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
