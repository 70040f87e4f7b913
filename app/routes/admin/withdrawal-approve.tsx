import { siteContent } from "~/domain/content";
import { AdminTransactions } from "../../components/wallet/admin-transactions";
import type { Route } from "./+types/withdrawal-approve";

export const meta: Route.MetaFunction = () => [
	{ title: `Withdrawals (Approved) · Casino Admin · ${siteContent.brand}` },
];

export default function AdminWithdrawalApprove() {
	return <AdminTransactions type="withdraw" title="Withdrawals (Approved)" mode="approved" />;
}
