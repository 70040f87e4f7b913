import { Hono } from "hono";
import { z } from "zod";
import { rouletteMessages } from "~/domain/messages";
import { tableParam } from "~/domain/validation/tables";
import { requireRole } from "./middleware/auth";
import { roomStub, tableExists } from "./room";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

/**
 * The operator's control over a table (admin only): POST /api/admin/rounds/force-result { number, table? } sets the
 * next result of that table's room (no table: the main one).
 */
export const adminRounds = new Hono<AppEnv>().post(
	"/force-result",
	limitBody(),
	requireRole("admin"),
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
		if (!(await tableExists(c.var.db, table))) return c.json({ message: rouletteMessages.tableNotFound }, 404);
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
