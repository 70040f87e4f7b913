import { useTranslation } from "react-i18next";
import { adminTitle } from "../../components/admin/ui";
import { AdminTransactions } from "../../components/wallet/admin-transactions";
import { reviewListLoader } from "../../lib/review-lists.server";
import type { Route } from "./+types/withdrawal-approve";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.requests.titles.withdrawalsApproved) },
];

/** A page of every player's withdrawal requests (approved), as GET /api/transactions reads it. */
export function loader({ request, context }: Route.LoaderArgs) {
	return reviewListLoader(request, context, "withdraw", "approved");
}

export default function AdminWithdrawalApprove({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation("admin");
	return (
		<AdminTransactions
			type="withdraw"
			title={t("requests.titles.withdrawalsApproved")}
			mode="approved"
			list={loaderData}
		/>
	);
}
