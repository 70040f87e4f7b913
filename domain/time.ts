/**
 * Every date and time the API sends or a page shows, in one place (Intl; the project has no date library).
 *
 * One rule (docs/decisions/0020-one-time-rule.md): every moment shown to anyone, player or admin, is shown in
 * India time (Asia/Kolkata, UTC+5:30, no daylight saving), where the operator, its players and its rules are,
 * and its text says so: "22 Nov 2026, 7:35 pm IST". The same deposit then reads the same in every list, on
 * every machine, and the server's HTML matches the browser's. There is no formatter in the viewer's zone.
 */

const IST_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The label every shown time of day carries. */
const IST_LABEL = "IST";

/** Epoch milliseconds, or ISO 8601 text as the API answers it. */
type Moment = number | string;

/** How the API writes a moment: ISO 8601 in UTC. */
export function isoTime(ms: number): string {
	return new Date(ms).toISOString();
}

const ist = (options: Intl.DateTimeFormatOptions) =>
	new Intl.DateTimeFormat("en-IN", { ...options, timeZone: IST_TIME_ZONE });
const istDate = ist({ dateStyle: "medium" });
const istTime = ist({ timeStyle: "short" });
const istDateTime = ist({ dateStyle: "medium", timeStyle: "short" });

/** "22 Nov 2026, 7:35 pm IST": how every list, detail and message names a moment. */
export function formatIstDateTime(at: Moment): string {
	return `${istDateTime.format(new Date(at))} ${IST_LABEL}`;
}

/** "7:35 pm IST": the time of day in India, for a list that shows the day in a column of its own. */
export function formatIstTime(at: Moment): string {
	return `${istTime.format(new Date(at))} ${IST_LABEL}`;
}

/** "22 Nov 2026": the calendar day in India, only beside the same moment's `formatIstTime`, which carries the label. */
export function formatIstDate(at: Moment): string {
	return istDate.format(new Date(at));
}

/** Midnight in India at the start of the day containing `now`. */
export function istDayStart(now: number): number {
	return Math.floor((now + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

/** "2026-11-22" read as a day in India → [first, last] epoch ms; null when it is not a date. */
export function istDayBounds(isoDay: string): [number, number] | null {
	const ms = Date.parse(`${isoDay}T00:00:00Z`);
	if (Number.isNaN(ms)) return null;
	const start = ms - IST_OFFSET_MS;
	return [start, start + DAY_MS - 1];
}
