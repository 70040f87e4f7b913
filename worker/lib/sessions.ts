/**
 * Refresh-token sessions (docs/product.md#accounts). A refresh token is 32 random bytes,
 * stored only as its SHA-256, carried in an httpOnly, Secure, SameSite=Strict
 * `__Host-` cookie, rotated on every use. Tokens descending from one login form
 * a family: presenting a token that was already rotated means it was copied, so
 * the whole family is revoked. The family id is the session id: access tokens
 * carry it (`sid`), so a revoked family also refuses its access tokens and closes
 * its table sockets. Logout revokes the family; ban, password reset, deletion and
 * "sign out everywhere" bump users.session_epoch (killing access tokens) and revoke
 * all of the user's refresh tokens (docs/decisions/0735-sessions-end-everywhere.md).
 */
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Role } from "~/domain/users";
import type { Database } from "~/server/db/client";
import { insertWhere } from "~/server/db/conditional";
import { refreshTokens, userRole, users } from "~/server/db/schema";

export const REFRESH_COOKIE = "rr_refresh";
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Whether a page request may carry a session, so that the browser's start-up refresh can succeed.
 * The cookie is SameSite=Strict: a navigation from another site arrives without it even when the
 * player is signed in, so only a same-site (or typed/bookmarked) request without it is a sure "no".
 */
export function mayHaveSession(request: Request): boolean {
	const cookies = request.headers.get("Cookie") ?? "";
	if (cookies.includes(`__Host-${REFRESH_COOKIE}=`)) return true;
	const site = request.headers.get("Sec-Fetch-Site");
	return !(site === "same-origin" || site === "same-site" || site === "none");
}

function base64url(bytes: Uint8Array): string {
	return btoa(String.fromCharCode(...bytes))
		.replaceAll("+", "-")
		.replaceAll("/", "_")
		.replace(/=+$/, "");
}

export async function hashToken(token: string): Promise<string> {
	const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
	return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

type SessionMeta = { userAgent?: string | null; ip?: string | null };

/** Starts a session (a new family unless one is given) and returns the raw token for the cookie. */
export async function createRefreshToken(
	db: Database,
	userId: string,
	meta: SessionMeta = {},
	familyId: string = crypto.randomUUID(),
	now = Date.now(),
): Promise<string> {
	const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
	await db.insert(refreshTokens).values(tokenRow(token, userId, meta, familyId, now, await hashToken(token)));
	return token;
}

function tokenRow(token: string, userId: string, meta: SessionMeta, familyId: string, now: number, tokenHash: string) {
	return {
		id: crypto.randomUUID(),
		familyId,
		userId,
		tokenHash,
		createdAt: now,
		expiresAt: now + REFRESH_TTL_MS,
		userAgent: meta.userAgent?.slice(0, 300) ?? null,
		ip: meta.ip ?? null,
	};
}

/**
 * The next token of a session, written only while no token of the family is revoked, in the same statement: a copy
 * that revokes the family between this rotation's claim and its insert must not leave the new token alive.
 */
async function successorToken(
	db: Database,
	userId: string,
	meta: SessionMeta,
	familyId: string,
	now: number,
): Promise<string | null> {
	const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
	const row = tokenRow(token, userId, meta, familyId, now, await hashToken(token));
	const written = await insertWhere(
		db,
		refreshTokens,
		row,
		sql`not exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.revokedAt} is not null)`,
	);
	return written.meta.changes === 1 ? token : null;
}

/** Starts a new session (a refresh-token family): the raw refresh token for the cookie and the session id. */
export async function startSession(
	db: Database,
	userId: string,
	meta: SessionMeta = {},
	now = Date.now(),
): Promise<{ token: string; sessionId: string }> {
	const sessionId = crypto.randomUUID();
	return { token: await createRefreshToken(db, userId, meta, sessionId, now), sessionId };
}

export type Rotation =
	| { ok: true; userId: string; token: string; sessionId: string }
	| { ok: false; reason: "unknown" | "expired" | "revoked" }
	/** A rotated token came back: it was copied, and its whole session (`sessionId`) is now revoked. */
	| { ok: false; reason: "reused"; sessionId: string };

/** Exchanges a refresh token for a new one of the same family; a replayed token revokes the family. */
export async function rotateRefreshToken(
	db: Database,
	token: string,
	meta: SessionMeta = {},
	now = Date.now(),
): Promise<Rotation> {
	const row = await db
		.select({
			id: refreshTokens.id,
			familyId: refreshTokens.familyId,
			userId: refreshTokens.userId,
			expiresAt: refreshTokens.expiresAt,
			rotatedAt: refreshTokens.rotatedAt,
			revokedAt: refreshTokens.revokedAt,
			userAgent: refreshTokens.userAgent,
		})
		.from(refreshTokens)
		.where(eq(refreshTokens.tokenHash, await hashToken(token)))
		.get();
	if (!row) return { ok: false, reason: "unknown" };
	if (row.revokedAt !== null) return { ok: false, reason: "revoked" };
	if (row.expiresAt <= now) return { ok: false, reason: "expired" };
	const successor = async (): Promise<Rotation> => {
		const next = await successorToken(db, row.userId, meta, row.familyId, now);
		return next
			? { ok: true, userId: row.userId, sessionId: row.familyId, token: next }
			: { ok: false, reason: "revoked" };
	};
	if (row.rotatedAt !== null) {
		if (isOwnRetry(row.rotatedAt, row.userAgent, meta, now)) return successor();
		await revokeFamily(db, row.familyId, now);
		return { ok: false, reason: "reused", sessionId: row.familyId };
	}
	// Conditional: of two concurrent uses of one token, only one rotates it; the other is judged as a reuse.
	const claimed = await db
		.update(refreshTokens)
		.set({ rotatedAt: now })
		.where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)));
	if (claimed.meta.changes === 1) return successor();
	if (isOwnRetry(now, row.userAgent, meta, now)) return successor();
	await revokeFamily(db, row.familyId, now);
	return { ok: false, reason: "reused", sessionId: row.familyId };
}

