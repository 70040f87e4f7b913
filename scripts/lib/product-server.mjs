// The product as a visitor's browser meets it, for the page benchmarks (bench:firstload, bench:lighthouse): its
// own `npm start` (scripts/start.mjs) on a fresh local state, and the small statistics their tables print.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { join } from "node:path";
import { sleep } from "./bench.mjs";
import { root } from "./wrangler.mjs";

export const median = (values) => {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The machine's load averages (1, 5 and 15 minutes), as printed next to every figure. */
export const loadAverage = () =>
	loadavg()
		.map((n) => n.toFixed(2))
		.join(", ");

/** `npm start` on `port` with its own fresh state under .wrangler/<persist>; BENCH_SKIP_BUILD=1 reuses the build. */
export function startProduct({ port, persist }) {
	const server = spawn(process.execPath, [join(root, "scripts/start.mjs")], {
		cwd: root,
		env: {
			...process.env,
			PORT: String(port),
			CF_PERSIST_PATH: `.wrangler/${persist}`,
			FRESH_STATE: "1",
			SKIP_BUILD: process.env.BENCH_SKIP_BUILD === "1" ? "1" : "0",
		},
		stdio: ["ignore", "pipe", "inherit"],
	});
	server.stdout.on("data", () => {});
	return server;
}

/** Resolves once the home page answers (the build and the seed take a while on a fresh state). */
export async function waitForProduct(server, origin) {
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
