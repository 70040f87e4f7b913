import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { dashboardQuerySchema } from "~/domain/validation/dashboard";
import { businessDashboard, todayStats } from "~/server/dashboard";
import { BusinessSection } from "../../components/admin/business/business";
import { ForceResultForm } from "../../components/admin/force-result";
import { ResultHistory } from "../../components/admin/result-history";
import { RoundPanel } from "../../components/admin/round-panel";
import { TodayStats } from "../../components/admin/today-stats";
import { adminTitle } from "../../components/admin/ui";
import { pageDatabase, requirePagePermission } from "../../lib/page-session.server";
import { resultHistoryPage } from "../../lib/review-lists.server";
import { useAdminRoom } from "../../lib/use-admin-room";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.nav.dashboard) },
];

/**
 * Today's totals and the business over the asked range (`?range=&from=&to=&table=`), from the stored daily totals
 * (server/dashboard.ts, as GET /api/admin/stats and /api/admin/dashboard answer them), and the main table's result
 * history (its keyset page in `?after=`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requirePagePermission(request, context, "readBusiness");
	const db = pageDatabase();
	const query = dashboardQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
	const [today, business, history] = await Promise.all([
		todayStats(db),
		query.success ? businessDashboard(db, query.data) : null,
		resultHistoryPage(request, undefined),
	]);
	return {
		today,
		history,
		business: business?.ok ? business.dashboard : null,
		problem: !query.success
			? (query.error.issues[0]?.message ?? null)
			: business && !business.ok
				? business.message
				: null,
	};
}

/** The admin's landing page: the business, the live round, the result history, the adjust-result form and today. */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	const { search } = useLocation();
	const room = useAdminRoom();
	// Re-read the history when a result is revealed and when the next round opens (settlement done by then).
	const refreshKey = `${room.lastResults[0]?.roundId ?? ""}:${room.round?.roundId ?? ""}`;
	return (
		<section aria-labelledby="dashboard-heading" className="flex flex-col gap-4 rounded-2xl bg-raised p-3 md:p-6">
			<h1 id="dashboard-heading" className="text-2xl font-black">
				{t("nav.dashboard")}
			</h1>
			<TodayStats stats={loaderData.today} />
			<BusinessSection dashboard={loaderData.business} problem={loaderData.problem} search={search} />
			<RoundPanel room={room} />
			<div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
				<ResultHistory refreshKey={refreshKey} history={loaderData.history} />
				<ForceResultForm pendingForce={room.pendingForce} />
			</div>
		</section>
	);
}
