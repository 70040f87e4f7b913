/**
 * Short-lived access tokens (docs/product.md#accounts): HS256 JWTs signed with JWT_SECRET,
 * with issuer, audience and expiry checked and the algorithm pinned.
 * `sv` is the user's session epoch: bumping it (ban, password reset, deletion)
 * invalidates every access token minted before. `sid` is the session (the refresh-token
 * family) the token was minted for: revoking the session (logout) invalidates its
 * access tokens too (docs/decisions/0735-sessions-end-everywhere.md).
 */
import { jwtVerify, SignJWT } from "jose";
import { ROLES, type Role } from "~/domain/users";

export type { Role };

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "roulette-royale";
const AUDIENCE = "roulette-royale:api";

export type AccessClaims = { userId: string; role: Role; sessionEpoch: number; sessionId: string };
/** What a verified token says, with its expiry (epoch ms), after which no socket may act on it. */
export type VerifiedClaims = AccessClaims & { expiresAt: number };

function key(secret: string): Uint8Array {
	if (!secret || secret.length < 32) throw new Error("JWT_SECRET must be at least 32 characters");
	return new TextEncoder().encode(secret);
}

export async function signAccessToken(secret: string, claims: AccessClaims, now = Date.now()): Promise<string> {
	const issuedAt = Math.floor(now / 1000);
	return new SignJWT({ role: claims.role, sv: claims.sessionEpoch, sid: claims.sessionId })
		.setProtectedHeader({ alg: "HS256", typ: "JWT" })
		.setSubject(claims.userId)
		.setIssuer(ISSUER)
		.setAudience(AUDIENCE)
		.setIssuedAt(issuedAt)
		.setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
		.sign(key(secret));
}

/** The token's claims, or null for anything that is not a valid, unexpired token of ours. */
export async function verifyAccessToken(secret: string, token: string): Promise<VerifiedClaims | null> {
	try {
		const { payload } = await jwtVerify(token, key(secret), {
			algorithms: ["HS256"],
			issuer: ISSUER,
			audience: AUDIENCE,
			typ: "JWT",
			// A token of ours always has these; one without an expiry would never expire.
			requiredClaims: ["sub", "iat", "exp", "sid"],
			maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
			clockTolerance: 5,
		});
		const role = ROLES.find((known) => known === payload.role);
		const { sub, sv, sid, exp } = payload;
		if (typeof sub !== "string" || !role || typeof sv !== "number") return null;
		if (typeof sid !== "string" || sid.length === 0 || sid.length > 64 || typeof exp !== "number") return null;
		return { userId: sub, role, sessionEpoch: sv, sessionId: sid, expiresAt: exp * 1000 };
	} catch {
		return null;
	}
}
