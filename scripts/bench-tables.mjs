// `npm run bench:tables`: the first growth step of docs/scaling.md, several tables as several RouletteRoom
// instances. For each N in BENCH_TABLES (1,2,4) it opens N tables (one room instance each, same class, same D1),
// gives every table the same load (BENCH_TABLE_SOCKETS sockets, a quarter of them players, BENCH_TABLE_BPS bets
// per second over the first 10 s of one betting window), measures one round on all tables at once, then
// reconciles every round in D1. Prints a markdown table and writes bench-results/tables-*.json and .md.
//
// The server is `wrangler dev` on scripts/bench-tables/ (a benchmark-only Worker: the product's RouletteRoom and
// authentication, table name from the path), on 127.0.0.1:BENCH_PORT (8805), state in .wrangler/bench-tables.
import { rmSync as removePath } from "node:fs";
import { join } from "node:path";
import {
	BENCH_ROOM_VARS,
	benchPlayers,
	d1LatencyMs,
	d1LatencyVars,
	jwtSecret,
	machine,
	markdownTable,
	pct,
	saveResults,
	sleep,
	startServer,
	waitForHealth,
} from "./lib/bench.mjs";
import { connect, measureRound, moneyExact, openCount, roundCheck } from "./lib/room-client.mjs";
import { executeSql, root, wrangler } from "./lib/wrangler.mjs";

const port = Number(process.env.BENCH_PORT ?? 8805);
const TABLES = (process.env.BENCH_TABLES ?? "1,2,4").split(",").map(Number);
const SOCKETS = Number(process.env.BENCH_TABLE_SOCKETS ?? 250);
const PLAYERS = Math.max(1, Math.floor(SOCKETS / 4));
const BETS_PER_SECOND = Number(process.env.BENCH_TABLE_BPS ?? 40);
const SPREAD_MS = 10_000;
const PERSIST = ".wrangler/bench-tables";
/** `--d1-latency[=ms]`: every D1 call of every table's room delayed (durable/room/d1-latency.ts). */
const D1_LATENCY_MS = d1LatencyMs();
const CONFIG = "scripts/bench-tables/wrangler.toml";
process.env.CF_PERSIST_PATH = PERSIST;

async function prepareState(count) {
	removePath(join(root, PERSIST), { recursive: true, force: true });
	wrangler(["d1", "migrations", "apply", "DB", "--local", "-c", CONFIG, "--persist-to", PERSIST], { capture: true });
	const { players, sql } = await benchPlayers(count, { idPrefix: "tables", name: "Table bench", phonePrefix: "+916" });
	executeSql(sql);
	return players;
}

function startTablesServer() {
	// wrangler dev reads secrets from .dev.vars next to the config (git-ignored); removed again when the run ends.
	const varsFile = join(root, "scripts/bench-tables/.dev.vars");
	return startServer({
		port,
		persist: PERSIST,
		config: CONFIG,
		varsFile,
		baseVars: `JWT_SECRET="${jwtSecret()}"`,
		vars: { ...BENCH_ROOM_VARS, ...d1LatencyVars(D1_LATENCY_MS) },
		cleanUp: () => removePath(varsFile, { force: true }),
	});
}

