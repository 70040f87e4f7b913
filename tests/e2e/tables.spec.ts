/**
 * Several tables in the browser (docs/decisions/0620-tables-and-racetrack.md): the lobby's live tables, a table of
 * its own opened from there by a tap and played, and the admin switching a table off and on in the console. The
 * seed has Low Stakes Roulette (₹10–₹1,000) and High Limit Roulette (₹500–₹50,000) beside the main table.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN, DEMO_PLAYER, expectNoSeriousViolations, signIn } from "./helpers/auth";
import { expectFitsThePhone, expectNoOverlap } from "./helpers/layout";
import { waitForBetting } from "./helpers/room";

const LOW_STAKES = {
	id: "low-stakes",
	name: "Low Stakes Roulette",
	limits: "₹10 - ₹1,000 per bet",
	chips: [10, 20, 50, 100],
};
const HIGH_LIMIT = {
	id: "high-limit",
	name: "High Limit Roulette",
	limits: "₹500 - ₹50,000 per bet",
	chips: [500, 1000, 2500, 5000, 10000],
};

const tableCard = (page: Page, id: string) => page.locator(`[data-testid="table-card"][data-table="${id}"]`);

/** The chips the table offers, by their labels, in order. */
async function chipValues(page: Page): Promise<number[]> {
	const labels = await page
		.getByTestId("bet-controls")
		.getByRole("button", { name: /^\d+ rupee chip$/ })
		.evaluateAll((chips) => chips.map((chip) => chip.getAttribute("aria-label") ?? ""));
	return labels.map((label) => Number(label.replace(/\D/g, "")));
}

/** Opens the table page from the lobby's card: a tap on a touch screen, a click with a mouse. */
async function openFromLobby(page: Page, name: string, touch: boolean) {
	const link = page.getByRole("link", { name, exact: true });
	if (touch) await link.tap();
	else await link.click();
}

test("the lobby's server HTML shows every table with what it is doing, and a page that polls changes nothing it drew", async ({
	page,
	request,
}) => {
	// Before any script: the loader's answer is in the HTML, a phase line per card (issue 30, no blank lines to fill).
	const html = await (await request.get("/casino/game")).text();
	const cards = html.match(/data-testid="table-card"/g)?.length ?? 0;
	expect(cards).toBeGreaterThanOrEqual(3);
	expect(html.match(/data-testid="table-phase"/g)?.length).toBe(cards);
	// In the browser the fetcher polls the resource route and the cards stay, each with its phase.
	const polled = page.waitForResponse((r) => r.url().includes("/resources/live-tables") && r.ok());
	await page.goto("/casino/game");
	await polled;
	await expect(page.getByTestId("table-card")).toHaveCount(cards);
	await expect(page.getByTestId("table-phase")).toHaveCount(cards);
});

