/** Balances as the player sees them, masked as stars when "hide balances" is on (app/lib/preferences.ts). */
import { Eye, EyeOff } from "lucide-react";
import { formatAmount, rupeesToPaise } from "~/domain/money";
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
	return (
		<button
			type="button"
			className={`grid size-8 place-items-center rounded-full hover:bg-raised ${className}`}
			aria-label={hideBalances ? "Show balances" : "Hide balances"}
			aria-pressed={hideBalances}
			onClick={() => update({ hideBalances: !hideBalances })}
		>
			{hideBalances ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
		</button>
	);
}

export function useMaskedBalances(user: { realBalance: number; playTokens: number }) {
	const [{ hideBalances }] = usePreferences();
	return {
		hidden: hideBalances,
		real: hideBalances ? MASK : formatRupeeAmount(user.realBalance),
		tokens: hideBalances ? MASK : formatTokens(user.playTokens),
	};
}
