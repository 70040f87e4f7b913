/**
 * The player's account settings in the browser (docs/decisions/0110-account-settings-and-sessions.md): two
 * browser contexts are two devices of one player. From one, the player sees both sessions and signs the other
 * out, changes the password (which signs the other out), and changes the name, which the account menu shows.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, signIn, verifiedPlayer } from "./helpers/auth";
import { expectFitsThePhone } from "./helpers/layout";

/**
 * A device: its own browser context (cookies), signed in as the player, from an address of its own (the local
 * server keeps the CF-Connecting-IP a client sends).
 */
async function device(browser: Browser, phone: string, password: string, address = "203.0.113.7") {
	const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": address } });
	const page = await context.newPage();
	await signIn(page, phone, password);
	await expect(page.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();
	return { context, page };
}

async function openTab(page: Page, tab: "Personal Info" | "Password" | "Sessions") {
	await page.goto("/user");
	await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
	await page.getByRole("tab", { name: tab }).click();
}

async function expectSignedOut(page: Page) {
	await expect(page.getByRole("link", { name: "Log in", exact: true }).first()).toBeVisible({ timeout: 15_000 });
	await expect(page.getByRole("button", { name: "Account menu", exact: true })).toHaveCount(0);
}

test.describe("account settings and sessions", () => {
	test("sees both sessions and signs the other device out; the other is signed out on its next page", async ({
		browser,
		request,
	}) => {
		const { phone, password } = await verifiedPlayer(request, { name: "Kavya Menon", password: "Kavya@2026" });
		const phoneDevice = await device(browser, phone, password);
		const laptop = await device(browser, phone, password, "198.51.100.20");
		try {
			const page = phoneDevice.page;
			await openTab(page, "Sessions");
			const rows = page.getByTestId("session-row");
			await expect(rows).toHaveCount(2);
			await expect(rows.filter({ hasText: "This device" })).toHaveCount(1);
			// Addresses are shown by their /24 only.
			await expect(rows.filter({ hasText: "This device" })).toContainText("Address 203.0.113.x");
			await expect(rows.filter({ hasNotText: "This device" })).toContainText("Address 198.51.100.x");
			await expect(page.getByText("198.51.100.20")).toHaveCount(0);

			await rows
				.filter({ hasNotText: "This device" })
				.getByRole("button", { name: /^Sign out/ })
				.click();
			const dialog = page.getByRole("dialog", { name: "Sign out this session?" });
			await expect(dialog).toBeVisible();
			await dialog.getByRole("button", { name: "Sign out" }).click();
			await expect(page.getByText("That session has been signed out.")).toBeVisible();
			await expect(rows).toHaveCount(1);
			await expect(rows.first()).toContainText("This device");

			// The other device's next navigation finds its session over.
			await laptop.page.goto("/user");
			await expectSignedOut(laptop.page);
			// This one is still signed in.
			await page.reload();
			await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
		} finally {
			await phoneDevice.context.close();
			await laptop.context.close();
		}
	});

	test("changing the password signs the other device out at the table and keeps this one; a new name shows in the menu", async ({
		browser,
		request,
	}) => {
		const { phone, password } = await verifiedPlayer(request, { name: "Rohan Das", password: "Rohan@2026" });
		const table = await device(browser, phone, password);
		const settings = await device(browser, phone, password);
		try {
			await table.page.goto("/casino/game/auto-roulette");
			await expect(table.page.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();

			const page = settings.page;
			await openTab(page, "Password");
			await page.getByLabel("Current password").fill("Wrong@2026");
			await page.getByLabel("New password", { exact: true }).fill("Rohan@2027");
			await page.getByLabel("Confirm new password").fill("Rohan@2027");
			await page.getByRole("button", { name: "Change password" }).click();
			await expect(page.getByRole("alert").filter({ hasText: "Your current password is incorrect" })).toBeVisible();

			await page.getByLabel("Current password").fill(password);
			await page.getByRole("button", { name: "Change password" }).click();
			await expect(
				page.getByText("Your password has been changed. You have been signed out on your other devices."),
			).toBeVisible();
			await expectSignedOut(table.page);

			// Still signed in here: the name changes, and the account menu shows it.
			await openTab(page, "Personal Info");
			await page.getByLabel("Display name").fill("  Rohan   K Das ");
			await page.getByRole("button", { name: "Save name" }).click();
			await expect(page.getByText("Your name has been updated.")).toBeVisible();
			await page.getByRole("button", { name: "Account menu", exact: true }).click();
			await expect(page.locator("header").getByText("Rohan K Das", { exact: true })).toBeVisible();
		} finally {
			await table.context.close();
			await settings.context.close();
		}
	});
});

test.describe("account settings on a phone @mobile", () => {
	test("the name, password and sessions tabs fit the screen (390 px on a phone), work from the keyboard and pass axe", async ({
		page,
		request,
	}) => {
		const { phone, password } = await verifiedPlayer(request, { name: "Isha Kapoor", password: "Isha@2026x" });
		await signIn(page, phone, password);
		await expect(page.getByRole("button", { name: "Account menu", exact: true })).toBeVisible();
		await openTab(page, "Personal Info");
		const width = page.viewportSize()?.width ?? 0;
		// Arrow keys move between the tabs.
		await page.getByRole("tab", { name: "Personal Info" }).focus();
		for (const tab of ["Balance", "Status", "Password", "Sessions"]) {
			await page.keyboard.press("ArrowRight");
			await expect(page.getByRole("tab", { name: tab })).toBeFocused();
			await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
		}
		await expect(page.getByTestId("session-row")).toHaveCount(1);
		for (const tab of ["Personal Info", "Password", "Sessions"] as const) {
			await page.getByRole("tab", { name: tab }).click();
			await expectFitsThePhone(page, width, `profile, ${tab}, at ${width} px`, "main");
			await expectNoSeriousViolations(page);
		}
		// A name that breaks registration's rule is refused before it is sent.
		await page.getByRole("tab", { name: "Personal Info" }).click();
		await page.getByLabel("Display name").fill("   ");
		await page.getByLabel("Display name").press("Enter");
		await expect(page.getByRole("alert").filter({ hasText: "Please enter your name" })).toBeVisible();
	});
});
