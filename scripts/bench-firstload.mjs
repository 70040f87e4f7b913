import { chromium } from "@playwright/test";
import { machine, markdownTable, saveResults, sleep } from "./lib/bench.mjs";
import { loadAverage, median, startProduct, waitForProduct } from "./lib/product-server.mjs";
import { DEMO_ACCOUNTS } from "./seed-demo.mjs";

const port = Number(process.env.FIRSTLOAD_PORT ?? 8821);
const RUNS = Number(process.env.FIRSTLOAD_RUNS ?? 3);
const LIMIT_KB = Number(process.env.FIRSTLOAD_LIMIT_KB ?? 112);
const QUIET_MS = 1_500;
const list = (value) => value.split(",").filter(Boolean);
const LANGUAGES = list(process.env.FIRSTLOAD_LANGUAGES ?? "en,hi");
const ENCODINGS = list(process.env.FIRSTLOAD_ENCODINGS ?? "gzip");
const PAGES = [
	...list(process.env.FIRSTLOAD_PAGES ?? "/,/casino/game,/casino/game/auto-roulette,/login").map((path) => ({
		path,
		signedIn: false,
	})),
	...list(process.env.FIRSTLOAD_SIGNED_IN_PAGES ?? "/casino/game/auto-roulette").map((path) => ({
		path,
		signedIn: true,
	})),
];
const PLAYER = DEMO_ACCOUNTS.find((account) => account.role === "user");
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const origin = `http://127.0.0.1:${port}`;

const kb = (bytes) => (bytes / 1024).toFixed(1);
/**
 * Chunks only admin pages may load (docs/decisions/0860-cockpit-charts.md: the chart library); a player's page that
 * loads one, at load or after idle, fails the run.
 */
const ADMIN_ONLY = /uPlot|uplot/;

/** Resolves once no request has been in flight for QUIET_MS (WebSockets are not requests here). */
function networkQuiet(page) {
	let inFlight = 0;
	let timer;
	let done;
	const finished = new Promise((resolve) => {
		done = resolve;
	});
	const arm = () => {
		clearTimeout(timer);
		if (inFlight === 0) timer = setTimeout(done, QUIET_MS);
	};
	page.on("request", () => {
		inFlight++;
		clearTimeout(timer);
	});
	for (const event of ["requestfinished", "requestfailed"]) {
		page.on(event, () => {
			inFlight = Math.max(0, inFlight - 1);
			arm();
		});
	}
	return { finished, arm };
}

async function measure(browser, { path, signedIn }, language, encoding) {
	const context = await browser.newContext({
		serviceWorkers: "block",
		...(encoding === "gzip" && { extraHTTPHeaders: { "Accept-Encoding": "gzip, deflate" } }),
	});
	try {
		if (language !== "en") await context.addCookies([{ name: "lang", value: language, url: origin }]);
		if (signedIn) {
			const response = await context.request.post(`${origin}/api/auth/login`, {
				data: { phone: PLAYER.phone.replace(/^\+91/, ""), password: PLAYER.password },
			});
			if (!response.ok()) throw new Error(`login as the demo player: ${response.status()} ${await response.text()}`);
		}
		const page = await context.newPage();
		const errors = [];
		page.on("pageerror", (error) => errors.push(error.message));
		page.on("console", (message) => {
			if (message.type() === "error") errors.push(message.text());
		});
		const scripts = [];
		let loaded = false;
		page.on("requestfinished", async (request) => {
			if (request.resourceType() !== "script") return;
			const entry = { url: request.url(), atLoad: !loaded, bytes: null, headerBytes: null, encoding: null };
			scripts.push(entry);
			const [sizes, headers] = await Promise.all([request.sizes(), request.response().then((r) => r?.allHeaders())]);
			entry.bytes = sizes.responseBodySize;
			entry.headerBytes = sizes.responseHeadersSize;
			entry.encoding = headers?.["content-encoding"] ?? "identity";
		});
		const quiet = networkQuiet(page);
		await page.goto(`${origin}${path}`, { waitUntil: "load" });
		loaded = true;
		quiet.arm();
		await Promise.race([quiet.finished, sleep(20_000)]);
		// Sizes are read asynchronously after each request finishes.
		await sleep(100);
		const lang = await page.evaluate(() => document.documentElement.lang);
		if (lang !== language) throw new Error(`${path}: asked for ${language}, the page is in ${lang}`);
		if (signedIn && (await page.locator("#roulette-signed-out-heading").count()) > 0)
			throw new Error(`${path}: not signed in`);
		// Bodies under 1 KB are sent as they are (the compression middleware's threshold, as on the edge).
		const wrongEncoding = scripts.find((s) => s.encoding !== encoding && s.encoding !== "identity");
		if (wrongEncoding) throw new Error(`${wrongEncoding.url} came as ${wrongEncoding.encoding}, not ${encoding}`);
		const sum = (entries) => entries.reduce((n, s) => n + (s.bytes ?? 0), 0);
		const atLoad = scripts.filter((s) => s.atLoad);
		return {
			atLoadBytes: sum(atLoad),
			atLoadRequests: atLoad.length,
			idleBytes: sum(scripts),
			idleRequests: scripts.length,
			idleWithHeaders: sum(scripts) + scripts.reduce((n, s) => n + (s.headerBytes ?? 0), 0),
			scripts: scripts.map(({ url, bytes, atLoad: early }) => ({
				path: url.replace(origin, ""),
				bytes,
				atLoad: early,
			})),
			errors,
		};
	} finally {
		await context.close();
	}
}

