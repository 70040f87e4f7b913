/**
 * A card table a signed-in player plays (docs/decisions/0840-card-tables.md), the screen Andar Bahar and Dragon Tiger
 * share: the results strip and statistics, the phase and countdown, the game's deal (drawn by the game's component),
 * the bet spots, chips, Clear / Repeat / 2x and the button that places the chips, the wallet, the player's bets of the
 * round and what they returned, the rules sheet. Phone first: one column at 390 px, the deal above the spots. What
 * happens is said to screen readers (politely) and sounded unless muted.
 */
import { type ReactNode, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CardGame, CardSpot } from "~/domain/cards/games";
import type { CardRoundView, CardServerMessage } from "~/domain/cards/protocol";
import { INTL_LOCALE } from "~/domain/i18n/locales";
import { tableBadge, tableBadgeLabels, tableMessages } from "~/domain/messages/tables";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { isOperator as isOperatorRole } from "~/domain/operator-roles";
import type { Wallet } from "~/domain/roulette/protocol";
import { useCardRoom } from "../../lib/card-room";
import { usePreferences } from "../../lib/preferences";
import { useAuth } from "../../lib/use-auth";
import { useSecondsLeft } from "../../lib/use-seconds-left";
import { MuteButton } from "../roulette/mute-button";
import type { TableSeat } from "../roulette/table-seat";
import { speak, tone } from "../roulette/table-sound";
import { useTableWords } from "../roulette/table-words";
import { TableBalance, WalletSwitch } from "../roulette/wallet-switch";
import { BetActions, BetSpots, ChipRow, type Draft, draftTotal } from "./bet-spots";
import { MyBets, RoundBets } from "./my-bets";
import { ResultsStrip } from "./results-strip";
import { RulesSheet } from "./rules-sheet";
import type { SpotInfo } from "./spots";
import { useDealProgress } from "./use-deal-progress";

const WALLETS = ["real", "tokens"] as const satisfies readonly Wallet[];
const sumRupees = (amounts: number[]) => paiseToRupees(amounts.reduce((sum, a) => sum + rupeesToPaise(a), 0));

