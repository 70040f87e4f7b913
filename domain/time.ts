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

/** Formatters by Intl locale and style, made once each. `intlLocale` is the reader's (domain/i18n/locales.ts). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const STYLES = {
	date: { dateStyle: "medium" },
	time: { timeStyle: "short" },
	dateTime: { dateStyle: "medium", timeStyle: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function ist(style: keyof typeof STYLES, intlLocale: string): Intl.DateTimeFormat {
	const key = `${intlLocale} ${style}`;
	let format = formatters.get(key);
	if (!format) {
		format = new Intl.DateTimeFormat(intlLocale, { ...STYLES[style], timeZone: IST_TIME_ZONE });
		formatters.set(key, format);
	}
	return format;
}

/**
 * Hindi month names, written out as Hindi apps write a date ("15 नवंबर 2026"): Intl's hi-IN medium style abbreviates
 * them with a mark few readers know ("15 नव॰ 2026"), and its long style adds "को … बजे". Our own words also read the
 * same on the server and in every browser, whatever its ICU data.
 */
const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];

const isHindi = (intlLocale: string) => intlLocale.startsWith("hi");

/** The calendar day and the clock in India: IST has no daylight saving, so a fixed offset is exact. */
function istParts(at: Moment) {
	const local = new Date(new Date(at).getTime() + IST_OFFSET_MS);
	const hours = local.getUTCHours();
	return {
		date: `${local.getUTCDate()} ${HINDI_MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`,
		// AM/PM in Latin capitals, as Indian apps show the time in Hindi ("7:35 PM").
		time: `${hours % 12 || 12}:${String(local.getUTCMinutes()).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`,
	};
}

/** "22 Nov 2026, 7:35 pm IST" ("22 नवंबर 2026, 7:35 PM IST" in hi-IN): how every list, detail and message names a moment. */
export function formatIstDateTime(at: Moment, intlLocale = "en-IN"): string {
	if (isHindi(intlLocale)) {
		const { date, time } = istParts(at);
		return `${date}, ${time} ${IST_LABEL}`;
	}
	return `${ist("dateTime", intlLocale).format(new Date(at))} ${IST_LABEL}`;
}

/** "7:35 pm IST" ("7:35 PM IST" in hi-IN): the time of day in India, for a list that shows the day in a column of its own. */
export function formatIstTime(at: Moment, intlLocale = "en-IN"): string {
	const time = isHindi(intlLocale) ? istParts(at).time : ist("time", intlLocale).format(new Date(at));
	return `${time} ${IST_LABEL}`;
}

/** "22 Nov 2026" ("22 नवंबर 2026"): the calendar day in India, only beside the same moment's `formatIstTime`, which carries the label. */
export function formatIstDate(at: Moment, intlLocale = "en-IN"): string {
	return isHindi(intlLocale) ? istParts(at).date : ist("date", intlLocale).format(new Date(at));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const EN_DATE_TIME = /^(\d{1,2}) ([A-Z][a-z]{2})t? (\d{4}), (\d{1,2}):(\d{2}) (am|pm) IST$/;

/**
 * The moment an English `formatIstDateTime` text names ("22 Nov 2026, 7:35 pm IST"), or null: how a time inside a
 * server message is shown again in the reader's language (domain/i18n/localize.ts).
 */
export function parseIstDateTime(text: string): number | null {
	const match = EN_DATE_TIME.exec(text);
	if (!match) return null;
	const [, day, month, year, hour, minute, half] = match;
	const monthIndex = MONTHS.indexOf(month ?? "");
	if (monthIndex < 0) return null;
	const hours = (Number(hour) % 12) + (half === "pm" ? 12 : 0);
	return Date.UTC(Number(year), monthIndex, Number(day), hours, Number(minute)) - IST_OFFSET_MS;
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
