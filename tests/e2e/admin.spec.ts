import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatPhone } from "~/domain/validation/auth";
import {
	DEMO_ADMIN,
	expectNoSeriousViolations,
	fundedPlayer,
	ownAddress,
	randomPhone,
	signIn,
	verifiedPlayer,
} from "./helpers/auth";
import { expectFitsThePhone } from "./helpers/layout";
import { playerSocket, untilBetting } from "./helpers/room";

/** A verified player made through the API, with a name no other test uses. */
async function newPlayer(request: APIRequestContext) {
	const phone = randomPhone();
	return verifiedPlayer(request, { phone, name: `Zoya Admintest${phone.slice(-5)}`, password: "Zoya@2026x" });
}

async function signInAdmin(page: Page) {
	await signIn(page, DEMO_ADMIN.phone, DEMO_ADMIN.password);
	await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
	// The sign-in toast (2 s) has gone before any axe run: axe misreads its contrast while it fades.
	await expect(page.getByText("Login successfully!")).toHaveCount(0);
}

/** Client-side navigation through the sidebar (the access token lives in memory, so no full reloads). */
async function openAdminPage(page: Page, label: string) {
	await page.getByRole("navigation", { name: "Admin pages" }).getByRole("link", { name: label, exact: true }).click();
}

/** The member page of one player, found by phone in the members list. */
async function openMemberPage(page: Page, player: { phone: string; name: string }) {
	await openAdminPage(page, "Members");
	await page.getByLabel("Search members by name, phone or id").fill(player.phone);
	await page.getByRole("button", { name: "Search" }).click();
	await expect(page.getByTestId("member-row")).toHaveCount(1);
	await page.getByRole("link", { name: /^Profile/ }).click();
	await expect(page.getByRole("heading", { name: player.name, level: 1 })).toBeVisible();
}

