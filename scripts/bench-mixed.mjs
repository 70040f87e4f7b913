// `npm run bench:mixed`: tables of all three kinds side by side on the game host (issue 31): the main roulette table,
// the Aviator crash table, the Andar Bahar and the Dragon Tiger tables of the catalogue, each its own room, served by
// the product's Worker (`wrangler dev` serving the production build, `/api/room/socket?table=<id>`, one local D1).
// Every table gets BENCH_MIXED_SOCKETS sockets (a quarter of them players of their own) and one measured round, the
// four rounds overlapping (each table keeps its own clock): roulette BENCH_MIXED_BPS single bets a second over 10 s
// (scripts/lib/room-client.mjs), crash two ₹10 bets a player and one manual cash-out each (scripts/lib/crash-round.mjs,
// the crash point steered fairly by the bettors' client seed), cards BENCH_CARD_SUBMISSIONS ₹10 bets a player over
// the betting window (scripts/lib/card-round.mjs). After the rounds, each is read back from D1: every acknowledged bet
// has a row and is settled once, what was paid is what the rules say (a card round re-dealt from its revealed seed),
// the ledger paid exactly that, and every wallet equals its ledger. Prints a markdown table and writes
// bench-results/mixed-*.json and .md.
//
// Settings (environment): BENCH_PORT (8809), BENCH_INSPECTOR_PORT (port + 1000), BENCH_SKIP_BUILD=1 to reuse build/,
// BENCH_MIXED_SOCKETS (250 per table), BENCH_MIXED_BPS (40, the roulette table's), the crash round's and the card
// round's own settings (see their files); `--d1-latency[=ms]` adds that delay to every D1 call of every room.
import {
	BENCH_ROOM_VARS,
	buildUnlessSkipped,
	d1LatencyMs,
	d1LatencyVars,
	machine,
	markdownTable,
	saveResults,
	sleep,
	startServer,
	waitForHealth,
} from "./lib/bench.mjs";
import {
	CARD_BET_SPREAD_MS,
	CARD_STAKE_RUPEES,
	CARD_SUBMISSIONS,
	cardCheck,
	measureCardRound,
} from "./lib/card-round.mjs";
import { checkCrashRound, measureCrashRound, prepareState, STAKE_RUPEES, steer } from "./lib/crash-round.mjs";
import {
	connect,
	measureRound,
	moneyExact,
	nextMessage,
	openCount,
	openSocket,
	roundCheck,
} from "./lib/room-client.mjs";

const port = Number(process.env.BENCH_PORT ?? 8809);
const inspectorPort = Number(process.env.BENCH_INSPECTOR_PORT ?? port + 1000);
const SOCKETS = Number(process.env.BENCH_MIXED_SOCKETS ?? 250);
const PLAYERS = Math.max(1, Math.floor(SOCKETS / 4));
const BETS_PER_SECOND = Number(process.env.BENCH_MIXED_BPS ?? 40);
const SPREAD_MS = 10_000;
const D1_LATENCY_MS = d1LatencyMs();
const PERSIST = ".wrangler/bench-mixed";
process.env.CF_PERSIST_PATH = PERSIST;

/** The tables, in the catalogue of every fresh state (migrations 0001, 0011, 0012). */
const TABLES = [
	{ id: "main", kind: "roulette" },
	{ id: "aviator", kind: "crash" },
	{ id: "andar-bahar", kind: "cards" },
	{ id: "dragon-tiger", kind: "cards" },
];
const socketUrl = (table) => `ws://127.0.0.1:${port}/api/room/socket?table=${table}`;

/** Each table's sockets: its own players (PLAYERS of them) first, then spectators up to SOCKETS. */
async function seat(players) {
	const seated = [];
	for (const [t, table] of TABLES.entries()) {
		const playerClients = [];
		const spectators = [];
		const mine = players.slice(t * PLAYERS, (t + 1) * PLAYERS);
		await connect(socketUrl(table.id), playerClients, mine.length, (i) => mine[i].token);
		await connect(socketUrl(table.id), spectators, SOCKETS - mine.length, () => null);
		seated.push({ ...table, playerClients, clients: [...playerClients, ...spectators] });
	}
	return seated;
}

/** The crash table's warm-up: one round steered to crash early (the first after a cold start is slower). */
async function warmCrash(crash, players, gameHashes) {
	const pilot = await openSocket(socketUrl("aviator"), players[players.length - 1].token);
	const stop = steer(pilot, gameHashes);
	await nextMessage(pilot, "bettingOpen");
	await nextMessage(pilot, "crashed");
	stop();
	crash.clients.push(pilot);
}

/** One round at every table at once; the money read back from D1 afterwards. */
async function measure(seated, gameHashes) {
	const rows = await Promise.all(
		seated.map(async (t) => {
			if (t.kind === "roulette") {
				const bets = Math.round((BETS_PER_SECOND * SPREAD_MS) / 1000);
				const row = await measureRound({
					clients: t.clients,
					playerClients: t.playerClients,
					bets,
					spreadMs: SPREAD_MS,
				});
				return { ...row, table: t.id, kind: t.kind };
			}
			if (t.kind === "crash") {
				const row = await measureCrashRound({ clients: t.clients, playerClients: t.playerClients, gameHashes });
				return { ...row, table: t.id, kind: t.kind, ackP50: row.betAckP50, ackP99: row.betAckP99, refused: 0 };
			}
			const row = await measureCardRound({ game: t.id, clients: t.clients, playerClients: t.playerClients });
			return { ...row, table: t.id, kind: t.kind };
		}),
	);
	// Reconciled after every round is over (wrangler blocks this process while it runs).
	for (const row of rows) {
		if (row.kind === "roulette") {
			Object.assign(row, roundCheck(PERSIST, row.roundId));
			row.moneyExact = moneyExact(row);
		} else if (row.kind === "crash") await checkCrashRound(PERSIST, row);
		else await cardCheck(PERSIST, row);
	}
	return rows;
}

