import { useTranslation } from "react-i18next";
import { adminTitle } from "../../components/admin/ui";
import { AdminTransactions } from "../../components/wallet/admin-transactions";
import type { Route } from "./+types/deposits";

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: adminTitle(matches, (admin) => admin.requests.titles.deposits) },
];

export default function AdminDeposits() {
	const { t } = useTranslation("admin");
	return <AdminTransactions type="deposit" title={t("requests.titles.deposits")} mode="review" />;
}
