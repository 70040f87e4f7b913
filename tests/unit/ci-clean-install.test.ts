/**
 * A fresh clone's `npm install` leaves `git status` clean (issue 30, finding 14): .ci/run fails when the install
 * changed a tracked file, and the lock file names every dependency package.json asks for, at the range it asks.
 * The check is run as written in .ci/run, in a scratch repository, clean and then with a changed file.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ciLines = readFileSync(join(root, ".ci/run"), "utf8").split("\n");
const installAt = ciLines.findIndex((line) => /^npm install\b/.test(line));
const testAt = ciLines.findIndex((line) => /^npm test\b/.test(line));
/** What .ci/run does between the install and the tests. */
const afterInstall = ciLines.slice(installAt + 1, testAt).join("\n");

const scratch = mkdtempSync(join(tmpdir(), "ci-clean-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function git(...args: string[]) {
	execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: scratch, stdio: "ignore" });
}

function runCheck() {
	return spawnSync("bash", ["-euo", "pipefail", "-c", afterInstall], { cwd: scratch, encoding: "utf8" });
}

describe(".ci/run after npm install", () => {
	it("installs, checks, then tests, in that order", () => {
		expect(installAt).toBeGreaterThan(0);
		expect(testAt).toBeGreaterThan(installAt);
		expect(afterInstall).toContain("git status --porcelain");
	});

	it("passes a clean tree and fails one the install changed", () => {
		git("init", "-q");
		writeFileSync(join(scratch, "package-lock.json"), "{}\n");
		git("add", ".");
		git("commit", "-qm", "lock");
		expect(runCheck().status).toBe(0);

		writeFileSync(join(scratch, "package-lock.json"), '{ "changed": true }\n');
		const changed = runCheck();
		expect(changed.status).not.toBe(0);
		expect(changed.stderr).toContain("package-lock.json");
	});
});

describe("package-lock.json", () => {
	const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
	const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));

	it("asks for what package.json asks for", () => {
		const locked = lock.packages[""];
		expect(locked.dependencies).toEqual(manifest.dependencies);
		expect(locked.devDependencies).toEqual(manifest.devDependencies);
	});
});
