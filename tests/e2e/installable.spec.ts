/** Issue 17, installable: the manifest, the offline worker, the install offer and the table going offline. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, request, test } from "@playwright/test";
import { installMessages } from "~/domain/messages";
import { baseURL } from "~/playwright.config";
import { expectNoSeriousViolations, fundedPlayer, signIn } from "./helpers/auth";

/** Waits until the service worker controls the page (it registers once the page has loaded). */
async function untilWorkerControls(page: Page) {
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** The URLs in the page's caches (the service worker's), cache by cache. */
function cachedUrls(page: Page): Promise<string[]> {
	return page.evaluate(async () => {
		const urls: string[] = [];
		for (const name of await caches.keys()) {
			for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
		}
		return urls;
	});
}

test("the manifest and the service worker pass Chromium's installability check", async ({ playwright }, testInfo) => {
	// An ordinary context is incognito, which Chromium never installs from: this one keeps a profile on disk.
	const profile = mkdtempSync(join(tmpdir(), "rr-installable-"));
	const context = await playwright.chromium.launchPersistentContext(profile, {
		...testInfo.project.use.launchOptions,
		viewport: testInfo.project.use.viewport,
		baseURL,
	});
	try {
		const page = context.pages()[0] ?? (await context.newPage());
		await page.goto("/");
		await untilWorkerControls(page);
		const cdp = await context.newCDPSession(page);
		const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
		expect(installabilityErrors).toEqual([]);
		const { errors } = await cdp.send("Page.getAppManifest");
		expect(errors).toEqual([]);

		const manifest = await page.request.get("/manifest.webmanifest");
		expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
		expect(await manifest.json()).toMatchObject({ name: "Roulette Royale", start_url: "/", display: "standalone" });
		const worker = await page.request.get("/sw.js");
		expect(worker.headers()["cache-control"]).toBe("no-cache");
	} finally {
		await context.close();
		rmSync(profile, { recursive: true, force: true });
	}
});

test("with the network cut a page shows the offline page, and /api is never answered from a cache @mobile", async ({
	page,
	context,
}) => {
	await page.goto("/");
	await untilWorkerControls(page);
	// Loaded again under the worker: the build's files go to its cache, and an /api answer would too if it cached one.
	await page.reload();
	expect(await page.evaluate(() => fetch("/api/health").then((response) => response.status))).toBe(200);
	const cached = await cachedUrls(page);
	expect(cached).toContain("/offline");
	expect(cached.some((path) => path.startsWith("/assets/"))).toBe(true);
	expect(cached.filter((path) => path.startsWith("/api"))).toEqual([]);

	await context.setOffline(true);
	await page.goto("/casino/game");
	await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
	await expect(page.getByText("Your balance, deposits, withdrawals and bets need a connection")).toBeVisible();
	await expectNoSeriousViolations(page);
	// Money and bets live under /api: offline they fail, as if there were no worker.
	const offlineApi = await page.evaluate(() =>
		Promise.all(
			["/api/health", "/api/transactions"].map((path) =>
				fetch(path).then(
					(response) => `answered ${response.status}`,
					() => "failed",
				),
			),
		),
	);
	expect(offlineApi).toEqual(["failed", "failed"]);

	await context.setOffline(false);
	await page.getByRole("link", { name: "Try again" }).click();
	await expect(page.getByRole("heading", { name: "You're offline" })).toBeHidden();
	await expect(page).toHaveURL(/\/casino\/game$/);
});

/**
 * Waits until a signed-out page is hydrated: the header's "Log in" appears once the start-up auth check has
 * answered, from an effect of the same commit that starts listening for the install offer.
 */
async function untilHydrated(page: Page) {
	await expect(page.getByRole("banner").getByRole("link", { name: "Log in", exact: true })).toBeVisible();
}

/** Fires the event Chromium fires when the site can be installed, with a prompt() that counts its calls. */
function offerInstall(page: Page): Promise<boolean> {
	return page.evaluate(() => {
		const offer = new Event("beforeinstallprompt", { cancelable: true });
		const counted = window as unknown as { prompted?: number };
		Object.assign(offer, {
			prompt: async () => {
				counted.prompted = (counted.prompted ?? 0) + 1;
			},
		});
		window.dispatchEvent(offer);
		return offer.defaultPrevented;
	});
}

