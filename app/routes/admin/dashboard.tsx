import { siteContent } from "../../../domain/content";
import { LiveTableStatus } from "../../components/live-table-status";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: `Dashboard · Casino Admin · ${siteContent.brand}` }];

/** The admin's landing page: the live table's real status (more panels join as they are built). */
export default function AdminDashboard() {
	return (
		<section aria-labelledby="dashboard-heading" className="rounded-2xl bg-raised p-4 md:p-6">
			<h1 id="dashboard-heading" className="mb-4 text-2xl font-black">
				Dashboard
			</h1>
			<LiveTableStatus />
		</section>
	);
}
