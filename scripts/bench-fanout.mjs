// `npm run bench:fanout`: the same crash round with the room alone and with 2, 4 and 8 relays in front of it
// (docs/decisions/0870-relays.md), side by side in one run: the room's own CPU during the round and the relays' (from
// a CPU profile of the server, split by the Durable Object whose code each sample's stack runs:
// scripts/lib/profile.mjs `cpuByPart`), the server's whole CPU, the bet and cash-out ack p99, the crash broadcast
// p99 on every socket, and the money. Every socket goes through the Worker (`/api/room/socket?table=aviator`), which
// routes it by TABLE_RELAYS as in production. Prints a markdown table and writes bench-results/fanout-*.json and .md.
//
// Settings (environment): BENCH_PORT (8807; inspector: port + 1000), BENCH_SKIP_BUILD=1 to reuse build/,
// BENCH_SOCKETS (1000), BENCH_PLAYERS (300: two ₹10 bets each, one cashed out by hand; the rest spectators),
// BENCH_RELAY_SET ("0,2,4,8"), and the round's settings of scripts/lib/crash-round.mjs. The profiler samples every
// 500 µs and slows the server a little: every configuration runs under it alike.
import { readFileSync } from "node:fs";
import {
	BENCH_ROOM_VARS,
	buildUnlessSkipped,
	machine,
	markdownTable,
	saveResults,
	startServer,
	withServerCpu,
} from "./lib/bench.mjs";
import { measureCrashRound, onCrashTable, prepareState, TABLE } from "./lib/crash-round.mjs";
import { cpuByPart, startProfile } from "./lib/profile.mjs";

const port = Number(process.env.BENCH_PORT ?? 8807);
const inspectorPort = port + 1000;
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PLAYERS = Math.min(Number(process.env.BENCH_PLAYERS ?? 300), SOCKETS);
const RELAY_SET = (process.env.BENCH_RELAY_SET ?? "0,2,4,8").split(",").map(Number);
const PERSIST = ".wrangler/bench-fanout";
const SOCKET_URL = `ws://127.0.0.1:${port}/api/room/socket?table=${TABLE}`;
process.env.CF_PERSIST_PATH = PERSIST;

/** One configuration: a fresh server with `relays` relays for the table, a warm-up round, then the measured one. */
async function runWith(relays) {
	const { players, gameHashes } = await prepareState(PERSIST, PLAYERS);
	const vars = { ...BENCH_ROOM_VARS, TABLE_RELAYS: relays > 1 ? `${TABLE}=${relays}` : "" };
	const server = startServer({ port, inspectorPort, persist: PERSIST, vars });
	return onCrashTable({ server, port, socketUrl: SOCKET_URL, players, sockets: SOCKETS, gameHashes }, async (on) => {
		console.log(`${relays} relays`);
		const profiler = await startProfile(inspectorPort, { intervalUs: 500 });
		const row = await withServerCpu(server, () => measureCrashRound({ ...on, gameHashes, persist: PERSIST }));
		const cpu = cpuByPart(await profiler.stop(), readFileSync("build/server/index.js", "utf8"));
		const { broadcastByEvent, errors, ...brief } = row;
		console.log({ relays, cpu, ...brief, errors });
		return { relays, cpu, ...row };
	});
}

const fmt = (v) => (v === null || v === undefined ? "n/a" : String(v));
const started = new Date();
const machineBefore = machine();
buildUnlessSkipped();
const rows = [];
for (const relays of RELAY_SET) rows.push(await runWith(relays));
const machineAfter = machine();
const alone = rows.find((r) => r.relays <= 1)?.cpu.room ?? null;
const table = markdownTable(
	[
		"relays",
		"open sockets (players)",
		"room CPU in the round (ms, vs alone)",
		"relays' CPU (ms)",
		"server / client CPU (s)",
		"bets acked / sent (ack p99 ms)",
		"cash-outs paid / sent (ack p99 ms)",
		"crash p99 on every socket (ms)",
		"money exact",
	],
	rows.map((r) => [
		r.relays <= 1 ? "none (the room alone)" : r.relays,
		`${r.connected} (${r.playerSockets})`,
		`${r.cpu.room}${alone ? ` (${((100 * r.cpu.room) / alone).toFixed(0)} %)` : ""}`,
		r.cpu.relays,
		`${fmt(r.serverCpuS)} / ${fmt(r.clientCpuS)}`,
		`${r.acked} / ${r.betsSent} (${fmt(r.betAckP99)})`,
		`${r.cashOutsPaid} / ${r.cashOutsSent} (${fmt(r.cashOutAckP99)})`,
		`${fmt(r.crashP99)} (${r.crashReached} sockets)`,
		r.moneyExact ? `yes (${r.betRows} rows, ${r.wonBets} won = ${r.paidBets} paid once, 0 mismatches)` : "NO",
	]),
);
const markdown = [
	`\`npm run bench:fanout\`, ${started.toISOString()}: \`wrangler dev\` serving the production build (workerd + local D1), clients in one Node process on the same machine; ${machineBefore.cores} cores (${machineBefore.cpu}); load average (1/5/15 min) ${machineBefore.load} before, ${machineAfter.load} after. Per configuration: a fresh server, ${SOCKETS} sockets to the Aviator table through the Worker (${PLAYERS} players with two ₹10 bets each, one cashed out by hand within a second of the others; the rest spectators), a warm-up round, then the measured round under a CPU profiler (500 µs samples). Room / relays' CPU: the profile's samples whose stack runs the room's code (durable/, not durable/relay/) or a relay's (durable/relay/), from the betting window's open to the settled round.`,
	"",
	table,
].join("\n");
const paths = saveResults("fanout", { started, machineBefore, machineAfter, rows }, markdown);
console.log(`\n${markdown}\n\nWritten to ${paths.json} and ${paths.md}`);
if (rows.some((r) => !r.moneyExact)) process.exitCode = 1;
