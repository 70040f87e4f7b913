import { expect, test } from "@playwright/test";

// What the public pages' first load costs (docs/decisions/0750-compression-and-first-load.md).
test.describe("the first load of the public pages", () => {
	test("pages, JSON and static assets arrive compressed by Accept-Encoding, and plain when not accepted", async ({
		request,
	}) => {
		const home = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
		expect(home.headers()["content-encoding"]).toBe("br");
		expect(home.headers().vary).toContain("Accept-Encoding");
		const html = await home.text();
		const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
		const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
		expect(stylesheet).toBeDefined();
		expect(script).toBeDefined();

		for (const path of [stylesheet, script, "/api/health"]) {
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

	for (const path of ["/", "/casino/game"]) {
		test(`${path}: the stylesheet is requested before the module preloads`, async ({ request }) => {
			const html = await (await request.get(path)).text();
			const head = html.slice(0, html.indexOf("</head>"));
			const stylesheetAt = head.indexOf('rel="stylesheet"');
			const firstPreloadAt = head.indexOf('rel="modulepreload"');
			expect(stylesheetAt).toBeGreaterThan(0);
			expect(firstPreloadAt).toBeGreaterThan(0);
			expect(stylesheetAt).toBeLessThan(firstPreloadAt);
		});
	}

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
});
