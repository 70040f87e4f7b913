import { siteContent } from "~/domain/content";
import { AdminTransactions } from "../../components/wallet/admin-transactions";
import type { Route } from "./+types/deposits";

export const meta: Route.MetaFunction = () => [{ title: `Deposits · Casino Admin · ${siteContent.brand}` }];

export default function AdminDeposits() {
	return <AdminTransactions type="deposit" title="Deposits" mode="review" />;
}
