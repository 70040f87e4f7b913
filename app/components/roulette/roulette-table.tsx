import { Undo2, Volume2, VolumeX } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { tableMessages } from "~/domain/messages";
import { paiseToRupees } from "~/domain/money";
import { betLimitsOf, CHIP_VALUES_RUPEES } from "~/domain/roulette/bets";
import { formatByWallet, formatInWallet, roundOutcomeText } from "~/domain/roulette/outcome";
import { FEED_KEPT, type FeedEntry, type ServerMessage, type Wallet } from "~/domain/roulette/protocol";
import { RESULT_EFFECTS_MS } from "~/domain/roulette/timing";
import { colorOf } from "~/domain/roulette/wheel";
import { usePreferences } from "../../lib/preferences";
import { notify } from "../../lib/toast";
import { useAuth } from "../../lib/use-auth";
import { usePrefersReducedMotion } from "../../lib/use-reduced-motion";
import { useRoom, useSecondsLeft } from "../../lib/use-room";
import { Button, ButtonLink } from "../ui/button";
import { Dialog } from "../ui/dialog";
import {
	addChip,
	clearSlip,
	doubleSlip,
	emptySlip,
	type Slip,
	shouldAutoSubmit,
	slipRequests,
	slipTotal,
	submissionRefusal,
	undoSlip,
} from "./bet-slip";
import { BettingBoard } from "./betting-board";
import { CountdownRing } from "./countdown-ring";
import { centreOf, FLYING_CHIPS_MAX, type FlyingChip, FlyingChips } from "./flying-chips";
import { OperatorMark, OperatorMarkLegend } from "./operator-mark";
import { StatsPanel } from "./stats-panel";
import type { TableTarget } from "./table-layout";
import { finish, speak, tick } from "./table-sound";
import { Wheel } from "./wheel";
import { wheelNeighbours } from "./wheel-geometry";

const pocketTile = { red: "bg-red-600", black: "bg-pocket-black", green: "bg-green-700" } as const;
const chipTint: Record<number, string> = {
	10: "border-gray-300 bg-gray-200",
	20: "border-green-500 bg-green-200",
	50: "border-amber-500 bg-amber-200",
	100: "border-orange-500 bg-orange-200",
	500: "border-red-500 bg-red-200",
	2500: "border-emerald-600 bg-emerald-200",
};
const LOW_BALANCE_RUPEES = 10;

function feedText(entry: FeedEntry): string {
	const amount = formatInWallet(entry.amount, entry.wallet);
	return entry.kind === "bet"
		? tableMessages.feedBet(entry.name, amount, entry.betValue)
		: tableMessages.feedWin(entry.name, amount);
}

/** What an admin sees in place of the wallet and chips: they watch the table, and its tools are one tap away. */
function OperatorSpectatorBar() {
	return (
		<div
			data-testid="operator-spectator"
			className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-raised px-4 py-2 text-sm"
		>
			<p>{tableMessages.operatorWatching}</p>
			<div className="flex gap-2">
				<ButtonLink to="/admin/live-game" variant="outline" pill>
					Live bets
				</ButtonLink>
				<ButtonLink to="/admin/dashboard" pill>
					Set a result
				</ButtonLink>
			</div>
		</div>
	);
}

function newSubmissionId(): string {
	return crypto.randomUUID().replaceAll("-", "");
}

type FeedLine = { id: string; text: string; kind: "you" | "table" | "result" };

