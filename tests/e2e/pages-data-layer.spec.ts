/**
 * Signed-in pages on React Router's data layer (docs/decisions/0950-pages-on-the-data-layer.md): the server guards
 * the role and renders the real content in the first HTML; live money events revalidate what is on screen.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN, DEMO_PLAYER, fundedPlayer, signIn, verifiedPlayer } from "./helpers/auth";

/**
 * The page's HTML exactly as the server sends it, fetched by the signed-in browser (its cookies, no script run),
 * and the path it ended at after any redirect.
 */
async function serverHtml(page: Page, path: string): Promise<{ status: number; path: string; html: string }> {
	return page.evaluate(async (p) => {
		const response = await fetch(p);
		return { status: response.status, path: new URL(response.url).pathname, html: await response.text() };
	}, path);
}

/** The server HTML of a page that stays where it is: a heading with its words, never "Loading…". */
async function realContentOf(page: Page, path: string): Promise<string> {
	const { status, path: landed, html } = await serverHtml(page, path);
	expect(status, path).toBe(200);
	expect(landed, path).toBe(path);
	expect(html, path).not.toContain("Loading…");
	expect(html, path).not.toContain("Loading...");
	expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
	return html;
}

/** Signing in hashes the password (scrypt): seconds on a busy 2-core machine, so its answer gets this long. */
const SIGN_IN_MS = 15_000;

/** A browser of its own, signed in through the form, once the sign-in has landed. */
async function signedIn(browser: Browser, who: { phone: string; password: string }): Promise<Page> {
	const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
	await signIn(page, who.phone, who.password);
	await expect(page.getByText("Login successfully!")).toBeVisible({ timeout: SIGN_IN_MS });
	return page;
}

/** The /user pages whose data the server reads in their loaders. */
const USER_PAGES = [
	"/user",
	"/user/requests",
	"/user/history",
	"/user/bet-history",
	"/user/notifications",
	"/user/responsible-gaming",
];

test.describe("the signed-in areas' guard, on the server", () => {
	test("a signed-out visitor is sent to /login with the page to come back to, and comes back after signing in", async ({
		page,
		request,
	}) => {
		for (const path of ["/user/requests", "/admin/deposits"]) {
			const answer = await request.get(`${path}?page=2`, { maxRedirects: 0 });
			expect(answer.status()).toBe(302);
			expect(answer.headers().location).toBe(`/login?next=${encodeURIComponent(`${path}?page=2`)}`);
		}
		await page.goto("/user/history");
		await expect(page).toHaveURL("/login?next=%2Fuser%2Fhistory");
		await page.getByLabel("Phone Number").fill(DEMO_PLAYER.phone);
		await page.getByLabel("Password").fill(DEMO_PLAYER.password);
		await page.getByRole("button", { name: "Sign In" }).click();
		await expect(page.getByText("Login successfully!")).toBeVisible({ timeout: SIGN_IN_MS });
		await expect(page).toHaveURL("/user/history", { timeout: SIGN_IN_MS });
		await expect(page.getByRole("heading", { level: 1, name: "Transaction Details" })).toBeVisible();
	});

	test("a player is sent home from /admin, and an admin to /admin from /user, before any page renders", async ({
		page,
	}) => {
		await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
		await expect(page.getByText("Login successfully!")).toBeVisible({ timeout: SIGN_IN_MS });
		const atAdmin = await serverHtml(page, "/admin/members");
		expect(atAdmin.path).toBe("/");
		expect(atAdmin.html).not.toContain("Casino Admin");
		await page.context().clearCookies();
		await signIn(page, DEMO_ADMIN.phone, DEMO_ADMIN.password);
		await expect(page.getByText("Login successfully!")).toBeVisible({ timeout: SIGN_IN_MS });
		const atUser = await serverHtml(page, "/user/requests");
		// /admin, which sends each operator on to the first page of their sidebar (an admin's dashboard).
		expect(atUser.path).toBe("/admin/dashboard");
	});
});

test("the server HTML of each /user page has its content and the balances, never Loading…", async ({
	page,
	request,
}) => {
	const player = await verifiedPlayer(request, { name: "Server Html", password: "Player@12345" });
	await signIn(page, player.phone, player.password);
	await expect(page.getByText("Login successfully!")).toBeVisible({ timeout: SIGN_IN_MS });
	for (const path of USER_PAGES) {
		const html = await realContentOf(page, path);
		expect(html, path).toContain('data-testid="sidebar-balance"');
	}
	expect((await serverHtml(page, "/user/requests")).html).toContain("No pending requests");
});

