import { useCallback, useRef, useState } from "react";
import { CRASH_PANELS, type CrashServerMessage } from "~/domain/crash/protocol";
import { tableBadge, tableBadgeLabels, tableMessages } from "~/domain/messages/tables";
import { isOperator as isOperatorRole } from "~/domain/operator-roles";
import type { Wallet } from "~/domain/roulette/protocol";
import { betOn, type CrashView } from "../../lib/crash-room";
import { usePreferences } from "../../lib/preferences";
import { useAuth } from "../../lib/use-auth";
import { useCrashRoom } from "../../lib/use-crash-room";
import { useLiveMultiplier } from "../../lib/use-live-multiplier";
import { usePrefersReducedMotion } from "../../lib/use-reduced-motion";
import { useSecondsLeft } from "../../lib/use-seconds-left";
import { LOW_BALANCE_RUPEES, LowBalanceDialog } from "../roulette/low-balance-dialog";
import { MuteButton } from "../roulette/mute-button";
import type { TableSeat } from "../roulette/table-seat";
import { tone } from "../roulette/table-sound";
import { TableBalance, WalletSwitch } from "../roulette/wallet-switch";
import { BetLists } from "./bet-lists";
import { BetPanel } from "./bet-panel";
import { CrashStrip } from "./crash-strip";
import { type CrashWords, useCrashWords } from "./crash-words";
import { FlightView } from "./flight-view";
import { useBetPanels } from "./use-bet-panels";

/** What a room message says aloud to a screen reader (politely), and sounds, unless muted. */
function announce(message: CrashServerMessage, view: CrashView, w: CrashWords, muted: boolean): string | null {
	switch (message.type) {
		case "bettingOpen":
			return w.t("crash.flight.placeBets");
		case "flightStarted":
			tone(muted, 520, 180);
			return w.t("crash.flight.flying");
		case "crashed":
			tone(muted, 160, 500);
			return message.round.crashPoint === null
				? null
				: w.t("crash.flight.crashedAt", { multiplier: w.times(message.round.crashPoint) });
		case "crashBetPlaced":
			return w.t("crash.feedback.placed", { amount: w.inWallet(message.bet.amount, message.bet.wallet) });
		case "cashedOut":
			tone(muted, 990, 160);
			return w.betLine(message.bet, view.round?.crashPoint ?? null);
		default:
			return null;
	}
}

/**
 * The crash table a signed-in player plays (docs/product.md#the-crash-game): recent crash points, the flight with its
 * live multiplier at the server's clock, two bet panels, the wallet, and the round's and the player's bets.
 */
