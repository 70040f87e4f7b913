import { describe, expect, it } from "vitest";
import { formatIstDateTime, formatIstMoment, isoTime, istDayBounds, istDayStart } from "~/domain/time";

// 2026-11-22 14:05 UTC is 19:35 in India.
const MOMENT = Date.UTC(2026, 10, 22, 14, 5);

describe("domain/time", () => {
	it("writes API moments as ISO 8601 in UTC", () => {
		expect(isoTime(MOMENT)).toBe("2026-11-22T14:05:00.000Z");
	});

	it("names moments in India time whatever the machine's zone", () => {
		expect(formatIstDateTime(MOMENT)).toBe("22 Nov 2026, 7:35 pm");
		expect(formatIstDateTime(isoTime(MOMENT))).toBe("22 Nov 2026, 7:35 pm");
		expect(formatIstMoment(MOMENT)).toBe("22 Nov 2026, 7:35 pm IST");
	});

	it("reads a calendar day as India's day", () => {
		const start = Date.UTC(2026, 10, 21, 18, 30);
		expect(istDayBounds("2026-11-22")).toEqual([start, start + 24 * 3_600_000 - 1]);
		expect(istDayBounds("not a day")).toBeNull();
		expect(istDayStart(MOMENT)).toBe(start);
		expect(istDayStart(start - 1)).toBe(start - 24 * 3_600_000);
	});
});
