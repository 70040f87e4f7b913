/**
 * Issue 35's proof (docs/decisions/0960-accessibility-wcag-22.md): axe finds no serious or critical violation on any
 * route, in English and in Hindi, at 1440 px (the desktop project) and 390 px (the mobile project). One browser
 * context per width, the routes in sequence: a visitor's, then the demo player's, then the demo admin's.
 */
import { type BrowserContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { baseURL } from "~/playwright.config";
import { DEMO_ADMIN, DEMO_PLAYER, expectNoSeriousViolations, signIn } from "./helpers/auth";

// The machine running the suite is shared and loaded: a page may take longer than the default 5 s to answer.
const expect = baseExpect.configure({ timeout: 20_000 });

const VISITOR_ROUTES = [
	"/",
	"/login",
	"/register",
	"/forgot-password",
	"/verify-reset-otp",
	"/verify",
	"/casino/game",
	"/casino/game/auto-roulette",
	"/casino/results",
	"/pages/about-us",
	"/pages/rules",
	"/pages/responsible-gaming",
	"/no-such-page",
];
const PLAYER_ROUTES = [
	"/user",
	"/user/deposits-withdrawals",
	"/user/bet-history",
	"/user/history",
	"/user/requests",
	"/user/notifications",
	"/user/responsible-gaming",
	"/user/bonuses",
];
const ADMIN_ROUTES = [
	"/admin/dashboard",
	"/admin/members",
	"/admin/games",
	"/admin/audit",
	"/admin/aml",
	"/admin/live-game",
	"/admin/deposits",
	"/admin/bank-statement",
	"/admin/deposits-approve",
	"/admin/withdrawals",
	"/admin/withdrawal-approve",
	"/admin/settings",
	"/admin/reconciliation",
	"/admin/promotions",
];

async function checkRoute(page: Page, path: string, lang: string) {
	await test.step(`${path} (${lang})`, async () => {
		await page.goto(path);
		await expect(page.locator("html")).toHaveAttribute("lang", lang);
		await expect(page.locator("h1").first()).toBeAttached();
		// Lists load after the page: axe looks at them loaded.
		await expect(page.getByText(/^(Loading…|लोड हो रहा है…)$/)).toHaveCount(0, { timeout: 15_000 });
		await expectNoSeriousViolations(page);
	});
}

/** The first link on `from` whose address matches `pattern`: a table's or a member's page, whose id the test does not know. */
async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string> {
	await page.goto(from);
	await expect(page.locator("main a[href]").first()).toBeAttached();
	const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
	const href = hrefs.find((h) => pattern.test(h));
	expect(href, `a link matching ${pattern} on ${from}`).toBeTruthy();
	return href ?? "";
}

/** Signs in through the English form (the helper's labels), then shows the site in `lang`. */
async function signInAs(page: Page, context: BrowserContext, who: { phone: string; password: string }, lang: string) {
	await context.clearCookies();
	await context.addCookies([{ name: "lang", value: "en", url: baseURL }]);
	await signIn(page, who.phone, who.password);
	await expect(page).not.toHaveURL(/\/login/);
	await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
}

// One test per language, so that the two run side by side; each keeps one browser context for its width.
for (const lang of ["en", "hi"]) {
	test(`every route passes axe in ${lang === "en" ? "English" : "Hindi"} @mobile`, async ({ page, context }) => {
		test.setTimeout(1_200_000);
		await context.clearCookies();
		await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
		for (const path of VISITOR_ROUTES) await checkRoute(page, path, lang);
		await checkRoute(page, await firstLink(page, "/casino/game", /^\/casino\/game\/tables\/[^/]+$/), lang);

		await signInAs(page, context, DEMO_PLAYER, lang);
		for (const path of [...PLAYER_ROUTES, "/casino/game", "/casino/game/auto-roulette"])
			await checkRoute(page, path, lang);

		await signInAs(page, context, DEMO_ADMIN, lang);
		for (const path of ADMIN_ROUTES) await checkRoute(page, path, lang);
		await checkRoute(page, await firstLink(page, "/admin/members", /^\/admin\/member\/[^/]+$/), lang);
	});
}