/** The live table a signed-in player plays (docs/product.md#the-round): wheel, countdown, betting board, chips, winners and feed. */
export function RouletteTable() {
	const navigate = useNavigate();
	const { user, setBalances } = useAuth();
	const [preferences, updatePreferences] = usePreferences();
	const muted = preferences.muted;
	const mutedRef = useRef(muted);
	mutedRef.current = muted;

	const [slip, setSlip] = useState<Slip>(emptySlip);
	const [chip, setChip] = useState<number>(CHIP_VALUES_RUPEES[0]);
	const [wallet, setWallet] = useState<Wallet>("real");
	const [sending, setSending] = useState<string | null>(null);
	const sendingRef = useRef<string | null>(null);
	sendingRef.current = sending;
	const [autoSubmittedRound, setAutoSubmittedRound] = useState<string | null>(null);
	const [banner, setBanner] = useState<string | null>(null);
	const [phaseNews, setPhaseNews] = useState("");
	const [refusal, setRefusal] = useState<string | null>(null);
	const [feed, setFeed] = useState<FeedLine[]>([]);
	const [freshWinners, setFreshWinners] = useState<Set<string>>(new Set());
	const [lowBalanceDismissed, setLowBalanceDismissed] = useState(false);
	const [flying, setFlying] = useState<FlyingChip[]>([]);
	const flyingId = useRef(0);
	const reducedMotion = usePrefersReducedMotion();

	const pushFeed = useCallback((lines: ReadonlyArray<{ text: string; kind: FeedLine["kind"] }>) => {
		if (lines.length === 0) return;
		const stamp = `${Date.now()}-${Math.random()}`;
		// Newest first: the last line of a batch ends on top.
		const added = lines.map((line, i) => ({ ...line, id: `${stamp}-${i}` })).reverse();
		setFeed((current) => [...added, ...current].slice(0, FEED_KEPT));
	}, []);

	// Result effects (docs/product.md#the-round) run on timers counted from the result's arrival; a new round or leaving cancels them.
	const resultArrived = useRef<{ roundId: string; at: number } | null>(null);
	const effectTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
	const later = useCallback((run: () => void, ms: number) => {
		const timer = setTimeout(() => {
			effectTimers.current.delete(timer);
			run();
		}, ms);
		effectTimers.current.add(timer);
	}, []);
	const cancelEffects = useCallback(() => {
		for (const timer of effectTimers.current) clearTimeout(timer);
		effectTimers.current.clear();
	}, []);
	useEffect(() => cancelEffects, [cancelEffects]);

	const onEvent = useCallback(
		(message: ServerMessage) => {
			switch (message.type) {
				case "syncState": {
					if (message.you) setBalances(message.you.balances);
					// A fresh screen starts from the room's latest entries; a reconnect keeps the lines it has.
					const lines = message.feed
						.map((entry, i) => ({ id: `sync-${i}`, text: feedText(entry), kind: "table" as const }))
						.reverse();
					setFeed((current) => (current.length > 0 ? current : lines));
					break;
				}
				case "gameStarted":
					// Round events are told in the table's own live region, not as toasts that pile up every round.
					setPhaseNews(tableMessages.gameStarted);
					cancelEffects();
					resultArrived.current = null;
					setSlip(emptySlip);
					setBanner(null);
					setRefusal(null);
					break;
				case "bettingClosed":
					setPhaseNews(tableMessages.bettingClosed);
					finish(mutedRef.current);
					break;
				case "roundResult": {
					resultArrived.current = { roundId: message.round.roundId, at: Date.now() };
					setPhaseNews(tableMessages.result(message.result));
					// Spoken 5 s later (docs/product.md#the-round), unless muted or hidden at that moment.
					const words = `${message.result} ${message.color}`;
					later(() => speak(mutedRef.current, words), RESULT_EFFECTS_MS.speakAfter);
					pushFeed([
						{
							text: tableMessages.feedRound(
								message.round.seq,
								message.result,
								message.color,
								message.round.operatorSet,
							),
							kind: "result",
						},
					]);
					break;
				}
				case "tableFeed":
					pushFeed([
						...message.entries.map((entry) => ({ text: feedText(entry), kind: "table" as const })),
						...(message.more > 0 ? [{ text: tableMessages.feedMore(message.more), kind: "table" as const }] : []),
					]);
					break;
				case "betsPlaced":
					setBalances(message.balances);
					if (message.submissionId === sendingRef.current) {
						setSending(null);
						setSlip(emptySlip);
						notify.success(tableMessages.betPlaced);
						const staked = formatByWallet(message.bets.filter((b) => b.submissionId === message.submissionId));
						pushFeed([{ text: tableMessages.feedYouBet(staked), kind: "you" }]);
					}
					break;
				case "betResult": {
					setBalances(message.balances);
					// Each amount in its wallet's unit; refunds of an operator-set round are said to be refunds.
					const { text, won, refunded } = roundOutcomeText(message.outcomes);
					pushFeed([{ text, kind: "you" }]);
					// The banner shows 5 s after the result, for 3 s more (docs/product.md#the-round); the toast comes with it.
					const arrived = resultArrived.current;
					const now = Date.now();
					const showAt = arrived?.roundId === message.roundId ? arrived.at + RESULT_EFFECTS_MS.winBannerAfter : now;
					const showIn = Math.max(0, showAt - now);
					const hideIn = showIn + RESULT_EFFECTS_MS.winBannerFor;
					const announced = won || refunded;
					later(() => {
						if (won) notify.success(text);
						else notify.info(text);
						if (announced) setBanner(text);
					}, showIn);
					if (announced) later(() => setBanner((shown) => (shown === text ? null : shown)), hideIn);
					break;
				}
				case "error":
					if (message.submissionId && message.submissionId === sendingRef.current) setSending(null);
					notify.error(message.message);
					break;
				default:
					break;
			}
		},
		[pushFeed, setBalances, later, cancelEffects],
	);

	const room = useRoom({ signedIn: true, onEvent });
	const round = room.round;
	const phase = round?.phase ?? null;
	const secondsLeft = useSecondsLeft(round?.phase === "betting" ? round.roundEndTime : null, room.clockOffsetMs);
	const windowSeconds = round ? Math.max(1, Math.round((round.roundEndTime - round.phaseStartedAt) / 1000)) : 15;
	const placed = room.you?.bets ?? [];
	// An admin at the table watches: the board is theirs to see, the tools to run it are on the admin pages.
	const isOperator = user?.role === "admin";
	const locked =
		isOperator ||
		!room.tableEnabled ||
		phase !== "betting" ||
		secondsLeft <= 0 ||
		room.connection !== "open" ||
		sending !== null;
	const balances = { realBalance: user?.realBalance ?? 0, playTokens: user?.playTokens ?? 0 };
	const available = wallet === "real" ? balances.realBalance : balances.playTokens;
	const pending = slipTotal(slip);
	// Each wallet in its unit ("₹50 + 20 tokens"), chips not yet placed included; it clears when the result arrives.
	const totalBet = formatByWallet(phase === "result" ? [] : [...placed, { wallet, amount: pending }]);
	// The round's own limits (its table's catalogue entry when it opened), the ones the room checks.
	const minBet = round?.minBet;
	const maxBet = round?.maxBet;
	const limits = useMemo(() => betLimitsOf({ minBet, maxBet }), [minBet, maxBet]);

	// A tick each second while betting.
	useEffect(() => {
		if (phase === "betting" && secondsLeft > 0) tick(mutedRef.current);
	}, [phase, secondsLeft]);

	// New winners are highlighted for 4 s.
	const knownWinners = useRef<Set<string> | null>(null);
	useEffect(() => {
		const keys = room.recentWinners.map((w) => `${w.roundId}:${w.name}:${w.amount}`);
		if (knownWinners.current) {
			const fresh = keys.filter((k) => !knownWinners.current?.has(k));
			if (fresh.length > 0) {
				setFreshWinners(new Set(fresh));
				const timer = setTimeout(() => setFreshWinners(new Set()), RESULT_EFFECTS_MS.newWinnerHighlight);
				knownWinners.current = new Set(keys);
				return () => clearTimeout(timer);
			}
		}
		knownWinners.current = new Set(keys);
	}, [room.recentWinners]);

	const refuse = useCallback((message: string) => {
		setRefusal(message);
		notify.error(message);
	}, []);

	const submit = useCallback(() => {
		if (locked) return;
		const bets = slipRequests(slip);
		if (bets.length === 0) {
			setRefusal(tableMessages.nothingToSend);
			return;
		}
		const refused = submissionRefusal(slip, placed, limits);
		if (refused) return refuse(refused);
		const submissionId = newSubmissionId();
		if (room.send({ type: "placeBets", submissionId, wallet, bets })) setSending(submissionId);
	}, [locked, slip, placed, limits, refuse, room.send, wallet]);

	// Unsent bets go automatically, once, when 1 s remains (docs/product.md#the-round).
	useEffect(() => {
		if (!round) return;
		if (
			shouldAutoSubmit({
				phase,
				secondsLeft,
				hasUnsent: pending > 0,
				alreadyAutoSubmitted: autoSubmittedRound === round.roundId,
				sending: sending !== null,
			}) &&
			room.connection === "open" &&
			Date.now() + room.clockOffsetMs < round.roundEndTime
		) {
			setAutoSubmittedRound(round.roundId);
			const refused = submissionRefusal(slip, placed, limits);
			if (refused) return refuse(refused);
			const submissionId = newSubmissionId();
			if (room.send({ type: "placeBets", submissionId, wallet, bets: slipRequests(slip) })) setSending(submissionId);
		}
	}, [round, phase, secondsLeft, pending, autoSubmittedRound, sending, room, wallet, slip, placed, limits, refuse]);

	const apply = (change: ReturnType<typeof addChip>) => {
		if (change.ok) {
			setSlip(change.slip);
			setRefusal(null);
		} else {
			refuse(change.message);
		}
	};

	/** A chip flies from the tray to the place it was put on (pointer and keyboard alike); skipped for reduced motion. */
	const launchChip = (target: TableTarget) => {
		if (reducedMotion || typeof document === "undefined") return;
		const from = document.querySelector(`[data-chip="${chip}"]`);
		const to = document.querySelector(`[data-bet="${target.key}"]`);
		if (!from || !to) return;
		flyingId.current += 1;
		const flight: FlyingChip = { id: flyingId.current, value: chip, from: centreOf(from), to: centreOf(to) };
		setFlying((current) => [...current, flight].slice(-FLYING_CHIPS_MAX));
	};
	const landChip = useCallback((id: number) => setFlying((current) => current.filter((c) => c.id !== id)), []);

	const onBet = (target: TableTarget) => {
		if (locked) {
			setRefusal(tableMessages.betsLocked);
			return;
		}
		const change = addChip(slip, target, chip, placed, available, limits);
		apply(change);
		if (change.ok) launchChip(target);
	};

	const lastResult = room.lastResults[0] ?? null;
	const showResult = phase === "result" && round?.result !== null && round?.result !== undefined;
	const lowBalance = user !== null && !isOperator && balances.realBalance < LOW_BALANCE_RUPEES && !lowBalanceDismissed;

	return (
		<section
			aria-labelledby="table-heading"
			className="min-h-[calc(100dvh-8rem)] bg-gradient-to-b from-[#1b1040] to-page px-3 py-4 lg:px-6"
		>
			<h1 id="table-heading" className="sr-only">
				Auto Roulette
			</h1>
			<p role="status" className="sr-only" data-testid="phase-news">
				{phaseNews}
			</p>

			{/* Results strip, LIVE badge, mute */}
			<div className="flex items-center gap-3">
				<ol aria-label="Recent results, newest first" className="flex min-w-0 flex-1 gap-1 overflow-x-auto">
					{room.lastResults.slice(0, 12).map((r) => (
						<li key={r.roundId}>
							<Link
								to={`/verify?round=${r.roundId}`}
								className={`relative grid size-8 place-items-center rounded border-2 border-white text-sm font-bold text-white ${pocketTile[r.color]}`}
								aria-label={`Round #${r.seq}: ${r.result} ${r.color}${r.operatorSet ? `, ${tableMessages.operatorSet}` : ""}. Verify`}
							>
								{r.result}
								{r.operatorSet && <OperatorMark />}
							</Link>
						</li>
					))}
				</ol>
				<span
					data-testid="connection"
					data-state={room.connection}
					className={`shrink-0 rounded-full border px-3 py-0.5 text-xs font-bold ${room.connection === "open" && room.tableEnabled ? "border-green-500 text-green-400" : "border-gray-400 text-gray-300"}`}
				>
					{tableMessages.badge(room.connection, room.tableEnabled)}
				</span>
				<button
					type="button"
					aria-pressed={muted}
					aria-label={muted ? "Unmute sound" : "Mute sound"}
					onClick={() => updatePreferences({ muted: !muted })}
					className="grid size-9 shrink-0 place-items-center rounded-full bg-raised hover:bg-panel"
				>
					{muted ? (
						<VolumeX className="size-5" aria-hidden="true" />
					) : (
						<Volume2 className="size-5" aria-hidden="true" />
					)}
				</button>
			</div>
			{room.lastResults.slice(0, 12).some((r) => r.operatorSet) && <OperatorMarkLegend />}

			<div className="mt-4 grid gap-4 lg:grid-cols-[minmax(260px,340px)_1fr]">
				{/* Wheel, countdown, result */}
				<div className="flex flex-col items-center gap-3">
					<div className="relative w-full max-w-[190px] lg:max-w-[300px]">
						<Wheel
							result={phase === "betting" ? null : (round?.result ?? null)}
							spinning={phase === "spinning"}
							className={`transition-opacity ${phase === "betting" ? "opacity-60" : "opacity-100"}`}
						/>
						{phase === "spinning" && (
							<p
								role="status"
								className="absolute inset-x-0 bottom-2 mx-auto w-fit rounded-full bg-black/80 px-4 py-1.5 text-sm font-bold text-gold"
							>
								{tableMessages.waiting}
							</p>
						)}
					</div>
					{showResult && round?.result !== null && round?.result !== undefined && (
						<p data-testid="result-ribbon" data-result={round.result} className="flex items-center gap-1">
							<span className="sr-only">Result {round.result}</span>
							{[wheelNeighbours(round.result)[0], round.result, wheelNeighbours(round.result)[1]].map((n) => (
								<span
									key={n}
									aria-hidden="true"
									className={`grid place-items-center rounded font-black text-white ${pocketTile[colorOf(n)]} ${n === round.result ? "size-14 border-4 border-gold text-2xl" : "size-9 text-sm opacity-80"}`}
								>
									{n}
								</span>
							))}
							{round.operatorSet && (
								<span data-testid="result-operator-set" className="ml-2 text-sm font-bold text-gold">
									{tableMessages.operatorSet}
								</span>
							)}
						</p>
					)}
					{banner && (
						<p
							role="status"
							data-testid="win-banner"
							className="rounded-xl bg-gradient-to-r from-grad-from to-grad-to px-6 py-2 text-xl font-black text-white"
						>
							{banner}
						</p>
					)}
					<div className="flex items-center gap-4">
						{phase === "betting" ? (
							<CountdownRing secondsLeft={secondsLeft} windowSeconds={windowSeconds} />
						) : (
							<p className="text-sm font-bold text-gray-200" data-testid="phase-label">
								{phase === "spinning"
									? tableMessages.bettingClosed
									: phase === "result"
										? "Result"
										: tableMessages.connecting}
							</p>
						)}
						<p className="text-sm text-gray-200">
							Round <span className="font-bold text-white">#{round?.seq ?? "–"}</span>
						</p>
					</div>
					{round && phase === "betting" && (
						<p className="max-w-full text-center text-xs text-gray-300">
							Commitment{" "}
							<code data-testid="commitment" className="break-all text-gray-100">
								{round.commitment}
							</code>
						</p>
					)}
					{!room.tableEnabled && (
						<p
							role="status"
							data-testid="table-closed"
							className="rounded-lg bg-black/60 px-4 py-2 font-bold text-yellow-300"
						>
							{tableMessages.tableOff}
						</p>
					)}
				</div>

				{/* Board and controls */}
				<div className="flex min-w-0 flex-col gap-3">
					{isOperator ? (
						<OperatorSpectatorBar />
					) : (
						<div className="flex flex-wrap items-center justify-between gap-3 text-sm">
							<fieldset className="flex gap-1 rounded-full bg-raised p-1">
								<legend className="sr-only">Wallet</legend>
								{(["real", "tokens"] as const).map((w) => (
									<button
										key={w}
										type="button"
										aria-pressed={wallet === w}
										disabled={pending > 0 || sending !== null}
										onClick={() => setWallet(w)}
										className={`rounded-full px-4 py-1 font-bold ${wallet === w ? "bg-cta text-black" : "text-gray-100"} disabled:opacity-70`}
									>
										{w === "real" ? "Real" : "Tokens"}
									</button>
								))}
							</fieldset>
							<p>
								Balance{" "}
								<span data-testid="table-balance" className="font-bold text-gold">
									{wallet === "real"
										? formatInWallet(balances.realBalance, "real")
										: balances.playTokens.toLocaleString("en-IN")}
								</span>
							</p>
							<p>
								Total Bet{" "}
								<span data-testid="total-bet" className="font-bold text-white">
									{totalBet}
								</span>
							</p>
							<p data-testid="table-limits" className="text-gray-300">
								{tableMessages.tableLimits(paiseToRupees(limits.minBetPaise), paiseToRupees(limits.maxBetPaise))}
							</p>
						</div>
					)}
					{/* The felt: blue cloth with a wooden rail and a brass edge; from lg the layout leans back a little. */}
					<div
						data-testid="felt"
						className="overflow-x-auto rounded-2xl border-[6px] border-[#5a3217] bg-[radial-gradient(ellipse_at_50%_40%,#2d50b5_0%,#1c3589_55%,#10205a_100%)] p-2 shadow-[0_0_0_2px_#c9a14a,inset_0_0_28px_rgba(0,0,0,0.55),0_12px_28px_rgba(0,0,0,0.5)] lg:p-5 lg:[perspective:1600px]"
					>
						<BettingBoard
							slip={slip}
							placed={placed}
							locked={locked}
							lastResult={showResult ? (round?.result ?? null) : null}
							onBet={onBet}
						/>
					</div>

					<p role="alert" data-testid="bet-refusal" className="min-h-5 text-sm font-bold text-red-300">
						{refusal}
					</p>

					{!isOperator && (
						<div className="flex flex-wrap items-center gap-2">
							<button
								type="button"
								onClick={() => apply(doubleSlip(slip, placed, available, limits))}
								disabled={locked || pending === 0}
								className="grid size-11 place-items-center rounded-full bg-gray-600 font-black text-white disabled:opacity-50"
							>
								2x
							</button>
							<fieldset className="flex gap-1.5">
								<legend className="sr-only">Chip value</legend>
								{CHIP_VALUES_RUPEES.map((value) => (
									<button
										key={value}
										type="button"
										aria-pressed={chip === value}
										aria-label={`Chip ₹${value}`}
										data-chip={value}
										onClick={() => setChip(value)}
										disabled={!room.tableEnabled}
										className={`grid size-11 place-items-center rounded-full border-4 border-dashed text-xs font-black text-black transition-transform disabled:opacity-50 ${chipTint[value]} ${chip === value ? "scale-110 ring-2 ring-gold" : ""}`}
									>
										{value}
									</button>
								))}
							</fieldset>
							<Button pill onClick={submit} disabled={locked || pending === 0}>
								Place bet
							</Button>
							<button
								type="button"
								aria-label="Undo"
								onClick={() => setSlip(undoSlip(slip))}
								disabled={locked || slip.history.length === 0}
								className="grid size-11 place-items-center rounded-full bg-gray-600 text-white disabled:opacity-50"
							>
								<Undo2 className="size-5" aria-hidden="true" />
							</button>
							<button
								type="button"
								onClick={() => setSlip(clearSlip(slip))}
								disabled={locked || pending === 0}
								className="rounded-full border border-gray-400 px-4 py-2 text-sm font-bold text-white disabled:opacity-50"
							>
								Clear
							</button>
						</div>
					)}
					<div className="grid gap-3 md:grid-cols-2">
						<section aria-labelledby="winners-heading" className="rounded-xl bg-panel p-3">
							<h2 id="winners-heading" className="font-bold text-gold">
								Winners
							</h2>
							{room.recentWinners.length === 0 ? (
								<p className="mt-1 text-sm text-gray-300">No winners yet.</p>
							) : (
								<ul className="mt-1 space-y-0.5 text-sm" data-testid="winners">
									{room.recentWinners.slice(0, 12).map((w) => {
										const key = `${w.roundId}:${w.name}:${w.amount}`;
										return (
											<li
												key={key}
												className={`flex justify-between rounded px-1 ${freshWinners.has(key) ? "bg-gold/20" : ""}`}
											>
												<span>{w.name}</span>
												<span className="font-bold text-green-300">{formatInWallet(w.amount, w.wallet)}</span>
											</li>
										);
									})}
								</ul>
							)}
						</section>
						<section aria-labelledby="feed-heading" className="rounded-xl bg-panel p-3">
							<h2 id="feed-heading" className="font-bold text-gold">
								Table feed
							</h2>
							{feed.length === 0 ? (
								<p className="mt-1 text-sm text-gray-300">{tableMessages.feedEmpty}</p>
							) : (
								<ul
									aria-labelledby="feed-heading"
									// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard.
									tabIndex={0}
									className="mt-1 max-h-48 space-y-0.5 overflow-y-auto rounded text-sm focus-visible:outline-2 focus-visible:outline-gold"
									data-testid="feed"
								>
									{feed.map((line) => (
										<li
											key={line.id}
											data-kind={line.kind}
											className={
												line.kind === "you"
													? "font-bold text-white"
													: line.kind === "result"
														? "text-gold"
														: "text-gray-200"
											}
										>
											{line.text}
										</li>
									))}
								</ul>
							)}
						</section>
					</div>
					<StatsPanel results={room.lastResults} />
					{lastResult && (
						<p className="text-xs text-gray-300">
							Last round: {lastResult.result} {lastResult.color}.{" "}
							<Link className="underline" to={`/verify?round=${lastResult.roundId}`}>
								Verify round #{lastResult.seq}
							</Link>
						</p>
					)}
				</div>
			</div>

			<FlyingChips chips={flying} onLanded={landChip} />

			<Dialog
				open={lowBalance}
				title={tableMessages.lowBalanceTitle}
				onClose={() => setLowBalanceDismissed(true)}
				closeButton
				actions={
					<Button
						pill
						onClick={() => {
							setLowBalanceDismissed(true);
							navigate("/casino/game");
						}}
					>
						OK
					</Button>
				}
			>
				<p>{tableMessages.lowBalance}</p>
			</Dialog>
		</section>
	);
}
