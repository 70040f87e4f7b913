/**
 * Hindi sentences built from parts (plurals, the oblique case, joined phrases), rendered as the pages build them and
 * compared with reviewed text (issue 35). Each part alone reads well; these check that the whole sentence does.
 */
import { describe, expect, it } from "vitest";
import { formatPlayed } from "~/app/components/protection/reality-check";
import { TABLE_TARGETS } from "~/app/components/roulette/table-layout";
import { placeName } from "~/app/components/roulette/table-words";
import { localizeMessage } from "~/domain/i18n/localize";
import { protectionScreen, tableMessages } from "~/domain/messages";
import { spokenBetName } from "~/domain/roulette/bet-names";
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
