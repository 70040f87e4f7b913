// `npm run bench:crash`: drives a locally served CrashRoom (the Aviator table) with many concurrent sockets and
// players who each hold two bets, half of those bets cashed out by hand within one second of each other, and
// measures the cash-out acknowledgement, the crash broadcast to every socket, the round's settlement in D1 and the
// money (docs/benchmarks.md). Prints a markdown table (ready to paste into docs/benchmarks-history.md) and writes
// bench-results/crash-*.json and .md.
//
// The crash point is fair, not fixed: the bench writes the table's hash chain itself (a seed of its own, before the
// server starts, as the room would: durable/crash/chain.ts), so it knows each round's game hash from the round's public
// commitment, and it picks the client seed that all its bets send, which the room mixes into the result
// (docs/decisions/0830-crash-fairness.md). It draws seeds until the round's crash point falls in BENCH_CRASH_RANGE,
// long enough for the cash-outs and short enough for a quick round. Nothing in the room changes for the bench but its
// socket budgets (BENCH_ROOM_VARS); every round it plays verifies at /verify.
//
// Settings (environment): BENCH_PORT (8803), BENCH_INSPECTOR_PORT (port + 1000), BENCH_SKIP_BUILD=1 to reuse build/,
// BENCH_SOCKETS (2000), BENCH_PLAYERS (1000: two ₹10 bets each, the rest of the sockets spectators), BENCH_BET_SPREAD_MS
// (4000: bets are sent at random times over this part of the betting window), BENCH_CASH_OUT_AT_MS (1500: the manual
// cash-outs start this long after the flight starts) and BENCH_CASH_OUT_SPREAD_MS (1000: and are spread over this
// much), BENCH_CRASH_RANGE ("150:200": the crash point, in hundredths, from the first to below the second),
// BENCH_ROUNDS (1: measured rounds), BENCH_D1_LATENCY_MS or `--d1-latency[=ms]` (as bench:room). `--profile`: a CPU
// profile of the server during each measured round (bench-results/crash-profile-*.cpuprofile, heaviest parts printed);
// the profiler slows the server, so figures come from runs without it.
import { renameSync } from "node:fs";
import {
	BENCH_ROOM_VARS,
	buildUnlessSkipped,
	d1LatencyMs,
	d1LatencyVars,
	machine,
	markdownTable,
	saveResults,
	startServer,
	withServerCpu,
} from "./lib/bench.mjs";
import {
	BET_SPREAD_MS,
	CASH_OUT_AT_MS,
	CASH_OUT_SPREAD_MS,
	CRASH_BELOW,
	CRASH_FROM,
	measureCrashRound,
	onCrashTable,
	prepareState,
	STAKE_RUPEES,
	TABLE,
} from "./lib/crash-round.mjs";
import { startProfile, summarize } from "./lib/profile.mjs";

const port = Number(process.env.BENCH_PORT ?? 8803);
const inspectorPort = Number(process.env.BENCH_INSPECTOR_PORT ?? port + 1000);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const PLAYERS = Math.min(Number(process.env.BENCH_PLAYERS ?? 1000), SOCKETS);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const D1_LATENCY_MS = d1LatencyMs();
const PROFILE = process.argv.includes("--profile");
/** The targets (issue 29). */
const ACK_P99_LIMIT = 150;
const CRASH_P99_LIMIT = 500;
const SETTLEMENT_LIMIT = 2000;
const PERSIST = ".wrangler/bench-crash";
const SOCKET_URL = `ws://127.0.0.1:${port}/api/room/socket?table=${TABLE}`;
process.env.CF_PERSIST_PATH = PERSIST;

async function run() {
	const { players, gameHashes } = await prepareState(PERSIST, PLAYERS);
	const server = startServer({
		port,
		inspectorPort,
		persist: PERSIST,
		vars: { ...BENCH_ROOM_VARS, ...d1LatencyVars(D1_LATENCY_MS) },
	});
	return onCrashTable(
		{ server, port, socketUrl: SOCKET_URL, players, sockets: SOCKETS, gameHashes },
		async ({ clients, playerClients }) => {
			const rows = [];
			for (let round = 1; round <= ROUNDS; round++) {
				const profiler = PROFILE ? await startProfile(inspectorPort) : null;
				const row = await withServerCpu(server, () =>
					measureCrashRound({ clients, playerClients, gameHashes, persist: PERSIST }),
				);
				if (profiler) {
					const profile = await profiler.stop();
					const paths = saveResults(`crash-profile-${round}`, profile, "");
					const path = paths.json.replace(/\.json$/, ".cpuprofile");
					renameSync(paths.json, path);
					const summary = summarize(profile);
					console.log(`profile written to ${path}`);
					console.table(summary.functions);
					console.table(summary.files);
				}
				const { broadcastByEvent, errors, ...brief } = row;
				console.log({ ...brief, broadcastByEvent, errors });
				rows.push(row);
			}
			return rows;
		},
	);
}

