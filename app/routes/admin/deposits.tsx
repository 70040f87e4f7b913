import { useTranslation } from "react-i18next";
import { adminTitle } from "../../components/admin/ui";
import { AdminTransactions } from "../../components/wallet/admin-transactions";
import { reviewListLoader } from "../../lib/review-lists.server";
import type { Route } from "./+types/deposits";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.requests.titles.deposits) },
];

/** A page of every player's deposit requests, as GET /api/transactions reads it. */
export function loader({ request, context }: Route.LoaderArgs) {
	return reviewListLoader(request, context, "deposit", "review");
}

export default function AdminDeposits({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	return <AdminTransactions type="deposit" title={t("requests.titles.deposits")} mode="review" list={loaderData} />;
}
