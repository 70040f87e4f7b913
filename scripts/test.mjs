// `npm test`: typecheck, lint, unit + component + Workers tests (vitest), then the browser e2e suite
// (Playwright on Debian's Chromium). Ends with one plain line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules/.bin", name);
const results = join(root, "test-results");
rmSync(join(results, "vitest.json"), { force: true });
rmSync(join(results, "playwright.json"), { force: true });
mkdirSync(results, { recursive: true });

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" };
let failedSteps = 0;
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
function step(name, command, args, extraEnv = {}) {
	console.log(`\n▶ ${name}`);
	const stepStarted = Date.now();
	const { status } = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
	if (status !== 0) {
		failedSteps++;
		console.log(`✗ ${name} failed (exit ${status})`);
	}
	console.log(`◀ ${name}: ${seconds(stepStarted)}`);
	return status === 0;
}

step("typecheck", bin("react-router"), ["typegen"]) && step("typecheck", bin("tsc"), ["--noEmit"]);
step("lint", bin("biome"), ["check", "."]);
step("unit, component and Workers tests", bin("vitest"), [
	"run",
	"--reporter=default",
	"--reporter=json",
	`--outputFile.json=${join(results, "vitest.json")}`,
]);
// The browser tests need a Chromium: CHROMIUM_PATH, Debian's, or Playwright's own, installed here on first run.
const systemChromium = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
	(path) => path && existsSync(path),
);
if (!systemChromium) {
	console.log("\n▶ no Chromium found: installing Playwright's own (npx playwright install chromium)");
	const { status } = spawnSync(bin("playwright"), ["install", "chromium"], { cwd: root, stdio: "inherit", env });
	if (status !== 0) {
		console.log(
			"✗ Could not install Playwright's Chromium (no network?). Install one and run again: " +
				"`apt-get install chromium` on Debian/Ubuntu, or set CHROMIUM_PATH to a Chromium or Chrome binary.",
		);
	}
}
step("browser end-to-end tests", bin("playwright"), ["test", "--reporter=list,json"], {
	PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, "playwright.json"),
});

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestFile = join(results, "vitest.json");
if (existsSync(vitestFile)) {
	const report = JSON.parse(readFileSync(vitestFile, "utf8"));
	passed += report.numPassedTests;
	failed += report.numFailedTests;
	skipped += report.numPendingTests + report.numTodoTests;
}
const playwrightFile = join(results, "playwright.json");
if (existsSync(playwrightFile)) {
	const { stats } = JSON.parse(readFileSync(playwrightFile, "utf8"));
	// A test that passed only on a retry is a failure (there are no retries; this keeps it so if one is added).
	passed += stats.expected;
	failed += stats.unexpected + stats.flaky;
	skipped += stats.skipped;
}
// A step that failed without a failing test (typecheck, lint, a crashed runner) still fails the run.
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\nnpm test took ${seconds(started)}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
