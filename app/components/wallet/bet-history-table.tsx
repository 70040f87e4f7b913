/**
 * The bet history table (docs/product.md#screens): BET, AMOUNT, OUTCOME, PAYOUT, RESULT, ROUND, DATE, TIME.
 * One line a bet, at 390 px too (the box scrolls sideways): the bet by its name ("Split 17/20"), not its numbers;
 * amounts in their wallet's unit; the round (#seq, as on the table) links to /verify, where its result can be recomputed.
 */
import { Link } from "react-router";
import { walletScreenMessages } from "~/domain/messages";
import { betName } from "~/domain/roulette/bet-names";
import { formatInWallet } from "~/domain/roulette/outcome";
import { formatIstDate, formatIstTime } from "~/domain/time";
import { type BetHistoryRow, OUTCOME_LABEL } from "../../lib/bet-history";
import { Table } from "../ui/table";

/** What a player looks for first comes first: on a phone the bet, its stake and outcome fit without scrolling. */
const COLUMNS = ["BET", "AMOUNT", "OUTCOME", "PAYOUT", "RESULT", "ROUND", "DATE", "TIME"];

const OUTCOME_CLASS: Record<BetHistoryRow["status"], string> = {
	won: "text-green-400",
	lost: "text-red-400",
	refunded: "text-gray-300",
	pending: "text-yellow-300",
};

export function BetHistoryTable({
	rows,
	empty = walletScreenMessages.noBetHistory,
}: {
	rows: BetHistoryRow[];
	/** What to say when there are no rows (no bets at all, or none that match the filters). */
	empty?: string;
}) {
	if (rows.length === 0) {
		return <p className="rounded-lg bg-panel p-6 text-center text-gray-300">{empty}</p>;
	}
	return (
		<Table label="Bet Transaction history" columns={COLUMNS} minWidth="min-w-[44rem]">
			{rows.map((row) => (
				<tr key={row.id} data-testid="bet-row" className="whitespace-nowrap">
					<td className="font-semibold" data-testid="bet-name">
						{betName(row)}
					</td>
					<td className="font-semibold">{formatInWallet(row.amount, row.wallet)}</td>
					<td className={`font-bold ${OUTCOME_CLASS[row.status]}`} data-testid="bet-outcome">
						{OUTCOME_LABEL[row.status]}
					</td>
					<td className={`font-semibold ${row.status === "won" ? "text-green-400" : ""}`}>
						{row.payout === null ? "—" : formatInWallet(row.payout, row.wallet)}
					</td>
					<td>
						{row.result === null ? (
							"—"
						) : (
							<>
								{row.result} <span className="text-xs text-gray-300 capitalize">{row.resultColor}</span>
							</>
						)}
						{row.operatorSet && (
							<span className="ml-1 rounded bg-raised px-1 text-[0.7rem] font-bold text-info">operator-set</span>
						)}
					</td>
					<td>
						<Link
							to={`/verify?${new URLSearchParams({ round: row.roundId })}`}
							className="font-mono text-xs text-gold underline underline-offset-2"
							aria-label={`Verify round #${row.roundSeq}`}
							title={row.roundId}
						>
							#{row.roundSeq}
						</Link>
					</td>
					<td className="whitespace-nowrap">{formatIstDate(row.createdAt)}</td>
					<td className="whitespace-nowrap">{formatIstTime(row.createdAt)}</td>
				</tr>
			))}
		</Table>
	);
}