/**
 * How long a rotated refresh token still counts as its own browser's, for reading a page and for one more rotation.
 * The browser rotates the token at start-up (POST /api/auth/refresh-token); a player who opens another page (or a
 * second tab) before that answer lands sends the previous token again, and the lost answer's successor never reaches
 * the cookie jar. Treating that as a stolen copy signed the player out everywhere. Within this window the same browser
 * (the same User-Agent as the token was issued to) gets another successor in the same session; after it, or from
 * another browser, a rotated token is a copy and revokes the session (docs/decisions/0100-accounts-and-sessions.md).
 */
export const ROTATED_TOKEN_GRACE_MS = 30_000;

function isOwnRetry(rotatedAt: number, issuedTo: string | null, meta: SessionMeta, now: number): boolean {
	if (now - rotatedAt > ROTATED_TOKEN_GRACE_MS) return false;
	return issuedTo === null || issuedTo === (meta.userAgent?.slice(0, 300) ?? null);
}

export async function revokeFamily(db: Database, familyId: string, now = Date.now()): Promise<void> {
	await db
		.update(refreshTokens)
		.set({ revokedAt: now })
		.where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the family of the presented token (if it is one of ours) and returns its session id. */
export async function revokeByToken(db: Database, token: string, now = Date.now()): Promise<string | null> {
	const row = await db
		.select({ familyId: refreshTokens.familyId })
		.from(refreshTokens)
		.where(eq(refreshTokens.tokenHash, await hashToken(token)))
		.get();
	if (row) await revokeFamily(db, row.familyId, now);
	return row?.familyId ?? null;
}

/**
 * Ends every session of a user: bumps the session epoch (so access tokens in
 * flight stop working) and revokes all refresh tokens. Returned as statements
 * so callers (ban, password reset, deletion) put them in the same batch as their change.
 */
export function endAllSessionsStatements(db: Database, userId: string, now = Date.now()) {
	return [
		db
			.update(users)
			.set({ sessionEpoch: sql`${users.sessionEpoch} + 1`, updatedAt: now })
			.where(eq(users.id, userId)),
		db
			.update(refreshTokens)
			.set({ revokedAt: now })
			.where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))),
	] as const;
}

/**
 * Ends every session of a user but one (change password, "sign out all others"): revokes the refresh tokens of
 * every other family, which also refuses their access tokens (`sid`, server/authenticate.ts). The kept session
 * and its access tokens stay valid, so the epoch is not bumped. A statement, for the caller's batch.
 */
