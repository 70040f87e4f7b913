// One measured card round for the benchmarks (`npm run bench:mixed`; the card tables: docs/decisions/0840-card-tables.md):
// at the next `bettingOpen` every player sends CARD_SUBMISSIONS one-bet submissions of ₹STAKE on the game's spots
// (round-robin) at random times over BET_SPREAD_MS; the round is dealt and revealed by the room's own clock; every
// bettor's `betResult` is awaited. Measures the acks and the phase broadcasts on every socket, and (cardCheck, after
// the round: wrangler blocks this process while it runs) reads the round back from D1 and re-deals it from its
// revealed seed with the product's rules (domain/cards/games.ts): every acknowledged bet has a row, each is settled
// once, what each returned is what the rules say for the re-dealt cards, the ledger paid exactly that, and every
// wallet equals its ledger. Settings (environment): BENCH_CARD_BET_SPREAD_MS (8000), BENCH_CARD_SUBMISSIONS (2).
import { loadavg } from "node:os";
import { CARD_GAME_RULES, cardBetVerdict, dealOfRound } from "../../domain/cards/games.ts";
import { d1Json, pct, sleep } from "./bench.mjs";
import { nextMessage, openCount, roundCheck } from "./room-client.mjs";

export const CARD_BET_SPREAD_MS = Number(process.env.BENCH_CARD_BET_SPREAD_MS ?? 8000);
export const CARD_SUBMISSIONS = Number(process.env.BENCH_CARD_SUBMISSIONS ?? 2);
export const CARD_STAKE_RUPEES = 10;

const PHASES = ["bettingOpen", "dealing", "roundResult"];

/** One measured round at a card table of `game` (see above); the D1 check is cardCheck's, afterwards. */
export async function measureCardRound({ game, clients, playerClients }) {
	const spots = CARD_GAME_RULES[game].spots;
	const byRound = new Map();
	const phaseHandler = (m, at) => {
		if (!PHASES.includes(m.type) || !m.round?.roundId) return;
		if (!byRound.has(m.round.roundId)) byRound.set(m.round.roundId, { bettingOpen: [], dealing: [], roundResult: [] });
		byRound.get(m.round.roundId)[m.type].push(at - m.serverNow);
	};
	const acks = [];
	const errors = {};
	const pending = new Map();
	const results = new Map();
	let roundId = null;
	let paidPaise = 0;
	const playerHandlers = playerClients.map((c, index) => {
		const handler = (m, at) => {
			if ((m.type === "cardBetPlaced" || m.type === "error") && pending.has(m.submissionId)) {
				const sentAt = pending.get(m.submissionId);
				pending.delete(m.submissionId);
				if (m.type === "cardBetPlaced") acks.push(at - sentAt);
				else errors[m.message] = (errors[m.message] ?? 0) + 1;
			}
			if (m.type === "betResult" && m.roundId === roundId && !results.has(index)) {
				results.set(index, at);
				for (const bet of m.bets) paidPaise += Math.round((bet.payout ?? 0) * 100);
			}
		};
		c.handlers.add(handler);
		return [c, handler];
	});
	for (const c of clients) c.handlers.add(phaseHandler);
	try {
		const opened = await nextMessage(clients[0], "bettingOpen");
		roundId = opened.round.roundId;
		const loadAtStart = loadavg()[0].toFixed(1);
		const resultComing = nextMessage(clients[0], "roundResult");
		const betStart = Date.now();
		let sent = 0;
		await Promise.all(
			playerClients.flatMap((c, i) =>
				Array.from({ length: CARD_SUBMISSIONS }, async (_, k) => {
					await sleep(Math.random() * CARD_BET_SPREAD_MS);
					const submissionId = `card-${i}-${k}-${Math.random().toString(36).slice(2, 10)}`;
					pending.set(submissionId, Date.now());
					sent++;
					const spot = spots[(i * CARD_SUBMISSIONS + k) % spots.length];
					c.ws.send(
						JSON.stringify({
							type: "cardBet",
							submissionId,
							wallet: "real",
							bets: [{ spot, amount: CARD_STAKE_RUPEES }],
						}),
					);
				}),
			),
		);
		while (pending.size > 0 && Date.now() - betStart < 30_000) await sleep(50);
		const result = await resultComing;
		// Every bettor's betResult (each player whose bet was acknowledged), or 30 s.
		const until = Date.now() + 30_000;
		const bettors = () => Math.min(playerClients.length, acks.length);
		while (results.size < bettors() && Date.now() < until) await sleep(100);
		const delays = byRound.get(roundId) ?? { bettingOpen: [], dealing: [], roundResult: [] };
		const all = Object.values(delays).flat();
		return {
			game,
			roundId,
			connected: openCount(clients),
			playerSockets: playerClients.length,
			loadAtStart,
			result: result.round.result,
			betsSent: sent,
			acked: acks.length,
			refused: Object.values(errors).reduce((a, b) => a + b, 0),
			errors,
			ackP50: pct(acks, 50),
			ackP99: pct(acks, 99),
			broadcastP50: pct(all, 50),
			broadcastP99: pct(all, 99),
			broadcastByEvent: Object.fromEntries(
				Object.entries(delays).map(([k, v]) => [k, `${pct(v, 50)} / ${pct(v, 99)} (${v.length})`]),
			),
			betResultsReceived: results.size,
			paidPaise,
		};
	} finally {
		for (const c of clients) c.handlers.delete(phaseHandler);
		for (const [c, handler] of playerHandlers) c.handlers.delete(handler);
	}
}

