// `npm run bench:tables`: several tables of the product, each its own RouletteRoom (docs/scaling.md). For each N in
// BENCH_TABLES (1,2,4) it opens N tables of the catalogue, gives every table the same load (BENCH_TABLE_SOCKETS
// sockets, a quarter of them players, BENCH_TABLE_BPS bets per second over the first 10 s of one betting window),
// measures one round on all tables at once, then reconciles every table's round in D1. Prints a markdown table and
// writes bench-results/tables-*.json and .md.
//
// The server is the product's own Worker: the production build served by `wrangler dev` (as bench:room), on
// 127.0.0.1:BENCH_PORT (8805; its inspector on BENCH_INSPECTOR_PORT, port + 1000), state in .wrangler/bench-tables.
// The tables are rows of the local catalogue written before the server starts (as the demo seed writes its own);
// sockets reach them through the product's route, `/api/room/socket?table=<id>&token=…`.
// `--d1-latency[=ms]` adds that delay to every D1 call of every table's room (durable/room/d1-latency.ts).
// BENCH_SKIP_BUILD=1 reuses build/.
import { rmSync as removePath } from "node:fs";
import { join } from "node:path";
import {
	BENCH_ROOM_VARS,
	benchPlayers,
	buildUnlessSkipped,
	d1Json,
	d1LatencyMs,
	d1LatencyVars,
	machine,
	markdownTable,
	pct,
	saveResults,
	sleep,
	startServer,
	waitForHealth,
} from "./lib/bench.mjs";
import { DEMO_TABLES, tablesSql } from "./lib/demo-tables.ts";
import { connect, measureRound, moneyExact, openCount, roundCheck } from "./lib/room-client.mjs";
import { executeSql, q, root, wrangler } from "./lib/wrangler.mjs";

const port = Number(process.env.BENCH_PORT ?? 8805);
const inspectorPort = Number(process.env.BENCH_INSPECTOR_PORT ?? port + 1000);
const TABLES = (process.env.BENCH_TABLES ?? "1,2,4").split(",").map(Number);
const SOCKETS = Number(process.env.BENCH_TABLE_SOCKETS ?? 250);
const PLAYERS = Math.max(1, Math.floor(SOCKETS / 4));
const BETS_PER_SECOND = Number(process.env.BENCH_TABLE_BPS ?? 40);
const SPREAD_MS = 10_000;
const PERSIST = ".wrangler/bench-tables";
/** `--d1-latency[=ms]`: every D1 call of every table's room delayed (durable/room/d1-latency.ts). */
const D1_LATENCY_MS = d1LatencyMs();
const SOCKET_PATH = "/api/room/socket";
process.env.CF_PERSIST_PATH = PERSIST;

/** The scenario's tables: catalogue rows like the main table's (₹10–₹50,000, its chips), one per table. */
const tableId = (scenario, t) => `bench-s${scenario}-t${t}`;
const MAIN = DEMO_TABLES.find((t) => t.id === "main");

/** Fresh local state: the migrations, `count` bench players (₹1,00,000 each) and every scenario's tables. */
async function prepareState(count) {
	removePath(join(root, PERSIST), { recursive: true, force: true });
	wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", PERSIST], { capture: true });
	const { players, sql } = await benchPlayers(count, { idPrefix: "tables", name: "Table bench", phonePrefix: "+916" });
	const tables = TABLES.flatMap((n, scenario) =>
		Array.from({ length: n }, (_, t) => ({
			...MAIN,
			id: tableId(scenario, t),
			name: `Bench table ${scenario}.${t}`,
			sortOrder: 100 + scenario * 10 + t,
		})),
	);
	executeSql([sql, ...tablesSql(tables, q)].join("\n"));
	return players;
}

/** One scenario: `n` tables at once, each with its own sockets and players. */
async function runScenario(n, players, scenario) {
	const tables = [];
	try {
		for (let t = 0; t < n; t++) {
			const id = tableId(scenario, t);
			const url = `ws://127.0.0.1:${port}${SOCKET_PATH}?table=${id}`;
			const base = t * PLAYERS;
			const playerClients = [];
			const spectators = [];
			await connect(url, playerClients, PLAYERS, (i) => players[base + i].token);
			await connect(url, spectators, SOCKETS - PLAYERS, () => null);
			tables.push({ id, playerClients, clients: [...playerClients, ...spectators] });
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
		for (const [i, row] of rows.entries()) {
			const table = tables[i];
			Object.assign(row, { table: table.id }, roundCheck(PERSIST, row.roundId));
			// The round is the table's own: stored under its id, numbered among its own rounds.
			const [stored] = d1Json(PERSIST, `SELECT table_id AS tableId, seq FROM rounds WHERE id = ${q(row.roundId)}`);
			row.storedUnder = stored?.tableId ?? null;
			row.seq = stored?.seq ?? null;
			row.moneyExact = moneyExact(row) && row.storedUnder === table.id;
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
			worstTableBroadcastP99: Math.max(...rows.map((r) => r.broadcastP99 ?? 0)),
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
buildUnlessSkipped();
const players = await prepareState(PLAYERS * Math.max(...TABLES));
const server = startServer({
	port,
	inspectorPort,
	persist: PERSIST,
	vars: { ...BENCH_ROOM_VARS, ...d1LatencyVars(D1_LATENCY_MS) },
});
const results = [];
try {
	await waitForHealth(port);
	for (const [index, n] of TABLES.entries()) {
		const result = await runScenario(n, players, index);
		const { perTable, ...brief } = result;
		console.log(brief);
		console.table(
			perTable.map((r) => ({
				table: r.table,
				seq: r.seq,
				acked: `${r.acked}/${r.betsSent}`,
				ackP99: r.ackP99,
				broadcastP99: r.broadcastP99,
				settlementMs: r.settlementMs,
				moneyExact: r.moneyExact,
			})),
		);
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
		"ack p99 per table (ms)",
		"broadcast p50 / p99 (ms)",
		"broadcast p99 per table (ms)",
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
		r.perTable.map((t) => t.ackP99).join(", "),
		`${r.broadcastP50} / ${r.broadcastP99}`,
		r.perTable.map((t) => t.broadcastP99).join(", "),
		r.settlementMs,
		r.moneyExact ? "yes" : "NO",
		r.loadAtStart,
	]),
);
const markdown = [
	`\`npm run bench:tables\`, ${started.toISOString()}: N tables of the catalogue, each its own RouletteRoom, through the product's Worker (\`wrangler dev\` serving the production build, \`/api/room/socket?table=<id>\`, one local D1${D1_LATENCY_MS > 0 ? `, ${D1_LATENCY_MS} ms added to every D1 call of the rooms` : ""}), each table with ${SOCKETS} sockets (${PLAYERS} players) and ${BETS_PER_SECOND} bets/s over the first ${SPREAD_MS / 1000} s of its 15 s window, one round measured on all tables at once; ${machineBefore.cores} cores (${machineBefore.cpu}); load average (1/5/15 min) ${machineBefore.load} before, ${machineAfter.load} after.`,
	"",
	table,
].join("\n");
const paths = saveResults(
	"tables",
	{ started, machineBefore, machineAfter, SOCKETS, BETS_PER_SECOND, D1_LATENCY_MS, results },
	markdown,
);
console.log(`\n${markdown}\n\nWritten to ${paths.json} and ${paths.md}`);
if (results.some((r) => !r.moneyExact)) process.exitCode = 1;
