import { Gift, Users } from "lucide-react";
import type { lobbyContent } from "~/domain/content";
import { formatRupees, rupeesToPaise } from "~/domain/money";

type Bonuses = (typeof lobbyContent)["bonuses"];

/** The lobby's bonuses and promos panel: sample offers, labelled as promotional content. */
export function BonusesPanel({ bonuses }: { bonuses: Bonuses }) {
	const { bonusAccount, bringAFriend } = bonuses;
	const amount = formatRupees(rupeesToPaise(bonusAccount.amountRupees));
	return (
		<aside aria-labelledby="bonuses-heading" className="flex flex-col gap-4 rounded-xl bg-panel p-4">
			<div>
				<h2 id="bonuses-heading" className="text-xl font-black">
					Bonuses
				</h2>
				<p className="mt-1 text-xs text-gray-300" data-testid="bonuses-note">
					<span className="mr-1 rounded bg-raised px-1.5 py-0.5 font-bold text-gold uppercase">Promotional</span>
					{bonuses.note}
				</p>
			</div>
			<section aria-label="Sample bonus account" className="rounded-xl bg-linear-to-br from-[#7a16c0] to-[#b0105e] p-4">
				<p className="text-xs uppercase">Bonus account: {amount}</p>
				<p className="mt-1 text-lg font-black">
					Claim your bonus: <span className="text-gold">{amount}</span>
				</p>
				<p className="mt-2 flex items-center gap-2 text-sm">
					<Gift className="size-4" aria-hidden="true" />
					{bonusAccount.daysRemaining} days remaining
				</p>
				<p className="mt-2 text-sm" id="wager-label">
					Wager: {bonusAccount.wagerPercent}%
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
			<h2 className="text-xl font-black">Promos</h2>
			<section aria-label="Bring a Friend" className="rounded-xl bg-linear-to-br from-[#0b6b3a] to-[#1446a0] p-4">
				<p className="flex items-center gap-2 text-xs uppercase">
					<Users className="size-4" aria-hidden="true" />
					Bring a Friend
				</p>
				<p className="mt-1 text-lg font-black">
					Get {formatRupees(rupeesToPaise(bringAFriend.rewardRupees))} + {bringAFriend.freeSpins} free spins for each
					verified friend
				</p>
			</section>
		</aside>
	);
}
