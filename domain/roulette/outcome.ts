/**
 * How the table states amounts: each in its own wallet's unit (rupees or play tokens), never added across wallets.
 * Used by the table screen for the total bet, the feed and the result of a round.
 */
import { tableMessages } from "../messages/tables";
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

/** The words a round's outcome is told in: amounts in their wallet's unit, messages in the reader's language. */
export type OutcomeWording = {
	byWallet: (items: ReadonlyArray<{ wallet: Wallet; amount: number }>) => string;
	inWallet: (amount: number, wallet: Wallet) => string;
	say: (text: string) => string;
};

/** A wallet's net result: "+₹7,000", "−₹20", "₹0" (the sign before the unit). */
function signed(net: number, wallet: Wallet, wording: OutcomeWording): string {
	const sign = net > 0 ? "+" : net < 0 ? "\u2212" : "";
	return `${sign}${wording.inWallet(Math.abs(net), wallet)}`;
}

/**
 * What a settled round says to its player, sentence by sentence, each amount in its wallet's unit: winnings (a
 * wallet whose return beat its stake), returns no larger than the stake with the round's net result ("₹180 back from
 * ₹200 staked, net −₹20": never told as a win), refunds, and losses. `celebrate` only when no wallet came out behind
 * and one came out ahead (the regulators' rule for online games: a return smaller than the stake is not a win).
 */
export function outcomeSentences(
	outcomes: readonly WalletOutcome[],
	wording: OutcomeWording,
): { sentences: string[]; won: boolean; refunded: boolean; celebrate: boolean } {
	const amounts = (pick: (o: WalletOutcome) => number) =>
		wording.byWallet(outcomes.map((o) => ({ wallet: o.wallet, amount: pick(o) })));
	const ahead = (o: WalletOutcome) => o.won > 0 && o.won + o.refunded > o.stake;
	const partial = outcomes.filter((o) => o.won > 0 && !ahead(o));
	const won = outcomes.some(ahead);
	const refunded = outcomes.some((o) => o.won === 0 && o.refunded > 0);
	// A wallet whose stake neither won anything nor came back lost it.
	const lost = outcomes.some((o) => o.won === 0 && o.refunded === 0 && o.stake > 0);
	const sentences = [
		won ? wording.say(tableMessages.youWon(amounts((o) => (ahead(o) ? o.won : 0)))) : null,
		...partial.map((o) =>
			wording.say(
				tableMessages.cameBack(
					wording.inWallet(o.won + o.refunded, o.wallet),
					wording.inWallet(o.stake, o.wallet),
					signed(o.won + o.refunded - o.stake, o.wallet, wording),
				),
			),
		),
		refunded ? wording.say(tableMessages.refunded(amounts((o) => (o.won === 0 ? o.refunded : 0)))) : null,
		lost ? wording.say(tableMessages.youLost(amounts((o) => (o.won === 0 && o.refunded === 0 ? o.stake : 0)))) : null,
	].filter((sentence): sentence is string => sentence !== null);
	const celebrate = won && outcomes.every((o) => o.won + o.refunded >= o.stake);
	return { sentences, won, refunded, celebrate };
}

/** What a settled round says to its player, in English: "You won 380 tokens. ₹50 refunded: …". */
export function roundOutcomeText(outcomes: readonly WalletOutcome[]): {
	text: string;
	won: boolean;
	refunded: boolean;
} {
	const { sentences, won, refunded } = outcomeSentences(outcomes, {
		byWallet: formatByWallet,
		inWallet: formatInWallet,
		say: (text) => text,
	});
	return { text: sentences.join(". "), won, refunded };
}
