/**
 * The /api application: one Hono router per area, grouped with app.route().
 * `ApiType` is what the client's typed `hc` client is built from.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { messages } from "../../domain/messages";
import { database } from "../db/client";
import { adminRounds } from "./admin-rounds";
import { health } from "./health";
import { room } from "./room";
import { rounds } from "./rounds";
import type { AppEnv } from "./types";
import { userBets } from "./user-bets";

export const api = new Hono<AppEnv>()
	.basePath("/api")
	.use(async (c, next) => {
		c.set("db", database(c.env.DB));
		await next();
	})
	.route("/health", health)
	.route("/room", room)
	.route("/rounds", rounds)
	.route("/admin/rounds", adminRounds)
	.route("/user/bets", userBets);

api.notFound((c) => c.json({ message: messages.notFound }, 404));
api.onError((error, c) => {
	// Client errors raised inside Hono (e.g. a body that is not JSON) keep their status.
	if (error instanceof HTTPException && error.status < 500) {
		return c.json({ message: error.message || messages.invalidMessage }, error.status);
	}
	console.error("[api]", c.req.method, c.req.path, error);
	return c.json({ message: messages.serverError }, 500);
});

export type ApiType = typeof api;
