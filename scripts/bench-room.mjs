// `npm run bench:room`: drives a locally served RouletteRoom with many concurrent sockets and
// one betting window full of bets, with group commit on and then off, and writes docs/benchmarks.md.
//
// Settings (environment): BENCH_PORT (8803), BENCH_INSPECTOR_PORT (port + 1000), BENCH_SOCKETS (2000), BENCH_PLAYERS (500),
// BENCH_BETS (3000), BENCH_SPREAD_MS (10000: bets are spread over this part of the 15 s window),
// BENCH_MODES ("on,off"), BENCH_SKIP_BUILD=1 to reuse build/, BENCH_SERVER (wrangler | vite).
import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { signAccessToken } from "../worker/lib/access-token.ts";
import { executeSql, q, root, run, wrangler } from "./lib/wrangler.mjs";

const port = Number(process.env.BENCH_PORT ?? 8803);
const inspectorPort = Number(process.env.BENCH_INSPECTOR_PORT ?? port + 1000);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const PLAYERS = Math.min(Number(process.env.BENCH_PLAYERS ?? 500), SOCKETS);
const BETS = Number(process.env.BENCH_BETS ?? 3000);
const SPREAD_MS = Number(process.env.BENCH_SPREAD_MS ?? 10_000);
const MODES = (process.env.BENCH_MODES ?? "on,off").split(",");
const PERSIST = ".wrangler/bench";
const SERVER = process.env.BENCH_SERVER === "vite" ? "vite" : "wrangler";
process.env.CF_PERSIST_PATH = PERSIST;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (values, p) => {
	if (values.length === 0) return null;
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function jwtSecret() {
	const text = readFileSync(join(root, ".dev.vars"), "utf8");
	const match = /^JWT_SECRET="?([^"\n]+)"?/m.exec(text);
	if (!match) throw new Error("No JWT_SECRET in .dev.vars: run npm start once");
	return match[1];
}

function d1Json(sql) {
	const out = wrangler(
		["d1", "execute", "DB", "--local", "--persist-to", PERSIST, "--command", sql, "--json", "--yes"],
		{ capture: true },
	);
	return JSON.parse(out)[0].results;
}

/** Fresh local state with the bench players (₹1,00,000 real each, with their opening ledger entries). */
async function prepareState() {
	rmSync(join(root, PERSIST), { recursive: true, force: true });
	wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST], { capture: true });
	const secret = jwtSecret();
	const players = [];
	const statements = [];
	for (let i = 0; i < PLAYERS; i++) {
		const id = `bench-${i}`;
		const paise = 100_000 * 100;
		statements.push(
			`INSERT INTO users (id, name, phone, role, status, is_verified, adult_consent_at) VALUES (${q(id)}, ${q(`Bench ${i}`)}, ${q(`+917${String(i).padStart(9, "0")}`)}, 'user', 'active', 1, ${Date.now()});`,
			`INSERT INTO wallets (user_id, kind, balance_paise) VALUES (${q(id)}, 'real', ${paise}), (${q(id)}, 'tokens', 0);`,
			`INSERT INTO ledger_entries (user_id, wallet, amount_paise, balance_after_paise, reason, idempotency_key) VALUES (${q(id)}, 'real', ${paise}, ${paise}, 'seed', ${q(`seed:${id}:real`)});`,
		);
		players.push({ id, token: await signAccessToken(secret, { userId: id, role: "user", sessionEpoch: 0 }) });
	}
	executeSql(statements.join("\n"));
	return players;
}

function startServer(groupCommit) {
	// vite preview serves build/ with build/server/.dev.vars: the switch goes there.
	const varsFile = join(root, "build/server/.dev.vars");
	const base = readFileSync(join(root, ".dev.vars"), "utf8").trimEnd();
	writeFileSync(varsFile, `${base}\nROOM_GROUP_COMMIT="${groupCommit ? "on" : "off"}"\n`);
	// By default `wrangler dev` serves the production build (workerd only); BENCH_SERVER=vite uses `npm start`'s
	// `vite preview`, which puts a Node proxy in front of every socket.
	const server =
		SERVER === "wrangler"
			? spawn(
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
						PERSIST,
						"--show-interactive-dev-session=false",
					],
					{
						cwd: root,
						env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
						stdio: ["ignore", "pipe", "pipe"],
						detached: true,
					},
				)
			: spawn(process.execPath, [join(root, "scripts/start.mjs")], {
					cwd: root,
					env: { ...process.env, PORT: String(port), SKIP_BUILD: "1", CF_PERSIST_PATH: PERSIST },
					stdio: ["ignore", "pipe", "pipe"],
					detached: true,
				});
	let log = "";
	server.stdout.on("data", (d) => {
		log += d;
	});
	server.stderr.on("data", (d) => {
		log += d;
	});
	return { server, log: () => log };
}

