// The room benchmarks' client side: sockets to a table's room (roulette, crash or cards), one measured roulette round, and a
// round's reconciliation.
import { loadavg } from "node:os";
import { d1Json, pct, sleep } from "./bench.mjs";

/** The round's bets, settlement and payouts in D1, and the wallets whose balance is not the sum of their ledger. */
export function roundCheck(persist, roundId) {
	const [check] = d1Json(
		persist,
		`SELECT
		   (SELECT COUNT(*) FROM bets WHERE round_id = '${roundId}') AS betRows,
		   (SELECT COUNT(*) FROM bets WHERE round_id = '${roundId}' AND status = 'placed') AS unsettled,
		   (SELECT COUNT(*) FROM bets WHERE round_id = '${roundId}' AND status = 'won') AS wonBets,
		   (SELECT COUNT(*) FROM ledger_entries WHERE reason = 'bet_payout' AND ref_id IN (SELECT id FROM bets WHERE round_id = '${roundId}')) AS payoutEntries,
		   (SELECT COUNT(DISTINCT ref_id) FROM ledger_entries WHERE reason = 'bet_payout' AND ref_id IN (SELECT id FROM bets WHERE round_id = '${roundId}')) AS paidBets,
		   (SELECT COUNT(*) FROM wallets w WHERE w.balance_paise <> COALESCE((SELECT SUM(amount_paise) FROM ledger_entries l WHERE l.user_id = w.user_id AND l.wallet = w.kind), 0)) AS ledgerMismatches`,
	);
	return check;
}

/**
 * Exactly once: every acknowledged bet has a row, none is left open, each winning bet is paid once, and every
 * wallet equals the sum of its ledger.
 */
export function moneyExact(row) {
	return (
		row.betRows === row.acked &&
		row.unsettled === 0 &&
		row.payoutEntries === row.paidBets &&
		row.paidBets === row.wonBets &&
		row.ledgerMismatches === 0
	);
}

/**
 * The messages the measurement reads (phase events, a player's acks and errors, betResult). The room stamps every
 * message `{"type":"<type>","serverNow":…` (durable/room/sockets.ts), so the type is read from the text and the
 * rest (the table feed every second, winners, live bets) is counted, not parsed: the clients of 2,000+ sockets share
 * one Node process and the machine's cores with the server, where each real player has a device of their own
 * (docs/benchmarks-history.md, "Issue 15: the room's ack tail and knee").
 */
export const MEASURED_TYPES = new Set([
	"gameStarted",
	"bettingClosed",
	"spinning",
	"roundResult",
	"betsPlaced",
	"error",
	"betResult",
	"syncState",
	// The crash table's (scripts/bench-crash.mjs; durable/crash-room.ts): its phases, bets and cash-outs.
	"bettingOpen",
	"flightStarted",
	"crashed",
	"crashBetPlaced",
	"cashedOut",
	// The card tables' (scripts/lib/card-round.mjs; durable/cards/card-room.ts): the deal and a bet's ack.
	"dealing",
	"cardBetPlaced",
]);

/** The `type` of a stamped server message, read without parsing it; null when the text is not of that shape. */
export function messageType(text) {
	const prefix = '{"type":"';
	if (!text.startsWith(prefix)) return null;
	const end = text.indexOf('"', prefix.length);
	return end < 0 ? null : text.slice(prefix.length, end);
}

export function openSocket(socketUrl, token) {
	return new Promise((resolve, reject) => {
		// The URL may already name a table (`?table=<id>`): the token is then one more parameter.
		const url = token
			? `${socketUrl}${socketUrl.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`
			: socketUrl;
		const ws = new WebSocket(url);
		const client = { ws, handlers: new Set(), messages: 0 };
		ws.addEventListener("message", (event) => {
			const receivedAt = Date.now();
			// A frame holds one message or several, one per line (domain/roulette/protocol.ts, messagesOfFrame).
			for (const text of String(event.data).split("\n")) {
				client.messages++;
				const type = messageType(text);
				if (type !== null && !MEASURED_TYPES.has(type)) continue;
				const message = JSON.parse(text);
				for (const handler of client.handlers) handler(message, receivedAt);
			}
		});
		ws.addEventListener("open", () => resolve(client), { once: true });
		ws.addEventListener("error", () => reject(new Error("socket error")), { once: true });
	});
}