test.describe("admin console", () => {
	test("search → ban (the member is signed out) → activate → adjust tokens with a reason → audit log", async ({
		page,
		browser,
		request,
	}) => {
		test.setTimeout(120_000);
		const player = await newPlayer(request);

		// The member signs in first, in their own browser.
		const playerContext = await browser.newContext();
		const playerPage = await playerContext.newPage();
		await signIn(playerPage, player.phone, player.password);
		await expect(playerPage).toHaveURL(/\/$/);
		expect((await playerContext.request.post("/api/auth/refresh-token")).status()).toBe(200);
		// And sits at the table with a live socket.
		const login = (await (
			await playerContext.request.post("/api/auth/login", { data: { phone: player.phone, password: player.password } })
		).json()) as { token: string };
		const table = await playerSocket(login.token);
		const socketClosed = new Promise<number>((resolve) => table.socket.once("close", (code) => resolve(code)));

		await signInAdmin(page);
		await openAdminPage(page, "Members");
		await expect(page.getByRole("heading", { name: "Members" })).toBeVisible();
		// Case-insensitive search on the name.
		await page.getByLabel("Search members by name, phone or id").fill(player.name.toUpperCase());
		await page.getByRole("button", { name: "Search" }).click();
		const rows = page.getByTestId("member-row");
		await expect(rows).toHaveCount(1);
		await expect(rows.first()).toContainText(formatPhone(player.phone) ?? "");
		await expect(rows.first()).toContainText("Active");

		// Ban, with the spec's confirmation text.
		await rows
			.first()
			.getByRole("button", { name: /^Ban User/ })
			.click();
		const dialog = page.getByRole("dialog", { name: "Ban User" });
		await expect(dialog).toContainText("Ban this user? They will not be able to access their account.");
		await dialog.getByRole("button", { name: "Ban User" }).click();
		await expect(page.getByText("User Status Updated Successfully!")).toBeVisible();
		await expect(rows.first()).toContainText("Banned");

		// The member's session is over: their socket closes, their next request fails and they cannot sign in.
		expect(await socketClosed).toBe(4001);
		expect((await playerContext.request.post("/api/auth/refresh-token")).status()).toBe(401);
		await playerPage.goto("/user");
		await expect(playerPage).toHaveURL(/\/login\?next=%2Fuser$/);
		const refused = await playerContext.request.post("/api/auth/login", {
			data: { phone: player.phone, password: player.password },
		});
		expect(refused.ok()).toBe(false);

		// Activate again.
		await rows
			.first()
			.getByRole("button", { name: /^Activate User/ })
			.click();
		const activate = page.getByRole("dialog", { name: "Activate User" });
		await expect(activate).toContainText("Activate this user? This restores their access.");
		await activate.getByRole("button", { name: "Activate User" }).click();
		await expect(rows.first()).toContainText("Active");
		expect(
			(
				await playerContext.request.post("/api/auth/login", {
					data: { phone: player.phone, password: player.password },
				})
			).status(),
		).toBe(200);
		await playerContext.close();

		// Adjust play tokens on the member page; a reason is required.
		await rows
			.first()
			.getByRole("link", { name: /^Profile/ })
			.click();
		await expect(page.getByRole("heading", { name: player.name })).toBeVisible();
		await expect(page.getByRole("tab", { name: "Personal Info" })).toHaveAttribute("aria-selected", "true");
		await expect(page.getByRole("tabpanel")).toContainText(formatPhone(player.phone) ?? "");
		await page.getByRole("tab", { name: "Balance" }).click();
		await expect(page.getByTestId("member-tokens")).toHaveText("0");
		await page.getByLabel("Tokens (negative to remove)").fill("250");
		await page.getByRole("button", { name: "Adjust tokens" }).click();
		await expect(page.getByText("A reason is required for every adjustment.")).toBeVisible();
		await expect(page.getByTestId("member-tokens")).toHaveText("0");
		const reason = `Goodwill for ticket ${player.phone.slice(-4)}`;
		await page.getByLabel("Reason").fill(reason);
		await page.getByRole("button", { name: "Adjust tokens" }).click();
		await expect(page.getByTestId("member-tokens")).toHaveText("250");
		// The ledger is a section of the member's history.
		await page.getByRole("navigation", { name: "History sections" }).getByRole("link", { name: "Ledger" }).click();
		await expect(page.getByRole("table", { name: /Ledger/ })).toContainText(reason);

		// The adjustment is in the audit log, filtered by action.
		await openAdminPage(page, "Audit log");
		await page.getByLabel("Action").selectOption({ label: "Play tokens adjusted" });
		await page.getByRole("button", { name: "Filter" }).click();
		await expect(page).toHaveURL(/action=member\.adjust_tokens/);
		await expect(page.getByTestId("audit-row").first()).toContainText(reason);
		// The action by its name, with its code beneath.
		await expect(page.getByTestId("audit-row").first()).toContainText("Play tokens adjusted");
		await expect(page.getByTestId("audit-row").first()).toContainText("member.adjust_tokens");
		// Ban and activation were audited too.
		await page.getByLabel("Action").selectOption("member.ban");
		await page.getByRole("button", { name: "Filter" }).click();
		await expect(page.getByTestId("audit-row").first()).toContainText("member.ban");
	});

	// @exclusive: disabling a game changes the lobby that the site tests read.
	test("games: edit limits (bad limits refused), disable and enable; roulette cannot be deleted @exclusive", async ({
		page,
	}) => {
		await signInAdmin(page);
		await openAdminPage(page, "Games");
		const roulette = page.getByTestId("game-row").filter({ hasText: "Roulette" });
		await expect(roulette).toHaveCount(1);
		await expect(roulette.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
		const other = page.getByTestId("game-row").filter({ hasNotText: "Roulette" }).first();
		const otherName = (await other.locator("td").first().locator("span").first().textContent()) ?? "";
		await other.getByRole("button", { name: /^Edit/ }).click();
		const form = page.getByRole("form", { name: `Edit ${otherName}` });
		await form.getByLabel("Min bet (₹)").fill("5");
		await form.getByRole("button", { name: "Save" }).click();
		await expect(form.getByRole("alert")).toContainText("The minimum bet must be at least ₹10");
		await form.getByLabel("Min bet (₹)").fill("20");
		await form.getByLabel("Max bet (₹)").fill("3000");
		await form.getByRole("button", { name: "Save" }).click();
		const row = page.getByTestId("game-row").filter({ hasText: otherName });
		await expect(row).toContainText("₹20 – ₹3,000");
		const toggle = row.getByRole("switch");
		const wasActive = (await toggle.getAttribute("aria-checked")) === "true";
		// Switching a game off asks first (Cancel changes nothing); switching it on does not.
		const confirmOff = page.getByRole("dialog", { name: `Disable ${otherName}?` });
		const flip = async (fromActive: boolean) => {
			await toggle.click();
			if (!fromActive) return;
			await confirmOff.getByRole("button", { name: "Cancel" }).click();
			await expect(confirmOff).toBeHidden();
			await expect(toggle).toHaveAttribute("aria-checked", "true");
			await toggle.click();
			await confirmOff.getByRole("button", { name: "Disable", exact: true }).click();
		};
		await flip(wasActive);
		await expect(toggle).toHaveAttribute("aria-checked", String(!wasActive));
		await expect(row).toContainText(wasActive ? "Disabled" : "Active");
		// The public catalogue agrees.
		const games = (await (await page.request.get("/api/games")).json()) as {
			games: { name: string; status: string; minBet: number }[];
		};
		expect(games.games.find((g) => g.name === otherName)).toMatchObject({
			status: wasActive ? "disabled" : "active",
			minBet: 20,
		});
		await flip(!wasActive);
		await expect(toggle).toHaveAttribute("aria-checked", String(wasActive));
	});
});

test.describe("admin screens are accessible @mobile", () => {
	// Each admin page as it loads passes axe in a11y-axe.spec.ts (both languages, both widths); here the states a
	// page reaches only by a click: the new-table form, the member page's tabs and the ban confirmation.
	test("the new-table form, a member's tabs and the ban dialog pass axe", async ({ page, request, isMobile }) => {
		test.setTimeout(120_000);
		const player = await newPlayer(request);
		await signInAdmin(page);
		await expect(page.getByRole("heading", { name: "Today (IST)" })).toBeVisible();
		// The Live game page with its new-table form open: on a phone nothing scrolls sideways, and axe passes.
		await openAdminPage(page, "Live game");
		const opener = page.getByRole("button", { name: "New table" });
		if (isMobile) await opener.tap();
		else await opener.click();
		await expect(page.getByRole("form", { name: "New table" })).toBeVisible();
		await expect(page.getByRole("form", { name: "Settings of Auto Roulette" })).toBeVisible();
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			page.viewportSize()?.width ?? 0,
		);
		await expectNoSeriousViolations(page);
		await openMemberPage(page, player);
		await expect(page.getByText("No AML flags")).toBeVisible();
		await expect(page.getByTestId("member-break")).toHaveText("No break in place");
		await expectNoSeriousViolations(page);
		await page.getByRole("tab", { name: "Balance" }).click();
		await expect(
			page.getByRole("tabpanel", { name: "Balance" }).getByRole("form", { name: "Adjust play tokens" }),
		).toBeVisible();
		// The member's history, its ledger section open (a new player has none).
		await page.getByRole("navigation", { name: "History sections" }).getByRole("link", { name: "Ledger" }).click();
		await expect(page.getByRole("table", { name: /Ledger/ })).toContainText("Nothing here yet.");
		await expectNoSeriousViolations(page);
		// The confirmation dialog too.
		await page.getByRole("tab", { name: "Status" }).click();
		await page.getByRole("tabpanel").getByRole("button", { name: "Ban User" }).click();
		await expect(page.getByRole("dialog", { name: "Ban User" })).toBeVisible();
		await expectNoSeriousViolations(page);
		await page.keyboard.press("Escape");
		await expect(page.getByRole("dialog")).toHaveCount(0);
	});
});