const server = startProduct({ port, persist: "bench-firstload" });
let browser;
try {
	await waitForProduct(server, origin);
	// One warm-up request per page and language: the first render after start compiles the Worker's modules.
	for (const { path } of PAGES)
		for (const language of LANGUAGES)
			await (await fetch(`${origin}${path}`, { headers: { Cookie: `lang=${language}` } })).text();
	browser = await chromium.launch({
		executablePath: CHROME,
		args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
	});
	const loadBefore = loadAverage();
	const started = new Date();
	const results = [];
	for (const page of PAGES) {
		for (const language of LANGUAGES) {
			for (const encoding of ENCODINGS) {
				const runs = [];
				for (let run = 1; run <= RUNS; run++) runs.push(await measure(browser, page, language, encoding));
				const m = (key) => median(runs.map((r) => r[key]));
				const row = {
					...page,
					language,
					encoding,
					atLoadBytes: m("atLoadBytes"),
					atLoadRequests: m("atLoadRequests"),
					idleBytes: m("idleBytes"),
					idleRequests: m("idleRequests"),
					idleWithHeaders: m("idleWithHeaders"),
					errors: [...new Set(runs.flatMap((r) => r.errors))],
					scripts: runs[0].scripts,
				};
				results.push(row);
				console.error(
					`${page.path}${page.signedIn ? " (signed in)" : ""} ${language} ${encoding}: ${kb(row.atLoadBytes)} KB in ${row.atLoadRequests} scripts at load, ${kb(row.idleBytes)} KB in ${row.idleRequests} after idle${row.errors.length ? `; console errors: ${row.errors.join(" | ")}` : ""}`,
				);
			}
		}
	}
	const loadAfter = loadAverage();
	const { cores, cpu } = machine();
	const header = [
		"page",
		"language",
		"encoding",
		"JS at load (KB)",
		"scripts at load",
		"JS after idle (KB)",
		"scripts after idle",
		"… with response headers (KB)",
		`≤ ${LIMIT_KB} KB`,
	];
	const rows = results.map((r) => [
		`\`${r.path}\`${r.signedIn ? " (signed in)" : ""}`,
		r.language,
		r.encoding,
		kb(r.atLoadBytes),
		r.atLoadRequests,
		kb(r.idleBytes),
		r.idleRequests,
		kb(r.idleWithHeaders),
		r.idleBytes <= LIMIT_KB * 1024 ? "yes" : "**no**",
	]);
	const adminOnly = results.flatMap((r) =>
		r.scripts.filter((s) => ADMIN_ONLY.test(s.path)).map((s) => `${r.path} (${r.language}): ${s.path}`),
	);
	const markdown = [
		`First-load JavaScript, ${CHROME}, ${RUNS} loads per row (medians), compressed bytes of script responses (bodies as sent, headers excluded), ${started.toISOString().slice(0, 16).replace("T", " ")} UTC`,
		`Machine: ${cores} cores, ${cpu}. Load average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after`,
		"",
		markdownTable(header, rows),
		"",
		`Admin-only chunks (${ADMIN_ONLY.source}) loaded by these pages, at load or after idle: ${adminOnly.length ? adminOnly.join(", ") : "none"}`,
	].join("\n");
	const saved = saveResults("firstload", { started, loadBefore, loadAfter, results }, markdown);
	console.log(markdown);
	console.error(`Scripts per page: ${saved.json}`);
	if (results.some((r) => r.errors.length > 0) || adminOnly.length > 0) process.exitCode = 1;
} finally {
	await browser?.close();
	server.kill("SIGTERM");
}