/** Opens sockets, 100 at a time, until `pool` has `target` open ones (tokens: one per socket, null = spectator). */
export async function connect(socketUrl, pool, target, tokenFor) {
	let attempts = 0;
	while (pool.length < target && attempts < 3) {
		attempts++;
		for (let i = pool.length; i < target; i += 100) {
			const tokens = Array.from({ length: Math.min(100, target - i) }, (_, j) => tokenFor(i + j));
			const chunk = await Promise.allSettled(tokens.map((token) => openSocket(socketUrl, token)));
			for (const r of chunk) if (r.status === "fulfilled") pool.push(r.value);
		}
	}
}

export const openCount = (clients) => clients.filter((c) => c.ws.readyState === WebSocket.OPEN).length;

/** Resolves with the next message of `type` (one of MEASURED_TYPES) that a client sees. */
export function nextMessage(client, type) {
	return new Promise((resolve) => {
		const handler = (m, at) => {
			if (m.type !== type) return;
			client.handlers.delete(handler);
			resolve({ ...m, receivedAt: at });
		};
		client.handlers.add(handler);
	});
}

/** Resolves with the next `gameStarted` that a client sees. */
export const nextGameStarted = (client) => nextMessage(client, "gameStarted");

/**
 * One measured round: waits for the next `gameStarted`, sends `bets` single-bet `placeBets` submissions at random
 * times over the first `spreadMs` of the window (round-robin over the player sockets), waits for every bettor's
 * `betResult`, then (with `persist`) reconciles the round in D1. Without `persist` the caller reconciles later
 * with `roundCheck` (it blocks the event loop while wrangler runs, so concurrent measurements must not call it).
 */
export async function measureRound({ clients, playerClients, bets, spreadMs, persist = null, withSamples = false }) {
	const phaseEvents = new Set(["gameStarted", "bettingClosed", "spinning", "roundResult"]);
	// Broadcast delay per round: receipt time minus the server's send time, for every phase event, on every socket.
	const delaysByRound = new Map();
	const delayHandler = (m, at) => {
		if (!phaseEvents.has(m.type) || !m.round?.roundId) return;
		if (!delaysByRound.has(m.round.roundId)) delaysByRound.set(m.round.roundId, {});
		const byEvent = delaysByRound.get(m.round.roundId);
		byEvent[m.type] ??= [];
		byEvent[m.type].push(at - m.serverNow);
	};
	for (const c of clients) c.handlers.add(delayHandler);

	const acks = [];
	const errors = {};
	const results = new Map();
	const pending = new Map();
	let roundId = null;
	let lastResultAt = 0;
	let roundResultServerNow = 0;
	const playerHandlers = playerClients.map((c, index) => {
		const handler = (m, at) => {
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
		};
		c.handlers.add(handler);
		return [c, handler];
	});

	try {
		const started = await nextGameStarted(clients[0]);
		roundId = started.round.roundId;
		const loadAtStart = loadavg()[0];
		const betStart = Date.now();
		await Promise.all(
			Array.from({ length: bets }, async (_, i) => {
				await sleep(Math.random() * spreadMs);
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
		const bettors = Math.min(bets, playerClients.length);
		const waitUntil = Date.now() + 40_000;
		while (results.size < bettors && Date.now() < waitUntil) await sleep(100);
		await sleep(500);

		const check = persist ? roundCheck(persist, roundId) : {};
		const byEvent = delaysByRound.get(roundId) ?? {};
		const delays = Object.values(byEvent).flat();
		const refused = Object.values(errors).reduce((a, b) => a + b, 0);
		const row = {
			roundId,
			connected: openCount(clients),
			playerSockets: playerClients.length,
			broadcastP50: pct(delays, 50),
			broadcastP99: pct(delays, 99),
			broadcastSamples: delays.length,
			broadcastByEvent: Object.fromEntries(
				Object.entries(byEvent).map(([k, v]) => [k, `${pct(v, 50)} / ${pct(v, 99)}`]),
			),
			loadAtStart: loadAtStart.toFixed(1),
			betsSent: bets,
			acked: acks.length,
			refused,
			errors,
			ackPerSecond: Math.round((acks.length / betWindowMs) * 1000),
			ackP50: pct(acks, 50),
			ackP99: pct(acks, 99),
			settlementMs: lastResultAt && roundResultServerNow ? lastResultAt - roundResultServerNow : null,
			betResultsReceived: results.size,
			bettors,
			...check,
		};
		if (persist) row.moneyExact = moneyExact(row);
		if (withSamples) row.samples = { acks, delays };
		return row;
	} finally {
		for (const c of clients) c.handlers.delete(delayHandler);
		for (const [c, handler] of playerHandlers) c.handlers.delete(handler);
	}
}
