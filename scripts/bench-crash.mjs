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
import { loadavg } from "node:os";
import { chainLinks, crashPointFrom, terminatingHashOf } from "../domain/crash/fairness.ts";
import {
	BENCH_ROOM_VARS,
	benchPlayers,
	buildUnlessSkipped,
	d1Json,
	d1LatencyMs,
	d1LatencyVars,
	freshState,
	machine,
	markdownTable,
	pct,
	saveResults,
	sleep,
	startServer,
	waitForHealth,
	withServerCpu,
} from "./lib/bench.mjs";
import { startProfile, summarize } from "./lib/profile.mjs";
import { connect, moneyExact, nextMessage, openCount, openSocket, roundCheck } from "./lib/room-client.mjs";
import { executeSql } from "./lib/wrangler.mjs";

const port = Number(process.env.BENCH_PORT ?? 8803);
const inspectorPort = Number(process.env.BENCH_INSPECTOR_PORT ?? port + 1000);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const PLAYERS = Math.min(Number(process.env.BENCH_PLAYERS ?? 1000), SOCKETS);
const BET_SPREAD_MS = Number(process.env.BENCH_BET_SPREAD_MS ?? 4000);
const CASH_OUT_AT_MS = Number(process.env.BENCH_CASH_OUT_AT_MS ?? 1500);
const CASH_OUT_SPREAD_MS = Number(process.env.BENCH_CASH_OUT_SPREAD_MS ?? 1000);
const [CRASH_FROM, CRASH_BELOW] = (process.env.BENCH_CRASH_RANGE ?? "150:200").split(":").map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const D1_LATENCY_MS = d1LatencyMs();
const PROFILE = process.argv.includes("--profile");
const TABLE = "aviator";
const STAKE_RUPEES = 10;
const CHAIN_LENGTH = 1000;
/** The targets (issue 29). */
const ACK_P99_LIMIT = 150;
const CRASH_P99_LIMIT = 500;
const SETTLEMENT_LIMIT = 2000;
const PERSIST = ".wrangler/bench-crash";
const SOCKET_URL = `ws://127.0.0.1:${port}/api/room/socket?table=${TABLE}`;
process.env.CF_PERSIST_PATH = PERSIST;

const hex = (bytes) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("hex");

/**
 * Fresh local state: `count` bench players (₹1,00,000 real each) and the Aviator table's hash chain from a seed the
 * bench knows. Returns the players and each round's game hash by its commitment.
 */
async function prepareState(count) {
	freshState(PERSIST);
	const { players, sql } = await benchPlayers(count, { idPrefix: "crash", name: "Crash", phonePrefix: "+918" });
	const seed = hex(32);
	const links = await chainLinks(seed, CHAIN_LENGTH);
	const terminatingHash = await terminatingHashOf(links);
	const chain = `INSERT INTO crash_chains (id, table_id, seed, length, terminating_hash, next_index, created_at) VALUES ('bench-chain', '${TABLE}', '${seed}', ${CHAIN_LENGTH}, '${terminatingHash}', 0, ${Date.now()});`;
	executeSql(`${sql}\n${chain}`);
	// Round k of the chain commits to links[k − 1] (the terminating hash for k = 0) and plays links[k].
	const gameHashes = new Map(links.map((link, k) => [k === 0 ? terminatingHash : links[k - 1], link]));
	return { players, gameHashes };
}

/** A client seed that, sent by the round's first `copies` bettors, gives a crash point in [from, below). */
async function seedFor(gameHash, copies, from, below) {
	for (let attempt = 0; attempt < 100_000; attempt++) {
		const seed = hex(16);
		const crashPoint = await crashPointFrom(gameHash, Array(copies).fill(seed));
		if (crashPoint >= from && crashPoint < below) return { seed, crashPoint };
	}
	throw new Error(`no client seed gives a crash point in [${from}, ${below})`);
}

const send = (client, message) => client.ws.send(JSON.stringify(message));

/**
 * Until `stop()`: at every round that opens, the pilot (one player socket) bets ₹10 with a seed that makes the round
 * crash early (below 1.20×), so the warm-up rounds are short whatever the chain holds.
 */
function steer(pilot, gameHashes) {
	let on = true;
	const handler = async (m) => {
		if (!on || !(m.type === "bettingOpen" || (m.type === "syncState" && m.round?.phase === "betting"))) return;
		const gameHash = gameHashes.get(m.round.commitment);
		if (!gameHash) return;
		const { seed } = await seedFor(gameHash, 1, 100, 120);
		const bet = { panel: 0, wallet: "real", amount: STAKE_RUPEES, autoCashOut: null, clientSeed: seed };
		send(pilot, { type: "crashBet", submissionId: `warm-${hex(6)}`, ...bet });
	};
	pilot.handlers.add(handler);
	return () => {
		on = false;
		pilot.handlers.delete(handler);
	};
}

