import type { Wallet } from "~/domain/roulette/protocol";
import { useTableWords } from "./table-words";

/** Which wallet a table's next bets take their stakes from: real rupees or play tokens. */
export function WalletSwitch({
	wallet,
	onChange,
	disabled,
}: {
	wallet: Wallet;
	onChange: (wallet: Wallet) => void;
	disabled: boolean;
}) {
	const { t } = useTableWords();
	return (
		<fieldset className="flex shrink-0 gap-0.5 rounded-full bg-raised p-0.5">
			<legend className="sr-only">{t("wallet.legend")}</legend>
			{(["real", "tokens"] as const).map((w) => (
				<button
					key={w}
					type="button"
					aria-pressed={wallet === w}
					disabled={disabled}
					onClick={() => onChange(w)}
					className={`min-h-8 rounded-full px-3 text-xs font-bold ${wallet === w ? "bg-cta text-black" : "text-gray-100"} disabled:opacity-70`}
				>
					{w === "real" ? t("wallet.real") : t("wallet.tokens")}
				</button>
			))}
		</fieldset>
	);
}

/** The selected wallet's balance at a table, in its unit ("₹4,850", "200 tokens"). */
export function TableBalance({ amount, wallet, className }: { amount: number; wallet: Wallet; className: string }) {
	const { t, inWallet } = useTableWords();
	return (
		<p className={`flex min-w-0 ${className}`}>
			<span className="text-[11px] text-gray-300 lg:text-sm">{t("wallet.balance")}</span>
			<span data-testid="table-balance" className="truncate font-bold text-gold">
				{inWallet(amount, wallet)}
			</span>
		</p>
	);
}