export function endOtherSessionsStatement(db: Database, userId: string, keepSessionId: string, now = Date.now()) {
	return db
		.update(refreshTokens)
		.set({ revokedAt: now })
		.where(
			and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepSessionId), isNull(refreshTokens.revokedAt)),
		);
}

export type SessionRow = {
	id: string;
	startedAt: number;
	lastUsedAt: number;
	userAgent: string | null;
	ip: string | null;
};

/**
 * A user's live sessions, most recently used first: one per family with a token that is neither rotated, revoked
 * nor expired. That token was issued at the session's last refresh (`lastUsedAt`), from the device and address
 * it shows; the family's first token tells when the session started.
 */
export async function liveSessions(db: Database, userId: string, now = Date.now()): Promise<SessionRow[]> {
	const rows = await db
		.select({
			id: refreshTokens.familyId,
			startedAt: sql<number>`(select min(f.created_at) from refresh_tokens f where f.family_id = ${refreshTokens.familyId})`,
			lastUsedAt: refreshTokens.createdAt,
			userAgent: refreshTokens.userAgent,
			ip: refreshTokens.ip,
		})
		.from(refreshTokens)
		.where(
			and(
				eq(refreshTokens.userId, userId),
				isNull(refreshTokens.revokedAt),
				isNull(refreshTokens.rotatedAt),
				gt(refreshTokens.expiresAt, now),
			),
		)
		.orderBy(desc(refreshTokens.createdAt))
		.all();
	const seen = new Set<string>();
	return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** Revokes one live session of a user; false when the user has no such live session (someone else's, or ended). */
export async function revokeOwnSession(db: Database, userId: string, sessionId: string, now = Date.now()) {
	const revoked = await db
		.update(refreshTokens)
		.set({ revokedAt: now })
		.where(
			and(
				eq(refreshTokens.userId, userId),
				eq(refreshTokens.familyId, sessionId),
				isNull(refreshTokens.revokedAt),
				gt(refreshTokens.expiresAt, now),
			),
		);
	return revoked.meta.changes > 0;
}

export function readRefreshCookie(c: Context): string | undefined {
	return getCookie(c, REFRESH_COOKIE, "host");
}

export function writeRefreshCookie(c: Context, token: string): void {
	setCookie(c, REFRESH_COOKIE, token, {
		prefix: "host",
		path: "/",
		secure: true,
		httpOnly: true,
		sameSite: "Strict",
		maxAge: Math.floor(REFRESH_TTL_MS / 1000),
	});
}

export function clearRefreshCookie(c: Context): void {
	deleteCookie(c, REFRESH_COOKIE, { prefix: "host", path: "/", secure: true, httpOnly: true, sameSite: "Strict" });
}

export type RefreshSession = { id: string; name: string; role: Role; sessionId: string };

/**
 * The user and session a refresh token stands for, for reading a page on the server (docs/decisions/0950): the
 * token must be current (not revoked, not expired, and not rotated, or rotated within ROTATED_TOKEN_GRACE_MS) and its
 * user active. Nothing is rotated or written: only POST /api/auth/refresh rotates.
 */
export async function sessionOfRefreshToken(
	db: Database,
	token: string,
	now = Date.now(),
): Promise<RefreshSession | null> {
	const row = await db
		.select({
			id: users.id,
			name: users.name,
			role: userRole,
			status: users.status,
			deletedAt: users.deletedAt,
			sessionId: refreshTokens.familyId,
			expiresAt: refreshTokens.expiresAt,
			rotatedAt: refreshTokens.rotatedAt,
			revokedAt: refreshTokens.revokedAt,
		})
		.from(refreshTokens)
		.innerJoin(users, eq(users.id, refreshTokens.userId))
		.where(eq(refreshTokens.tokenHash, await hashToken(token)))
		.get();
	if (!row || row.revokedAt !== null || row.expiresAt <= now) return null;
	if (row.rotatedAt !== null && row.rotatedAt < now - ROTATED_TOKEN_GRACE_MS) return null;
	if (row.status !== "active" || row.deletedAt !== null) return null;
	return { id: row.id, name: row.name, role: row.role, sessionId: row.sessionId };
}
