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
