/**
 * Authentication and roles for every protected /api route (docs/decisions/0100-accounts-and-sessions.md).
 * `authenticate` (server/authenticate.ts) re-reads the user and the session from D1 on each
 * request, so a ban, a deletion, a password reset or a logout takes effect at once.
 */
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { authMessages } from "~/domain/messages";
import type { Role } from "~/server/access-token";
import { authenticate } from "~/server/authenticate";
import type { AppEnv } from "../types";

/** The access token of an `Authorization: Bearer` header, if any. */
export function bearerToken(c: Context): string | null {
	const header = c.req.header("Authorization");
	const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
	return match?.[1] ?? null;
}

/** 401 without a valid session; otherwise `c.var.user` is set. */
export const requireAuth: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
	const user = await authenticate(c.var.db, c.env.JWT_SECRET, bearerToken(c));
	if (!user) return c.json({ message: authMessages.unauthorized }, 401);
	c.set("user", user);
	await next();
});

/** 401 without a session, 403 for a role not in the list. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
	return createMiddleware<AppEnv>(async (c, next) => {
		const user = await authenticate(c.var.db, c.env.JWT_SECRET, bearerToken(c));
		if (!user) return c.json({ message: authMessages.unauthorized }, 401);
		if (!roles.includes(user.role)) return c.json({ message: authMessages.forbidden }, 403);
		c.set("user", user);
		await next();
	});
}
