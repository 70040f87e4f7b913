// `npm run bench:lighthouse`: Lighthouse (mobile profile: simulated slow 4G, 4x CPU slowdown) on pages of a
// production build served by the product's own `npm start`, 3 runs per page; prints the median scores and metrics as
// a markdown table and keeps the JSON reports in bench-results/. Each run's line gives the five scored metrics (FCP,
// LCP, Speed Index, TBT, CLS) with Lighthouse's score for each (0–1), so a lost point can be traced to its metric.
//
// Public pages are audited as a first-time visitor. Signed-in pages are audited as the local demo player (seeded by
// `npm start`): before each run the script logs in through POST /api/auth/login and hands the session cookies to
// Lighthouse as a Cookie header (--extra-headers). A fresh login per run, because the refresh cookie is rotated on
// use and a rotated one presented again ends the session. Signed-in pages run with
// scripts/lib/lighthouse-signed-in.mjs: the trace stays open past the table's 3 s splash, and the run fails unless
// the page really showed the betting board (not the splash, not the signed-out view).
//
// Settings (environment): LIGHTHOUSE_PORT (8819), LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PAGES ("/,/casino/game"),
// LIGHTHOUSE_SIGNED_IN_PAGES ("/casino/game/auto-roulette"; either list may be ""), LIGHTHOUSE_LANGUAGES ("en";
// "en,hi" audits every page in both: a page in Hindi is asked for with the `lang=hi` cookie, as the language control
// leaves it), BENCH_SKIP_BUILD=1 to reuse build/, CHROMIUM_PATH (/usr/bin/chromium).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machine } from "./lib/bench.mjs";
import { loadAverage, median, startProduct, waitForProduct } from "./lib/product-server.mjs";
import { root } from "./lib/wrangler.mjs";
import { DEMO_ACCOUNTS } from "./seed-demo.mjs";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 8819);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pageList = (value) => value.split(",").filter(Boolean);
const LANGUAGES = pageList(process.env.LIGHTHOUSE_LANGUAGES ?? "en");
const PAGES = [
	...pageList(process.env.LIGHTHOUSE_PAGES ?? "/,/casino/game").map((path) => ({ path, signedIn: false })),
	...pageList(process.env.LIGHTHOUSE_SIGNED_IN_PAGES ?? "/casino/game/auto-roulette").map((path) => ({
		path,
		signedIn: true,
	})),
].flatMap((page) => LANGUAGES.map((language) => ({ ...page, language })));
const PLAYER = DEMO_ACCOUNTS.find((account) => account.role === "user");
const SIGNED_IN_CONFIG = join(root, "scripts/lib/lighthouse-signed-in.mjs");
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const OUT = join(root, "bench-results");
const origin = `http://127.0.0.1:${port}`;

/** The demo player's session cookies, from a fresh login, as one Cookie header. */
async function signIn() {
	const login = () =>
		fetch(`${origin}/api/auth/login`, {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify({ phone: PLAYER.phone.replace(/^\+91/, ""), password: PLAYER.password }),
		});
	// Once more if the server had just closed the idle keep-alive connection (fetch does not retry a POST).
	const response = await login().catch(login);
	if (!response.ok) throw new Error(`login as the demo player: ${response.status} ${await response.text()}`);
	const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
	if (!cookies.some((cookie) => cookie.startsWith("__Host-rr_refresh=")))
		throw new Error("login set no session cookie");
	return cookies.join("; ");
}

/** Fails the run unless a signed-in page showed the betting board (scripts/lib/lighthouse-signed-in.mjs). */
function checkSignedIn(report, page) {
	const state = report.audits["signed-in-page"]?.details;
	if (!state) throw new Error(`lighthouse ${page}: no signed-in-page audit in the report`);
	if (state.board) return state;
	const seen = state.signedOut ? "the signed-out view" : state.splash ? "still the splash" : `"${state.heading}"`;
	throw new Error(
		`lighthouse ${page}: NOT the signed-in table: the page showed ${seen} after waiting ${state.waitedMs} ms (${JSON.stringify(state)})`,
	);
}

