import { CircleDot, Repeat, Star } from "lucide-react";
import { tableMessages } from "~/domain/messages/tables";
import type { Wallet } from "~/domain/roulette/protocol";
import { MAIN_TABLE_ID } from "~/domain/tables";
import { ButtonLink } from "../ui/button";
import { useTableWords } from "./table-words";
import { WalletSwitch } from "./wallet-switch";

/**
 * On a phone the tools' words alone fit four across; wider screens add their icons. Narrower than 20rem (a 320 px
 * phone is 20rem; a 390 px one at twice the text size is 12rem) they keep their words whole and wrap instead.
 */
const toolIcon = "hidden size-4 shrink-0 sm:block";
const toolButton =
	"flex min-h-8 min-w-0 flex-1 items-center max-[19.9rem]:min-w-fit justify-center gap-1 rounded-full border border-gray-400 px-1 text-center leading-tight text-white disabled:opacity-50 aria-pressed:border-gold aria-pressed:bg-gold/20 aria-pressed:text-gold lg:max-w-40";

/** The admin console's page for a table: its live bets, switch, limits and next result. */
function adminTableHref(tableId: string): string {
	return tableId === MAIN_TABLE_ID ? "/admin/live-game" : `/admin/live-game?table=${tableId}`;
}

/** What an admin sees in place of the wallet and chips: they watch the table, and its tools are one tap away. */
export function OperatorSpectatorBar({ tableId }: { tableId: string }) {
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

/** Repeat, Repeat ×2, Favourites and the racetrack's switch. */
export function BetTools({
	canRepeat,
	onRepeat,
	onFavourites,
	racetrack,
	onRacetrack,
}: {
	canRepeat: boolean;
	onRepeat: (times: 1 | 2) => void;
	onFavourites: () => void;
	racetrack: boolean;
	onRacetrack: () => void;
}) {
	const { t } = useTableWords();
	return (
		<fieldset
			data-testid="bet-tools"
			className="flex shrink-0 gap-1 text-xs font-bold max-[19.9rem]:flex-wrap table-wide:basis-1/2 lg:basis-auto lg:justify-end lg:gap-2"
		>
			<legend className="sr-only">{t("tools.label")}</legend>
			<button
				type="button"
				aria-label={t("tools.repeatLabel")}
				onClick={() => onRepeat(1)}
				disabled={!canRepeat}
				className={toolButton}
			>
				<Repeat className={toolIcon} aria-hidden="true" />
				{t("tools.repeat")}
			</button>
			<button
				type="button"
				aria-label={t("tools.repeatDoubleLabel")}
				onClick={() => onRepeat(2)}
				disabled={!canRepeat}
				className={toolButton}
			>
				{t("tools.repeatDouble")}
			</button>
			<button type="button" aria-haspopup="dialog" onClick={onFavourites} className={toolButton}>
				<Star className={toolIcon} aria-hidden="true" />
				{t("tools.favourites")}
			</button>
			<button type="button" aria-pressed={racetrack} onClick={onRacetrack} className={toolButton}>
				<CircleDot className={toolIcon} aria-hidden="true" />
				{t("tools.racetrack")}
			</button>
		</fieldset>
	);
}

/** The wallet switch, the balance of the wallet in use and the round's total bet (each in its wallet's unit). */
export function WalletBar({
	wallet,
	onWallet,
	walletLocked,
	balanceText,
	totalBetText,
}: {
	wallet: Wallet;
	onWallet: (wallet: Wallet) => void;
	/** Chips on the slip or a submission in flight keep the wallet they were put down from. */
	walletLocked: boolean;
	balanceText: string;
	totalBetText: string;
}) {
	const { t } = useTableWords();
	return (
		<div className="flex shrink-0 items-center justify-between gap-2 text-sm max-[19.9rem]:flex-wrap table-wide:flex-1 lg:flex-none lg:justify-start lg:gap-8">
			<WalletSwitch wallet={wallet} onChange={onWallet} disabled={walletLocked} />
			<p className="flex min-w-0 flex-col leading-tight lg:flex-row lg:gap-1.5">
				<span className="text-[0.6875rem] text-gray-300 lg:text-sm">{t("wallet.balance")}</span>
				<span data-testid="table-balance" className="truncate font-bold text-gold">
					{balanceText}
				</span>
			</p>
			<p className="flex min-w-0 flex-col text-right leading-tight lg:flex-row lg:gap-1.5 lg:text-left">
				<span className="text-[0.6875rem] text-gray-300 lg:text-sm">{t("wallet.totalBet")}</span>
				<span data-testid="total-bet" className="truncate font-bold text-white">
					{totalBetText}
				</span>
			</p>
		</div>
	);
}
