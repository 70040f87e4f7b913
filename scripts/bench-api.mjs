// `npm run bench:api`: autocannon against the main read endpoints of the local production build.
//
// Fresh local state in .wrangler/bench-api: migrations, the demo accounts, BENCH_API_ROUNDS revealed fair rounds,
// BENCH_API_BETS settled bets of the demo player (with their ledger entries) and BENCH_API_MEMBERS extra players,
// so that every list has rows to read. Then `wrangler dev` serves build/ on 127.0.0.1:BENCH_PORT, the script signs in
// as the demo player and the demo admin through POST /api/auth/login, and runs autocannon per endpoint.
//
// Settings (environment): BENCH_PORT (8805), BENCH_DURATION (seconds per endpoint, 10), BENCH_CONNECTIONS (10),
// BENCH_SKIP_BUILD=1 to reuse build/, BENCH_ONLY (comma-separated endpoint names). Loopback only.
// The public reads the Worker caches (worker/lib/edge-cache.ts) are measured twice, side by side: first with the cache
// off (PUBLIC_READ_CACHE=off, every request reaches D1), then, on a restarted server over the same state, with it on.
// Prints markdown tables and writes bench-results/api-<time>.json and .md.
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { commitmentOf, newServerSeed, resultFromSeed } from "../domain/fairness.ts";
import {
	buildUnlessSkipped,
	freshState,
	machine,
	markdownTable,
	saveResults,
	sleep,
	startServer,
	waitForHealth,
} from "./lib/bench.mjs";
import { executeSql, q } from "./lib/wrangler.mjs";
import { seedDemo } from "./seed-demo.mjs";

const port = Number(process.env.BENCH_PORT ?? 8805);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 300);
const BETS = Number(process.env.BENCH_API_BETS ?? 200);
const MEMBERS = Number(process.env.BENCH_API_MEMBERS ?? 200);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",")) : null;
const PERSIST = ".wrangler/bench-api";
process.env.CF_PERSIST_PATH = PERSIST;

async function prepareState() {
	freshState(PERSIST);
	await seedDemo();
	const statements = [];
	const now = Date.now();
	const roundIds = [];
	const results = [];
	// Revealed rounds, made the way the room makes them (commitment, seed, fair result), 28 s apart.
	for (let seq = 1; seq <= ROUNDS; seq++) {
		const id = crypto.randomUUID();
		const seed = newServerSeed();
		const opens = now - (ROUNDS - seq + 1) * 28_000;
		const result = await resultFromSeed(seed, id);
		statements.push(
			`INSERT INTO rounds (id, seq, commitment, server_seed, result, betting_opens_at, betting_closes_at, result_at, settled_at) VALUES (${q(id)}, ${seq}, ${q(await commitmentOf(seed))}, ${q(seed)}, ${result}, ${opens}, ${opens + 15_000}, ${opens + 20_000}, ${opens + 20_100});`,
		);
		roundIds.push(id);
		results.push(result);
	}
	// The demo player's settled ₹10 straight bets on the pocket after the result (so lost: one stake entry each),
	// keeping balance = sum of ledger.
	let balance = 10_000 * 100;
	for (let i = 0; i < BETS; i++) {
		const betId = crypto.randomUUID();
		const round = i % roundIds.length;
		balance -= 1_000;
		statements.push(
			`INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, payout_paise, status, submission_id, position, settled_at) VALUES (${q(betId)}, ${q(roundIds[round])}, 'demo-player', 'real', 'straight', ${q(String((results[round] + 1) % 37))}, 1000, 0, 'lost', ${q(`bench-${i}`)}, 0, ${now});`,
			`INSERT INTO ledger_entries (user_id, wallet, amount_paise, balance_after_paise, reason, ref_type, ref_id, idempotency_key) VALUES ('demo-player', 'real', -1000, ${balance}, 'bet_stake', 'bet', ${q(betId)}, ${q(`bench-stake:${betId}`)});`,
		);
	}
	statements.push(`UPDATE wallets SET balance_paise = ${balance} WHERE user_id = 'demo-player' AND kind = 'real';`);
	for (let i = 0; i < MEMBERS; i++) {
		const id = `bench-member-${i}`;
		statements.push(
			`INSERT INTO users (id, name, phone, role, status, is_verified, adult_consent_at) VALUES (${q(id)}, ${q(`Member ${i}`)}, ${q(`+918${String(i).padStart(9, "0")}`)}, 'user', 'active', 1, ${now});`,
			`INSERT INTO wallets (user_id, kind, balance_paise) VALUES (${q(id)}, 'real', 0), (${q(id)}, 'tokens', 0);`,
		);
	}
	executeSql(statements.join("\n"));
	return roundIds;
}

async function login(phone, password) {
	const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
		method: "POST",
		headers: { "content-type": "application/json" },
		body: JSON.stringify({ phone, password }),
	});
	const body = await response.json();
	if (!response.ok) throw new Error(`login ${phone}: ${response.status} ${body.message}`);
	return body;
}

function bench(name, path, headers = {}) {
	return new Promise((resolve, reject) => {
		const instance = autocannon(
			{ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: DURATION, headers },
			(error, result) => (error ? reject(error) : resolve(result)),
		);
		instance.on("error", reject);
	}).then((r) => ({
		name,
		path,
		requestsPerSecond: Math.round(r.requests.average),
		requests: r.requests.total,
		p50: r.latency.p50,
		p99: r.latency.p99,
		max: r.latency.max,
		errors: r.errors,
		timeouts: r.timeouts,
		non2xx: r.non2xx,
		load1: loadavg()[0].toFixed(2),
	}));
}

