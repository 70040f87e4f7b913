// `npm run bench:flood`: the table under a message flood, side by side with a quiet round, on a locally served build
// with the product's own socket budgets (docs/decisions/0736-socket-budgets.md).
// In the flood round, two anonymous and two signed-in sockets, each from its own address, send junk at
// BENCH_FLOOD_RATE messages a second in total (5,000) for BENCH_FLOOD_SECONDS (5) from the moment betting opens,
// reconnecting at once whenever the room closes them, as an attacker would. Meanwhile an honest player, from
// another address, places a bet every 500 ms of the betting window, and /api/health is polled every 250 ms.
// Measured per round: each phase's length as the honest player saw it against its configured length, the honest
// acks, the health answers, and what the attackers got (closes, refused reconnects, replies).
// Prints a markdown table (for docs/security.md) and writes bench-results/flood-*.json and .md.
//
// Settings (environment): BENCH_PORT (8807), BENCH_SKIP_BUILD=1 to reuse build/, BENCH_FLOOD_RATE (5000),
// BENCH_FLOOD_SECONDS (5).
import WebSocket from "ws";
import {
	benchPlayers,
	buildUnlessSkipped,
	freshState,
	machine,
	markdownTable,
	pct,
	saveResults,
	sleep,
	startServer,
	waitForHealth,
} from "./lib/bench.mjs";
import { executeSql } from "./lib/wrangler.mjs";

const port = Number(process.env.BENCH_PORT ?? 8807);
const RATE = Number(process.env.BENCH_FLOOD_RATE ?? 5000);
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 5);
const PHASES_MS = { betting: 15_000, spinning: 5_000, result: 8_000 };
const PERSIST = ".wrangler/bench-flood";
const SOCKET_URL = `ws://127.0.0.1:${port}/api/room/socket`;
process.env.CF_PERSIST_PATH = PERSIST;

/** A socket from a given client address (the local server keeps a CF-Connecting-IP the client sends). */
function open(token, address, onClose = () => {}) {
	return new Promise((resolve, reject) => {
		const ws = new WebSocket(token ? `${SOCKET_URL}?token=${encodeURIComponent(token)}` : SOCKET_URL, {
			headers: { "CF-Connecting-IP": address },
		});
		const client = { ws, messages: [], closes: [] };
		ws.on("message", (data) => {
			// A frame holds one message or several, one per line (domain/roulette/protocol.ts, messagesOfFrame).
			for (const line of String(data).split("\n")) client.messages.push({ at: Date.now(), message: JSON.parse(line) });
		});
		ws.on("close", (code) => {
			client.closes.push(code);
			onClose(code);
		});
		ws.once("open", () => resolve(client));
		ws.once("unexpected-response", (_req, res) =>
			reject(Object.assign(new Error("refused"), { status: res.statusCode })),
		);
		ws.once("error", reject);
	});
}

function waitFor(client, type, from = 0) {
	return new Promise((resolve) => {
		const check = setInterval(() => {
			const found = client.messages.slice(from).find((m) => m.message.type === type);
			if (found) {
				clearInterval(check);
				resolve(found);
			}
		}, 5);
	});
}

/** One attacker: keeps a socket open and sends `perSecond` junk frames for `seconds`, reconnecting when closed. */
async function attack({ token, address, perSecond, seconds }) {
	const stats = { sent: 0, replies: 0, closes: {}, refusedConnects: 0, connects: 0 };
	const junk = ['{"type":"placeBets","submissionId":"x","bets":"junk"}', "not json", '{"type":"withdrawAll"}'];
	const end = Date.now() + seconds * 1000;
	let client = null;
	while (Date.now() < end) {
		if (!client || client.ws.readyState !== WebSocket.OPEN) {
			if (client) tally(stats, client);
			try {
				client = await open(token, address, (code) => {
					stats.closes[code] = (stats.closes[code] ?? 0) + 1;
				});
				stats.connects++;
			} catch {
				stats.refusedConnects++;
				client = null;
				await sleep(10);
				continue;
			}
		}
		// Every 10 ms, a tenth of a hundredth of the rate.
		const burst = Math.max(1, Math.round(perSecond / 100));
		for (let i = 0; i < burst && client.ws.readyState === WebSocket.OPEN; i++) {
			client.ws.send(junk[stats.sent % junk.length]);
			stats.sent++;
		}
		await sleep(10);
	}
	if (client) {
		client.ws.close();
		tally(stats, client);
	}
	return stats;
}

/** Adds the error replies one attacker socket got to the attack's stats. */
function tally(stats, client) {
	stats.replies += client.messages.filter((m) => m.message.type === "error").length;
}

/** Polls /api/health every 250 ms until `until`; the answer times. */
async function pollHealth(until) {
	const times = [];
	while (Date.now() < until) {
		const start = Date.now();
		try {
			await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(10_000) });
			times.push(Date.now() - start);
		} catch {
			times.push(10_000);
		}
		await sleep(250);
	}
	return times;
}

