/**
 * The role guard of the signed-in areas, on the server (docs/decisions/0950-pages-on-the-data-layer.md): a layout's
 * loader calls it before any of its pages' data is read. Signed out → /login?next=<this page>; signed in with
 * another role → that role's own area (an admin at /user → /admin, a player at /admin → /). The API checks every
 * role again on its own.
 */
import { env } from "cloudflare:workers";
import { type RouterContextProvider, redirect } from "react-router";
import { isOperator, may, type Permission } from "~/domain/operator-roles";
import { effectiveLimit } from "~/domain/protection";
import type { Role } from "~/domain/users";
import { database } from "~/server/db/client";
import { type PageSession, sessionContext } from "~/server/page-context";
import { loadLimits } from "~/server/protection";
import { balancesInRupees } from "~/server/user-record";
import { pageAddress } from "./page-address";
import { loginReturningTo } from "./return-path";

/** Where each role's own area starts (an operator's: their first page, app/routes/admin/index.tsx). */
function homeOf(role: Role): string {
	return isOperator(role) ? "/admin" : "/";
}

/** The where-to-after-login of a page: its path and query, so /login can bring the player back. */
export function loginRedirect(request: Request): Response {
	const { pathname, search } = pageAddress(request.url);
	return redirect(loginReturningTo(`${pathname}${search}`));
}

/** The page's session when it has the role; otherwise throws the redirect described above. */
export async function requirePageRole(
	request: Request,
	context: Readonly<RouterContextProvider>,
	role: Role,
): Promise<PageSession> {
	const session = await context.get(sessionContext)();
	if (!session) throw loginRedirect(request);
	if (session.role !== role) throw redirect(homeOf(session.role));
	return session;
}

/**
 * An operator's page session when their role has the permission (docs/decisions/0863-operator-roles.md); a player
 * goes to /, an operator without it to /admin (their own first page), signed out to /login.
 */
export async function requirePagePermission(
	request: Request,
	context: Readonly<RouterContextProvider>,
	permission: Permission | null,
): Promise<PageSession> {
	const session = await context.get(sessionContext)();
	if (!session) throw loginRedirect(request);
	if (!isOperator(session.role)) throw redirect(homeOf(session.role));
	if (permission && !may(session.role, permission)) throw redirect("/admin");
	return session;
}

/** D1 for a loader or action (bindings come from `cloudflare:workers`; the context carries per-request values). */
export function pageDatabase() {
	return database(env.DB);
}

/**
 * The signed-in player's balances for the header, or null (signed out, or an admin): read by the root loader, so
 * every revalidation (an action, a live money event) brings the header up to date on any page.
 */
export async function sessionBalances(context: Readonly<RouterContextProvider>) {
	const session = await context.get(sessionContext)();
	return session?.role === "user" ? balancesInRupees(pageDatabase(), session.id) : null;
}

/**
 * The signed-in player's reality-check interval in minutes (null: none set), and whose it is, or null (signed out, or
 * an admin): read by the root loader for the reminder (app/components/protection/reality-check.tsx), so a limit saved
 * on /user/responsible-gaming, or a loosened one taking effect (its notification), reaches it by revalidation.
 */
export async function sessionRealityCheck(context: Readonly<RouterContextProvider>) {
	const session = await context.get(sessionContext)();
	if (session?.role !== "user") return null;
	const limits = await loadLimits(pageDatabase(), session.id);
	return { userId: session.id, minutes: effectiveLimit(limits.reality_check_minutes, Date.now()) };
}
