// Shared by the benchmark scripts: a production build served by `wrangler dev` (workerd + local D1) on its own
// port and persist folder, SQL against that state, percentiles, and where results go (bench-results/, git-ignored).
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { join } from "node:path";
import { root, run, wrangler } from "./wrangler.mjs";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentile (null for no samples). */
export function pct(values, p) {
	if (values.length === 0) return null;
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function jwtSecret() {
	const text = readFileSync(join(root, ".dev.vars"), "utf8");
	const match = /^JWT_SECRET="?([^"\n]+)"?/m.exec(text);
	if (!match) throw new Error("No JWT_SECRET in .dev.vars: run npm start once");
	return match[1];
}

/** An empty local state in `persist` (a folder under the repository), every migration applied. */
export function freshState(persist) {
	rmSync(join(root, persist), { recursive: true, force: true });
	wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], { capture: true });
}

/** Rows of one SELECT against the local D1 of `persist`. */
export function d1Json(persist, sql) {
	const out = wrangler(
		["d1", "execute", "DB", "--local", "--persist-to", persist, "--command", sql, "--json", "--yes"],
		{ capture: true },
	);
	return JSON.parse(out)[0].results;
}

export function buildUnlessSkipped() {
	if (process.env.BENCH_SKIP_BUILD !== "1") run(join(root, "node_modules/.bin/react-router"), ["build"]);
}

/**
 * Serves build/ with `wrangler dev` (workerd only, no Node proxy in front of sockets) on 127.0.0.1:port.
 * `vars` are added to build/server/.dev.vars for this run; call `stop()` to end it and restore that file.
 */
export function startServer({ port, persist, vars = {}, inspectorPort = port + 1000 }) {
	const varsFile = join(root, "build/server/.dev.vars");
	const baseVars = readFileSync(join(root, ".dev.vars"), "utf8").trimEnd();
	const extra = Object.entries(vars).map(([k, v]) => `${k}="${v}"`);
	writeFileSync(varsFile, `${[baseVars, ...extra].join("\n")}\n`);
	const server = spawn(
		join(root, "node_modules/.bin/wrangler"),
		[
			"dev",
			"-c",
			"build/server/wrangler.json",
			"--port",
			String(port),
			"--ip",
			"127.0.0.1",
			"--inspector-port",
			String(inspectorPort),
			"--persist-to",
			persist,
			"--show-interactive-dev-session=false",
			// Also as --var: with `secrets.required` in the config, wrangler dev loads only the listed secrets from
			// .dev.vars, so the bench's vars written there alone never reached the Worker (the room then kept its
			// 32 sockets per address, and ROOM_GROUP_COMMIT=off was ignored).
			...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
		],
		{
			cwd: root,
			env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
			stdio: ["ignore", "pipe", "pipe"],
			detached: true,
		},
	);
	let log = "";
	server.stdout.on("data", (d) => {
		log += d;
	});
	server.stderr.on("data", (d) => {
		log += d;
	});
	return {
		server,
		pid: server.pid,
		log: () => log,
		async stop() {
			try {
				process.kill(-server.pid, "SIGTERM");
			} catch {
				// already gone
			}
			await sleep(1_500);
			// The switch must not outlive the benchmark: leave build/ as `react-router build` made it.
			writeFileSync(varsFile, readFileSync(join(root, ".dev.vars"), "utf8"));
		},
	};
}

export async function waitForHealth(port, path = "/api/health") {
	for (let i = 0; i < 120; i++) {
		try {
			const r = await fetch(`http://127.0.0.1:${port}${path}`);
			if (r.ok) return;
		} catch {
			// not up yet
		}
		await sleep(500);
	}
	throw new Error("server did not start");
}

/** The machine the figures came from. */
export function machine() {
	const cpu = cpus()[0]?.model ?? "unknown CPU";
	const cores = availableParallelism();
	return {
		cores,
		cpu,
		load: loadavg()
			.map((l) => l.toFixed(2))
			.join(" "),
	};
}

/** Writes bench-results/<name>-<timestamp>.json and .md; returns the paths. */
export function saveResults(name, json, markdown) {
	const dir = join(root, "bench-results");
	mkdirSync(dir, { recursive: true });
	const stamp = new Date().toISOString().replaceAll(":", "-").replace(/\..+$/, "");
	const base = join(dir, `${name}-${stamp}`);
	writeFileSync(`${base}.json`, `${JSON.stringify(json, null, 2)}\n`);
	writeFileSync(`${base}.md`, `${markdown}\n`);
	return { json: `${base}.json`, md: `${base}.md` };
}

/** A markdown table from a header row and rows of cells. */
export function markdownTable(header, rows) {
	const fmt = (v) => (v === null || v === undefined ? "n/a" : String(v));
	return [
		`| ${header.join(" | ")} |`,
		`| ${header.map(() => "---").join(" | ")} |`,
		...rows.map((r) => `| ${r.map(fmt).join(" | ")} |`),
	].join("\n");
}

/**
 * SQL and access tokens for `count` bench players (₹1,00,000 real each, with the opening ledger entry and a live
 * session, since the API and the room refuse a token whose session is not live).
 */
