import { useTranslation } from "react-i18next";
import { adminTitle } from "../../components/admin/ui";
import { AdminTransactions } from "../../components/wallet/admin-transactions";
import type { Route } from "./+types/withdrawal-approve";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.requests.titles.withdrawalsApproved) },
];

export default function AdminWithdrawalApprove() {
	const { t } = useTranslation("admin");
	return <AdminTransactions type="withdraw" title={t("requests.titles.withdrawalsApproved")} mode="approved" />;
}
