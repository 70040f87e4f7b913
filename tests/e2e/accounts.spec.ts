import { expect, test } from "@playwright/test";
import {
	codeFromServerLog,
	DEMO_ADMIN,
	DEMO_PLAYER,
	expectNoSeriousViolations,
	noticesFromServerLog,
	ownAddress,
	randomPhone,
	signIn,
	verifiedPlayer,
} from "./helpers/auth";

test.describe("accounts @mobile", () => {
	test("register → verify with the logged code → log in → header balance → log out", async ({ page, isMobile }) => {
		const phone = randomPhone();
		await page.goto("/register");
		await page.getByLabel("Name").fill("Meera Iyer");
		await page.getByLabel("Phone").fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
		await page.getByLabel("Password").fill("Meera@2026");
		const register = page.getByRole("button", { name: "Register" });
		await expect(register).toBeDisabled();
		await page.getByRole("checkbox").check();
		await expect(register).toBeEnabled();
		await register.click();

		await expect(page.getByRole("heading", { name: "Verify your phone" })).toBeVisible();
		await expect(page.getByTestId("otp-timer")).toHaveText(/^00:(5\d|60)$/);
		await expect(page.getByRole("button", { name: "Resend OTP" })).toBeDisabled();
		await page.getByLabel("Verification code").fill(await codeFromServerLog(phone));
		await page.getByRole("button", { name: "Verify" }).click();
		await expect(page.getByText("Verified Successfully!")).toBeVisible();
		await expect(page).toHaveURL(/\/login$/);

		await signIn(page, phone, "Meera@2026");
		await expect(page.getByText("Login successfully!")).toBeVisible();
		await expect(page).toHaveURL(/\/$/);
		// The login left a device cookie, so strangers' failed logins cannot lock this browser out.
		const device = (await page.context().cookies()).find((c) => c.name === "__Host-rr_device");
		expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
		if (isMobile) {
			// On a phone the toast sits over the menu button, and a pointer over a toast keeps it open: let it go first.
			await expect(page.getByText("Login successfully!")).toBeHidden({ timeout: 15_000 });
			await page.getByRole("button", { name: "Open menu" }).click();
		}
		await expect(page.getByTestId("header-balance").first()).toHaveText("₹0");
		await expect(page.getByRole("link", { name: "Deposit" })).toHaveAttribute("href", "/user/deposits-withdrawals");

		// The session survives a reload (refresh cookie → new access token).
		await page.reload();
		await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

		await page.getByRole("button", { name: "Account menu" }).click();
		await page.getByRole("button", { name: "Logout" }).click();
		await expect(page.getByText("Logout successful")).toBeVisible();
		await expect(page.getByRole("link", { name: "Log in", exact: true })).toBeVisible();
		await page.reload();
		await expect(page.getByRole("link", { name: "Log in", exact: true })).toBeVisible();
		await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
	});

	test("registering a phone that already has an account looks the same, and its owner gets a notice instead of a code", async ({
		page,
		request,
	}) => {
		const phone = randomPhone();
		const data = { name: "Nisha Rao", phone, password: "Nisha@2026", acceptTerms: true };
		expect((await request.post("/api/auth/register", { data, headers: ownAddress() })).status()).toBe(201);
		expect(
			(await request.post("/api/auth/verify-otp", { data: { phone, otp: await codeFromServerLog(phone) } })).status(),
		).toBe(200);
		const codesBefore = await codeFromServerLog(phone);

		await page.goto("/register");
		await page.getByLabel("Name").fill("Someone Else");
		await page.getByLabel("Phone").fill(phone);
		await page.getByLabel("Password").fill("Other@20261");
		await page.getByRole("checkbox").check();
		await page.getByRole("button", { name: "Register" }).click();
		await expect(page.getByRole("heading", { name: "Verify your phone" })).toBeVisible();
		await expect(
			page.getByText("If this number already has an account, we sent a message saying so instead"),
		).toBeVisible();
		await expect.poll(() => noticesFromServerLog(phone).length).toBe(1);
		expect(await codeFromServerLog(phone)).toBe(codesBefore);
		// The account is untouched: the owner's password still works.
		expect((await request.post("/api/auth/login", { data: { phone, password: "Nisha@2026" } })).status()).toBe(200);
	});

	test("shows the spec's messages for bad input on the forms", async ({ page }) => {
		await page.goto("/login");
		await page.getByRole("button", { name: "Sign In" }).click();
		await expect(page.getByRole("alert").filter({ hasText: "Please fill in all fields" })).toBeVisible();
		await page.getByLabel("Phone Number").fill("12345");
		await page.getByLabel("Password").fill("whatever123");
		await page.getByRole("button", { name: "Sign In" }).click();
		await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid phone number" })).toBeVisible();
		await page.getByLabel("Phone Number").fill(randomPhone());
		await page.getByRole("button", { name: "Sign In" }).click();
		await expect(page.getByRole("alert").filter({ hasText: "Invalid phone number or password" })).toBeVisible();

		await page.goto("/forgot-password");
		await page.getByRole("button", { name: "Send OTP" }).click();
		await expect(page.getByRole("alert").filter({ hasText: "Enter phone number" })).toBeVisible();
	});

	test("signing in and out works by keyboard alone", async ({ page }) => {
		await page.goto("/login");
		await page.getByLabel("Phone Number").focus();
		await page.keyboard.type("9000000001");
		await page.keyboard.press("Tab");
		await page.keyboard.type("Player@12345");
		await page.keyboard.press("Enter");
		await expect(page).toHaveURL(/\/$/);
		// The home page's data and the session's start-up renewal settle before the keys go to the header.
		await page.waitForLoadState("networkidle");
		const menu = page.getByRole("button", { name: "Account menu" });
		await menu.focus();
		await page.keyboard.press("Enter");
		await expect(menu).toHaveAttribute("aria-expanded", "true");
		await page.keyboard.press("Escape");
		await expect(menu).toHaveAttribute("aria-expanded", "false");
		await page.keyboard.press("Enter");
		await page.keyboard.press("Tab");
		await page.keyboard.press("Tab");
		await expect(page.getByRole("button", { name: "Logout" })).toBeFocused();
		await page.keyboard.press("Enter");
		await expect(page.getByRole("link", { name: "Log in", exact: true })).toBeVisible();
	});

	test("the register button needs the terms box, which the keyboard can tick", async ({ page }) => {
		await page.goto("/register");
		const terms = page.getByRole("checkbox");
		await terms.focus();
		await page.keyboard.press("Space");
		await expect(terms).toBeChecked();
		await expect(page.getByRole("button", { name: "Register" })).toBeEnabled();
		await page.keyboard.press("Space");
		await expect(page.getByRole("button", { name: "Register" })).toBeDisabled();
	});

	test("/register with its terms ticked has no serious accessibility violations", async ({ page }) => {
		// /login, and /register as it loads, are in a11y-axe.spec.ts; here the register form with its terms ticked.
		await page.goto("/register");
		await expect(page.getByRole("heading", { name: "Registration" })).toBeVisible();
		await page.getByRole("checkbox").check();
		await expectNoSeriousViolations(page);
	});
});

