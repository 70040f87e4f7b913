/** Hindi and English (docs/decisions/0920-hindi-and-english.md): the language of a request, and every domain message in Hindi. */
import { beforeAll, describe, expect, it } from "vitest";
import { type EnglishMessages, englishMessages } from "~/domain/i18n/catalogue";
import { hindiMessages } from "~/domain/i18n/hi/messages";
import { localeFromAcceptLanguage, requestLocale } from "~/domain/i18n/locales";
import { localizeMessage, recognizeMessage, registerMessageTranslation } from "~/domain/i18n/localize";
import {
	paymentMessages,
	protectionScreen,
	rouletteMessages,
	tableMessages,
	validationMessages,
} from "~/domain/messages";
import { operatorMessages } from "~/domain/operator";
import { protectionMessages } from "~/domain/protection";
import { betName } from "~/domain/roulette/bet-names";
import { formatIstDateTime } from "~/domain/time";

beforeAll(() => registerMessageTranslation("hi", hindiMessages));

const DEVANAGARI = /[\u0900-\u097F]/;

/** Calls an English message with sample arguments: text, or a list where the message lists its parameter. */
function sample(entry: (...args: never[]) => string): { text: string; args: unknown[] } {
	const words = Array.from({ length: entry.length }, (_, i) => `Sample${i}`);
	const call = entry as (...args: unknown[]) => string;
	try {
		return { text: call(...words), args: words };
	} catch {
		const lists = words.map((word) => [word]);
		return { text: call(...lists), args: words };
	}
}

describe("the request's language", () => {
	it("follows the cookie first, then Accept-Language by weight, then English", () => {
		const headers = (values: Record<string, string>) => new Headers(values);
		expect(requestLocale(headers({ Cookie: "a=1; lang=hi", "Accept-Language": "en" }))).toBe("hi");
		expect(requestLocale(headers({ Cookie: "lang=xx", "Accept-Language": "hi-IN,hi;q=0.9" }))).toBe("hi");
		expect(requestLocale(headers({ "Accept-Language": "fr;q=1, en;q=0.5, hi;q=0.8" }))).toBe("hi");
		expect(requestLocale(headers({ "Accept-Language": "fr, de" }))).toBe("en");
		expect(requestLocale(headers({}))).toBe("en");
		expect(localeFromAcceptLanguage("hi;q=0, en")).toBe("en");
	});
});

describe("every domain message in Hindi", () => {
	const entries = Object.entries(englishMessages).flatMap(([group, messages]) =>
		Object.entries(messages as Record<string, string | ((...args: never[]) => string)>).map(
			([name, entry]) => [`${group}.${name}`, entry] as const,
		),
	);

	it.each(entries)("%s", (key, entry) => {
		const [group, name] = key.split(".") as [keyof EnglishMessages, string];
		const template = (hindiMessages[group] as Record<string, string>)[name] ?? "";
		expect(template).toMatch(DEVANAGARI);
		if (typeof entry === "string") {
			expect(recognizeMessage(entry)?.key ? localizeMessage(entry, "hi") : "").toMatch(DEVANAGARI);
			return;
		}
		// Every placeholder names an argument the English message has.
		for (const [, position] of template.matchAll(/\{\{(\d+)\}\}/g)) expect(Number(position)).toBeLessThan(entry.length);
		const { text } = sample(entry);
		const hindi = localizeMessage(text, "hi");
		expect(hindi).toMatch(DEVANAGARI);
		for (const [, position] of template.matchAll(/\{\{(\d+)\}\}/g)) {
			expect(hindi.toLowerCase()).toContain(`sample${position}`);
		}
	});

	it("keeps English as it is, and any text that is not a message", () => {
		expect(localizeMessage(paymentMessages.utrUsed, "en")).toBe(paymentMessages.utrUsed);
		expect(localizeMessage("Asha's own reason", "hi")).toBe("Asha's own reason");
	});

	it("recognises each wording of a message that branches on its parameters", () => {
		expect(localizeMessage(validationMessages.textAtLeast("name", 1), "hi")).toBe("name में कम से कम 1 अक्षर होने चाहिए।");
		expect(localizeMessage(validationMessages.textAtLeast("name", 3), "hi")).toBe("name में कम से कम 3 अक्षर होने चाहिए।");
		expect(localizeMessage(operatorMessages.countryBlocked(null), "hi")).toMatch(DEVANAGARI);
		expect(localizeMessage(operatorMessages.countryBlocked("US"), "hi")).toContain("(US)");
		expect(localizeMessage(protectionScreen.startBreak("Cool-off"), "hi")).toBe("कूल-ऑफ़ शुरू करें");
		expect(localizeMessage(tableMessages.feedRoundOperatorSet(7, 23, "red"), "hi")).toBe(
			"राउंड #7: 23 लाल (ऑपरेटर द्वारा तय)",
		);
	});

	it("puts numbers, rupees and inner messages into the Hindi sentence", () => {
		expect(localizeMessage(paymentMessages.depositAtLeast(1000), "hi")).toBe("कृपया कम से कम ₹1,000 जमा करें");
		expect(localizeMessage(rouletteMessages.maxBet(50_000), "hi")).toBe("एक दाँव ज़्यादा से ज़्यादा ₹50,000 का हो सकता है।");
		expect(localizeMessage(protectionMessages.depositLimit("weekly", "₹500"), "hi")).toBe(
			"यह जमा आपकी हफ़्ते की जमा सीमा से ज़्यादा हो जाएगा। अभी आप ₹500 और जमा कर सकते हैं।",
		);
	});

	it("shows a parametrised message inside another in Hindi (a bet's name in a feed line)", () => {
		const hindi = localizeMessage(
			tableMessages.feedBet("Asha", "₹100", betName({ type: "split", numbers: [17, 20] })),
			"hi",
		);
		expect(hindi).toContain("Asha");
		expect(hindi).toContain(localizeMessage(betName({ type: "split", numbers: [17, 20] }), "hi"));
		expect(hindi).not.toContain("Split");
	});

	it("shows a moment inside a message in Hindi", () => {
		const at = Date.UTC(2026, 10, 24, 14, 5);
		const hindi = localizeMessage(protectionMessages.excludedBet(formatIstDateTime(at)), "hi");
		expect(hindi).toBe(`आपकी अपनी पसंद से ${formatIstDateTime(at, "hi-IN")} तक दाँव रुके हुए हैं।`);
		expect(hindi).toContain("24 नवंबर 2026, 7:35 PM IST");
	});
});
