/**
 * Where a sign-in returns to: the page that sent the visitor to /login (`?next=`: a table's Log In, or the server's
 * guard of a signed-in page, app/lib/page-session.server.ts), when it is a
 * path of this site. Anything else (another origin, `//host`, a backslash trick) is ignored, so the link cannot send
 * a player elsewhere after they sign in.
 */
export const RETURN_PARAM = "next";

export function returnPath(search: URLSearchParams): string | null {
	const path = search.get(RETURN_PARAM);
	if (!path?.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
	return path;
}

/** A link to /login that comes back to `path` once signed in. */
export function loginReturningTo(path: string): string {
	return `/login?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
}
