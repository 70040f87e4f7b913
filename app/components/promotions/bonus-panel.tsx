/**
 * The lobby's bonus panel (docs/decisions/0850-promotions.md): each active bonus of the signed-in player as the
 * server holds it: the locked balance (not withdrawable), wagering staked of required, days left. No bonus, no panel.
 */
import { useTranslation } from "react-i18next";
import { rupeesToPaise } from "~/domain/money";
import { useFormat, useLocale } from "../../lib/i18n";

export type ActiveBonus = {
	id: string;
	title: { en: string; hi: string };
	balance: number;
	wagered: number;
	wageringRequired: number;
	wageringPercent: number;
	daysLeft: number;
};

export function BonusPanel({ bonuses }: { bonuses: ActiveBonus[] }) {
	const { t } = useTranslation("site");
	const locale = useLocale();
	const format = useFormat();
	if (bonuses.length === 0) return null;
	return (
		<section aria-labelledby="bonus-panel" className="my-4 rounded-xl bg-panel p-4">
			<h2 id="bonus-panel" className="mb-2 text-lg font-black">
				{t("promotions.activeBonus")}
			</h2>
			<ul className="flex flex-col gap-3">
				{bonuses.map((b) => (
					<li key={b.id} data-testid="active-bonus">
						<p className="font-bold">{b.title[locale]}</p>
						<p className="text-sm">
							{t("promotions.balance")}: <strong>{format.rupees(rupeesToPaise(b.balance))}</strong>
						</p>
						<progress
							className="mt-1 h-2 w-full"
							max={100}
							value={b.wageringPercent}
							aria-label={t("promotions.wagered", {
								wagered: format.rupees(rupeesToPaise(b.wagered)),
								required: format.rupees(rupeesToPaise(b.wageringRequired)),
							})}
						/>
						<p className="text-sm text-gray-300">
							{t("promotions.wagered", {
								wagered: format.rupees(rupeesToPaise(b.wagered)),
								required: format.rupees(rupeesToPaise(b.wageringRequired)),
							})}{" "}
							· {b.wageringPercent}% · {t("promotions.daysLeft", { count: b.daysLeft })}
						</p>
					</li>
				))}
			</ul>
		</section>
	);
}
