import { siteContent } from "../../../domain/content";
import { ResultHistory } from "../../components/admin/result-history";
import { TodayStats } from "../../components/admin/today-stats";
import { LiveTableStatus } from "../../components/live-table-status";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: `Dashboard · Casino Admin · ${siteContent.brand}` }];

/** The admin's landing page: the live table's real status and today's totals. */
export default function AdminDashboard() {
	return (
		<section aria-labelledby="dashboard-heading" className="flex flex-col gap-4 rounded-2xl bg-raised p-3 md:p-6">
			<h1 id="dashboard-heading" className="text-2xl font-black">
				Dashboard
			</h1>
			<LiveTableStatus />
			<TodayStats />
			<ResultHistory />
		</section>
	);
}
