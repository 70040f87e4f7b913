/**
 * The table's words in the page's language: amounts in their wallet's unit, bet places' names, result colours and
 * what a settled round says. The domain words them in English (domain/roulette/outcome.ts,
 * domain/roulette/bet-names.ts); the table says the same in the reader's language.
 */
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { colorNames, tableMessages } from "~/domain/messages/tables";
import { rupeesToPaise } from "~/domain/money";
import type { BetType } from "~/domain/roulette/bets";
import { outcomeSentences, sumByWallet } from "~/domain/roulette/outcome";
import type { FeedEntry, Wallet, WalletOutcome } from "~/domain/roulette/protocol";
import { useFormat, useSay } from "../../lib/i18n";
import type { TableTarget } from "./table-layout";
import type { FeedSaying } from "./table-machine";

type Place = Pick<TableTarget, "type" | "numbers">;
type TableT = TFunction<"table">;

/** "17 and 20", "13, 14 and 15". */
function listed(t: TableT, numbers: readonly number[]): string {
	return t("place.list", { first: numbers.slice(0, -1).join(", "), last: numbers.at(-1) });
}

/** A bet place's name as a screen reader says it: "Split 17 and 20", "2nd 12", "Red". */
export function placeName(t: TableT, place: Place): string {
	const ns = [...place.numbers].sort((a, b) => a - b);
	const zero = ns.includes(0);
	switch (place.type) {
		case "straight":
			return t("place.straight", { number: ns[0] });
		case "split":
			return t("place.split", { numbers: listed(t, ns) });
		case "street":
			return t(zero ? "place.trio" : "place.street", { numbers: listed(t, ns) });
		case "corner":
			return t(zero ? "place.firstFour" : "place.corner", { numbers: listed(t, ns) });
		case "line":
			return t("place.line", { from: ns[0], to: ns.at(-1) });
		case "dozen":
			return t(`place.dozen${dozenOf(ns)}`);
		case "column":
			return t("place.column", { column: columnOf(ns) });
		default:
			return t(`place.${place.type}`);
	}
}

function dozenOf(numbers: readonly number[]): 1 | 2 | 3 {
	return Math.min(3, Math.max(1, Math.ceil((numbers[0] ?? 1) / 12))) as 1 | 2 | 3;
}

function columnOf(numbers: readonly number[]): number {
	return (((numbers[0] ?? 1) - 1) % 3) + 1;
}

/** What a cell of the board says: numbers as they are, the outside places in words ("1st 12", "2 to 1", "Red"). */
export function cellText(t: TableT, target: Pick<TableTarget, "type" | "numbers" | "text">): string {
	switch (target.type) {
		case "dozen":
		case "red":
		case "black":
		case "even":
		case "odd":
			return placeName(t, target);
		case "column":
			return t("columnCell");
		default:
			return target.text;
	}
}

/** What another player's bet was on, from the room's English label ("17", "1-2", "red", "1st 12", "column 2"). */
function feedValue(t: TableT, type: BetType, value: string): string {
	const n = Number(/\d+/.exec(value)?.[0] ?? 1);
	switch (type) {
		case "red":
		case "black":
		case "even":
		case "odd":
		case "low":
		case "high":
			return t(`feedValue.${type}`);
		case "dozen":
			return t(`place.dozen${Math.min(3, Math.max(1, n)) as 1 | 2 | 3}`);
		case "column":
			return t("feedValue.column", { column: n });
		default:
			return value;
	}
}

/** The table's words for the page's language; a fresh set when the language changes. */
export function useTableWords() {
	const { t } = useTranslation("table");
	const say = useSay();
	const format = useFormat();
	return useMemo(() => {
		/** "₹1,000" for real money, "1,000 tokens" for play tokens (amounts in whole rupees). */
		const inWallet = (amount: number, wallet: Wallet) =>
			wallet === "real"
				? format.rupees(rupeesToPaise(amount))
				: t("tokens", { amount: format.amount(rupeesToPaise(amount)) });
		/** "₹50 + 20 tokens"; "₹0" when there is nothing. */
		const byWallet = (items: ReadonlyArray<{ wallet: Wallet; amount: number }>) => {
			const parts = sumByWallet(items);
			return parts.length === 0 ? inWallet(0, "real") : parts.map((p) => inWallet(p.amount, p.wallet)).join(" + ");
		};
		const colour = (color: keyof typeof colorNames) => say(colorNames[color]);
		const words = {
			t,
			say,
			format,
			inWallet,
			byWallet,
			colour,
			placeName: (place: Place) => placeName(t, place),
			cellText: (target: Pick<TableTarget, "type" | "numbers" | "text">) => cellText(t, target),
			/** A line of the table feed for another player's bet or win. */
			feedText: (entry: FeedEntry) => {
				const amount = inWallet(entry.amount, entry.wallet);
				return entry.kind === "bet"
					? say(tableMessages.feedBet(entry.name, amount, feedValue(t, entry.betType, entry.betValue)))
					: say(tableMessages.feedWin(entry.name, amount));
			},
			/** "Round #7: 17 red", marked when the operator set it. */
			roundText: (seq: number, result: number, color: keyof typeof colorNames, operatorSet: boolean) =>
				say((operatorSet ? tableMessages.feedRoundOperatorSet : tableMessages.feedRound)(seq, result, colour(color))),
			/**
			 * What a settled round says to its player (as domain/roulette/outcome.ts `roundOutcomeText`): winnings,
			 * refunds and losses, each in its wallet's unit. "You won 380 tokens. ₹50 refunded: …".
			 */
			outcome: (outcomes: readonly WalletOutcome[]) => {
				const { sentences, ...told } = outcomeSentences(outcomes, { byWallet, inWallet, say });
				return { text: sentences.join(t("sentenceBreak")), ...told };
			},
		};
		/** A line of the table's feed (table-machine.ts keeps what it says as data). */
		const feedLine = (line: FeedSaying): string => {
			switch (line.say) {
				case "entry":
					return words.feedText(line.entry);
				case "more":
					return say(tableMessages.feedMore(line.count));
				case "round":
					return words.roundText(line.seq, line.result, line.color, line.operatorSet);
				case "youBet":
					return say(tableMessages.feedYouBet(byWallet(line.bets)));
				case "outcome":
					return words.outcome(line.outcomes).text;
			}
		};
		/** The settled round's banner: what it says, and whether it is a win to celebrate. */
		const banner = (outcomes: readonly WalletOutcome[]) => {
			const { text, celebrate } = words.outcome(outcomes);
			return { text, celebrate };
		};
		return { ...words, feedLine, banner };
	}, [t, say, format]);
}

export type TableWords = ReturnType<typeof useTableWords>;
