import { siteContent } from "~/domain/content";
import { AdminTransactions } from "../../components/wallet/admin-transactions";
import type { Route } from "./+types/deposits-approve";

export const meta: Route.MetaFunction = () => [{ title: `Deposits (Approved) · Casino Admin · ${siteContent.brand}` }];

export default function AdminDepositsApprove() {
	return <AdminTransactions type="deposit" title="Deposits (Approved)" mode="approved" />;
}
