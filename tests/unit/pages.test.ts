import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loader } from "~/app/routes/content-page";
import { siteContent } from "~/domain/content";
import { findLocalizedContentPage } from "~/domain/i18n/pages";
import { type ContentPage, contentPageSlugs, findContentPage, HOUSE_EDGE_PERCENT, RULES_PAYOUTS } from "~/domain/pages";
import { ROUND_TIMING_DEFAULTS } from "~/domain/roulette/timing";
import { licenceContext, localeContext } from "~/server/page-context";

const text = (slug: string) => JSON.stringify(findContentPage(slug));

describe("the footer's content pages", () => {
	it("has a page for every footer link, and for nothing else", () => {
		expect([...contentPageSlugs].sort()).toEqual(siteContent.footerLinks.map((l) => l.slug).sort());
		for (const link of siteContent.footerLinks) {
			const page = findContentPage(link.slug);
			expect(page?.title).toBe(link.label);
			expect(page?.sections.length).toBeGreaterThan(0);
		}
	});

	it("answers an unknown slug with 404 from the loader, and a known one with its page", async () => {
		const args = (slug: string) =>
			({ params: { slug }, context: new RouterContextProvider() }) as unknown as Parameters<typeof loader>[0];
		expect(loader(args("rules")).page.title).toBe("Rules");
		let thrown: unknown;
		try {
			loader(args("no-such-page"));
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toMatchObject({ init: { status: 404 } });
		expect(findContentPage(undefined)).toBeUndefined();
		expect(findContentPage("constructor")).toBeUndefined();
	});

	it("Rules: every bet type with its payout, and a 2.70% house edge that each payout really gives", () => {
		expect(RULES_PAYOUTS.map((r) => [r.bet, r.payout])).toEqual([
			["Straight", 35],
			["Split", 17],
			["Street", 11],
			["Corner", 8],
			["Line", 5],
			["Dozen", 2],
			["Column", 2],
			["Red or Black", 1],
			["Even or Odd", 1],
			["Low or High", 1],
		]);
		// Expected return of a ₹1 stake: P(win) × (payout + stake) − 1 = −1/37 for every bet type.
		for (const row of RULES_PAYOUTS) {
			expect((row.numbers * (row.payout + 1)) / 37 - 1).toBeCloseTo(-1 / 37, 12);
		}
		expect(HOUSE_EDGE_PERCENT).toBe("2.70");
		const rules = text("rules");
		expect(rules).toContain("2.70%");
		for (const row of RULES_PAYOUTS) expect(rules).toContain(`${row.payout}:1`);
		expect(rules).toContain(`${ROUND_TIMING_DEFAULTS.bettingMs / 1000} seconds`);
		expect(rules).toContain(`${ROUND_TIMING_DEFAULTS.spinningMs / 1000} seconds`);
		expect(rules).toContain(`${ROUND_TIMING_DEFAULTS.resultMs / 1000} seconds`);
		expect(findContentPage("rules")?.sections.map((s) => s.id)).toContain("verify");
		expect(rules).toMatch(/SHA-256.*HMAC-SHA256.*below 222.*37/);
	});

	it("License claims no licence while none is configured", () => {
		const license = findContentPage("license");
		expect(license?.summary).toContain("does not claim any gambling licence");
		expect(text("license")).toContain("No licence is claimed");
	});

	it("License names the operator's configured licence, passed by the Worker in the route context", () => {
		const context = new RouterContextProvider();
		context.set(licenceContext, { holder: "Royale Ltd", number: "MGA/B2C/123", jurisdiction: "Malta" });
		const page = loader({ params: { slug: "license" }, context } as unknown as Parameters<typeof loader>[0]).page;
		expect(page.summary).toBe("Roulette Royale is operated by Royale Ltd under licence MGA/B2C/123 issued in Malta.");
		expect(JSON.stringify(page)).not.toContain("No licence is claimed");
	});
});

describe("the content pages in Hindi", () => {
	const DEVANAGARI = /[\u0900-\u097F]/;
	const shape = (page: ContentPage | undefined) => ({
		slug: page?.slug,
		action: page?.action?.to,
		sections: page?.sections.map((section) => ({
			id: section.id,
			blocks: section.blocks.map((block) =>
				block.kind === "table"
					? { kind: block.kind, head: block.head.length, rows: block.rows.map((row) => row.length) }
					: { kind: block.kind, items: "items" in block ? block.items.length : 1 },
			),
		})),
	});
	const licence = { holder: "Royale Ltd", number: "MGA/B2C/123", jurisdiction: "Malta" };

	it("has every page with the English page's shape, written in Hindi", () => {
		for (const slug of contentPageSlugs) {
			const hindi = findLocalizedContentPage(slug, null, "hi");
			expect(shape(hindi)).toEqual(shape(findContentPage(slug)));
			expect(hindi?.title).toMatch(DEVANAGARI);
			expect(hindi?.summary).toMatch(DEVANAGARI);
			for (const section of hindi?.sections ?? []) {
				expect(section.heading).toMatch(DEVANAGARI);
				for (const block of section.blocks) {
					const texts = block.kind === "p" ? [block.text] : block.kind === "table" ? [block.caption] : block.items;
					for (const text of texts) expect(text).toMatch(DEVANAGARI);
				}
			}
		}
		expect(shape(findLocalizedContentPage("license", licence, "hi"))).toEqual(
			shape(findContentPage("license", licence)),
		);
		expect(findLocalizedContentPage("no-such-page", null, "hi")).toBeUndefined();
	});

	it("Rules states the same figures as the English page", () => {
		const rules = JSON.stringify(findLocalizedContentPage("rules", null, "hi"));
		expect(rules).toContain("2.70%");
		for (const row of RULES_PAYOUTS) expect(rules).toContain(`${row.payout}:1`);
		expect(rules).toContain(`${ROUND_TIMING_DEFAULTS.bettingMs / 1000} सेकंड`);
		expect(rules).toContain(`${ROUND_TIMING_DEFAULTS.resultMs / 1000} सेकंड`);
		expect(rules).toContain("₹50,000");
		expect(rules).not.toMatch(/Straight|Red or Black/);
	});

	it("comes from the loader when the request is in Hindi, with the operator's licence", () => {
		const context = new RouterContextProvider();
		context.set(localeContext, "hi");
		context.set(licenceContext, licence);
		const result = loader({ params: { slug: "license" }, context } as unknown as Parameters<typeof loader>[0]);
		expect(result.locale).toBe("hi");
		expect(result.page.summary).toBe("Roulette Royale को Royale Ltd, Malta में जारी लाइसेंस MGA/B2C/123 के तहत चलाता है।");
	});
});
