// One measured crash round for the benchmarks (`npm run bench:crash`, `npm run bench:fanout`): the bench's players,
// the Aviator table's hash chain from a seed the bench knows (so it can steer each round's crash point with the
// bettors' client seed), and the round itself: bets, manual cash-outs within a second of each other, the crash on
// every socket, the money read back from D1. Settings (environment): BENCH_BET_SPREAD_MS (4000), BENCH_CASH_OUT_AT_MS
// (1500), BENCH_CASH_OUT_SPREAD_MS (1000), BENCH_CRASH_RANGE ("150:200"); see scripts/bench-crash.mjs.
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { chainLinks, crashPointFrom, terminatingHashOf } from "../../domain/crash/fairness.ts";
import { benchPlayers, d1Json, freshState, pct, sleep, waitForHealth } from "./bench.mjs";
import { connect, moneyExact, nextMessage, openCount, openSocket, roundCheck } from "./room-client.mjs";
import { executeSql } from "./wrangler.mjs";

export const BET_SPREAD_MS = Number(process.env.BENCH_BET_SPREAD_MS ?? 4000);
export const CASH_OUT_AT_MS = Number(process.env.BENCH_CASH_OUT_AT_MS ?? 1500);
export const CASH_OUT_SPREAD_MS = Number(process.env.BENCH_CASH_OUT_SPREAD_MS ?? 1000);
export const [CRASH_FROM, CRASH_BELOW] = (process.env.BENCH_CRASH_RANGE ?? "150:200").split(":").map(Number);
export const TABLE = "aviator";
export const STAKE_RUPEES = 10;
const CHAIN_LENGTH = 1000;

const hex = (bytes) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("hex");

/**
 * Fresh local state: `count` bench players (₹1,00,000 real each) and the Aviator table's hash chain from a seed the
 * bench knows. Returns the players and each round's game hash by its commitment.
 */
export async function prepareState(persist, count) {
	freshState(persist);
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
export async function seedFor(gameHash, copies, from, below) {
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
export function steer(pilot, gameHashes) {
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
async function crashCheck(persist, roundId) {
	for (let attempt = 0; attempt < 10; attempt++) {
		const [row] = d1Json(
			persist,
			`SELECT settled_at - result_at AS settlementMs, crash_point AS storedCrashPoint,
			   (SELECT COALESCE(SUM(payout_paise), 0) FROM bets WHERE round_id = '${roundId}' AND status = 'won') AS wonPaise,
			   (SELECT COUNT(*) FROM bets WHERE round_id = '${roundId}' AND status = 'won' AND cashed_out_at IS NULL) AS wonWithoutMultiplier,
			   (SELECT COALESCE(SUM(amount_paise), 0) FROM ledger_entries WHERE reason = 'bet_payout' AND ref_id IN (SELECT id FROM bets WHERE round_id = '${roundId}')) AS payoutLedgerPaise
			 FROM rounds WHERE id = '${roundId}'`,
		);
		if (row && row.settlementMs !== null) return { ...row, ...roundCheck(persist, roundId) };
		await sleep(1000);
	}
	return { settlementMs: null, ...roundCheck(persist, roundId) };
}

/** Every bet has a row and is settled once, each paid cash-out is one won bet, and the ledger paid what they said. */
const crashMoneyExact = (row) =>
	moneyExact(row) &&
	row.wonBets === row.cashOutsPaid &&
	row.wonPaise === row.paidPaise &&
	row.payoutLedgerPaise === row.paidPaise &&
	row.wonWithoutMultiplier === 0;

/** A round measured without `persist`, checked in D1 afterwards (as measureCrashRound does with it). */
export async function checkCrashRound(persist, row) {
	Object.assign(row, await crashCheck(persist, row.roundId));
	row.moneyExact = crashMoneyExact(row);
	return row;
}

/**
 * One measured round: at the next `bettingOpen` every player sends two ₹10 bets (panels 0 and 1, no auto cash-out)
 * with the round's chosen seed at random times over BET_SPREAD_MS; once the flight starts each player whose panel-0
 * bet was acknowledged cashes it out by hand at a random moment of [CASH_OUT_AT_MS, CASH_OUT_AT_MS +
 * CASH_OUT_SPREAD_MS) of the flight (server time); panel 1 rides to the crash and is lost. Measures the acks, the
 * phase broadcasts on every socket, and (with `persist`) reads the round back from D1.
 */
export async function measureCrashRound({ clients, playerClients, gameHashes, persist }) {
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
		// The client's own event-loop delay while the cash-outs are sent and answered, until the crash: the time an
		// ack may have waited in this process before its receipt was stamped (the acks are measured as received).
		// (Node counts the timer's own 10 ms in each sample: taken off below.)
		const clientLag = monitorEventLoopDelay({ resolution: 10 });
		clientLag.enable();
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
		clientLag.disable();
		const { crashReach, ...delays } = byRound.get(roundId);
		// Every socket's crash message, or 10 s.
		const until = Date.now() + 10_000;
		while (crashReach.length < openCount(clients) && Date.now() < until) await sleep(50);
		const betsSent = playerClients.length * 2;
		// Without `persist` the caller checks the money later (checkCrashRound: wrangler blocks this process while it runs).
		const check = persist ? await crashCheck(persist, roundId) : {};
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
			clientLagP99: Math.max(0, Math.round(clientLag.percentile(99) / 1e6 - 10)),
			clientLagMax: Math.max(0, Math.round(clientLag.max / 1e6 - 10)),
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
		if (persist) row.moneyExact = crashMoneyExact(row);
		return row;
	} finally {
		for (const c of clients) c.handlers.delete(phaseHandler);
		for (const c of playerClients) c.handlers.delete(playerHandler);
	}
}

/**
 * On a started server: connects the pilot (which keeps the warm-up rounds short) and the players, then the
 * spectators, plays one warm-up round (the first after a cold start is slower), runs `measure`, and always closes the
 * sockets and stops the server (printing its log's tail on a failure).
 */
export async function onCrashTable({ server, port, socketUrl, players, sockets, gameHashes }, measure) {
	const playerClients = [];
	const spectators = [];
	try {
		await waitForHealth(port);
		const pilot = await openSocket(socketUrl, players[0].token);
		const stopSteering = steer(pilot, gameHashes);
		playerClients.push(pilot);
		const connectStart = Date.now();
		await connect(socketUrl, playerClients, players.length, (i) => players[i].token);
		await connect(socketUrl, spectators, sockets - players.length, () => null);
		const clients = [...playerClients, ...spectators];
		console.log(`connected ${openCount(clients)}/${sockets} sockets in ${Date.now() - connectStart} ms`);
		await nextMessage(pilot, "bettingOpen");
		await nextMessage(pilot, "crashed");
		stopSteering();
		return await measure({ clients, playerClients });
	} catch (error) {
		console.error(server.log().slice(-4000));
		throw error;
	} finally {
		for (const c of [...playerClients, ...spectators]) c.ws.close();
		await server.stop();
	}
}
