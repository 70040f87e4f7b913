/**
 * How the table states amounts: each in its own wallet's unit (rupees or play tokens), never added across wallets.
 * Used by the table screen for the total bet, the feed and the result of a round.
 */
import { tableMessages } from "../messages";
import { formatAmount, formatRupees, rupeesToPaise } from "../money";
import type { Wallet, WalletOutcome } from "./protocol";

/** "₹1,000" for real money, "1,000 tokens" for play tokens. */
export function formatInWallet(amount: number, wallet: Wallet): string {
	return wallet === "real" ? formatRupees(rupeesToPaise(amount)) : `${formatAmount(rupeesToPaise(amount))} tokens`;
}

/** Sums per wallet, real money first; wallets with nothing are left out. */
export function sumByWallet(
	items: ReadonlyArray<{ wallet: Wallet; amount: number }>,
): Array<{ wallet: Wallet; amount: number }> {
	return (["real", "tokens"] as const)
		.map((wallet) => ({
			wallet,
			amount: items.filter((item) => item.wallet === wallet).reduce((sum, item) => sum + item.amount, 0),
		}))
		.filter((part) => part.amount > 0);
}

/** "₹50 + 20 tokens"; "₹0" when there is nothing. */
export function formatByWallet(items: ReadonlyArray<{ wallet: Wallet; amount: number }>): string {
	const parts = sumByWallet(items);
	return parts.length === 0
		? formatInWallet(0, "real")
		: parts.map((p) => formatInWallet(p.amount, p.wallet)).join(" + ");
}

/**
 * What a settled round says to its player: winnings, refunds and losses, each in its wallet's unit.
 * E.g. "You won 380 tokens. ₹50 refunded: the result was set by the operator".
 */
export function roundOutcomeText(outcomes: readonly WalletOutcome[]): {
	text: string;
	won: boolean;
	refunded: boolean;
} {
	const amounts = (pick: (o: WalletOutcome) => number) =>
		formatByWallet(outcomes.map((o) => ({ wallet: o.wallet, amount: pick(o) })));
	const won = outcomes.some((o) => o.won > 0);
	const refunded = outcomes.some((o) => o.refunded > 0);
	// A wallet whose stake neither won anything nor came back lost it.
	const lost = outcomes.some((o) => o.won === 0 && o.refunded === 0 && o.stake > 0);
	const sentences = [
		won ? tableMessages.youWon(amounts((o) => o.won)) : null,
		refunded ? tableMessages.refunded(amounts((o) => o.refunded)) : null,
		lost ? tableMessages.youLost(amounts((o) => (o.won === 0 && o.refunded === 0 ? o.stake : 0))) : null,
	].filter((sentence): sentence is string => sentence !== null);
	return { text: sentences.join(". "), won, refunded };
}
