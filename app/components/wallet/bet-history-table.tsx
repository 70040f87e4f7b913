/**
 * The bet history table (docs/product.md#screens): BET, AMOUNT, OUTCOME, PAYOUT, RESULT, ROUND, DATE, TIME.
 * One line a bet from the md breakpoint; on a phone a card a bet, each value under its column's name, so payout
 * and result are on screen without scrolling sideways (walk finding 13b of issue 30): the bet by its name ("Split 17/20"), not its numbers;
 * amounts in their wallet's unit; the round (#seq, as on the table) links to /verify, where its result can be recomputed.
 * Everything in the page's language: bet names and colours are domain messages (`say`), dates follow hi-IN in Hindi.
 * The bets a racetrack call placed are listed under a line naming the call with its whole stake ("Voisins du Zéro,
 * ₹90"; docs/decisions/0620-tables-and-racetrack.md#calls-in-the-bet-history); the French names stay French.
 * A crash bet (docs/decisions/0820-crash-game.md) reads "Aviator" and, as its result, the multiplier it was cashed out
 * at or the one its round crashed at; a card bet its game and spot ("Dragon Tiger: Tie") and its round's winner.
 */
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMultiplier } from "~/domain/crash/flight";
import { walletScreenMessages } from "~/domain/messages/money";
import { betName } from "~/domain/roulette/bet-names";
import { callName } from "~/domain/roulette/call-names";
import type { Wallet } from "~/domain/roulette/protocol";
import { callFromParts, type RacetrackCall } from "~/domain/roulette/racetrack";
import type { BetHistoryRow } from "../../lib/bet-history";
import { useSay } from "../../lib/i18n";
import { Table } from "../ui/table";
import { useWalletFormat } from "./ui";

/** What a player looks for first comes first: on a phone the bet, its stake and outcome fit without scrolling. */
const COLUMNS = ["bet", "amount", "outcome", "payout", "result", "round", "date", "time"] as const;

const OUTCOME_CLASS: Record<BetHistoryRow["status"], string> = {
	won: "text-green-400",
	lost: "text-red-400",
	refunded: "text-gray-300",
	pending: "text-yellow-300",
};

/** A bet on its own, or a racetrack call with the bets it placed (those of this page), where its first bet is. */
type Line =
	| { kind: "bet"; row: BetHistoryRow }
	| { kind: "call"; id: string; call: RacetrackCall; total: number; wallet: Wallet; rows: BetHistoryRow[] };

function linesOf(rows: readonly BetHistoryRow[]): Line[] {
	const lines: Line[] = [];
	const calls = new Map<string, Extract<Line, { kind: "call" }>>();
	for (const row of rows) {
		const call = row.game === "roulette" && row.call ? callFromParts(row.call) : null;
		if (row.game !== "roulette" || !row.call || !call) {
			lines.push({ kind: "bet", row });
			continue;
		}
		let line = calls.get(row.call.id);
		if (!line) {
			line = { kind: "call", id: row.call.id, call, total: row.call.total, wallet: row.wallet, rows: [] };
			calls.set(row.call.id, line);
			lines.push(line);
		}
		line.rows.push(row);
	}
	return lines;
}

export function BetHistoryTable({
	rows,
	empty = walletScreenMessages.noBetHistory,
}: {
	rows: BetHistoryRow[];
	/** What to say when there are no rows (no bets at all, or none that match the filters): a domain message. */
	empty?: string;
}) {
	const { t } = useTranslation("wallet");
	const say = useSay();
	const format = useWalletFormat();
	/** "₹1,000" for real money, "1,000 tokens" for play tokens. */
	const inWallet = (amount: number, wallet: Wallet) =>
		wallet === "real" ? format.wholeRupees(amount) : t("betHistory.tokens", { amount: format.tokens(amount) });
	const label = (column: (typeof COLUMNS)[number]) => t(`betHistory.columns.${column}`);
	/** One bet's line; a part of a call is drawn under the call's name. */
	const betRow = (row: BetHistoryRow, part = false) => (
		<tr key={row.id} data-testid="bet-row" data-call-part={part || undefined} className="whitespace-nowrap">
			<td className="font-semibold" data-testid="bet-name" data-lead="">
				{part && (
					<span aria-hidden="true" className="mr-1.5 text-gold">
						↳
					</span>
				)}
				{row.game === "crash"
					? t("betHistory.crash")
					: "cardResult" in row
						? t("betHistory.cardBet", {
								game: t(`betHistory.cardGames.${row.game}`),
								spot: t(`betHistory.cardSpots.${row.type}`),
							})
						: say(betName(row))}
			</td>
			<td className="font-semibold" data-label={label("amount")}>
				{inWallet(row.amount, row.wallet)}
			</td>
			<td className={`font-bold ${OUTCOME_CLASS[row.status]}`} data-testid="bet-outcome" data-label={label("outcome")}>
				{t(`betHistory.outcomes.${row.status}`)}
			</td>
			<td className={`font-semibold ${row.status === "won" ? "text-green-400" : ""}`} data-label={label("payout")}>
				{row.payout === null ? "—" : inWallet(row.payout, row.wallet)}
			</td>
			<td data-label={label("result")}>
				{row.game === "crash" ? (
					row.cashedOutAt !== null ? (
						t("betHistory.cashedOutAt", { multiplier: formatMultiplier(row.cashedOutAt) })
					) : row.crashPoint !== null ? (
						t("betHistory.crashedAt", { multiplier: formatMultiplier(row.crashPoint) })
					) : (
						"—"
					)
				) : "cardResult" in row ? (
					row.cardResult === null ? (
						"—"
					) : (
						t("betHistory.cardWinner", { result: t(`betHistory.cardWinners.${row.cardResult}`) })
					)
				) : row.result === null ? (
					"—"
				) : (
					<>
						{row.result} <span className="text-xs text-gray-300 capitalize">{say(row.resultColor ?? "")}</span>
					</>
				)}
				{row.game === "roulette" && row.operatorSet && (
					<span className="ml-1 rounded bg-raised px-1 text-[0.7rem] font-bold text-info">
						{t("betHistory.operatorSet")}
					</span>
				)}
			</td>
			<td data-label={label("round")}>
				<Link
					to={`/verify?${new URLSearchParams({ round: row.roundId })}`}
					className="font-mono text-xs text-gold underline underline-offset-2"
					aria-label={t("betHistory.verifyRound", { seq: row.roundSeq })}
					title={row.roundId}
				>
					#{row.roundSeq}
				</Link>
			</td>
			<td className="whitespace-nowrap" data-label={label("date")}>
				{format.date(row.createdAt)}
			</td>
			<td className="whitespace-nowrap" data-label={label("time")}>
				{format.time(row.createdAt)}
			</td>
		</tr>
	);
	if (rows.length === 0) {
		return <p className="rounded-lg bg-panel p-6 text-center text-gray-300">{say(empty)}</p>;
	}
	return (
		<Table label={t("betHistory.heading")} columns={COLUMNS.map(label)} minWidth="md:min-w-[44rem]" stackOnPhone>
			{linesOf(rows).map((line) =>
				line.kind === "bet" ? (
					betRow(line.row)
				) : (
					<Fragment key={line.id}>
						<tr data-testid="bet-call" className="bg-raised/60">
							<td colSpan={COLUMNS.length} className="font-bold text-gold" data-testid="bet-call-name" data-wide="">
								{t("betHistory.call", { name: say(callName(line.call)), stake: inWallet(line.total, line.wallet) })}
							</td>
						</tr>
						{line.rows.map((row) => betRow(row, true))}
					</Fragment>
				),
			)}
		</Table>
	);
}
