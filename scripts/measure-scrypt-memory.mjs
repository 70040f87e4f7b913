/**
 * How much memory one password hash takes, to size the hashing bound of worker/lib/password.ts
 * against a Worker isolate's 128 MB (docs/decisions/0740-account-abuse.md).
 *
 *   npx node --expose-gc scripts/measure-scrypt-memory.mjs   # K = 1, 2, 4, 8 concurrent hashes (Node 22 from the project)
 *
 * Runs the same node:crypto scrypt with the product's parameters (N=2^15, r=8, p=3) that
 * workerd's nodejs_compat provides, K at a time, and samples the process's resident memory
 * every 2 ms: the peak above the idle baseline, divided by K, is the memory per hash. scrypt's
 * buffer is allocated by OpenSSL outside the JavaScript heap, so RSS shows it and heapUsed does not.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, scrypt } from "node:crypto";

// Node runs at most UV_THREADPOOL_SIZE hashes at once (4 by default), and libuv reads it at start-up:
// run again with room for 8.
if (process.env.UV_THREADPOOL_SIZE !== "8") {
	const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
		stdio: "inherit",
		env: { ...process.env, UV_THREADPOOL_SIZE: "8" },
	});
	process.exit(child.status ?? 1);
}

const N = 2 ** 15;
const r = 8;
const p = 3;
const MiB = 1024 * 1024;
const theory = (128 * N * r) / MiB;

function hash() {
	return new Promise((resolve, reject) => {
		scrypt(
			randomBytes(16).toString("hex"),
			randomBytes(16),
			32,
			{ N, r, p, maxmem: 256 * N * r + MiB },
			(error, key) => (error ? reject(error) : resolve(key)),
		);
	});
}

async function measure(k) {
	globalThis.gc?.();
	await new Promise((resolve) => setTimeout(resolve, 200));
	const baseline = process.memoryUsage();
	let peakRss = baseline.rss;
	let peakExternal = baseline.external;
	const sampler = setInterval(() => {
		const now = process.memoryUsage();
		peakRss = Math.max(peakRss, now.rss);
		peakExternal = Math.max(peakExternal, now.external);
	}, 2);
	const started = performance.now();
	await Promise.all(Array.from({ length: k }, hash));
	const ms = performance.now() - started;
	clearInterval(sampler);
	const rss = (peakRss - baseline.rss) / MiB;
	return {
		concurrent: k,
		"peak RSS above idle (MiB)": Number(rss.toFixed(1)),
		"per hash (MiB)": Number((rss / k).toFixed(1)),
		"external above idle (MiB)": Number(((peakExternal - baseline.external) / MiB).toFixed(1)),
		"wall time (ms)": Math.round(ms),
	};
}

await hash(); // warm-up: the first call loads OpenSSL's code paths
const rows = [];
for (const k of [1, 2, 4, 8]) rows.push(await measure(k));
console.log(`scrypt N=2^15 r=8 p=3: 128·N·r = ${theory} MiB per hash in theory; Node ${process.version}`);
console.table(rows);
const perHash = Math.max(...rows.map((row) => row["per hash (MiB)"]));
console.log(
	`At ${perHash} MiB a hash, a 128 MB isolate (122 MiB) fits ${Math.floor(122 / perHash)} hashes with nothing else in it; the bound is 2 (64 MiB), leaving about half for the app.`,
);
