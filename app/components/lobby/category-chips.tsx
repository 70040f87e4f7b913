import { Cherry, Crown, Gamepad2, Gift, ShoppingCart, Sparkles, Trophy, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CategoryChip } from "~/domain/content";
import { useSay } from "../../lib/i18n";

const icons: Record<CategoryChip["icon"], typeof Zap> = {
	zap: Zap,
	crown: Crown,
	cherry: Cherry,
	gamepad: Gamepad2,
	sparkles: Sparkles,
	gift: Gift,
	cart: ShoppingCart,
	trophy: Trophy,
};

/** The category chip row. As in the spec the chips are labels, not controls: "All games" is the current view. */
export function CategoryChips({ chips }: { chips: readonly CategoryChip[] }) {
	const { t } = useTranslation("site");
	const say = useSay();
	return (
		// biome-ignore lint/a11y/noNoninteractiveTabindex: a horizontal scroller must be reachable by keyboard to scroll it.
		<section tabIndex={0} aria-label={t("lobby.categories")} className="-mx-4 overflow-x-auto px-4">
			<ul className="flex gap-1 py-2 sm:gap-2">
				{chips.map((chip) => {
					const Icon = icons[chip.icon];
					return (
						<li
							key={chip.id}
							aria-current={chip.active ? "true" : undefined}
							className={`flex min-w-20 flex-col items-center gap-1 rounded-lg px-2 py-2 text-xs ${chip.active ? "text-cta" : "text-gray-300"}`}
						>
							<Icon className="size-5" aria-hidden="true" />
							<span className="whitespace-nowrap">{say(chip.label)}</span>
						</li>
					);
				})}
			</ul>
		</section>
	);
}
