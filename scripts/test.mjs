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
function step(name, command, args, extraEnv = {}) {
	console.log(`\n▶ ${name}`);
	const { status } = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
	if (status !== 0) {
		failedSteps++;
		console.log(`✗ ${name} failed (exit ${status})`);
	}
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
	passed += stats.expected + stats.flaky;
	failed += stats.unexpected;
	skipped += stats.skipped;
}
// A step that failed without a failing test (typecheck, lint, a crashed runner) still fails the run.
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
