/**
 * Issue 35, accessibility item 4 (WCAG 1.4.10 reflow and 1.4.4 text size): the signed-in lobby, table and deposit
 * pages, header included, fit 320 and 360 px without sideways scrolling, the table's parts do not lie over one another
 * there, and at twice the browser's text size text grows and the pages still fit 1280 and 390 px
 * (docs/decisions/0960-accessibility-wcag-22.md).
 */
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { tableBadgeLabels } from "~/domain/messages/tables";
import { DEMO_PLAYER, signIn } from "./helpers/auth";
import { expectNoOverlap } from "./helpers/layout";

// The machine running the suite is shared and loaded: a page may take longer than the default 5 s to answer.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The page's width, header included: wider than the window means sideways scrolling. */
async function pageWidth(page: Page) {
	return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * The browser's text size, as Chrome's font-size setting sets it (DevTools protocol `Page.setFontSizes`): unlike a
 * style on <html>, it also moves the rem breakpoints of media queries, as a player's setting does.
 */
async function setTextSize(page: Page, times: number) {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16 * times, fixed: 13 * times } });
}

async function openTable(page: Page) {
	await page.goto("/casino/game/auto-roulette");
	await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "open");
	await expect(page.getByTestId("betting-board")).toBeVisible();
}

test("the signed-in lobby, table and deposit pages reflow at 320 px", async ({ page }) => {
	test.setTimeout(180_000);
	await page.setViewportSize({ width: 320, height: 568 });
	await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
	await expect(page).not.toHaveURL(/\/login/);
	for (const [width, height] of [
		[320, 568],
		[320, 700],
		[360, 740],
	] as const) {
		await page.setViewportSize({ width, height });
		for (const path of ["/casino/game", "/user/deposits-withdrawals"]) {
			await page.goto(path);
			// The page's session refresh finished before the next page load: one cut short mid-rotation would end the
			// session (docs/decisions/0735-sessions-end-everywhere.md).
			await page.waitForLoadState("networkidle");
			await expect(page.locator("h1").first()).toBeAttached();
			await expect(page.getByRole("link", { name: /^log in$/i }), `signed in on ${path}`).toHaveCount(0);
			expect(await pageWidth(page), `${path} at ${width}×${height}`).toBeLessThanOrEqual(width);
		}
		await openTable(page);
		expect(await pageWidth(page), `the table at ${width}×${height}`).toBeLessThanOrEqual(width);
		await expectNoOverlap(page, '[data-testid="betting-board"]', '[data-testid="bet-tools"]');
		await expectNoOverlap(page, '[data-testid="bet-controls"]', '[data-testid="bet-tools"]');
		const board = await page.getByTestId("betting-board").boundingBox();
		const wallet = await page.getByTestId("table-balance").boundingBox();
		expect((board?.y ?? 0) + (board?.height ?? 0)).toBeLessThanOrEqual((wallet?.y ?? 0) + 0.5);
	}
});

test("at twice the text size the table, the lobby and the header fit 1280 and 390 px, and small text grows", async ({
	page,
}) => {
	test.setTimeout(180_000);
	await page.setViewportSize({ width: 1280, height: 900 });
	await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
	await expect(page).not.toHaveURL(/\/login/);
	await page.waitForLoadState("networkidle");
	await openTable(page);
	const chipSize = () =>
		page
			.getByTestId("bet-controls")
			.locator("[data-chip]")
			.first()
			.evaluate((chip) => Number.parseFloat(getComputedStyle(chip).fontSize));
	const before = await chipSize();
	await setTextSize(page, 2);
	await expect.poll(chipSize).toBeCloseTo(before * 2, 0);
	for (const width of [1280, 390]) {
		await page.setViewportSize({ width, height: 900 });
		for (const path of [
			"/casino/game/auto-roulette",
			"/",
			"/casino/game",
			"/casino/game/tables/aviator",
			"/casino/game/tables/andar-bahar",
			"/casino/game/tables/dragon-tiger",
			"/user/deposits-withdrawals",
		]) {
			if (!page.url().endsWith(path)) {
				await page.goto(path);
				await page.waitForLoadState("networkidle");
			}
			await expect(
				page.getByRole("button", { name: "Account menu", exact: true }),
				`signed in on ${path}`,
			).toBeVisible();
			expect(await pageWidth(page), `${path} at ${width} px and 200% text`).toBeLessThanOrEqual(width);
			// A table's badge says what its socket is doing ("Connecting…" while a loaded machine opens it): the header
			// fits with every one of its labels, not only "● LIVE" (a CI run caught the crash table 477 px wide).
			const badge = page.locator('[data-testid="connection"], [data-testid="crash-badge"], [data-testid="card-badge"]');
			if ((await badge.count()) === 0) continue;
			for (const label of Object.values(tableBadgeLabels)) {
				await badge.evaluate((element, text) => {
					element.textContent = text;
				}, label);
				expect(await pageWidth(page), `${path} at ${width} px and 200% text, badge "${label}"`).toBeLessThanOrEqual(
					width,
				);
			}
		}
	}
});