/** Reads the round's money and settlement in D1 once it is settled (a few tries: settlement may still run). */
async function crashCheck(roundId) {
	for (let attempt = 0; attempt < 10; attempt++) {
		const [row] = d1Json(
			PERSIST,
			`SELECT settled_at - result_at AS settlementMs, crash_point AS storedCrashPoint,
			   (SELECT COALESCE(SUM(payout_paise), 0) FROM bets WHERE round_id = '${roundId}' AND status = 'won') AS wonPaise,
			   (SELECT COUNT(*) FROM bets WHERE round_id = '${roundId}' AND status = 'won' AND cashed_out_at IS NULL) AS wonWithoutMultiplier,
			   (SELECT COALESCE(SUM(amount_paise), 0) FROM ledger_entries WHERE reason = 'bet_payout' AND ref_id IN (SELECT id FROM bets WHERE round_id = '${roundId}')) AS payoutLedgerPaise
			 FROM rounds WHERE id = '${roundId}'`,
		);
		if (row && row.settlementMs !== null) return { ...row, ...roundCheck(PERSIST, roundId) };
		await sleep(1000);
	}
	return { settlementMs: null, ...roundCheck(PERSIST, roundId) };
}

/**
 * One measured round: at the next `bettingOpen` every player sends two ₹10 bets (panels 0 and 1, no auto cash-out)
 * with the round's chosen seed at random times over BET_SPREAD_MS; once the flight starts each player whose panel-0
 * bet was acknowledged cashes it out by hand at a random moment of [CASH_OUT_AT_MS, CASH_OUT_AT_MS +
 * CASH_OUT_SPREAD_MS) of the flight (server time); panel 1 rides to the crash and is lost. Measures the acks, the
 * phase broadcasts on every socket, and reads the round back from D1.
 */
