import { describe, expect, it } from "vitest";
import * as time from "~/domain/time";
import { formatIstDate, formatIstDateTime, formatIstTime, isoTime, istDayBounds, istDayStart } from "~/domain/time";

// 2026-11-22 14:05 UTC is 19:35 in India.
const MOMENT = Date.UTC(2026, 10, 22, 14, 5);
// 2026-11-22 20:00 UTC is already 23 Nov in India (01:30); in New York it is still the 22nd (15:00).
const LATE_EVENING_UTC = Date.UTC(2026, 10, 22, 20, 0);

describe("domain/time", () => {
	it("writes API moments as ISO 8601 in UTC", () => {
		expect(isoTime(MOMENT)).toBe("2026-11-22T14:05:00.000Z");
	});

	it("names every moment in India time, labelled IST, from epoch ms or the API's ISO text", () => {
		expect(formatIstDateTime(MOMENT)).toBe("22 Nov 2026, 7:35 pm IST");
		expect(formatIstDateTime(isoTime(MOMENT))).toBe("22 Nov 2026, 7:35 pm IST");
		expect(formatIstTime(MOMENT)).toBe("7:35 pm IST");
		expect(formatIstDate(MOMENT)).toBe("22 Nov 2026");
	});

	it("uses India's calendar day when it differs from UTC's", () => {
		expect(formatIstDateTime(LATE_EVENING_UTC)).toBe("23 Nov 2026, 1:30 am IST");
		expect(formatIstDate(LATE_EVENING_UTC)).toBe("23 Nov 2026");
		expect(formatIstTime(LATE_EVENING_UTC)).toBe("1:30 am IST");
		// Midnight in India is 18:30 UTC the day before.
		expect(formatIstDateTime(Date.UTC(2026, 10, 22, 18, 30))).toBe("23 Nov 2026, 12:00 am IST");
		expect(formatIstDateTime(Date.UTC(2026, 10, 22, 18, 29))).toBe("22 Nov 2026, 11:59 pm IST");
	});

	it("has no formatter in the viewer's time zone", () => {
		const formatters = Object.keys(time).filter((name) => name.startsWith("format"));
		expect(formatters.sort()).toEqual(["formatIstDate", "formatIstDateTime", "formatIstTime"]);
	});

	it("reads a calendar day as India's day", () => {
		const start = Date.UTC(2026, 10, 21, 18, 30);
		expect(istDayBounds("2026-11-22")).toEqual([start, start + 24 * 3_600_000 - 1]);
		expect(istDayBounds("not a day")).toBeNull();
		expect(istDayStart(MOMENT)).toBe(start);
		expect(istDayStart(start - 1)).toBe(start - 24 * 3_600_000);
	});
});
