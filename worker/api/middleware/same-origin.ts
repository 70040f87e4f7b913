/**
 * Cross-site request forgery guard for every state-changing /api request
 * (docs/decisions/0720-security-checks.md). The refresh cookie is SameSite=Strict
 * and `__Host-`, which stops other sites; this also stops same-site neighbours
 * (a sibling subdomain) and old browsers. A browser always sends `Origin` on a
 * POST/PUT/PATCH/DELETE: it must be this site's own. `Sec-Fetch-Site` must not
 * say another site. Requests without either header come from programs, not
 * browsers, and cannot carry a victim's cookies, so they pass.
 */
import { createMiddleware } from "hono/factory";
import { securityMessages } from "~/domain/messages";
import type { AppEnv } from "../types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request may change state as far as its origin goes. */
export function isSameOriginRequest(request: Request): boolean {
	if (SAFE_METHODS.has(request.method)) return true;
	const fetchSite = request.headers.get("Sec-Fetch-Site");
	if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
	const origin = request.headers.get("Origin");
	if (origin === null) return true;
	// "null" (sandboxed frames, some redirects) is never ours.
	return origin === new URL(request.url).origin;
}

export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
	if (!isSameOriginRequest(c.req.raw)) return c.json({ message: securityMessages.crossSite }, 403);
	await next();
});
