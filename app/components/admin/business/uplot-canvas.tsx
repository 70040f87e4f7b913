/**
 * A uPlot chart drawn after hydration (docs/decisions/0860-cockpit-charts.md): uPlot and its stylesheet are
 * imported here lazily, so they are a chunk of their own that only an admin page showing a chart downloads; the
 * server renders the box (and the chart's summary and table, outside it). The chart follows its box's width.
 * Hidden from assistive technology: the summary and the table view carry the same figures.
 */
import { useEffect, useRef, useState } from "react";
import type uPlot from "uplot";

export type ChartSeries = { label: string; color: string; values: ReadonlyArray<number | null>; dash?: boolean };

/** Light lines on the dark panel, at least 3:1 against it (WCAG 1.4.11). */
const AXIS = "#d1d5db";
const GRID = "rgba(255, 255, 255, 0.12)";

export function UplotCanvas({
	days,
	series,
	format,
	label,
	loadingLabel,
}: {
	/** Each day's first millisecond. */
	days: readonly number[];
	series: readonly ChartSeries[];
	format: (value: number) => string;
	label: string;
	loadingLabel: string;
}) {
	const box = useRef<HTMLDivElement>(null);
	const [drawn, setDrawn] = useState(false);
	useEffect(() => {
		const element = box.current;
		if (!element) return;
		let chart: uPlot | null = null;
		let cancelled = false;
		let observer: ResizeObserver | null = null;
		void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
			if (cancelled) return;
			const width = () => Math.max(240, element.clientWidth);
			const axis = { stroke: AXIS, grid: { stroke: GRID }, ticks: { stroke: GRID } };
			chart = new UPlot(
				{
					width: width(),
					height: 220,
					tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), "Asia/Kolkata"),
					legend: { show: true, live: false },
					cursor: { show: true, drag: { x: false, y: false } },
					scales: { x: { time: true } },
					axes: [
						{ ...axis, space: 60 },
						{ ...axis, size: 72, values: (_u, ticks) => ticks.map((v) => format(v)) },
					],
					series: [
						{},
						...series.map((s) => ({
							label: s.label,
							stroke: s.color,
							width: 2,
							dash: s.dash ? [6, 4] : undefined,
							points: { show: days.length <= 31 },
							value: (_u: uPlot, v: number | null) => (v === null ? "—" : format(v)),
						})),
					],
				},
				[days.map((d) => d / 1000), ...series.map((s) => [...s.values])] as uPlot.AlignedData,
				element,
			);
			setDrawn(true);
			observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: 220 }));
			observer.observe(element);
		});
		return () => {
			cancelled = true;
			observer?.disconnect();
			chart?.destroy();
		};
	}, [days, series, format]);
	return (
		<div ref={box} aria-hidden="true" title={label} className="min-h-[260px] w-full overflow-hidden text-xs">
			{!drawn && <p className="py-24 text-center text-gray-300">{loadingLabel}</p>}
		</div>
	);
}