test("the install offer can be taken, put off for the session, or dismissed for good @mobile", async ({
	page,
	context,
}) => {
	await page.goto("/");
	await untilHydrated(page);
	const banner = page.getByTestId("install-banner");
	await expect(banner).toBeHidden();

	// The card waits for the visitor's first action on the page, here a key (tests/components/install-offer.test.tsx
	// proves it stays away until then). Tab shows the skip link, which the axe check below sees too.
	expect(await offerInstall(page)).toBe(true);
	await page.keyboard.press("Tab");
	await expect(banner).toBeVisible();
	await expect(banner.getByRole("heading", { name: installMessages.title })).toBeVisible();
	await expectNoSeriousViolations(page);
	for (const name of [installMessages.install, installMessages.notNow, installMessages.never]) {
		const box = await banner.getByRole("button", { name, exact: true }).boundingBox();
		expect(box?.width).toBeGreaterThanOrEqual(24);
		expect(box?.height).toBeGreaterThanOrEqual(24);
	}
	await banner.getByRole("button", { name: installMessages.notNow }).focus();
	await page.keyboard.press("Enter");
	await expect(banner).toBeHidden();
	// Offered again in the same session, to a visitor who has acted on the page: still not shown.
	expect(await offerInstall(page)).toBe(true);
	await page.keyboard.press("Tab");
	await rendered(page);
	await expect(banner).toBeHidden();

	// A new tab (a new session) is asked again; "Install the app" opens the browser's own dialog.
	const second = await context.newPage();
	await second.goto("/");
	await untilHydrated(second);
	const secondBanner = second.getByTestId("install-banner");
	await offerInstall(second);
	await second.keyboard.press("Tab");
	await secondBanner.getByRole("button", { name: installMessages.install }).click();
	await expect(secondBanner).toBeHidden();
	expect(await second.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);

	// "Don't ask again" lasts beyond the session: a third tab is never asked.
	await offerInstall(second);
	await secondBanner.getByRole("button", { name: installMessages.never }).click();
	await expect(secondBanner).toBeHidden();
	const third = await context.newPage();
	await third.goto("/");
	await untilHydrated(third);
	expect(await offerInstall(third)).toBe(true);
	await third.keyboard.press("Tab");
	await rendered(third);
	await expect(third.getByTestId("install-banner")).toBeHidden();
});

/**
 * Waits until the page has painted twice: React has then rendered what the offer and the key changed, so a card
 * that would show is on the page, and `toBeHidden` right after cannot pass only because it came too early.
 */
async function rendered(page: Page) {
	await page.evaluate(
		() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
	);
}

test("the table says Offline while the network is down and goes LIVE again by itself @mobile", async ({
	page,
	context,
}) => {
	// Through an API context of its own: page.request would share the browser's cookies.
	const api = await request.newContext({ baseURL });
	const player = await fundedPlayer(api, { name: "Omar Sheikh", password: "Omar@2026" }, 1_000).finally(() =>
		api.dispose(),
	);
	await signIn(page, player.phone, player.password);
	await expect(page).not.toHaveURL(/\/login/);
	await page.goto("/casino/game/auto-roulette");
	const badge = page.getByTestId("connection");
	await expect(badge).toHaveAttribute("data-state", "open", { timeout: 15_000 });
	await expect(badge).toHaveText("● LIVE");
	const balance = page.getByTestId("table-balance");
	const before = await balance.textContent();
	expect(before).toMatch(/₹/);

	await context.setOffline(true);
	await expect(badge).toHaveText("Offline");
	await expect(badge).toHaveAttribute("data-state", "offline");

	await context.setOffline(false);
	await expect(badge).toHaveText("● LIVE", { timeout: 15_000 });
	// Still the same player: going offline did not end the session.
	await expect(balance).toHaveText(before ?? "");
});
