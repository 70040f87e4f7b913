/**
 * The Hindi a reviewer read (issue 35): each finding that said the wrong thing, and the glossary that keeps one term
 * per concept across the page catalogues (app/locales/hi/) and the domain's (domain/i18n/hi/). The sentences built
 * from several parts are rendered in tests/components/hindi-sentences.test.tsx.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { hi } from "~/app/locales/hi";
import { HINDI_GLOSSARY } from "~/domain/i18n/hi/glossary";
import { hindiMessages } from "~/domain/i18n/hi/messages";
import { hindiContentPages, hindiLicencePage } from "~/domain/i18n/hi/pages";
import { localizeMessage, registerMessageTranslation } from "~/domain/i18n/localize";
import { findLocalizedContentPage } from "~/domain/i18n/pages";
import { betHistoryMessages } from "~/domain/messages";
import { operatorMessages } from "~/domain/operator";
import { protectionMessages } from "~/domain/protection";
import { spokenBetName } from "~/domain/roulette/bet-names";
import { formatIstDate, formatIstDateTime, formatIstTime } from "~/domain/time";

beforeAll(() => registerMessageTranslation("hi", hindiMessages));

/** Every string of a catalogue or page, with the path that names it ("table.controls.clear"). */
function strings(value: unknown, path: string): [string, string][] {
	if (typeof value === "string") return [[path, value]];
	if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}.${i}`));
	if (value && typeof value === "object") {
		return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
	}
	return [];
}

/** Every Hindi string the players and admins can see: the page catalogues, the domain's messages, the content pages. */
const everyHindiString: [string, string][] = [
	...strings(hi, "ui"),
	...strings(hindiMessages, "messages"),
	...strings(hindiContentPages, "pages"),
	...strings(hindiLicencePage({ holder: "Holder", number: "N-1", jurisdiction: "Place" }), "pages.license"),
];

function page(slug: string): string {
	return strings(
		hindiContentPages.find((p) => p.slug === slug),
		slug,
	)
		.map(([, text]) => text)
		.join("\n");
}

const ui = hi;
const m = hindiMessages;

describe("the reviewer's findings, fixed", () => {
	it("1. fairness: the result's hash is locked and shown before betting; तय only for operator-set results", () => {
		const fairness = [
			m.bannerSubtitles["provably-fair"],
			m.gameInfo["auto-roulette"],
			page("rules")
				.split("\n")
				.find((line) => line.includes("प्रूवेबली फ़ेयर")),
			page("about-us"),
		];
		for (const text of fairness) {
			expect(text).toContain("हैश");
			expect(text).toContain("दाँव खुलने से पहले");
		}
		// Anywhere a result is called तय (set), it is an operator's doing.
		const resultSet = everyHindiString.filter(([, text]) => /नतीज\S*[^।]{0,30}तय|तय[^।]{0,30}नतीज/.test(text));
		for (const [path, text] of resultSet) {
			expect(`${path}: ${text}`).toMatch(/ऑपरेटर|admin\.|ui\.table\.operator\./);
		}
		expect(everyHindiString.filter(([, text]) => text.includes("पहले से तय"))).toEqual([]);
	});

	it("2. provably fair is not 'certified' fair: the player checks it", () => {
		expect(everyHindiString.filter(([, text]) => text.includes("प्रमाणित"))).toEqual([]);
		for (const text of [ui.table.meta.description, ui.common.meta.description, ui.site.meta.homeDescription]) {
			expect(text).toContain("ख़ुद जाँच सकते हैं");
		}
		expect(m.bannerTitles["provably-fair"]).toContain("प्रूवेबली फ़ेयर");
	});

	it("3. a limit change waiting 24 hours is पेंडिंग, not 'remaining'", () => {
		expect(m.protectionScreen.pending).toBe("पेंडिंग बदलाव");
	});

	it("4. the reality check's stop button says stop playing, not wait", () => {
		expect(m.protectionScreen.realityStop).toBe("खेलना बंद करें");
	});

	it("5. the hours a player has played are worded for '… से खेल रहे हैं' (oblique: 1 घंटे से)", () => {
		expect(ui.account.reality.hours_one).toBe("{{count}} घंटे");
		expect(m.protectionScreen.realityPlayed).toBe("आप {{0}} से खेल रहे हैं।");
	});

	it("6. a bad day in the bet-history filter is named in Hindi, not 'from'/'to'", () => {
		expect(localizeMessage(betHistoryMessages.badFromDay, "hi")).toBe(
			"शुरुआती तारीख YYYY-MM-DD के रूप में लिखी होनी चाहिए, जैसे 2026-11-22।",
		);
		expect(localizeMessage(betHistoryMessages.badToDay, "hi")).toBe(
			"आख़िरी तारीख YYYY-MM-DD के रूप में लिखी होनी चाहिए, जैसे 2026-11-22।",
		);
		expect(everyHindiString.filter(([, text]) => /\b(from|to)\b/.test(text.replaceAll(/\{\{\w+\}\}/g, "")))).toEqual(
			[],
		);
	});

	it("7. a column's payout reads 2:1 on the board, in its name, for the screen reader and in the rules", () => {
		expect(ui.table.columnCell).toBe("2:1");
		expect(ui.table.place.column).toBe("कॉलम {{column}} (2:1)");
		expect(
			localizeMessage(spokenBetName({ type: "column", numbers: [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34] }), "hi"),
		).toBe("कॉलम 1 (2:1)");
		expect(page("rules")).toContain("तीन कॉलम में से एक (2:1)");
		expect(everyHindiString.filter(([, text]) => /2 से 1|2 TO 1|2 to 1/i.test(text))).toEqual([]);
	});

	it("8. low and high are लो and हाई on the board, in the feed, the stats, the rules and the messages", () => {
		expect(ui.table.place.low).toBe(m.betNames.lowSpoken);
		expect(ui.table.place.high).toBe(m.betNames.highSpoken);
		expect(m.betNames.lowSpoken).toBe("1–18, लो");
		expect(ui.table.stats.lowHigh).toBe("लो / हाई");
		expect(
			everyHindiString.filter(([, text]) => /छोटे[ /,(]|बड़े[ /,(]/.test(text) && /1–18|19–36|लो|हाई|छोटे \//.test(text)),
		).toEqual([]);
	});

	it("9. undo, clear and delete are three different words", () => {
		expect(ui.table.controls.undo).toBe("वापस लें");
		expect(page("rules")).toContain("“वापस लें”");
		expect(everyHindiString.filter(([, text]) => text.includes("अनडू"))).toEqual([]);
		expect(ui.table.controls.clear).toBe("साफ़ करें");
		expect(ui.table.favourites.delete).toBe("{{name}} डिलीट करें");
		expect(ui.wallet.betHistory.filters.clear).toBe("फ़िल्टर साफ़ करें");
	});

	it("10. a session's address is an IP address, not a postal one", () => {
		expect(ui.account.sessions.address).toBe("IP एड्रेस {{address}}");
	});

	it("11. what a bet paid out (पेआउट) is not a payment (भुगतान)", () => {
		expect(ui.wallet.betHistory.columns.payout).toBe("पेआउट");
		expect(ui.wallet.deposits.paymentMethod).toContain("भुगतान");
		const rules = hindiContentPages.find((p) => p.slug === "rules");
		const table = rules?.sections.flatMap((s) => s.blocks).find((b) => b.kind === "table");
		expect(table?.kind === "table" ? table.head.at(-1) : null).toBe("पेआउट");
	});

	it("12. a multiple is मल्टीपल, not school-maths गुणज", () => {
		expect(everyHindiString.filter(([, text]) => text.includes("गुणज"))).toEqual([]);
		expect(ui.wallet.deposits.amountHint).toBe("{{min}} से {{max}} तक, {{step}} के मल्टीपल में");
	});

	it("13. a chip is feminine (चिप रखी) and a deposit masculine (आपका जमा) in every file", () => {
		const chipMasculine = /चिप्स? [^।,]{0,20}(रखे|लगाए|होते)(?!ं)|(रखे|लगाए|आपके सारे) (हर )?चिप/;
		expect(everyHindiString.filter(([, text]) => chipMasculine.test(text))).toEqual([]);
		expect(page("rules")).toContain("टेबल पर रखी हर चिप");
		const depositFeminine = /(पहली|आपकी|यह|इसकी) जमा (पर|मंज़ूर|हो गई|रुकी)|जमा (रुकी|हो गई|आ गई)/;
		expect(everyHindiString.filter(([, text]) => depositFeminine.test(text))).toEqual([]);
	});

	it("14. won and lost are whole Hindi sentences; one result is singular; your own bet says दाँव", () => {
		expect(m.tableMessages.youWon).toBe("आपने {{0}} जीते");
		expect(m.tableMessages.youLost).toBe("आप {{0}} हार गए");
		expect(ui.table.stats.heading_one).toBe("पिछला {{count}} नतीजा");
		expect(m.tableMessages.feedYouBet).toBe("आपने {{0}} का दाँव लगाया");
	});

	it("15. no 'deployment' a player cannot read; one age rule: 18 साल या उससे ज़्यादा", () => {
		expect(everyHindiString.filter(([, text]) => text.includes("डिप्लॉयमेंट"))).toEqual([]);
		expect(localizeMessage(operatorMessages.unlicensed("Roulette Royale"), "hi")).toMatch(
			/^इस साइट पर Roulette Royale/,
		);
		const ageRules = everyHindiString.filter(([, text]) => /18 (साल|वर्ष)/.test(text) && !text.includes("से कम"));
		expect(ageRules.length).toBeGreaterThanOrEqual(3);
		for (const [path, text] of ageRules) expect(`${path}: ${text}`).toContain("18 साल या उससे ज़्यादा");
		expect(everyHindiString.filter(([, text]) => /18 वर्ष|आयु/.test(text))).toEqual([]);
	});
});

/** The text at a path of `everyHindiString` ("ui.table.controls.clear"). */
function textAt(path: string): string | undefined {
	return everyHindiString.find(([p]) => p === path)?.[1];
}

describe("the Hindi glossary (domain/i18n/hi/glossary.ts, docs/hindi-glossary.md)", () => {
	it("reads every Hindi string: the page catalogues, the messages and the content pages", () => {
		expect(everyHindiString.length).toBeGreaterThan(1000);
		expect(textAt("ui.table.controls.undo")).toBe("वापस लें");
	});

	it.each(HINDI_GLOSSARY.map((entry) => [entry.en, entry] as const))("%s: one Hindi term everywhere", (_, entry) => {
		for (const variant of entry.avoid) {
			const uses = everyHindiString.filter(([, text]) =>
				typeof variant === "string" ? text.includes(variant) : variant.test(text),
			);
			expect(uses, `${entry.en}: ${String(variant)}`).toEqual([]);
		}
		for (const path of entry.usedIn ?? []) {
			const terms = entry.hi.split(" / ");
			expect(
				terms.some((term) => textAt(path)?.includes(term)),
				`${path}: ${textAt(path)}`,
			).toBe(true);
		}
	});

	it("is written out in docs/hindi-glossary.md, a row per term", () => {
		const doc = readFileSync(new URL("../../docs/hindi-glossary.md", import.meta.url), "utf8");
		// Cell padding is the formatter's (biome aligns Markdown tables), so a row is matched cell by cell.
		const rows = doc.split("\n").map((line) => line.split("|").map((cell) => cell.trim()));
		for (const entry of HINDI_GLOSSARY) {
			expect(
				rows.some((cells) => cells[1] === entry.en && cells[2] === entry.hi),
				entry.en,
			).toBe(true);
		}
	});
});

describe("large amounts in running text", () => {
	it("says लाख where a sentence names ten lakh rupees", () => {
		expect(m.protectionMessages.limitRange).toBe("सीमा ₹1 से ₹10 लाख के बीच होनी चाहिए।");
	});
});

describe("dates in Hindi (domain/time.ts)", () => {
	// 15 Nov 2026, 7:35 pm in India.
	const evening = Date.UTC(2026, 10, 15, 14, 5);
	// 1 Feb 2027, 12:05 am in India: midnight's hour is 12, and the day is already India's.
	const pastMidnight = Date.UTC(2027, 0, 31, 18, 35);

	it("writes the month out and the time as Hindi apps do, in India time", () => {
		expect(formatIstDateTime(evening, "hi-IN")).toBe("15 नवंबर 2026, 7:35 PM IST");
		expect(formatIstDateTime(pastMidnight, "hi-IN")).toBe("1 फ़रवरी 2027, 12:05 AM IST");
		expect(formatIstDate(evening, "hi-IN")).toBe("15 नवंबर 2026");
		expect(formatIstTime(Date.UTC(2026, 10, 15, 6, 30), "hi-IN")).toBe("12:00 PM IST");
	});

	it("leaves English as Intl writes it", () => {
		expect(formatIstDateTime(evening)).toBe("15 Nov 2026, 7:35 pm IST");
	});

	it("shows a moment inside a server message in the Hindi form", () => {
		const hindi = localizeMessage(protectionMessages.excludedBet(formatIstDateTime(evening)), "hi");
		expect(hindi).toBe("आपकी अपनी पसंद से 15 नवंबर 2026, 7:35 PM IST तक दाँव रुके हुए हैं।");
	});
});

describe("the responsible-gaming page names where to get help in India", () => {
	it.each(["en", "hi"] as const)(
		"in %s: Tele-MANAS (14416, 1-800-891-4416, its site) and the emergency number 112",
		(locale) => {
			const page = findLocalizedContentPage("responsible-gaming", null, locale);
			const help = page?.sections.find((section) => section.id === "help");
			const text = strings(help, "help")
				.map(([, line]) => line)
				.join("\n");
			expect(text).toContain("Tele-MANAS");
			expect(text).toContain("14416");
			expect(text).toContain("1-800-891-4416");
			expect(text).toContain("telemanas.mohfw.gov.in");
			expect(text).toMatch(/\b112\b/);
		},
	);
});
