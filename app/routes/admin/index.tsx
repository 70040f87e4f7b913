import { redirect } from "react-router";
import { adminNavFor } from "../../lib/admin-nav";
import { requirePagePermission } from "../../lib/page-session.server";
import type { Route } from "./+types/index";

/** /admin → the first page of the operator's sidebar (the dashboard for an admin, members for a cashier or support). */
export async function loader({ request, context }: Route.LoaderArgs) {
	const session = await requirePagePermission(request, context, null);
	throw redirect(adminNavFor(session.role)[0]?.to ?? "/");
}