async function measureCrashRound({ clients, playerClients, gameHashes }) {
	// Every socket's receipt of each phase event: from the server's send stamp, and for the crash from its instant.
	const byRound = new Map();
	const phaseHandler = (m, at) => {
		if (!["bettingOpen", "flightStarted", "crashed"].includes(m.type) || !m.round?.roundId) return;
		if (!byRound.has(m.round.roundId)) {
			byRound.set(m.round.roundId, { bettingOpen: [], flightStarted: [], crashed: [], crashReach: [] });
		}
		const delays = byRound.get(m.round.roundId);
		delays[m.type].push(at - m.serverNow);
		if (m.type === "crashed") delays.crashReach.push(at - m.round.phaseStartedAt);
	};
	const betAcks = [];
	const cashOutAcks = [];
	const errors = {};
	const pending = new Map();
	let paidPaise = 0;
	const playerHandler = (m, at) => {
		if (!m.submissionId || !pending.has(m.submissionId)) return;
		const sent = pending.get(m.submissionId);
		if (m.type === "crashBetPlaced") {
			betAcks.push(at - sent.at);
			sent.acked = true;
		} else if (m.type === "cashedOut") {
			cashOutAcks.push(at - sent.at);
			paidPaise += Math.round(m.bet.payout * 100);
		} else if (m.type === "error")
			errors[`${sent.kind}: ${m.message}`] = (errors[`${sent.kind}: ${m.message}`] ?? 0) + 1;
		else return;
		pending.delete(m.submissionId);
	};
	for (const c of clients) c.handlers.add(phaseHandler);
	for (const c of playerClients) c.handlers.add(playerHandler);
	try {
		const opened = await nextMessage(clients[0], "bettingOpen");
		const roundId = opened.round.roundId;
		const gameHash = gameHashes.get(opened.round.commitment);
		if (!gameHash) throw new Error("the round's commitment is not of the bench's chain");
		const { seed, crashPoint } = await seedFor(gameHash, 3, CRASH_FROM, CRASH_BELOW);
		const loadAtStart = loadavg()[0].toFixed(1);
		const flightComing = nextMessage(clients[0], "flightStarted");
		const firstBets = new Map();
		await Promise.all(
			playerClients.flatMap((c, i) =>
				[0, 1].map(async (panel) => {
					await sleep(Math.random() * BET_SPREAD_MS);
					const submissionId = `bet-${i}-${panel}-${hex(4)}`;
					const sent = { kind: "crashBet", at: Date.now(), acked: false };
					pending.set(submissionId, sent);
					if (panel === 0) firstBets.set(i, sent);
					const bet = { panel, wallet: "real", amount: STAKE_RUPEES, autoCashOut: null, clientSeed: seed };
					send(c, { type: "crashBet", submissionId, ...bet });
				}),
			),
		);
		const flight = await flightComing;
		const mixed = flight.round.clientSeeds ?? [];
		const expected = await crashPointFrom(gameHash, mixed);
		// Manual cash-outs of every acknowledged panel-0 bet, within CASH_OUT_SPREAD_MS of each other.
		const crashComing = nextMessage(clients[0], "crashed");
		const cashOutStart = flight.round.flightStartedAt + CASH_OUT_AT_MS;
		let cashOutsSent = 0;
		await Promise.all(
			playerClients.map(async (c, i) => {
				if (!firstBets.get(i)?.acked) return;
				await sleep(cashOutStart + Math.random() * CASH_OUT_SPREAD_MS - Date.now());
				const submissionId = `out-${i}-${hex(4)}`;
				pending.set(submissionId, { kind: "cashOut", at: Date.now() });
				cashOutsSent++;
				send(c, { type: "cashOut", submissionId, panel: 0 });
			}),
		);
		const crashed = await crashComing;
		const { crashReach, ...delays } = byRound.get(roundId);
		// Every socket's crash message, or 10 s.
		const until = Date.now() + 10_000;
		while (crashReach.length < openCount(clients) && Date.now() < until) await sleep(50);
		const betsSent = playerClients.length * 2;
		const check = await crashCheck(roundId);
		const row = {
			roundId,
			connected: openCount(clients),
			playerSockets: playerClients.length,
			loadAtStart,
			crashPoint: crashed.round.crashPoint,
			crashPointAsChosen: crashed.round.crashPoint === crashPoint && crashed.round.crashPoint === expected,
			flightMs: crashed.round.phaseStartedAt - flight.round.flightStartedAt,
			betsSent,
			acked: betAcks.length,
			betAckP50: pct(betAcks, 50),
			betAckP99: pct(betAcks, 99),
			cashOutsSent,
			cashOutsPaid: cashOutAcks.length,
			cashOutAckP50: pct(cashOutAcks, 50),
			cashOutAckP99: pct(cashOutAcks, 99),
			errors,
			crashReached: crashReach.length,
			crashP50: pct(crashReach, 50),
			crashP99: pct(crashReach, 99),
			broadcastByEvent: Object.fromEntries(
				Object.entries(delays).map(([k, v]) => [k, `${pct(v, 50)} / ${pct(v, 99)} (${v.length})`]),
			),
			paidPaise,
			...check,
		};
		row.moneyExact =
			moneyExact(row) &&
			row.wonBets === row.cashOutsPaid &&
			row.wonPaise === row.paidPaise &&
			row.payoutLedgerPaise === row.paidPaise &&
			row.wonWithoutMultiplier === 0;
		return row;
	} finally {
		for (const c of clients) c.handlers.delete(phaseHandler);
		for (const c of playerClients) c.handlers.delete(playerHandler);
	}
}

async function run() {
	const { players, gameHashes } = await prepareState(PLAYERS);
	const server = startServer({
		port,
		inspectorPort,
		persist: PERSIST,
		vars: { ...BENCH_ROOM_VARS, ...d1LatencyVars(D1_LATENCY_MS) },
	});
	const playerClients = [];
	const spectators = [];
	try {
		await waitForHealth(port);
		// The pilot first: it keeps the rounds short until the measured one.
		const pilot = await openSocket(SOCKET_URL, players[0].token);
		const stopSteering = steer(pilot, gameHashes);
		playerClients.push(pilot);
		const connectStart = Date.now();
		await connect(SOCKET_URL, playerClients, players.length, (i) => players[i].token);
		await connect(SOCKET_URL, spectators, SOCKETS - players.length, () => null);
		const clients = [...playerClients, ...spectators];
		console.log(`connected ${openCount(clients)}/${SOCKETS} sockets in ${Date.now() - connectStart} ms`);
		// A full round as a warm-up (the first round after a cold start is slower), then the measured ones.
		await nextMessage(pilot, "bettingOpen");
		await nextMessage(pilot, "crashed");
		stopSteering();
		const rows = [];
		for (let round = 1; round <= ROUNDS; round++) {
			const profiler = PROFILE ? await startProfile(inspectorPort) : null;
			const row = await withServerCpu(server, () => measureCrashRound({ clients, playerClients, gameHashes }));
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
	} catch (error) {
		console.error(server.log().slice(-4000));
		throw error;
	} finally {
		for (const c of [...playerClients, ...spectators]) c.ws.close();
		await server.stop();
	}
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
		"cash-out ack p50 / p99 (ms)",
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
		`${fmt(r.cashOutAckP50)} / ${fmt(r.cashOutAckP99)}${ackOk(r) ? "" : " ✗"}`,
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
