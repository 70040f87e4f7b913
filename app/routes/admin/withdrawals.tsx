import { siteContent } from "~/domain/content";
import { AdminTransactions } from "../../components/wallet/admin-transactions";
import type { Route } from "./+types/withdrawals";

export const meta: Route.MetaFunction = () => [{ title: `Withdrawals · Casino Admin · ${siteContent.brand}` }];

export default function AdminWithdrawals() {
	return <AdminTransactions type="withdraw" title="Withdrawals" mode="review" />;
}
