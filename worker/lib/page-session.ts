/**
 * The session of a page request (docs/decisions/0950-pages-on-the-data-layer.md), for React Router's loaders and
 * actions: an `Authorization: Bearer` access token when the request carries one (authenticated as the API does),
 * else the httpOnly refresh cookie the browser sends with every same-site request, read without rotating it.
 */
import { parse } from "hono/utils/cookie";
import { authenticate } from "~/server/authenticate";
import type { Database } from "~/server/db/client";
import type { PageSession } from "~/server/page-context";
import { REFRESH_COOKIE, sessionOfRefreshToken } from "./sessions";

export async function pageSession(db: Database, jwtSecret: string, request: Request): Promise<PageSession | null> {
	const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
	if (bearer) {
		const user = await authenticate(db, jwtSecret, bearer);
		return user && { id: user.id, name: user.name, role: user.role, sessionId: user.sessionId };
	}
	const token = parse(request.headers.get("Cookie") ?? "", `__Host-${REFRESH_COOKIE}`)[`__Host-${REFRESH_COOKIE}`];
	return token ? sessionOfRefreshToken(db, token) : null;
}

/** A reader that asks D1 at most once per request, and only if a loader asks. */
export function memoisedPageSession(db: Database, jwtSecret: string, request: Request) {
	let session: Promise<PageSession | null> | undefined;
	return () => {
		session ??= pageSession(db, jwtSecret, request);
		return session;
	};
}
