/** The player's transaction table (history) and request cards (requests). */
import { ArrowDownLeft, ArrowUpRight, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DEPOSIT_METHODS } from "~/domain/deposit-methods";
import { walletScreenMessages } from "~/domain/messages/money";
import { useSay } from "../../lib/i18n";
import type { Transaction } from "../../lib/transactions";
import { Table } from "../ui/table";
import { StatusBadge, useWalletFormat } from "./ui";

export function TypeLabel({ type }: { type: Transaction["transactionType"] }) {
	const { t } = useTranslation("wallet");
	return (
		<span className="inline-flex items-center gap-1 font-semibold">
			{type === "deposit" ? (
				<ArrowDownLeft className="size-4 text-green-400" aria-hidden="true" />
			) : (
				<ArrowUpRight className="size-4 text-red-400" aria-hidden="true" />
			)}
			{t(`transactions.types.${type}`)}
		</span>
	);
}

const COLUMNS = ["id", "type", "amount", "utrBank", "status", "date"] as const;

export function PlayerTransactionTable({ rows, caption }: { rows: Transaction[]; caption: string }) {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useWalletFormat();
	return (
		<Table
			label={caption}
			columns={COLUMNS.map((column) => t(`transactions.columns.${column}`))}
			minWidth="min-w-[44rem]"
		>
			{rows.map((tx) => (
				<tr key={tx.id} data-testid="transaction-row">
					<td className="font-mono text-xs text-gray-300" title={tx.id}>
						{tx.id.slice(0, 8)}
					</td>
					<td>
						<TypeLabel type={tx.transactionType} />
					</td>
					<td className="font-bold text-gold">
						{format.wholeRupees(tx.amount)}
						{tx.bonusTokens !== null && (
							<span className="block text-xs font-semibold text-green-300" data-testid="deposit-bonus">
								{say(walletScreenMessages.depositBonus(format.tokens(tx.bonusTokens)))}
							</span>
						)}
					</td>
					<td>
						{tx.transactionType === "deposit"
							? (tx.utr ?? "—")
							: `${tx.bankName ?? ""} ${tx.bankAccountNumber ? `••${tx.bankAccountNumber.slice(-4)}` : ""}`}
					</td>
					<td>
						<StatusBadge status={tx.transactionStatus} />
						{tx.transactionStatus === "rejected" && tx.adminNote && (
							<p className="mt-1 max-w-xs text-xs text-red-300">{t("transactions.reason", { reason: tx.adminNote })}</p>
						)}
					</td>
					<td className="whitespace-nowrap text-gray-300">{format.dateTime(tx.createdAt)}</td>
				</tr>
			))}
		</Table>
	);
}

export function RequestCard({ t: tx }: { t: Transaction }) {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useWalletFormat();
	// The method as the player chose it ("UPI", "CARD"; "कार्ड" in Hindi, where there are no capitals).
	const paidBy = tx.paymentMethod ?? "upi";
	const method = say(DEPOSIT_METHODS.find((m) => m.id === paidBy)?.label ?? paidBy).toUpperCase();
	const detail =
		tx.transactionType === "deposit"
			? `${method} • UTR ${tx.utr ?? "—"}`
			: `${tx.bankName ?? ""} • ${tx.recipientName ?? ""}`;
	return (
		<li className="flex items-center justify-between gap-4 rounded-xl bg-panel p-4" data-testid="request-card">
			<div className="min-w-0">
				<TypeLabel type={tx.transactionType} />
				<p className="truncate text-sm text-gray-300">{detail}</p>
				<p className="text-xs text-gray-300">{format.dateTime(tx.createdAt)}</p>
			</div>
			<div className="shrink-0 text-right">
				<p className="text-lg font-black">{format.wholeRupees(tx.amount)}</p>
				<p className="inline-flex items-center gap-1 text-xs font-bold uppercase text-yellow-300">
					<Clock className="size-3.5" aria-hidden="true" /> {t("transactions.statuses.pending")}
				</p>
			</div>
		</li>
	);
}
