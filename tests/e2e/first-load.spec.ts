import { expect, type Page, test } from "@playwright/test";
import { auth as hindiAuth } from "~/app/locales/hi/auth";
import { common as hindiCommon } from "~/app/locales/hi/common";
import { hindiMessages } from "~/domain/i18n/hi/messages";

/** The scripts a page loads until the network is quiet, with their text. */
async function scriptsOf(page: Page, path: string): Promise<{ url: string; text: string }[]> {
	const responses: Promise<{ url: string; text: string }>[] = [];
	page.on("response", (response) => {
		if (response.request().resourceType() === "script")
			responses.push(response.text().then((text) => ({ url: response.url(), text })));
	});
	await page.goto(path);
	await page.waitForLoadState("networkidle");
	return Promise.all(responses);
}

// What the public pages' first load costs (docs/decisions/0750-compression-and-first-load.md).
test.describe("the first load of the public pages", () => {
	test("pages, JSON and static assets arrive compressed by Accept-Encoding, and plain when not accepted", async ({
		request,
	}) => {
		const home = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
		expect(home.headers()["content-encoding"]).toBe("br");
		expect(home.headers().vary).toContain("Accept-Encoding");
		const html = await home.text();
		// The largest of the page's module preloads: the entry itself is a one-line import of the shell's chunk, too
		// small for any compression to pay (decision 0760).
		const preloads = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map(
			(m) => m[1] ?? "",
		);
		expect(preloads.length).toBeGreaterThan(0);
		const sizes = await Promise.all(
			preloads.map(
				async (path) => (await (await request.get(path, { headers: { "Accept-Encoding": "identity" } })).body()).length,
			),
		);
		const script = preloads[sizes.indexOf(Math.max(...sizes))];
		expect(Math.max(...sizes)).toBeGreaterThan(10_000);

		for (const path of [script, "/api/health"]) {
			const brotli = await request.get(path ?? "", { headers: { "Accept-Encoding": "br, gzip" } });
			expect(brotli.status(), path).toBe(200);
			expect(brotli.headers()["content-encoding"], path).toBe("br");
			const gzip = await request.get(path ?? "", { headers: { "Accept-Encoding": "gzip" } });
			expect(gzip.headers()["content-encoding"], path).toBe("gzip");
			const plain = await request.get(path ?? "", { headers: { "Accept-Encoding": "identity" } });
			expect(plain.headers()["content-encoding"], path).toBeUndefined();
			// Same bytes once decoded (the health answer may differ between calls; the assets may not).
			if (path !== "/api/health") expect(await plain.text(), path).toBe(await brotli.text());
		}
		const plainHome = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
		expect(plainHome.headers()["content-encoding"]).toBeUndefined();
		expect(plainHome.headers()["mf-content-encoding"]).toBeUndefined();
	});

	// docs/decisions/0770-lighthouse-beyond-home.md
	for (const path of ["/", "/casino/game"]) {
		test(`${path}: the stylesheet is inline in the head, ahead of the module preloads, in both languages`, async ({
			request,
		}) => {
			for (const cookie of ["", "lang=hi"]) {
				const html = await (await request.get(path, { headers: { Cookie: cookie } })).text();
				const head = html.slice(0, html.indexOf("</head>"));
				const style = /<style data-precedence="default" data-href="app-style">([\s\S]+?)<\/style>/.exec(head);
				// The whole stylesheet: the theme's colours and the wheel's keyframes (app/app.css).
				expect(style?.[1], cookie).toContain("--color-page:#17071d");
				expect(style?.[1], cookie).toContain("@keyframes wheel-ball-orbit");
				expect(head.indexOf("<style"), cookie).toBeLessThan(head.indexOf('rel="modulepreload"'));
				expect(html, cookie).not.toContain('rel="stylesheet"');
			}
		});
	}

	test("a page is styled without requesting a stylesheet, and stays styled after hydration and a navigation", async ({
		page,
	}) => {
		const stylesheets: string[] = [];
		page.on("request", (request) => {
			if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
		});
		await page.goto("/");
		const styled = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
		expect(await styled()).toBe("rgb(23, 7, 29)");
		// Hydrated (the header's log-in link appears once the start-up session check has answered), then a
		// client-side navigation: the same document, marked before the click.
		const headerLogIn = page.getByRole("banner").getByRole("link", { name: "Log in", exact: true });
		await expect(headerLogIn).toBeVisible();
		await page.evaluate(() => {
			(window as unknown as { samePage: boolean }).samePage = true;
		});
		await headerLogIn.click();
		await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
		expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
		expect(await styled()).toBe("rgb(23, 7, 29)");
		// React adopted the server's <style> instead of adding its own, and nothing asked for a stylesheet file.
		expect(await page.locator('style[data-href="app-style"]').count()).toBe(1);
		expect(stylesheets).toEqual([]);
	});

	test("a signed-out visitor's first load sends no session refresh that must fail, and logs no console error", async ({
		page,
	}) => {
		const refreshes: string[] = [];
		const errors: string[] = [];
		page.on("request", (request) => {
			if (request.url().includes("/api/auth/refresh-token")) refreshes.push(request.url());
		});
		page.on("console", (message) => {
			if (message.type() === "error") errors.push(message.text());
		});
		await page.goto("/");
		await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
		await page.goto("/casino/game");
		await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
		expect(refreshes).toEqual([]);
		expect(errors).toEqual([]);
	});

	// docs/decisions/0760-first-load-and-i18n-loading.md
	for (const path of ["/", "/casino/game", "/casino/game/auto-roulette", "/login"]) {
		test(`${path} in English loads no translation, no message runtime and no zod`, async ({ page }) => {
			const scripts = await scriptsOf(page, path);
			expect(scripts.length).toBeGreaterThan(5);
			for (const { url, text } of scripts) {
				expect(text, url).not.toContain(hindiCommon.skipToContent);
				expect(text, url).not.toContain(hindiMessages.accountMessages.loggedIn);
				// The message runtime's stand-in characters (domain/i18n/localize.ts) and zod's error class.
				expect(text, url).not.toContain("\uE000");
				expect(text, url).not.toContain("ZodError");
			}
		});
	}

	test("a page in Hindi carries the Hindi of its own namespaces only", async ({ request }) => {
		const html = await (await request.get("/login", { headers: { Cookie: "lang=hi" } })).text();
		const json = /<script type="application\/json" id="i18n-catalogue" data-locale="hi">([^<]*)<\/script>/.exec(
			html,
		)?.[1];
		expect(json).toBeDefined();
		const catalogue = JSON.parse(json ?? "{}") as { ui: Record<string, unknown>; messages: Record<string, unknown> };
		expect(Object.keys(catalogue.ui).sort()).toEqual(["account", "auth", "common", "site"]);
		expect(Object.keys(catalogue.messages)).toContain("accountMessages");
		const english = await (await request.get("/login")).text();
		expect(english).not.toContain('id="i18n-catalogue"');
	});

	test("a page reached in Hindi after the first one waits for its Hindi and never shows English", async ({
		page,
		context,
		baseURL,
	}) => {
		await context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
		await page.goto("/");
		await page.waitForLoadState("networkidle");
		// Everything the page shows from now on, as it is shown.
		await page.evaluate(() => {
			const seen: string[] = [];
			(window as unknown as { seen: string[] }).seen = seen;
			new MutationObserver(() => seen.push(document.body.innerText)).observe(document.body, {
				childList: true,
				subtree: true,
				characterData: true,
			});
		});
		// The header's Log In (the home page's promotions also have one, which comes back with ?next=/).
		await page.getByRole("banner").getByRole("link", { name: hindiCommon.logIn }).first().click();
		await expect(page.getByRole("heading", { name: hindiAuth.login.title })).toBeVisible();
		await expect(page.getByRole("button", { name: hindiAuth.login.submit })).toBeVisible();
		const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
		expect(seen.length).toBeGreaterThan(0);
		for (const text of seen) {
			expect(text).not.toContain("Welcome Back");
			expect(text).not.toContain("login.title");
		}
	});

	test("when a later page's Hindi cannot be loaded, the page comes again from the server, in Hindi", async ({
		browser,
		baseURL,
	}) => {
		// Without the offline worker, whose own requests the page's route would not see.
		const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
		const page = await context.newPage();
		await context.addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
		// The Hindi of the log-in page's namespace cannot be fetched (as offline, or after a new deployment).
		await page.route("**/assets/*.js", async (route) => {
			try {
				const response = await route.fetch();
				const body = await response.text();
				if (body.includes(hindiAuth.login.title)) await route.abort();
				else await route.fulfill({ response, body });
			} catch {
				// The page went away (it is being loaded again) while this request was answered.
			}
		});
		await page.goto("/");
		await page.waitForLoadState("networkidle");
		await page.evaluate(() => {
			(window as unknown as { samePage: boolean }).samePage = true;
		});
		// The header's Log In (the home page's promotions also have one, which comes back with ?next=/).
		await page.getByRole("banner").getByRole("link", { name: hindiCommon.logIn }).first().click();
		await expect(page.getByRole("heading", { name: hindiAuth.login.title })).toBeVisible();
		await expect(page).toHaveURL(/\/login$/);
		expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();
		await context.close();
	});
});
