import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { TodayStatsView } from "~/server/dashboard";
import { useFormat } from "../../lib/i18n";
import { Button } from "../ui/button";
import { Stat } from "../ui/stat";
import { useAdminMoney } from "./ui";

/** Today's (IST) totals, from the dashboard's loader (server/dashboard.ts `todayStats`, as GET /api/admin/stats). */
export function TodayStats({ stats: s }: { stats: TodayStatsView }) {
	const { t } = useTranslation("admin");
	const { count } = useFormat();
	const { inr, tokens } = useAdminMoney();
	const revalidator = useRevalidator();
	const card = (label: string, value: string, testId?: string) => (
		<Stat key={label} label={label} value={value} testId={testId} valueClassName="text-xl" />
	);
	return (
		<section aria-labelledby="today-heading" className="rounded-xl border border-edge bg-panel-deep p-4">
			<div className="mb-3 flex items-center justify-between gap-3">
				<h2 id="today-heading" className="text-lg font-bold">
					{t("today.heading")}
				</h2>
				<Button
					variant="secondary"
					size="sm"
					busy={revalidator.state === "loading"}
					onClick={() => void revalidator.revalidate()}
				>
					{t("refresh")}
				</Button>
			</div>
			{
				<div className="flex flex-col gap-4">
					<dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
						{card(t("today.activePlayers"), count(s.activePlayers), "stat-players")}
						{card(t("today.pendingDeposits"), count(s.pendingDeposits), "stat-pending-deposits")}
						{card(t("today.pendingWithdrawals"), count(s.pendingWithdrawals), "stat-pending-withdrawals")}
					</dl>
					{(
						[
							[t("today.realMoney"), s.real, inr],
							[t("today.playTokens"), s.tokens, tokens],
						] as const
					).map(([label, w, fmt]) => (
						<div key={label}>
							<h3 className="mb-2 font-semibold text-gold">{label}</h3>
							<dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
								{card(t("today.bets"), count(w.bets))}
								{card(t("today.stakes"), fmt(w.stakes))}
								{card(t("today.payouts"), fmt(w.payouts))}
								{card(t("today.houseResult"), fmt(w.houseResult))}
							</dl>
						</div>
					))}
				</div>
			}
		</section>
	);
}