test.describe("admin pages on a phone @mobile", () => {
	test("every admin page fits 390 and 360 px without sideways scrolling, with 24 px targets, and passes axe at 360 px", async ({
		page,
		request,
		isMobile,
	}) => {
		test.skip(!isMobile, "the phone layout");
		test.setTimeout(240_000);
		// Rows with buttons in every money list: an approved deposit, a pending deposit and a pending withdrawal.
		const player = await fundedPlayer(
			request,
			{ name: `Ira Phonecheck${randomPhone().slice(-5)}`, password: "Ira@2026xy" },
			2000,
		);
		const login = await request.post("/api/auth/login", { data: { phone: player.phone, password: player.password } });
		const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}`, ...ownAddress() };
		const utr = String(Math.floor(1e11 + Math.random() * 9e11));
		expect(
			(await request.post("/api/transactions/deposit", { headers: auth, data: { amount: 600, utr } })).status(),
		).toBe(201);
		const withdrawal = await request.post("/api/transactions/withdraw", {
			headers: auth,
			data: {
				amount: 300,
				bankName: "HDFC Bank",
				bankAccountNumber: "50100123456789",
				ifscCode: "HDFC0001234",
				recipientName: player.name,
			},
		});
		expect(withdrawal.status()).toBe(201);

		await signInAdmin(page);
		for (const size of [
			{ width: 390, height: 844 },
			{ width: 360, height: 740 },
		]) {
			await page.setViewportSize(size);
			for (const label of [
				"Dashboard",
				"Live game",
				"Members",
				"Games",
				"Audit log",
				"AML flags",
				"Deposits",
				"Bank statement",
				"Approved deposits",
				"Withdrawals",
				"Approved withdrawals",
				"Settings",
				"Reconciliation",
				"Promotions",
			]) {
				await openAdminPage(page, label);
				await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
				await expect(page.getByText("Loading…")).toHaveCount(0);
				await expectFitsThePhone(page, size.width, `${label} at ${size.width} px`);
				// At 390 px a11y-axe.spec.ts checks every admin page in both languages; 360 px is checked here.
				if (size.width === 360) await expectNoSeriousViolations(page);
			}
			await openMemberPage(page, player);
			for (const tab of ["Personal Info", "Balance", "Status"]) {
				await page.getByRole("tab", { name: tab }).click();
				await expect(page.getByText("Loading…")).toHaveCount(0);
				await expectFitsThePhone(page, size.width, `member page, ${tab}, at ${size.width} px`);
				await expectNoSeriousViolations(page);
			}
		}
	});
});

test.describe("home stats strip @mobile", () => {
	test("a signed-in player sees their own real figures; a visitor sees no strip", async ({ page, request }) => {
		await page.goto("/");
		await expect(page.getByRole("region", { name: "Categories" })).toBeVisible();
		await expect(page.getByRole("region", { name: "Your stats today" })).toHaveCount(0);

		const player = await newPlayer(request);
		await signIn(page, player.phone, player.password);
		await expect(page).toHaveURL(/\/$/);
		const strip = page.getByRole("region", { name: "Your stats today" });
		await expect(strip).toBeVisible();
		await expect(strip.getByTestId("strip-balance")).toHaveText("₹0 · 0 tokens");
		await expect(strip.getByTestId("strip-bets")).toHaveText("0");
		await expect(strip.getByTestId("strip-win")).toHaveText("None yet");
		await expectNoSeriousViolations(page);
	});
});

test.describe("admin table control", () => {
	// @exclusive: a forced round refunds every real stake in it, which the table tests would see.
	test("live bets arrive on /admin/live-game; a forced result shows in the dashboard history as operator-set @exclusive", async ({
		page,
		request,
	}) => {
		test.setTimeout(150_000);
		const player = await newPlayer(request);
		const playerLogin = (await (
			await request.post("/api/auth/login", { data: { phone: player.phone, password: player.password } })
		).json()) as { token: string; user: { id: string } };
		const adminLogin = (await (
			await request.post("/api/auth/login", { data: { phone: DEMO_ADMIN.phone, password: DEMO_ADMIN.password } })
		).json()) as { token: string };
		// Play tokens for the player, through the admin API.
		expect(
			(
				await request.post(`/api/admin/members/${playerLogin.user.id}/adjustments`, {
					headers: { Authorization: `Bearer ${adminLogin.token}` },
					data: { amount: 100, reason: "e2e table test" },
				})
			).status(),
		).toBe(200);

		await signInAdmin(page);
		await openAdminPage(page, "Live game");
		await expect(page.getByRole("heading", { name: "Live game", level: 1 })).toBeVisible();
		await expect(page.getByTestId("live-status")).toHaveText(/^(Idle|Taking bets|Spinning|Showing the result)$/);

		// The player bets 20 tokens on 17 as soon as betting is open; the admin sees it arrive.
		const { socket, messages } = await playerSocket(playerLogin.token);
		try {
			await untilBetting(messages);
			socket.send(
				JSON.stringify({
					type: "placeBets",
					submissionId: crypto.randomUUID(),
					wallet: "tokens",
					bets: [{ type: "straight", numbers: [17], amount: 20 }],
				}),
			);
			await expect.poll(() => messages.some((m) => m.type === "betsPlaced"), { timeout: 10_000 }).toBe(true);
			// The player by masked name and phone, linked to their member page (never their id as text: issue 33).
			const row = page
				.getByTestId("live-bet-row")
				.filter({ has: page.locator(`a[href="/admin/member/${playerLogin.user.id}"]`) });
			await expect(row).toHaveCount(1);
			await expect(row).toContainText(`**${player.phone.slice(-3)}`);
			await expect(row).not.toContainText(playerLogin.user.id);
			await expect(row).toContainText("20 tokens");
			await expect(row).toContainText("straight");
			await expect(row).toContainText("17");
			// A round is under way (bets just taken): the status says what it is doing, never "Idle".
			await expect(page.getByTestId("live-status")).toHaveText(/^(Taking bets|Spinning|Showing the result)$/);
			await expectNoSeriousViolations(page);
		} finally {
			socket.close();
		}

		// Force a result from the dashboard.
		await openAdminPage(page, "Dashboard");
		await expect(page.getByTestId("current-round")).toContainText("Period:");
		const form = page.getByRole("form", { name: "Adjust result" });
		await form.getByRole("button", { name: "Adjust result" }).click();
		await expect(form.getByRole("alert")).toHaveText("Please select a number");
		await form.getByLabel("Result number").fill("37");
		await form.getByRole("button", { name: "Adjust result" }).click();
		await expect(form.getByRole("alert")).toHaveText("Choose a number from 0 to 36");
		await form.getByLabel("Result number").fill("23");
		await form.getByRole("button", { name: "Adjust result" }).click();
		await expect(page.getByText("Result Adjusted Success")).toBeVisible();
		await expect(page.getByTestId("pending-force")).toContainText("23 red");

		// Within a round or two the forced number is the result, marked operator-set, with its true colour.
		const forced = page.getByTestId("result-row").filter({ hasText: "operator-set" }).first();
		await expect(forced).toBeVisible({ timeout: 70_000 });
		await expect(forced).toContainText("23");
		await expect(forced).toContainText("red");
		const roundId = await forced.getAttribute("data-round-id");
		expect(roundId).toBeTruthy();
		await expect(forced.locator("td").first()).toHaveText(String(roundId).slice(-8));
		await expect(page.getByTestId("pending-force")).toHaveText("No result is forced.");
		// The public fairness API agrees, and the audit log names the admin's action.
		const publicRound = (await (await request.get(`/api/rounds/${roundId}`)).json()) as {
			result: number;
			operatorSet: boolean;
		};
		expect(publicRound).toMatchObject({ result: 23, operatorSet: true });
		await expectNoSeriousViolations(page);
	});
});
