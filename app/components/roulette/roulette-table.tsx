import { CircleDot, Repeat, Star, Undo2 } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { verifyPath } from "~/domain/content";
import { INTL_LOCALE } from "~/domain/i18n/locales";
import { tableBadge, tableBadgeLabels, tableMessages } from "~/domain/messages";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { betLimitsOf, CHIP_VALUES_RUPEES } from "~/domain/roulette/bets";
import { FEED_KEPT, type PlacedBet, type ServerMessage, type Wallet } from "~/domain/roulette/protocol";
import { expandCall, type NamedCall, type RacetrackCall } from "~/domain/roulette/racetrack";
import { RESULT_EFFECTS_MS } from "~/domain/roulette/timing";
import { colorOf } from "~/domain/roulette/wheel";
import { MAIN_TABLE_ID } from "~/domain/tables";
import { usePreferences } from "../../lib/preferences";
import { notify } from "../../lib/toast";
import { useAuth } from "../../lib/use-auth";
import { usePrefersReducedMotion } from "../../lib/use-reduced-motion";
import { useRoom, useSecondsLeft } from "../../lib/use-room";
import { useTableStats } from "../../lib/use-table-stats";
import { Tabs } from "../tabs";
import { ButtonLink } from "../ui/button";
import { BetChooser } from "./bet-chooser";
import {
	addBets,
	addChip,
	clearSlip,
	doubleSlip,
	emptySlip,
	placeBetsMessage,
	type Slip,
	shouldAutoSubmit,
	slipRequests,
	slipTotal,
	submissionRefusal,
	undoSlip,
} from "./bet-slip";
import { repeatBets, type ToolBet } from "./bet-tools";
import { BettingBoard, stakesOn } from "./betting-board";
import { CountdownRing } from "./countdown-ring";
import { FavouritesDialog } from "./favourites";
import { centreOf, FLYING_CHIPS_MAX, type FlyingChip, FlyingChips } from "./flying-chips";
import { TableLoadingCard } from "./loading-card";
import { LOW_BALANCE_RUPEES, LowBalanceDialog } from "./low-balance-dialog";
import { MuteButton } from "./mute-button";
import { OperatorMark, OperatorMarkLegend } from "./operator-mark";
import { pocketTile } from "./pocket-tile";
import { type HeatMap, Racetrack } from "./racetrack";
import { StatsPanel } from "./stats-panel";
import type { TableTarget } from "./table-layout";
import { MAIN_TABLE_SEAT, type TableSeat } from "./table-seat";
import { finish, speak, tick } from "./table-sound";
import { type TableWords, useTableWords } from "./table-words";
import { TableBalance, WalletSwitch } from "./wallet-switch";
import { Wheel } from "./wheel";
import { wheelNeighbours } from "./wheel-geometry";

/** A table's chips are tinted by their place in its list, smallest first (up to MAX_TABLE_CHIPS). */
// A phone's chip column holds six full-size chips beside the board; a table with more (up to 8) gets smaller ones,
// and a short phone (360×740) smaller again, all above the 24 px target, so the bet controls under them end above
// the betting tools' row (tests/e2e/table.spec.ts and tables.spec.ts measure both).
const PHONE_FULL_SIZE_CHIPS = 6;
const chipTints = [
	"border-gray-300 bg-gray-200",
	"border-green-500 bg-green-200",
	"border-amber-500 bg-amber-200",
	"border-orange-500 bg-orange-200",
	"border-red-500 bg-red-200",
	"border-emerald-600 bg-emerald-200",
	"border-sky-500 bg-sky-200",
	"border-violet-500 bg-violet-200",
] as const;
/** On a phone the tools' words alone fit four across; wider screens add their icons. */
const toolIcon = "hidden size-4 shrink-0 sm:block";
const toolButton =
	"flex min-h-8 min-w-0 flex-1 items-center justify-center gap-1 rounded-full border border-gray-400 px-1 text-center leading-tight text-white disabled:opacity-50 aria-pressed:border-gold aria-pressed:bg-gold/20 aria-pressed:text-gold lg:max-w-40";
/** One empty list, so that the memoised board sees the same props while the seat has no bets. */
const NO_BETS: readonly PlacedBet[] = [];
const DETAIL_TABS = ["feed", "winners", "stats", "round"] as const;
type DetailTab = (typeof DETAIL_TABS)[number];

/**
 * Where the game area starts on the page, so that it can end at the bottom of the screen whatever the
 * banner and header above it take (the table renders after the splash, so this runs before its first paint).
 * The measure goes straight into the element's `--table-top`, not into state: a second render of the whole
 * table on mount would cost a phone a long task for one number.
 */
