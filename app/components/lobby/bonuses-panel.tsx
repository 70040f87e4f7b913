import { Gift, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { lobbyContent } from "~/domain/content";
import { rupeesToPaise } from "~/domain/money";
import { useFormat, useSay } from "../../lib/i18n";

type Bonuses = (typeof lobbyContent)["bonuses"];

/** The lobby's bonuses and promos panel: sample offers, labelled as promotional content. */
export function BonusesPanel({ bonuses }: { bonuses: Bonuses }) {
	const { bonusAccount, bringAFriend } = bonuses;
	const { t } = useTranslation("site");
	const say = useSay();
	const format = useFormat();
	const amount = format.rupees(rupeesToPaise(bonusAccount.amountRupees));
	return (
		<aside aria-labelledby="bonuses-heading" className="flex flex-col gap-4 rounded-xl bg-panel p-4">
			<div>
				<h2 id="bonuses-heading" className="text-xl font-black">
					{t("bonuses.heading")}
				</h2>
				<p className="mt-1 text-xs text-gray-300" data-testid="bonuses-note">
					<span className="mr-1 rounded bg-raised px-1.5 py-0.5 font-bold text-gold uppercase">
						{t("bonuses.promotional")}
					</span>
					{say(bonuses.note)}
				</p>
			</div>
			<section
				aria-label={t("bonuses.sampleAccount")}
				className="rounded-xl bg-linear-to-br from-[#7a16c0] to-[#b0105e] p-4"
			>
				<p className="text-xs uppercase">{t("bonuses.account", { amount })}</p>
				<p className="mt-1 text-lg font-black">
					{t("bonuses.claim")} <span className="text-gold">{amount}</span>
				</p>
				<p className="mt-2 flex items-center gap-2 text-sm">
					<Gift className="size-4" aria-hidden="true" />
					{t("bonuses.daysRemaining", { count: bonusAccount.daysRemaining })}
				</p>
				<p className="mt-2 text-sm" id="wager-label">
					{t("bonuses.wager", { percent: bonusAccount.wagerPercent })}
				</p>
				<div
					role="progressbar"
					aria-labelledby="wager-label"
					aria-valuemin={0}
					aria-valuemax={100}
					aria-valuenow={bonusAccount.wagerPercent}
					className="mt-1 h-1.5 overflow-hidden rounded-full bg-black/30"
				>
					<div className="h-full bg-gold" style={{ width: `${bonusAccount.wagerPercent}%` }} />
				</div>
			</section>
			<h2 className="text-xl font-black">{t("bonuses.promos")}</h2>
			<section
				aria-label={t("bonuses.bringAFriend")}
				className="rounded-xl bg-linear-to-br from-[#0b6b3a] to-[#1446a0] p-4"
			>
				<p className="flex items-center gap-2 text-xs uppercase">
					<Users className="size-4" aria-hidden="true" />
					{t("bonuses.bringAFriend")}
				</p>
				<p className="mt-1 text-lg font-black">
					{t("bonuses.friendReward", {
						reward: format.rupees(rupeesToPaise(bringAFriend.rewardRupees)),
						spins: format.count(bringAFriend.freeSpins),
					})}
				</p>
			</section>
		</aside>
	);
}