async function waitForHealth() {
	for (let i = 0; i < 120; i++) {
		try {
			const r = await fetch(`http://127.0.0.1:${port}/api/health`);
			if (r.ok) return;
		} catch {
			// not up yet
		}
		await sleep(500);
	}
	throw new Error("server did not start");
}

function openSocket(token) {
	return new Promise((resolve, reject) => {
		const url = `ws://127.0.0.1:${port}/api/room/socket${token ? `?token=${encodeURIComponent(token)}` : ""}`;
		const ws = new WebSocket(url);
		const client = { ws, handlers: new Set(), messages: 0 };
		ws.addEventListener("message", (event) => {
			const receivedAt = Date.now();
			const message = JSON.parse(String(event.data));
			client.messages++;
			for (const handler of client.handlers) handler(message, receivedAt);
		});
		ws.addEventListener("open", () => resolve(client), { once: true });
		ws.addEventListener("error", () => reject(new Error("socket error")), { once: true });
	});
}

async function runMode(players, groupCommit) {
	const label = groupCommit ? "group commit on" : "group commit off";
	console.log(`\n== ${label} ==`);
	const { server, log } = startServer(groupCommit);
	try {
		await waitForHealth();
		// Connect: players first (with tokens), then spectators; 100 at a time.
		const clients = [];
		const playerClients = [];
		const plan = Array.from({ length: SOCKETS }, (_, i) => (i < players.length ? players[i].token : null));
		const connectStart = Date.now();
		for (let i = 0; i < plan.length; i += 100) {
			const tokens = plan.slice(i, i + 100);
			const chunk = await Promise.allSettled(tokens.map((token) => openSocket(token)));
			chunk.forEach((r, j) => {
				if (r.status !== "fulfilled") return;
				clients.push(r.value);
				if (tokens[j]) playerClients.push(r.value);
			});
		}
		const connected = clients.filter((c) => c.ws.readyState === WebSocket.OPEN).length;
		console.log(`connected ${connected}/${SOCKETS} sockets in ${Date.now() - connectStart} ms`);

		// Broadcast delay: receipt time minus the server's send time, for every phase event of the round.
		const delays = [];
		const byEvent = {};
		const phaseEvents = new Set(["gameStarted", "bettingClosed", "spinning", "roundResult"]);
		for (const c of clients) {
			c.handlers.add((m, at) => {
				if (!phaseEvents.has(m.type)) return;
				delays.push(at - m.serverNow);
				byEvent[m.type] ??= [];
				byEvent[m.type].push(at - m.serverNow);
			});
		}
		// Let one full round pass as a warm-up (the first round after a cold start is slower), then measure the next.
		const started = await new Promise((resolve) => {
			const c = clients[0];
			let seen = 0;
			const h = (m) => {
				if (m.type === "gameStarted" && ++seen === 2) {
					c.handlers.delete(h);
					resolve(m);
				}
			};
			c.handlers.add(h);
		});
		const roundId = started.round.roundId;
		delays.length = 0;
		for (const key of Object.keys(byEvent)) delete byEvent[key];
		const loadAtStart = loadavg()[0];

		// Bets: BETS single-bet submissions spread over SPREAD_MS, round-robin over the players.
		const acks = [];
		const errors = {};
		const results = new Map();
		let lastResultAt = 0;
		let roundResultServerNow = 0;
		const pending = new Map();
		playerClients.forEach((c, index) => {
			c.handlers.add((m, at) => {
				if ((m.type === "betsPlaced" || m.type === "error") && m.submissionId && pending.has(m.submissionId)) {
					const sentAt = pending.get(m.submissionId);
					pending.delete(m.submissionId);
					if (m.type === "betsPlaced") acks.push(at - sentAt);
					else errors[m.message] = (errors[m.message] ?? 0) + 1;
				}
				if (m.type === "roundResult" && m.round.roundId === roundId) roundResultServerNow = m.serverNow;
				if (m.type === "betResult" && m.roundId === roundId) {
					results.set(index, m);
					lastResultAt = Math.max(lastResultAt, at);
				}
			});
		});
		const betStart = Date.now();
		await Promise.all(
			Array.from({ length: BETS }, async (_, i) => {
				await sleep(Math.random() * SPREAD_MS);
				const c = playerClients[i % playerClients.length];
				const submissionId = `b${i}-${Math.random().toString(36).slice(2, 10)}`;
				pending.set(submissionId, Date.now());
				c.ws.send(
					JSON.stringify({
						type: "placeBets",
						submissionId,
						wallet: "real",
						bets: [{ type: "straight", numbers: [i % 37], amount: 10 }],
					}),
				);
			}),
		);
		while (pending.size > 0 && Date.now() - betStart < 20_000) await sleep(50);
		const betWindowMs = Date.now() - betStart;
		// Wait for the result and every bettor's betResult.
		const bettors = new Set(Array.from({ length: Math.min(BETS, playerClients.length) }, (_, i) => i));
		const waitUntil = Date.now() + 40_000;
		while (results.size < bettors.size && Date.now() < waitUntil) await sleep(100);
		await sleep(500);

		const [bets] = d1Json(
			`SELECT COUNT(*) AS n, SUM(status = 'placed') AS open, SUM(status = 'won') AS won FROM bets WHERE round_id = '${roundId}'`,
		);
		const [mismatch] = d1Json(
			`SELECT COUNT(*) AS n FROM wallets w WHERE w.balance_paise <> COALESCE((SELECT SUM(amount_paise) FROM ledger_entries l WHERE l.user_id = w.user_id AND l.wallet = w.kind), 0)`,
		);
		const [payouts] = d1Json(
			`SELECT COUNT(*) AS n, COUNT(DISTINCT ref_id) AS distinctBets FROM ledger_entries WHERE reason = 'bet_payout' AND ref_id IN (SELECT id FROM bets WHERE round_id = '${roundId}')`,
		);
		const row = {
			label,
			connected,
			broadcastP50: pct(delays, 50),
			broadcastP99: pct(delays, 99),
			broadcastSamples: delays.length,
			broadcastByEvent: Object.fromEntries(
				Object.entries(byEvent).map(([k, v]) => [k, `${pct(v, 50)} / ${pct(v, 99)}`]),
			),
			loadAtStart: loadAtStart.toFixed(1),
			betsSent: BETS,
			acked: acks.length,
			errors,
			ackPerSecond: Math.round((acks.length / betWindowMs) * 1000),
			ackP50: pct(acks, 50),
			ackP99: pct(acks, 99),
			settlementMs: lastResultAt && roundResultServerNow ? lastResultAt - roundResultServerNow : null,
			betRows: bets.n,
			unsettled: bets.open,
			wonBets: bets.won,
			payoutEntries: payouts.n,
			paidBets: payouts.distinctBets,
			ledgerMismatches: mismatch.n,
			playerSockets: playerClients.length,
			betResultsReceived: results.size,
		};
		console.log(row);
		for (const c of clients) c.ws.close();
		return row;
	} catch (error) {
		console.error(log().slice(-4000));
		throw error;
	} finally {
		try {
			process.kill(-server.pid, "SIGTERM");
		} catch {
			// already gone
		}
		await sleep(1_500);
	}
}

