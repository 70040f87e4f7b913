import { ChevronRight, Club, Plane, Tv, Volleyball } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CategoryTile } from "~/domain/content";
import { siteMessages } from "~/domain/messages/common";
import { useFormat, useSay } from "../../lib/i18n";
import { notify } from "../../lib/toast";

// Darker gradient stops than the reference so white text keeps 4.5:1 contrast.
const themes: Record<CategoryTile["theme"], { bg: string; Icon: typeof Club }> = {
	casino: { bg: "from-[#a3127a] to-[#5b16b0]", Icon: Club },
	sport: { bg: "from-[#b3410c] to-[#8a2a06]", Icon: Volleyball },
	live: { bg: "from-[#8e1490] to-[#4f1496]", Icon: Tv },
	aviator: { bg: "from-[#6b5a00] to-[#8a3b00]", Icon: Plane },
};

const buttonClass =
	"relative mt-auto flex w-fit items-center gap-1 rounded-md border border-white/40 bg-black/25 px-3 py-1.5 text-sm font-semibold";

/** The four category tiles. Only a tile with a destination navigates; the others say "Coming soon". */
export function CategoryTiles({ tiles }: { tiles: readonly CategoryTile[] }) {
	const { t } = useTranslation("site");
	const say = useSay();
	const format = useFormat();
	return (
		<section aria-label={t("categories.label")} className="py-8">
			<ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
				{tiles.map((tile) => {
					const { bg, Icon } = themes[tile.theme];
					const title = tile.titleIsName ? tile.title : say(tile.title);
					const countLabel = say(tile.countLabel);
					const subtitle =
						tile.count === null
							? countLabel
							: t("categories.count", { number: format.count(tile.count), label: countLabel });
					return (
						<li
							key={tile.id}
							data-testid={`tile-${tile.id}`}
							className={`relative flex min-h-40 flex-col gap-1 overflow-hidden rounded-xl bg-linear-to-br ${bg} p-4`}
						>
							<Icon
								className="pointer-events-none absolute -right-4 -bottom-4 size-28 text-white/20 sm:size-32"
								strokeWidth={1.25}
								aria-hidden="true"
							/>
							<h3 className="text-xl font-black">{title}</h3>
							<p className="text-sm text-white">{subtitle}</p>
							{tile.to ? (
								<Link to={tile.to} className={`${buttonClass} hover:bg-black/40`}>
									{say(tile.buttonText)}
									<span className="sr-only">{t("categories.inTile", { title })}</span>
									<ChevronRight className="size-4" aria-hidden="true" />
								</Link>
							) : (
								<>
									<span className="w-fit rounded-full bg-black/50 px-2 py-0.5 text-xs font-bold">
										{t("categories.comingSoon")}
									</span>
									<button
										type="button"
										className={`${buttonClass} hover:bg-black/40`}
										onClick={() => notify.info(siteMessages.comingSoon(tile.title))}
									>
										{say(tile.buttonText)}
										<span className="sr-only">{t("categories.inTileComingSoon", { title })}</span>
									</button>
								</>
							)}
						</li>
					);
				})}
			</ul>
		</section>
	);
}
