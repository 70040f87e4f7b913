/**
 * Promotions by touch on a phone (docs/decisions/0850-promotions.md): a new player claims the demo seed's WELCOME100
 * on the home page, is told when they claim it again, and after their deposit is approved sees the bonus locked in
 * the lobby's panel and on their bonus page with its wagering at 0%.
 */
import { expect, test } from "@playwright/test";
import { DEMO_ADMIN, expectNoSeriousViolations, signIn, verifiedPlayer } from "./helpers/auth";
import { expectFitsThePhone } from "./helpers/layout";

test.describe("promotions @mobile", () => {
	test("a new player claims WELCOME100 by touch, deposits and sees the bonus locked", async ({
		page,
		request,
	}, info) => {
		test.skip(info.project.name !== "mobile", "played by touch on the phone (390×844)");
		const who = await verifiedPlayer(request, { name: "Promo Player", password: "Promo@12345" });
		await signIn(page, who.phone, who.password);
		await expect(page.getByText("Login successfully!")).toBeVisible();
		await page.goto("/");
		const card = page.getByTestId("promotion-WELCOME100");
		await expect(card).toContainText("Welcome Bonus: 100% of your first deposit");
		await card.getByRole("button", { name: "Claim Now" }).tap();
		const answer = page.getByTestId("claim-answer-WELCOME100");
		await expect(answer).toHaveText("Promotion claimed! Your next approved deposit earns a 100% bonus, up to ₹10,000.");
		await card.getByRole("button", { name: "Claim Now" }).tap();
		await expect(answer).toHaveText("You have already claimed this promotion.");
		await expectFitsThePhone(page, 390, "home with promotions");

		// The deposit, approved by the operator: the match is credited with it.
		const bearer = async (phone: string, password: string) => {
			const login = await request.post("/api/auth/login", { data: { phone, password } });
			return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
		};
		const utr = String(Math.floor(1e11 + Math.random() * 9e11));
		const deposit = await request.post("/api/transactions/deposit", {
			headers: await bearer(who.phone, who.password),
			data: { amount: 2_000, utr },
		});
		expect(deposit.status()).toBe(201);
		const { data } = (await deposit.json()) as { data: { id: string } };
		const approved = await request.put(`/api/transactions/${data.id}/approve`, {
			headers: await bearer(DEMO_ADMIN.phone, DEMO_ADMIN.password),
		});
		expect(approved.status()).toBe(200);

		await page.goto("/casino/game");
		const panel = page.getByTestId("active-bonus");
		await expect(panel).toContainText("Locked bonus (not withdrawable): ₹2,000");
		await expect(panel).toContainText("Wagered ₹0 of ₹20,000 · 0% · 30 days left");

		await page.goto("/user/bonuses");
		await expect(page.getByTestId("bonus-active")).toContainText("Wagered ₹0 of ₹20,000 (0%)");
		await page.getByRole("button", { name: "Get my referral link" }).tap();
		await expect(page.getByTestId("referral-link")).toContainText("/register?ref=");
		await expectFitsThePhone(page, 390, "bonuses page");
		await expectNoSeriousViolations(page);
	});
});
