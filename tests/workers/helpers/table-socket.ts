import { exports } from "cloudflare:workers";
import { ROOM_SOCKET_PATH, SOCKET_TOKEN_PARAM } from "~/domain/roulette/protocol";
import { randomIp } from "./auth-client";
import { RoomClient } from "./room-socket";

/** The socket URL of a table, as the client builds it; the token makes a player's socket. */
export function tableSocketUrl(table: string | null, token?: string) {
	const params = new URLSearchParams();
	if (table !== null) params.set("table", table);
	if (token) params.set(SOCKET_TOKEN_PARAM, token);
	const query = params.toString();
	return `http://localhost${ROOM_SOCKET_PATH}${query ? `?${query}` : ""}`;
}

/**
 * Opens a table's socket through the Worker (`/api/room/socket`, which checks the token and sets the identity
 * headers), from an address of its own (the per-address budgets stay apart).
 */
export function openTable(table: string | null, user?: { token: string }) {
	return RoomClient.connect(exports.default, tableSocketUrl(table, user?.token), { "CF-Connecting-IP": randomIp() });
}
