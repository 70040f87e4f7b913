/**
 * The benchmark and seed scripts run TypeScript modules under Node through `scripts/lib/ts-resolve.mjs`. A module
 * layout the bundler accepts but the loader did not (a directory import, `~/domain/messages`, after the messages were
 * split per area) broke every `bench:volume` run until one was started by hand: each module the scripts import must
 * load through the loader.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const scriptDirs = ["scripts", "scripts/lib"];

/** Every TypeScript module a script imports, as a `file:` URL or `~/` path (what the loader resolves). */
function importedModules(): string[] {
	const found = new Set<string>();
	for (const dir of scriptDirs) {
		for (const name of readdirSync(join(root, dir)).filter((n) => n.endsWith(".mjs"))) {
			const source = readFileSync(join(root, dir, name), "utf8");
			for (const [, specifier] of source.matchAll(/(?:from|import\()\s*"((?:~\/|\.\.?\/)[^"]+)"/g)) {
				if (!specifier || specifier.endsWith(".mjs") || specifier.endsWith(".json")) continue;
				found.add(specifier.startsWith("~/") ? specifier : new URL(specifier, `file://${join(root, dir)}/`).href);
			}
		}
	}
	return [...found].sort();
}

describe("the scripts' TypeScript imports", () => {
	it("finds the modules the benchmarks import", () => {
		const modules = importedModules();
		expect(modules).toContain("~/server/reconciliation");
		expect(modules.some((m) => m.endsWith("/domain/crash/fairness.ts"))).toBe(true);
	});

	it("loads each of them under Node with the scripts' loader", () => {
		const program = importedModules()
			.map((m) => `await import(${JSON.stringify(m)});`)
			.join("\n");
		const run = spawnSync(
			process.execPath,
			["--no-warnings", "--import", "./scripts/lib/ts-resolve.mjs", "--input-type=module", "-e", program],
			{ cwd: root, encoding: "utf8" },
		);
		expect(run.stderr).toBe("");
		expect(run.status).toBe(0);
	}, 60_000);
});
