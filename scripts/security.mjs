// `npm run security`: scanners against a local server (docs/security.md). Not part of `npm test`.
//
// Starts the production build on its own port with a fresh local state (scripts/start.mjs),
// signs in as the demo player and the demo admin, runs sqlmap over the API's parameters
// (query, JSON body, path, cookie; authenticated where the route needs it) and wapiti over
// the pages, on loopback only, and writes the raw outputs and a summary to security-results/.
//
// Settings (environment): SECURITY_PORT (8806), SQLMAP_LEVEL (3), SQLMAP_RISK (2),
// SQLMAP_TARGET_SECONDS (240: a target still running then is stopped and reported as incomplete),
// WAPITI_SECONDS (600: wapiti's --max-scan-time), SECURITY_ONLY (sqlmap | wapiti),
// SECURITY_SKIP_BUILD=1 to reuse build/.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { root } from "./lib/wrangler.mjs";

const port = Number(process.env.SECURITY_PORT ?? 8806);
const base = `http://127.0.0.1:${port}`;
const level = process.env.SQLMAP_LEVEL ?? "3";
const risk = process.env.SQLMAP_RISK ?? "2";
const targetSeconds = Number(process.env.SQLMAP_TARGET_SECONDS ?? 240);
const wapitiSeconds = Number(process.env.WAPITI_SECONDS ?? 600);
const only = process.env.SECURITY_ONLY ?? "";
const out = join(root, "security-results");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- tools

function version(command, args) {
	const result = spawnSync(command, args, { encoding: "utf8" });
	if (result.error || result.status !== 0) return null;
	return `${result.stdout}${result.stderr}`.trim();
}

const sqlmapVersion = version("sqlmap", ["--version"])?.split("\n")[0] ?? null;
const wapitiVersion = /Wapiti[- ]?(\S+)/i.exec(version("wapiti", ["--version"]) ?? "")?.[1] ?? null;
if (!sqlmapVersion || !wapitiVersion) {
	console.error(
		`Missing: ${[!sqlmapVersion && "sqlmap", !wapitiVersion && "wapiti"].filter(Boolean).join(", ")}.\n` +
			"Install them (Debian/Ubuntu): sudo apt-get update && sudo apt-get install -y sqlmap wapiti",
	);
	process.exit(2);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "sqlmap"), { recursive: true });

// ---------------------------------------------------------------- server

const server = spawn(process.execPath, [join(root, "scripts/start.mjs")], {
	cwd: root,
	env: {
		...process.env,
		PORT: String(port),
		CF_PERSIST_PATH: ".wrangler/security",
		FRESH_STATE: "1",
		SKIP_BUILD: process.env.SECURITY_SKIP_BUILD === "1" ? "1" : "0",
		SERVER_LOG_FILE: "security-results/server.log",
	},
	stdio: ["ignore", "ignore", "inherit"],
	detached: true,
});
let stopping = false;
function stopServer() {
	if (stopping) return;
	stopping = true;
	try {
		process.kill(-server.pid, "SIGTERM");
	} catch {}
}
for (const signal of ["SIGINT", "SIGTERM"]) {
	process.on(signal, () => {
		stopServer();
		process.exit(130);
	});
}
server.on("exit", (code) => {
	if (!stopping) {
		console.error(`The server stopped (${code}); see security-results/server.log`);
		process.exit(1);
	}
});

async function waitForServer() {
	const deadline = Date.now() + 300_000;
	while (Date.now() < deadline) {
		try {
			if ((await fetch(`${base}/api/health`)).ok) return;
		} catch {}
		await sleep(1000);
	}
	throw new Error(`No server on ${base} after 300 s`);
}

