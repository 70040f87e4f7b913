/**
 * The home stats strip for a signed-in player (docs/product.md#content): their balances, bets
 * today and biggest win today, read from GET /api/user/stats. Real figures only:
 * nothing is shown until the server answered, and no win shows as "None yet".
 */
import type { InferResponseType } from "hono/client";
import { useEffect, useState } from "react";
import { api } from "../../lib/api";
import { formatCount } from "../../lib/format";
import { useAuth } from "../../lib/use-auth";
import { formatRupeeAmount, formatTokens, useMaskedBalances } from "../balances";

type Stats = InferResponseType<typeof api.api.user.stats.$get, 200>;

export function biggestWinText(win: Stats["biggestWinToday"]): string {
	const parts = [
		win.real === null ? null : formatRupeeAmount(win.real),
		win.tokens === null ? null : `${formatTokens(win.tokens)} tokens`,
	].filter((p): p is string => p !== null);
	return parts.length ? parts.join(" · ") : "None yet";
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
	if (user?.role !== "user" || !stats) return null;
	const item = (label: string, value: string, testId: string) => (
		<div className="rounded-lg bg-panel px-4 py-3">
			<dt className="text-xs font-semibold uppercase tracking-wide text-gray-300">{label}</dt>
			<dd className="mt-1 text-lg font-black" data-testid={testId}>
				{value}
			</dd>
		</div>
	);
	return (
		<section aria-label="Your stats today" className="mt-6">
			<dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
				{item("Your balance", `${masked.real} · ${masked.tokens} tokens`, "strip-balance")}
				{item("Bets today", formatCount(stats.betsToday), "strip-bets")}
				{item("Biggest win today", biggestWinText(stats.biggestWinToday), "strip-win")}
			</dl>
		</section>
	);
}
