/** Issue 5 in the browser: deposits by UTR, review by the admin, withdrawals, QR replacement, and axe on every wallet screen. */
import { crc32, deflateSync } from "node:zlib";
import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { formatIstDateTime } from "~/domain/time";
import {
	DEMO_ADMIN,
	DEMO_PLAYER,
	expectNoSeriousViolations,
	fundedPlayer,
	pendingWithdrawal,
	signIn,
	verifiedPlayer,
} from "./helpers/auth";

/** A valid RGB PNG of one colour, built byte by byte (signature, IHDR, IDAT, IEND). */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
	const chunk = (type: string, data: Buffer) => {
		const length = Buffer.alloc(4);
		length.writeUInt32BE(data.length);
		const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
		const crc = Buffer.alloc(4);
		crc.writeUInt32BE(crc32(body));
		return Buffer.concat([length, body, crc]);
	};
	const header = Buffer.alloc(13);
	header.writeUInt32BE(width, 0);
	header.writeUInt32BE(height, 4);
	header[8] = 8; // bit depth
	header[9] = 2; // truecolour
	const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
	const pixels = Buffer.concat(Array.from({ length: height }, () => row));
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk("IHDR", header),
		chunk("IDAT", deflateSync(pixels)),
		chunk("IEND", Buffer.alloc(0)),
	]);
}

