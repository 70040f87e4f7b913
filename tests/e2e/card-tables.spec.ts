/**
 * The card tables through the real rooms (docs/decisions/0840-card-tables.md), by touch on a phone (390×844): Dragon
 * Tiger from the lobby, chips on Dragon and Tiger, the two cards dealt, the bets settled in My bets and in the balance,
 * the table fitting the phone and passing axe, the round in the bet history and at /verify; Andar Bahar from the lobby, a chip on Andar and one on Bahar, the deal
 * to the joker's match, the bets in the account's bet history naming the game, the spot and the winner, and the
 * round's /verify link re-dealing the same cards.
 */
import { expect, type Page, request, test } from "@playwright/test";
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

		// The round in the bet history and at /verify, as at Andar Bahar.
		await historyAndVerify(page, "Dragon Tiger", ["Dragon", "Tiger"], text.split(" ")[0] ?? "");
	});

	test("by touch: Andar and Bahar, the deal to the match, the bet history and /verify of the round", async ({
		page,
	}, info) => {
		test.skip(info.project.name !== "mobile", "played by touch on the phone (390×844)");
		const api = await request.newContext({ baseURL });
		const player = await fundedPlayer(api, { name: "Kiran Rao", password: "Kiran@2026" }, 1_000).finally(() =>
			api.dispose(),
		);
		await signIn(page, player.phone, player.password);
		await expect(page).not.toHaveURL(/\/login/);
		await page.goto(LOBBY_PATH);
		await page
			.getByRole("link", { name: /^ANDAR BAHAR/ })
			.first()
			.tap();
		await expect(page).toHaveURL(/\/casino\/game\/tables\/andar-bahar$/);
		await expect(page.getByTestId("card-badge")).toHaveText("● LIVE", { timeout: 20_000 });
		expect(await placeOnBothSides(page, /^Andar, pays/, /^Bahar, pays/)).toBe(true);
		await expect(page.getByTestId("table-balance")).toHaveText("₹980");

		// The deal runs to the joker's match; one side wins: Andar pays 0.9:1 (₹19 back), Bahar 1:1 (₹20 back).
		const phase = page.getByTestId("card-phase");
		await expect(phase).toHaveText("Betting closed · dealing", { timeout: 20_000 });
		await expect(phase).toHaveText(/^(Andar|Bahar) wins$/, { timeout: 30_000 });
		const winner = ((await phase.textContent()) ?? "").split(" ")[0] ?? "";
		await expect(
			page
				.getByTestId("card-my-bets")
				.getByRole("listitem")
				.filter({ hasText: /won|lost/ }),
		).toHaveCount(2, { timeout: 10_000 });
		await expect(page.getByTestId("table-balance")).toHaveText(winner === "Andar" ? "₹999" : "₹1,000");
		await historyAndVerify(page, "Andar Bahar", ["Andar", "Bahar"], winner);
	});
});

/**
 * Places a ₹10 chip on each of two spots in a betting window with time to bet (the page may open as one closes);
 * true once both bets are in My bets.
 */
async function placeOnBothSides(page: Page, first: RegExp, second: RegExp): Promise<boolean> {
	const phase = page.getByTestId("card-phase");
	for (let round = 0; round < 3; round++) {
		await expect(phase).toHaveText(/Place your bets · (1[0-5]|[5-9]) s/, { timeout: 40_000 });
		await page.getByRole("button", { name: first }).tap();
		await page.getByRole("button", { name: second }).tap();
		await expect(page.getByTestId("place-bets")).toHaveText("Place bets ₹20");
		await page.getByTestId("place-bets").tap();
		const mine = page.getByTestId("card-my-bets").getByRole("listitem");
		await expect(mine.or(page.getByRole("alert")))
			.toHaveCount(2, { timeout: 10_000 })
			.catch(() => undefined);
		if ((await mine.count()) === 2) return true;
		await page.getByRole("button", { name: "Clear" }).tap();
	}
	return false;
}

/**
 * The round just played (the first in the results strip) in the account's bet history: both bets, each naming the game
 * and its spot, the round's winner, the bet on the winner won; its /verify link re-deals the round in the browser: the same cards and
 * winner, and the seed matching the commitment.
 */
async function historyAndVerify(page: Page, game: string, sides: string[], winner: string): Promise<void> {
	const latest = page.getByTestId("card-strip").getByRole("listitem").first();
	const [, seq] = /Round #(\d+)/.exec((await latest.textContent()) ?? "") ?? [];
	if (!seq) throw new Error("no round in the strip");
	await page.goto("/user/bet-history");
	const history = page.getByTestId("bet-row").filter({ has: page.getByRole("link", { name: `Verify round #${seq}` }) });
	await expect(history).toHaveCount(sides.length);
	for (const side of sides) {
		await expect(history.getByTestId("bet-name").filter({ hasText: `${game}: ${side}` })).toHaveCount(1);
	}
	await expect(history.first()).toContainText(`${winner} won`);
	// The bet on the winner (none on a Dragon Tiger tie) reads won.
	if (sides.includes(winner)) {
		await expect(history.filter({ hasText: `${game}: ${winner}` }).getByTestId("bet-outcome")).toHaveText("Won");
	}
	await history
		.first()
		.getByRole("link", { name: `Verify round #${seq}` })
		.tap();
	await expect(page).toHaveURL(/\/verify\?round=[0-9a-f-]+/);
	await expect(page.getByTestId("verified-winner")).toHaveText(`Winner: ${winner}`, { timeout: 30_000 });
	await expect(page.getByTestId("cards-check")).toContainText("✓");
	await expect(page.getByTestId("card-commitment-check")).toContainText("✓");
}
