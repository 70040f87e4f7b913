import { api } from "../../lib/api";
import { formatCount } from "../../lib/format";
import { Button } from "../ui/button";
import { inr, LoadError, tokens, useAdminData } from "./ui";

/** Today's (IST) totals from GET /api/admin/stats: real figures only. */
export function TodayStats() {
	const stats = useAdminData("stats", () => api.api.admin.stats.$get());
	const s = stats.data;
	const card = (label: string, value: string, testId?: string) => (
		<div key={label} className="rounded-lg bg-panel p-3">
			<dt className="text-xs font-semibold uppercase tracking-wide text-gray-300">{label}</dt>
			<dd className="mt-1 text-xl font-black" data-testid={testId}>
				{value}
			</dd>
		</div>
	);
	return (
		<section aria-labelledby="today-heading" className="rounded-xl border border-edge bg-panel-deep p-4">
			<div className="mb-3 flex items-center justify-between gap-3">
				<h2 id="today-heading" className="text-lg font-bold">
					Today (IST)
				</h2>
				<Button variant="secondary" size="sm" onClick={stats.reload}>
					Refresh
				</Button>
			</div>
			{stats.error && <LoadError error={stats.error} onRetry={stats.reload} />}
			{s && (
				<div className="flex flex-col gap-4">
					<dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
						{card("Active players", formatCount(s.activePlayers), "stat-players")}
						{card("Pending deposits", formatCount(s.pendingDeposits), "stat-pending-deposits")}
						{card("Pending withdrawals", formatCount(s.pendingWithdrawals), "stat-pending-withdrawals")}
					</dl>
					{(
						[
							["Real money", s.real, inr],
							["Play tokens", s.tokens, tokens],
						] as const
					).map(([label, w, fmt]) => (
						<div key={label}>
							<h3 className="mb-2 font-semibold text-gold">{label}</h3>
							<dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
								{card("Bets", formatCount(w.bets))}
								{card("Stakes", fmt(w.stakes))}
								{card("Payouts", fmt(w.payouts))}
								{card("House result", fmt(w.houseResult))}
							</dl>
						</div>
					))}
				</div>
			)}
		</section>
	);
}