const fmt = (v) => (v === null || v === undefined ? "n/a" : String(v));
const started = new Date();
const machineBefore = machine();
buildUnlessSkipped();
const rows = await run();
const machineAfter = machine();
const verdict = (ok) => (ok ? "met" : "NOT met");
const ackOk = (r) => r.cashOutsPaid === r.cashOutsSent && r.cashOutAckP99 !== null && r.cashOutAckP99 <= ACK_P99_LIMIT;
const crashOk = (r) => r.crashReached >= SOCKETS && r.crashP99 !== null && r.crashP99 <= CRASH_P99_LIMIT;
const settleOk = (r) => r.settlementMs !== null && r.settlementMs <= SETTLEMENT_LIMIT;
const table = markdownTable(
	[
		"round",
		"open sockets (players)",
		"bets sent / acked (ack p50 / p99 ms)",
		"cash-outs sent / paid",
		"cash-out ack p50 / p99 (ms) (client event-loop delay p99 / max)",
		"crash reaching sockets p50 / p99 (ms)",
		"crash point (flight ms)",
		"settlement (ms)",
		"server / client CPU (s)",
		"money exact",
		"load (1 min)",
	],
	rows.map((r, i) => [
		i + 1,
		`${r.connected} (${r.playerSockets})`,
		`${r.betsSent} / ${r.acked} (${fmt(r.betAckP50)} / ${fmt(r.betAckP99)})`,
		`${r.cashOutsSent} / ${r.cashOutsPaid}`,
		`${fmt(r.cashOutAckP50)} / ${fmt(r.cashOutAckP99)}${ackOk(r) ? "" : " ✗"} (${fmt(r.clientLagP99)} / ${fmt(r.clientLagMax)})`,
		`${fmt(r.crashP50)} / ${fmt(r.crashP99)} (${r.crashReached} sockets)${crashOk(r) ? "" : " ✗"}`,
		`${(r.crashPoint / 100).toFixed(2)}× (${r.flightMs})`,
		`${fmt(r.settlementMs)}${settleOk(r) ? "" : " ✗"}`,
		`${fmt(r.serverCpuS)} / ${fmt(r.clientCpuS)}`,
		r.moneyExact
			? `yes (${r.betRows} rows, 0 open, ${r.wonBets} won = ${r.paidBets} paid once, ₹${r.paidPaise / 100} paid = ledger, 0 mismatches)`
			: `NO (${JSON.stringify({ betRows: r.betRows, unsettled: r.unsettled, wonBets: r.wonBets, payoutEntries: r.payoutEntries, paidBets: r.paidBets, wonPaise: r.wonPaise, paidPaise: r.paidPaise, payoutLedgerPaise: r.payoutLedgerPaise, ledgerMismatches: r.ledgerMismatches })})`,
		r.loadAtStart,
	]),
);
const refusals = rows.flatMap((r) => Object.entries(r.errors).map(([m, n]) => `${m}: ${n}`));
const markdown = [
	`\`npm run bench:crash\`, ${started.toISOString()}: \`wrangler dev\` serving the production build (workerd + local D1${D1_LATENCY_MS > 0 ? `, ${D1_LATENCY_MS} ms added to every D1 call of the room` : ""}), clients in one Node process on the same machine; ${machineBefore.cores} cores (${machineBefore.cpu}); load average (1/5/15 min) ${machineBefore.load} before, ${machineAfter.load} after. Per round: ${SOCKETS} sockets to the Aviator table (${PLAYERS} players, the rest spectators); each player sends two ₹${STAKE_RUPEES} bets over the first ${BET_SPREAD_MS / 1000} s of the betting window; once the flight starts, every player cashes out one bet by hand at a random moment of a ${CASH_OUT_SPREAD_MS / 1000} s window starting ${CASH_OUT_AT_MS / 1000} s into the flight; the other bet rides to the crash (a fair crash point in [${(CRASH_FROM / 100).toFixed(2)}×, ${(CRASH_BELOW / 100).toFixed(2)}×), steered by the bettors' client seed). Crash reaching sockets: each socket's receipt of \`crashed\` minus the crash instant; settlement: the round's \`settled_at − result_at\` in D1 (crash instant to its last bet settled).`,
	"",
	table,
	"",
	`Refusals: ${refusals.join("; ") || "none"}. Phase broadcasts from the server's send stamp, p50 / p99 (samples): ${rows
		.map((r) =>
			Object.entries(r.broadcastByEvent)
				.map(([k, v]) => `${k} ${v}`)
				.join("; "),
		)
		.join(" | ")}.`,
	"",
	...rows.map(
		(r, i) =>
			`Round ${i + 1} against the targets: cash-out ack p99 ${fmt(r.cashOutAckP99)} ms ≤ ${ACK_P99_LIMIT} (${verdict(ackOk(r))}); crash broadcast p99 ${fmt(r.crashP99)} ms ≤ ${CRASH_P99_LIMIT} on every socket (${verdict(crashOk(r))}); settlement ${fmt(r.settlementMs)} ms ≤ ${SETTLEMENT_LIMIT} (${verdict(settleOk(r))}); money exact (${verdict(r.moneyExact)}).`,
	),
].join("\n");
const paths = saveResults("crash", { started, machineBefore, machineAfter, rows }, markdown);
console.log(`\n${markdown}\n\nWritten to ${paths.json} and ${paths.md}`);
if (rows.some((r) => !r.moneyExact || !r.crashPointAsChosen)) process.exitCode = 1;
