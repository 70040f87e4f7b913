import { useTranslation } from "react-i18next";
import { adminTitle } from "../../components/admin/ui";
import { AdminTransactions } from "../../components/wallet/admin-transactions";
import type { Route } from "./+types/withdrawals";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.requests.titles.withdrawals) },
];

export default function AdminWithdrawals() {
	const { t } = useTranslation("admin");
	return <AdminTransactions type="withdraw" title={t("requests.titles.withdrawals")} mode="review" />;
}
