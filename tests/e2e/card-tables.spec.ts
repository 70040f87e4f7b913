/**
 * A card table through the real room (docs/decisions/0840-card-tables.md): a player by touch on a phone (390×844)
 * opens Dragon Tiger from the lobby, places chips on Dragon and Tiger, watches the two cards dealt and sees the bets
 * settle in My bets and in the balance; the table fits the phone and passes axe while bets are taken and settled.
 */
import { expect, request, test } from "@playwright/test";
import { LOBBY_PATH } from "~/domain/content";
import { baseURL } from "~/playwright.config";
import { expectNoSeriousViolations, fundedPlayer, signIn } from "./helpers/auth";
import { expectFitsThePhone } from "./helpers/layout";

test.describe("the card tables @mobile", () => {
	test.setTimeout(150_000);

	test("by touch: chips on Dragon and Tiger, the deal, both bets settled and paid into the balance, axe clean", async ({
		page,
	}, info) => {
		test.skip(info.project.name !== "mobile", "played by touch on the phone (390×844)");
		const api = await request.newContext({ baseURL });
		const player = await fundedPlayer(api, { name: "Meera Shah", password: "Meera@2026" }, 1_000).finally(() =>
			api.dispose(),
		);
		await signIn(page, player.phone, player.password);
		await expect(page).not.toHaveURL(/\/login/);
		await page.goto(LOBBY_PATH);
		await page
			.getByRole("link", { name: /^DRAGON TIGER/ })
			.first()
			.tap();
		await expect(page).toHaveURL(/\/casino\/game\/tables\/dragon-tiger$/);
		await expect(page.getByTestId("card-badge")).toHaveText("● LIVE", { timeout: 20_000 });
		await expectFitsThePhone(page, 390, "the Dragon Tiger table", "section[aria-labelledby=card-table-name]");

		// A window with time to bet (the page may open as one closes): chips on both sides, then placed.
		const phase = page.getByTestId("card-phase");
		let placed = false;
		for (let round = 0; round < 3 && !placed; round++) {
			await expect(phase).toHaveText(/Place your bets · (1[0-5]|[5-9]) s/, { timeout: 40_000 });
			await page.getByRole("button", { name: /^Dragon, pays 1:1/ }).tap();
			await page.getByRole("button", { name: /^Tiger, pays 1:1/ }).tap();
			await expect(page.getByTestId("place-bets")).toHaveText("Place bets ₹20");
			await expectNoSeriousViolations(page);
			await page.getByTestId("place-bets").tap();
			const mine = page.getByTestId("card-my-bets").getByRole("listitem");
			await expect(mine.or(page.getByRole("alert")))
				.toHaveCount(2, { timeout: 10_000 })
				.catch(() => undefined);
			placed = (await mine.count()) === 2;
			if (!placed) await page.getByRole("button", { name: "Clear" }).tap();
		}
		expect(placed).toBe(true);
		await expect(page.getByTestId("table-balance")).toHaveText("₹980");

		// The deal: two cards, then the result and the settlement of both bets.
		await expect(phase).toHaveText("Betting closed · dealing", { timeout: 20_000 });
		await expect(page.getByTestId("hand-tiger").getByRole("img")).not.toHaveAccessibleName("A card face down", {
			timeout: 10_000,
		});
		await expect(phase).toHaveText(/^(Dragon|Tiger|Tie) wins$/, { timeout: 10_000 });
		const bets = page.getByTestId("card-my-bets").getByRole("listitem");
		await expect(bets.filter({ hasText: /won ₹20|lost|₹5 back/ })).toHaveCount(2, { timeout: 10_000 });
		const text = (await phase.textContent()) ?? "";
		// One side doubles its ₹10 and the other loses (₹1,000); a tie returns half of each (₹990).
		await expect(page.getByTestId("table-balance")).toHaveText(text.startsWith("Tie") ? "₹990" : "₹1,000");
		await expectNoSeriousViolations(page);
	});
});
