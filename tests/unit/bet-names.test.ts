import { describe, expect, it } from "vitest";
import { hindiMessages } from "~/domain/i18n/hi/messages";
import { localizeMessage, registerMessageTranslation } from "~/domain/i18n/localize";
import { betName, spokenBetName } from "~/domain/roulette/bet-names";
import { BET_GEOMETRY, BET_TYPES, type BetType, columnNumbers, dozenNumbers } from "~/domain/roulette/bets";

const named = (type: BetType, numbers: number[]) => ({ type, numbers });
const only = (type: BetType) => [...(BET_GEOMETRY[type][0] ?? [])];

describe("bet names", () => {
	it("names every bet type as a list writes it and as a screen reader says it", () => {
		const cases: Array<[BetType, number[], string, string]> = [
			["straight", [17], "Straight 17", "Straight 17"],
			["straight", [0], "Straight 0", "Straight 0"],
			["split", [17, 20], "Split 17/20", "Split 17 and 20"],
			["split", [0, 2], "Split 0/2", "Split 0 and 2"],
			["street", [13, 14, 15], "Street 13–15", "Street 13, 14 and 15"],
			["street", [0, 1, 2], "Trio 0/1/2", "Trio 0, 1 and 2"],
			["street", [0, 2, 3], "Trio 0/2/3", "Trio 0, 2 and 3"],
			["corner", [17, 18, 20, 21], "Corner 17/18/20/21", "Corner 17, 18, 20 and 21"],
			["corner", [0, 1, 2, 3], "First four 0/1/2/3", "First four 0, 1, 2 and 3"],
			["line", [13, 14, 15, 16, 17, 18], "Six line 13–18", "Six line 13 to 18"],
			["dozen", dozenNumbers(1), "1st 12", "1st 12"],
			["dozen", dozenNumbers(2), "2nd 12", "2nd 12"],
			["dozen", dozenNumbers(3), "3rd 12", "3rd 12"],
			["column", columnNumbers(1), "Column 1", "Column 1 (2 to 1)"],
			["column", columnNumbers(2), "Column 2", "Column 2 (2 to 1)"],
			["column", columnNumbers(3), "Column 3", "Column 3 (2 to 1)"],
			["red", only("red"), "Red", "Red"],
			["black", only("black"), "Black", "Black"],
			["even", only("even"), "Even", "Even"],
			["odd", only("odd"), "Odd", "Odd"],
			["low", only("low"), "1–18", "1–18, low"],
			["high", only("high"), "19–36", "19–36, high"],
		];
		for (const [type, numbers, written, spoken] of cases) {
			expect(betName(named(type, numbers)), `${type} ${numbers}`).toBe(written);
			expect(spokenBetName(named(type, numbers)), `${type} ${numbers}`).toBe(spoken);
		}
		expect(new Set(cases.map(([type]) => type))).toEqual(new Set(BET_TYPES));
	});

	it("reads the numbers in any order, as stored or as sent", () => {
		expect(betName(named("split", [20, 17]))).toBe("Split 17/20");
		expect(betName(named("corner", [21, 17, 20, 18]))).toBe("Corner 17/18/20/21");
		expect(betName(named("line", [36, 35, 34, 33, 32, 31]))).toBe("Six line 31–36");
		expect(betName(named("dozen", [...dozenNumbers(3)].reverse()))).toBe("3rd 12");
		expect(betName(named("column", [...columnNumbers(2)].reverse()))).toBe("Column 2");
	});

	it("gives every place on the table a name of its own, in both forms", () => {
		for (const name of [betName, spokenBetName]) {
			const names = BET_TYPES.flatMap((type) => BET_GEOMETRY[type].map((numbers) => name(named(type, [...numbers]))));
			expect(new Set(names).size).toBe(names.length);
		}
	});

	it("says every name, in both forms, in Hindi through the message catalogue", () => {
		registerMessageTranslation("hi", hindiMessages);
		const hi = (text: string) => localizeMessage(text, "hi");
		expect(hi(betName(named("straight", [17])))).toBe("स्ट्रेट 17");
		expect(hi(betName(named("split", [17, 20])))).toBe("स्प्लिट 17/20");
		expect(hi(spokenBetName(named("split", [17, 20])))).toBe("स्प्लिट 17 और 20");
		expect(hi(betName(named("street", [13, 14, 15])))).toBe("स्ट्रीट 13–15");
		expect(hi(spokenBetName(named("street", [13, 14, 15])))).toBe("स्ट्रीट 13, 14 और 15");
		expect(hi(spokenBetName(named("street", [0, 1, 2])))).toBe("ट्रायो 0, 1 और 2");
		expect(hi(spokenBetName(named("corner", [17, 18, 20, 21])))).toBe("कॉर्नर 17, 18, 20 और 21");
		expect(hi(betName(named("corner", [0, 1, 2, 3])))).toBe("पहले चार 0/1/2/3");
		expect(hi(spokenBetName(named("line", [13, 14, 15, 16, 17, 18])))).toBe("सिक्स लाइन 13 से 18");
		expect(hi(betName(named("dozen", dozenNumbers(1))))).toBe("पहले 12");
		expect(hi(spokenBetName(named("column", columnNumbers(2))))).toBe("कॉलम 2 (2:1)");
		expect(hi(betName(named("red", only("red"))))).toBe("लाल");
		expect(hi(betName(named("odd", only("odd"))))).toBe("विषम");
		// The halves are written by their numbers in every language.
		expect(hi(betName(named("low", only("low"))))).toBe("1–18");
		expect(hi(spokenBetName(named("high", only("high"))))).toBe("19–36, हाई");
		for (const type of BET_TYPES) {
			for (const numbers of BET_GEOMETRY[type]) {
				const bet = named(type, [...numbers]);
				expect(hi(spokenBetName(bet)), spokenBetName(bet)).toMatch(/[\u0900-\u097F]/);
				if (type !== "low" && type !== "high") expect(hi(betName(bet)), betName(bet)).toMatch(/[\u0900-\u097F]/);
			}
		}
	});
});
