/**
 * What a player's walk found (issue 30), by touch on a phone (390×844; 360×740 where it says so): the header's
 * popups stay inside the screen when signed in (finding 2), the phone menu closes on Escape, a tap outside and
 * navigation (finding 3), a visitor at a table is asked to log in or register and comes back to the table (finding 7),
 * and the countdown ring is the spec's 56 px on the desktop table (40 px in a phone's top bar).
 */
import { expect, type Page, test } from "@playwright/test";
import { randomPhone, signIn, verifiedPlayer } from "./helpers/auth";

async function newPlayer(request: Parameters<typeof verifiedPlayer>[0]) {
	const phone = randomPhone();
	return verifiedPlayer(request, { phone, name: `Walk Tester${phone.slice(-4)}`, password: "Walk@2026x" });
}

/** An element's box, which must lie inside the window. */
async function expectInsideTheWindow(selector: ReturnType<Page["locator"]>, width: number) {
	const box = await selector.boundingBox();
	expect(box).not.toBeNull();
	expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
	expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

test.describe("the walk's findings @mobile", () => {
	test("the language menu opens inside the screen when signed in, at 390 and 360 px", async ({
		page,
		request,
		isMobile,
	}) => {
		test.skip(!isMobile, "a phone's header");
		const player = await newPlayer(request);
		await signIn(page, player.phone, player.password);
		await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
		for (const [width, height] of [
			[390, 844],
			[360, 740],
		] as const) {
			await page.setViewportSize({ width, height });
			// Below 24rem (384 px) the language control lives in the phone menu, so that the header fits 320 px.
			if (width < 384) await page.getByRole("button", { name: "Open menu" }).tap();
			await page.getByTestId("language-control").filter({ visible: true }).tap();
			const hindi = page.getByRole("button", { name: "हिन्दी" });
			await expect(hindi).toBeVisible();
			await expectInsideTheWindow(hindi, width);
			await expectInsideTheWindow(hindi.locator("xpath=ancestor::div[@id][1]"), width);
			await page.keyboard.press("Escape");
			await expect(hindi).toBeHidden();
		}
	});

	test("the phone menu closes on Escape, on a tap outside and when the player navigates", async ({
		page,
		isMobile,
	}) => {
		test.skip(!isMobile, "the menu button only exists on narrow screens");
		await page.goto("/");
		const menu = page.getByRole("navigation", { name: "Mobile" });
		// A tap before hydration does nothing; tapping again until the menu opens is harmless.
		const open = async () =>
			expect(async () => {
				await page.getByRole("button", { name: "Open menu" }).tap();
				await expect(menu).toBeVisible({ timeout: 1_000 });
			}).toPass();

		await open();
		await page.keyboard.press("Escape");
		await expect(menu).toBeHidden();

		await open();
		await page.getByRole("region", { name: "Categories" }).tap({ position: { x: 5, y: 5 } });
		await expect(menu).toBeHidden();

		await open();
		await page.getByRole("link", { name: "Log in", exact: true }).tap();
		await expect(page).toHaveURL(/\/login$/);
		await expect(menu).toBeHidden();
		await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
	});

	test("a visitor at a table is asked to log in or register, and Log In comes back to the table", async ({
		page,
		request,
		isMobile,
	}) => {
		const press = (target: ReturnType<Page["locator"]>) => (isMobile ? target.tap() : target.click());
		const player = await newPlayer(request);
		await page.goto("/casino/game/tables/low-stakes");
		await expect(page.getByRole("heading", { name: "Log in to play" })).toBeVisible();
		await expect(page.getByText(/not available in/i)).toHaveCount(0);
		await expect(page.getByRole("link", { name: "Register", exact: true })).toHaveAttribute("href", "/register");
		await press(page.getByRole("link", { name: "Log In", exact: true }));
		await expect(page).toHaveURL(/\/login\?next=%2Fcasino%2Fgame%2Ftables%2Flow-stakes$/);
		await page.getByLabel("Phone Number").fill(player.phone);
		await page.getByLabel("Password").fill(player.password);
		await press(page.getByRole("button", { name: "Sign In" }));
		await expect(page).toHaveURL(/\/casino\/game\/tables\/low-stakes$/);
	});

	test("the countdown ring is 56 px on the desktop table and 40 px in a phone's top bar", async ({
		page,
		request,
		isMobile,
	}) => {
		const player = await newPlayer(request);
		await signIn(page, player.phone, player.password);
		await expect(page).toHaveURL(/\/$/);
		await page.goto("/casino/game/auto-roulette");
		// Betting comes round within one round (at most 28 s).
		const ring = page.getByTestId("countdown-ring");
		await expect(ring).toBeVisible({ timeout: 35_000 });
		const box = await ring.boundingBox();
		expect(box?.width).toBe(isMobile ? 40 : 56);
		expect(box?.height).toBe(isMobile ? 40 : 56);
	});

	test("Results in the menu lists every table's results with their /verify links and statistics", async ({
		page,
		isMobile,
	}) => {
		await page.goto("/");
		const results = page.getByRole("link", { name: "Results" });
		await expect(async () => {
			if (isMobile) await page.getByRole("button", { name: "Open menu" }).tap();
			await (isMobile ? results.last().tap() : results.first().click());
			await expect(page).toHaveURL(/\/casino\/results$/, { timeout: 1_000 });
		}).toPass();
		await expect(page.getByRole("heading", { level: 1, name: "Results and statistics" })).toBeVisible();
		for (const name of ["Auto Roulette", "Low Stakes Roulette", "High Limit Roulette"]) {
			await expect(page.getByRole("region", { name })).toBeVisible();
		}
		// Once the live table has played a round since the server started, its results each lead to /verify (a spec run
		// alone on a fresh server may arrive before the first round ends: the page is loaded again until it has).
		const verify = page.getByRole("region", { name: "Auto Roulette" }).getByRole("link", { name: /^Verify round #/ });
		await expect(async () => {
			await page.reload();
			await expect(verify.first()).toHaveAttribute("href", /^\/verify\?round=[0-9a-f-]{36}$/, { timeout: 2_000 });
		}).toPass({ timeout: 50_000 });
	});
});
