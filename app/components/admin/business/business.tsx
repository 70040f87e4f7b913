/**
 * The dashboard's business section (docs/decisions/0860-cockpit-charts.md): the range and the table (a GET form,
 * so a range is an address), the range's totals, six charts each with its summary and table view, the figures per
 * game and table, and the CSV of the same figures. The data is the dashboard loader's (server/dashboard.ts).
 */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { DASHBOARD_RANGES, dayStartOf } from "~/domain/dashboard/range";
import { rupeesToPaise } from "~/domain/money";
import type { BusinessDashboard } from "~/server/dashboard";
import { useFormat, useSay } from "../../../lib/i18n";
import type { admin } from "../../../locales/en/admin";
import { Button } from "../../ui/button";
import { inputClass } from "../../ui/field";
import { Stat } from "../../ui/stat";
import { Table } from "../../ui/table";
import { BusinessChart } from "./chart";
import type { ChartSeries } from "./uplot-canvas";

const COLORS = { gold: "#facc15", sky: "#38bdf8", green: "#4ade80", pink: "#f472b6", violet: "#a78bfa" };

type Translate = ReturnType<typeof useTranslation<"admin">>["t"];
type SeriesKey = keyof typeof admin.business.series;

export function BusinessSection({
	dashboard,
	problem,
	search,
}: {
	dashboard: BusinessDashboard | null;
	problem: string | null;
	/** The page's query (range, dates, table), for the CSV link. */
	search: string;
}) {
	const { t } = useTranslation("admin");
	const say = useSay();
	return (
		<section
			aria-labelledby="business-heading"
			className="grid grid-cols-1 gap-4 rounded-xl border border-edge bg-panel-deep p-4"
		>
			<h2 id="business-heading" className="text-lg font-bold">
				{t("business.heading")}
			</h2>
			<RangeForm dashboard={dashboard} />
			{problem && (
				<p role="alert" className="font-semibold text-red-300">
					{say(problem)}
				</p>
			)}
			{dashboard && <Figures dashboard={dashboard} search={search} />}
		</section>
	);
}

function RangeForm({ dashboard }: { dashboard: BusinessDashboard | null }) {
	const { t } = useTranslation("admin");
	const range = dashboard?.range;
	return (
		<Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("business.range")}>
			<fieldset className="w-full min-w-0">
				<legend className="mb-1 text-sm font-bold">{t("business.range")}</legend>
				<div className="flex flex-wrap gap-2">
					{DASHBOARD_RANGES.map((id) => (
						<label
							key={id}
							className="flex min-h-8 cursor-pointer items-center rounded-full border border-edge px-3 py-1 text-sm has-[:checked]:border-gold has-[:checked]:font-bold has-[:checked]:text-gold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold"
						>
							<input
								type="radio"
								name="range"
								value={id}
								defaultChecked={(range?.range ?? "30") === id}
								className="sr-only"
							/>
							{t(`business.ranges.${id}`)}
						</label>
					))}
				</div>
			</fieldset>
			<label className="text-sm font-bold">
				{t("business.from")}
				<input type="date" name="from" defaultValue={range?.from} className={`${inputClass} font-normal`} />
			</label>
			<label className="text-sm font-bold">
				{t("business.to")}
				<input type="date" name="to" defaultValue={range?.to} className={`${inputClass} font-normal`} />
			</label>
			<label className="text-sm font-bold">
				{t("business.table")}
				<select name="table" defaultValue={range?.table ?? ""} className={`${inputClass} font-normal`}>
					<option value="">{t("business.allTables")}</option>
					{dashboard?.tables.map((table) => (
						<option key={table.id} value={table.id}>
							{table.name}
						</option>
					))}
				</select>
			</label>
			<Button type="submit" variant="secondary">
				{t("business.show")}
			</Button>
		</Form>
	);
}

function percent(value: number | null, none: string): string {
	return value === null ? none : `${(value * 100).toFixed(2)}%`;
}

