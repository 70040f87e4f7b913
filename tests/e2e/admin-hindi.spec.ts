/**
 * The admin console in Hindi (issue 17): the page comes from the server in the chosen language (the `lang` cookie)
 * and stays usable on a phone with the longer Hindi words. The demo admin's saved language is left alone (other
 * tests sign in as the same admin at the same time), so only this browser's cookie chooses Hindi.
 */
import { expect, test } from "@playwright/test";
import { baseURL } from "~/playwright.config";
import { DEMO_ADMIN, expectNoSeriousViolations, signIn } from "./helpers/auth";
import { expectFitsThePhone } from "./helpers/layout";

test("the admin console in Hindi from the server's first render, fitting a phone @mobile", async ({
	page,
	context,
}) => {
	// Eight pages at two or three widths, the dashboard's charts among them: more than the default minute when loaded.
	test.setTimeout(150_000);
	await signIn(page, DEMO_ADMIN.phone, DEMO_ADMIN.password);
	await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
	await context.addCookies([{ name: "lang", value: "hi", url: baseURL }]);

	// The server's HTML is already Hindi (no English first).
	const html = await (await page.request.get("/admin/dashboard")).text();
	expect(html).toContain('<html lang="hi"');

	await page.reload();
	await expect(page.locator("html")).toHaveAttribute("lang", "hi");
	await expect(page.getByRole("heading", { name: "डैशबोर्ड", level: 1 })).toBeVisible();
	await expect(page).toHaveTitle("डैशबोर्ड · कैसीनो एडमिन · Roulette Royale");
	await expect(page.getByRole("heading", { name: "नतीजा तय करें" })).toBeVisible();
	await expect(page.getByRole("heading", { name: "आज (IST)" })).toBeVisible();
	await expect(page.getByRole("region", { name: "मौजूदा राउंड" })).toContainText(/पीरियड:|टेबल/);
	// Dates of the result history as hi-IN writes them ("22 नवंबर 2026, 7:35 PM IST", domain/time.ts), once a round has settled.
	const firstTime = page.getByTestId("result-row").first().locator("td").nth(1);
	if (await firstTime.isVisible()) await expect(firstTime).toContainText(/^\d{1,2} \S*[\u0900-\u097F]\S* \d{4}, /);
	await expect(page.getByText("Dashboard", { exact: true })).toHaveCount(0);

	// The longer Hindi words still fit a phone (390 and 360 px), with 24 px targets, and pass axe.
	const sizes = (page.viewportSize()?.width ?? 0) < 768 ? [390, 360] : [null];
	for (const width of sizes) {
		if (width) await page.setViewportSize({ width, height: 760 });
		for (const [label, region] of [
			["डैशबोर्ड", "मौजूदा राउंड"],
			["लाइव गेम", "मौजूदा दाँव की तालिका"],
			["गेम", "गेम की तालिका"],
			["सेटिंग", null],
		] as const) {
			await page.getByRole("navigation", { name: "एडमिन पेज" }).getByRole("link", { name: label, exact: true }).click();
			await expect(page.getByRole("heading", { level: 1 })).toHaveText(label === "सेटिंग" ? "खाता सेटिंग" : label);
			if (region) await expect(page.getByRole("region", { name: region })).toBeVisible();
			await expect(page.getByText("लोड हो रहा है…")).toHaveCount(0);
			if (width) await expectFitsThePhone(page, width, `${label} in Hindi at ${width} px`);
			await expectNoSeriousViolations(page);
		}
	}
	await expect(page).toHaveTitle("खाता सेटिंग · कैसीनो एडमिन · Roulette Royale");
});
