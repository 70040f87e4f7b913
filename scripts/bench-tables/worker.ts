/**
 * Benchmark-only Worker for `npm run bench:tables` (never deployed): the product's RouletteRoom class, one
 * instance per table name, reached at /table/<name>/socket?token=<access token>. Authentication is the product's
 * own (`authenticate`), and the identity headers are set exactly as worker/api/room.ts sets them; the only
 * difference from the product is that the table name comes from the path instead of being the one "main" table.
 */
import { ROOM_IDENTITY_HEADERS } from "../../domain/roulette/room-contract";
import { authenticate } from "../../server/authenticate";
import { database } from "../../server/db/client";

export { RouletteRoom } from "../../durable/roulette-room";

export default {
	async fetch(request, env) {
		const url = new URL(request.url);
		if (url.pathname === "/health") return Response.json({ status: "ok" });
		const match = /^\/table\/([a-z0-9-]{1,32})\/socket$/.exec(url.pathname);
		if (!match) return Response.json({ message: "Not found" }, { status: 404 });
		if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
			return Response.json({ message: "Expected a WebSocket upgrade" }, { status: 426 });
		}
		const headers = new Headers(request.headers);
		for (const name of Object.values(ROOM_IDENTITY_HEADERS)) headers.delete(name);
		const token = url.searchParams.get("token");
		if (token !== null) {
			const user = await authenticate(database(env.DB), env.JWT_SECRET, token);
			if (!user) return Response.json({ message: "Unauthorized" }, { status: 401 });
			headers.set(ROOM_IDENTITY_HEADERS.userId, user.id);
			headers.set(ROOM_IDENTITY_HEADERS.role, user.role);
			headers.set(ROOM_IDENTITY_HEADERS.name, encodeURIComponent(user.name));
			headers.set(ROOM_IDENTITY_HEADERS.country, "");
			headers.set(ROOM_IDENTITY_HEADERS.sessionId, user.sessionId);
			headers.set(ROOM_IDENTITY_HEADERS.tokenExpiresAt, String(user.tokenExpiresAt));
		}
		url.search = "";
		const room = env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName(`table-${match[1]}`));
		return room.fetch(new Request(url, { method: "GET", headers }));
	},
} satisfies ExportedHandler<Env>;
