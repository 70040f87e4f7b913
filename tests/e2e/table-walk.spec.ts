/**
 * What a player's walk found at the table (issue 30, finding 6), in the browser: the spin overlay stays under the
 * sticky header on a scrolled phone, and on a wide screen the board does not move when the result and the banner
 * arrive. Each fails without its fix. And the board by keyboard (issue 35, accessibility item 1): one Tab stop with
 * arrow keys inside, the chips and Place bet a few Tabs after it.
 */
import { devices, expect, type Page, request, test } from "@playwright/test";
import { baseURL } from "~/playwright.config";
import { fundedPlayer, signIn } from "./helpers/auth";
import { waitForBetting } from "./helpers/room";

/** A funded player of its own at the main table, its socket open. */
async function atTable(page: Page, name: string) {
	const api = await request.newContext({ baseURL });
	const player = await fundedPlayer(api, { name, password: "Walk@2026" }, 1_000).finally(() => api.dispose());
	await signIn(page, player.phone, player.password);
	// A loaded machine may take a while to answer the sign-in.
	await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
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

test.describe("the board by keyboard alone", () => {
	test.use({ viewport: { width: 1440, height: 900 } });

	test("a straight, a split and Place bet in one betting window, by Tab, arrows and Enter", async ({ page }) => {
		test.setTimeout(120_000);
		await atTable(page, "Kiran Das");
		await waitForBetting(page, 13);
		const focused = () =>
			page.evaluate(
				() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "",
			);
		let presses = 0;
		const press = async (key: string) => {
			presses += 1;
			await page.keyboard.press(key);
		};
		const pressUntil = async (key: string, wanted: RegExp, most: number) => {
			for (let i = 0; i < most && !wanted.test(await focused()); i++) await press(key);
			expect(await focused()).toMatch(wanted);
		};
		// From the top of the page to the board; the board is one stop, entered at the zero.
		await page.locator("body").focus();
		await pressUntil("Tab", /^Straight 0$/, 40);
		const toBoard = presses;
		// Arrows move along the board as drawn (landscape here): to 17, then the split beside it.
		await pressUntil("ArrowRight", /^Straight 17$/, 20);
		await press("Enter");
		await press("ArrowRight");
		expect(await focused()).toMatch(/^Split 17 and 20$/);
		await press("Enter");
		// One Tab leaves the board for the chip in hand; Place bet is a few more away.
		const beforeChips = presses;
		await press("Tab");
		expect(await focused()).toBe("10 rupee chip");
		await pressUntil("Tab", /^Place bet$/, 6);
		expect(presses - beforeChips).toBeLessThanOrEqual(6);
		await press("Enter");
		await expect(page.getByTestId("table-notice")).toHaveText("Bet placed");
		await expect(page.getByTestId("total-bet")).toHaveText("₹20");
		// Tabbing backwards from Place bet crosses the controls and lands in the board in one stop.
		await pressUntil("Shift+Tab", /^(Straight 17|Split 17 and 20).*/, 7);
		expect(toBoard).toBeLessThanOrEqual(40);
		expect(presses).toBeLessThan(80);
	});
});
