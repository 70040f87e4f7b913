/**
 * Player protection end to end: a player sets a daily deposit limit on the
 * responsible-gaming screen and is refused a deposit above it, takes a 24-hour
 * cool-off behind its confirmation, and an admin sees both.
 *
 * A freshly registered player is used, not the shared demo player: a limit or a
 * break cannot be lifted at once, and would block the other specs' deposits and bets.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN, expectNoSeriousViolations, signIn, verifiedPlayer } from "./helpers/auth";

async function freshPlayer(request: APIRequestContext) {
	return verifiedPlayer(request, { name: "Meera Iyer", password: "Meera@2026" });
}

/** A fresh player, signed in on `page` (the header shows their account menu). */
async function signInFreshPlayer(page: Page, request: APIRequestContext) {
	const player = await freshPlayer(request);
	await signIn(page, player.phone, player.password);
	await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
	return player;
}

async function tokenFor(request: APIRequestContext, phone: string, password: string) {
	const response = await request.post("/api/auth/login", { data: { phone, password } });
	expect(response.status()).toBe(200);
	return (await response.json()) as { token: string; user: { id: string } };
}

function randomUtr(): string {
	return String(Math.floor(1e11 + Math.random() * 9e11));
}

test.describe("responsible gaming @mobile", () => {
	test("daily deposit limit refuses a bigger deposit; a 24 h cool-off stops deposits; an admin sees both", async ({
		page,
		request,
		isMobile,
		browser,
	}) => {
		test.setTimeout(150_000);
		const player = await signInFreshPlayer(page, request);

		// Reached from the footer's Responsible gaming page.
		await page.goto("/pages/responsible-gaming");
		await page.getByRole("link", { name: "Set your limits and breaks" }).click();
		await expect(page).toHaveURL(/\/user\/responsible-gaming$/);
		await expect(page.getByRole("heading", { name: "Responsible gaming", level: 1 })).toBeVisible();
		await expect(page.getByTestId("limit-rule")).toContainText("Decreases apply at once, increases after 24 hours.");
		await expectNoSeriousViolations(page);

		// Set a daily deposit limit of ₹1,000 through the form.
		const daily = page.getByTestId("limit-deposit_day");
		await expect(daily.getByTestId("in-force")).toHaveText("No limit");
		await daily.getByLabel("New limit (₹)").fill("1000");
		await daily.getByRole("button", { name: "Save" }).click();
		await expect(page.getByText("Your limit is saved.")).toBeVisible();
		await expect(daily.getByTestId("in-force")).toHaveText("₹1,000");

		// A bad value is refused on the page with the server's wording.
		await daily.getByLabel("New limit (₹)").fill("12.5");
		await daily.getByRole("button", { name: "Save" }).click();
		await expect(daily.getByRole("alert")).toHaveText("Enter a whole number.");

		// The deposit screen: a deposit above the limit is refused before anywhere to pay is shown, and the screen
		// says why.
		const { token, user } = await tokenFor(request, player.phone, player.password);
		const auth = { Authorization: `Bearer ${token}` };
		await page.goto("/user/deposits-withdrawals");
		const amount = page.getByRole("spinbutton", { name: "Amount (₹)" });
		const scanToPay = page.getByRole("dialog", { name: "Scan to Pay" });
		const refusal = page.getByTestId("deposit-refusal");
		await amount.fill("1500");
		await page.getByRole("button", { name: "Deposit ₹1,500" }).click();
		await expect(refusal).toContainText(
			"This deposit would go over your daily deposit limit. You can deposit up to ₹1,000 more now.",
		);
		await expect(scanToPay).toHaveCount(0);
		// One within the limit goes through.
		await amount.fill("500");
		await page.getByRole("button", { name: "Deposit ₹500" }).click();
		await scanToPay.getByLabel("UTR number").fill(randomUtr());
		await scanToPay.getByRole("button", { name: "Submit" }).click();
		await expect(page.getByText("Deposit Request Sent!")).toBeVisible();
		await page.goto("/user/responsible-gaming");
		await expect(daily.getByTestId("usage")).toHaveText("₹500");

		// Raising it waits 24 hours: the page shows the pending raise and when it applies.
		await daily.getByLabel("New limit (₹)").fill("5000");
		await daily.getByRole("button", { name: "Save" }).click();
		await expect(page.getByText(/^Raising or removing a limit takes 24 hours: it will apply on /)).toBeVisible();
		await expect(daily.getByTestId("in-force")).toHaveText("₹1,000");
		await expect(daily.getByTestId("pending")).toContainText("₹5,000 from");

		// A 24-hour cool-off, behind a confirmation that says it cannot be undone.
		const coolOff = page.getByTestId("break-cool_off");
		await coolOff.getByLabel("24 hours").check();
		await coolOff.getByRole("button", { name: "Start cool-off" }).click();
		const dialog = page.getByRole("dialog", { name: "Cool-off for 24 hours?" });
		await expect(dialog).toBeVisible();
		await expect(dialog).toContainText("This cannot be undone");
		await expectNoSeriousViolations(page);
		// Cancel first: nothing starts.
		await dialog.getByRole("button", { name: "Cancel" }).click();
		await expect(dialog).toBeHidden();
		await expect(page.getByTestId("active-break")).toHaveCount(0);
		await coolOff.getByRole("button", { name: "Start cool-off" }).click();
		await dialog.getByRole("button", { name: "Yes, start my cool-off" }).click();
		await expect(page.getByText(/^Your break has started\. It ends on /)).toBeVisible();
		await expect(page.getByTestId("active-break")).toContainText("Deposits and bets are paused until");
		await expect(page.getByRole("button", { name: "Start self-exclusion" })).toBeDisabled();
		await expect(coolOff.getByRole("button", { name: "Start cool-off" })).toBeDisabled();
		if (isMobile) await expect(page.getByTestId("active-break")).toBeInViewport({ ratio: 0.5 });

		// During the break the deposit screen says so instead of showing where to pay...
		await page.goto("/user/deposits-withdrawals");
		await amount.fill("300");
		await page.getByRole("button", { name: "Deposit ₹300" }).click();
		await expect(refusal).toContainText(/^Deposits are paused by your own choice until /);
		await expect(refusal.getByRole("link", { name: "See your limits and breaks" })).toHaveAttribute(
			"href",
			"/user/responsible-gaming",
		);
		await expect(scanToPay).toHaveCount(0);

		// ...and even a small deposit request is refused.
		const paused = await request.post("/api/transactions/deposit", {
			headers: auth,
			data: { amount: 300, utr: randomUtr(), paymentMethod: "upi" },
		});
		expect(paused.status()).toBe(403);
		expect((await paused.json()).message).toMatch(/^Deposits are paused by your own choice until /);

		// During the break a bet over the table's socket (the browser's own WebSocket, with its token) is refused.
		const betReply = await page.evaluate(async (accessToken) => {
			const ws = new WebSocket(
				`${location.origin.replace(/^http/, "ws")}/api/room/socket?token=${encodeURIComponent(accessToken)}`,
			);
			return await new Promise<string>((resolve, reject) => {
				const timer = setTimeout(() => reject(new Error("no betting window within 40 s")), 40_000);
				let sent = false;
				ws.addEventListener("message", (event) => {
					// A frame may hold several messages, one per line (the protocol's messagesOfFrame); the last says most.
					const m = JSON.parse(String(event.data).split("\n").at(-1) ?? "{}");
					const betting =
						(m.type === "syncState" || m.type === "gameStarted") &&
						m.round?.phase === "betting" &&
						m.round.roundEndTime - m.serverNow > 2_000;
					if (betting && !sent) {
						sent = true;
						ws.send(
							JSON.stringify({
								type: "placeBets",
								submissionId: "cool-off-e2e",
								wallet: "real",
								bets: [{ type: "red", amount: 10 }],
							}),
						);
					}
					if (m.submissionId === "cool-off-e2e") {
						clearTimeout(timer);
						ws.close();
						resolve(m.type === "error" ? m.message : m.type);
					}
				});
			});
		}, token);
		expect(betReply).toMatch(/^Betting is paused by your own choice until .+ IST\.$/);
		// Nothing was staked: the player's bet history is empty.
		const history = await request.get("/api/user/bets", { headers: auth });
		expect(history.status()).toBe(200);
		expect((await history.json()).bets).toEqual([]);

		// An admin sees the limit, the pending raise and the break, and the audit log has both actions.
		const admin = await tokenFor(request, DEMO_ADMIN.phone, DEMO_ADMIN.password);
		const adminAuth = { Authorization: `Bearer ${admin.token}` };
		const seen = await request.get(`/api/protection/users/${user.id}`, { headers: adminAuth });
		expect(seen.status()).toBe(200);
		const view = await seen.json();
		expect(view.limits.deposit_day).toMatchObject({ value: 1000, pending: { value: 5000 } });
		expect(view.usage.deposit_day).toBe(500);
		expect(view.exclusion).toMatchObject({ kind: "cool_off" });
		expect(view.exclusion.endsAt - view.exclusion.startsAt).toBe(24 * 3_600_000);
		const audit = await request.get(`/api/admin/audit?actorId=${user.id}&action=protection`, { headers: adminAuth });
		const actions = ((await audit.json()).entries as Array<{ action: string; targetId: string }>).map((e) => e.action);
		expect(actions).toEqual(expect.arrayContaining(["protection.limit", "protection.cool_off"]));
		// ...and on the member page of the admin console.
		const adminContext = await browser.newContext();
		const adminPage = await adminContext.newPage();
		await signIn(adminPage, DEMO_ADMIN.phone, DEMO_ADMIN.password);
		await expect(adminPage).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
		await adminPage.goto(`/admin/member/${user.id}`);
		const panel = adminPage.getByRole("region", { name: "Player protection" });
		await expect(panel.getByTestId("member-break")).toContainText("Cool-off until");
		await expect(panel).toContainText("Daily deposit limit");
		await expect(panel).toContainText("₹1,000");
		await expect(panel).toContainText("Pending: ₹5,000");
		await adminContext.close();
		// A player cannot read another player's protection record.
		expect((await request.get(`/api/protection/users/${admin.user.id}`, { headers: auth })).status()).toBe(403);
	});

	test("keyboard: the reality-check interval is set and a break dialog closes with Escape", async ({
		page,
		request,
	}) => {
		await signInFreshPlayer(page, request);
		await page.goto("/user/responsible-gaming");
		const reality = page.getByTestId("limit-reality_check_minutes");
		await reality.getByLabel("Remind me every (minutes)").focus();
		await page.keyboard.type("5");
		await page.keyboard.press("Enter");
		await expect(reality.getByRole("alert")).toHaveText("The reminder interval must be between 10 and 240 minutes.");
		await reality.getByLabel("Remind me every (minutes)").fill("30");
		await page.keyboard.press("Enter");
		await expect(reality.getByTestId("in-force")).toHaveText("Every 30 minutes");

		const selfEx = page.getByTestId("break-self_exclusion");
		await selfEx.getByLabel("1 year").focus();
		await page.keyboard.press("Space");
		await selfEx.getByRole("button", { name: "Start self-exclusion" }).focus();
		await page.keyboard.press("Enter");
		const dialog = page.getByRole("dialog", { name: "Self-exclusion for 1 year?" });
		await expect(dialog).toBeVisible();
		await page.keyboard.press("Escape");
		await expect(dialog).toBeHidden();
		await expect(page.getByTestId("active-break")).toHaveCount(0);
	});

	// docs/decisions/0760-first-load-and-i18n-loading.md: the forms' zod rules load when a form is first used.
	test("the responsible-gaming page loads no zod with the page; a limit form's rules load when it is first used", async ({
		page,
		request,
	}) => {
		await signInFreshPlayer(page, request);
		const scripts: string[] = [];
		page.on("request", (r) => {
			if (r.resourceType() === "script") scripts.push(r.url());
		});
		// The forms post to the page's action (app/lib/protection-actions.server.ts).
		const posted: string[] = [];
		page.on("request", (r) => {
			if (r.method() === "POST" && r.url().includes("/user/responsible-gaming")) posted.push(r.url());
		});
		/** Whether any script the page asked for since `from` is zod (its error class). */
		const zodSince = async (from: number) => {
			const texts = await Promise.all(scripts.slice(from).map(async (url) => (await request.get(url)).text()));
			return texts.some((text) => text.includes("ZodError"));
		};
		await page.goto("/user/responsible-gaming");
		await page.waitForLoadState("networkidle");
		expect(scripts.length).toBeGreaterThan(5);
		expect(await zodSince(0)).toBe(false);

		const atLoad = scripts.length;
		const daily = page.getByTestId("limit-deposit_day");
		await daily.getByLabel("New limit (₹)").fill("12.5");
		await daily.getByRole("button", { name: "Save" }).click();
		await expect(daily.getByRole("alert")).toHaveText("Enter a whole number.");
		expect(posted).toEqual([]);
		expect(await zodSince(atLoad)).toBe(true);
	});

	test("the reality check appears after the chosen minutes with the time played, and Stop leaves for this page", async ({
		page,
		request,
	}) => {
		// The browser's clock is controlled; the server's is real (the summary's figures come from D1).
		await page.clock.install();
		await signInFreshPlayer(page, request);
		await page.goto("/user/responsible-gaming");
		const reality = page.getByTestId("limit-reality_check_minutes");
		await reality.getByLabel("Remind me every (minutes)").fill("10");
		await reality.getByRole("button", { name: "Save" }).click();
		await expect(reality.getByTestId("in-force")).toHaveText("Every 10 minutes");

		// The shell has read the new interval once the tab keeps the reminder's due moment ("10:<when>"); a page
		// loaded later takes it from there, so the next page cannot skip the reminder however late it arms.
		await expect
			.poll(() =>
				page.evaluate(() =>
					Object.keys(sessionStorage).some(
						(key) => key.startsWith("rr.reality-due.") && sessionStorage.getItem(key)?.startsWith("10:"),
					),
				),
			)
			.toBe(true);
		// Play on elsewhere in the site.
		await page.goto("/user");
		await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
		await page.clock.fastForward("09:00");
		await expect(page.getByRole("dialog", { name: "Reality check" })).toHaveCount(0);
		await page.clock.fastForward("01:30");
		const dialog = page.getByRole("dialog", { name: "Reality check" });
		await expect(dialog).toBeVisible();
		await expect(dialog.getByTestId("reality-played")).toHaveText(/^You have been playing for 1\d minutes\.$/);
		await expect(dialog).toContainText("You have not had any bets settled in this session.");
		await expectNoSeriousViolations(page);
		await dialog.getByRole("button", { name: "Stop" }).click();
		await expect(page).toHaveURL(/\/user\/responsible-gaming$/);
		await expect(dialog).toHaveCount(0);
	});
});
