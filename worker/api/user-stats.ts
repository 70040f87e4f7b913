/** GET /api/user/stats: the home stats strip of a signed-in player (server/player-stats.ts). */
import { Hono } from "hono";
import { playerStatsToday } from "~/server/player-stats";
import { requireAuth } from "./middleware/auth";
import type { AppEnv } from "./types";

export const userStats = new Hono<AppEnv>().get("/", requireAuth, async (c) =>
	c.json(await playerStatsToday(c.var.db, c.var.user.id)),
);
