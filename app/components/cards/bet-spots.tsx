/**
 * A card table's betting controls (docs/decisions/0840-card-tables.md): the spots as large touch targets (each with
 * its payout, the player's stake on it and the chips still to be placed), the table's chips, and Clear, Repeat, 2x
 * and the button that places the chips. By touch, mouse or keyboard: every control is a button.
 */
import { useTranslation } from "react-i18next";
import type { CardSpot } from "~/domain/cards/games";
import type { Wallet } from "~/domain/roulette/protocol";
import type { SpotInfo } from "./spots";

export type Draft = Partial<Record<CardSpot, number>>;

export const draftTotal = (draft: Draft) => Object.values(draft).reduce((sum, n) => sum + (n ?? 0), 0);

export function BetSpots({
	spots,
	draft,
	staked,
	disabled,
	inWallet,
	wallet,
	onSpot,
	columns,
}: {
	spots: readonly SpotInfo[];
	draft: Draft;
	staked: Draft;
	disabled: boolean;
	inWallet: (amount: number, wallet: Wallet) => string;
	wallet: Wallet;
	onSpot: (spot: CardSpot) => void;
	/** Tailwind grid columns for this group of spots. */
	columns: string;
}) {
	const { t } = useTranslation("table");
	return (
		<div className={`grid gap-2 ${columns}`}>
			{spots.map((s) => {
				const mine = staked[s.spot] ?? 0;
				const pending = draft[s.spot] ?? 0;
				return (
					<button
						key={s.spot}
						type="button"
						data-spot={s.spot}
						disabled={disabled}
						onClick={() => onSpot(s.spot)}
						aria-label={t("cards.spot", { spot: t(`cards.spots.${s.spot}`), payout: s.payout })}
						className={`flex min-h-14 flex-col items-center justify-center rounded-xl border-2 px-2 py-1 text-center ${pending > 0 ? "border-gold bg-raised" : "border-edge bg-panel"} disabled:opacity-70`}
					>
						<span className="text-sm font-black">{t(`cards.spots.${s.spot}`)}</span>
						<span className="text-xs text-gray-300">{s.payout}</span>
						{mine > 0 && (
							<span className="text-xs font-bold text-green-400">
								{t("cards.staked", { amount: inWallet(mine, wallet) })}
							</span>
						)}
						{pending > 0 && (
							<span className="text-xs font-bold text-gold">
								{t("cards.pending", { amount: inWallet(pending, wallet) })}
							</span>
						)}
					</button>
				);
			})}
		</div>
	);
}

export function ChipRow({
	chips,
	chip,
	onChip,
	inWallet,
	wallet,
}: {
	chips: readonly number[];
	chip: number;
	onChip: (chip: number) => void;
	inWallet: (amount: number, wallet: Wallet) => string;
	wallet: Wallet;
}) {
	const { t } = useTranslation("table");
	return (
		<fieldset className="flex flex-wrap gap-2">
			<legend className="sr-only">{t("cards.chips")}</legend>
			{chips.map((value) => (
				<button
					key={value}
					type="button"
					aria-pressed={chip === value}
					aria-label={t("cards.chip", { amount: inWallet(value, wallet) })}
					onClick={() => onChip(value)}
					className={`grid size-12 place-items-center rounded-full border-4 border-dashed text-xs font-black ${chip === value ? "border-gold bg-cta text-black" : "border-gray-300 bg-raised text-white"}`}
				>
					{value}
				</button>
			))}
		</fieldset>
	);
}

export function BetActions({
	total,
	canRepeat,
	disabled,
	sending,
	label,
	onClear,
	onRepeat,
	onDouble,
	onPlace,
}: {
	total: number;
	canRepeat: boolean;
	disabled: boolean;
	sending: boolean;
	label: string;
	onClear: () => void;
	onRepeat: () => void;
	onDouble: () => void;
	onPlace: () => void;
}) {
	const { t } = useTranslation("table");
	const small = "min-h-11 rounded-full border border-edge px-3 text-sm font-bold disabled:opacity-60";
	return (
		<div className="flex flex-wrap items-center gap-2">
			<button type="button" className={small} disabled={total === 0 || sending} onClick={onClear}>
				{t("cards.clear")}
			</button>
			<button type="button" className={small} disabled={!canRepeat || disabled || sending} onClick={onRepeat}>
				{t("cards.repeat")}
			</button>
			<button type="button" className={small} disabled={total === 0 || disabled || sending} onClick={onDouble}>
				{t("cards.double")}
			</button>
			<button
				type="button"
				data-testid="place-bets"
				disabled={total === 0 || disabled || sending}
				onClick={onPlace}
				className="min-h-11 flex-1 rounded-full bg-cta px-4 text-sm font-black text-black disabled:opacity-60"
			>
				{label}
			</button>
		</div>
	);
}