test.describe("the lobby's tables @mobile", () => {
	test("the demo player opens Low Stakes Roulette from the lobby, sees its name, limits and chips, and places a bet there", async ({
		page,
		isMobile,
	}) => {
		test.setTimeout(120_000);
		await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
		await expect(page).not.toHaveURL(/\/login/);
		await page.goto("/casino/game");
		// The table sockets opened from here on (the home page's glance at the main table came before).
		const sockets: string[] = [];
		page.on("websocket", (socket) => {
			if (socket.url().includes("/api/room/socket")) sockets.push(socket.url());
		});
		const card = tableCard(page, LOW_STAKES.id);
		await expect(card.getByTestId("table-card-limits")).toHaveText(LOW_STAKES.limits);
		await expect(tableCard(page, HIGH_LIMIT.id).getByTestId("table-card-limits")).toHaveText(HIGH_LIMIT.limits);
		await openFromLobby(page, LOW_STAKES.name, isMobile);

		await expect(page).toHaveURL(/\/casino\/game\/tables\/low-stakes$/);
		await expect(page.getByRole("heading", { level: 1, name: LOW_STAKES.name })).toBeVisible();
		await expect(page.getByTestId("table-limits")).toHaveText(LOW_STAKES.limits);
		expect(await chipValues(page)).toEqual(LOW_STAKES.chips);
		await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "open", { timeout: 15_000 });
		// Its own room: the socket names the table.
		expect(sockets.length).toBeGreaterThan(0);
		for (const url of sockets) expect(url).toContain("/api/room/socket?table=low-stakes&token=");

		await waitForBetting(page, 5);
		const chip = page.getByRole("button", { name: "20 rupee chip", exact: true });
		const red = page.getByTestId("betting-board").getByRole("button", { name: "Red", exact: true });
		const place = page.getByRole("button", { name: "Place bet" });
		for (const control of [chip, red, place]) {
			if (isMobile) await control.tap();
			else await control.click();
		}
		await expect(page.getByText("Bet placed")).toBeVisible();
		await expect(page.getByTestId("total-bet")).toHaveText("₹20");

		// Back in the lobby, the table is the one taking bets.
		await page.goto("/casino/game");
		await expect(tableCard(page, LOW_STAKES.id).getByTestId("table-phase")).toHaveAttribute(
			"data-phase",
			/betting|spinning|result/,
		);
	});

	test("High Limit Roulette offers its own chips and limits; an unknown table is a 404 that leads back to the tables", async ({
		page,
	}) => {
		await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
		await expect(page).not.toHaveURL(/\/login/);
		await page.goto(`/casino/game/tables/${HIGH_LIMIT.id}`);
		await expect(page.getByRole("heading", { level: 1, name: HIGH_LIMIT.name })).toBeVisible();
		await expect(page.getByTestId("table-limits")).toHaveText(HIGH_LIMIT.limits);
		expect(await chipValues(page)).toEqual(HIGH_LIMIT.chips);
		await expect(page.getByRole("button", { name: "500 rupee chip", exact: true })).toHaveAttribute(
			"aria-pressed",
			"true",
		);

		const missing = await page.goto("/casino/game/tables/no-such-table");
		expect(missing?.status()).toBe(404);
		await expect(page.getByRole("heading", { level: 1, name: "Table not found" })).toBeVisible();
		await expect(page.getByText("There is no such table.")).toBeVisible();
		await page.getByRole("link", { name: "See all tables" }).click();
		await expect(page).toHaveURL(/\/casino\/game$/);
		// The main table has one address.
		await page.goto("/casino/game/tables/main");
		await expect(page).toHaveURL(/\/casino\/game\/auto-roulette$/);
	});
});

/** The new screens at a phone's widths and on a desktop: no sideways scroll, 24 px targets, axe. */
const SIZES = [
	{ name: "390×844", viewport: { width: 390, height: 844 } },
	{ name: "360×740", viewport: { width: 360, height: 740 } },
	{ name: "1440×900", viewport: { width: 1440, height: 900 } },
] as const;

