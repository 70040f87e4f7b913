import { useState } from "react";
import type { CrashRoundBet } from "~/domain/crash/protocol";
import type { SessionBet } from "../../lib/crash-room";
import { Tabs } from "../tabs";
import type { CrashWords } from "./crash-words";

const LISTS = ["all", "mine"] as const;
type List = (typeof LISTS)[number];
const cell = "px-2 py-1.5";

/** This round's bets and cash-outs as the room lists them (names masked by the room), largest stakes first. */
function RoundBets({ bets, more, words }: { bets: readonly CrashRoundBet[]; more: number; words: CrashWords }) {
	const { t, times, inWallet } = words;
	if (bets.length === 0) return <p className="py-3 text-sm text-gray-300">{t("crash.lists.none")}</p>;
	return (
		<table data-testid="round-bets" className="w-full text-left text-sm tabular-nums">
			<thead className="text-xs text-gray-300">
				<tr>
					<th className={cell}>{t("crash.lists.player")}</th>
					<th className={cell}>{t("crash.lists.stake")}</th>
					<th className={cell}>{t("crash.lists.cashOut")}</th>
					<th className={`${cell} text-right`}>{t("crash.lists.win")}</th>
				</tr>
			</thead>
			<tbody>
				{bets.map((bet, i) => (
					<tr
						// The room sends no ids (a masked list); a row is its place in the list.
						// biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on every update
						key={i}
						className={bet.cashedOutAt !== null ? "bg-green-950/60" : "odd:bg-white/5"}
					>
						<td className={cell}>{bet.name}</td>
						<td className={cell}>{inWallet(bet.amount, bet.wallet)}</td>
						<td className={cell}>{bet.cashedOutAt === null ? "–" : times(bet.cashedOutAt)}</td>
						<td className={`${cell} text-right font-bold text-green-300`}>
							{bet.payout === null ? "" : inWallet(bet.payout, bet.wallet)}
						</td>
					</tr>
				))}
			</tbody>
			{more > 0 && (
				<tfoot>
					<tr>
						<td colSpan={4} className={`${cell} text-gray-300`}>
							{t("crash.lists.more", { count: more })}
						</td>
					</tr>
				</tfoot>
			)}
		</table>
	);
}

/** The viewer's own bets of this visit that have ended, newest first: stake, and how each ended. */
function MyBets({ bets, words }: { bets: readonly SessionBet[]; words: CrashWords }) {
	const { t, inWallet } = words;
	if (bets.length === 0) return <p className="py-3 text-sm text-gray-300">{t("crash.lists.mineNone")}</p>;
	return (
		<table data-testid="my-bets" className="w-full text-left text-sm tabular-nums">
			<thead className="text-xs text-gray-300">
				<tr>
					<th className={cell}>{t("crash.lists.round")}</th>
					<th className={cell}>{t("crash.lists.stake")}</th>
					<th className={cell}>{t("crash.lists.result")}</th>
				</tr>
			</thead>
			<tbody>
				{bets.map((bet) => (
					<tr key={bet.submissionId} className="odd:bg-white/5">
						<td className={cell}>#{bet.seq}</td>
						<td className={cell}>{inWallet(bet.amount, bet.wallet)}</td>
						<td className={`${cell} ${bet.status === "cashedOut" ? "text-green-300" : "text-red-300"}`}>
							{words.betLine(bet, bet.crashPoint)}
						</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}

/** Under the game: this round's live list, and the viewer's own bets of the session. */
export function BetLists({
	roundBets,
	more,
	history,
	words,
}: {
	roundBets: readonly CrashRoundBet[];
	more: number;
	history: readonly SessionBet[];
	words: CrashWords;
}) {
	const [list, setList] = useState<List>("all");
	const { t } = words;
	return (
		<div className="rounded-2xl bg-panel p-3">
			<Tabs
				label={t("crash.lists.label")}
				tabs={LISTS.map((id) => ({ id, label: t(`crash.lists.${id}`) }))}
				value={list}
				onChange={setList}
				panelClassName="mt-2 max-h-80 overflow-y-auto"
			>
				{list === "all" ? (
					<RoundBets bets={roundBets} more={more} words={words} />
				) : (
					<MyBets bets={history} words={words} />
				)}
			</Tabs>
		</div>
	);
}
