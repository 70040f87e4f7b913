/** The bet history table (docs/product.md#screens): DATE, TIME, ROUND ID, TRANSACTION, BET RESULT, NUMBER, BET TYPE, AMOUNT, PAYOUT. */
import { walletScreenMessages } from "~/domain/messages";
import { formatIstDate, formatIstTime } from "~/domain/time";
import type { BetHistoryRow } from "../../lib/bet-history";
import { formatRupeeAmount, formatTokens } from "../balances";
import { Table } from "../ui/table";

const COLUMNS = ["DATE", "TIME", "ROUND ID", "TRANSACTION", "BET RESULT", "NUMBER", "BET TYPE", "AMOUNT", "PAYOUT"];

const RESULT: Record<BetHistoryRow["status"], { label: string; className: string }> = {
	won: { label: "Win", className: "text-green-400" },
	lost: { label: "Loss", className: "text-red-400" },
	refunded: { label: "Refunded", className: "text-gray-300" },
	pending: { label: "Pending", className: "text-yellow-300" },
};

function money(row: BetHistoryRow, amount: number): string {
	return row.wallet === "tokens" ? `${formatTokens(amount)} tokens` : formatRupeeAmount(amount);
}

export function BetHistoryTable({ rows }: { rows: BetHistoryRow[] }) {
	if (rows.length === 0) {
		return <p className="rounded-lg bg-panel p-6 text-center text-gray-300">{walletScreenMessages.noBetHistory}</p>;
	}
	return (
		<Table label="Bet Transaction history" columns={COLUMNS} minWidth="min-w-[56rem]">
			{rows.map((row) => {
				const result = RESULT[row.status] ?? RESULT.pending;
				return (
					<tr key={row.id} data-testid="bet-row">
						<td className="whitespace-nowrap">{formatIstDate(row.createdAt)}</td>
						<td className="whitespace-nowrap">{formatIstTime(row.createdAt)}</td>
						<td className="font-mono text-xs" title={row.roundId}>
							{row.roundId.slice(-8)}
							{row.operatorSet && (
								<span className="ml-1 rounded bg-raised px-1 font-sans text-[0.7rem] font-bold text-info">
									operator-set
								</span>
							)}
						</td>
						<td className="font-mono text-xs" title={row.id}>
							{row.id.slice(0, 8)}
						</td>
						<td>
							<span className={`font-bold ${result.className}`}>{result.label}</span>
							{row.result !== null && <span className="block text-xs text-gray-300">Result {row.result}</span>}
						</td>
						<td>
							<span className="flex flex-wrap gap-1">
								{row.numbers.map((n) => (
									<span key={n} className="rounded bg-raised px-1.5 py-0.5 text-xs">
										{n}
									</span>
								))}
							</span>
						</td>
						<td>
							<span className="rounded bg-raised px-1.5 py-0.5 text-xs capitalize">{row.type}</span>
						</td>
						<td className="whitespace-nowrap font-semibold">{money(row, row.amount)}</td>
						<td
							className={`whitespace-nowrap font-semibold ${row.payout !== null && row.payout > 0 ? "text-green-400" : ""}`}
						>
							{row.payout === null ? "—" : money(row, row.payout)}
						</td>
					</tr>
				);
			})}
		</Table>
	);
}