/** "Stakes: ₹1,200 in all, highest ₹800 on 2026-11-12." for a series that adds up. */
function totalSentence(t: Translate, s: ChartSeries, days: readonly string[], format: (v: number) => string): string {
	const values = s.values.map((v) => v ?? 0);
	const total = values.reduce((a, b) => a + b, 0);
	if (values.every((v) => v === 0)) return t("business.summaryEmpty", { series: s.label });
	const max = Math.max(...values);
	return t("business.summaryTotal", {
		series: s.label,
		total: format(total),
		max: format(max),
		day: days[values.indexOf(max)] ?? "",
	});
}

function Figures({ dashboard, search }: { dashboard: BusinessDashboard; search: string }) {
	const { t } = useTranslation("admin");
	const format = useFormat();
	const { days, totals } = dashboard;
	const charts = useMemo(() => {
		const inr = (rupees: number) => format.rupees(rupeesToPaise(rupees));
		const count = (n: number) => format.count(n);
		const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
		const dayLabels = days.map((d) => d.day);
		const starts = dayLabels.map((d) => dayStartOf(d) ?? 0);
		const line = (key: SeriesKey, color: string, values: (number | null)[], dash?: boolean): ChartSeries => ({
			label: t(`business.series.${key}`),
			color,
			values,
			dash,
		});
		const sums = (series: ChartSeries[], unit: (v: number) => string) =>
			series.map((s) => totalSentence(t, s, dayLabels, unit)).join(" ");
		const money = [
			line(
				"stakes",
				COLORS.gold,
				days.map((d) => d.stakes),
			),
			line(
				"payouts",
				COLORS.sky,
				days.map((d) => d.payouts),
			),
			line(
				"ggr",
				COLORS.green,
				days.map((d) => d.ggr),
			),
		];
		const hold = [
			line(
				"hold",
				COLORS.gold,
				days.map((d) => d.hold),
			),
			line(
				"edge",
				COLORS.pink,
				days.map((d) => d.edge),
				true,
			),
		];
		const activity = [
			line(
				"bets",
				COLORS.gold,
				days.map((d) => d.bets),
			),
			line(
				"players",
				COLORS.sky,
				days.map((d) => d.players),
			),
		];
		const cash = [
			line(
				"depositsApproved",
				COLORS.green,
				days.map((d) => d.deposits.approvedAmount),
			),
			line(
				"withdrawalsApproved",
				COLORS.pink,
				days.map((d) => d.withdrawals.approvedAmount),
			),
			line(
				"depositsRequested",
				COLORS.sky,
				days.map((d) => d.deposits.requestedAmount),
				true,
			),
			line(
				"withdrawalsRequested",
				COLORS.violet,
				days.map((d) => d.withdrawals.requestedAmount),
				true,
			),
		];
		const players = [
			line(
				"registrations",
				COLORS.gold,
				days.map((d) => d.registrations),
			),
			line(
				"firstDepositors",
				COLORS.green,
				days.map((d) => d.firstDepositors),
			),
		];
		const bonus = (
			[
				["bonusCredited", COLORS.sky, "creditedAmount", false],
				["bonusConverted", COLORS.pink, "convertedAmount", false],
				["bonusForfeited", COLORS.violet, "forfeitedAmount", true],
				["bonusExpired", COLORS.gold, "expiredAmount", true],
			] as const
		).map(([key, color, amount, dash]) =>
			line(
				key,
				color,
				days.map((d) => d.bonus[amount]),
				dash,
			),
		);
		const netOfBonus = t("business.summaryBonus", {
			cost: inr(totals.bonus.convertedAmount),
			net: inr(totals.ggr - totals.bonus.convertedAmount),
		});
		const none = t("business.none");
		return {
			inr,
			starts,
			dayLabels,
			list: [
				{ id: "money", series: money, format: inr, summary: sums(money, inr) },
				{
					id: "hold",
					series: hold,
					format: pct,
					summary:
						totals.hold === null
							? t("business.summaryHoldNone")
							: t("business.summaryHold", { hold: percent(totals.hold, none), edge: percent(totals.edge, none) }),
				},
				{ id: "activity", series: activity, format: count, summary: sums(activity, count) },
				{ id: "cash", series: cash, format: inr, summary: sums(cash, inr) },
				{ id: "players", series: players, format: count, summary: sums(players, count) },
				{ id: "bonus", series: bonus, format: inr, summary: `${netOfBonus} ${sums(bonus, inr)}` },
			] as const,
		};
	}, [days, totals, format, t]);
	const { inr } = charts;
	const none = t("business.none");
	const card = (label: string, value: string, testId: string) => (
		<Stat key={testId} label={label} value={value} testId={testId} />
	);
	return (
		<>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<p className="text-sm">{t("business.period", { from: dashboard.range.from, to: dashboard.range.to })}</p>
				<a
					href={`/admin/dashboard/csv${search}`}
					download
					className="rounded-lg border border-edge px-3 py-2 text-sm font-semibold hover:bg-white/10"
				>
					{t("business.download")}
				</a>
			</div>
			<dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
				{card(t("business.cards.stakes"), inr(totals.stakes), "business-stakes")}
				{card(t("business.cards.payouts"), inr(totals.payouts), "business-payouts")}
				{card(t("business.cards.ggr"), inr(totals.ggr), "business-ggr")}
				{card(
					`${t("business.cards.hold")} / ${t("business.cards.edge")}`,
					`${percent(totals.hold, none)} / ${percent(totals.edge, none)}`,
					"business-hold",
				)}
				{card(t("business.cards.bets"), format.count(totals.bets), "business-bets")}
				{card(t("business.cards.playerDays"), format.count(totals.playerDays), "business-player-days")}
				{card(t("business.cards.deposits"), inr(totals.deposits.approvedAmount), "business-deposits")}
				{card(t("business.cards.withdrawals"), inr(totals.withdrawals.approvedAmount), "business-withdrawals")}
				{card(t("business.cards.bonusCredited"), inr(totals.bonus.creditedAmount), "business-bonus-credited")}
				{card(t("business.cards.bonusConverted"), inr(totals.bonus.convertedAmount), "business-bonus-cost")}
				{card(t("business.cards.registrations"), format.count(totals.registrations), "business-registrations")}
				{card(t("business.cards.firstDepositors"), format.count(totals.firstDepositors), "business-ftd")}
				{card(
					t("business.cards.pending"),
					t("business.pendingNow", {
						deposits: format.count(dashboard.pendingNow.deposits),
						withdrawals: format.count(dashboard.pendingNow.withdrawals),
					}),
					"business-pending",
				)}
			</dl>
			{dashboard.range.table !== null && <p className="text-sm text-gray-300">{t("business.moneyNote")}</p>}
			<div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
				{charts.list.map((chart) => (
					<BusinessChart
						key={chart.id}
						title={t(`business.charts.${chart.id}`)}
						summary={chart.summary}
						days={charts.starts}
						dayLabels={charts.dayLabels}
						series={chart.series}
						format={chart.format}
					/>
				))}
			</div>
			<div>
				<h3 className="mb-2 font-bold">{t("business.tablesHeading")}</h3>
				<Table
					label={t("business.tablesHeading")}
					columns={[
						t("business.columns.table"),
						t("business.columns.game"),
						{ label: t("business.columns.bets"), className: "text-right" },
						{ label: t("business.columns.stakes"), className: "text-right" },
						{ label: t("business.columns.payouts"), className: "text-right" },
						{ label: t("business.columns.ggr"), className: "text-right" },
						{ label: t("business.columns.hold"), className: "text-right" },
						{ label: t("business.columns.edge"), className: "text-right" },
					]}
				>
					{dashboard.tables.map((table) => (
						<tr key={table.id}>
							<td>{table.name}</td>
							<td>{table.game}</td>
							<td className="text-right">{format.count(table.bets)}</td>
							<td className="whitespace-nowrap text-right">{inr(table.stakes)}</td>
							<td className="whitespace-nowrap text-right">{inr(table.payouts)}</td>
							<td className="whitespace-nowrap text-right">{inr(table.ggr)}</td>
							<td className="text-right">{percent(table.hold, none)}</td>
							<td className="text-right">{percent(table.edge, none)}</td>
						</tr>
					))}
				</Table>
			</div>
		</>
	);
}
