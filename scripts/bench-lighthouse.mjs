// `npm run bench:lighthouse`: Lighthouse (mobile profile: simulated slow 4G, 4x CPU slowdown) on the
// public pages of a production build served by the product's own `npm start`, 3 runs per page; prints
// the median scores and metrics as a markdown table and keeps the JSON reports in bench-results/.
//
// Settings (environment): LIGHTHOUSE_PORT (8819), LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PAGES ("/,/casino/game"),
// BENCH_SKIP_BUILD=1 to reuse build/, CHROMIUM_PATH (/usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { root } from "./lib/wrangler.mjs";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 8819);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? "/,/casino/game").split(",");
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const OUT = join(root, "bench-results");
const origin = `http://127.0.0.1:${port}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const load = () =>
	loadavg()
		.map((n) => n.toFixed(2))
		.join(", ");

function startServer() {
	const server = spawn(process.execPath, [join(root, "scripts/start.mjs")], {
		cwd: root,
		env: {
			...process.env,
			PORT: String(port),
			CF_PERSIST_PATH: ".wrangler/bench-lighthouse",
			FRESH_STATE: "1",
			SKIP_BUILD: process.env.BENCH_SKIP_BUILD === "1" ? "1" : "0",
		},
		stdio: ["ignore", "pipe", "inherit"],
	});
	server.stdout.on("data", () => {});
	return server;
}

async function waitForServer(server) {
	const deadline = Date.now() + 180_000;
	while (Date.now() < deadline) {
		if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
		try {
			if ((await fetch(`${origin}/`)).ok) return;
		} catch {}
		await sleep(500);
	}
	throw new Error(`no answer from ${origin} within 3 minutes`);
}

function lighthouse(page, run) {
	const name = page === "/" ? "home" : page.replace(/^\/|\/$/g, "").replaceAll("/", "-");
	const output = join(OUT, `${name}-${run}.json`);
	const result = spawnSync(
		join(root, "node_modules/.bin/lighthouse"),
		[
			`${origin}${page}`,
			"--quiet",
			"--output=json",
			`--output-path=${output}`,
			"--only-categories=performance,accessibility,best-practices",
			"--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking",
		],
		{ cwd: root, env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "inherit"] },
	);
	if (result.status !== 0) throw new Error(`lighthouse ${page} exited with ${result.status}`);
	const report = JSON.parse(readFileSync(output, "utf8"));
	if (report.runtimeError) throw new Error(`lighthouse ${page}: ${report.runtimeError.message}`);
	const score = (id) => Math.round(report.categories[id].score * 100);
	const audit = (id) => report.audits[id].numericValue;
	const requests = report.audits["network-requests"].details.items;
	const bytes = (type) =>
		requests.filter((r) => !type || r.resourceType === type).reduce((n, r) => n + r.transferSize, 0);
	return {
		performance: score("performance"),
		accessibility: score("accessibility"),
		bestPractices: score("best-practices"),
		fcp: audit("first-contentful-paint"),
		lcp: audit("largest-contentful-paint"),
		tbt: audit("total-blocking-time"),
		cls: audit("cumulative-layout-shift"),
		scriptKb: bytes("Script") / 1024,
		totalKb: bytes() / 1024,
	};
}

mkdirSync(OUT, { recursive: true });
const server = startServer();
const rows = [];
try {
	await waitForServer(server);
	// One warm-up request per page: the first render after start compiles the Worker's modules.
	for (const page of PAGES) await (await fetch(`${origin}${page}`)).text();
	const loadBefore = load();
	for (const page of PAGES) {
		const runs = [];
		for (let run = 1; run <= RUNS; run++) {
			const result = lighthouse(page, run);
			console.error(`${page} run ${run}: performance ${result.performance}, FCP ${Math.round(result.fcp)} ms`);
			runs.push(result);
		}
		const pick = (key) => median(runs.map((r) => r[key]));
		rows.push({ page, runs, median: Object.fromEntries(Object.keys(runs[0]).map((key) => [key, pick(key)])) });
	}
	const loadAfter = load();
	const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
	const lines = [
		`Lighthouse ${JSON.parse(readFileSync(join(root, "node_modules/lighthouse/package.json"), "utf8")).version}, mobile profile, ${CHROME}, ${RUNS} runs per page (medians), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
		`Load average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after`,
		"",
		"| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | JS transferred | all transferred | performance per run |",
		"| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
		...rows.map(
			({ page, runs, median: m }) =>
				`| \`${page}\` | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${s(m.fcp)} | ${s(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.scriptKb)} KB | ${Math.round(m.totalKb)} KB | ${runs.map((r) => r.performance).join(", ")} |`,
		),
	];
	const table = lines.join("\n");
	writeFileSync(join(OUT, "summary.md"), `${table}\n`);
	console.log(table);
	console.error(`JSON reports: ${OUT}`);
} finally {
	server.kill("SIGTERM");
}