function usePageTop() {
	const ref = useRef<HTMLDivElement>(null);
	useLayoutEffect(() => {
		const measure = () => {
			const el = ref.current;
			if (el) el.style.setProperty("--table-top", `${Math.round(el.getBoundingClientRect().top + window.scrollY)}px`);
		};
		measure();
		window.addEventListener("resize", measure);
		return () => window.removeEventListener("resize", measure);
	}, []);
	return ref;
}

/** The admin console's page for a table: its live bets, switch, limits and next result. */
function adminTableHref(tableId: string): string {
	return tableId === MAIN_TABLE_ID ? "/admin/live-game" : `/admin/live-game?table=${tableId}`;
}

/** What an admin sees in place of the wallet and chips: they watch the table, and its tools are one tap away. */
function OperatorSpectatorBar({ tableId }: { tableId: string }) {
	const { t, say } = useTableWords();
	return (
		<div
			data-testid="operator-spectator"
			className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-raised px-4 py-2 text-sm"
		>
			<p>{say(tableMessages.operatorWatching)}</p>
			<div className="flex gap-2">
				<ButtonLink to={adminTableHref(tableId)} variant="outline" pill>
					{t("operator.liveBets")}
				</ButtonLink>
				<ButtonLink to={tableId === MAIN_TABLE_ID ? "/admin/dashboard" : adminTableHref(tableId)} pill>
					{t("operator.setResult")}
				</ButtonLink>
			</div>
		</div>
	);
}

/**
 * The entry splash (docs/product.md#screens): for its 3 s the table is already drawn and connecting underneath,
 * dimmed and out of reach, so that when the splash lifts the round is live (docs/decisions/0610-phone-first-table.md).
 */
function TableLoading() {
	return (
		<div role="status" className="absolute inset-0 z-50 grid place-items-start justify-center bg-black/40 pt-[20vh]">
			<TableLoadingCard wheelClassName="size-24" className="rounded-2xl bg-black/75 px-8 py-5 shadow-xl" />
		</div>
	);
}

function newSubmissionId(): string {
	return crypto.randomUUID().replaceAll("-", "");
}

/** A line of the table's own words, worded in the page's language when it is shown (the language may change). */
type Line = (words: TableWords) => string;
type FeedLine = { id: string; text: Line; kind: "you" | "table" | "result" };

/**
 * The live table a signed-in player plays (docs/product.md#the-round): wheel, countdown, betting board, chips, winners
 * and feed, at `table` (its name, limits and chips; the main table by default), over that table's room.
 */
