/**
 * The home stats strip for a signed-in player (docs/product.md#content): their balances, bets today and biggest win
 * today, as the home page's loader read them (server/player-stats.ts; a live money event revalidates them). Real
 * figures only: nothing is shown without them, and no win shows as "None yet".
 */
import { useTranslation } from "react-i18next";
import { rupeesToPaise } from "~/domain/money";
import type { PlayerStats } from "~/server/player-stats";
import { useFormat } from "../../lib/i18n";
import { formatRupeeAmount, formatTokens, useMaskedBalances } from "../balances";
import { Stat } from "../ui/stat";

type Stats = Pick<PlayerStats, "realBalance" | "playTokens" | "betsToday" | "biggestWinToday">;

/** How the biggest win is worded: English by default; the strip passes the page's language. */
type WinWords = { rupees: (rupees: number) => string; tokens: (tokens: number) => string; none: string };
const englishWinWords: WinWords = {
	rupees: formatRupeeAmount,
	tokens: (tokens) => `${formatTokens(tokens)} tokens`,
	none: "None yet",
};

export function biggestWinText(win: Stats["biggestWinToday"], words: WinWords = englishWinWords): string {
	const parts = [
		win.real === null ? null : words.rupees(win.real),
		win.tokens === null ? null : words.tokens(win.tokens),
	].filter((p): p is string => p !== null);
	return parts.length ? parts.join(" · ") : words.none;
}

export function StatsStrip({ stats }: { stats: Stats | null }) {
	const masked = useMaskedBalances(stats ?? { realBalance: 0, playTokens: 0 });
	const { t } = useTranslation("site");
	const format = useFormat();
	if (!stats) return null;
	const item = (label: string, value: string, testId: string) => (
		<Stat label={label} value={value} testId={testId} className="px-4 py-3" />
	);
	return (
		<section aria-label={t("stats.label")} className="mt-6">
			<dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
				{item(
					t("stats.balance"),
					t("stats.balanceValue", { real: masked.real, tokens: masked.tokens }),
					"strip-balance",
				)}
				{item(t("stats.betsToday"), format.count(stats.betsToday), "strip-bets")}
				{item(
					t("stats.biggestWin"),
					biggestWinText(stats.biggestWinToday, {
						rupees: (rupees) => format.rupees(rupeesToPaise(rupees)),
						tokens: (tokens) => t("stats.tokens", { tokens: format.amount(rupeesToPaise(tokens)) }),
						none: t("stats.noneYet"),
					}),
					"strip-win",
				)}
			</dl>
		</section>
	);
}
