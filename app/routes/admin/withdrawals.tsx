import { useTranslation } from "react-i18next";
import { adminTitle } from "../../components/admin/ui";
import { AdminTransactions } from "../../components/wallet/admin-transactions";
import { reviewListLoader } from "../../lib/review-lists.server";
import type { Route } from "./+types/withdrawals";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.requests.titles.withdrawals) },
];

/** A page of every player's withdrawal requests, as GET /api/transactions reads it. */
export function loader({ request, context }: Route.LoaderArgs) {
	return reviewListLoader(request, context, "withdraw", "review");
}

export default function AdminWithdrawals({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	return <AdminTransactions type="withdraw" title={t("requests.titles.withdrawals")} mode="review" list={loaderData} />;
}
