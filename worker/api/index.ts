/**
 * The /api application: one Hono router per area, grouped with app.route().
 * `ApiType` is what the client's typed `hc` client is built from.
 */
import { Hono } from "hono";
import { messages } from "../../domain/messages";
import { database } from "../db/client";
import { aml } from "./aml";
import { health } from "./health";
import { protection } from "./protection";
import { room } from "./room";
import type { AppEnv } from "./types";

export const api = new Hono<AppEnv>()
	.basePath("/api")
	.use(async (c, next) => {
		c.set("db", database(c.env.DB));
		await next();
	})
	.route("/health", health)
	.route("/room", room)
	.route("/protection", protection)
	.route("/admin/aml", aml);

api.notFound((c) => c.json({ message: messages.notFound }, 404));
api.onError((error, c) => {
	console.error("[api]", c.req.method, c.req.path, error);
	return c.json({ message: messages.serverError }, 500);
});

export type ApiType = typeof api;
