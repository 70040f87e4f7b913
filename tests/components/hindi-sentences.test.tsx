/**
 * Hindi sentences built from parts (plurals, the oblique case, joined phrases), rendered as the pages build them and
 * compared with reviewed text (issue 35). Each part alone reads well; these check that the whole sentence does.
 */
import { describe, expect, it } from "vitest";
import { formatPlayed } from "~/app/components/protection/reality-check";
import { TABLE_TARGETS } from "~/app/components/roulette/table-layout";
import { placeName } from "~/app/components/roulette/table-words";
import { localizeMessage } from "~/domain/i18n/localize";
import { accountMessages, protectionScreen, tableMessages } from "~/domain/messages";
import { betName, spokenBetName } from "~/domain/roulette/bet-names";
import { testI18n } from "./helpers/i18n";

const MINUTE = 60_000;
const account = () => testI18n.getFixedT("hi", "account");
const table = () => testI18n.getFixedT("hi", "table");
const say = (text: string) => localizeMessage(text, "hi");

describe("built-up Hindi sentences", () => {
	it("says how long a player has played in the oblique case, one hour and many", () => {
		const played = (ms: number) => say(protectionScreen.realityPlayed(formatPlayed(ms, account())));
		expect(played(MINUTE)).toBe("आप 1 मिनट से खेल रहे हैं।");
		expect(played(45 * MINUTE)).toBe("आप 45 मिनट से खेल रहे हैं।");
		expect(played(60 * MINUTE)).toBe("आप 1 घंटे से खेल रहे हैं।");
		expect(played(125 * MINUTE)).toBe("आप 2 घंटे 5 मिनट से खेल रहे हैं।");
	});

	it("says what a settled round won and lost as whole sentences", () => {
		expect(say(tableMessages.youWon("₹360"))).toBe("आपने ₹360 जीते");
		expect(say(tableMessages.youLost("20 टोकन"))).toBe("आप 20 टोकन हार गए");
		expect(say(tableMessages.feedYouBet("₹100"))).toBe("आपने ₹100 का दाँव लगाया");
	});

	it("joins a break's name and period, and a bet's name inside a feed line, in the right case", () => {
		expect(say(protectionScreen.confirmTitle("Self-exclusion", "1 year"))).toBe("1 साल के लिए सेल्फ़-एक्सक्लूज़न?");
		expect(say(protectionScreen.confirmTitle("Cool-off", "24 hours"))).toBe("24 घंटे के लिए कूल-ऑफ़?");
		expect(say(protectionScreen.confirmBody("6 months"))).toBe("अगले 6 महीने तक आप जमा नहीं कर पाएँगे और दाँव नहीं लगा पाएँगे।");
		expect(say(protectionScreen.startBreak("Self-exclusion"))).toBe("सेल्फ़-एक्सक्लूज़न शुरू करें");
		expect(say(tableMessages.feedBet("Asha", "₹100", betName({ type: "split", numbers: [17, 20] })))).toBe(
			"Asha ने स्प्लिट 17/20 पर ₹100 लगाए",
		);
		expect(say(accountMessages.otpWrong(1))).toBe("वेरिफ़िकेशन कोड गलत है। 1 कोशिश बाकी।");
	});

	it("counts games and times with Hindi's plural forms", () => {
		expect(table()("racetrack.pocketTimes", { bet: "स्ट्रेट 17", number: 17, count: 1, total: 500 })).toBe(
			"स्ट्रेट 17। 17 पिछले 500 में 1 बार आया",
		);
		expect(table()("stats.leftOut", { count: 1 })).toBe("यहाँ ऐसा 1 नतीजा छोड़ा गया।");
		expect(table()("stats.leftOut", { count: 2 })).toBe("यहाँ ऐसे 2 नतीजे छोड़े गए।");
	});

	it("counts the statistics' results in the singular for one only (Hindi's plural 'one' also holds 0)", () => {
		expect(table()("stats.heading", { count: 0 })).toBe("पिछले 0 नतीजे");
		expect(table()("stats.heading", { count: 1 })).toBe("पिछला 1 नतीजा");
		expect(table()("stats.heading", { count: 500 })).toBe("पिछले 500 नतीजे");
	});

	it("names every bet place on the board as the screen reader's bet name does (one source)", () => {
		for (const target of TABLE_TARGETS) {
			expect(placeName(table(), target)).toBe(say(spokenBetName(target)));
		}
		const named = (type: string) => TABLE_TARGETS.find((target) => target.type === type);
		const low = named("low");
		const column = named("column");
		expect(low && placeName(table(), low)).toBe("1–18, लो");
		expect(column && placeName(table(), column)).toMatch(/^कॉलम \d \(2:1\)$/);
	});
});
