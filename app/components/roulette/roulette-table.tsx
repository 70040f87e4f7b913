import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { tableMessages } from "~/domain/messages/tables";
import { paiseToRupees } from "~/domain/money";
import { isOperator as isOperatorRole } from "~/domain/operator-roles";
import { betLimitsOf, CHIP_VALUES_RUPEES } from "~/domain/roulette/bets";
import type { PlacedBet, Wallet } from "~/domain/roulette/protocol";
import { expandCall, type NamedCall, type RacetrackCall } from "~/domain/roulette/racetrack";
import { usePreferences } from "../../lib/preferences";
import { useAuth } from "../../lib/use-auth";
import { usePrefersReducedMotion } from "../../lib/use-reduced-motion";
import { useRoom, useSecondsLeft } from "../../lib/use-room";
import { useTableStats } from "../../lib/use-table-stats";
import { BetChooser } from "./bet-chooser";
import { BetControls } from "./bet-controls";
import {
	addBets,
	addChip,
	clearSlip,
	doubleSlip,
	placeBetsMessage,
	shouldAutoSubmit,
	slipRequests,
	slipTotal,
	submissionRefusal,
	undoSlip,
} from "./bet-slip";
import { announcedStaked, favouriteCandidates, pocketsStaked, repeatBets, type ToolBet } from "./bet-tools";
import { BettingBoard, stakesOn } from "./betting-board";
import { ChipSpotsContext, createChipSpots } from "./chip-spots";
import { FavouritesDialog } from "./favourites";
import { FlyingChips, useFlyingChips } from "./flying-chips";
import { TableLoading } from "./loading-card";
import { LOW_BALANCE_RUPEES, LowBalanceDialog } from "./low-balance-dialog";
import { Racetrack, useHeatMap } from "./racetrack";
import { type DetailTab, TableDetails } from "./table-details";
import { TableFelt } from "./table-felt";
import { TableHeader } from "./table-header";
import type { TableTarget } from "./table-layout";
import { MAIN_TABLE_SEAT, type TableSeat } from "./table-seat";
import { tick } from "./table-sound";
import { BetTools, OperatorSpectatorBar, WalletBar } from "./table-tools-row";
import { useTableWords } from "./table-words";
import { usePageTop } from "./use-page-top";
import { useTableMachine } from "./use-table-machine";
import { WheelStage } from "./wheel-stage";

/** One empty list, so that the memoised board sees the same props while the seat has no bets. */
const NO_BETS: readonly PlacedBet[] = [];

function newSubmissionId(): string {
	return crypto.randomUUID().replaceAll("-", "");
}

/**
 * The live table a signed-in player plays (docs/product.md#the-round): wheel, countdown, betting board, chips, winners
 * and feed, at `table` (its name, limits and chips; the main table by default), over that table's room. What the
 * room's messages change is decided by the table machine (table-machine.ts); this component wires it to the parts.
 * Until the room has sent its state the splash lies over the table; it lifts as soon as the socket has synced.
 */
