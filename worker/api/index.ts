/**
 * The /api application: one Hono router per area, grouped with app.route().
 * `ApiType` is what the client's typed `hc` client is built from.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { accountMessages, messages } from "../../domain/messages";
import { database } from "../db/client";
import { auth } from "./auth";
import { health } from "./health";
import { room } from "./room";
import type { AppEnv } from "./types";
import { users } from "./users";

export const api = new Hono<AppEnv>()
	.basePath("/api")
	.use(async (c, next) => {
		c.set("db", database(c.env.DB));
		await next();
	})
	.route("/health", health)
	.route("/room", room)
	.route("/auth", auth)
	// `users` answers GET /user/:id; mount any other /user/<word> router (e.g. /user/bets) BEFORE it,
	// or its path would be taken for an id.
	.route("/user", users);

api.notFound((c) => c.json({ message: messages.notFound }, 404));
api.onError((error, c) => {
	// Malformed JSON and similar request errors from Hono's validators: a 4xx with a JSON message.
	if (error instanceof HTTPException && error.status < 500) {
		return c.json({ message: accountMessages.invalidRequest }, error.status);
	}
	console.error("[api]", c.req.method, c.req.path, error);
	return c.json({ message: messages.serverError }, 500);
});

export type ApiType = typeof api;
