import { useTranslation } from "react-i18next";
import { adminTitle } from "../../components/admin/ui";
import { AdminTransactions } from "../../components/wallet/admin-transactions";
import type { Route } from "./+types/deposits-approve";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.requests.titles.depositsApproved) },
];

export default function AdminDepositsApprove() {
	const { t } = useTranslation("admin");
	return <AdminTransactions type="deposit" title={t("requests.titles.depositsApproved")} mode="approved" />;
}
