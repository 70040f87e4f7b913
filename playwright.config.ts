import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** The e2e suite runs against a production build on its own port and its own fresh local state. */
const port = Number(process.env.E2E_PORT ?? 8791);
export const baseURL = `http://127.0.0.1:${port}`;
export const serverLogFile = "test-results/server.log";

/**
 * The browser: CHROMIUM_PATH, else Debian's Chromium where it is installed, else Playwright's own Chromium
 * (`scripts/test.mjs` installs it on first run where the network allows; docs/stack.md#browser-tests).
 */
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
const chromium = {
	executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
	args: [
		"--no-sandbox",
		"--disable-gpu",
		"--disable-quic",
		"--no-first-run",
		"--disable-background-networking",
		"--disable-component-update",
		"--disable-sync",
	],
};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };
const mobile = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };

export default defineConfig({
	testDir: "tests/e2e",
	outputDir: "test-results/artifacts",
	// Three tests at a time, from any file: much of a test is waiting for the live round, so a third worker uses
	// time two would leave idle, even on 2 cores. Tests that change what every player sees (a forced result, a
	// disabled game) are tagged @exclusive and run alone afterwards (docs/decisions/0006-testing-layout.md).
	fullyParallel: true,
	workers: 3,
	// No retries, in CI either: a test that needs one is a bug to fix.
	retries: 0,
	timeout: 60_000,
	// A page that answers in a second on an idle machine can take several while three browsers, the server and its
	// rooms share two cores: assertions wait up to 10 s (the default is 5 s) before they fail.
	expect: { timeout: 10_000 },
	reporter: [["list"]],
	use: {
		baseURL,
		// Recording a trace costs about a quarter of the suite's time, for every test; PW_TRACE=1 records them
		// (kept for failures) when a failure needs more than its screenshot and error context.
		trace: process.env.PW_TRACE === "1" ? "retain-on-failure" : "off",
		screenshot: "only-on-failure",
		launchOptions: chromium,
	},
	projects: [
		{ name: "desktop", use: desktop, grepInvert: /@exclusive/ },
		{ name: "mobile", use: mobile, grep: /@mobile/, grepInvert: /@exclusive/ },
		{ name: "exclusive", use: desktop, grep: /@exclusive/, dependencies: ["desktop", "mobile"] },
	],
	webServer: {
		command: "node scripts/start.mjs",
		url: `${baseURL}/api/health`,
		timeout: 180_000,
		reuseExistingServer: false,
		stdout: "ignore",
		stderr: "pipe",
		env: {
			PORT: String(port),
			CF_PERSIST_PATH: ".wrangler/e2e-state",
			FRESH_STATE: "1",
			SERVER_LOG_FILE: serverLogFile,
			// scrypt at 2^12 instead of 2^15 (demo mode only): logins run the same code at an eighth of the cost, so
			// they stop holding the local Worker's one thread for seconds; the Workers suite keeps the production cost
			// where it tests the hashing queue (docs/decisions/0006-testing-layout.md).
			PASSWORD_HASH_LOG2_N: "12",
		},
	},
});
