/**
 * What a player's walk found at the table (issue 30, finding 6), in the browser: the spin overlay stays under the
 * sticky header on a scrolled phone, and on a wide screen the board does not move when the result and the banner
 * arrive. Each fails without its fix.
 */
import { devices, expect, type Page, request, test } from "@playwright/test";
import { baseURL } from "~/playwright.config";
import { fundedPlayer, signIn } from "./helpers/auth";

/** A funded player of its own at the main table, its socket open. */
async function atTable(page: Page, name: string) {
	const api = await request.newContext({ baseURL });
	const player = await fundedPlayer(api, { name, password: "Walk@2026" }, 1_000).finally(() => api.dispose());
	await signIn(page, player.phone, player.password);
	await expect(page).not.toHaveURL(/\/login/);
	await page.goto("/casino/game/auto-roulette");
	await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "open", { timeout: 20_000 });
	await expect(page.getByText("Loading the table…")).toBeHidden();
}

test.describe("the spin overlay on a scrolled phone", () => {
	const { defaultBrowserType: _, ...phone } = devices["Pixel 7"];
	test.use({ ...phone, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

	test("stays under the sticky header: its balance and menu stay in sight and in reach", async ({ page }) => {
		test.setTimeout(90_000);
		await atTable(page, "Mira Shah");
		// The wheel lies over the board from betting's close to the next round.
		await expect(page.getByTestId("wheel-stage")).toBeVisible({ timeout: 45_000 });
		await page.evaluate(() => window.scrollTo({ top: 300 }));
		expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
		const header = page.locator("header").first();
		const box = await header.boundingBox();
		expect(box?.y).toBe(0);
		// Every point across the header's middle belongs to the header, none to the table's overlay.
		const covered = await page.evaluate((height) => {
			const head = document.querySelector("header");
			const hits: string[] = [];
			for (let x = 5; x < window.innerWidth; x += 20) {
				const at = document.elementFromPoint(x, height / 2);
				if (!head?.contains(at)) hits.push(`${x}: ${at?.outerHTML.slice(0, 60)}`);
			}
			return hits;
		}, box?.height ?? 0);
		expect(covered).toEqual([]);
	});
});

test.describe("the board on a wide screen", () => {
	test.use({ viewport: { width: 1440, height: 900 } });

	test("stays put when the result and the banner arrive", async ({ page }) => {
		test.setTimeout(90_000);
		await atTable(page, "Dev Rao");
		const places = async () => ({
			felt: (await page.getByTestId("felt").boundingBox())?.y,
			tools: (await page.getByTestId("bet-tools").boundingBox())?.y,
			wallet: (await page.getByTestId("table-balance").boundingBox())?.y,
		});
		// Betting, then the result with its ribbon (and, for a winner, the banner in the same place).
		await expect(page.getByTestId("result-ribbon")).toBeHidden({ timeout: 45_000 });
		await expect(page.getByRole("timer")).toBeVisible({ timeout: 45_000 });
		const betting = await places();
		await expect(page.getByTestId("result-ribbon")).toBeVisible({ timeout: 45_000 });
		expect(await places()).toEqual(betting);
		// The banner's place lies over the wheel, out of the row's height.
		expect(await page.getByTestId("result-slot").evaluate((slot) => getComputedStyle(slot).position)).toBe("absolute");
	});
});
