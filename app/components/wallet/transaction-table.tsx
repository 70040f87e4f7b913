/** The player's transaction table (history) and request cards (requests). */
import { ArrowDownLeft, ArrowUpRight, Clock } from "lucide-react";
import { formatDateTime } from "~/domain/time";
import { type Transaction, TYPE_LABEL } from "../../lib/transactions";
import { formatRupeeAmount } from "../balances";
import { ScrollRegion, StatusBadge } from "./ui";

export function TypeLabel({ type }: { type: Transaction["transactionType"] }) {
	return (
		<span className="inline-flex items-center gap-1 font-semibold">
			{type === "deposit" ? (
				<ArrowDownLeft className="size-4 text-green-400" aria-hidden="true" />
			) : (
				<ArrowUpRight className="size-4 text-red-400" aria-hidden="true" />
			)}
			{TYPE_LABEL[type]}
		</span>
	);
}

export function PlayerTransactionTable({ rows, caption }: { rows: Transaction[]; caption: string }) {
	return (
		<ScrollRegion label={caption}>
			<table className="w-full min-w-[44rem] text-left text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead className="bg-panel text-xs uppercase text-gray-300">
					<tr>
						<th scope="col" className="px-3 py-2">
							ID
						</th>
						<th scope="col" className="px-3 py-2">
							Type
						</th>
						<th scope="col" className="px-3 py-2">
							Amount
						</th>
						<th scope="col" className="px-3 py-2">
							UTR / Bank
						</th>
						<th scope="col" className="px-3 py-2">
							Status
						</th>
						<th scope="col" className="px-3 py-2">
							Date
						</th>
					</tr>
				</thead>
				<tbody>
					{rows.map((t) => (
						<tr key={t.id} className="border-t border-edge align-top" data-testid="transaction-row">
							<td className="px-3 py-2 font-mono text-xs text-gray-300" title={t.id}>
								{t.id.slice(0, 8)}
							</td>
							<td className="px-3 py-2">
								<TypeLabel type={t.transactionType} />
							</td>
							<td className="px-3 py-2 font-bold text-gold">{formatRupeeAmount(t.amount)}</td>
							<td className="px-3 py-2">
								{t.transactionType === "deposit"
									? (t.utr ?? "—")
									: `${t.bankName ?? ""} ${t.bankAccountNumber ? `••${t.bankAccountNumber.slice(-4)}` : ""}`}
							</td>
							<td className="px-3 py-2">
								<StatusBadge status={t.transactionStatus} />
								{t.transactionStatus === "rejected" && t.adminNote && (
									<p className="mt-1 max-w-xs text-xs text-red-300">Reason: {t.adminNote}</p>
								)}
							</td>
							<td className="whitespace-nowrap px-3 py-2 text-gray-300">{formatDateTime(t.createdAt)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</ScrollRegion>
	);
}

export function RequestCard({ t }: { t: Transaction }) {
	const detail =
		t.transactionType === "deposit"
			? `${(t.paymentMethod ?? "upi").toUpperCase()} • UTR ${t.utr ?? "—"}`
			: `${t.bankName ?? ""} • ${t.recipientName ?? ""}`;
	return (
		<li className="flex items-center justify-between gap-4 rounded-xl bg-panel p-4" data-testid="request-card">
			<div className="min-w-0">
				<TypeLabel type={t.transactionType} />
				<p className="truncate text-sm text-gray-300">{detail}</p>
				<p className="text-xs text-gray-300">{formatDateTime(t.createdAt)}</p>
			</div>
			<div className="shrink-0 text-right">
				<p className="text-lg font-black">{formatRupeeAmount(t.amount)}</p>
				<p className="inline-flex items-center gap-1 text-xs font-bold uppercase text-yellow-300">
					<Clock className="size-3.5" aria-hidden="true" /> Pending
				</p>
			</div>
		</li>
	);
}