/** One round from gameStarted to the next gameStarted, with or without the flood. */
async function measure(label, honest, attackers) {
	const from = honest.messages.length;
	const started = await waitFor(honest, "gameStarted", from);
	const round = started.message.round;
	const health = pollHealth(Date.now() + 27_000);
	const floods = attackers.map((a) => attack({ ...a, perSecond: RATE / attackers.length, seconds: SECONDS }));
	// The honest player: a bet every 500 ms while betting is open (leaving a second's margin).
	const acks = [];
	const refusals = {};
	let i = 0;
	while (Date.now() < round.roundEndTime - 1_000) {
		const submissionId = `honest-${round.seq}-${i++}`;
		const sentAt = Date.now();
		const replyFrom = honest.messages.length;
		honest.ws.send(
			JSON.stringify({
				type: "placeBets",
				submissionId,
				wallet: "real",
				bets: [{ type: "straight", numbers: [i % 37], amount: 10 }],
			}),
		);
		const reply = await Promise.race([
			new Promise((resolve) => {
				const check = setInterval(() => {
					const found = honest.messages
						.slice(replyFrom)
						.find(
							(m) =>
								m.message.submissionId === submissionId &&
								(m.message.type === "betsPlaced" || m.message.type === "error"),
						);
					if (found) {
						clearInterval(check);
						resolve(found);
					}
				}, 2);
			}),
			sleep(5_000).then(() => null),
		]);
		if (reply?.message.type === "betsPlaced") acks.push(reply.at - sentAt);
		else
			refusals[reply?.message.message ?? "no answer in 5 s"] =
				(refusals[reply?.message.message ?? "no answer in 5 s"] ?? 0) + 1;
		await sleep(Math.max(0, 500 - (Date.now() - sentAt)));
	}
	const closed = await waitFor(honest, "bettingClosed", honest.messages.indexOf(started));
	const result = await waitFor(honest, "roundResult", honest.messages.indexOf(closed));
	const next = await waitFor(honest, "gameStarted", honest.messages.indexOf(result));
	const phases = {
		betting: closed.at - started.at,
		spinning: result.at - closed.at,
		result: next.at - result.at,
	};
	const attacks = await Promise.all(floods);
	const healthTimes = await health;
	const worstDrift = Math.max(...Object.entries(phases).map(([k, v]) => Math.abs(v - PHASES_MS[k])));
	return {
		label,
		phases,
		worstPhaseDriftMs: worstDrift,
		honestBets: acks.length,
		honestRefused: refusals,
		ackP50: pct(acks, 50),
		ackP99: pct(acks, 99),
		ackMax: acks.length ? Math.max(...acks) : null,
		healthP50: pct(healthTimes, 50),
		healthMax: healthTimes.length ? Math.max(...healthTimes) : null,
		attack: attackers.length
			? {
					sent: attacks.reduce((s, a) => s + a.sent, 0),
					replies: attacks.reduce((s, a) => s + a.replies, 0),
					connects: attacks.reduce((s, a) => s + a.connects, 0),
					refusedConnects: attacks.reduce((s, a) => s + a.refusedConnects, 0),
					closes: attacks.reduce((all, a) => {
						for (const [code, n] of Object.entries(a.closes)) all[code] = (all[code] ?? 0) + n;
						return all;
					}, {}),
				}
			: null,
		next,
	};
}

async function main() {
	buildUnlessSkipped();
	freshState(PERSIST);
	const { players, sql } = await benchPlayers(3, { idPrefix: "flood", name: "Flood", phonePrefix: "+915" });
	executeSql(sql);
	const server = startServer({ port, persist: PERSIST });
	const rows = [];
	try {
		await waitForHealth(port);
		const honest = await open(players[0].token, "203.0.113.50");
		const attackers = [
			{ token: null, address: "198.51.100.1" },
			{ token: null, address: "198.51.100.2" },
			{ token: players[1].token, address: "198.51.100.3" },
			{ token: players[2].token, address: "198.51.100.4" },
		];
		// A warm-up round, then a quiet round and a flooded round back to back.
		await waitFor(honest, "gameStarted");
		rows.push(await measure("quiet", honest, []));
		rows.push(await measure(`flood: ${RATE}/s for ${SECONDS} s, 2 anonymous + 2 signed-in sockets`, honest, attackers));
		honest.ws.close();
	} catch (error) {
		console.error(server.log().slice(-4000));
		throw error;
	} finally {
		await server.stop();
	}
	const m = machine();
	const table = markdownTable(
		[
			"round",
			"betting / spinning / result (ms; 15000 / 5000 / 8000)",
			"worst drift",
			"honest bets acked",
			"ack p50 / p99 / max",
			"health p50 / max",
			"attack: sent, replies, connects, refused connects, closes",
		],
		rows.map((r) => [
			r.label,
			`${r.phases.betting} / ${r.phases.spinning} / ${r.phases.result}`,
			`${r.worstPhaseDriftMs} ms`,
			`${r.honestBets}${Object.keys(r.honestRefused).length ? ` (refused: ${JSON.stringify(r.honestRefused)})` : ""}`,
			`${r.ackP50} / ${r.ackP99} / ${r.ackMax} ms`,
			`${r.healthP50} / ${r.healthMax} ms`,
			r.attack
				? `${r.attack.sent}, ${r.attack.replies}, ${r.attack.connects}, ${r.attack.refusedConnects}, ${JSON.stringify(r.attack.closes)}`
				: "none",
		]),
	);
	const header = `Flood benchmark, ${new Date().toISOString().slice(0, 10)}, ${m.cores} cores (${m.cpu}), load ${m.load}`;
	console.log(`\n${header}\n\n${table}`);
	const saved = saveResults(
		"flood",
		{ machine: m, rows: rows.map(({ next: _next, ...r }) => r) },
		`${header}\n\n${table}`,
	);
	console.log(`\nsaved ${saved.md}`);
}

await main();
