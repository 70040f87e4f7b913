import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { crashPayoutPaise } from "~/domain/crash/flight";
import type { CrashBet, CrashPanel, CrashPhase, Multiplier } from "~/domain/crash/protocol";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import type { Wallet } from "~/domain/roulette/protocol";
import { parseAutoCashOut, parseStake, stepStake } from "./bet-input";
import type { CrashWords } from "./crash-words";

/** A bet asked for by a panel: a stake in the wallet's unit and an optional auto cash-out target. */
export type BetRequestDraft = { amount: number; autoCashOut: Multiplier | null };

export type BetPanelProps = {
	panel: CrashPanel;
	words: CrashWords;
	chips: readonly number[];
	limits: { minBet: number; maxBet: number };
	wallet: Wallet;
	phase: CrashPhase | null;
	multiplier: Multiplier;
	/** The viewer's bet on this panel in the round under way. */
	bet: CrashBet | null;
	/** A bet asked for while the round flew, waiting for the next betting window. */
	queued: BetRequestDraft | null;
	/** A message has gone to the room and its answer has not come back. */
	sending: boolean;
	/** The room's (or the panel's own) refusal of this panel's last request. */
	refusal: string | null;
	crashPoint: Multiplier | null;
	/** The table takes no bets now (switched off, offline, an operator watching). */
	disabled: boolean;
	onBet: (draft: BetRequestDraft) => void;
	onCancelQueued: () => void;
	onCashOut: () => void;
	onRefuse: (message: string) => void;
};

const bigButton =
	"flex min-h-14 w-full flex-col items-center justify-center rounded-2xl px-3 text-lg font-black leading-tight shadow-md disabled:cursor-not-allowed disabled:opacity-60 sm:min-h-16";

/**
 * One of the two bet panels (docs/product.md#the-crash-game): stake stepper and quick amounts, optional auto cash-out,
 * and one thumb-sized button that is Bet before the flight and Cash out ₹X, the amount it would pay now, during it.
 */
