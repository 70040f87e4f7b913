/** Layout checks for phone-width pages (docs/decisions/0610-phone-first-table.md, 0410-admin-console-screens.md). */
import { expect, type Page } from "@playwright/test";

/**
 * The page scrolls only up and down: wide tables scroll inside their own region, grids stack. Also every
 * control a finger can aim at is at least 24×24 px (WCAG 2.5.8); sr-only elements (1×1) are not targets.
 * A phone zooms out to show content wider than the screen, which widens `innerWidth` with it, so the widths
 * are held against the screen's own width as well. `targetsIn` limits the target check to one part of the page
 * (the footer's links are inline text links, which WCAG 2.5.8 exempts).
 */
export async function expectFitsThePhone(page: Page, width: number, where: string, targetsIn = "body") {
	const widths = await page.evaluate(() => ({
		viewport: window.innerWidth,
		document: document.documentElement.scrollWidth,
		body: document.body.scrollWidth,
	}));
	expect(widths.viewport, `${where}: viewport width`).toBe(width);
	expect(widths.document, `${where}: page width`).toBeLessThanOrEqual(width);
	expect(widths.body, `${where}: body width`).toBeLessThanOrEqual(width);
	const small = await page.evaluate(
		(scope) =>
			[...document.querySelectorAll(scope)]
				.flatMap((part) => [
					...part.querySelectorAll("a[href], button, input, select, textarea, [role=switch], [role=tab]"),
				])
				.map((element) => ({ element, box: element.getBoundingClientRect() }))
				.filter(({ box }) => box.width > 1 && box.height > 1 && (box.width < 24 || box.height < 24))
				.map(
					({ element, box }) =>
						`${element.textContent?.trim() || element.outerHTML.slice(0, 60)} ${box.width}×${box.height}`,
				),
		targetsIn,
	);
	expect(small, `${where}: touch targets under 24×24 px`).toEqual([]);
}

/**
 * No button of one group of controls lies over a button of another (the table's chip column over its betting tools'
 * row, say): each pair of boxes is compared, with half a pixel for rounding.
 */
export async function expectNoOverlap(page: Page, first: string, second: string) {
	const overlaps = await page.evaluate(
		([a, b]) => {
			const boxes = (selector: string) =>
				[...document.querySelectorAll(`${selector} button`)].map((el) => ({
					name: el.getAttribute("aria-label") ?? el.textContent ?? "",
					box: el.getBoundingClientRect(),
				}));
			const hits: string[] = [];
			for (const x of boxes(a))
				for (const y of boxes(b)) {
					const apart =
						x.box.right <= y.box.left + 0.5 ||
						y.box.right <= x.box.left + 0.5 ||
						x.box.bottom <= y.box.top + 0.5 ||
						y.box.bottom <= x.box.top + 0.5;
					if (!apart) hits.push(`${x.name} over ${y.name}`);
				}
			return hits;
		},
		[first, second] as const,
	);
	expect(overlaps).toEqual([]);
}