const started = new Date();
const machineBefore = machine();
buildUnlessSkipped();
const { players, gameHashes } = await prepareState(PERSIST, PLAYERS * TABLES.length + 1);
const server = startServer({
	port,
	inspectorPort,
	persist: PERSIST,
	vars: { ...BENCH_ROOM_VARS, ...d1LatencyVars(D1_LATENCY_MS) },
});
let rows = [];
let seated = [];
try {
	await waitForHealth(port);
	seated = await seat(players);
	const crash = seated.find((t) => t.kind === "crash");
	await warmCrash(crash, players, gameHashes);
	console.log(`open sockets: ${seated.map((t) => `${t.id} ${openCount(t.clients)}`).join(", ")}`);
	rows = await measure(seated, gameHashes);
	for (const { broadcastByEvent, errors, samples, ...brief } of rows)
		console.log({ ...brief, broadcastByEvent, errors });
} catch (error) {
	console.error(server.log().slice(-4000));
	throw error;
} finally {
	for (const t of seated) for (const c of t.clients) c.ws.close();
	await sleep(1_000);
	await server.stop();
}

const machineAfter = machine();
const fmt = (v) => (v === null || v === undefined ? "n/a" : String(v));
const what = (r) =>
	r.kind === "roulette"
		? `${r.betsSent} straight bets`
		: r.kind === "crash"
			? `${r.betsSent} bets, ${r.cashOutsSent} cash-outs (${r.cashOutsPaid} paid), ${(r.crashPoint / 100).toFixed(2)}×`
			: `${r.betsSent} bets, ${r.result}`;
const money = (r) =>
	r.moneyExact
		? `yes (${r.betRows} rows, 0 open, ${r.paidBets} paid once, 0 mismatches)`
		: `NO (${JSON.stringify({ betRows: r.betRows, acked: r.acked, unsettled: r.unsettled, paidBets: r.paidBets, wonBets: r.wonBets, ledgerMismatches: r.ledgerMismatches, rulesPaise: r.rulesPaise, ledgerPaise: r.ledgerPaise, paidPaise: r.paidPaise })})`;
const table = markdownTable(
	[
		"table",
		"open sockets (players)",
		"round",
		"acked / refused",
		"ack p50 / p99 (ms)",
		"phase broadcast p50 / p99 (ms)",
		"settlement (ms)",
		"money exact",
		"load (1 min)",
	],
	rows.map((r) => [
		r.table,
		`${r.connected} (${r.playerSockets})`,
		what(r),
		`${r.acked} / ${fmt(r.refused)}`,
		`${fmt(r.ackP50)} / ${fmt(r.ackP99)}`,
		r.kind === "crash"
			? `crash ${fmt(r.crashP50)} / ${fmt(r.crashP99)}`
			: `${fmt(r.broadcastP50)} / ${fmt(r.broadcastP99)}`,
		fmt(r.settlementMs),
		money(r),
		r.loadAtStart,
	]),
);
const markdown = [
	`\`npm run bench:mixed\`, ${started.toISOString()}: the main roulette table, Aviator, Andar Bahar and Dragon Tiger side by side, each its own room, through the product's Worker (\`wrangler dev\` serving the production build, one local D1${D1_LATENCY_MS > 0 ? `, ${D1_LATENCY_MS} ms added to every D1 call of the rooms` : ""}), clients in one Node process on the same machine; ${SOCKETS} sockets a table (${PLAYERS} players of its own); one round measured at every table at once (the rounds overlap; each table keeps its own clock): roulette ${BETS_PER_SECOND} ₹10 straight bets a second over ${SPREAD_MS / 1000} s, crash two ₹${STAKE_RUPEES} bets a player and one manual cash-out each, cards ${CARD_SUBMISSIONS} ₹${CARD_STAKE_RUPEES} bets a player over ${CARD_BET_SPREAD_MS / 1000} s of the betting window; ${machineBefore.cores} cores (${machineBefore.cpu}); load average (1/5/15 min) ${machineBefore.load} before, ${machineAfter.load} after. Settlement: roulette from \`roundResult\` to the last bettor's \`betResult\`; crash and cards \`settled_at − result_at\` in D1. Money exact: every acknowledged bet has one row, none open, each paid once, a card round re-dealt from its revealed seed pays what the rules say and the ledger paid exactly that, every wallet equals its ledger.`,
	"",
	table,
	"",
	`Refusals: ${
		rows.flatMap((r) => Object.entries(r.errors ?? {}).map(([m, n]) => `${r.table} ${m}: ${n}`)).join("; ") || "none"
	}. Phase broadcasts per event, p50 / p99 (samples): ${rows
		.map(
			(r) =>
				`${r.table} ${Object.entries(r.broadcastByEvent ?? {})
					.map(([k, v]) => `${k} ${v}`)
					.join(", ")}`,
		)
		.join("; ")}.`,
].join("\n");
const paths = saveResults("mixed", { started, machineBefore, machineAfter, SOCKETS, BETS_PER_SECOND, rows }, markdown);
console.log(`\n${markdown}\n\nWritten to ${paths.json} and ${paths.md}`);
if (rows.length !== TABLES.length || rows.some((r) => !r.moneyExact)) process.exitCode = 1;
