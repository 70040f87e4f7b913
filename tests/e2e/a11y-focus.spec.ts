/**
 * Issue 35, accessibility items 2 and 3 (WCAG 2.4.3 and 2.4.11): focus is never left on `<body>` when the page
 * changes under it, and a control reached by Shift+Tab is scrolled clear of the sticky header
 * (docs/decisions/0960-accessibility-wcag-22.md).
 */
import { expect as baseExpect, type Locator, type Page, request, test } from "@playwright/test";
import { baseURL } from "~/playwright.config";
import { DEMO_ADMIN, DEMO_PLAYER, fundedPlayer, ownAddress, signIn, verifiedPlayer } from "./helpers/auth";
import { waitForBetting } from "./helpers/room";

// The machine running the suite is shared and loaded: a page may take longer than the default 5 s to answer.
const expect = baseExpect.configure({ timeout: 20_000 });

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? "none");

test.describe("focus after a route change", () => {
	test("a link followed by keyboard puts focus on the new page's heading and says its title", async ({ page }) => {
		await page.goto("/");
		await page.getByRole("link", { name: /^log in$/i }).press("Enter");
		await expect(page).toHaveURL(/\/login$/);
		await expect(page.locator("main h1")).toBeFocused();
		await expect(page.getByTestId("page-announcer")).toHaveText(await page.title());
		// The lobby's heading is for screen readers only; it still takes focus.
		await page.goto("/pages/about-us");
		await page.getByRole("navigation", { name: /main/i }).getByRole("link").first().press("Enter");
		await expect(page).toHaveURL(/\/casino\/game$/);
		await expect(page.locator("main h1")).toBeFocused();
	});
});

test.describe("focus when the focused control is disabled or removed", () => {
	test.setTimeout(180_000);

	test("Place bet, Clear and the close of betting hand focus to the chip in hand; the result is said with its colour", async ({
		page,
	}) => {
		const api = await request.newContext({ baseURL });
		const player = await fundedPlayer(api, { name: "Kavya Rao", password: "Kavya@2026" }, 5_000).finally(() =>
			api.dispose(),
		);
		await signIn(page, player.phone, player.password);
		await expect(page).not.toHaveURL(/\/login/);
		await page.goto("/casino/game/auto-roulette");
		const board = page.getByTestId("betting-board");
		const controls = page.getByTestId("bet-controls");
		const chipInHand = controls.locator('[data-chip][aria-pressed="true"]');
		await waitForBetting(page, 9);

		await board.getByRole("button", { name: "Straight 17", exact: true }).click();
		await controls.getByRole("button", { name: "Place bet" }).focus();
		await page.keyboard.press("Enter");
		await expect(controls.getByRole("button", { name: "Place bet" })).toBeDisabled();
		await expect(chipInHand).toBeFocused();

		await board.getByRole("button", { name: "Straight 5", exact: true }).click();
		await controls.getByRole("button", { name: "Clear" }).focus();
		await page.keyboard.press("Enter");
		await expect(controls.getByRole("button", { name: "Clear" })).toBeDisabled();
		await expect(chipInHand).toBeFocused();

		// Betting closes while focus rests on Place bet.
		await board.getByRole("button", { name: "Straight 5", exact: true }).click();
		await controls.getByRole("button", { name: "Place bet" }).focus();
		await expect(board).toHaveAttribute("data-locked", "true", { timeout: 30_000 });
		await expect(chipInHand).toBeFocused();

		// The result is said with its colour (item 5).
		await expect(page.getByTestId("phase-news")).toHaveText(/^Result: \d+ (red|black|green)$/, { timeout: 45_000 });
	});

	test("rejecting a deposit leaves focus in the list, not on the page's body", async ({ page, request: api }) => {
		const player = await verifiedPlayer(api, { name: "Irfan Ali", password: "Irfan@2026" });
		const login = await api.post("/api/auth/login", { data: { phone: player.phone, password: player.password } });
		const { token } = (await login.json()) as { token: string };
		const utr = String(Math.floor(1e11 + Math.random() * 9e11));
		const deposit = await api.post("/api/transactions/deposit", {
			headers: { Authorization: `Bearer ${token}`, ...ownAddress() },
			data: { amount: 700, utr },
		});
		expect(deposit.status()).toBe(201);

		await signIn(page, DEMO_ADMIN.phone, DEMO_ADMIN.password);
		await expect(page).not.toHaveURL(/\/login/);
		await page.goto("/admin/deposits");
		const row = page.getByTestId("admin-row").filter({ hasText: utr });
		await row.getByRole("button", { name: /^Reject/ }).click();
		const dialog = page.getByRole("dialog", { name: "Reject Transaction" });
		await dialog.getByLabel("Reason").fill("The UTR matches no payment");
		await dialog.getByRole("button", { name: "Reject", exact: true }).press("Enter");
		await expect(dialog).toBeHidden();
		await expect(row.getByRole("button", { name: /^Reject/ })).toHaveCount(0);
		await expect.poll(() => focusedTag(page)).not.toBe("BODY");
		expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(true);
	});
});

/**
 * Puts `control` above the top of the window with focus on the next control, presses Shift+Tab, and checks that
 * the browser scrolled it into view below the sticky header rather than under it.
 */
async function expectShiftTabClearOfHeader(page: Page, control: Locator) {
	await control.focus();
	await page.keyboard.press("Tab");
	await control.evaluate((element) => {
		const top = element.getBoundingClientRect().bottom + window.scrollY;
		window.scrollTo({ top: top + 20, behavior: "instant" });
	});
	const headerBottom = await page
		.locator("header")
		.first()
		.evaluate((h) => h.getBoundingClientRect().bottom);
	// Out of sight before the key: else the test would prove nothing.
	expect(await control.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(headerBottom);
	await page.keyboard.press("Shift+Tab");
	await expect(control).toBeFocused();
	const top = await control.evaluate((element) => element.getBoundingClientRect().top);
	expect(top).toBeGreaterThanOrEqual(headerBottom);
}

test.describe("focus clear of the sticky header", () => {
	test("a lobby table card and the deposit − and + buttons scroll into view below the header", async ({ page }) => {
		await page.setViewportSize({ width: 1024, height: 500 });
		await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
		await expect(page).not.toHaveURL(/\/login/);
		await page.goto("/casino/game");
		await expectShiftTabClearOfHeader(page, page.getByTestId("table-card").last().getByRole("link").first());
		await page.goto("/user/deposits-withdrawals");
		await expectShiftTabClearOfHeader(page, page.getByRole("button", { name: /^Decrease by/ }));
		await expectShiftTabClearOfHeader(page, page.getByRole("button", { name: /^Increase by/ }));
	});
});

test.describe("focus clear of the sticky header on a phone @mobile", () => {
	test("the chip in hand on the phone table scrolls into view below the header", async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 600 });
		await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
		await expect(page).not.toHaveURL(/\/login/);
		await page.goto("/casino/game/auto-roulette");
		await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "open", { timeout: 20_000 });
		const chip = page.getByTestId("bet-controls").locator('[data-chip][aria-pressed="true"]');
		await expectShiftTabClearOfHeader(page, chip);
	});
});
