import { useTranslation } from "react-i18next";
import { ForceResultForm } from "../../components/admin/force-result";
import { ResultHistory } from "../../components/admin/result-history";
import { RoundPanel } from "../../components/admin/round-panel";
import { TodayStats } from "../../components/admin/today-stats";
import { adminTitle } from "../../components/admin/ui";
import { useAdminRoom } from "../../lib/use-admin-room";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.nav.dashboard) },
];

/** The admin's landing page: the live round, the result history, the adjust-result form and today's totals. */
export default function AdminDashboard() {
	const { t } = useTranslation("admin");
	const room = useAdminRoom();
	// Re-read the history when a result is revealed and when the next round opens (settlement done by then).
	const refreshKey = `${room.lastResults[0]?.roundId ?? ""}:${room.round?.roundId ?? ""}`;
	return (
		<section aria-labelledby="dashboard-heading" className="flex flex-col gap-4 rounded-2xl bg-raised p-3 md:p-6">
			<h1 id="dashboard-heading" className="text-2xl font-black">
				{t("nav.dashboard")}
			</h1>
			<RoundPanel room={room} />
			<div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
				<ResultHistory refreshKey={refreshKey} />
				<ForceResultForm pendingForce={room.pendingForce} />
			</div>
			<TodayStats />
		</section>
	);
}