async function lighthouse({ path: page, signedIn, language }, run) {
	const name = page === "/" ? "home" : page.replace(/^\/|\/$/g, "").replaceAll("/", "-");
	const output = join(
		OUT,
		`${name}${signedIn ? "-signed-in" : ""}${language === "en" ? "" : `-${language}`}-${run}.json`,
	);
	const categories = ["performance", "accessibility", "best-practices", ...(signedIn ? ["signed-in"] : [])];
	const cookies = [...(signedIn ? [await signIn()] : []), ...(language === "en" ? [] : [`lang=${language}`])];
	const cookieArgs = cookies.length > 0 ? [`--extra-headers=${JSON.stringify({ Cookie: cookies.join("; ") })}`] : [];
	const signedInArgs = [...(signedIn ? [`--config-path=${SIGNED_IN_CONFIG}`] : []), ...cookieArgs];
	const result = spawnSync(
		join(root, "node_modules/.bin/lighthouse"),
		[
			`${origin}${page}`,
			"--quiet",
			"--output=json",
			`--output-path=${output}`,
			`--only-categories=${categories.join(",")}`,
			...signedInArgs,
			"--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking",
		],
		{ cwd: root, env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "inherit"] },
	);
	// Lighthouse's own failures (e.g. NO_NAVSTART, a trace it could not record) may be retried; a wrong page may not.
	const failure = (message) => Object.assign(new Error(`lighthouse ${page}: ${message}`), { retry: true });
	if (result.status !== 0) throw failure(`exited with ${result.status}`);
	const report = JSON.parse(readFileSync(output, "utf8"));
	if (report.runtimeError) throw failure(report.runtimeError.message);
	const table = signedIn ? checkSignedIn(report, page) : null;
	const score = (id) => Math.round(report.categories[id].score * 100);
	const audit = (id) => report.audits[id].numericValue;
	const requests = report.audits["network-requests"].details.items;
	const bytes = (type) =>
		requests.filter((r) => !type || r.resourceType === type).reduce((n, r) => n + r.transferSize, 0);
	const metrics = ["first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time"];
	const metricScores = [...metrics, "cumulative-layout-shift"]
		.map((id) => report.audits[id].score.toFixed(2))
		.join("/");
	// Which element was the largest paint (the lobby's once was the install card, painted after hydration).
	const lcpElement = report.audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node");
	return {
		metricScores,
		lcpElement: lcpElement?.selector ?? "?",
		performance: score("performance"),
		accessibility: score("accessibility"),
		bestPractices: score("best-practices"),
		fcp: audit("first-contentful-paint"),
		lcp: audit("largest-contentful-paint"),
		si: audit("speed-index"),
		tbt: audit("total-blocking-time"),
		cls: audit("cumulative-layout-shift"),
		scriptKb: bytes("Script") / 1024,
		totalKb: bytes() / 1024,
		...(table && { boardButtons: table.boardButtons, boardWaitMs: table.waitedMs }),
	};
}

mkdirSync(OUT, { recursive: true });
const server = startProduct({ port, persist: "bench-lighthouse" });
const rows = [];
try {
	await waitForProduct(server, origin);
	// One warm-up request per page: the first render after start compiles the Worker's modules.
	for (const { path, language } of PAGES) {
		await (await fetch(`${origin}${path}`, { headers: { Cookie: `lang=${language}` } })).text();
	}
	const loadBefore = loadAverage();
	for (const page of PAGES) {
		const runs = [];
		for (let run = 1; run <= RUNS; run++) {
			const result = await lighthouse(page, run).catch((error) => {
				if (!error.retry) throw error;
				console.error(`${page.path} run ${run}: ${error.message}; running it once more`);
				return lighthouse(page, run);
			});
			const board = page.signedIn
				? `, board with ${result.boardButtons} buttons (waited ${result.boardWaitMs} ms)`
				: "";
			console.error(
				`${page.path} (${page.language}) run ${run}: performance ${result.performance}, accessibility ${result.accessibility}, FCP ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms, SI ${Math.round(result.si)} ms, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)} (scores ${result.metricScores}; LCP element ${result.lcpElement})${board}`,
			);
			runs.push(result);
		}
		const pick = (key) => median(runs.map((r) => r[key]));
		const numeric = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === "number");
		rows.push({ page, runs, median: Object.fromEntries(numeric.map((key) => [key, pick(key)])) });
	}
	const loadAfter = loadAverage();
	const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
	const { cores, cpu } = machine();
	const lines = [
		`Lighthouse ${JSON.parse(readFileSync(join(root, "node_modules/lighthouse/package.json"), "utf8")).version}, mobile profile, ${CHROME}, ${RUNS} runs per page (medians), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
		`Machine: ${cores} cores, ${cpu}. Load average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after`,
		"",
		"| page | performance | accessibility | best practices | FCP | LCP | SI | TBT | CLS | JS transferred | all transferred | performance per run |",
		"| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
		...rows.map(
			({ page, runs, median: m }) =>
				`| \`${page.path}\`${page.signedIn ? " (signed in)" : ""}${page.language === "en" ? "" : ` (${page.language})`} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${s(m.fcp)} | ${s(m.lcp)} | ${s(m.si)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.scriptKb)} KB | ${Math.round(m.totalKb)} KB | ${runs.map((r) => r.performance).join(", ")} |`,
		),
	];
	const table = lines.join("\n");
	writeFileSync(join(OUT, "summary.md"), `${table}\n`);
	console.log(table);
	console.error(`JSON reports: ${OUT}`);
} finally {
	server.kill("SIGTERM");
}
