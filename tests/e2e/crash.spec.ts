/**
 * The crash game's table (docs/product.md#the-crash-game) through the real room: a player by touch on a phone
 * places two bets, cashes one out by hand and lets the other cash out by its auto target, and sees both in the
 * session's bets; and the table passes axe on a phone and on a desktop.
 */
import { expect, type Page, request, test } from "@playwright/test";
import { CRASH_TABLE_PATH } from "~/domain/content";
import { baseURL } from "~/playwright.config";
import { expectNoSeriousViolations, fundedPlayer, signIn } from "./helpers/auth";
import { expectFitsThePhone } from "./helpers/layout";

/** Signs in a player of its own (funded by a deposit, so no low-balance dialog) and opens the crash table. */
async function openCrashTable(page: Page) {
	const api = await request.newContext({ baseURL });
	const player = await fundedPlayer(api, { name: "Kiran Rao", password: "Kiran@2026" }, 10_000).finally(() =>
		api.dispose(),
	);
	await signIn(page, player.phone, player.password);
	await expect(page).not.toHaveURL(/\/login/);
	await page.goto(CRASH_TABLE_PATH);
	await expect(page.getByTestId("crash-badge")).toHaveText("● LIVE", { timeout: 20_000 });
}

const betButton = (page: Page, panel: 0 | 1) => page.getByTestId(`bet-button-${panel}`);
const panel = (page: Page, n: 0 | 1) => page.getByTestId(`bet-panel-${n}`);
const note = (page: Page, n: 0 | 1) => page.getByTestId(`bet-note-${n}`);

test.describe("the crash table @mobile", () => {
	test.setTimeout(150_000);

	test("by touch: two bets, one cashed out by hand, the other by its auto target at 1.01×, both in My bets", async ({
		page,
	}, info) => {
		test.skip(info.project.name !== "mobile", "played by touch on the phone (390×844)");
		await openCrashTable(page);
		// The first panel stakes ₹100 and is cashed out by hand; the second ₹50 with auto cash-out at 1.01×.
		await panel(page, 0).getByRole("button", { name: "Stake ₹100", exact: true }).tap();
		await panel(page, 1).getByRole("button", { name: "Stake ₹50", exact: true }).tap();
		await panel(page, 1).getByRole("checkbox", { name: "Auto cash out" }).tap();
		await panel(page, 1).getByRole("textbox", { name: "Cash out at" }).fill("1.01");
		// A round may crash before either cash-out (under 1.01× about one round in 25): the player loses those two
		// bets and plays the next round, as anyone would; five such rounds in a row would take odds of ~1 in 10⁷.
		let bothCashedOut = false;
		for (let round = 0; round < 5 && !bothCashedOut; round++) {
			await expect(page.getByTestId("crash-phase-line")).toContainText("Next flight in", { timeout: 20_000 });
			for (const n of [0, 1] as const) {
				// A bet asked for as the last round crashed went in by itself when this window opened.
				await expect(betButton(page, n)).toHaveText(/^(Bet ₹|Bet placed)/);
				if ((await betButton(page, n).textContent())?.startsWith("Bet ₹")) await betButton(page, n).tap();
				await expect(betButton(page, n)).toContainText("Bet placed");
			}
			// The flight, or a crash at 1.00× before it (the round's bets lost at once).
			const cashOut = betButton(page, 0).filter({ hasText: "Cash out" });
			await expect(cashOut.or(note(page, 0).filter({ hasText: "Lost" }))).toBeVisible({ timeout: 20_000 });
			if (await cashOut.isVisible()) await cashOut.tap();
			await expect(note(page, 0)).toContainText(/Cashed out at|Lost/, { timeout: 20_000 });
			await expect(note(page, 1)).toContainText(/Cashed out at|Lost/, { timeout: 60_000 });
			const byHand = (await note(page, 0).textContent()) ?? "";
			const byAuto = (await note(page, 1).textContent()) ?? "";
			bothCashedOut = byHand.startsWith("Cashed out at") && byAuto.startsWith("Cashed out at");
		}
		expect(bothCashedOut).toBe(true);
		// The auto cash-out paid exactly its target: ₹50 at 1.01× is ₹50.50, and says what it gained.
		await expect(note(page, 1)).toHaveText("Cashed out at 1.01× · +₹0.5");
		await page.getByRole("tab", { name: "My bets" }).tap();
		const rows = page.getByTestId("my-bets").getByRole("row");
		await expect(rows.filter({ hasText: "₹100Cashed out at" })).toHaveCount(1);
		await expect(rows.filter({ hasText: "₹50Cashed out at 1.01× · +₹0.5" })).toHaveCount(1);
	});

	test("passes axe while bets are taken, and with a bet placed (390×844 on the phone, 1440×900 on the desktop)", async ({
		page,
	}, info) => {
		await openCrashTable(page);
		await expect(page.getByTestId("crash-phase-line")).toContainText("Next flight in", { timeout: 20_000 });
		if (info.project.name === "mobile") {
			// Every control of the table at least 24 × 24 px, the page no wider than the phone, Bet as big as a thumb.
			await expectFitsThePhone(page, 390, "the crash table", "section[aria-labelledby=crash-table-name]");
			for (const n of [0, 1] as const) {
				expect((await betButton(page, n).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
			}
		}
		await expectNoSeriousViolations(page);
		await betButton(page, 0).click();
		await expect(note(page, 0).or(betButton(page, 0).filter({ hasText: /Bet placed|Cash out|Cancel/ }))).toBeVisible();
		await expectNoSeriousViolations(page);
	});
});
