/** Balances as the player sees them, masked as stars when "hide balances" is on (app/lib/preferences.ts). */
import { Eye, EyeOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatAmount, rupeesToPaise } from "~/domain/money";
import { useFormat } from "../lib/i18n";
import { usePreferences } from "../lib/preferences";

export const MASK = "****";

export function formatRupeeAmount(rupees: number): string {
	return `₹${formatAmount(rupeesToPaise(rupees))}`;
}

export function formatTokens(tokens: number): string {
	return formatAmount(rupeesToPaise(tokens));
}

export function HideBalancesToggle({ className = "" }: { className?: string }) {
	const [{ hideBalances }, update] = usePreferences();
	const { t } = useTranslation("account");
	return (
		<button
			type="button"
			className={`grid size-8 place-items-center rounded-full hover:bg-raised ${className}`}
			aria-label={hideBalances ? t("balances.show") : t("balances.hide")}
			aria-pressed={hideBalances}
			onClick={() => update({ hideBalances: !hideBalances })}
		>
			{hideBalances ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
		</button>
	);
}

export function useMaskedBalances(user: { realBalance: number; playTokens: number }) {
	const [{ hideBalances }] = usePreferences();
	const format = useFormat();
	return {
		hidden: hideBalances,
		real: hideBalances ? MASK : format.rupees(rupeesToPaise(user.realBalance)),
		tokens: hideBalances ? MASK : format.amount(rupeesToPaise(user.playTokens)),
	};
}