export function CrashTable({ table }: { table: TableSeat }) {
	const words = useCrashWords();
	const { t, say } = words;
	const wordsRef = useRef(words);
	wordsRef.current = words;
	const { user, setBalances } = useAuth();
	const [preferences] = usePreferences();
	const mutedRef = useRef(preferences.muted);
	mutedRef.current = preferences.muted;
	const reducedMotion = usePrefersReducedMotion();
	const [wallet, setWallet] = useState<Wallet>("real");
	const [news, setNews] = useState("");
	const [lowBalanceDismissed, setLowBalanceDismissed] = useState(false);
	const panelsRef = useRef<ReturnType<typeof useBetPanels> | null>(null);

	const onEvent = useCallback(
		(message: CrashServerMessage, view: CrashView) => {
			if ("balances" in message) setBalances(message.balances);
			if (message.type === "syncState" && message.you) setBalances(message.you.balances);
			panelsRef.current?.onEvent(message, wordsRef.current.say);
			const line = announce(message, view, wordsRef.current, mutedRef.current);
			if (line) setNews(line);
		},
		[setBalances],
	);
	const room = useCrashRoom({ signedIn: true, table: table.id, onEvent });
	const panels = useBetPanels(room, wallet, t("crash.offline"));
	panelsRef.current = panels;

	const { round } = room;
	const phase = round?.phase ?? null;
	const multiplier = useLiveMultiplier(round, room.clock);
	const deadline = phase === "betting" ? (round?.phaseEndsAt ?? null) : null;
	const secondsLeft = useSecondsLeft(deadline, room.clock.offsetMs);
	const window = round?.phaseEndsAt && round.phase === "betting" ? round.phaseEndsAt - round.phaseStartedAt : 0;
	const isOperator = isOperatorRole(user?.role);
	const closed = !room.tableEnabled;
	const cannotBet = isOperator || closed || room.connection !== "open";
	const balances = { realBalance: user?.realBalance ?? 0, playTokens: user?.playTokens ?? 0 };
	const available = wallet === "real" ? balances.realBalance : balances.playTokens;
	const limits = round ?? table;
	const sending = CRASH_PANELS.some((p) => panels.controls[p].sending !== null);
	const lowBalance = user !== null && !isOperator && balances.realBalance < LOW_BALANCE_RUPEES && !lowBalanceDismissed;

	return (
		<section aria-labelledby="crash-table-name" className="mx-auto flex max-w-6xl flex-col gap-3 px-2 py-2 sm:px-4">
			{/* Wraps when the name, the badge and the buttons do not fit one line (a long badge such as
			    "Reconnecting…" at twice the text size, WCAG 1.4.4 and 1.4.10). */}
			<div className="flex flex-wrap items-center gap-2">
				<h1 id="crash-table-name" className="shrink-0 text-base font-black sm:text-xl">
					{table.name}
				</h1>
				<CrashStrip crashes={room.lastCrashes} tableId={table.id} words={words} />
				<span
					data-testid="crash-badge"
					className={`shrink-0 rounded-full border px-2 py-0.5 text-xs font-bold ${room.connection === "open" && room.tableEnabled ? "border-green-500 text-green-400" : "border-gray-400 text-gray-300"}`}
				>
					{say(tableBadgeLabels[tableBadge(room.connection, room.tableEnabled)])}
				</span>
				<MuteButton />
			</div>
			<p aria-live="polite" className="sr-only" data-testid="crash-news">
				{news}
			</p>
			<div className="grid grid-cols-[minmax(0,1fr)] gap-3 table-wide:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] table-wide:items-start">
				<FlightView
					phase={phase}
					multiplier={multiplier}
					secondsLeft={secondsLeft}
					bettingProgress={window > 0 ? Math.min(1, (secondsLeft * 1000) / window) : 0}
					reducedMotion={reducedMotion}
					words={words}
				/>
				<div className="flex flex-col gap-2">
					{(closed || isOperator || room.connection === "offline") && (
						<p role="status" className="rounded-xl bg-yellow-950 px-3 py-2 text-sm font-bold text-yellow-200">
							{isOperator
								? say(tableMessages.operatorWatching)
								: closed
									? (room.tableMessage ?? t("crash.closed"))
									: t("crash.offline")}
						</p>
					)}
					<div className="grid gap-2 sm:grid-cols-2 table-wide:grid-cols-1">
						{CRASH_PANELS.map((panel) => (
							<BetPanel
								key={panel}
								panel={panel}
								words={words}
								chips={table.chipValues}
								limits={limits}
								wallet={wallet}
								phase={phase}
								multiplier={multiplier}
								bet={betOn(room, panel)}
								queued={panels.controls[panel].queued}
								sending={panels.controls[panel].sending !== null}
								refusal={panels.controls[panel].refusal}
								crashPoint={round?.crashPoint ?? null}
								disabled={cannotBet}
								onBet={(draft) => panels.request(panel, draft, room)}
								onCancelQueued={() => panels.cancelQueued(panel)}
								onCashOut={() => panels.cashOut(panel)}
								onRefuse={(message) => panels.refuse(panel, message)}
							/>
						))}
					</div>
					{!isOperator && (
						<div className="flex items-center justify-between gap-2 text-sm">
							<WalletSwitch wallet={wallet} onChange={setWallet} disabled={sending} />
							<TableBalance amount={available} wallet={wallet} className="items-baseline gap-1.5" />
						</div>
					)}
				</div>
			</div>
			<BetLists roundBets={room.roundBets} more={room.roundBetsMore} history={room.history} words={words} />
			<LowBalanceDialog open={lowBalance} onDismiss={() => setLowBalanceDismissed(true)} />
		</section>
	);
}
