/**
 * The crash screen's words in the page's language: multipliers ("2.37×"), amounts in their wallet's unit, and what
 * a bet's end says. A return is said as what it is: a cash-out gives its profit over the stake ("+₹1" at 1.01× on
 * ₹100), never a celebration of the payout alone; a loss says what was lost.
 */
import { useMemo } from "react";
import type { CrashBet, Multiplier } from "~/domain/crash/protocol";
import { INTL_LOCALE } from "~/domain/i18n/locales";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import { useTableWords } from "../roulette/table-words";

/** "2.37×" from hundredths, in the page's digits. */
export function multiplierText(m: Multiplier, locale: string): string {
	return `${(m / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`;
}

/** What a cash-out gained over its stake, in the wallet's unit (never below zero: a payout is ≥ its stake). */
export function profitOf(bet: Pick<CrashBet, "amount" | "payout">): number {
	if (bet.payout === null) return 0;
	return paiseToRupees(Math.max(0, rupeesToPaise(bet.payout) - rupeesToPaise(bet.amount)));
}

export function useCrashWords() {
	const words = useTableWords();
	const { t, format, inWallet } = words;
	return useMemo(() => {
		const times = (m: Multiplier) => multiplierText(m, INTL_LOCALE[format.locale]);
		return {
			...words,
			times,
			/** The line under a panel, or in "My bets", for a bet that has ended or is in the air. */
			betLine: (bet: CrashBet, crashPoint: Multiplier | null): string => {
				if (bet.status === "cashedOut" && bet.cashedOutAt !== null) {
					return t("crash.panel.cashedOut", {
						multiplier: times(bet.cashedOutAt),
						profit: inWallet(profitOf(bet), bet.wallet),
					});
				}
				if (bet.status === "lost") {
					const amount = inWallet(bet.amount, bet.wallet);
					return crashPoint === null
						? t("crash.panel.lostPending", { amount })
						: t("crash.panel.lost", { amount, multiplier: times(crashPoint) });
				}
				return t("crash.panel.placed", { amount: inWallet(bet.amount, bet.wallet) });
			},
		};
	}, [words, t, format.locale, inWallet]);
}

export type CrashWords = ReturnType<typeof useCrashWords>;
