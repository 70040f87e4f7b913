/**
 * Guards the actions that real-money law cares about (register, deposit,
 * withdraw, bet): in licensed mode they need a complete operator configuration
 * (else 503 naming what is missing) and a player country on the allow-list
 * (else 451). Browsing is never blocked.
 */
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { accessFor } from "~/server/operator-access";
import type { AppEnv } from "../types";

export const requireRealMoneyAccess: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
	const access = accessFor(c.env, c.req.raw);
	if (!access.allowed) return c.json({ message: access.message }, access.status);
	await next();
});
