/**
 * The /api application: one Hono router per area, grouped with app.route().
 * `ApiType` is what the client's typed `hc` client is built from.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { messages } from "../../domain/messages";
import { database } from "../db/client";
import { health } from "./health";
import { paymentSettings, uploads } from "./payment-settings";
import { reconciliation } from "./reconciliation";
import { room } from "./room";
import { transactions } from "./transactions";
import type { AppEnv } from "./types";

export const api = new Hono<AppEnv>()
	.basePath("/api")
	.use(async (c, next) => {
		c.set("db", database(c.env.DB));
		await next();
	})
	.route("/health", health)
	.route("/room", room)
	.route("/transactions", transactions)
	.route("/paymentSettings", paymentSettings)
	.route("/uploads", uploads)
	.route("/admin/reconciliation", reconciliation);

api.notFound((c) => c.json({ message: messages.notFound }, 404));
api.onError((error, c) => {
	// Hono's own refusals (e.g. a body that is not JSON) keep their status, with our error shape.
	if (error instanceof HTTPException && error.status < 500) {
		return c.json({ message: error.message || messages.badRequest }, error.status);
	}
	console.error("[api]", c.req.method, c.req.path, error);
	return c.json({ message: messages.serverError }, 500);
});

export type ApiType = typeof api;
