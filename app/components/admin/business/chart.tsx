/**
 * One chart of the business: its title, a sentence saying what it shows, the drawing (uPlot, after hydration) and
 * the same figures as a table (docs/decisions/0860-cockpit-charts.md).
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Table } from "../../ui/table";
import { type ChartSeries, UplotCanvas } from "./uplot-canvas";

export function BusinessChart({
	title,
	summary,
	days,
	dayLabels,
	series,
	format,
}: {
	title: string;
	summary: string;
	/** Each day's first millisecond, and as the table shows it. */
	days: readonly number[];
	dayLabels: readonly string[];
	series: readonly ChartSeries[];
	format: (value: number) => string;
}) {
	const { t } = useTranslation("admin");
	const id = useId();
	return (
		<figure aria-labelledby={`${id}-title`} className="min-w-0 rounded-xl border border-edge bg-panel p-3">
			<h3 id={`${id}-title`} className="font-bold">
				{title}
			</h3>
			<figcaption className="mt-1 text-sm text-gray-300" data-testid="chart-summary">
				{summary}
			</figcaption>
			<UplotCanvas
				days={days}
				series={series}
				format={format}
				label={title}
				loadingLabel={t("business.loadingChart")}
			/>
			<details className="mt-2">
				<summary className="inline-block cursor-pointer py-1 text-sm font-semibold text-gold underline">
					{t("business.tableView")}
				</summary>
				<Table
					label={`${title}: ${t("business.tableView")}`}
					minWidth="min-w-[20rem]"
					columns={[t("business.day"), ...series.map((s) => ({ label: s.label, className: "text-right" }))]}
				>
					{dayLabels.map((day, i) => (
						<tr key={day}>
							<td className="whitespace-nowrap">{day}</td>
							{series.map((s) => {
								const value = s.values[i];
								return (
									<td key={s.label} className="whitespace-nowrap text-right">
										{value === null || value === undefined ? "—" : format(value)}
									</td>
								);
							})}
						</tr>
					))}
				</Table>
			</details>
		</figure>
	);
}
