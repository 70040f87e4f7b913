import { describe, expect, it } from "vitest";
import { CRASH_MAX_AUTO_CASH_OUT, CRASH_MIN_AUTO_CASH_OUT } from "~/domain/crash/bets";
import { CRASH_RTP_BASIS_POINTS } from "~/domain/crash/fairness";
import { CRASH_TIMING_DEFAULTS } from "~/domain/crash/timing";
import { findLocalizedContentPage } from "~/domain/i18n/pages";
import { findContentPage } from "~/domain/pages";

const CRASH_SECTIONS = ["crash", "crash-bets", "crash-cash-out", "crash-rtp", "crash-verify"];

describe("the crash game's rules sheet", () => {
	it("is part of the Rules page after roulette's sections, in English and Hindi, with the same ids", () => {
		const ids = findContentPage("rules")?.sections.map((s) => s.id) ?? [];
		expect(ids.slice(-CRASH_SECTIONS.length)).toEqual(CRASH_SECTIONS);
		expect(ids).toContain("verify"); // roulette's own stays
		const hindi = findLocalizedContentPage("rules", null, "hi")?.sections.map((s) => s.id);
		expect(hindi).toEqual(ids);
	});

	it("states the game's own figures: timings, auto cash-out range, RTP, house share, ties, the cap", () => {
		const english = JSON.stringify(findContentPage("rules")?.sections.filter((s) => CRASH_SECTIONS.includes(s.id)));
		expect(CRASH_RTP_BASIS_POINTS).toBe(9_700);
		expect(english).toContain("97%");
		expect(english).toContain("3% of rounds the plane crashes at 1.00×");
		expect(english).toContain(`${CRASH_TIMING_DEFAULTS.bettingMs / 1000} seconds`);
		expect(english).toContain(`${CRASH_TIMING_DEFAULTS.crashedMs / 1000} seconds`);
		expect(CRASH_MIN_AUTO_CASH_OUT).toBe(101);
		expect(CRASH_MAX_AUTO_CASH_OUT).toBe(100_000);
		expect(english).toContain("from 1.01× to 1,000.00×");
		expect(english).toContain("2.00× after 11.6 seconds");
		expect(english).toContain("same millisecond as the crash is lost");
		expect(english).toContain("paid once, at the earlier (lower) multiplier");
		expect(english).toContain("maximum win");
		expect(english).toContain("10,000.00×");
		expect(english).toContain("first 3 bets");
		const hindi = JSON.stringify(findLocalizedContentPage("rules", null, "hi"));
		for (const figure of ["97%", "3%", "1.01×", "1,000.00×", "10,000.00×", "11.6 सेकंड", "पहले 3 दाँवों"]) {
			expect(hindi).toContain(figure);
		}
	});
});
