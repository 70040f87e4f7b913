/** The player's transaction table (history) and request cards (requests). */
import { ArrowDownLeft, ArrowUpRight, Clock } from "lucide-react";
import { walletScreenMessages } from "~/domain/messages";
import { formatIstDateTime } from "~/domain/time";
import { type Transaction, TYPE_LABEL } from "../../lib/transactions";
import { formatRupeeAmount, formatTokens } from "../balances";
import { Table } from "../ui/table";
import { StatusBadge } from "./ui";

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
		<Table label={caption} columns={["ID", "Type", "Amount", "UTR / Bank", "Status", "Date"]} minWidth="min-w-[44rem]">
			{rows.map((t) => (
				<tr key={t.id} data-testid="transaction-row">
					<td className="font-mono text-xs text-gray-300" title={t.id}>
						{t.id.slice(0, 8)}
					</td>
					<td>
						<TypeLabel type={t.transactionType} />
					</td>
					<td className="font-bold text-gold">
						{formatRupeeAmount(t.amount)}
						{t.bonusTokens !== null && (
							<span className="block text-xs font-semibold text-green-300" data-testid="deposit-bonus">
								{walletScreenMessages.depositBonus(formatTokens(t.bonusTokens))}
							</span>
						)}
					</td>
					<td>
						{t.transactionType === "deposit"
							? (t.utr ?? "—")
							: `${t.bankName ?? ""} ${t.bankAccountNumber ? `••${t.bankAccountNumber.slice(-4)}` : ""}`}
					</td>
					<td>
						<StatusBadge status={t.transactionStatus} />
						{t.transactionStatus === "rejected" && t.adminNote && (
							<p className="mt-1 max-w-xs text-xs text-red-300">Reason: {t.adminNote}</p>
						)}
					</td>
					<td className="whitespace-nowrap text-gray-300">{formatIstDateTime(t.createdAt)}</td>
				</tr>
			))}
		</Table>
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
				<p className="text-xs text-gray-300">{formatIstDateTime(t.createdAt)}</p>
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