test.describe("signing in, in Hindi @mobile", () => {
	test("lang=hi serves /login in Hindi with a Hindi refusal; the header's control switches an English page without a reload", async ({
		page,
		baseURL,
	}) => {
		const WRONG = "फ़ोन नंबर या पासवर्ड गलत है";
		await page.context().addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
		// The server's HTML is already Hindi: no flash of English.
		const html = await (await page.request.get("/login")).text();
		expect(html).toMatch(/<html[^>]* lang="hi"/);
		for (const label of ["फिर से स्वागत है", "फ़ोन नंबर", "पासवर्ड", "लॉग इन करें"]) expect(html).toContain(label);
		expect(html).not.toContain("Welcome Back");
		expect(html).toContain("<title>लॉग इन · Roulette Royale</title>");

		await page.goto("/login");
		await expect(page.locator("html")).toHaveAttribute("lang", "hi");
		// Hydrated (the header's log-in link follows the start-up auth check): typing before would be lost.
		await expect(page.getByRole("banner").getByRole("link", { name: "लॉग इन" })).toBeVisible();
		await page.getByLabel("फ़ोन नंबर").fill(randomPhone());
		await page.getByLabel("पासवर्ड").fill("Wrong@12345");
		await page.getByRole("button", { name: "लॉग इन करें" }).click();
		await expect(page.getByRole("alert").filter({ hasText: WRONG })).toBeVisible();

		// An English page (no cookie): choosing हिन्दी from the header switches the form in place.
		await page.context().clearCookies({ name: "lang" });
		await page.goto("/login");
		await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
		await expect(page.getByRole("banner").getByRole("link", { name: "Log in", exact: true })).toBeVisible();
		await page.evaluate(() => {
			(window as unknown as { stayed?: boolean }).stayed = true;
		});
		await page.getByRole("button", { name: "EN, language: English. Change language" }).click();
		await page.getByRole("button", { name: "हिन्दी" }).click();
		await expect(page.getByRole("heading", { name: "फिर से स्वागत है" })).toBeVisible();
		await expect(page.getByLabel("फ़ोन नंबर")).toBeVisible();
		await expect(page.getByRole("button", { name: "लॉग इन करें" })).toBeVisible();
		await expect(page.locator("html")).toHaveAttribute("lang", "hi");
		expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
		expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("hi");
	});
});

