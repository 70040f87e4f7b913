/**
 * The dashboard's range of IST days (docs/decisions/0860-cockpit-charts.md): today, the last 7, 30 or 90 days, or a
 * custom from–to of at most a year, never past today.
 */
import { istDayStart } from "../time";

export const DASHBOARD_RANGES = ["today", "7", "30", "90", "custom"] as const;
export type DashboardRangeId = (typeof DASHBOARD_RANGES)[number];
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 19_800_000;

/** A day in India as "YYYY-MM-DD", from its first millisecond (istDayStart). */

export function isoDayOf(dayStart: number): string {
	return new Date(dayStart + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" as the first millisecond of that day in India, or null when it is not a date. */
export function dayStartOf(isoDay: string): number | null {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return null;
	const ms = Date.parse(`${isoDay}T00:00:00Z`);
	if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== isoDay) return null;
	return ms - IST_OFFSET_MS;
}

export type DayRange = { range: DashboardRangeId; from: number; to: number; days: number[] };

export type RangeProblem = "bad_date" | "from_after_to" | "too_long" | "future";

/** The days of a range (each day's first millisecond, oldest first), or why it is not one. */
export function dayRange(
	range: DashboardRangeId,
	custom: { from?: string; to?: string },
	now: number,
): DayRange | { problem: RangeProblem } {
	const today = istDayStart(now);
	let from: number;
	let to: number;
	if (range === "custom") {
		const start = dayStartOf(custom.from ?? "");
		const end = dayStartOf(custom.to ?? "");
		if (start === null || end === null) return { problem: "bad_date" };
		if (start > end) return { problem: "from_after_to" };
		if (end > today) return { problem: "future" };
		if ((end - start) / DAY_MS + 1 > MAX_RANGE_DAYS) return { problem: "too_long" };
		[from, to] = [start, end];
	} else {
		const length = range === "today" ? 1 : Number(range);
		[from, to] = [today - (length - 1) * DAY_MS, today];
	}
	const days: number[] = [];
	// Whole days in India have no daylight saving: a day is always DAY_MS.
	for (let day = from; day <= to; day += DAY_MS) days.push(day);
	return { range, from, to, days };
}