/**
 * The round in D1 (once settled; a few tries), re-dealt from its revealed seed: `row` gains the settlement's time, the
 * counts of roundCheck, what the rules say the bets return, what the rows and the ledger say they returned, and
 * `moneyExact`.
 */
export async function cardCheck(persist, row) {
	const id = row.roundId;
	for (let attempt = 0; attempt < 10; attempt++) {
		const [round] = d1Json(
			persist,
			`SELECT settled_at - result_at AS settlementMs, server_seed AS serverSeed, cards FROM rounds WHERE id = '${id}'`,
		);
		if (round?.settlementMs !== null && round?.settlementMs !== undefined) {
			const bets = d1Json(
				persist,
				`SELECT b.bet_type AS spot, b.amount_paise AS amountPaise, b.status, b.payout_paise AS payoutPaise,
				   (SELECT COUNT(*) FROM ledger_entries l WHERE l.reason = 'bet_payout' AND l.ref_id = b.id) AS entries,
				   (SELECT COALESCE(SUM(l.amount_paise), 0) FROM ledger_entries l WHERE l.reason = 'bet_payout' AND l.ref_id = b.id) AS ledgerPaise
				 FROM bets b WHERE b.round_id = '${id}'`,
			);
			const deal = await dealOfRound(row.game, round.serverSeed, id);
			const expected = bets.map((b) => cardBetVerdict(row.game, b.spot, b.amountPaise, deal));
			const check = roundCheck(persist, id);
			const sum = (values) => values.reduce((a, b) => a + b, 0);
			Object.assign(row, check, {
				settlementMs: round.settlementMs,
				cardsAsRevealed: JSON.stringify(deal.cards) === round.cards,
				rulesPaise: sum(expected.map((v) => v.paidPaise)),
				rowsPaise: sum(bets.map((b) => b.payoutPaise ?? 0)),
				ledgerPaise: sum(bets.map((b) => b.ledgerPaise)),
				eachAsRules: bets.every(
					(b, i) =>
						b.status === expected[i].status &&
						b.payoutPaise === expected[i].paidPaise &&
						b.ledgerPaise === expected[i].paidPaise &&
						b.entries === (expected[i].paidPaise > 0 ? 1 : 0),
				),
			});
			row.moneyExact =
				row.betRows === row.acked &&
				row.unsettled === 0 &&
				row.payoutEntries === row.paidBets &&
				row.ledgerMismatches === 0 &&
				row.cardsAsRevealed &&
				row.eachAsRules &&
				row.rulesPaise === row.ledgerPaise &&
				row.rulesPaise === row.paidPaise;
			return row;
		}
		await sleep(1000);
	}
	row.moneyExact = false;
	return row;
}
