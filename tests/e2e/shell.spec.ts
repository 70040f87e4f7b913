import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("the app shell @mobile", () => {
	test("shows the demo banner, the header, the footer and a live table that changes phase", async ({ page }) => {
		await page.goto("/");
		await expect(page.getByRole("complementary", { name: "Demo mode" })).toContainText("all balances are demo money");
		await expect(page.getByRole("link", { name: "Log in", exact: true })).toBeVisible();
		await expect(page.getByRole("contentinfo").getByRole("link", { name: "Responsible gaming" })).toBeVisible();

		const phase = page.getByTestId("live-phase").locator("[data-phase]");
		await expect(page.getByText("● LIVE")).toBeVisible({ timeout: 15_000 });
		await expect(phase).toBeVisible();
		const first = await phase.getAttribute("data-phase");
		// The room's phases are at most 15 s long: the page must show the next one without a reload.
		await expect(phase).not.toHaveAttribute("data-phase", first ?? "", { timeout: 25_000 });
		const seconds = Number(await page.getByTestId("live-seconds").textContent());
		expect(seconds).toBeGreaterThanOrEqual(0);
		expect(seconds).toBeLessThanOrEqual(15);
	});

	test("answers an unknown page with the 404 page and Go Back Home", async ({ page }) => {
		const response = await page.goto("/no/such/page");
		expect(response?.status()).toBe(404);
		await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
		await page.getByRole("link", { name: "Go Back Home" }).click();
		await expect(page).toHaveURL(/\/$/);
	});

	test("the language control turns the page into Hindi in place, and the choice outlasts a reload", async ({
		page,
	}) => {
		await page.goto("/pages/rules");
		await expect(page.getByRole("heading", { level: 1, name: "Rules" })).toBeVisible();
		// A click before hydration does nothing: press until the menu opens.
		await expect(async () => {
			await page.getByRole("button", { name: "EN, language: English. Change language" }).click();
			await expect(page.getByRole("button", { name: "हिन्दी" })).toBeVisible({ timeout: 1_000 });
		}).toPass();
		await page.getByRole("button", { name: "हिन्दी" }).click();
		await expect(page.locator("html")).toHaveAttribute("lang", "hi");
		// The content page's own text comes again from the server, in Hindi.
		await expect(page.getByRole("heading", { level: 1, name: "नियम" })).toBeVisible();
		await expect(page.getByRole("cell", { name: "35:1" })).toBeVisible();
		await expect(page.getByRole("contentinfo").getByRole("link", { name: "हमारे बारे में" })).toBeVisible();
		await page.reload();
		await expect(page.getByRole("heading", { level: 1, name: "नियम" })).toBeVisible();
		await expect(page.getByRole("button", { name: "हिं, भाषा: हिन्दी। भाषा बदलें" })).toBeVisible();
		await page.getByRole("contentinfo").getByRole("link", { name: "लाइसेंस" }).click();
		await expect(page.getByRole("heading", { name: "किसी लाइसेंस का दावा नहीं" })).toBeVisible();
		await expect(page).toHaveTitle(/लाइसेंस/);
	});

	test("has no serious accessibility violations on the home page", async ({ page }) => {
		await page.goto("/");
		// Wait for a result tile too: the strip's colours are part of what must stay readable.
		await expect(page.getByRole("list", { name: "Latest results, newest first" })).toBeVisible({ timeout: 40_000 });
		const results = await new AxeBuilder({ page }).analyze();
		const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
		expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
	});

	test("sends a Content-Security-Policy with a nonce and runs no script without it", async ({ page }) => {
		const violations: string[] = [];
		page.on("console", (msg) => {
			if (msg.text().includes("Content Security Policy")) violations.push(msg.text());
		});
		const response = await page.goto("/");
		const csp = response?.headers()["content-security-policy"] ?? "";
		expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
		expect(csp).toContain("frame-ancestors 'none'");
		// Hydration worked (the settings menu opens), so the nonce'd scripts ran.
		await page.getByRole("button", { name: "Settings" }).click();
		await expect(page.getByLabel("Game sounds")).toBeVisible();
		expect(violations).toEqual([]);
	});
});

test("a settled toast is readable (the other axe checks leave fading toasts out) @mobile", async ({ page }) => {
	await page.goto("/");
	const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Coming soon: Sport" });
	// A click that lands before hydration does nothing; the tile says Coming soon again, harmlessly, until it answers.
	await expect(async () => {
		await page.getByRole("button", { name: /View events/ }).click();
		await expect(toast).toBeVisible({ timeout: 1_000 });
	}).toPass();
	await expect(toast).toBeVisible();
	// A second tap on the same tile shows the same toast again, not a second one stacked under it.
	await page.getByRole("button", { name: /View events/ }).click();
	await expect(toast).toHaveCount(1);
	// Sonner marks a toast mounted once its entry animation has started; a pointer over it keeps it open
	// (however slow the machine), and it is examined once fully opaque.
	await expect(toast).toHaveAttribute("data-mounted", "true");
	await toast.hover();
	await expect(toast).toHaveCSS("opacity", "1");
	const results = await new AxeBuilder({ page }).include("[data-sonner-toaster]").analyze();
	// The toast was really examined (colour contrast among the rules that ran on it).
	expect(results.passes.map((p) => p.id)).toContain("color-contrast");
	const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
	expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("the mobile menu opens and closes by keyboard @mobile", async ({ page, isMobile }) => {
	test.skip(!isMobile, "the menu button only exists on narrow screens");
	await page.goto("/");
	const button = page.getByRole("button", { name: "Open menu" });
	await button.focus();
	await page.keyboard.press("Enter");
	await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
	await page.getByRole("button", { name: "Close menu" }).press("Enter");
	await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});
