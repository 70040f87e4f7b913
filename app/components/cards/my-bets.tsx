/**
 * A card table's lists of bets: the player's own bets of the round, and the round's live list of every player's bets
 * (real players, names masked, largest stakes first, as the room sends it), each with what it returned once the round
 * is settled.
 */
import { useTranslation } from "react-i18next";
import type { CardSpot } from "~/domain/cards/games";
import type { CardBetView, CardRoundBet } from "~/domain/cards/protocol";
import type { Wallet } from "~/domain/roulette/protocol";

type Words = { label: (spot: CardSpot) => string; inWallet: (amount: number, wallet: Wallet) => string };

/** What a bet returned, as the tables say it: "won ₹190", "₹5 back" (a tie's half), "lost", or still "placed". */
function useBetOutcome(inWallet: Words["inWallet"]) {
	const { t } = useTranslation("table");
	return (bet: CardBetView) => {
		if (bet.status === "won") return t("cards.outcomes.won", { amount: inWallet(bet.payout ?? 0, bet.wallet) });
		if (bet.status === "lost" && (bet.payout ?? 0) > 0)
			return t("cards.outcomes.back", { amount: inWallet(bet.payout ?? 0, bet.wallet) });
		return t(`cards.outcomes.${bet.status === "lost" ? "lost" : "placed"}`);
	};
}

function BetList({
	id,
	title,
	empty,
	bets,
	more = 0,
	label,
	inWallet,
}: Words & {
	id: string;
	title: string;
	empty: string;
	bets: ReadonlyArray<CardBetView & { name?: string }>;
	more?: number;
}) {
	const { t } = useTranslation("table");
	const outcome = useBetOutcome(inWallet);
	return (
		<section aria-labelledby={id} className="rounded-xl border border-edge bg-panel p-3">
			<h2 id={id} className="text-sm font-bold">
				{title}
			</h2>
			{bets.length === 0 ? (
				<p className="text-sm text-gray-300">{empty}</p>
			) : (
				<ul className="mt-1 text-sm" data-testid={id}>
					{bets.map((bet, i) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: a list is appended to or replaced whole, in the room's order
						<li key={i} data-status={bet.status} className="flex flex-wrap justify-between gap-x-2 py-0.5">
							<span>
								{bet.name && <span className="font-bold">{bet.name} </span>}
								{t("cards.betLine", { spot: label(bet.spot), amount: inWallet(bet.amount, bet.wallet) })}
							</span>
							<span className={bet.status === "won" ? "font-bold text-green-400" : "text-gray-300"}>
								{outcome(bet)}
							</span>
						</li>
					))}
				</ul>
			)}
			{more > 0 && <p className="mt-1 text-xs text-gray-300">{t("cards.roundBets.more", { count: more })}</p>}
		</section>
	);
}

export function MyBets({ bets, ...words }: Words & { bets: readonly CardBetView[] }) {
	const { t } = useTranslation("table");
	return <BetList id="card-my-bets" title={t("cards.myBets")} empty={t("cards.noBets")} bets={bets} {...words} />;
}

export function RoundBets({ bets, more, ...words }: Words & { bets: readonly CardRoundBet[]; more: number }) {
	const { t } = useTranslation("table");
	return (
		<BetList
			id="card-round-bets"
			title={t("cards.roundBets.title")}
			empty={t("cards.roundBets.empty")}
			bets={bets}
			more={more}
			{...words}
		/>
	);
}