async function json(method, path, { token, body, headers = {} } = {}) {
	const response = await fetch(`${base}${path}`, {
		method,
		headers: {
			...(body === undefined ? {} : { "Content-Type": "application/json" }),
			...(token ? { Authorization: `Bearer ${token}` } : {}),
			...headers,
		},
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.text();
	return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function signIn(phone, password) {
	const { status, body } = await json("POST", "/api/auth/login", { body: { phone, password } });
	if (status !== 200) throw new Error(`Login ${phone} answered ${status}: ${JSON.stringify(body)}`);
	return { token: body.token, id: body.user.id };
}

// ---------------------------------------------------------------- sqlmap

const MISSING = "00000000-0000-4000-8000-000000000000";

/** Each target: a name, who calls it, and sqlmap's request options (`*` marks a path injection point). */
function sqlmapTargets(ids) {
	const since = Date.now() - 3_600_000;
	return [
		// public
		{ name: "rounds-list-query", as: null, url: "/api/rounds?limit=20&beforeSeq=100" },
		{ name: "round-path", as: null, url: `/api/rounds/${MISSING}*` },
		{ name: "qr-image-path", as: null, url: `/api/uploads/qr/${MISSING}*.png` },
		// player
		{ name: "user-path", as: "admin", url: `/api/user/${ids.player}*` },
		{
			name: "my-transactions-query",
			as: "player",
			url: "/api/transactions/my?transactionStatus=pending&transactionType=deposit&page=1",
		},
		{
			name: "my-bets-query",
			as: "player",
			url: "/api/user/bets?page=1&pageSize=10&wallet=real&outcome=won&from=2026-11-01&to=2026-11-30",
		},
		{
			name: "deposit-payment-details-query",
			as: "player",
			url: "/api/transactions/deposit/payment-details?amount=3000&paymentMethod=upi",
		},
		{ name: "session-summary-query", as: "player", url: `/api/protection/session-summary?since=${since}` },
		{
			name: "deposit-json",
			as: "player",
			url: "/api/transactions/deposit",
			method: "POST",
			data: { amount: 3000, utr: "123456789012", paymentMethod: "upi" },
		},
		{
			name: "withdraw-json",
			as: "player",
			url: "/api/transactions/withdraw",
			method: "POST",
			data: {
				amount: 100,
				bankName: "State Bank of India",
				bankAccountNumber: "123456789012",
				ifscCode: "SBIN0001234",
				recipientName: "Ravi Kumar",
			},
		},
		{
			name: "limits-json",
			as: "player",
			url: "/api/protection/limits",
			method: "PUT",
			data: { kind: "deposit_day", amount: 50000 },
		},
		// admin
		{ name: "members-query", as: "admin", url: "/api/admin/members?search=player&page=1" },
		{ name: "member-ledger-path-query", as: "admin", url: `/api/admin/members/${ids.player}*/ledger?page=1` },
		{
			name: "transactions-query",
			as: "admin",
			url: "/api/transactions?transactionStatus=pending&transactionType=deposit&page=1",
		},
		{
			name: "audit-query",
			as: "admin",
			url: `/api/admin/audit?actorId=${ids.admin}&action=payment_settings&from=0&to=${Date.now() + 86_400_000}&page=1`,
		},
		{ name: "aml-query", as: "admin", url: `/api/admin/aml/flags?userId=${ids.player}` },
		{ name: "results-query", as: "admin", url: "/api/admin/results?page=1" },
		{ name: "reconciliation-query", as: "admin", url: "/api/admin/reconciliation?page=1" },
		{ name: "protection-user-path", as: "admin", url: `/api/protection/users/${ids.player}*` },
		{
			name: "reject-path-json",
			as: "admin",
			url: `/api/transactions/${MISSING}*/reject`,
			method: "PUT",
			data: { adminNote: "scan" },
		},
		{
			name: "adjustment-json",
			as: "admin",
			url: `/api/admin/members/${ids.player}/adjustments`,
			method: "POST",
			data: { wallet: "tokens", amount: 1, reason: "security scan" },
		},
		{
			name: "game-json",
			as: "admin",
			url: `/api/admin/games/${ids.game}`,
			method: "PUT",
			data: { name: "Auto Roulette" },
		},
		{
			name: "force-result-json",
			as: "admin",
			url: "/api/admin/rounds/force-result",
			method: "POST",
			data: { number: 7 },
		},
		// accounts last: their rate limits answer 429 once tripped
		{
			name: "login-json",
			as: null,
			url: "/api/auth/login",
			method: "POST",
			data: { phone: "9000000009", password: "Wrong@12345" },
		},
		{
			name: "forgot-json",
			as: null,
			url: "/api/auth/forgot-password",
			method: "POST",
			data: { phone: "9000000009" },
		},
		{
			name: "verify-otp-json",
			as: null,
			url: "/api/auth/verify-otp",
			method: "POST",
			data: { phone: "9000000008", otp: "123456" },
		},
		{
			name: "refresh-cookie",
			as: null,
			url: "/api/auth/refresh-token",
			method: "POST",
			cookie: "__Host-rr_refresh=c2NhbnNjYW5zY2Fuc2NhbnNjYW5zY2Fuc2NhbnNjYW4",
		},
	];
}

function randomIp() {
	return `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 256)).join(".")}`;
}

function runSqlmap(target, token) {
	const args = [
		"-u",
		`${base}${target.url}`,
		"--batch",
		`--level=${level}`,
		`--risk=${risk}`,
		"--dbms=SQLite",
		"--technique=BEUST",
		"--time-sec=2",
		"--timeout=15",
		"--retries=1",
		"--threads=1",
		"--flush-session",
		// Test every parameter fully: the heuristics skip parameters the API parses strictly ("type casting").
		"--skip-heuristics",
		"--disable-coloring",
		"--ignore-code=400,401,403,404,409,413,422,429",
		`--output-dir=${join(out, "sqlmap", "sessions")}`,
		// A fresh client address per target, so one target's rate limits do not blind the next.
		"-H",
		`CF-Connecting-IP: ${randomIp()}`,
	];
	if (token) args.push("-H", `Authorization: Bearer ${token}`);
	if (target.method) args.push(`--method=${target.method}`);
	if (target.data) args.push(`--data=${JSON.stringify(target.data)}`, "-H", "Content-Type: application/json");
	if (target.cookie) args.push(`--cookie=${target.cookie}`);
	return new Promise((resolve) => {
		const started = Date.now();
		const child = spawn("sqlmap", args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
		let text = `$ sqlmap ${args.map((a) => (a.includes(" ") ? `'${a}'` : a)).join(" ")}\n\n`;
		child.stdout.on("data", (chunk) => {
			text += chunk;
		});
		child.stderr.on("data", (chunk) => {
			text += chunk;
		});
		let timedOut = false;
		const timer = setTimeout(() => {
			timedOut = true;
			try {
				process.kill(-child.pid, "SIGTERM");
			} catch {}
		}, targetSeconds * 1000);
		child.on("exit", () => {
			clearTimeout(timer);
			writeFileSync(join(out, "sqlmap", `${target.name}.txt`), text);
			// sqlmap's closing tally of the HTTP error statuses it got back.
			const tally = /HTTP error codes detected during run:\s*\n(.*)/.exec(text)?.[1] ?? "";
			const statuses = Object.fromEntries(
				[...tally.matchAll(/(\d{3}) \([^)]*\) - (\d+) times/g)].map((m) => [m[1], Number(m[2])]),
			);
			const serverErrors = Object.entries(statuses)
				.filter(([code]) => code.startsWith("5"))
				.reduce((n, [, count]) => n + count, 0);
			let verdict;
			if (/sqlmap identified the following injection point/.test(text)) verdict = "INJECTABLE";
			else if (timedOut) verdict = "incomplete (time limit)";
			else if (/all tested parameters do not appear to be injectable/.test(text)) verdict = "not injectable";
			else if (/CRITICAL/.test(text)) verdict = `stopped: ${/CRITICAL\] (.*)/.exec(text)?.[1] ?? "see log"}`;
			else verdict = "unknown (see log)";
			const parameters = [
				...new Set([...text.matchAll(/testing for SQL injection on (.*?parameter '[^']+')/g)].map((m) => m[1])),
			];
			resolve({
				name: target.name,
				as: target.as ?? "anonymous",
				verdict,
				seconds: Math.round((Date.now() - started) / 1000),
				statuses,
				serverErrors,
				parameters,
			});
		});
	});
}

// ---------------------------------------------------------------- wapiti

function runWapiti(adminToken) {
	const modules =
		"backup,blindsql,cookieflags,crlf,csp,csrf,exec,file,http_headers,methods,permanentxss,redirect,sql,xss,xxe";
	const starts = [
		"/",
		"/casino/game",
		"/login",
		"/register",
		"/forgot-password",
		"/verify",
		"/pages/rules",
		"/user",
		"/admin",
		"/api/rounds?limit=20&beforeSeq=100",
		"/api/admin/members?search=player&page=1",
		"/api/admin/audit?action=payment_settings&page=1",
		"/api/transactions?transactionStatus=pending&page=1",
	];
	const args = [
		"-u",
		`${base}/`,
		"--scope",
		"folder",
		"-m",
		modules,
		"-d",
		"4",
		"--max-links-per-page",
		"60",
		"--max-scan-time",
		String(wapitiSeconds),
		"--max-attack-time",
		String(Math.max(60, Math.floor(wapitiSeconds / 6))),
		"-t",
		"15",
		"-H",
		`Authorization: Bearer ${adminToken}`,
		"-H",
		`CF-Connecting-IP: ${randomIp()}`,
		"--flush-session",
		"--store-session",
		join(out, "wapiti-session"),
		"--no-bugreport",
		"-f",
		"json",
		"-o",
		join(out, "wapiti.json"),
		...starts.flatMap((path) => ["-s", `${base}${path}`]),
	];
	return new Promise((resolve) => {
		const started = Date.now();
		const child = spawn("wapiti", args, { stdio: ["ignore", "pipe", "pipe"] });
		let text = `$ wapiti ${args.map((a) => (a.includes(" ") ? `'${a}'` : a)).join(" ")}\n\n`;
		child.stdout.on("data", (chunk) => {
			text += chunk;
		});
		child.stderr.on("data", (chunk) => {
			text += chunk;
		});
		child.on("exit", (code) => {
			writeFileSync(join(out, "wapiti.txt"), text);
			let report = null;
			try {
				report = JSON.parse(readFileSync(join(out, "wapiti.json"), "utf8"));
			} catch {}
			const findings = [];
			for (const [kind, group] of [
				["vulnerability", report?.vulnerabilities],
				["anomaly", report?.anomalies],
				["additional", report?.additionals],
			]) {
				for (const [category, items] of Object.entries(group ?? {})) {
					for (const item of items)
						findings.push({
							kind,
							category,
							path: item.path,
							method: item.method,
							info: item.info,
							parameter: item.parameter,
						});
				}
			}
			resolve({
				code,
				seconds: Math.round((Date.now() - started) / 1000),
				findings,
				crawled: report?.infos?.crawled_pages?.length ?? null,
			});
		});
	});
}

// ---------------------------------------------------------------- main

try {
	console.log(`Starting the product on ${base} (fresh state)...`);
	await waitForServer();
	const player = await signIn("9000000001", "Player@12345");
	const admin = await signIn("9000000000", "Admin@12345");
	const games = await json("GET", "/api/games");
	const game = games.body?.games?.[0]?.id ?? "roulette";
	const ids = { player: player.id, admin: admin.id, game };
	const summary = {
		date: new Date().toISOString(),
		machine: {
			cpus: cpus().length,
			model: cpus()[0]?.model,
			memoryGiB: Math.round(totalmem() / 2 ** 30),
			load: loadavg().map((l) => l.toFixed(2)),
		},
		tools: { sqlmap: sqlmapVersion, wapiti: wapitiVersion, node: process.version },
		settings: { level, risk, targetSeconds, wapitiSeconds },
		sqlmap: [],
		wapiti: null,
	};

	if (only !== "wapiti") {
		for (const target of sqlmapTargets(ids)) {
			// A fresh token per target: access tokens live 15 minutes.
			const token =
				target.as === "player"
					? (await signIn("9000000001", "Player@12345")).token
					: target.as === "admin"
						? (await signIn("9000000000", "Admin@12345")).token
						: null;
			process.stdout.write(`sqlmap ${target.name} ... `);
			const result = await runSqlmap(target, token);
			const errors = result.serverErrors ? `, ${result.serverErrors} answers 5xx` : "";
			console.log(`${result.verdict} (${result.seconds} s, ${result.parameters.length} parameters${errors})`);
			summary.sqlmap.push(result);
		}
	}
	if (only !== "sqlmap") {
		console.log(`wapiti over ${base}/ (at most ${wapitiSeconds} s) ...`);
		const adminToken = (await signIn("9000000000", "Admin@12345")).token;
		summary.wapiti = await runWapiti(adminToken);
		console.log(
			`wapiti: exit ${summary.wapiti.code}, ${summary.wapiti.seconds} s, ${summary.wapiti.findings.length} findings`,
		);
		for (const f of summary.wapiti.findings)
			console.log(`  [${f.kind}] ${f.category}: ${f.method} ${f.path} ${f.parameter ?? ""} ${f.info}`);
	}
	// The product still works and its books still balance after the scans.
	const health = await json("GET", "/api/health");
	const adminToken = (await signIn("9000000000", "Admin@12345")).token;
	const reconciliation = await json("GET", "/api/admin/reconciliation", { token: adminToken });
	summary.after = {
		health: health.status,
		reconciliation: reconciliation.status,
		reconciliationBody: reconciliation.body,
	};
	// Every unhandled API error the scans caused, from the server's log.
	summary.serverLogErrors = readFileSync(join(out, "server.log"), "utf8")
		.split("\n")
		.filter((line) => line.startsWith("[api]"));
	writeFileSync(join(out, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
	const injectable = summary.sqlmap.filter((r) => r.verdict === "INJECTABLE");
	const withErrors = summary.sqlmap.filter((r) => r.serverErrors > 0);
	console.log(
		`\nWritten to security-results/ (summary.json). sqlmap: ${injectable.length} injectable, ${withErrors.length} with 5xx answers, of ${summary.sqlmap.length} targets; ${summary.serverLogErrors.length} API errors in the server log.`,
	);
	stopServer();
	process.exit(injectable.length > 0 || withErrors.length > 0 || summary.serverLogErrors.length > 0 ? 1 : 0);
} catch (error) {
	console.error(error);
	stopServer();
	process.exit(1);
}