export function RouletteTable({ table = MAIN_TABLE_SEAT }: { table?: TableSeat }) {
	const words = useTableWords();
	const { say } = words;
	const { user, setBalances } = useAuth();
	const [preferences, updatePreferences] = usePreferences();
	const { muted, racetrack, heatMap: heatOn } = preferences;
	const { state, dispatch, onMessage } = useTableMachine({ setBalances, words, muted });
	const { slip, sending } = state;

	const chips = table.chipValues;
	const [chip, setChip] = useState<number>(chips[0] ?? CHIP_VALUES_RUPEES[0]);
	const [wallet, setWallet] = useState<Wallet>("real");
	const [lowBalanceDismissed, setLowBalanceDismissed] = useState(false);
	const [choosing, setChoosing] = useState(false);
	const [chooserFor, setChooserFor] = useState<number | null>(null);
	const [tab, setTab] = useState<DetailTab>("feed");
	const [favouritesOpen, setFavouritesOpen] = useState(false);
	const [neighbourCount, setNeighbourCount] = useState(2);
	const heatSwitch = useRef<HTMLButtonElement>(null);
	// Asked for by the statistics tab's button: the heat map's switch takes the focus once the racetrack is shown.
	const [heatFocus, setHeatFocus] = useState(0);
	const playRef = usePageTop();
	const [spots] = useState(createChipSpots);
	const flying = useFlyingChips(spots, usePrefersReducedMotion());

	const room = useRoom({ signedIn: true, onEvent: onMessage, table: table.id });
	// The room's state comes first in every connection (syncState): until then nothing shown would be true.
	const loading = room.status === null;
	const round = room.round;
	const phase = round?.phase ?? null;
	const secondsLeft = useSecondsLeft(round?.phase === "betting" ? round.roundEndTime : null, room.clockOffsetMs);
	const windowSeconds = round ? Math.max(1, Math.round((round.roundEndTime - round.phaseStartedAt) / 1000)) : 15;
	const placed = room.you?.bets ?? NO_BETS;
	// An admin at the table watches: the board is theirs to see, the tools to run it are on the admin pages.
	const isOperator = isOperatorRole(user?.role);
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
	const limitsText = say(
		tableMessages.tableLimits(paiseToRupees(limits.minBetPaise), paiseToRupees(limits.maxBetPaise)),
	);

	// A tick each second while betting.
	const mutedNow = useRef(muted);
	mutedNow.current = muted;
	useEffect(() => {
		if (phase === "betting" && secondsLeft > 0) tick(mutedNow.current);
	}, [phase, secondsLeft]);

	const refuse = useCallback((message: string) => dispatch({ type: "refused", message }), [dispatch]);
	/** Sends the slip; refused by the table's limits first, as the room would. */
	const send = useCallback(
		(auto: boolean) => {
			const refused = submissionRefusal(slip, placed, limits);
			if (refused) return refuse(refused);
			const submissionId = newSubmissionId();
			if (room.send(placeBetsMessage(submissionId, wallet, slip)))
				dispatch({ type: "sent", submissionId, roundId: round?.roundId ?? "", auto });
		},
		[slip, placed, limits, refuse, room.send, wallet, dispatch, round?.roundId],
	);
	const submit = () => {
		if (locked) return;
		if (slipRequests(slip).length === 0) return refuse(tableMessages.nothingToSend);
		send(false);
	};

	// Unsent bets go automatically, once, when 1 s remains (docs/product.md#the-round).
	useEffect(() => {
		if (!round) return;
		if (
			shouldAutoSubmit({
				phase,
				secondsLeft,
				hasUnsent: pending > 0,
				alreadyAutoSubmitted: state.autoSubmittedRound === round.roundId,
				sending: sending !== null,
			}) &&
			room.connection === "open" &&
			Date.now() + room.clockOffsetMs < round.roundEndTime
		) {
			dispatch({ type: "autoTried", roundId: round.roundId });
			send(true);
		}
	}, [round, phase, secondsLeft, pending, state.autoSubmittedRound, sending, room, send, dispatch]);

	const apply = (change: ReturnType<typeof addChip>) => {
		if (change.ok) dispatch({ type: "slipChanged", slip: change.slip });
		else refuse(change.message);
	};
	const onBet = (target: TableTarget) => {
		if (locked) return refuse(tableMessages.betsLocked);
		const change = addChip(slip, target, chip, placed, available, limits);
		apply(change);
		if (change.ok) flying.launch(chip, target.key);
	};
	/** Bets chosen by a tool go on the slip as if placed by hand: the same rules, limits and messages as a chip. */
	const placeOnSlip = (bets: readonly ToolBet[], from: Wallet = wallet, calls: readonly NamedCall[] = []): boolean => {
		if (locked) {
			refuse(tableMessages.betsLocked);
			return false;
		}
		const funds = from === "real" ? balances.realBalance : balances.playTokens;
		const change = addBets(slip, bets, placed, funds, limits, calls);
		if (change.ok && from !== wallet) setWallet(from);
		apply(change);
		return change.ok;
	};
	const repeat = (times: 1 | 2) => {
		const chosen = repeatBets(state.previousBets, wallet, times, pending === 0);
		if (chosen && placeOnSlip(chosen.bets, chosen.wallet, chosen.calls))
			dispatch({ type: "repeated", roundId: round?.roundId ?? null });
	};
	// Repeat works once a round: pressed again it would stake last round's bets twice. Taken back with Undo or Clear
	// before they are placed, it may be pressed again.
	const repeatedNow =
		state.repeatedIn !== null && state.repeatedIn === round?.roundId && (pending > 0 || placed.length > 0);
	const canRepeat = !locked && state.previousBets.length > 0 && !repeatedNow;
	/**
	 * A racetrack call goes on the slip as the ordinary bets the domain expands it to, one chip of the chosen value per
	 * chip, and is remembered as that call so that it is sent named.
	 */
	const placeCall = (call: RacetrackCall) => placeOnSlip(expandCall(call, chip), wallet, [{ call, chip }]);
	const stakedPockets = useMemo(() => pocketsStaked([...placed, ...Object.values(slip.stakes)]), [placed, slip]);
	const calledBets = useMemo(() => announcedStaked(slip.calls, placed), [slip, placed]);
	const favourite = favouriteCandidates(slipRequests(slip), slip.calls, placed, wallet);

	// The board gets one function for the table's whole life (it is memoised), which calls this render's onBet.
	const onBetRef = useRef(onBet);
	onBetRef.current = onBet;
	const onBoardBet = useCallback((target: TableTarget) => onBetRef.current(target), []);

	// The table's statistics, loaded while they are shown: in their tab, or as the racetrack's heat map.
	const statistics = useTableStats(table.id, room.lastResults, tab === "stats" || (racetrack && heatOn));
	const heat = useHeatMap(heatOn, statistics, () => updatePreferences({ heatMap: !heatOn }));
	const showHeat = () => {
		updatePreferences({ racetrack: true, heatMap: true });
		setHeatFocus((n) => n + 1);
	};
	useEffect(() => {
		if (heatFocus === 0) return;
		// Back to the first screen, which holds the game (docs/decisions/0610-phone-first-table.md).
		window.scrollTo({ top: 0 });
		heatSwitch.current?.focus({ preventScroll: true });
	}, [heatFocus]);

	const showResult = phase === "result" && round?.result !== null && round?.result !== undefined;
	const lowBalance =
		!loading && user !== null && !isOperator && balances.realBalance < LOW_BALANCE_RUPEES && !lowBalanceDismissed;
	const stakeText = (target: TableTarget) => {
		const { total, text } = stakesOn(target.key, slip, placed, wallet, words.byWallet);
		return total > 0 ? text : null;
	};
	const banner = state.banner ? words.banner(state.banner.outcomes) : null;

	return (
		<ChipSpotsContext.Provider value={spots}>
			{/* `isolate`: the table's layers (the spin overlay, flying chips) stay under the page's sticky header. */}
			<section
				aria-labelledby="table-heading"
				aria-busy={loading}
				className="relative isolate bg-[radial-gradient(ellipse_at_50%_0%,#2a1656_0%,#150a2c_60%,var(--color-page)_100%)] px-2 pt-2 pb-4 lg:px-6 lg:pt-4"
			>
				{loading && <TableLoading />}
				<p role="status" className="sr-only" data-testid="phase-news">
					{typeof state.news === "string" ? say(state.news) : words.outcome(state.news.outcomes).text}
				</p>

				{/* The game: one phone screen tall below the header (docs/decisions/0610-phone-first-table.md); on a phone
				    shorter than 640 px (320×568) the board's 24 px places need more, and the page scrolls (WCAG 1.4.10). */}
				<div
					ref={playRef}
					inert={loading}
					data-testid="table-play"
					className="relative flex h-[calc(100dvh-var(--table-top,96px)-0.5rem)] min-h-72 flex-col gap-1.5 [@media(orientation:portrait)_and_(max-height:640px)]:h-[38rem] lg:h-auto lg:gap-3"
				>
					<TableHeader
						name={table.name}
						tableId={table.id}
						limitsText={limitsText}
						phase={phase}
						secondsLeft={secondsLeft}
						windowSeconds={windowSeconds}
						recent={room.lastResults.slice(0, 12)}
						connection={room.connection}
						tableEnabled={room.tableEnabled}
					/>

					<div className="relative flex min-h-0 flex-1 gap-2 lg:grid lg:flex-none lg:grid-cols-[200px_1fr_auto] xl:grid-cols-[minmax(240px,300px)_1fr_auto] lg:gap-4">
						<WheelStage phase={phase} round={round} showResult={showResult} banner={banner} />

						<TableFelt closed={!room.tableEnabled} refusal={state.refusal} notice={state.notice}>
							{racetrack ? (
								<Racetrack
									neighbours={neighbourCount}
									onNeighbours={setNeighbourCount}
									onCall={placeCall}
									locked={locked}
									staked={stakedPockets}
									called={calledBets}
									heat={heat}
									heatSwitchRef={heatSwitch}
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
						</TableFelt>

						{!isOperator && (
							<BetControls
								chips={chips}
								chip={chip}
								tableEnabled={room.tableEnabled}
								locked={locked}
								hasPending={pending > 0}
								canUndo={slip.history.length > 0}
								choosing={choosing}
								actions={{
									onChip: setChip,
									onDouble: () => apply(doubleSlip(slip, placed, available, limits)),
									onUndo: () => dispatch({ type: "slipChanged", slip: undoSlip(slip) }),
									onClear: () => dispatch({ type: "slipChanged", slip: clearSlip(slip) }),
									onChoosing: () => setChoosing((on) => !on),
									onSubmit: submit,
								}}
							/>
						)}
					</div>

					{/* The tools, then the wallet: under the board on a phone upright, side by side on one held sideways. */}
					<div className="flex shrink-0 flex-col gap-1.5 table-wide:flex-row-reverse table-wide:items-center lg:flex-col lg:items-stretch lg:gap-3">
						{!isOperator && (
							<BetTools
								canRepeat={canRepeat}
								onRepeat={repeat}
								onFavourites={() => setFavouritesOpen(true)}
								racetrack={racetrack}
								onRacetrack={() => updatePreferences({ racetrack: !racetrack })}
							/>
						)}
						{isOperator ? (
							<OperatorSpectatorBar tableId={table.id} />
						) : (
							<WalletBar
								wallet={wallet}
								onWallet={setWallet}
								walletLocked={pending > 0 || sending !== null}
								balanceText={words.inWallet(available, wallet)}
								totalBetText={totalBet}
							/>
						)}
					</div>
				</div>

				<TableDetails
					tab={tab}
					onTab={setTab}
					inert={loading}
					tableId={table.id}
					winners={room.recentWinners}
					feed={state.feed}
					statistics={statistics}
					onShowHeat={isOperator ? undefined : showHeat}
					round={round}
					limits={limits}
					lastResult={room.lastResults[0] ?? null}
				/>

				<FlyingChips chips={flying.flying} onLanded={flying.land} />

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
					slipBets={favourite.bets}
					slipCalls={favourite.calls}
					onPlace={(bets, calls) => placeOnSlip(bets, wallet, calls)}
				/>

				<LowBalanceDialog open={lowBalance} onDismiss={() => setLowBalanceDismissed(true)} />
			</section>
		</ChipSpotsContext.Provider>
	);
}