test("an admin's approval reaches the player's open Requests page, sidebar and header within a second, without a reload", async ({
	browser,
	request,
}) => {
	const who = await verifiedPlayer(request, { name: "Live Money", password: "Player@12345" });
	const player = await signedIn(browser, who);
	await player.goto("/user/requests");
	const header = player.getByTestId("header-balance");
	const sidebar = player.getByTestId("sidebar-balance");
	await expect(sidebar).toHaveText("₹0");
	await expect(header).toHaveText("₹0");

	// The player sends a deposit (through the API, as the deposit form does); the open page learns of it on its next
	// reading, so it is read once here, then only the live event may change it.
	const login = await request.post("/api/auth/login", { data: { phone: who.phone, password: who.password } });
	const bearer = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
	const utr = String(Math.floor(1e11 + Math.random() * 9e11));
	const deposit = await request.post("/api/transactions/deposit", { headers: bearer, data: { amount: 300, utr } });
	expect(deposit.status()).toBe(201);
	await player.reload();
	const card = player.getByTestId("request-card").filter({ hasText: utr });
	await expect(card).toContainText("Pending");
	await expect(player.getByTestId("requests-count")).toHaveText("1");
	// A mark on this document: a reload would lose it.
	await player.evaluate(() => Object.assign(window, { samePage: true }));

	// The admin approves it in their own browser.
	const admin = await signedIn(browser, DEMO_ADMIN);
	await admin.goto("/admin/deposits");
	await admin.getByLabel("Status").selectOption("pending");
	const row = admin.getByTestId("admin-row").filter({ hasText: utr });
	await row.getByRole("button", { name: /^Approve/ }).click();
	await admin
		.getByRole("dialog", { name: "Approve Transaction" })
		.getByRole("button", { name: "Approve", exact: true })
		.click();
	await expect(admin.getByText("Transaction Approved Successfully!")).toBeVisible();

	// Within a second, on the page the player already had open: the request has left Requests, both balances moved.
	await expect(card).toHaveCount(0, { timeout: 1_000 });
	await expect(player.getByTestId("requests-count")).toHaveText("0", { timeout: 1_000 });
	await expect(sidebar).toHaveText("₹300", { timeout: 1_000 });
	await expect(header).toHaveText("₹300", { timeout: 1_000 });
	// No reload did it: still the same document.
	expect(await player.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
	expect(await player.evaluate(() => location.pathname)).toBe("/user/requests");
});

test("a withdrawal the server refuses keeps what the player typed, the refusal under the amount (walk finding 13a)", async ({
	browser,
	request,
}) => {
	const who = await fundedPlayer(request, { name: "Kept Input", password: "Player@12345" }, 500);
	const page = await signedIn(browser, who);
	await page.goto("/user/deposits-withdrawals");
	await page.getByRole("tab", { name: "Withdrawal", exact: true }).click();
	const form = page.getByRole("form", { name: "Withdraw Funds" });
	const typed = {
		"Amount (₹)": "500",
		"Bank Name": "State Bank of India",
		"Bank Account Number": "123456789012",
		"IFSC Code": "SBIN0001234",
		"Recipient Name": "Kept Input",
	};
	for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value);

	// Meanwhile the balance goes elsewhere (another device withdraws it): the form still believes ₹500 is there.
	const login = await request.post("/api/auth/login", { data: { phone: who.phone, password: who.password } });
	const bearer = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
	const elsewhere = await request.post("/api/transactions/withdraw", {
		headers: bearer,
		data: {
			amount: 500,
			bankName: "Other Bank",
			bankAccountNumber: "987654321098",
			ifscCode: "HDFC0001234",
			recipientName: "Kept Input",
		},
	});
	expect(elsewhere.status()).toBe(201);

	await form.getByRole("button", { name: "Submit Withdrawal" }).click();
	const amount = form.getByLabel("Amount (₹)");
	await expect(amount).toHaveAttribute("aria-invalid", "true");
	await expect(form.getByRole("alert")).toHaveText(["You cannot withdraw more than your balance."]);
	await expect(amount).toBeFocused();
	for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value);
});

