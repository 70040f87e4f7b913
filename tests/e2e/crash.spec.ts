/**
 * The crash game's table (docs/product.md#the-crash-game) through the real room: a player by touch on a phone
 * places two bets, cashes one out by hand and lets the other cash out by its auto target, sees both in the session's
 * bets and in the account's bet history (stake, cash-out multiplier, payout), and the round's /verify link recomputes
 * the crash point the table showed; and the table passes axe on a phone and on a desktop.
 */
import { expect, type Page, request, test } from "@playwright/test";
import { CRASH_TABLE_PATH } from "~/domain/content";
import { formatRupees } from "~/domain/money";
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
	// Five rounds at most, then the last one's flight to its crash (rarely above a minute).
	test.setTimeout(300_000);

	test("by touch: two bets, one cashed out by hand, the other by its auto target at 1.01×, both in My bets and the bet history, the round verified", async ({
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
			// The first time, the table may be mid-flight (see below); later rounds follow an early crash.
			await expect(page.getByTestId("crash-phase-line")).toContainText("Next flight in", { timeout: 150_000 });
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
		// The hand cash-out's multiplier, as the table said it (₹100 at m× pays ₹m).
		const byHand = /Cashed out at (\d+\.\d\d)×/.exec((await note(page, 0).textContent()) ?? "")?.[1];
		if (!byHand) throw new Error("no hand cash-out multiplier");

		// The round flies on to its crash; the table then shows its crash point, first in the strip of recent ones.
		await expect(page.getByTestId("crash-phase-line")).toContainText(/Crashed at|Next flight in/, { timeout: 150_000 });
		const latest = page.getByTestId("crash-strip").getByRole("link").first();
		const [, seq, shown] =
			/^Round #(\d+): crashed at (\d+\.\d\d×)$/.exec((await latest.getAttribute("aria-label")) ?? "") ?? [];
		if (!seq || !shown) throw new Error("no crash point in the strip");

		// The account's bet history lists both bets of that round: stake, cash-out multiplier and payout.
		await page.goto("/user/bet-history");
		const history = page
			.getByTestId("bet-row")
			.filter({ has: page.getByRole("link", { name: `Verify round #${seq}` }) });
		await expect(history).toHaveCount(2);
		await expect(history.getByTestId("bet-name")).toHaveText(["Aviator", "Aviator"]);
		const hand = history.filter({ hasText: `Cashed out at ${byHand}×` }).filter({ hasText: "₹100" });
		await expect(hand.getByTestId("bet-outcome")).toHaveText("Won");
		await expect(hand).toContainText(formatRupees(Math.round(Number(byHand) * 100) * 100));
		const auto = history.filter({ hasText: "Cashed out at 1.01×" }).filter({ hasText: "₹50" });
		await expect(auto.getByTestId("bet-outcome")).toHaveText("Won");
		await expect(auto).toContainText(formatRupees(5_050));

		// The round's link opens /verify, which recomputes in the browser the crash point the table showed.
		await hand.getByRole("link", { name: `Verify round #${seq}` }).tap();
		await expect(page).toHaveURL(/\/verify\?round=[0-9a-f-]+$/);
		await expect(page.getByTestId("crash-computed")).toHaveText(`Computed crash point: ${shown}`, { timeout: 30_000 });
		await expect(page.getByTestId("crash-published-check")).toContainText("✓ matches");
		await expect(page.getByTestId("crash-commitment-check")).toContainText("✓");
	});

	test("passes axe while bets are taken, and with a bet placed (390×844 on the phone, 1440×900 on the desktop)", async ({
		page,
	}, info) => {
		await openCrashTable(page);
		// A player who arrives mid-flight watches it to its crash (a long one takes minutes: 3× takes 18 s, 100× 77 s).
		await expect(page.getByTestId("crash-phase-line")).toContainText("Next flight in", { timeout: 150_000 });
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
