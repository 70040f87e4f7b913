/**
 * /admin/dashboard/csv: the dashboard's figures as a CSV download (a resource route: a plain link, signed in by the
 * page session's cookie), the same as GET /api/admin/dashboard/csv (server/dashboard.ts).
 */
import { data } from "react-router";
import { dashboardQuerySchema } from "~/domain/validation/dashboard";
import { businessDashboardCsv } from "~/server/dashboard";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import type { Route } from "./+types/dashboard-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePagePermission(request, context, "readBusiness");
	const query = dashboardQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
	if (!query.success) throw data(query.error.issues[0]?.message ?? "", { status: 422 });
	const answer = await businessDashboardCsv(pageDatabase(), query.data);
	if (!answer.ok) throw data(answer.message, { status: 422 });
	return new Response(answer.csv, {
		headers: {
			"Content-Type": "text/csv; charset=utf-8",
			"Content-Disposition": `attachment; filename="${answer.fileName}"`,
			"Cache-Control": "private, no-store",
		},
	});
}
