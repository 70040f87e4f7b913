/**
 * Short-lived access tokens (DECISIONS §5): HS256 JWTs signed with JWT_SECRET,
 * with issuer, audience and expiry checked and the algorithm pinned.
 * `sv` is the user's session epoch: bumping it (ban, password reset, deletion)
 * invalidates every access token minted before.
 */
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "roulette-royale";
const AUDIENCE = "roulette-royale:api";

export type Role = "user" | "admin";
export type AccessClaims = { userId: string; role: Role; sessionEpoch: number };

function key(secret: string): Uint8Array {
	if (!secret || secret.length < 32) throw new Error("JWT_SECRET must be at least 32 characters");
	return new TextEncoder().encode(secret);
}

export async function signAccessToken(secret: string, claims: AccessClaims, now = Date.now()): Promise<string> {
	const issuedAt = Math.floor(now / 1000);
	return new SignJWT({ role: claims.role, sv: claims.sessionEpoch })
		.setProtectedHeader({ alg: "HS256", typ: "JWT" })
		.setSubject(claims.userId)
		.setIssuer(ISSUER)
		.setAudience(AUDIENCE)
		.setIssuedAt(issuedAt)
		.setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
		.sign(key(secret));
}

/** The token's claims, or null for anything that is not a valid, unexpired token of ours. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
	try {
		const { payload } = await jwtVerify(token, key(secret), {
			algorithms: ["HS256"],
			issuer: ISSUER,
			audience: AUDIENCE,
			typ: "JWT",
			// A token of ours always has these; one without an expiry would never expire.
			requiredClaims: ["sub", "iat", "exp"],
			maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
			clockTolerance: 5,
		});
		const role = payload.role;
		if (typeof payload.sub !== "string" || (role !== "user" && role !== "admin") || typeof payload.sv !== "number") {
			return null;
		}
		return { userId: payload.sub, role, sessionEpoch: payload.sv };
	} catch {
		return null;
	}
}