/** A request list's rows, or its own word that it has none (a fresh state may have no approved withdrawal yet). */
const ANY_REQUESTS = /<table|No transactions to show/;

/** The /admin pages whose data the server reads in their loaders, and something of that data each one shows. */
const ADMIN_PAGES: [path: string, content: string | RegExp][] = [
	["/admin/dashboard", 'data-testid="stat-players"'],
	["/admin/live-game", 'data-testid="live-status"'],
	["/admin/games", 'data-testid="game-row"'],
	["/admin/settings", 'data-testid="current-upi"'],
	["/admin/reconciliation", 'data-testid="recon-status"'],
	["/admin/deposits", 'data-testid="admin-row"'],
	["/admin/deposits-approve", ANY_REQUESTS],
	["/admin/withdrawals", ANY_REQUESTS],
	["/admin/withdrawal-approve", ANY_REQUESTS],
];

test("the server HTML of each /admin page has its content, never Loading…", async ({ browser, request }) => {
	// A request waiting for review, so the deposit list has a row to show.
	const who = await verifiedPlayer(request, { name: "Admin Html", password: "Player@12345" });
	const login = await request.post("/api/auth/login", { data: { phone: who.phone, password: who.password } });
	const bearer = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
	const utr = String(Math.floor(1e11 + Math.random() * 9e11));
	expect(
		(await request.post("/api/transactions/deposit", { headers: bearer, data: { amount: 300, utr } })).status(),
	).toBe(201);
	const admin = await signedIn(browser, DEMO_ADMIN);
	for (const [path, content] of ADMIN_PAGES) expect(await realContentOf(admin, path), path).toMatch(content);
	expect((await serverHtml(admin, "/admin/deposits?status=pending")).html).toContain(utr);
});

test("the deposit form keeps an amount typed before hydration, refuses per field, and shows the sent request as pending with a link to Requests", async ({
	browser,
	request,
}) => {
	const who = await verifiedPlayer(request, { name: "Deposit Form", password: "Player@12345" });
	const page = await signedIn(browser, who);
	// The page's scripts wait until the amount has been typed into the server's HTML.
	let release = () => {};
	const typed = new Promise<void>((resolve) => (release = resolve));
	await page.route(/\.js(\?|$)/, async (route) => {
		await typed;
		await route.continue();
	});
	await page.goto("/user/deposits-withdrawals", { waitUntil: "commit" });
	const amount = page.getByRole("spinbutton", { name: "Amount (₹)" });
	await amount.fill("4500");
	release();
	// Hydrated: the button follows the typed amount, which is still there.
	const deposit = page.getByRole("button", { name: "Deposit ₹4,500" });
	await expect(deposit).toBeVisible({ timeout: 20_000 });
	await expect(amount).toHaveValue("4500");
	await page.unroute(/\.js(\?|$)/);

	// Below the minimum: refused under the field, with what was typed.
	await amount.fill("100");
	await page.getByRole("button", { name: "Deposit ₹100" }).click();
	await expect(amount).toHaveAttribute("aria-invalid", "true");
	await expect(page.getByText("Please deposit at least ₹300")).toBeVisible();
	await expect(amount).toHaveValue("100");

	await amount.fill("4500");
	await deposit.click();
	const dialog = page.getByRole("dialog", { name: "Scan to Pay" });
	await expect(dialog.getByText("Amount:")).toContainText("₹4,500");
	await dialog.getByRole("button", { name: "Submit" }).click();
	await expect(dialog.getByRole("alert")).toHaveText("Please Enter your UTR Number.");
	const utr = String(Math.floor(1e11 + Math.random() * 9e11));
	await dialog.getByLabel("UTR number").fill(utr);
	await expect(dialog.getByRole("alert")).toHaveCount(0);
	await dialog.getByRole("button", { name: "Submit" }).click();
	await expect(dialog).toBeHidden();
	const sent = page.getByTestId("deposit-sent");
	await expect(sent).toContainText(`Your deposit of ₹4,500 (UTR ${utr}) is pending review.`);
	await sent.getByRole("link", { name: "See it in Requests" }).click();
	await expect(page).toHaveURL("/user/requests");
	await expect(page.getByTestId("request-card").filter({ hasText: utr })).toContainText("Pending");
});