export function BetPanel(props: BetPanelProps) {
	const { panel, words, chips, limits, wallet, phase, multiplier, bet, queued, sending, disabled } = props;
	const { t, times, inWallet } = words;
	const id = useId();
	const [stakeText, setStakeText] = useState(String(chips[0] ?? limits.minBet));
	const [autoOn, setAutoOn] = useState(false);
	const [autoText, setAutoText] = useState("2.00");
	const stake = parseStake(stakeText);
	const auto = parseAutoCashOut(autoText);
	const autoInvalid = autoOn && auto === null;
	const flying = phase === "flying";
	const live = bet?.status === "placed";
	// The inputs belong to the next bet: locked while one is on its way, waiting or in the air.
	const locked = sending || queued !== null || live;

	// While a bet is in the air or waiting, the locked field shows that bet's stake, not the next one's.
	const shownStake = live && bet ? String(bet.amount) : queued ? String(queued.amount) : stakeText;
	const place = () => {
		if (stake === null)
			return props.onRefuse(
				t("crash.panel.stakeInvalid", { min: inWallet(limits.minBet, wallet), max: inWallet(limits.maxBet, wallet) }),
			);
		if (autoInvalid) return props.onRefuse(t("crash.panel.autoInvalid"));
		props.onBet({ amount: stake, autoCashOut: autoOn ? auto : null });
	};
	const setStake = (amount: number) => setStakeText(String(amount));
	const step = (direction: 1 | -1) => setStake(stepStake(stake ?? limits.minBet, direction, chips, limits));

	let button: { label: string; sub?: string; tone: string; action: () => void; disabled?: boolean };
	if (sending) button = { label: t("crash.panel.sending"), tone: "bg-gray-600", action: () => {}, disabled: true };
	else if (live && flying && bet) {
		const now = paiseToRupees(crashPayoutPaise(rupeesToPaise(bet.amount), multiplier));
		button = {
			label: t("crash.panel.cashOut", { amount: inWallet(now, bet.wallet) }),
			sub: times(multiplier),
			tone: "bg-orange-500 text-black",
			action: props.onCashOut,
		};
	} else if (live && bet)
		button = {
			label: t("crash.panel.placed", { amount: inWallet(bet.amount, bet.wallet) }),
			tone: "bg-gray-700",
			action: () => {},
			disabled: true,
		};
	else if (queued)
		button = {
			label: t("crash.panel.cancel"),
			sub: t("crash.panel.queued", { amount: inWallet(queued.amount, wallet) }),
			tone: "bg-red-600 text-white",
			action: props.onCancelQueued,
		};
	else
		button = {
			label: t("crash.panel.bet"),
			sub: stake === null ? undefined : inWallet(stake, wallet),
			tone: "bg-green-700 text-white",
			action: place,
			disabled,
		};

	const ended = bet && bet.status !== "placed" ? words.betLine(bet, props.crashPoint) : null;
	const note = ended ?? (!bet && !queued && phase !== "betting" && phase !== null ? t("crash.panel.nextRound") : null);

	return (
		<section
			aria-labelledby={`${id}-title`}
			data-testid={`bet-panel-${panel}`}
			className="flex flex-col gap-2 rounded-2xl bg-panel p-3"
		>
			<h2 id={`${id}-title`} className="sr-only">
				{t("crash.panel.label", { number: panel + 1 })}
			</h2>
			<div className="flex gap-2">
				<div className="flex min-w-0 flex-1 flex-col gap-2">
					<div className="flex items-center gap-1 rounded-full bg-black/40 p-1">
						<button
							type="button"
							aria-label={t("crash.panel.less")}
							disabled={locked}
							onClick={() => step(-1)}
							className="grid size-9 shrink-0 place-items-center rounded-full bg-raised disabled:opacity-50"
						>
							<Minus className="size-4" aria-hidden="true" />
						</button>
						<label htmlFor={`${id}-stake`} className="sr-only">
							{t("crash.panel.amount")}
						</label>
						<input
							id={`${id}-stake`}
							inputMode="decimal"
							autoComplete="off"
							value={shownStake}
							disabled={locked}
							aria-invalid={!locked && stake === null}
							onChange={(e) => setStakeText(e.target.value)}
							className="min-h-9 w-full min-w-0 bg-transparent text-center text-lg font-bold tabular-nums text-white outline-offset-2"
						/>
						<button
							type="button"
							aria-label={t("crash.panel.more")}
							disabled={locked}
							onClick={() => step(1)}
							className="grid size-9 shrink-0 place-items-center rounded-full bg-raised disabled:opacity-50"
						>
							<Plus className="size-4" aria-hidden="true" />
						</button>
					</div>
					<fieldset className="grid grid-cols-4 gap-1 table-sideways:hidden">
						<legend className="sr-only">{t("crash.panel.quick")}</legend>
						{chips.slice(0, 4).map((chip) => (
							<button
								key={chip}
								type="button"
								disabled={locked}
								aria-label={t("crash.panel.quickAmount", { amount: inWallet(chip, wallet) })}
								aria-pressed={stake === chip}
								onClick={() => setStake(chip)}
								className="min-h-8 rounded-full bg-raised px-1 text-sm font-bold tabular-nums aria-pressed:bg-gold/25 aria-pressed:text-gold disabled:opacity-50"
							>
								{words.format.count(chip)}
							</button>
						))}
					</fieldset>
				</div>
				<div className="flex w-[46%] shrink-0 flex-col">
					<button
						type="button"
						data-testid={`bet-button-${panel}`}
						disabled={button.disabled}
						onClick={button.action}
						className={`${bigButton} ${button.tone} flex-1`}
					>
						<span>{button.label}</span>
						{/* A space between the lines, so that the button's name reads "Cash out ₹182 1.82×". */}
						{button.sub && <span className="text-sm font-bold"> {button.sub}</span>}
					</button>
				</div>
			</div>
			<div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
				<label className="flex min-h-8 items-center gap-2">
					<input
						type="checkbox"
						checked={autoOn}
						disabled={locked}
						onChange={(e) => setAutoOn(e.target.checked)}
						className="size-6 accent-amber-400"
					/>
					{t("crash.panel.autoCashOut")}
				</label>
				{autoOn && (
					<span className="flex items-center gap-1">
						<label htmlFor={`${id}-auto`} className="sr-only">
							{t("crash.panel.autoAt")}
						</label>
						<input
							id={`${id}-auto`}
							inputMode="decimal"
							autoComplete="off"
							value={autoText}
							disabled={locked}
							aria-invalid={autoInvalid}
							aria-describedby={`${id}-auto-hint`}
							onChange={(e) => setAutoText(e.target.value)}
							className="min-h-8 w-20 rounded-full bg-black/40 px-3 text-center font-bold tabular-nums aria-invalid:outline aria-invalid:outline-red-400"
						/>
						<span aria-hidden="true">×</span>
						<span id={`${id}-auto-hint`} className={autoInvalid ? "text-red-300" : "text-gray-300"}>
							{autoInvalid ? t("crash.panel.autoInvalid") : t("crash.panel.autoHint")}
						</span>
					</span>
				)}
				{live && bet?.autoCashOut != null && (
					<span className="text-gray-200">{t("crash.panel.autoSet", { multiplier: times(bet.autoCashOut) })}</span>
				)}
			</div>
			{(props.refusal ?? note) && (
				<p
					data-testid={`bet-note-${panel}`}
					className={`text-sm font-semibold ${bet?.status === "cashedOut" ? "text-green-300" : bet?.status === "lost" ? "text-red-300" : "text-gray-200"}`}
				>
					{props.refusal ?? note}
				</p>
			)}
		</section>
	);
}
