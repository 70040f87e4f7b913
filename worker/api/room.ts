import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { authMessages, rouletteMessages } from "~/domain/messages";
import { SOCKET_TOKEN_PARAM } from "~/domain/roulette/protocol";
import { ROOM_IDENTITY_HEADERS } from "~/domain/roulette/room-contract";
import { type GameKind, MAIN_TABLE_ID } from "~/domain/tables";
import { maskPhone } from "~/domain/validation/auth";
import { tableParam } from "~/domain/validation/tables";
import { authenticate } from "~/server/authenticate";
import { type Database, database } from "~/server/db/client";
import { refreshTokens, tables } from "~/server/db/schema";
import { notificationsHub } from "~/server/notifications";
import { requestCountry } from "~/server/operator-access";
import { relayIndex, relayName, relayStub, relaysFor, tableRoom } from "~/server/table-rooms";
import { clientSubject } from "../lib/rate-limit";
import type { AppEnv, AuthUser } from "./types";

/** The name of the main table's room: its id in the tables catalogue. */
export const MAIN_TABLE = MAIN_TABLE_ID;

/**
 * A roulette table's room: every table of the catalogue has its own, by its id
 * (docs/decisions/0620-tables-and-racetrack.md).
 */
export function roomStub(env: Env, tableId: string = MAIN_TABLE) {
	return env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName(tableId));
}

/** A crash table's room, by the table's id (docs/decisions/0820-crash-game.md). */
export function crashRoomStub(env: Env, tableId: string) {
	return env.CRASH_ROOM.get(env.CRASH_ROOM.idFromName(tableId));
}

/**
 * A table's room, of its game's durable class (docs/decisions/0810-game-host.md): what every game's room answers
 * (the socket upgrade, the switch, sessions that end) is on the host they share.
 */
export { tableRoom };

/**
 * Where a table's socket goes: its room, or, when the table has relays (`TABLE_RELAYS`,
 * docs/decisions/0870-relays.md), the relay of the player (a spectator: of their address).
 */
export function socketTarget(env: Env, tableId: string, game: GameKind, key: string) {
	const relays = relaysFor(env.TABLE_RELAYS, tableId);
	if (relays <= 1) return tableRoom(env, tableId, game);
	return relayStub(env, relayName(game, tableId, relayIndex(key, relays)));
}

/** The game a table of the catalogue plays (on or off), or null: only those have rooms, so nobody can make one up. */
export async function tableGame(db: Database, tableId: string): Promise<GameKind | null> {
	const row = await db.select({ game: tables.game }).from(tables).where(eq(tables.id, tableId)).get();
	return row?.game ?? null;
}

/** Whether the catalogue has this table (on or off), of any game. */
export async function tableExists(db: Database, tableId: string): Promise<boolean> {
	return (await tableGame(db, tableId)) !== null;
}

/** Every table's room, switched off or not, of its game: a player may have a socket open at any of them. */
async function everyRoom(env: Env) {
	const rows = await database(env.DB).select({ id: tables.id, game: tables.game }).from(tables);
	const games = new Map<string, GameKind>([[MAIN_TABLE, "roulette"]]);
	for (const row of rows) games.set(row.id, row.game);
	return [...games].map(([id, game]) => tableRoom(env, id, game));
}

/**
 * GET /api/room/socket[?table=<id>][&token=<access token>]: the WebSocket upgrade, handed to the table's room of its
 * game's class, RouletteRoom, CrashRoom, AndarBaharRoom or DragonTigerRoom (no `table`: the main table, so earlier clients keep working; a table not
 * in the catalogue: 404).
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
	const table = tableParam.safeParse(c.req.query("table"));
	const game = table.success ? await tableGame(c.var.db, table.data) : null;
	if (!table.success || !game) return c.json({ message: rouletteMessages.tableNotFound }, 404);
	const token = c.req.query(SOCKET_TOKEN_PARAM);
	const user = token === undefined ? null : await authenticate(c.var.db, c.env.JWT_SECRET, token);
	if (token !== undefined && !user) return c.json({ message: authMessages.unauthorized }, 401);
	const key = user ? `user:${user.id}` : `addr:${clientSubject(c.req.raw)}`;
	const upgraded: Response = await socketTarget(c.env, table.data, game, key).fetch(upgradeFor(c.req.raw, user));
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
		headers.set(ROOM_IDENTITY_HEADERS.maskedPhone, maskPhone(user.phone) ?? "");
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
	const rooms = await everyRoom(env);
	await Promise.all([
		...rooms.map((table) => table.disconnectUser(userId, exceptSessionId)),
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
	const rooms = await everyRoom(env);
	await Promise.all([
		...rooms.map((table) => table.disconnectSession(sessionId)),
		owner ? notificationsHub(env, owner.userId).disconnectSession(sessionId) : null,
	]);
}
