/**
 * A bonus wagered to real money by touch on a phone (issue 32, docs/decisions/0850-promotions.md): a new player
 * claims the demo seed's WELCOME100 on the home page; their ₹500 deposit, made by touch on the deposit screen (whose
 * Scan to Pay dialog names the bonus) and approved by the operator, earns a ₹500
 * bonus to stake 10 times (₹5,000); a second deposit gives them real money to play with. At the live roulette table
 * they stake ₹2,500 straight up (100% counts) in one round, and /user/bonuses shows the wagering at 50%; a second
 * round completes it, the bonus becomes real money in that round's settlement (the table's balance says so, to the
 * rupee), and the bonus page lists it as converted. The rounds run on the room's own clock: the test waits for the
 * table's words (betting open, the result, the player's outcome), never for a time.
 */
import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { baseURL } from "~/playwright.config";
import { approvedDeposit, DEMO_ADMIN, expectNoSeriousViolations, signIn, verifiedPlayer } from "./helpers/auth";
import { expectFitsThePhone } from "./helpers/layout";
import { waitForBetting } from "./helpers/room";

/** "₹12,500" → 12500 */
const rupees = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

/**
 * One round at the live table by touch: ₹2,500 straight up on 17, placed, then the player's outcome (sent once the
 * round is settled). The balance before the stake and the round's result.
 */
async function stakeOnSeventeen(page: Page): Promise<{ before: number; result: number }> {
	await page.goto("/casino/game/auto-roulette");
	const board = page.getByTestId("betting-board");
	await expect(board).toBeVisible();
	await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "open", { timeout: 15_000 });
	await waitForBetting(page, 11);
	const balance = page.getByTestId("table-balance");
	const before = rupees(await balance.textContent());
	await page.getByRole("button", { name: "2500 rupee chip", exact: true }).tap();
	await board.getByRole("button", { name: "Straight 17", exact: true }).tap();
	await expect(page.getByTestId("total-bet")).toHaveText("₹2,500");
	await page.getByRole("button", { name: "Place bet" }).tap();
	await expect.poll(async () => rupees(await balance.textContent())).toBe(before - 2_500);
	await page.getByRole("tab", { name: "Table feed" }).tap();
	const ribbon = page.getByTestId("result-ribbon");
	await expect(ribbon).toBeVisible({ timeout: 60_000 });
	const result = Number(await ribbon.getAttribute("data-result"));
	// The player's outcome comes with the round's settlement, which counted the stake toward the bonus.
	await expect(page.getByTestId("feed")).toContainText(/You (won|lost) ₹/, { timeout: 30_000 });
	return { before, result };
}

/**
 * A deposit of `amount` by touch on the deposit screen: the amount, Deposit, the Scan to Pay dialog (which names the
 * bonus the deposit will earn), a 12-digit UTR and Submit. The UTR it sent.
 */
async function depositByTouch(page: Page, amount: number, bonusLine: string): Promise<string> {
	await page.goto("/user/deposits-withdrawals");
	await page.getByRole("spinbutton", { name: "Amount (₹)" }).fill(String(amount));
	await page.getByRole("button", { name: `Deposit ₹${amount.toLocaleString("en-IN")}` }).tap();
	const dialog = page.getByRole("dialog", { name: "Scan to Pay" });
	await expect(dialog.getByTestId("deposit-bonus")).toHaveText(bonusLine);
	const utr = `${Date.now()}`.slice(-11).padStart(12, "8");
	await dialog.getByLabel("UTR number").fill(utr);
	await dialog.getByRole("button", { name: "Submit" }).tap();
	await expect(page.getByTestId("deposit-sent")).toContainText(utr);
	return utr;
}

/** The operator approves the player's pending deposit with this UTR (the review itself is the admin suite's). */
async function approveByUtr(api: APIRequestContext, player: { phone: string; password: string }, utr: string) {
	const bearer = async (phone: string, password: string) => {
		const login = await api.post("/api/auth/login", { data: { phone, password } });
		expect(login.status()).toBe(200);
		return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
	};
	const mine = await api.get("/api/transactions/my?transactionStatus=pending", {
		headers: await bearer(player.phone, player.password),
	});
	const { data } = (await mine.json()) as { data: { id: string; utr: string | null }[] };
	const request = data.find((row) => row.utr === utr);
	expect(request, `the pending deposit with UTR ${utr}`).toBeTruthy();
	const approve = await api.put(`/api/transactions/${request?.id}/approve`, {
		headers: await bearer(DEMO_ADMIN.phone, DEMO_ADMIN.password),
	});
	expect(approve.status()).toBe(200);
}

test.describe("bonus wagering @mobile", () => {
	// Two live rounds (28 s each) and the waits for their betting windows.
	test.setTimeout(240_000);

	test("a new player claims WELCOME100, plays roulette by touch, watches the wagering move and the bonus convert", async ({
		page,
	}, info) => {
		test.skip(info.project.name !== "mobile", "played by touch on the phone (390×844)");
		// Through an API context of its own: page.request would share the browser's cookies with the admin's approval.
		const api = await request.newContext({ baseURL });
		const who = await verifiedPlayer(api, { name: "Wager Player", password: "Wager@12345" });
		await signIn(page, who.phone, who.password);
		await expect(page).not.toHaveURL(/\/login/);
		await page.goto("/");
		await page.getByTestId("promotion-WELCOME100").getByRole("button", { name: "Claim Now" }).tap();
		await expect(page.getByTestId("claim-answer-WELCOME100")).toHaveText(
			"Promotion claimed! Your next approved deposit earns a 100% bonus, up to ₹10,000.",
		);
		// ₹500 by touch, matched 100% (a ₹500 bonus, ₹5,000 to stake): the dialog says so before the player pays. Then
		// ₹5,000 more of real money to play with (through the API: the deposit screen is this test's once).
		const utr = await depositByTouch(
			page,
			500,
			"This deposit earns a bonus of ₹500 (WELCOME100) when it is approved, locked until wagered.",
		);
		await approveByUtr(api, who, utr);
		await approvedDeposit(api, who, 5_000).finally(() => api.dispose());

		await page.goto("/user/bonuses");
		const active = page.getByTestId("bonus-active");
		await expect(active).toContainText("Locked bonus: ₹500 (not withdrawable until wagered)");
		await expect(active).toContainText("Wagered ₹0 of ₹5,000 (0%)");

		// The first round: half the requirement.
		await stakeOnSeventeen(page);
		await page.goto("/user/bonuses");
		await expect(active).toContainText("Wagered ₹2,500 of ₹5,000 (50%)");
		await expect(active.getByRole("progressbar")).toHaveAttribute("value", "50");
		await expectFitsThePhone(page, 390, "bonuses page while wagering");

		// The second round completes it: its settlement pays the round and converts the bonus, both in the balance.
		const { before, result } = await stakeOnSeventeen(page);
		const won = result === 17 ? 2_500 * 36 : 0;
		await expect(page.getByTestId("table-balance")).toHaveText(
			`₹${(before - 2_500 + won + 500).toLocaleString("en-IN")}`,
		);

		await page.goto("/user/bonuses");
		await expect(page.getByTestId("bonus-active")).toHaveCount(0);
		await expect(page.getByText("No bonus is being wagered.")).toBeVisible();
		await expect(page.getByTestId("bonus-ended")).toContainText(
			"Welcome Bonus: 100% of your first deposit · ₹500 · Converted to real money",
		);
		await expectNoSeriousViolations(page);
	});
});
