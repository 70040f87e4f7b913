import { Hono } from "hono";
import { authMessages } from "~/domain/messages";
import { SOCKET_TOKEN_PARAM } from "~/domain/roulette/protocol";
import { ROOM_IDENTITY_HEADERS } from "~/domain/roulette/room-contract";
import { authenticate } from "~/server/authenticate";
import { clientSubject } from "../lib/rate-limit";
import { requestCountry } from "./middleware/operator";
import type { AppEnv } from "./types";

/** The name of the one table; more tables would be more names (docs/decisions). */
export const MAIN_TABLE = "main";

export function roomStub(env: Env) {
	return env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName(MAIN_TABLE));
}

/**
 * GET /api/room/socket[?token=<access token>]: the WebSocket upgrade, handed to the RouletteRoom.
 * Browsers cannot set headers on a WebSocket, so the access token travels in the query string.
 * The Worker verifies it and tells the room who it is in headers that it sets itself,
 * after dropping any that the client sent. Without a token the socket is a read-only spectator.
 * The room also learns the token's session and expiry (logout closes the session's sockets; an
 * expired socket may not act) and the client's address (its socket budgets).
 */
export const room = new Hono<AppEnv>().get("/socket", async (c) => {
	if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
		return c.json({ message: "Expected a WebSocket upgrade" }, 426);
	}
	const headers = new Headers(c.req.raw.headers);
	for (const name of Object.values(ROOM_IDENTITY_HEADERS)) headers.delete(name);
	headers.set(ROOM_IDENTITY_HEADERS.client, clientSubject(c.req.raw));
	const token = c.req.query(SOCKET_TOKEN_PARAM);
	if (token !== undefined) {
		const user = await authenticate(c.var.db, c.env.JWT_SECRET, token);
		if (!user) return c.json({ message: authMessages.unauthorized }, 401);
		headers.set(ROOM_IDENTITY_HEADERS.userId, user.id);
		headers.set(ROOM_IDENTITY_HEADERS.role, user.role);
		headers.set(ROOM_IDENTITY_HEADERS.name, encodeURIComponent(user.name));
		headers.set(ROOM_IDENTITY_HEADERS.country, requestCountry(c.req.raw) ?? "");
		headers.set(ROOM_IDENTITY_HEADERS.sessionId, user.sessionId);
		headers.set(ROOM_IDENTITY_HEADERS.tokenExpiresAt, String(user.tokenExpiresAt));
	}
	const url = new URL(c.req.url);
	url.search = "";
	const upgraded: Response = await roomStub(c.env).fetch(new Request(url, { method: "GET", headers }));
	return upgraded;
});