if (process.env.BENCH_SKIP_BUILD !== "1") run(join(root, "node_modules/.bin/react-router"), ["build"]);
const rows = [];
try {
	for (const mode of MODES) {
		const players = await prepareState();
		rows.push(await runMode(players, mode === "on"));
	}
} finally {
	// Leave the build as `vite build` made it (the switch must not outlive the benchmark).
	writeFileSync(join(root, "build/server/.dev.vars"), readFileSync(join(root, ".dev.vars"), "utf8"));
}

const fmt = (v) => (v === null || v === undefined ? "n/a" : String(v));
const lines = [
	"# Benchmarks",
	"",
	`Latest \`npm run bench:room\` (${new Date().toISOString()}), on this 2-core machine shared with other work, against the local production build served by ${SERVER === "wrangler" ? "`wrangler dev`" : "`vite preview` (`npm start`)"} (workerd + local D1). One round: ${SOCKETS} sockets (${PLAYERS} authenticated players, the rest spectators), ${BETS} single-bet \`placeBets\` submissions spread over the first ${SPREAD_MS / 1000} s of the 15 s betting window.`,
	"",
	"Targets (issue 4): 2,000 sockets with broadcast p99 < 500 ms; 3,000 bets in one window all acknowledged with ack p99 < 300 ms; settlement < 2 s; zero lost or double-paid bets.",
	"",
	`| measure | ${rows.map((r) => r.label).join(" | ")} |`,
	`| --- | ${rows.map(() => "---").join(" | ")} |`,
	...[
		["connected sockets (of which players)", (r) => `${r.connected} (${r.playerSockets})`],
		["broadcast delay p50 / p99 (ms)", (r) => `${fmt(r.broadcastP50)} / ${fmt(r.broadcastP99)}`],
		[
			"… per event p50 / p99 (ms)",
			(r) =>
				Object.entries(r.broadcastByEvent)
					.map(([k, v]) => `${k} ${v}`)
					.join("; "),
		],
		["machine load average (1 min) when the round began", (r) => r.loadAtStart],
		["bets sent / acknowledged", (r) => `${r.betsSent} / ${r.acked}`],
		[
			"refused (message: count)",
			(r) =>
				Object.entries(r.errors)
					.map(([m, n]) => `${m}: ${n}`)
					.join("; ") || "none",
		],
		["acks per second (offered load: bets spread over the window)", (r) => r.ackPerSecond],
		["ack latency p50 / p99 (ms)", (r) => `${fmt(r.ackP50)} / ${fmt(r.ackP99)}`],
		["settlement: result to last betResult (ms)", (r) => fmt(r.settlementMs)],
		["players told their betResult", (r) => `${r.betResultsReceived} / ${r.playerSockets}`],
		["bet rows / still unsettled", (r) => `${r.betRows} / ${r.unsettled}`],
		[
			"won bets / payout ledger entries / distinct bets paid",
			(r) => `${r.wonBets} / ${r.payoutEntries} / ${r.paidBets}`,
		],
		["ledger mismatches", (r) => r.ledgerMismatches],
	].map(([name, get]) => `| ${name} | ${rows.map((r) => get(r)).join(" | ")} |`),
];
if (rows.length === 2 && rows[0].ackP99 && rows[1].ackP99) {
	lines.push(
		"",
		`Side by side: ack p99 ${rows[0].label} ${rows[0].ackP99} ms, ${rows[1].label} ${rows[1].ackP99} ms (ratio ${(rows[1].ackP99 / rows[0].ackP99).toFixed(2)}); ack p50 ${rows[0].ackP50} ms vs ${rows[1].ackP50} ms.`,
	);
}
const verdict = (ok) => (ok ? "met" : "NOT met");
const main = rows[0];
if (main) {
	lines.push(
		"",
		`Against the targets (${main.label}): ${main.connected} sockets connected, broadcast p99 ${main.broadcastP99} ms (${verdict(main.connected >= 2000 && main.broadcastP99 < 500)}); ${main.acked} of ${main.betsSent} bets acknowledged, ack p99 ${main.ackP99} ms (${verdict(main.acked === main.betsSent && main.ackP99 < 300)}); settlement ${main.settlementMs} ms (${verdict(main.settlementMs !== null && main.settlementMs < 2000)}); lost or double-paid bets: ${main.betRows - main.acked + (main.payoutEntries - main.paidBets) + main.unsettled}, ledger mismatches ${main.ledgerMismatches} (${verdict(main.betRows === main.acked && main.payoutEntries === main.paidBets && main.paidBets === main.wonBets && main.unsettled === 0 && main.ledgerMismatches === 0)}).`,
	);
}
lines.push(
	"",
	"How to read it:",
	"- Each mode starts from a fresh local state; one full round passes as a warm-up before the measured round.",
	"- Broadcast delay is receipt time minus the `serverNow` stamped when the room sent the phase event (`bettingClosed`, `spinning`, `roundResult`), over every socket. The clients run in one Node process on the same 2 cores as the server, so this is an upper bound on the room's own fan-out. (`BENCH_SERVER=vite` measures through `npm start`'s `vite preview`, whose Node proxy in front of every socket roughly doubles the broadcast delay.)",
	"- Ack latency is from sending `placeBets` to receiving `betsPlaced`. With group commit on, submissions arriving while a D1 batch is in flight go together in the next one; off, each submission is its own batch. Local D1 is an in-process SQLite, so a round trip costs far less than on Cloudflare, where group commit saves more.",
	"- Settlement is from the room's `roundResult` to the last player's `betResult` (all bets paid and marked, balances read).",
	"- Reconciliation: balance = sum of ledger for every wallet; one payout ledger entry per winning bet; no bet left `placed`.",
);
writeFileSync(join(root, "docs/benchmarks.md"), `${lines.join("\n")}\n`);
// Keep the generated file in the repository's format (Biome formats Markdown tables).
run(join(root, "node_modules/.bin/biome"), ["format", "--write", "docs/benchmarks.md"], { capture: true });
console.log(lines.join("\n"));