buildUnlessSkipped();
const roundIds = await prepareState();
const started = new Date();
const machineBefore = machine();
/** The endpoints whose answers the Worker keeps in the edge cache (public, slow-changing). */
const CACHED = new Set(["games", "rounds list", "fairness read"]);
const results = [];
const cachedResults = [];
let server = startServer({ port, persist: PERSIST, vars: { PUBLIC_READ_CACHE: "off" } });
try {
	await waitForHealth(port);
	const player = await login("9000000001", "Player@12345");
	const admin = await login("9000000000", "Admin@12345");
	const asPlayer = { authorization: `Bearer ${player.token}` };
	const asAdmin = { authorization: `Bearer ${admin.token}` };
	const middleRound = roundIds[Math.floor(roundIds.length / 2)];
	const endpoints = [
		["health", "/api/health"],
		["games", "/api/games"],
		["rounds list", "/api/rounds?limit=20"],
		["fairness read", `/api/rounds/${middleRound}`],
		["player profile + balance", `/api/user/${player.user.id}`, asPlayer],
		["player bet history", "/api/user/bets?page=1&pageSize=20", asPlayer],
		["player transactions", "/api/transactions/my", asPlayer],
		["admin member list", "/api/admin/members?page=1", asAdmin],
		["home page (SSR)", "/"],
	].filter(([name]) => !ONLY || ONLY.has(name));
	// Each endpoint must answer 200 once before it is measured (a bench of 401s would measure nothing).
	for (const [name, path, headers] of endpoints) {
		const r = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
		if (r.status !== 200) throw new Error(`${name} ${path} answered ${r.status}: ${(await r.text()).slice(0, 200)}`);
	}
	for (const [name, path, headers] of endpoints) {
		process.stdout.write(`${name} (${path}) ... `);
		const row = await bench(name, path, headers);
		console.log(`${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}`);
		results.push(row);
		await sleep(500);
	}
	// The same public reads with the edge cache on (the first request fills it; the rest are hits).
	const cachedEndpoints = endpoints.filter(([name]) => CACHED.has(name));
	if (cachedEndpoints.length > 0) {
		await server.stop();
		server = startServer({ port, persist: PERSIST });
		await waitForHealth(port);
		for (const [name, path, headers] of cachedEndpoints) {
			process.stdout.write(`${name} (${path}), edge cache on ... `);
			const row = await bench(name, path, headers);
			console.log(`${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}`);
			cachedResults.push(row);
			await sleep(500);
		}
	}
} catch (error) {
	console.error(server.log().slice(-4000));
	throw error;
} finally {
	await server.stop();
}

const machineAfter = machine();
const table = markdownTable(
	["endpoint", "path", "req/s", "p50 (ms)", "p99 (ms)", "max (ms)", "errors / timeouts / non-2xx", "load (1 min)"],
	results.map((r) => [
		r.name,
		`\`${r.path.replace(/[0-9a-f-]{36}/g, ":id")}\``,
		r.requestsPerSecond,
		r.p50,
		r.p99,
		r.max,
		`${r.errors} / ${r.timeouts} / ${r.non2xx}`,
		r.load1,
	]),
);
const heading = `\`npm run bench:api\`, ${started.toISOString()}: ${CONNECTIONS} connections for ${DURATION} s per endpoint against \`wrangler dev\` serving the production build (workerd + local D1) on loopback; ${machineBefore.cores} cores (${machineBefore.cpu}); load average (1/5/15 min) ${machineBefore.load} before and ${machineAfter.load} after. State: ${ROUNDS} revealed rounds, ${BETS} settled bets of the demo player, ${MEMBERS + 1} players.`;
const cacheTable = markdownTable(
	[
		"endpoint",
		"req/s, edge cache off → on",
		"×",
		"p50 (ms), off → on",
		"p99 (ms), off → on",
		"errors / timeouts / non-2xx (on)",
		"load (1 min), off → on",
	],
	cachedResults.map((on) => {
		const off = results.find((r) => r.name === on.name);
		return [
			on.name,
			`${off?.requestsPerSecond} → ${on.requestsPerSecond}`,
			off?.requestsPerSecond ? (on.requestsPerSecond / off.requestsPerSecond).toFixed(1) : "n/a",
			`${off?.p50} → ${on.p50}`,
			`${off?.p99} → ${on.p99}`,
			`${on.errors} / ${on.timeouts} / ${on.non2xx}`,
			`${off?.load1} → ${on.load1}`,
		];
	}),
);
const cacheNote =
	cachedResults.length > 0
		? `\n\nThe public reads with the Worker's edge cache off (\`PUBLIC_READ_CACHE=off\`, the rows above) and on (a restarted server, same state), side by side:\n\n${cacheTable}`
		: "";
const markdown = `${heading}\n\n${table}${cacheNote}`;
const paths = saveResults(
	"api",
	{ started, machineBefore, machineAfter, CONNECTIONS, DURATION, results, cachedResults },
	markdown,
);
console.log(`\n${markdown}\n\nWritten to ${paths.json} and ${paths.md}`);
const failed = [...results, ...cachedResults].filter((r) => r.errors > 0 || r.non2xx > 0);
if (failed.length > 0) {
	console.error(`Errors or non-2xx answers on: ${failed.map((r) => r.name).join(", ")}`);
	process.exitCode = 1;
}
