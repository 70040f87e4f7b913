/**
 * The home stats strip for a signed-in player (docs/product.md#content): their balances, bets
 * today and biggest win today, read from GET /api/user/stats. Real figures only:
 * nothing is shown until the server answered, and no win shows as "None yet".
 */
import type { InferResponseType } from "hono/client";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { rupeesToPaise } from "~/domain/money";
import { api } from "../../lib/api";
import { useFormat } from "../../lib/i18n";
import { useAuth } from "../../lib/use-auth";
import { formatRupeeAmount, formatTokens, useMaskedBalances } from "../balances";
import { Stat } from "../ui/stat";

type Stats = InferResponseType<typeof api.api.user.stats.$get, 200>;

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

export function StatsStrip() {
	const { user } = useAuth();
	const [stats, setStats] = useState<Stats | null>(null);
	const userId = user?.id ?? null;
	const realBalance = user?.realBalance;
	const playTokens = user?.playTokens;
	// biome-ignore lint/correctness/useExhaustiveDependencies: re-read when the user's balances change.
	useEffect(() => {
		if (!userId) {
			setStats(null);
			return;
		}
		let live = true;
		api.api.user.stats
			.$get()
			.then(async (response) => {
				if (live && response.ok) setStats(await response.json());
			})
			.catch(() => {});
		return () => {
			live = false;
		};
	}, [userId, realBalance, playTokens]);
	const masked = useMaskedBalances(stats ?? { realBalance: 0, playTokens: 0 });
	const { t } = useTranslation("site");
	const format = useFormat();
	if (user?.role !== "user" || !stats) return null;
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