export function CardTable({
	table,
	game,
	spotGroups,
	renderDeal,
}: {
	table: TableSeat;
	game: CardGame;
	spotGroups: ReadonlyArray<{ spots: readonly SpotInfo[]; columns: string }>;
	renderDeal: (round: CardRoundView | null, shown: number) => ReactNode;
}) {
	const { t } = useTranslation("table");
	const words = useTableWords();
	const { inWallet, say } = words;
	const { user, setBalances } = useAuth();
	const [preferences] = usePreferences();
	const muted = useRef(preferences.muted);
	muted.current = preferences.muted;
	const [wallet, setWallet] = useState<Wallet>("real");
	const [chip, setChip] = useState(table.chipValues[0] ?? table.minBet);
	const [draft, setDraft] = useState<Draft>({});
	const [sending, setSending] = useState<string | null>(null);
	const [refusal, setRefusal] = useState<string | null>(null);
	const [news, setNews] = useState("");
	const sendingRef = useRef(sending);
	sendingRef.current = sending;
	const label = (spot: CardSpot) => t(`cards.spots.${spot}`);

	const onEvent = useCallback(
		(message: CardServerMessage) => {
			if ("balances" in message) setBalances(message.balances);
			if (message.type === "syncState" && message.you) setBalances(message.you.balances);
			if (message.type === "error" && message.submissionId && message.submissionId === sendingRef.current) {
				setSending(null);
				setRefusal(say(message.message));
			}
			if (message.type === "cardBetPlaced" && message.submissionId === sendingRef.current) {
				setSending(null);
				setDraft({});
				setNews(t("cards.placed", { amount: inWallet(sumRupees(message.bets.map((b) => b.amount)), wallet) }));
			}
			if (message.type === "bettingOpen") setNews(t("cards.phase.betting", { seconds: "15" }));
			if (message.type === "dealing") setNews(t("cards.phase.dealing"));
			if (message.type === "roundResult" && message.round.result) {
				const said = t("cards.phase.result", { result: t(`cards.spots.${message.round.result}`) });
				tone(muted.current, 660, 300);
				// Spoken as roulette speaks its number, in the page's language, unless muted.
				speak(muted.current, said, INTL_LOCALE[words.format.locale]);
				setNews(said);
			}
			if (message.type === "betResult") {
				// As at roulette: a return no larger than the stake (a tie's half back) is never told as a win.
				const outcomes = WALLETS.map((w) => {
					const mine = message.bets.filter((b) => b.wallet === w);
					const stake = sumRupees(mine.map((b) => b.amount));
					return { wallet: w, stake, won: sumRupees(mine.map((b) => b.payout ?? 0)), refunded: 0 };
				}).filter((o) => o.stake > 0);
				setNews(words.outcome(outcomes).text);
			}
		},
		[setBalances, say, t, inWallet, wallet, words],
	);
	const room = useCardRoom({ table: table.id, onEvent });
	const { round } = room;
	const shown = useDealProgress(round, room.offsetMs);
	const seconds = useSecondsLeft(round?.phase === "betting" ? round.phaseEndsAt : null, room.offsetMs);
	const isOperator = isOperatorRole(user?.role);
	const closed = !room.tableEnabled;
	const bettingOpen = round?.phase === "betting" && seconds > 0;
	const cannotBet = isOperator || closed || room.connection !== "open" || !bettingOpen;
	const staked: Draft = {};
	for (const bet of room.bets) if (bet.wallet === wallet) staked[bet.spot] = (staked[bet.spot] ?? 0) + bet.amount;
	const total = draftTotal(draft);
	const balances = { realBalance: user?.realBalance ?? 0, playTokens: user?.playTokens ?? 0 };

	const place = () => {
		const submissionId = crypto.randomUUID();
		const bets = Object.entries(draft).map(([spot, amount]) => ({ spot: spot as CardSpot, amount: amount ?? 0 }));
		setRefusal(null);
		if (room.send({ type: "cardBet", submissionId, wallet, bets })) setSending(submissionId);
		else setRefusal(t("crash.offline"));
	};
	const phaseLine =
		room.connection === "connecting" && !room.synced
			? t("cards.phase.connecting")
			: closed
				? (room.tableMessage ?? t("cards.phase.closed"))
				: round?.phase === "betting"
					? t("cards.phase.betting", { seconds })
					: round?.phase === "dealing"
						? t("cards.phase.dealing")
						: round?.phase === "result" && round.result
							? t("cards.phase.result", { result: label(round.result) })
							: t("cards.phase.waiting");

	return (
		<section aria-labelledby="card-table-name" className="mx-auto flex max-w-4xl flex-col gap-3 px-2 py-2 sm:px-4">
			{/* Wraps when the name, the badge and the buttons do not fit one line (a long badge such as
			    "Reconnecting…" at twice the text size, WCAG 1.4.4 and 1.4.10). */}
			<div className="flex flex-wrap items-center gap-2">
				<h1 id="card-table-name" className="shrink-0 text-base font-black sm:text-xl">
					{table.name}
				</h1>
				<span
					data-testid="card-badge"
					className={`shrink-0 rounded-full border px-2 py-0.5 text-xs font-bold ${room.connection === "open" && room.tableEnabled ? "border-green-500 text-green-400" : "border-gray-400 text-gray-300"}`}
				>
					{say(tableBadgeLabels[tableBadge(room.connection, room.tableEnabled)])}
				</span>
				<span className="flex-1" />
				<RulesSheet game={game} name={table.name} />
				<MuteButton />
			</div>
			<ResultsStrip game={game} results={room.lastResults} />
			<p aria-live="polite" className="sr-only" data-testid="card-news">
				{news}
			</p>
			<p
				data-testid="card-phase"
				data-phase={round?.phase ?? "waiting"}
				className={`rounded-xl px-3 py-2 text-center text-sm font-bold ${round?.phase === "betting" ? "bg-green-950 text-green-300" : "bg-panel text-gray-100"}`}
			>
				{phaseLine}
			</p>
			{renderDeal(round, shown)}
			{isOperator && (
				<p role="status" className="rounded-xl bg-yellow-950 px-3 py-2 text-sm font-bold text-yellow-200">
					{say(tableMessages.operatorWatching)}
				</p>
			)}
			{spotGroups.map((group) => (
				<BetSpots
					key={group.spots[0]?.spot}
					spots={group.spots}
					columns={group.columns}
					draft={draft}
					staked={staked}
					disabled={cannotBet || sending !== null}
					inWallet={inWallet}
					wallet={wallet}
					onSpot={(spot) => setDraft((d) => ({ ...d, [spot]: sumRupees([d[spot] ?? 0, chip]) }))}
				/>
			))}
			<ChipRow chips={table.chipValues} chip={chip} onChip={setChip} inWallet={inWallet} wallet={wallet} />
			<BetActions
				total={total}
				canRepeat={room.previousBets.length > 0}
				disabled={cannotBet}
				sending={sending !== null}
				label={t("cards.place", { amount: inWallet(total, wallet) })}
				onClear={() => setDraft({})}
				onRepeat={() => {
					const again: Draft = {};
					for (const b of room.previousBets) again[b.spot] = sumRupees([again[b.spot] ?? 0, b.amount]);
					setDraft(again);
				}}
				onDouble={() =>
					setDraft((d) => Object.fromEntries(Object.entries(d).map(([s, a]) => [s, sumRupees([a ?? 0, a ?? 0])])))
				}
				onPlace={place}
			/>
			{refusal && (
				<p role="alert" className="rounded-lg border border-brand-red bg-panel p-2 text-sm text-white">
					{refusal}
				</p>
			)}
			{!isOperator && (
				<div className="flex items-center justify-between gap-2 text-sm">
					<WalletSwitch wallet={wallet} onChange={setWallet} disabled={sending !== null} />
					<TableBalance
						amount={wallet === "real" ? balances.realBalance : balances.playTokens}
						wallet={wallet}
						className="items-baseline gap-1.5"
					/>
				</div>
			)}
			<MyBets bets={room.bets} label={label} inWallet={inWallet} />
			<RoundBets bets={room.roundBets} more={room.roundBetsMore} label={label} inWallet={inWallet} />
		</section>
	);
}
