// Helpers for the project's scripts: run wrangler with the project's Node and local state.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const root = new URL("../..", import.meta.url).pathname;

/** `--persist-to` for commands that must see the same local state as the running product. */
export function persistArgs() {
	return process.env.CF_PERSIST_PATH ? ["--persist-to", process.env.CF_PERSIST_PATH] : [];
}

export function run(command, args, options = {}) {
	const result = spawnSync(command, args, {
		cwd: root,
		stdio: options.capture ? ["ignore", "pipe", "inherit"] : "inherit",
		env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", ...options.env },
		encoding: "utf8",
	});
	if (result.status !== 0) {
		throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
	}
	return result.stdout;
}

export function wrangler(args, options) {
	return run(join(root, "node_modules/.bin/wrangler"), args, options);
}

/** Runs SQL against the D1 database: local state by default, `--remote` when asked. */
export function executeSql(sql, { remote = false } = {}) {
	const dir = mkdtempSync(join(tmpdir(), "rr-sql-"));
	const file = join(dir, "statements.sql");
	writeFileSync(file, sql);
	return wrangler(["d1", "execute", "DB", remote ? "--remote" : "--local", ...persistArgs(), "--file", file, "--yes"], {
		capture: true,
	});
}

/** SQL string literal. */
export function q(value) {
	if (value === null || value === undefined) return "NULL";
	if (typeof value === "number") return String(value);
	return `'${String(value).replaceAll("'", "''")}'`;
}