export function RouletteTable({ loading = false, table = MAIN_TABLE_SEAT }: { loading?: boolean; table?: TableSeat }) {
	const words = useTableWords();
	const { t, say } = words;
	// Socket events are handled by a callback made once; it words what it says at that moment's language.
	const wordsRef = useRef(words);
	wordsRef.current = words;
	const { user, setBalances } = useAuth();
	const [preferences, updatePreferences] = usePreferences();
	const muted = preferences.muted;
	const mutedRef = useRef(muted);
	mutedRef.current = muted;

	const [slip, setSlip] = useState<Slip>(emptySlip);
	const chips = table.chipValues;
	const [chip, setChip] = useState<number>(chips[0] ?? CHIP_VALUES_RUPEES[0]);
	const [wallet, setWallet] = useState<Wallet>("real");
	const [sending, setSending] = useState<string | null>(null);
	const sendingRef = useRef<string | null>(null);
	sendingRef.current = sending;
	const [autoSubmittedRound, setAutoSubmittedRound] = useState<string | null>(null);
	const [banner, setBanner] = useState<Line | null>(null);
	const [phaseNews, setPhaseNews] = useState("");
	const [refusal, setRefusal] = useState<string | null>(null);
	const [feed, setFeed] = useState<FeedLine[]>([]);
	const [freshWinners, setFreshWinners] = useState<Set<string>>(new Set());
	const [lowBalanceDismissed, setLowBalanceDismissed] = useState(false);
	const [flying, setFlying] = useState<FlyingChip[]>([]);
	const flyingId = useRef(0);
	const reducedMotion = usePrefersReducedMotion();
	const [choosing, setChoosing] = useState(false);
	const [chooserFor, setChooserFor] = useState<number | null>(null);
	const [tab, setTab] = useState<DetailTab>("feed");
	// The seat's bets in the round under way (from the room), and those of the round before: what Repeat places.
	const seatBets = useRef<readonly PlacedBet[]>(NO_BETS);
	const [previousBets, setPreviousBets] = useState<readonly PlacedBet[]>(NO_BETS);
	/** The round in which Repeat last put the previous round's bets on the slip. */
	const [repeatedIn, setRepeatedIn] = useState<string | null>(null);
	const [favouritesOpen, setFavouritesOpen] = useState(false);
	const racetrack = preferences.racetrack;
	const [neighbourCount, setNeighbourCount] = useState(2);
	const heatOn = preferences.heatMap;
	// Asked for by the statistics tab's button: the heat map's switch takes the focus once the racetrack is shown.
	const [heatFocus, setHeatFocus] = useState(0);
	const playRef = usePageTop();

	const pushFeed = useCallback((lines: ReadonlyArray<{ text: Line; kind: FeedLine["kind"] }>) => {
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
					seatBets.current = message.you?.bets ?? NO_BETS;
					// A fresh screen starts from the room's latest entries; a reconnect keeps the lines it has.
					const lines = message.feed
						.map((entry, i) => ({
							id: `sync-${i}`,
							text: (w: TableWords) => w.feedText(entry),
							kind: "table" as const,
						}))
						.reverse();
					setFeed((current) => (current.length > 0 ? current : lines));
					break;
				}
				case "gameStarted":
					// Round events are told in the table's own live region, not as toasts that pile up every round.
					setPhaseNews(tableMessages.gameStarted);
					cancelEffects();
					resultArrived.current = null;
					setPreviousBets(seatBets.current);
					seatBets.current = NO_BETS;
					setRepeatedIn(null);
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
					// Spoken 5 s later (docs/product.md#the-round), unless muted or hidden at that moment, in the page's
					// language ("17 लाल" by a Hindi voice).
					later(() => {
						const w = wordsRef.current;
						speak(mutedRef.current, `${message.result} ${w.colour(message.color)}`, INTL_LOCALE[w.format.locale]);
					}, RESULT_EFFECTS_MS.speakAfter);
					const { seq, operatorSet } = message.round;
					pushFeed([{ text: (w) => w.roundText(seq, message.result, message.color, operatorSet), kind: "result" }]);
					break;
				}
				case "tableFeed":
					pushFeed([
						...message.entries.map((entry) => ({ text: (w: TableWords) => w.feedText(entry), kind: "table" as const })),
						...(message.more > 0
							? [{ text: (w: TableWords) => w.say(tableMessages.feedMore(message.more)), kind: "table" as const }]
							: []),
					]);
					break;
				case "betsPlaced":
					setBalances(message.balances);
					seatBets.current = message.bets;
					if (message.submissionId === sendingRef.current) {
						setSending(null);
						setSlip(emptySlip);
						notify.success(tableMessages.betPlaced);
						const staked = message.bets.filter((b) => b.submissionId === message.submissionId);
						pushFeed([{ text: (w) => w.say(tableMessages.feedYouBet(w.byWallet(staked))), kind: "you" }]);
					}
					break;
				case "betResult": {
					setBalances(message.balances);
					// Each amount in its wallet's unit; refunds of an operator-set round are said to be refunds.
					const { outcomes } = message;
					const { won, refunded } = wordsRef.current.outcome(outcomes);
					const line: Line = (w) => w.outcome(outcomes).text;
					pushFeed([{ text: line, kind: "you" }]);
					// The banner shows 5 s after the result, for 3 s more (docs/product.md#the-round); the toast comes with it.
					const arrived = resultArrived.current;
					const now = Date.now();
					const showAt = arrived?.roundId === message.roundId ? arrived.at + RESULT_EFFECTS_MS.winBannerAfter : now;
					const showIn = Math.max(0, showAt - now);
					const hideIn = showIn + RESULT_EFFECTS_MS.winBannerFor;
					const announced = won || refunded;
					later(() => {
						const text = line(wordsRef.current);
						if (won) notify.success(text);
						else notify.info(text);
						if (announced) setBanner(() => line);
					}, showIn);
					if (announced) later(() => setBanner((shown: Line | null) => (shown === line ? null : shown)), hideIn);
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

	const room = useRoom({ signedIn: true, onEvent, table: table.id });
	const round = room.round;
	const phase = round?.phase ?? null;
	const secondsLeft = useSecondsLeft(round?.phase === "betting" ? round.roundEndTime : null, room.clockOffsetMs);
	const windowSeconds = round ? Math.max(1, Math.round((round.roundEndTime - round.phaseStartedAt) / 1000)) : 15;
	const placed = room.you?.bets ?? NO_BETS;
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
	const totalBet = words.byWallet(phase === "result" ? [] : [...placed, { wallet, amount: pending }]);
	// The round's own limits (its table's catalogue entry when it opened), the ones the room checks; the catalogue's
	// until a round is known.
	const minBet = round?.minBet ?? table.minBet;
	const maxBet = round?.maxBet ?? table.maxBet;
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
		if (slipRequests(slip).length === 0) {
			setRefusal(tableMessages.nothingToSend);
			return;
		}
		const refused = submissionRefusal(slip, placed, limits);
		if (refused) return refuse(refused);
		const submissionId = newSubmissionId();
		if (room.send(placeBetsMessage(submissionId, wallet, slip))) setSending(submissionId);
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
			if (room.send(placeBetsMessage(submissionId, wallet, slip))) setSending(submissionId);
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
		// A place between numbers that is not a control here (by touch) lands on its chip's spot instead.
		const button = document.querySelector(`[data-bet="${target.key}"]`);
		const to = button?.getClientRects().length ? button : document.querySelector(`[data-bet-spot="${target.key}"]`);
		if (!from || !to) return;
		flyingId.current += 1;
		const landing = () => {
			const resting = [
				...document.querySelectorAll(
					`[data-bet="${target.key}"] [data-testid="chip-on-table"], [data-bet-spot="${target.key}"] [data-testid="chip-on-table"]`,
				),
			].find((element) => element.getClientRects().length > 0);
			return resting ? centreOf(resting) : null;
		};
		const flight: FlyingChip = { id: flyingId.current, value: chip, from: centreOf(from), to: centreOf(to), landing };
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
	/** Bets chosen by a tool go on the slip as if placed by hand: the same rules, limits and messages as a chip. */
	const placeOnSlip = (
		bets: readonly ToolBet[],
		from: typeof wallet = wallet,
		calls: readonly NamedCall[] = [],
	): boolean => {
		if (locked) {
			setRefusal(tableMessages.betsLocked);
			return false;
		}
		const funds = from === "real" ? balances.realBalance : balances.playTokens;
		const change = addBets(slip, bets, placed, funds, limits, calls);
		if (change.ok && from !== wallet) setWallet(from);
		apply(change);
		return change.ok;
	};
	const repeat = (times: 1 | 2) => {
		const chosen = repeatBets(previousBets, wallet, times, pending === 0);
		if (chosen && placeOnSlip(chosen.bets, chosen.wallet, chosen.calls)) setRepeatedIn(round?.roundId ?? null);
	};
	// Repeat works once a round: pressed again it would stake last round's bets twice. Taken back with Undo or Clear
	// before they are placed, it may be pressed again.
	const repeatedNow = repeatedIn !== null && repeatedIn === round?.roundId && (pending > 0 || placed.length > 0);
	const canRepeat = !locked && previousBets.length > 0 && !repeatedNow;
	/**
	 * A racetrack call goes on the slip as the ordinary bets the domain expands it to, one chip of the chosen value per
	 * chip, and is remembered as that call so that it is sent named.
	 */
	const placeCall = (call: RacetrackCall) => placeOnSlip(expandCall(call, chip), wallet, [{ call, chip }]);
	const stakedPockets = useMemo(
		() =>
			new Set(
				[...placed, ...Object.values(slip.stakes)].filter((b) => b.type === "straight").map((b) => b.numbers[0] ?? -1),
			),
		[placed, slip],
	);

	// The board gets one function for the table's whole life (it is memoised), which calls this render's onBet.
	const onBetRef = useRef(onBet);
	onBetRef.current = onBet;
	const onBoardBet = useCallback((target: TableTarget) => onBetRef.current(target), []);

	// The table's statistics, loaded while they are shown: in their tab, or as the racetrack's heat map.
	const statistics = useTableStats(table.id, room.lastResults, tab === "stats" || (racetrack && heatOn));
	const { stats } = statistics;
	const heat: HeatMap = useMemo(
		() => ({
			on: heatOn,
			onToggle: () => updatePreferences({ heatMap: !heatOn }),
			counts: statistics.status === "loading" ? null : { total: stats.count, times: stats.times },
		}),
		[heatOn, statistics.status, stats, updatePreferences],
	);
	const showHeat = () => {
		updatePreferences({ racetrack: true, heatMap: true });
		setHeatFocus((n) => n + 1);
	};
	useEffect(() => {
		if (heatFocus === 0) return;
		// Back to the first screen, which holds the game (docs/decisions/0610-phone-first-table.md).
		window.scrollTo({ top: 0 });
		document.querySelector<HTMLElement>('[data-testid="heat-controls"] button')?.focus({ preventScroll: true });
	}, [heatFocus]);

	const lastResult = room.lastResults[0] ?? null;
	const showResult = phase === "result" && round?.result !== null && round?.result !== undefined;
	const lowBalance =
		!loading && user !== null && !isOperator && balances.realBalance < LOW_BALANCE_RUPEES && !lowBalanceDismissed;
	const stakeText = (target: TableTarget) => {
		const { total, text } = stakesOn(target.key, slip, placed, wallet, words.byWallet);
		return total > 0 ? text : null;
	};
	const recent = room.lastResults.slice(0, 12);

	return (
		<section
			aria-labelledby="table-heading"
			aria-busy={loading}
			className="relative bg-[radial-gradient(ellipse_at_50%_0%,#2a1656_0%,#150a2c_60%,var(--color-page)_100%)] px-2 pt-2 pb-4 lg:px-6 lg:pt-4"
		>
			{loading && <TableLoading />}
			<p role="status" className="sr-only" data-testid="phase-news">
				{say(phaseNews)}
			</p>

			{/* The game: one phone screen tall below the header (docs/decisions/0610-phone-first-table.md). */}
			<div
				ref={playRef}
				inert={loading}
				data-testid="table-play"
				className="relative flex h-[calc(100dvh-var(--table-top,96px)-0.5rem)] min-h-72 flex-col gap-1.5 lg:h-auto lg:gap-3"
			>
				{/*
				 * The table's name and limits, then the countdown, recent results, LIVE badge and mute: two short lines on a
				 * phone upright, one on a phone held sideways, so the game below still fits the screen.
				 */}
				<div className="flex shrink-0 flex-col gap-1.5 table-sideways:flex-row table-sideways:items-center table-sideways:gap-3">
					<div className="flex h-6 items-baseline justify-between gap-2 lg:h-8 table-sideways:h-auto table-sideways:w-44 table-sideways:shrink-0 table-sideways:flex-col table-sideways:items-start table-sideways:gap-0">
						<h1 id="table-heading" className="min-w-0 truncate text-sm font-bold lg:text-lg table-sideways:max-w-full">
							{table.name}
						</h1>
						<p data-testid="table-limits" className="shrink-0 text-xs text-gray-300 lg:text-sm">
							{say(tableMessages.tableLimits(paiseToRupees(limits.minBetPaise), paiseToRupees(limits.maxBetPaise)))}
						</p>
					</div>
					<div className="flex h-11 min-w-0 shrink-0 items-center gap-2 table-sideways:flex-1">
						<div className="shrink-0" data-testid="phase">
							{phase === "betting" ? (
								<CountdownRing secondsLeft={secondsLeft} windowSeconds={windowSeconds} size={40} compact />
							) : (
								<p
									className="max-w-20 text-xs leading-tight font-bold text-gray-100 uppercase"
									data-testid="phase-label"
								>
									{phase === "spinning"
										? say(tableMessages.bettingClosed)
										: phase === "result"
											? t("phase.result")
											: say(tableMessages.connecting)}
								</p>
							)}
						</div>
						<ol aria-label={t("recent.label")} className="flex min-w-0 flex-1 gap-1 overflow-x-auto py-1">
							{recent.map((r) => (
								<li key={r.roundId}>
									<Link
										to={verifyPath(r.roundId, table.id)}
										className={`relative grid size-7 place-items-center rounded border-2 border-white text-xs font-bold text-white lg:size-8 lg:text-sm ${pocketTile[r.color]}`}
										aria-label={t(r.operatorSet ? "recent.tileOperatorSet" : "recent.tile", {
											seq: r.seq,
											result: r.result,
											color: words.colour(r.color),
											operatorSet: say(tableMessages.operatorSet),
										})}
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
							className={`shrink-0 rounded-full border px-2 py-0.5 text-xs font-bold ${room.connection === "open" && room.tableEnabled ? "border-green-500 text-green-400" : "border-gray-400 text-gray-300"}`}
						>
							{say(tableBadgeLabels[tableBadge(room.connection, room.tableEnabled)])}
						</span>
						<MuteButton />
					</div>
				</div>
				{recent.some((r) => r.operatorSet) && <OperatorMarkLegend />}

				<div className="relative flex min-h-0 flex-1 gap-2 lg:grid lg:flex-none lg:grid-cols-[200px_1fr_auto] xl:grid-cols-[minmax(240px,300px)_1fr_auto] lg:gap-4">
					{/* The wheel: beside the board on wide screens; on phones over the board while the ball spins and the result shows. */}
					<div
						data-testid="wheel-stage"
						className={`${phase === "betting" || phase === null ? "hidden" : "absolute inset-0 z-40 flex justify-center bg-black/70 pt-4 backdrop-blur-[2px]"} flex-col items-center gap-3 rounded-2xl lg:static lg:flex lg:justify-start lg:bg-transparent lg:pt-0 lg:backdrop-blur-none`}
					>
						<div className="relative w-full max-w-[220px] lg:max-w-[300px]">
							<Wheel
								result={phase === "betting" ? null : (round?.result ?? null)}
								spinning={phase === "spinning"}
								className={`transition-opacity ${phase === "betting" ? "opacity-70" : "opacity-100"}`}
							/>
							{phase === "spinning" && (
								<p
									role="status"
									className="absolute inset-x-0 bottom-2 mx-auto w-fit rounded-full bg-black/80 px-4 py-1.5 text-sm font-bold text-gold"
								>
									{say(tableMessages.waiting)}
								</p>
							)}
						</div>
						{showResult && round?.result !== null && round?.result !== undefined && (
							<p data-testid="result-ribbon" data-result={round.result} className="flex items-center gap-1">
								<span className="sr-only">{t("wheel.result", { result: round.result })}</span>
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
										{say(tableMessages.operatorSet)}
									</span>
								)}
							</p>
						)}
						{banner && (
							<p
								role="status"
								data-testid="win-banner"
								className="mx-2 rounded-xl bg-gradient-to-r from-grad-from to-grad-to px-6 py-2 text-center text-xl font-black text-white"
							>
								{banner(words)}
							</p>
						)}
						<p className="hidden text-sm text-gray-200 lg:block">
							{t("round")} <span className="font-bold text-white">#{round?.seq ?? "–"}</span>
						</p>
					</div>

					{/* The felt: green-blue cloth with a wooden rail and a brass edge; on wide screens it leans back a little. */}
					<div className="relative min-h-0 min-w-0 flex-1 lg:flex lg:flex-col lg:justify-center">
						<div
							data-testid="felt"
							className="h-full rounded-2xl border-[5px] border-[#5a3217] bg-[radial-gradient(ellipse_at_50%_35%,#2f57c4_0%,#1c3589_55%,#0e1d52_100%)] p-1.5 shadow-[0_0_0_2px_#c9a14a,inset_0_0_28px_rgba(0,0,0,0.55),0_12px_28px_rgba(0,0,0,0.5)] lg:aspect-[2.5/1] lg:h-auto lg:p-4 lg:[perspective:1600px]"
						>
							<div className="h-full lg:origin-bottom lg:[transform:rotateX(10deg)]">
								{racetrack ? (
									<Racetrack
										neighbours={neighbourCount}
										onNeighbours={setNeighbourCount}
										onCall={placeCall}
										locked={locked}
										staked={stakedPockets}
										heat={heat}
									/>
								) : (
									<BettingBoard
										slip={slip}
										placed={placed}
										wallet={wallet}
										locked={locked}
										choosing={choosing}
										lastResult={showResult ? (round?.result ?? null) : null}
										onBet={onBoardBet}
										onChoose={setChooserFor}
									/>
								)}
							</div>
						</div>
						{!room.tableEnabled && (
							<p
								role="status"
								data-testid="table-closed"
								className="absolute inset-x-4 top-1/3 z-30 rounded-lg bg-black/80 px-4 py-2 text-center font-bold text-yellow-300"
							>
								{say(tableMessages.tableOff)}
							</p>
						)}
						<p
							role="alert"
							data-testid="bet-refusal"
							className={`pointer-events-none absolute inset-x-2 bottom-2 z-30 text-center text-sm font-bold text-red-200 ${refusal ? "rounded-lg bg-black/85 px-3 py-1.5" : ""}`}
						>
							{refusal && say(refusal)}
						</p>
					</div>

					{/* Chips and actions: a column beside the board on a phone, a small grid when it is held sideways. */}
					{!isOperator && (
						<div
							data-testid="bet-controls"
							className={`grid w-[3.25rem] shrink-0 auto-rows-min content-between justify-items-center table-wide:w-32 table-wide:grid-cols-3 table-wide:content-center table-wide:gap-1 lg:w-40 lg:gap-1.5 ${chips.length > PHONE_FULL_SIZE_CHIPS ? "gap-0.5" : "gap-1"}`}
						>
							<fieldset className="contents">
								<legend className="sr-only">{t("controls.chips")}</legend>
								{chips.map((value, i) => (
									<button
										key={value}
										type="button"
										aria-pressed={chip === value}
										aria-label={t("controls.chip", { value: words.format.rupees(rupeesToPaise(value)) })}
										data-chip={value}
										onClick={() => setChip(value)}
										disabled={!room.tableEnabled}
										className={`grid place-items-center rounded-full border-dashed text-[10px] font-black text-black shadow-[0_2px_4px_rgba(0,0,0,.5)] transition-transform disabled:opacity-50 table-wide:size-9 lg:size-11 ${chips.length > PHONE_FULL_SIZE_CHIPS ? "size-8 border-[3px] [@media(orientation:portrait)_and_(max-height:780px)]:size-7" : "size-10 border-4 [@media(orientation:portrait)_and_(max-height:780px)]:size-9"} ${chipTints[i] ?? chipTints[0]} ${chip === value ? "scale-110 ring-2 ring-gold" : ""}`}
									>
										{value}
									</button>
								))}
							</fieldset>
							<button
								type="button"
								aria-label={t("controls.doubleLabel")}
								onClick={() => apply(doubleSlip(slip, placed, available, limits))}
								disabled={locked || pending === 0}
								className="grid size-10 place-items-center rounded-full bg-gray-600 text-sm font-black text-white disabled:opacity-50 table-wide:size-9 lg:size-11"
							>
								{t("controls.double")}
							</button>
							<button
								type="button"
								aria-label={t("controls.undo")}
								onClick={() => setSlip(undoSlip(slip))}
								disabled={locked || slip.history.length === 0}
								className="grid size-10 place-items-center rounded-full bg-gray-600 text-white disabled:opacity-50 table-wide:size-9 lg:size-11"
							>
								<Undo2 className="size-5" aria-hidden="true" />
							</button>
							<button
								type="button"
								onClick={() => setSlip(clearSlip(slip))}
								disabled={locked || pending === 0}
								className="grid h-10 w-full place-items-center rounded-full border border-gray-400 text-[11px] font-bold text-white disabled:opacity-50 table-wide:h-9 lg:h-11"
							>
								{t("controls.clear")}
							</button>
							<button
								type="button"
								aria-pressed={choosing}
								onClick={() => setChoosing((on) => !on)}
								className={`grid min-h-10 w-full place-items-center rounded-lg border px-0.5 table-wide:min-h-9 text-[10px] leading-tight font-bold table-wide:col-span-3 edge-direct:hidden ${choosing ? "border-gold bg-gold/20 text-gold" : "border-gray-400 text-gray-100"}`}
							>
								{t("controls.splitCorner")}
							</button>
							<button
								type="button"
								onClick={submit}
								disabled={locked || pending === 0}
								className="min-h-11 w-full rounded-full bg-cta px-1 table-wide:min-h-10 text-xs leading-tight font-bold text-black hover:brightness-110 disabled:opacity-60 table-wide:col-span-3 lg:text-sm"
							>
								{t("controls.placeBet")}
							</button>
						</div>
					)}
				</div>

				{/* The tools, then the wallet: under the board on a phone upright, side by side on one held sideways. */}
				<div className="flex shrink-0 flex-col gap-1.5 table-wide:flex-row-reverse table-wide:items-center lg:flex-col lg:items-stretch lg:gap-3">
					{!isOperator && (
						<fieldset
							data-testid="bet-tools"
							className="flex shrink-0 gap-1 text-xs font-bold table-wide:basis-1/2 lg:basis-auto lg:justify-end lg:gap-2"
						>
							<legend className="sr-only">{t("tools.label")}</legend>
							<button
								type="button"
								aria-label={t("tools.repeatLabel")}
								onClick={() => repeat(1)}
								disabled={!canRepeat}
								className={toolButton}
							>
								<Repeat className={toolIcon} aria-hidden="true" />
								{t("tools.repeat")}
							</button>
							<button
								type="button"
								aria-label={t("tools.repeatDoubleLabel")}
								onClick={() => repeat(2)}
								disabled={!canRepeat}
								className={toolButton}
							>
								{t("tools.repeatDouble")}
							</button>
							<button
								type="button"
								aria-haspopup="dialog"
								onClick={() => setFavouritesOpen(true)}
								className={toolButton}
							>
								<Star className={toolIcon} aria-hidden="true" />
								{t("tools.favourites")}
							</button>
							<button
								type="button"
								aria-pressed={racetrack}
								onClick={() => updatePreferences({ racetrack: !racetrack })}
								className={toolButton}
							>
								<CircleDot className={toolIcon} aria-hidden="true" />
								{t("tools.racetrack")}
							</button>
						</fieldset>
					)}

					{isOperator ? (
						<OperatorSpectatorBar tableId={table.id} />
					) : (
						<div className="flex shrink-0 items-center justify-between gap-2 text-sm table-wide:flex-1 lg:flex-none lg:justify-start lg:gap-8">
							<WalletSwitch wallet={wallet} onChange={setWallet} disabled={pending > 0 || sending !== null} />
							<TableBalance
								amount={available}
								wallet={wallet}
								className="flex-col leading-tight lg:flex-row lg:gap-1.5"
							/>
							<p className="flex min-w-0 flex-col text-right leading-tight lg:flex-row lg:gap-1.5 lg:text-left">
								<span className="text-[11px] text-gray-300 lg:text-sm">{t("wallet.totalBet")}</span>
								<span data-testid="total-bet" className="truncate font-bold text-white">
									{totalBet}
								</span>
							</p>
						</div>
					)}
				</div>
			</div>

			{/* Below the game: winners, the feed, statistics and the round's fairness, one tab at a time. */}
			<div inert={loading} className="mt-4 rounded-xl bg-panel p-3 lg:mt-6">
				<Tabs
					label={t("tabs.label")}
					tabs={DETAIL_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
					value={tab}
					onChange={setTab}
					panelClassName="mt-3"
				>
					{tab === "winners" &&
						(room.recentWinners.length === 0 ? (
							<p className="text-sm text-gray-300">{t("noWinners")}</p>
						) : (
							<ul className="space-y-0.5 text-sm" data-testid="winners">
								{room.recentWinners.slice(0, 12).map((w) => {
									const key = `${w.roundId}:${w.name}:${w.amount}`;
									return (
										<li
											key={key}
											className={`flex justify-between rounded px-1 ${freshWinners.has(key) ? "bg-gold/20" : ""}`}
										>
											<span>{w.name}</span>
											<span className="font-bold text-green-300">{words.inWallet(w.amount, w.wallet)}</span>
										</li>
									);
								})}
							</ul>
						))}
					{tab === "feed" &&
						(feed.length === 0 ? (
							<p className="text-sm text-gray-300">{say(tableMessages.feedEmpty)}</p>
						) : (
							<ul
								aria-label={t("tabs.feed")}
								// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard.
								tabIndex={0}
								className="max-h-48 space-y-0.5 overflow-y-auto rounded text-sm focus-visible:outline-2 focus-visible:outline-gold"
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
										{line.text(words)}
									</li>
								))}
							</ul>
						))}
					{tab === "stats" && (
						<StatsPanel stats={stats} status={statistics.status} onShowHeat={isOperator ? undefined : showHeat} />
					)}
					{tab === "round" && (
						<div className="space-y-1 text-sm text-gray-200" data-testid="round-details">
							<p>
								{t("round")} <span className="font-bold text-white">#{round?.seq ?? "–"}</span>
								{" · "}
								{say(tableMessages.tableLimits(paiseToRupees(limits.minBetPaise), paiseToRupees(limits.maxBetPaise)))}
							</p>
							{round && (
								<p className="text-xs text-gray-300">
									{t("details.commitment")}{" "}
									<code data-testid="commitment" className="break-all text-gray-100">
										{round.commitment}
									</code>
								</p>
							)}
							{lastResult && (
								<p className="text-xs text-gray-300">
									{t("details.lastRound", { result: lastResult.result, color: words.colour(lastResult.color) })}{" "}
									<Link className="underline" to={verifyPath(lastResult.roundId, table.id)}>
										{t("details.verify", { seq: lastResult.seq })}
									</Link>
								</p>
							)}
						</div>
					)}
				</Tabs>
			</div>

			<FlyingChips chips={flying} onLanded={landChip} />

			<BetChooser
				number={chooserFor}
				stakeText={stakeText}
				onPick={(target) => {
					setChooserFor(null);
					onBet(target);
				}}
				onClose={() => setChooserFor(null)}
			/>

			<FavouritesDialog
				open={favouritesOpen}
				onClose={() => setFavouritesOpen(false)}
				slipBets={slipRequests(slip)}
				slipCalls={slip.calls}
				onPlace={(bets, calls) => placeOnSlip(bets, wallet, calls)}
			/>

			<LowBalanceDialog open={lowBalance} onDismiss={() => setLowBalanceDismissed(true)} />
		</section>
	);
}
