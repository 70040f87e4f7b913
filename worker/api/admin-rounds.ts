import { Hono } from "hono";
import { z } from "zod";
import { adminMessages } from "~/domain/admin";
import { rouletteMessages } from "~/domain/messages";
import { rolesWith } from "~/domain/operator-roles";
import { tableParam } from "~/domain/validation/tables";
import { requireRole } from "./middleware/auth";
import { roomStub, tableGame } from "./room";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

/**
 * The operator's control over a roulette table (admin only): POST /api/admin/rounds/force-result { number, table? }
 * sets the next result of that table's room (no table: the main one). A crash table's results come from its hash
 * chain and its players' seeds alone: nobody can set one (422; docs/decisions/0820-crash-game.md).
 */
export const adminRounds = new Hono<AppEnv>().post(
	"/force-result",
	limitBody(),
	requireRole(...rolesWith("runTables")),
	validate(
		"json",
		z.object({
			number: z
				.number({ error: rouletteMessages.selectNumber })
				.int(rouletteMessages.numberOutOfRange)
				.min(0, rouletteMessages.numberOutOfRange)
				.max(36, rouletteMessages.numberOutOfRange),
			table: tableParam,
		}),
	),
	async (c) => {
		const { number, table } = c.req.valid("json");
		const game = await tableGame(c.var.db, table);
		if (!game) return c.json({ message: rouletteMessages.tableNotFound }, 404);
		if (game !== "roulette") return c.json({ message: adminMessages.noCrashOverride }, 422);
		const user = c.var.user;
		const outcome = await roomStub(c.env, table).forceResult(
			number,
			{ id: user.id, role: user.role },
			c.req.header("CF-Connecting-IP") ?? null,
		);
		if ("message" in outcome) return c.json({ message: outcome.message }, outcome.status);
		return c.json({ message: rouletteMessages.resultAdjusted, number: outcome.number, roundId: outcome.roundId });
	},
);