export async function benchPlayers(count, { idPrefix, name, phonePrefix }) {
	const { signAccessToken } = await import("../../server/access-token.ts");
	const secret = jwtSecret();
	const now = Date.now();
	const players = [];
	const statements = [];
	for (let i = 0; i < count; i++) {
		const id = `${idPrefix}-${i}`;
		const sessionId = `${id}-session`;
		const paise = 100_000 * 100;
		statements.push(
			`INSERT INTO users (id, name, phone, role, status, is_verified, adult_consent_at) VALUES ('${id}', '${name} ${i}', '${phonePrefix}${String(i).padStart(9, "0")}', 'user', 'active', 1, ${now});`,
			`INSERT INTO wallets (user_id, kind, balance_paise) VALUES ('${id}', 'real', ${paise}), ('${id}', 'tokens', 0);`,
			`INSERT INTO ledger_entries (user_id, wallet, amount_paise, balance_after_paise, reason, idempotency_key) VALUES ('${id}', 'real', ${paise}, ${paise}, 'seed', 'seed:${id}:real');`,
			`INSERT INTO refresh_tokens (id, family_id, user_id, token_hash, created_at, expires_at) VALUES ('${sessionId}', '${sessionId}', '${id}', '${sessionId}-unused', ${now}, ${now + 86_400_000});`,
		);
		players.push({
			id,
			token: await signAccessToken(secret, { userId: id, role: "user", sessionEpoch: 0, sessionId }),
		});
	}
	return { players, sql: statements.join("\n") };
}

/**
 * A bench's sockets all come from 127.0.0.1, which would meet the room's per-address socket budgets at once
 * (docs/decisions/0736-socket-budgets.md); real players come from many addresses. These vars lift them for a bench.
 */
export const BENCH_ROOM_VARS = { ROOM_SOCKETS_PER_ADDRESS: "1000000", ROOM_CONNECTS_PER_MINUTE: "1000000" };

/**
 * The modelled D1 latency of a room benchmark, in ms (docs/decisions/0755-d1-latency-model-and-edge-cache.md):
 * `--d1-latency` (10 ms) or `--d1-latency=<ms>` on the command line, else BENCH_D1_LATENCY_MS, else 0 (off).
 */
export function d1LatencyMs(argv = process.argv) {
	const arg = argv.find((a) => a === "--d1-latency" || a.startsWith("--d1-latency="));
	const value = arg
		? arg.includes("=")
			? Number(arg.split("=")[1])
			: 10
		: Number(process.env.BENCH_D1_LATENCY_MS ?? 0);
	if (!Number.isFinite(value) || value < 0) throw new Error(`--d1-latency wants milliseconds, got ${arg}`);
	return value;
}

/** The room's var for that latency (durable/room/d1-latency.ts); nothing when it is 0. */
export const d1LatencyVars = (ms) => (ms > 0 ? { BENCH_D1_LATENCY_MS: String(ms) } : {});

/**
 * CPU seconds (user + system) used so far by every process of a process group (the server `startServer` spawns:
 * wrangler and its workerd), from /proc; null where /proc is missing. Unlike latency, it hardly moves with the
 * machine's load, so it compares two builds fairly on a shared machine.
 */
export function groupCpuSeconds(pgid) {
	const byCommand = groupCpuByCommand(pgid);
	return byCommand === null ? null : Object.values(byCommand).reduce((a, b) => a + b, 0);
}

/** groupCpuSeconds per command name (`workerd`, `node` for wrangler itself, …). */
export function groupCpuByCommand(pgid) {
	const ticks = {};
	try {
		for (const pid of readdirSync("/proc")) {
			if (!/^\d+$/.test(pid)) continue;
			let stat;
			try {
				stat = readFileSync(`/proc/${pid}/stat`, "utf8");
			} catch {
				continue;
			}
			// Fields after the command (which may hold spaces): state ppid pgrp … utime(14) stime(15).
			const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
			const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
			if (Number(fields[2]) === pgid) ticks[command] = (ticks[command] ?? 0) + Number(fields[11]) + Number(fields[12]);
		}
	} catch {
		return null;
	}
	return Object.fromEntries(Object.entries(ticks).map(([command, t]) => [command, t / 100]));
}

/** CPU seconds (user + system) this Node process has used: the benchmark's own clients. */
export function ownCpuSeconds() {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1e6;
}

/**
 * A measured round with the CPU seconds it cost, from its start to its reconciliation: the server's (wrangler +
 * workerd, and workerd alone: the room and the local D1) and the clients' (this Node process, every socket).
 * Both share the machine's cores, so a client that needs more CPU than the server would bound the figures itself.
 */
export async function withServerCpu(server, measure) {
	const before = groupCpuByCommand(server.pid);
	const clientBefore = ownCpuSeconds();
	const row = await measure();
	const after = groupCpuByCommand(server.pid);
	const clientCpuS = Number((ownCpuSeconds() - clientBefore).toFixed(1));
	if (before === null || after === null) return { ...row, serverCpuS: null, workerdCpuS: null, clientCpuS };
	const total = (cpu) => Object.values(cpu).reduce((a, b) => a + b, 0);
	return {
		...row,
		serverCpuS: Number((total(after) - total(before)).toFixed(1)),
		workerdCpuS: Number(((after.workerd ?? 0) - (before.workerd ?? 0)).toFixed(1)),
		clientCpuS,
	};
}
