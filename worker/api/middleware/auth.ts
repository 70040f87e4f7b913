/**
 * Authentication and roles for every protected /api route (DECISIONS §5).
 * The user is re-read from D1 on each request, so a ban, a deletion or a
 * password reset takes effect at once, whatever tokens are still in flight.
 */
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { authMessages } from "../../../domain/messages";
import { type Role, verifyAccessToken } from "../../lib/access-token";
import type { AppEnv, AuthUser } from "../types";

function bearerToken(c: Context): string | null {
	const header = c.req.header("Authorization");
	const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
	return match?.[1] ?? null;
}

/** Resolves the access token to a live, active user; null when there is none. */
export async function authenticate(env: Env, token: string | null): Promise<AuthUser | null> {
	if (!token) return null;
	const claims = await verifyAccessToken(env.JWT_SECRET, token);
	if (!claims) return null;
	const user = await env.DB.prepare(
		"SELECT id, name, role, status, session_epoch FROM users WHERE id = ? AND deleted_at IS NULL",
	)
		.bind(claims.userId)
		.first<{ id: string; name: string; role: Role; status: "active" | "banned"; session_epoch: number }>();
	if (user?.status !== "active" || user.session_epoch !== claims.sessionEpoch) return null;
	return { id: user.id, name: user.name, role: user.role };
}

/** 401 without a valid session; otherwise `c.var.user` is set. */
export const requireAuth: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
	const user = await authenticate(c.env, bearerToken(c));
	if (!user) return c.json({ message: authMessages.unauthorized }, 401);
	c.set("user", user);
	await next();
});

/** 401 without a session, 403 for a role not in the list. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
	return createMiddleware<AppEnv>(async (c, next) => {
		const user = await authenticate(c.env, bearerToken(c));
		if (!user) return c.json({ message: authMessages.unauthorized }, 401);
		if (!roles.includes(user.role)) return c.json({ message: authMessages.forbidden }, 403);
		c.set("user", user);
		await next();
	});
}
