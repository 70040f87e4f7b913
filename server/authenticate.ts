/**
 * Resolves an access token to a live, active user (docs/decisions/0100-accounts-and-sessions.md,
 * 0735-sessions-end-everywhere.md). The user and the token's session are re-read from D1 on each
 * call, in one query, so a ban, a deletion, a password reset, "sign out everywhere" or a logout
 * takes effect at once, whatever tokens are still in flight. The API's auth middleware and the
 * RouletteRoom (a socket renewing its session) both come here.
 */
import { type Role, verifyAccessToken } from "./access-token";

/**
 * SQL that is true while a session may still be used: some token of its family is neither revoked nor
 * expired. Binds the session id, then now. The family index makes it one seek.
 */
export const SESSION_LIVE_SQL =
	"EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ? AND revoked_at IS NULL AND expires_at > ?)";

export type AuthenticatedUser = {
	id: string;
	name: string;
	role: Role;
	/** The session (refresh-token family) the token belongs to. */
	sessionId: string;
	/** When the token expires (epoch ms): a socket opened with it may not act after this. */
	tokenExpiresAt: number;
};

/** The token's user when the token is valid, its session live and the user active; otherwise null. */
export async function authenticate(
	env: { DB: D1Database; JWT_SECRET: string },
	token: string | null | undefined,
	now = Date.now(),
): Promise<AuthenticatedUser | null> {
	if (!token) return null;
	const claims = await verifyAccessToken(env.JWT_SECRET, token);
	if (!claims) return null;
	const user = await env.DB.prepare(
		`SELECT id, name, role, status, session_epoch, ${SESSION_LIVE_SQL} AS live FROM users WHERE id = ? AND deleted_at IS NULL`,
	)
		.bind(claims.sessionId, now, claims.userId)
		.first<{
			id: string;
			name: string;
			role: Role;
			status: "active" | "banned";
			session_epoch: number;
			live: number;
		}>();
	if (user?.status !== "active" || user.session_epoch !== claims.sessionEpoch || user.live !== 1) return null;
	return {
		id: user.id,
		name: user.name,
		role: user.role,
		sessionId: claims.sessionId,
		tokenExpiresAt: claims.expiresAt,
	};
}

/**
 * Whether a user's session is still live and the user active: for a socket the Worker authenticated just before
 * the session ended, which the room accepts only after the session's sockets were closed (docs/decisions/0735).
 */
export async function sessionStillLive(db: D1Database, userId: string, sessionId: string, now = Date.now()) {
	const row = await db
		.prepare(`SELECT ${SESSION_LIVE_SQL} AS live FROM users WHERE id = ? AND status = 'active' AND deleted_at IS NULL`)
		.bind(sessionId, now, userId)
		.first<{ live: number }>();
	return row?.live === 1;
}