for (const size of SIZES) {
	test.describe(`the tables' screens at ${size.name}`, () => {
		test.use({ viewport: size.viewport });

		test("the lobby's tables and a table's page fit, keep 24 px targets and pass axe", async ({ page }) => {
			test.setTimeout(90_000);
			await page.goto("/casino/game");
			// Three roulette tables, the Aviator crash table and the two card tables of the demo catalogue.
			await expect(page.getByTestId("table-card")).toHaveCount(6);
			await expectFitsThePhone(page, size.viewport.width, "lobby", '[data-testid="live-tables"]');
			await expectNoSeriousViolations(page);

			await signIn(page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
			await expect(page).not.toHaveURL(/\/login/);
			await page.goto(`/casino/game/tables/${LOW_STAKES.id}`);
			await expect(page.getByText("Loading the table…")).toBeHidden({ timeout: 15_000 });
			await expect(page.getByTestId("connection")).toHaveAttribute("data-state", "open", { timeout: 15_000 });
			await expectFitsThePhone(page, size.viewport.width, "table page", '[data-testid="table-play"]');
			await expectNoSeriousViolations(page);
		});
	});
}

/** A second browser, signed out, looking at the lobby and at a table's page. */
async function visitorPage(browser: Browser) {
	const context = await browser.newContext();
	return { page: await context.newPage(), close: () => context.close() };
}

test.describe("the admin's controls per table", () => {
	// @exclusive: a table switched off is closed to everyone, whose tests would see it.
	test("the admin switches High Limit Roulette off in the console: the lobby and the table show it closed; on again, open @exclusive", async ({
		page,
		browser,
	}) => {
		test.setTimeout(120_000);
		await signIn(page, DEMO_ADMIN.phone, DEMO_ADMIN.password);
		await expect(page).toHaveURL(/\/admin/);
		await page.goto("/admin/live-game");
		await page.getByRole("combobox", { name: "Table" }).selectOption({ label: HIGH_LIMIT.name });
		await expect(page).toHaveURL(/\?table=high-limit$/);
		const controls = page.getByTestId("table-controls");
		await expect(controls).toContainText("Chips: ₹500, ₹1,000, ₹2,500, ₹5,000, ₹10,000");
		await expect(controls.getByLabel("Min bet (₹)")).toHaveValue("500");
		// The switch says what a click does: Close while the table is open.
		const toggle = controls.getByRole("switch", { name: new RegExp(HIGH_LIMIT.name) });
		await expect(toggle).toHaveAccessibleName(`Close to players ${HIGH_LIMIT.name}`);
		await expect(toggle).toHaveAttribute("aria-checked", "true");
		await expectNoSeriousViolations(page);

		await toggle.click();
		await page
			.getByRole("dialog", { name: `Disable ${HIGH_LIMIT.name}?` })
			.getByRole("button", { name: "Disable" })
			.click();
		await expect(page.getByText("Table saved")).toBeVisible();
		await expect(toggle).toHaveAttribute("aria-checked", "false");
		await expect(toggle).toHaveAccessibleName(`Open to players ${HIGH_LIMIT.name}`);

		const visitor = await visitorPage(browser);
		try {
			await visitor.page.goto("/casino/game");
			const card = tableCard(visitor.page, HIGH_LIMIT.id);
			await expect(card.getByTestId("table-phase")).toHaveText("Closed", { timeout: 15_000 });
			await expect(tableCard(visitor.page, LOW_STAKES.id).getByTestId("table-phase")).not.toHaveText("Closed");
			await card.getByRole("link", { name: HIGH_LIMIT.name }).click();
			await expect(visitor.page.getByTestId("table-closed")).toHaveText("The table is closed right now.");

			// The admin at the table sees it closed too (its room says so on the socket).
			await page.goto(`/casino/game/tables/${HIGH_LIMIT.id}`);
			await expect(page.getByTestId("table-closed")).toBeVisible({ timeout: 15_000 });

			// On again: the lobby says so at its next refresh.
			await page.goto("/admin/live-game?table=high-limit");
			const again = page
				.getByTestId("table-controls")
				.getByRole("switch", { name: `Open to players ${HIGH_LIMIT.name}` });
			// Open again, it offers to close.
			await again.click();
			const reopened = page.getByTestId("table-controls").getByRole("switch", { name: new RegExp(HIGH_LIMIT.name) });
			await expect(reopened).toHaveAttribute("aria-checked", "true");
			await expect(reopened).toHaveAccessibleName(`Close to players ${HIGH_LIMIT.name}`);
			await visitor.page.goto("/casino/game");
			await expect(tableCard(visitor.page, HIGH_LIMIT.id).getByTestId("table-phase")).not.toHaveText("Closed", {
				timeout: 15_000,
			});
		} finally {
			await visitor.close();
			// Whatever happened above, the table is left open for the rest of the suite.
			const login = await page.request.post("/api/auth/login", { data: DEMO_ADMIN });
			const { token } = (await login.json()) as { token: string };
			await page.request.patch(`/api/admin/tables/${HIGH_LIMIT.id}`, {
				headers: { Authorization: `Bearer ${token}` },
				data: { status: "active" },
			});
		}
	});
});

const SMALL_PHONE = { width: 360, height: 740 };

test.describe("the admin adds a table", () => {
	// @exclusive: the new table joins the lobby of every later page, whose tests count the demo's three.
	test("a table created in the console opens to players at once, renamed from its settings @exclusive", async ({
		page,
		browser,
	}) => {
		test.setTimeout(120_000);
		const id = `e2e-${Date.now().toString(36)}`;
		await signIn(page, DEMO_ADMIN.phone, DEMO_ADMIN.password);
		await expect(page).toHaveURL(/\/admin/);
		await page.goto("/admin/live-game");
		await page.getByRole("button", { name: "New table" }).click();
		const form = page.getByRole("form", { name: "New table" });
		await form.getByLabel("Id (a-z, 0-9, -)").fill(id);
		await form.getByLabel("Name").fill("Evening Roulette");
		await form.getByLabel("Min bet (₹)").fill("20");
		await form.getByLabel("Max bet (₹)").fill("2000");
		// The most chips a table may offer: on a phone they must still fit the first screen with the bet controls.
		await form.getByLabel("Chips (₹, smallest first)").fill("20, 50, 100, 200, 500, 1000, 1500, 2000");
		await expectNoSeriousViolations(page);
		await form.getByRole("button", { name: "Create table" }).click();
		await expect(page.getByText("Table created")).toBeVisible();
		await expect(page).toHaveURL(new RegExp(`\\?table=${id}$`));
		const controls = page.getByTestId("table-controls");
		await expect(controls).toContainText("Chips: ₹20, ₹50, ₹100, ₹200, ₹500, ₹1,000, ₹1,500, ₹2,000");

		// Renamed from its settings: the lobby and its own page say the new name.
		const settings = controls.getByRole("form", { name: "Settings of Evening Roulette" });
		await settings.getByLabel("Name").fill("Night Roulette");
		await settings.getByRole("button", { name: "Save" }).click();
		await expect(page.getByText("Table saved")).toBeVisible();
		await expect(controls.getByRole("form", { name: "Settings of Night Roulette" })).toBeVisible();

		// A visitor on a small phone.
		const context = await browser.newContext({ viewport: SMALL_PHONE, hasTouch: true, isMobile: true });
		const visitor = { page: await context.newPage(), close: () => context.close() };
		try {
			await visitor.page.goto("/casino/game");
			const card = tableCard(visitor.page, id);
			await expect(card.getByRole("link", { name: "Night Roulette" })).toBeVisible({ timeout: 15_000 });
			await card.getByRole("link", { name: "Night Roulette" }).click();
			await expect(visitor.page).toHaveURL(new RegExp(`/casino/game/tables/${id}$`));
			await expect(visitor.page.getByText("Night Roulette · ₹20 - ₹2,000 per bet")).toBeVisible();

			// A player sits down at it: its room opens a round with the table's own chips.
			await signIn(visitor.page, DEMO_PLAYER.phone, DEMO_PLAYER.password);
			await expect(visitor.page).not.toHaveURL(/\/login/);
			await visitor.page.goto(`/casino/game/tables/${id}`);
			await waitForBetting(visitor.page, 5);
			await expect(visitor.page.getByRole("button", { name: "10 rupee chip", exact: true })).toHaveCount(0);
			// All eight chips and the bet controls on the first screen of a 360×740 phone, at least 24 px each.
			await visitor.page.getByRole("button", { name: "2000 rupee chip", exact: true }).tap();
			await expect(visitor.page.getByRole("button", { name: "2000 rupee chip", exact: true })).toHaveAttribute(
				"aria-pressed",
				"true",
			);
			const controls = [
				...[20, 50, 100, 200, 500, 1000, 1500, 2000].map((rupees) =>
					visitor.page.getByRole("button", { name: `${rupees} rupee chip`, exact: true }),
				),
				visitor.page.getByRole("button", { name: "Place bet" }),
				visitor.page.getByRole("button", { name: "Undo" }),
			];
			for (const control of controls) {
				const box = await control.boundingBox();
				expect(box, String(control)).not.toBeNull();
				if (!box) continue;
				expect(box.y >= 0 && box.y + box.height <= SMALL_PHONE.height, String(control)).toBe(true);
				expect(box.x >= 0 && box.x + box.width <= SMALL_PHONE.width, String(control)).toBe(true);
				expect(box.width >= 24 && box.height >= 24, String(control)).toBe(true);
			}
			await expectNoOverlap(visitor.page, '[data-testid="bet-controls"]', '[data-testid="bet-tools"]');
		} finally {
			await visitor.close();
		}
	});
});
