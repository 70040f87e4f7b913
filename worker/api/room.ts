import { Hono } from "hono";
import type { AppEnv } from "./types";

/** The name of the one table; more tables would be more names (docs/decisions). */
export const MAIN_TABLE = "main";

export function roomStub(env: Env) {
	return env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName(MAIN_TABLE));
}

/** GET /api/room/socket: the WebSocket upgrade, handed to the RouletteRoom. */
export const room = new Hono<AppEnv>().get("/socket", async (c) => {
	if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
		return c.json({ message: "Expected a WebSocket upgrade" }, 426);
	}
	const upgraded: Response = await roomStub(c.env).fetch(c.req.raw);
	return upgraded;
});
