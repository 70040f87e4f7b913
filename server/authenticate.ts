/**
 * Resolves an access token to a live, active user (docs/decisions/0100-accounts-and-sessions.md,
 * 0735-sessions-end-everywhere.md). The user and the token's session are re-read from D1 on each
 * call, in one query, so a ban, a deletion, a password reset, "sign out everywhere" or a logout
 * takes effect at once, whatever tokens are still in flight. The API's auth middleware and the
 * RouletteRoom (a socket renewing its session) both come here.
 */
import { and, eq, exists, gt, isNull } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import type { Role } from "~/domain/users";
import { verifyAccessToken } from "./access-token";
import type { Database } from "./db/client";
import { refreshTokens, userRole, users } from "./db/schema";

/** Builds the subquery without a database: it runs inside the user's query. */
const qb = new QueryBuilder();

/**
 * True while a session may still be used: some token of its family is neither revoked nor expired. The family
 * index makes it one seek.
 */
export function sessionLive(sessionId: string, now: number) {
	return exists(
		qb
			.select({ id: refreshTokens.id })
			.from(refreshTokens)
			.where(
				and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
			),
	);
}

export type AuthenticatedUser = {
	id: string;
	name: string;
	/** Stored +91 E.164, or null (an account made without one): the room shows it masked to admins. */
	phone: string | null;
	role: Role;
	/** The session (refresh-token family) the token belongs to. */
	sessionId: string;
	/** When the token expires (epoch ms): a socket opened with it may not act after this. */
	tokenExpiresAt: number;
};

/** The token's user when the token is valid, its session live and the user active; otherwise null. */
export async function authenticate(
	db: Database,
	jwtSecret: string,
	token: string | null | undefined,
	now = Date.now(),
): Promise<AuthenticatedUser | null> {
	if (!token) return null;
	const claims = await verifyAccessToken(jwtSecret, token);
	if (!claims) return null;
	const user = await db
		.select({
			id: users.id,
			name: users.name,
			phone: users.phone,
			role: userRole,
			status: users.status,
			sessionEpoch: users.sessionEpoch,
			live: sessionLive(claims.sessionId, now).mapWith(Boolean),
		})
		.from(users)
		.where(and(eq(users.id, claims.userId), isNull(users.deletedAt)))
		.get();
	if (user?.status !== "active" || user.sessionEpoch !== claims.sessionEpoch || !user.live) return null;
	return {
		id: user.id,
		name: user.name,
		phone: user.phone,
		role: user.role,
		sessionId: claims.sessionId,
		tokenExpiresAt: claims.expiresAt,
	};
}

/**
 * Whether a user's session is still live and the user active: for a socket the Worker authenticated just before
 * the session ended, which the room accepts only after the session's sockets were closed (docs/decisions/0735).
 */
export async function sessionStillLive(db: Database, userId: string, sessionId: string, now = Date.now()) {
	const row = await db
		.select({ live: sessionLive(sessionId, now).mapWith(Boolean) })
		.from(users)
		.where(and(eq(users.id, userId), eq(users.status, "active"), isNull(users.deletedAt)))
		.get();
	return row?.live === true;
}
