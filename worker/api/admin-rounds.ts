import { Hono } from "hono";
import { z } from "zod";
import { rouletteMessages } from "~/domain/messages";
import { requireRole } from "./middleware/auth";
import { roomStub } from "./room";
import type { AppEnv } from "./types";
import { limitBody, validate } from "./validate";

/** The operator's control over the table (admin only). */
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
		}),
	),
	async (c) => {
		const { number } = c.req.valid("json");
		const user = c.var.user;
		const outcome = await roomStub(c.env).forceResult(
			number,
			{ id: user.id, role: user.role },
			c.req.header("CF-Connecting-IP") ?? null,
		);
		if ("message" in outcome) return c.json({ message: outcome.message }, outcome.status);
		return c.json({ message: rouletteMessages.resultAdjusted, number: outcome.number, roundId: outcome.roundId });
	},
);
