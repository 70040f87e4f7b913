/** The bet history table of spec §2: DATE, TIME, ROUND ID, TRANSACTION, BET RESULT, NUMBER, BET TYPE, AMOUNT, PAYOUT. */
import { walletScreenMessages } from "../../../domain/messages";
import type { BetHistoryRow } from "../../lib/bet-history";
import { formatDate, formatTime } from "../../lib/transactions";
import { formatRupeeAmount } from "../balances";

const COLUMNS = ["DATE", "TIME", "ROUND ID", "TRANSACTION", "BET RESULT", "NUMBER", "BET TYPE", "AMOUNT", "PAYOUT"];

function resultOf(row: BetHistoryRow): { label: string; className: string } {
	if (row.status === "won") return { label: "Win", className: "text-green-400" };
	if (row.status === "lost") return { label: "Loss", className: "text-red-400" };
	if (row.status === "refunded") return { label: "Refunded", className: "text-gray-300" };
	return { label: row.status.charAt(0).toUpperCase() + row.status.slice(1), className: "text-gray-300" };
}

export function BetHistoryTable({ rows }: { rows: BetHistoryRow[] }) {
	if (rows.length === 0) {
		return <p className="rounded-lg bg-panel p-6 text-center text-gray-300">{walletScreenMessages.noBetHistory}</p>;
	}
	return (
		<div className="overflow-x-auto rounded-lg border border-edge">
			<table className="w-full min-w-[52rem] text-left text-sm">
				<caption className="sr-only">Bet Transaction history</caption>
				<thead className="bg-panel text-xs text-gray-300">
					<tr>
						{COLUMNS.map((c) => (
							<th key={c} scope="col" className="px-3 py-2 font-bold">
								{c}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rows.map((row) => {
						const result = resultOf(row);
						return (
							<tr key={row._id} className="border-t border-edge" data-testid="bet-row">
								<td className="whitespace-nowrap px-3 py-2">{formatDate(row.createdAt)}</td>
								<td className="whitespace-nowrap px-3 py-2">{formatTime(row.createdAt)}</td>
								<td className="px-3 py-2 font-mono text-xs" title={row.roundId}>
									{row.roundId.slice(-8)}
									{row.operatorSet && (
										<span className="ml-1 rounded bg-info/20 px-1 text-[0.65rem] font-bold text-info">
											operator-set
										</span>
									)}
								</td>
								<td className="px-3 py-2 font-mono text-xs" title={row._id}>
									{row._id.slice(0, 8)}
								</td>
								<td className={`px-3 py-2 font-bold ${result.className}`}>{result.label}</td>
								<td className="px-3 py-2">
									<span className="flex flex-wrap gap-1">
										{row.numbers.map((n) => (
											<span key={n} className="rounded bg-raised px-1.5 py-0.5 text-xs">
												{n}
											</span>
										))}
									</span>
								</td>
								<td className="px-3 py-2">
									<span className="rounded bg-raised px-1.5 py-0.5 text-xs capitalize">{row.type}</span>
								</td>
								<td className="px-3 py-2 font-semibold">
									{row.wallet === "tokens" ? `${row.amount} tokens` : formatRupeeAmount(row.amount)}
								</td>
								<td className={`px-3 py-2 font-semibold ${row.payout > 0 ? "text-green-400" : ""}`}>
									{row.wallet === "tokens" ? `${row.payout} tokens` : formatRupeeAmount(row.payout)}
								</td>
							</tr>
						);
					})}
				</tbody>
			</table>
		</div>
	);
}
