/**
 * Only what is true on the public pages (issue 30, finding 12): no sample offers until promotions are real, no
 * invented providers, no invented catalogue sizes. The content and every page's wording, in both languages, are read
 * as the pages render them.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/app/locales/en";
import { hi } from "~/app/locales/hi";
import { siteContent } from "~/domain/content";
import { homeContent, lobbyContent } from "~/domain/home-and-lobby";
import { hindiMessages } from "~/domain/i18n/hi/messages";

const FABRICATED = [
	/claim your bonus/i,
	/free spins/i,
	/welcome bonus/i,
	/cashback/i,
	/bring a friend/i,
	/provider \d+/i,
	/14,?215/,
	/4,?700/,
	/\b503\b/,
	/₹1,500/,
	/WELCOME100|FRIDAY50|VIP10/,
];

// Promotions' own messages name their kinds: they are shown only about a promotion the operator configured
// (docs/decisions/0850-promotions.md), never as static content.
const { promotionMessages: _configured, ...hindiStatic } = hindiMessages;
const shown = JSON.stringify({ homeContent, lobbyContent, siteContent, en, hi, hindiStatic });

describe("the public pages' content", () => {
	it("is read whole", () => {
		expect(shown).toContain("Auto Roulette");
		expect(shown).toContain("Live roulette tables");
	});

	it.each(FABRICATED.map((pattern) => [String(pattern), pattern] as const))("never says %s", (_, pattern) => {
		expect(shown).not.toMatch(pattern);
	});

	it("names no game provider: the house's own tables are the only games", () => {
		expect(Object.keys(siteContent)).not.toContain("providers");
		expect(homeContent.categories.map((tile) => tile.count)).toEqual([null, null, null, null]);
	});
});