test.describe("password reset and roles @mobile", () => {
	test("forgot → reset with the logged code → log in with the new password", async ({ page, request }) => {
		// An existing verified player, made through the API.
		const { phone } = await verifiedPlayer(request, { name: "Kabir Shah", password: "Kabir@2026" });

		await page.goto("/login");
		await page.getByRole("link", { name: "Click here" }).click();
		await expect(page).toHaveURL(/\/forgot-password$/);
		await page.getByLabel("Phone Number").fill(phone);
		await page.getByRole("button", { name: "Send OTP" }).click();
		await expect(page.getByText("OTP sent via whatsapp")).toBeVisible();
		await expect(page).toHaveURL(new RegExp(`/verify-reset-otp\\?phone=${phone}$`));
		await expect(page.getByLabel("Phone Number")).toHaveValue(phone);
		await expect(page.getByTestId("otp-timer")).toHaveText(/^00:(5\d|60)$/);

		await page.getByLabel("OTP").fill(await codeFromServerLog(phone));
		await page.getByLabel("New Password").fill("Kabir@2027");
		await page.getByLabel("Confirm Password").fill("Kabir@2028");
		await page.getByRole("button", { name: "Reset Password" }).click();
		await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match" })).toBeVisible();
		await page.getByLabel("Confirm Password").fill("Kabir@2027");
		await page.getByRole("button", { name: "Reset Password" }).click();
		await expect(page.getByText("Password reset successful. Please login.")).toBeVisible();
		await expect(page).toHaveURL(/\/login$/);

		await signIn(page, phone, "Kabir@2026");
		await expect(page.getByRole("alert").filter({ hasText: "Invalid phone number or password" })).toBeVisible();
		await signIn(page, phone, "Kabir@2027");
		await expect(page).toHaveURL(/\/$/);
		await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
	});

	test("an unverified player who tries to log in is offered the code panel and can verify, then sign in", async ({
		page,
		request,
	}) => {
		const phone = randomPhone();
		expect(
			(
				await request.post("/api/auth/register", {
					headers: ownAddress(),
					data: { name: "Dev Patel", phone, password: "DevPatel@1", acceptTerms: true },
				})
			).status(),
		).toBe(201);
		await signIn(page, phone, "DevPatel@1");
		await expect(page.getByRole("main").getByText("Please verify your phone number first")).toBeVisible();
		await expect(page.getByRole("heading", { name: "Verify your phone" })).toBeVisible();
		// The code from registration is still valid, so the timer shows its remaining time.
		await expect(page.getByTestId("otp-timer")).toHaveText(/^00:[0-5]\d$/);
		await page.getByLabel("Verification code").fill(await codeFromServerLog(phone));
		await page.getByRole("button", { name: "Verify" }).click();
		await expect(page.getByText("Verified Successfully!")).toBeVisible();
		await page.getByLabel("Password").fill("DevPatel@1");
		await page.getByLabel("Phone Number").fill(phone);
		await page.getByRole("button", { name: "Sign In" }).click();
		await expect(page).toHaveURL(/\/$/);
		await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
	});

	test("the demo admin lands on /admin/dashboard with the live table", async ({ page }) => {
		await signIn(page, DEMO_ADMIN.phone, DEMO_ADMIN.password);
		await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
		await expect(page.getByText("Casino Admin", { exact: true })).toBeVisible();
		await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
		await expect(page.getByRole("link", { name: "Go to Website" })).toBeVisible();
		await expect(page.getByText("● LIVE")).toBeVisible({ timeout: 15_000 });
		await expectNoSeriousViolations(page);
		// On the site an admin has the account menu but no Deposit button (role user only).
		await page.getByRole("link", { name: "Go to Website" }).click();
		await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
		await expect(page.getByRole("link", { name: "Deposit" })).toHaveCount(0);
		// An admin is steered away from the player area.
		await page.goto("/user");
		await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
		await page.getByRole("button", { name: "Admin" }).click();
		await page.getByRole("button", { name: "Logout" }).click();
		await expect(page).toHaveURL(/\/$/);
		await expect(page.getByRole("link", { name: "Log in", exact: true })).toBeVisible();
	});

	test("a player is redirected away from /admin; signed out visitors are sent to log in", async ({
		page,
		isMobile,
	}) => {
		// docs/decisions/0950-pages-on-the-data-layer.md: the guard sends them to /login, to come back after signing in.
		await page.goto("/user");
		await expect(page).toHaveURL(/\/login\?next=%2Fuser$/);
		await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
		await expect(page).toHaveURL(/\/$/);
		// Other suites move the shared demo player's money, so only the format is fixed here.
		await expect(page.getByTestId("header-balance")).toHaveText(/^₹[\d,]+(\.\d{1,2})?$/);
		if (isMobile) {
			// On a phone the header itself shows the real balance (the full pill lives in the menu), at 390 and 360 px,
			// and the header still fits the screen.
			for (const width of [390, 360]) {
				await page.setViewportSize({ width, height: 800 });
				const compact = page.getByTestId("header-balance-compact");
				await expect(compact).toBeVisible();
				await expect(compact).toHaveText(/^Balance: ₹[\d,]+(\.\d{1,2})?\. Deposit$/);
				await expect(compact).toHaveAttribute("href", "/user/deposits-withdrawals");
				expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
				const box = await compact.boundingBox();
				expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
			}
			await page.setViewportSize({ width: 390, height: 844 });
		}
		// The guard answers on the server at once; the home page it leads to renews the session as it starts, and the next
		// page load must start from that renewed cookie (a load racing it would present the one just replaced).
		const renewed = page.waitForResponse((response) => response.url().endsWith("/api/auth/refresh-token"));
		await page.goto("/admin/dashboard");
		await expect(page).toHaveURL(/\/$/);
		await expect(page.getByText("Casino Admin", { exact: true })).toHaveCount(0);
		await renewed;
		await page.goto("/login");
		await expect(page).toHaveURL(/\/user$/);
		await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
		// The sidebar is open by default from 768 px; on a phone it opens from its button.
		if (isMobile) {
			await expect(page.getByTestId("sidebar-balance")).toBeHidden();
			await page.getByRole("button", { name: "Open account menu" }).click();
		}
		await expect(page.getByTestId("sidebar-balance")).toBeVisible();
		// The sidebar shows the same figures as the header (the demo player's money moves in other suites).
		const headerBalance = (await page.getByTestId("header-balance").textContent()) ?? "";
		expect(headerBalance).toMatch(/^₹[\d,]+(\.\d{1,2})?$/);
		await expect(page.getByTestId("sidebar-balance")).toHaveText(headerBalance);
		await expect(page.getByTestId("sidebar-tokens")).toHaveText(/^[\d,]+(\.\d{1,2})?$/);
		await page.getByRole("complementary", { name: "Account" }).getByRole("button", { name: "Hide balances" }).click();
		await expect(page.getByTestId("sidebar-balance")).toHaveText("****");
		await expect(page.getByTestId("header-balance")).toHaveText("****");
		await expectNoSeriousViolations(page);
		await page.getByRole("complementary", { name: "Account" }).getByRole("button", { name: "Logout" }).click();
		await expect(page.getByText("Logout successful")).toBeVisible();
		await expect(page).toHaveURL(/\/$/);
	});
});
