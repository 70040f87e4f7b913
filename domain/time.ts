/**
 * Every date and time the API sends or a page shows, in one place (Intl; the project has no date library).
 *
 * A player's own lists are shown in the viewer's time zone. The admin console and the protection
 * messages name moments in India time (IST, UTC+5:30, no daylight saving), where the operator and
 * its rules are, so that a server and a browser anywhere write the same text.
 */

const IST_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** Epoch milliseconds, or ISO 8601 text as the API answers it. */
type Moment = number | string;

/** How the API writes a moment: ISO 8601 in UTC. */
export function isoTime(ms: number): string {
	return new Date(ms).toISOString();
}

const date = new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric" });
const time = new Intl.DateTimeFormat("en-IN", { hour: "2-digit", minute: "2-digit", hour12: true });
const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });
const istDateTime = new Intl.DateTimeFormat("en-IN", {
	dateStyle: "medium",
	timeStyle: "short",
	timeZone: IST_TIME_ZONE,
});

/** "05 Nov 2026", in the viewer's time zone. */
export function formatDate(at: Moment): string {
	return date.format(new Date(at));
}

/** "07:35 pm", in the viewer's time zone. */
export function formatTime(at: Moment): string {
	return time.format(new Date(at));
}

/** "05 Nov 2026, 07:35 pm", in the viewer's time zone. */
export function formatDateTime(at: Moment): string {
	return `${formatDate(at)}, ${formatTime(at)}`;
}

/** "5 Nov 2026", in the viewer's time zone. */
export function formatDay(at: Moment): string {
	return day.format(new Date(at));
}

/** "5 Nov 2026, 7:35 pm", in India time (the admin console). */
export function formatIstDateTime(at: Moment): string {
	return istDateTime.format(new Date(at));
}

/** "5 Nov 2026, 7:35 pm IST": how protection messages name a moment. */
export function formatIstMoment(at: Moment): string {
	return `${formatIstDateTime(at)} IST`;
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
