/**
 * The operator's cockpit (issue 33), at 390×844 and 1440×900: a day's deposits run from one bank statement upload
 * (bulk approval moves the players' balances), and the dashboard's charts of the business render with data and
 * their table views.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN, expectNoSeriousViolations, signIn, verifiedPlayer } from "./helpers/auth";
import { expectFitsThePhone } from "./helpers/layout";

async function bearer(request: APIRequestContext, phone: string, password: string) {
	const login = await request.post("/api/auth/login", { data: { phone, password } });
	expect(login.status()).toBe(200);
	return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A verified player with a deposit request waiting for review. */
async function playerWithDeposit(request: APIRequestContext, name: string, amount: number) {
	const player = await verifiedPlayer(request, { name, password: "Player@12345" });
	const headers = await bearer(request, player.phone, player.password);
	const utr = String(Math.floor(1e11 + Math.random() * 9e11));
	const made = await request.post("/api/transactions/deposit", { headers, data: { amount, utr } });
	expect(made.status()).toBe(201);
	return { ...player, utr, headers };
}

async function realBalance(request: APIRequestContext, headers: Record<string, string>) {
	const answer = await request.get("/api/transactions/my", { headers });
	return ((await answer.json()) as { balances: { realBalance: number } }).balances.realBalance;
}

async function signInAdmin(page: Page) {
	await signIn(page, DEMO_ADMIN.phone, DEMO_ADMIN.password);
	await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
	await expect(page.getByText("Login successfully!")).toHaveCount(0);
}

test.describe("the operator's cockpit", () => {
	test("a statement upload matches the deposits and one click approves the matched ones @mobile", async ({
		page,
		request,
		isMobile,
	}) => {
		const suffix = Date.now().toString(36);
		const paid = await playerWithDeposit(request, `Statement Payer ${suffix}`, 1_500);
		const short = await playerWithDeposit(request, `Statement Short ${suffix}`, 2_000);
		const csv = [
			"Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
			`01/11/26,UPI-PAYER-p@okaxis-UTIB0000123-${paid.utr}-PAY,0000${paid.utr},01/11/26,0.00,1500.00,0.00`,
			`01/11/26,UPI-SHORT-s@ybl-YESB0000001-${short.utr}-PAY,0000${short.utr},01/11/26,0.00,1900.00,0.00`,
		].join("\n");

		await signInAdmin(page);
		await page.getByRole("navigation", { name: "Admin pages" }).getByRole("link", { name: "Bank statement" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "Bank statement" })).toBeVisible();
		await page.getByLabel("Statement file (CSV, up to 1 MB)").setInputFiles({
			name: "hdfc-november.csv",
			mimeType: "text/csv",
			buffer: Buffer.from(csv),
		});
		await page.getByLabel("Layout").selectOption("hdfc");
		await page.getByRole("button", { name: "Upload and match" }).click();
		await expect(page).toHaveURL(/\/admin\/bank-statement\?upload=/);
		const deposits = page.getByRole("region", { name: "Pending deposits" });
		const paidRow = deposits.getByRole("row").filter({ hasText: paid.name });
		const shortRow = deposits.getByRole("row").filter({ hasText: short.name });
		await expect(paidRow).toContainText("Matched");
		await expect(shortRow).toContainText("Amount differs");
		await expect(shortRow.getByRole("checkbox")).toHaveCount(0);
		if (isMobile) await expectFitsThePhone(page, 390, "bank statement at 390 px");
		await expectNoSeriousViolations(page);

		expect(await realBalance(request, paid.headers)).toBe(0);
		await page.getByRole("button", { name: "Approve the selected matched deposits" }).click();
		await expect(page.getByTestId("statement-approved")).toHaveText(/^\d+ deposits? approved\.$/);
		await expect(paidRow).toHaveCount(0);
		expect(await realBalance(request, paid.headers)).toBe(1_500);
		expect(await realBalance(request, short.headers)).toBe(0);

		// The same page at 1440×900: every column of the result table fits without cutting.
		await page.setViewportSize({ width: 1440, height: 900 });
		await expect(shortRow).toContainText("Amount differs");
		const box = await deposits.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
		expect(box.scroll).toBeLessThanOrEqual(box.client);
	});

	test("the dashboard draws the business with data, each chart with its table view @mobile", async ({
		page,
		request,
		isMobile,
	}) => {
		const player = await playerWithDeposit(request, `Dashboard Player ${Date.now().toString(36)}`, 700);
		const admin = await bearer(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
		const pending = (await (await request.get("/api/transactions/my", { headers: player.headers })).json()) as {
			data: Array<{ id: string }>;
		};
		const approved = await request.put(`/api/transactions/${pending.data[0]?.id}/approve`, { headers: admin });
		expect(approved.status()).toBe(200);

		await signInAdmin(page);
		const business = page.getByRole("region", { name: "The business" });
		// The range's choices are labels over visually hidden radios (24 px targets on a phone).
		await business.getByText("7 days", { exact: true }).click();
		await expect(business.getByRole("radio", { name: "7 days" })).toBeChecked();
		await business.getByRole("button", { name: "Show" }).click();
		await expect(page).toHaveURL(/range=7/);
		await expect(business.getByRole("figure")).toHaveCount(6);
		await expect(business.getByTestId("business-deposits")).not.toHaveText(/^₹0(\.00)?$/);
		// uPlot, loaded after the page, draws each chart on a canvas.
		await expect(business.locator("figure canvas")).toHaveCount(6);
		const cash = business.getByRole("figure").filter({ hasText: "Deposits and withdrawals" });
		await cash.getByText("Table view", { exact: true }).click();
		const rows = cash.getByRole("region", { name: "Deposits and withdrawals: Table view" }).getByRole("row");
		await expect(rows).toHaveCount(8);
		await expect(rows.last()).not.toContainText("₹0₹0₹0₹0");
		// The bonus cost: credited, converted to real money, forfeited, expired per day, and its card.
		const bonus = business.getByRole("figure").filter({ hasText: "Bonus cost" });
		await bonus.getByText("Table view", { exact: true }).click();
		const bonusView = bonus.getByRole("region", { name: "Bonus cost: Table view" });
		await expect(bonusView.getByRole("row")).toHaveCount(8);
		await expect(bonusView.getByRole("row").first()).toHaveText(
			"DayBonus creditedConverted to real moneyForfeitedExpired",
		);
		await expect(business.getByTestId("business-bonus-cost")).toBeVisible();
		if (isMobile) await expectFitsThePhone(page, 390, "dashboard at 390 px");
		await expectNoSeriousViolations(page);

		const download = page.waitForEvent("download");
		await business.getByRole("link", { name: "Download CSV" }).click();
		const file = await download;
		expect(file.suggestedFilename()).toMatch(/^business-all-tables-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);

		await page.setViewportSize({ width: 1440, height: 900 });
		await expect(business.locator("figure canvas")).toHaveCount(6);
		await expectNoSeriousViolations(page);
	});
});