function uniqueUtr(): string {
	return `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-12).padStart(12, "7");
}

/** "₹10,000" → 10000 */
function rupees(text: string | null): number {
	return Number((text ?? "").replace(/[^\d.]/g, ""));
}

async function signedIn(
	browser: Browser,
	who: { phone: string; password: string },
	options: BrowserContextOptions = {},
): Promise<Page> {
	const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
	const page = await context.newPage();
	await signIn(page, who.phone, who.password);
	await expect(page.getByText("Login successfully!")).toBeVisible();
	return page;
}

/** Opens an account page from the sidebar and waits until the navigation has landed (not just started). */
async function openUserPage(page: Page, label: string) {
	const link = page.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: label, exact: true });
	await link.click();
	await expect(link).toHaveAttribute("aria-current", "page");
}

test.describe("wallet: requests and review", () => {
	test("a deposit by UTR is approved and a withdrawal is rejected with a reason; balances and history follow", async ({
		browser,
		request,
	}) => {
		test.setTimeout(120_000);
		// A player of its own: the table tests, running at the same time, move the demo player's balance.
		const player = await signedIn(
			browser,
			await verifiedPlayer(request, { name: "Kavya Rao", password: "Kavya@2026" }),
		);
		const admin = await signedIn(browser, DEMO_ADMIN);
		await expect(admin).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });

		await player.goto("/user/deposits-withdrawals");
		const balance = player.getByTestId("sidebar-balance");
		await expect(balance).toHaveText(/₹/);
		const before = rupees(await balance.textContent());

		// Deposit: UPI, the one way to pay the operator configures (walk finding 4); a quick pick sets the amount; the
		// dialog shows where to pay.
		await expect(player.getByTestId("deposit-method")).toHaveText("UPI");
		await player.getByRole("button", { name: "₹5,000" }).click();
		await expect(player.getByRole("spinbutton", { name: "Amount (₹)" })).toHaveValue("5000");
		await player.getByRole("button", { name: "Deposit ₹5,000" }).click();
		const dialog = player.getByRole("dialog", { name: "Scan to Pay" });
		await expect(dialog).toBeVisible();
		await expect(dialog.getByText("UPI ID:")).toContainText(/@/);
		await expect(dialog.getByText("Amount:")).toContainText("₹5,000");
		await expect(dialog.getByTestId("upi-qr")).toBeVisible();
		// Empty and malformed UTRs are refused with the spec's / the server's wording, before any request.
		await dialog.getByRole("button", { name: "Submit" }).click();
		await expect(dialog.getByRole("alert")).toHaveText("Please Enter your UTR Number.");
		await dialog.getByLabel("UTR number").fill("12345");
		await dialog.getByRole("button", { name: "Submit" }).click();
		await expect(dialog.getByRole("alert")).toHaveText("The UTR number has 12 digits.");
		const utr = uniqueUtr();
		await dialog.getByLabel("UTR number").fill(utr);
		await dialog.getByRole("button", { name: "Submit" }).click();
		await expect(player.getByText("Deposit Request Sent!")).toBeVisible();
		await expect(dialog).toBeHidden();
		// The request shows as pending, with the way to follow it (walk finding 5b).
		await expect(player.getByTestId("deposit-sent")).toContainText(utr);
		await expect(player.getByTestId("deposit-sent").getByRole("link", { name: "See it in Requests" })).toBeVisible();

		// A reused UTR is refused by the server, and its message is shown.
		await player.getByRole("button", { name: "Deposit ₹5,000" }).click();
		await dialog.getByLabel("UTR number").fill(utr);
		await dialog.getByRole("button", { name: "Submit" }).click();
		await expect(dialog.getByRole("alert")).toHaveText("This UTR number has already been submitted.");
		await dialog.getByRole("button", { name: "Cancel" }).click();
		await expect(dialog).toBeHidden();

		// The request waits in Requests; the balance has not moved.
		await openUserPage(player, "Requests");
		const card = player.getByTestId("request-card").filter({ hasText: utr });
		await expect(card).toContainText("₹5,000");
		await expect(card).toContainText("Pending");
		await expect(balance).toHaveText(`₹${before.toLocaleString("en-IN")}`);

		// The admin approves it from the Pending filter.
		await admin.getByRole("link", { name: "Deposits", exact: true }).click();
		await admin.getByLabel("Status").selectOption("pending");
		const depositRow = admin.getByTestId("admin-row").filter({ hasText: utr });
		await expect(depositRow).toContainText("Pending");
		// Approval is final, so it asks first; Cancel leaves the request pending.
		await depositRow.getByRole("button", { name: /^Approve/ }).click();
		const approve = admin.getByRole("dialog", { name: "Approve Transaction" });
		await expect(approve).toContainText("Approve the ₹5,000 deposit of");
		await approve.getByRole("button", { name: "Cancel" }).click();
		await expect(approve).toBeHidden();
		await expect(depositRow).toContainText("Pending");
		await depositRow.getByRole("button", { name: /^Approve/ }).click();
		await approve.getByRole("button", { name: "Approve", exact: true }).click();
		await expect(admin.getByText("Transaction Approved Successfully!")).toBeVisible();
		// The list refetched: the row has left the Pending filter, and shows Approved under All and in the approved list.
		await expect(depositRow).toHaveCount(0);
		await admin.getByLabel("Status").selectOption("all");
		await expect(admin.getByTestId("admin-row").filter({ hasText: utr })).toContainText("Approved");
		await expect(admin.getByTestId("admin-row").filter({ hasText: utr }).getByRole("button")).toHaveCount(0);
		await admin.getByRole("link", { name: "Approved deposits" }).click();
		await expect(admin.getByRole("heading", { name: "Deposits (Approved)" })).toBeVisible();
		await expect(admin.getByTestId("admin-row").filter({ hasText: utr })).toBeVisible();
		await expect(admin.getByRole("button", { name: /^(Approve|Reject)/ })).toHaveCount(0);

		// The player's history shows the approval and the balance has grown by the deposit.
		await openUserPage(player, "Transaction history");
		await player.getByRole("tab", { name: "Deposits" }).click();
		await expect(player.getByTestId("transaction-row").filter({ hasText: utr })).toContainText("Approved");
		const afterDeposit = before + 5000;
		await expect(balance).toHaveText(`₹${afterDeposit.toLocaleString("en-IN")}`);
		await openUserPage(player, "Requests");
		await expect(player.getByTestId("request-card").filter({ hasText: utr })).toHaveCount(0);

		// Withdrawal: the client refuses bad details with the shared messages; a good request reserves the amount.
		await openUserPage(player, "Deposits & Withdrawals");
		await player.getByRole("tab", { name: "Withdrawal", exact: true }).click();
		const form = player.getByRole("form", { name: "Withdraw Funds" });
		await form.getByLabel("Amount (₹)").fill("1200");
		await form.getByRole("button", { name: "Submit Withdrawal" }).click();
		// Each missing detail says so under its own field, all at once.
		await expect(form.getByRole("alert")).toHaveText(Array(4).fill("All withdrawal details are required"));
		await form.getByLabel("Bank Name").fill("State Bank of India");
		await form.getByLabel("Bank Account Number").fill("123456789012");
		await form.getByLabel("IFSC Code").fill("sbin0001234");
		await form.getByLabel("Recipient Name").fill("Demo Player");
		await form.getByRole("button", { name: "Submit Withdrawal" }).click();
		await expect(player.getByText("Withdrawal Request Sent!")).toBeVisible();
		await expect(form.getByLabel("Bank Name")).toHaveValue("");
		await expect(balance).toHaveText(`₹${(afterDeposit - 1200).toLocaleString("en-IN")}`);

		// The admin rejects it: a reason is required.
		await admin.getByRole("link", { name: "Withdrawals", exact: true }).click();
		await admin.getByLabel("Status").selectOption("pending");
		const withdrawalRow = admin
			.getByTestId("admin-row")
			.filter({ hasText: "123456789012" })
			.filter({ hasText: "₹1,200" })
			.first();
		await expect(withdrawalRow).toContainText("SBIN0001234");
		await withdrawalRow.getByRole("button", { name: /^Reject/ }).click();
		const reject = admin.getByRole("dialog", { name: "Reject Transaction" });
		await expect(reject).toBeVisible();
		await reject.getByLabel("Reason").fill("   ");
		await reject.getByRole("button", { name: "Reject", exact: true }).click();
		await expect(reject.getByRole("alert")).toHaveText("Rejection reason is required!");
		const reason = `Account name does not match (${utr.slice(-4)})`;
		await reject.getByLabel("Reason").fill(reason);
		await reject.getByRole("button", { name: "Reject", exact: true }).click();
		await expect(admin.getByText("Transaction Rejected Successfully!")).toBeVisible();
		await expect(reject).toBeHidden();
		await admin.getByLabel("Status").selectOption("rejected");
		await expect(admin.getByTestId("admin-row").filter({ hasText: reason })).toContainText("Rejected");

		// The player sees the reason, and the reserved amount is back.
		await openUserPage(player, "Transaction history");
		await player.getByRole("tab", { name: "Withdrawals" }).click();
		await expect(player.getByTestId("transaction-row").filter({ hasText: reason })).toContainText("Rejected");
		await expect(balance).toHaveText(`₹${afterDeposit.toLocaleString("en-IN")}`);

		// The books still balance: the stored check, carried on now ("Run again").
		await admin.getByRole("link", { name: "Reconciliation" }).click();
		await expect(admin.getByRole("heading", { name: "Reconciliation" })).toBeVisible();
		await admin.getByRole("button", { name: "Run again" }).click();
		await expect(admin.getByRole("button", { name: "Run again" })).toBeEnabled();
		await expect(admin.getByTestId("recon-status")).toContainText("Everything reconciles");
		await expect(admin.getByTestId("recon-mismatches")).toHaveText("0");
		await expect(admin.getByTestId("identity-difference")).toHaveText("₹0");
	});

	test("the admin replaces the QR image and UPI ID; the player's Scan to Pay shows one QR, for the new UPI ID", async ({
		browser,
	}) => {
		const admin = await signedIn(browser, DEMO_ADMIN);
		await admin.getByRole("link", { name: "Settings" }).click();
		await expect(admin.getByRole("heading", { name: "Account Settings" })).toBeVisible();
		await expect(admin.getByRole("button", { name: "Edit" })).toBeVisible();
		const previous = (await admin.getByTestId("current-qr").count())
			? await admin.getByTestId("current-qr").getAttribute("src")
			: null;
		await admin.getByRole("button", { name: "Edit" }).click();

		// A renamed non-image is refused by the server with the spec's message.
		await admin.getByLabel("QR image (PNG/JPG)").setInputFiles({
			name: "qr.png",
			mimeType: "image/png",
			buffer: Buffer.from("this is not an image at all"),
		});
		await admin.getByRole("button", { name: "Save", exact: true }).click();
		await expect(admin.getByRole("alert").filter({ hasText: "Only PNG/JPG images are allowed." })).toBeVisible();

		const upiId = `royale${Date.now() % 100000}@okaxis`;
		await admin.getByLabel("QR image (PNG/JPG)").setInputFiles({
			name: "new-qr.png",
			mimeType: "image/png",
			buffer: solidPng(120, 120, [20, 160, 90]),
		});
		await admin.getByLabel("UPI ID").fill(upiId);
		await admin.getByRole("button", { name: "Save", exact: true }).click();
		await expect(admin.getByText("Payment settings saved.")).toBeVisible();
		await expect(admin.getByTestId("current-upi")).toHaveText(upiId);
		const current = admin.getByTestId("current-qr");
		await expect(current).toHaveAttribute("src", /^\/api\/uploads\/qr\/[0-9a-f-]{36}\.png$/);
		const src = await current.getAttribute("src");
		expect(src).not.toBe(previous);
		await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

		// Both an uploaded image and a UPI ID exist: the player sees one QR, the upi:// one that carries the amount and
		// the UPI ID shown under it, labelled as such (docs/decisions/0311).
		const player = await signedIn(browser, DEMO_PLAYER);
		await player.goto("/user/deposits-withdrawals");
		await player.getByRole("button", { name: "Deposit ₹3,000" }).click();
		const dialog = player.getByRole("dialog", { name: "Scan to Pay" });
		await expect(dialog.getByText("UPI ID:")).toContainText(upiId);
		await expect(dialog.getByRole("img")).toHaveCount(1);
		await expect(dialog.getByRole("img", { name: `UPI payment of ₹3,000 to ${upiId}` })).toBeVisible();
		await expect(dialog.getByTestId("operator-qr")).toHaveCount(0);
		await expect(dialog.getByTestId("pay-qr")).toContainText("UPI QR for this deposit");
		await expect(dialog.getByTestId("pay-qr")).toContainText("it opens with ₹3,000 to pay, already filled in");
		// Escape closes the dialog and gives focus back to the page.
		await player.keyboard.press("Escape");
		await expect(dialog).toBeHidden();
	});
});

test.describe("wallet: checked before paying @mobile", () => {
	test("a player near and then at their deposit limit sees why, and no QR or UPI ID, before paying anything", async ({
		page,
		request,
	}) => {
		// A player of its own: a limit cannot be lifted at once.
		const who = await verifiedPlayer(request, { name: "Nisha Menon", password: "Nisha@2026" });
		const login = await request.post("/api/auth/login", { data: { phone: who.phone, password: who.password } });
		expect(login.status()).toBe(200);
		const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
		const limit = await request.put("/api/protection/limits", {
			headers: auth,
			data: { kind: "deposit_day", amount: 1000 },
		});
		expect(limit.status()).toBe(200);
		const requestDeposit = async (amount: number) => {
			const made = await request.post("/api/transactions/deposit", {
				headers: auth,
				data: { amount, utr: uniqueUtr() },
			});
			expect(made.status()).toBe(201);
		};
		await requestDeposit(700);

		await signIn(page, who.phone, who.password);
		await expect(page.getByText("Login successfully!")).toBeVisible();
		await page.goto("/user/deposits-withdrawals");
		const dialog = page.getByRole("dialog", { name: "Scan to Pay" });
		const refusal = page.getByTestId("deposit-refusal");

		// ₹3,000 would pass the limit: the reason, and nowhere to pay.
		await page.getByRole("button", { name: "Deposit ₹3,000" }).click();
		await expect(refusal).toContainText(
			"This deposit would go over your daily deposit limit. You can deposit up to ₹300 more now.",
		);
		await expect(refusal.getByRole("link", { name: "See your limits and breaks" })).toBeVisible();
		await expect(dialog).toHaveCount(0);
		await expect(page.getByRole("img", { name: /^UPI payment of / })).toHaveCount(0);
		await expect(page.getByText("UPI ID:")).toHaveCount(0);

		// What is left of it passes the check: then, and only then, the QR and the UPI ID.
		await page.getByRole("spinbutton", { name: "Amount (₹)" }).fill("300");
		await expect(refusal).toHaveCount(0);
		await page.getByRole("button", { name: "Deposit ₹300" }).click();
		await expect(dialog.getByText("UPI ID:")).toContainText(/@/);
		await expect(dialog.getByRole("img")).toHaveCount(1);
		await dialog.getByRole("button", { name: "Cancel" }).click();
		await expect(dialog).toBeHidden();

		// At the limit, no amount gets payment details.
		await requestDeposit(300);
		await page.getByRole("button", { name: "Deposit ₹300" }).click();
		await expect(refusal).toContainText(
			"This deposit would go over your daily deposit limit. You can deposit up to ₹0 more now.",
		);
		await expect(dialog).toHaveCount(0);
		await expect(page.getByRole("img", { name: /^UPI payment of / })).toHaveCount(0);
		await expectNoSeriousViolations(page);
		await refusal.getByRole("link", { name: "See your limits and breaks" }).click();
		await expect(page).toHaveURL(/\/user\/responsible-gaming$/);
	});
});

test.describe("wallet: one time rule", () => {
	test("a deposit shows the same India time, labelled IST, in the player's lists and the admin's, in a browser in New York", async ({
		browser,
		request,
	}) => {
		const player = await verifiedPlayer(request, { name: "Meera Iyer", password: "Meera@2026" });
		const login = await request.post("/api/auth/login", { data: { phone: player.phone, password: player.password } });
		const { token } = (await login.json()) as { token: string };
		const utr = uniqueUtr();
		const deposit = await request.post("/api/transactions/deposit", {
			headers: { Authorization: `Bearer ${token}` },
			data: { amount: 700, utr },
		});
		expect(deposit.status()).toBe(201);
		const { createdAt } = ((await deposit.json()) as { data: { createdAt: string } }).data;
		const shown = formatIstDateTime(createdAt);
		expect(shown).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/);

		// Both browsers are in New York, 10.5 hours (9.5 in summer) behind India: their own zone would read otherwise.
		const newYork = { timezoneId: "America/New_York" };
		const playerPage = await signedIn(browser, player, newYork);
		const adminPage = await signedIn(browser, DEMO_ADMIN, newYork);
		const ownZone = await playerPage.evaluate(
			(at) => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" }).format(new Date(at)),
			createdAt,
		);
		expect(`${ownZone} IST`).not.toBe(shown);

		await playerPage.goto("/user/history");
		const row = playerPage.getByTestId("transaction-row").filter({ hasText: utr });
		await expect(row.locator("td").last()).toHaveText(shown);
		await openUserPage(playerPage, "Requests");
		await expect(playerPage.getByTestId("request-card").filter({ hasText: utr })).toContainText(shown);

		await adminPage
			.getByRole("navigation", { name: "Admin pages" })
			.getByRole("link", { name: "Deposits", exact: true })
			.click();
		await adminPage.getByLabel("Status").selectOption("pending");
		const adminRow = adminPage.getByTestId("admin-row").filter({ hasText: utr });
		await expect(adminRow.locator("td").nth(3)).toHaveText(shown);
	});
});

test.describe("wallet: keyboard", () => {
	test("the deposit form and the Scan to Pay dialog work by keyboard alone", async ({ page }) => {
		await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
		await expect(page.getByText("Login successfully!")).toBeVisible();
		await page.goto("/user/deposits-withdrawals");
		await expect(page.getByText("₹300 to ₹50,000, in steps of ₹100")).toBeVisible();
		// The stepper buttons by keyboard.
		await page.getByRole("button", { name: "Increase by ₹100" }).focus();
		await page.keyboard.press("Enter");
		await expect(page.getByRole("spinbutton", { name: "Amount (₹)" })).toHaveValue("3100");
		const deposit = page.getByRole("button", { name: "Deposit ₹3,100" });
		await deposit.focus();
		await page.keyboard.press("Enter");
		const dialog = page.getByRole("dialog", { name: "Scan to Pay" });
		await expect(dialog.getByText("Amount:")).toContainText("₹3,100");
		// Focus stays inside the modal dialog while tabbing.
		for (let i = 0; i < 6; i++) {
			await page.keyboard.press("Tab");
			expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
		}
		await dialog.getByLabel("UTR number").focus();
		await page.keyboard.type("12ab");
		await expect(dialog.getByLabel("UTR number")).toHaveValue("12");
		await page.keyboard.press("Escape");
		await expect(dialog).toBeHidden();
		await expect(deposit).toBeFocused();
	});
});

test.describe("wallet screens pass axe @mobile", () => {
	test("player screens", async ({ page }) => {
		await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
		await expect(page.getByText("Login successfully!")).toBeVisible();
		// Requests of both kinds, so the lists (and the admin's, next) have rows to check.
		await page.goto("/user/deposits-withdrawals");
		await page.getByRole("button", { name: /^Deposit ₹/ }).click();
		const dialog = page.getByRole("dialog", { name: "Scan to Pay" });
		await expect(dialog.getByText("UPI ID:")).toBeVisible();
		await expectNoSeriousViolations(page);
		await dialog.getByLabel("UTR number").fill(uniqueUtr());
		await dialog.getByRole("button", { name: "Submit" }).click();
		await expect(page.getByText("Deposit Request Sent!")).toBeVisible();
		await page.getByRole("tab", { name: "Withdrawal" }).click();
		const form = page.getByRole("form", { name: "Withdraw Funds" });
		await form.getByLabel("Amount (₹)").fill("300");
		await form.getByLabel("Bank Name").fill("HDFC Bank");
		await form.getByLabel("Bank Account Number").fill("50100123456789");
		await form.getByLabel("IFSC Code").fill("HDFC0001234");
		await form.getByLabel("Recipient Name").fill("Demo Player");
		await form.getByRole("button", { name: "Submit Withdrawal" }).click();
		await expect(page.getByText("Withdrawal Request Sent!")).toBeVisible();
		await expectNoSeriousViolations(page);
		for (const path of ["/user/deposits-withdrawals", "/user/history", "/user/bet-history", "/user/requests"]) {
			await page.goto(path);
			await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
			await expect(page.getByText("Loading…")).toHaveCount(0);
			await expectNoSeriousViolations(page);
		}
		await expect(page.getByTestId("request-card")).not.toHaveCount(0);
	});

	test("admin screens", async ({ page, request }) => {
		// A pending withdrawal of its own, so the Reject dialog has a row to open whatever ran before (alone, the fresh
		// state has none).
		const payee = await fundedPlayer(request, { name: "Axe Payee", password: "Payee@12345" }, 500);
		await pendingWithdrawal(request, payee, 300);
		await signIn(page, DEMO_ADMIN.phone, DEMO_ADMIN.password);
		await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
		for (const path of [
			"/admin/deposits",
			"/admin/deposits-approve",
			"/admin/withdrawals",
			"/admin/withdrawal-approve",
			"/admin/settings",
			"/admin/reconciliation",
		]) {
			await page.goto(path);
			await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
			await expect(page.getByText("Loading…")).toHaveCount(0);
			await expectNoSeriousViolations(page);
		}
		await page.goto("/admin/withdrawals");
		await page.getByLabel("Status").selectOption("pending");
		await page
			.getByTestId("admin-row")
			.first()
			.getByRole("button", { name: /^Reject/ })
			.click();
		await expect(page.getByRole("dialog", { name: "Reject Transaction" })).toBeVisible();
		await expectNoSeriousViolations(page);
		await page.keyboard.press("Escape");
		await expect(page.getByRole("dialog", { name: "Reject Transaction" })).toBeHidden();
		await page.goto("/admin/settings");
		await page.getByRole("button", { name: "Edit" }).click();
		await expect(page.getByLabel("UPI ID")).toBeVisible();
		await expectNoSeriousViolations(page);
	});
});

test.describe("wallet: in Hindi @mobile", () => {
	test("the deposit screen comes from the server in Hindi, with Hindi labels and the Hindi minimum-amount message", async ({
		page,
		baseURL,
	}) => {
		await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
		await expect(page.getByText("Login successfully!")).toBeVisible();
		// The reader's choice of Hindi, remembered on the device.
		await page.context().addCookies([{ name: "lang", value: "hi", url: baseURL ?? page.url() }]);

		// The server's HTML is Hindi from the first byte: the document's language and the page's title.
		const served = await page.request.get("/user/deposits-withdrawals");
		expect(served.status()).toBe(200);
		const html = await served.text();
		expect(html).toContain('<html lang="hi"');
		expect(html).toContain("<title>जमा और निकासी · Roulette Royale</title>");

		await page.goto("/user/deposits-withdrawals");
		await expect(page.locator("html")).toHaveAttribute("lang", "hi");
		await expect(page.getByRole("heading", { level: 1, name: "जमा और निकासी" })).toBeVisible();
		await expect(page.getByRole("tab", { name: "जमा", exact: true })).toHaveAttribute("aria-selected", "true");
		await expect(page.getByText("भुगतान का तरीका", { exact: true })).toBeVisible();
		await expect(page.getByText("₹300 से ₹50,000 तक, ₹100 के मल्टीपल में")).toBeVisible();

		// Below the method's minimum: refused on the page, in Hindi, and nowhere to pay is shown. (Typed once the page
		// is hydrated and its data settled: a value typed into the server's HTML is reset by hydration.)
		await page.waitForLoadState("networkidle");
		await page.getByRole("spinbutton", { name: "राशि (₹)" }).fill("100");
		await page.getByRole("button", { name: "₹100 जमा करें" }).click();
		await expect(page.getByText("कृपया कम से कम ₹300 जमा करें")).toBeVisible();
		await expect(page.getByRole("dialog")).toHaveCount(0);
		await expectNoSeriousViolations(page);
	});
});
