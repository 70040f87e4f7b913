/** The player's bets of the round at a card table, each with what it returned once the round is settled. */
import { useTranslation } from "react-i18next";
import type { CardSpot } from "~/domain/cards/games";
import type { CardBetView } from "~/domain/cards/protocol";
import type { Wallet } from "~/domain/roulette/protocol";

export function MyBets({
	bets,
	label,
	inWallet,
}: {
	bets: readonly CardBetView[];
	label: (spot: CardSpot) => string;
	inWallet: (amount: number, wallet: Wallet) => string;
}) {
	const { t } = useTranslation("table");
	const outcome = (bet: CardBetView) => {
		if (bet.status === "won") return t("cards.outcomes.won", { amount: inWallet(bet.payout ?? 0, bet.wallet) });
		if (bet.status === "lost" && (bet.payout ?? 0) > 0)
			return t("cards.outcomes.back", { amount: inWallet(bet.payout ?? 0, bet.wallet) });
		return t(`cards.outcomes.${bet.status === "lost" ? "lost" : "placed"}`);
	};
	return (
		<section aria-labelledby="card-my-bets" className="rounded-xl border border-edge bg-panel p-3">
			<h2 id="card-my-bets" className="text-sm font-bold">
				{t("cards.myBets")}
			</h2>
			{bets.length === 0 ? (
				<p className="text-sm text-gray-300">{t("cards.noBets")}</p>
			) : (
				<ul className="mt-1 text-sm" data-testid="card-my-bets">
					{bets.map((bet, i) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: a round's bets are only ever appended, in order
						<li key={`${bet.spot}-${i}`} data-status={bet.status} className="flex justify-between gap-2 py-0.5">
							<span>{t("cards.betLine", { spot: label(bet.spot), amount: inWallet(bet.amount, bet.wallet) })}</span>
							<span className={bet.status === "won" ? "font-bold text-green-400" : "text-gray-300"}>
								{outcome(bet)}
							</span>
						</li>
					))}
				</ul>
			)}
		</section>
	);
}