/** One scenario: `n` tables at once, each with its own sockets and players. */
async function runScenario(n, players, scenario) {
	const tables = [];
	try {
		for (let t = 0; t < n; t++) {
			const url = `ws://127.0.0.1:${port}/table/s${scenario}-t${t}/socket`;
			const base = t * PLAYERS;
			const playerClients = [];
			const spectators = [];
			await connect(url, playerClients, PLAYERS, (i) => players[base + i].token);
			await connect(url, spectators, SOCKETS - PLAYERS, () => null);
			tables.push({ name: `t${t}`, playerClients, clients: [...playerClients, ...spectators] });
		}
		const open = tables.reduce((sum, t) => sum + openCount(t.clients), 0);
		console.log(`\n== ${n} table(s): ${open} of ${n * SOCKETS} sockets open ==`);
		const bets = Math.round((BETS_PER_SECOND * SPREAD_MS) / 1000);
		// Every table measures its next round; their rounds overlap (each table's clock started when it was opened).
		const rows = await Promise.all(
			tables.map((t) =>
				measureRound({
					clients: t.clients,
					playerClients: t.playerClients,
					bets,
					spreadMs: SPREAD_MS,
					withSamples: true,
				}),
			),
		);
		// Reconcile after all rounds are over (wrangler blocks this process while it runs).
		for (const row of rows) {
			Object.assign(row, roundCheck(PERSIST, row.roundId));
			row.moneyExact = moneyExact(row);
		}
		const acks = rows.flatMap((r) => r.samples.acks);
		const delays = rows.flatMap((r) => r.samples.delays);
		return {
			tables: n,
			sockets: open,
			offeredBetsPerSecond: n * BETS_PER_SECOND,
			betsSent: rows.reduce((s, r) => s + r.betsSent, 0),
			acked: rows.reduce((s, r) => s + r.acked, 0),
			refused: rows.reduce((s, r) => s + r.refused, 0),
			acksPerSecond: rows.reduce((s, r) => s + r.ackPerSecond, 0),
			ackP50: pct(acks, 50),
			ackP99: pct(acks, 99),
			worstTableAckP99: Math.max(...rows.map((r) => r.ackP99 ?? 0)),
			broadcastP50: pct(delays, 50),
			broadcastP99: pct(delays, 99),
			settlementMs: Math.max(...rows.map((r) => r.settlementMs ?? Number.NaN)),
			moneyExact: rows.every((r) => r.moneyExact),
			loadAtStart: rows[0]?.loadAtStart,
			perTable: rows.map(({ samples, broadcastByEvent, ...rest }) => rest),
		};
	} finally {
		for (const t of tables) for (const c of t.clients) c.ws.close();
		await sleep(2_000);
	}
}

const started = new Date();
const machineBefore = machine();
const players = await prepareState(PLAYERS * Math.max(...TABLES));
const server = startTablesServer();
const results = [];
try {
	await waitForHealth(port, "/health");
	for (const [index, n] of TABLES.entries()) {
		const result = await runScenario(n, players, index);
		const { perTable, ...brief } = result;
		console.log(brief);
		results.push(result);
	}
} catch (error) {
	console.error(server.log().slice(-4000));
	throw error;
} finally {
	await server.stop();
}

const machineAfter = machine();
const base = results[0];
const table = markdownTable(
	[
		"tables",
		"open sockets",
		"offered bets/s",
		"bets sent / acked / refused",
		"acks/s (sum of tables)",
		"× one table",
		"ack p50 / p99 (ms)",
		"worst table's ack p99 (ms)",
		"broadcast p50 / p99 (ms)",
		"settlement, slowest table (ms)",
		"money exact",
		"load (1 min)",
	],
	results.map((r) => [
		r.tables,
		r.sockets,
		r.offeredBetsPerSecond,
		`${r.betsSent} / ${r.acked} / ${r.refused}`,
		r.acksPerSecond,
		base ? (r.acksPerSecond / base.acksPerSecond).toFixed(2) : "n/a",
		`${r.ackP50} / ${r.ackP99}`,
		r.worstTableAckP99,
		`${r.broadcastP50} / ${r.broadcastP99}`,
		r.settlementMs,
		r.moneyExact ? "yes" : "NO",
		r.loadAtStart,
	]),
);
const markdown = [
	`\`npm run bench:tables\`, ${started.toISOString()}: N tables as N RouletteRoom instances (benchmark Worker in scripts/bench-tables/, \`wrangler dev\`, one local D1${D1_LATENCY_MS > 0 ? `, ${D1_LATENCY_MS} ms added to every D1 call of the rooms` : ""}), each table with ${SOCKETS} sockets (${PLAYERS} players) and ${BETS_PER_SECOND} bets/s over the first ${SPREAD_MS / 1000} s of its 15 s window, one round measured on all tables at once; ${machineBefore.cores} cores (${machineBefore.cpu}); load average (1/5/15 min) ${machineBefore.load} before, ${machineAfter.load} after.`,
	"",
	table,
].join("\n");
const paths = saveResults(
	"tables",
	{ started, machineBefore, machineAfter, SOCKETS, BETS_PER_SECOND, results },
	markdown,
);
console.log(`\n${markdown}\n\nWritten to ${paths.json} and ${paths.md}`);
if (results.some((r) => !r.moneyExact)) process.exitCode = 1;
