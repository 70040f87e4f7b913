import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { authMessages } from "~/domain/messages";
import { SOCKET_TOKEN_PARAM } from "~/domain/roulette/protocol";
import { ROOM_IDENTITY_HEADERS } from "~/domain/roulette/room-contract";
import { MAIN_TABLE_ID } from "~/domain/tables";
import { authenticate } from "~/server/authenticate";
import type { Database } from "~/server/db/client";
import { refreshTokens } from "~/server/db/schema";
import { notificationsHub } from "~/server/notifications";
import { clientSubject } from "../lib/rate-limit";
import { requestCountry } from "./middleware/operator";
import type { AppEnv, AuthUser } from "./types";

/**
 * The name of the main table's room: its id in the tables catalogue. Every table will have its room by its id
 * (docs/decisions/0620-tables-and-racetrack.md); today the socket serves the main table.
 */
export const MAIN_TABLE = MAIN_TABLE_ID;

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
	const token = c.req.query(SOCKET_TOKEN_PARAM);
	const user = token === undefined ? null : await authenticate(c.var.db, c.env.JWT_SECRET, token);
	if (token !== undefined && !user) return c.json({ message: authMessages.unauthorized }, 401);
	const upgraded: Response = await roomStub(c.env).fetch(upgradeFor(c.req.raw, user));
	return upgraded;
});

/**
 * The upgrade request a Durable Object receives: the client's, without its query string, with the identity headers
 * the Worker sets itself (after dropping any the client sent): the verified user (none for a spectator), their
 * session and token expiry, and the client's address for the socket budgets.
 */
export function upgradeFor(request: Request, user: AuthUser | null): Request {
	const headers = new Headers(request.headers);
	for (const name of Object.values(ROOM_IDENTITY_HEADERS)) headers.delete(name);
	headers.set(ROOM_IDENTITY_HEADERS.client, clientSubject(request));
	if (user) {
		headers.set(ROOM_IDENTITY_HEADERS.userId, user.id);
		headers.set(ROOM_IDENTITY_HEADERS.role, user.role);
		headers.set(ROOM_IDENTITY_HEADERS.name, encodeURIComponent(user.name));
		headers.set(ROOM_IDENTITY_HEADERS.country, requestCountry(request) ?? "");
		headers.set(ROOM_IDENTITY_HEADERS.sessionId, user.sessionId);
		headers.set(ROOM_IDENTITY_HEADERS.tokenExpiresAt, String(user.tokenExpiresAt));
	}
	const url = new URL(request.url);
	url.search = "";
	return new Request(url, { method: "GET", headers });
}

/**
 * Ends a user's live sockets everywhere (docs/decisions/0735-sessions-end-everywhere.md): at the table and on every
 * open page (their NotificationsHub). For ban, deletion, password reset and sign out everywhere; a password change
 * and "sign out all others" keep the sockets of `exceptSessionId`, the session that asked.
 */
export async function disconnectUser(env: Env, userId: string, exceptSessionId?: string): Promise<void> {
	await Promise.all([
		roomStub(env).disconnectUser(userId, exceptSessionId),
		notificationsHub(env, userId).disconnectUser(exceptSessionId),
	]);
}

/** Ends one session's live sockets everywhere (logout, a reused refresh token): the table's and its pages'. */
export async function disconnectSession(env: Env, db: Database, sessionId: string): Promise<void> {
	const owner = await db
		.select({ userId: refreshTokens.userId })
		.from(refreshTokens)
		.where(eq(refreshTokens.familyId, sessionId))
		.limit(1)
		.get();
	await Promise.all([
		roomStub(env).disconnectSession(sessionId),
		owner ? notificationsHub(env, owner.userId).disconnectSession(sessionId) : null,
	]);
}
