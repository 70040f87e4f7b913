/**
 * The model-based fault suite's card rounds (issue 31; the suite: tests/workers/faults.test.ts,
 * docs/decisions/0700-fault-suite-model.md; the card tables: docs/decisions/0840-card-tables.md).
 *
 * Two card tables of their own, an Andar Bahar table (a maximum bet of ₹500, so some bets are over it) and a Dragon
 * Tiger table (the catalogue's limits), and three players seated at both with one wallet each. fast-check generates a
 * list of commands across the two tables: a submission of one to three bets at a table (some on the other game's spot,
 * some over the maximum or over a spot's round total, some beyond the balance), sent once, twice at once, resent, or
 * resent after an eviction; one player's submissions at both tables at once, racing for one wallet; an eviction of a
 * table (mid-betting, mid-deal, or showing a result); and a table's next phase: betting closes and the cards go out,
 * the deal ends and the round is settled (the settlement failing once at one of its steps, the room evicted after it
 * or not, then retried by the next alarm), or the next round opens. Each bet goes over the table's real socket, each
 * phase by the room's alarm on the test's clock (helpers/card-room.ts): nothing sleeps.
 *
 * An in-memory model predicts every answer (placed, or refused with which message) and every balance, computing what
 * each bet returns from the rules as the rules sheet states them (not the product's payout code), and after EVERY
 * command D1 is checked: every wallet equals its ledger and the model, each acknowledged bet has exactly one row
 * (nothing else has one), no bet has more than one payout; after each settlement every bet of the round is settled
 * once, as the model says, and the round marked settled; at the end the reconciliation reports nothing.
 * Replaying a failure: as in faults.test.ts (REPLAY below).
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SIDE_BETS } from "~/domain/andar-bahar/rules";
import type { CardDeal, CardGame } from "~/domain/cards/games";
import type { CardClientMessage, CardServerMessage } from "~/domain/cards/protocol";
import { cardMessages, crashMessages, rouletteMessages } from "~/domain/messages";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import { reconcile } from "~/server/reconciliation";
import { type CardClient, CardClock, type CardStub, cardBetRows, cardTable } from "./helpers/card-room";
import { coverageOf, failSettlementOnceAt, faultRunOptions, quietInjectedFailures } from "./helpers/fault-runs";
import { connectAs } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

const REPLAY = null as { seed: number; path: string } | null;
const SHRINK = false as boolean;
/** Runs and commands per run: about a minute on a loaded 2-core machine. */
const NUM_RUNS = 6;
const COMMANDS = { minLength: 20, maxLength: 32 };
const PLAYERS = 3;
const OPENING_PAISE = 150_000;
/** The Andar Bahar table's maximum bet (the Dragon Tiger table keeps the catalogue's, ₹10,000). */
const AB_MAX_BET_PAISE = 50_000;
const GAMES = ["andar-bahar", "dragon-tiger"] as const satisfies readonly CardGame[];
/** Each game's spots, as the rules sheet lists them. */
const SPOTS: Record<CardGame, readonly string[]> = {
	"andar-bahar": ["andar", "bahar", ...SIDE_BETS.map((b) => b.id)],
	"dragon-tiger": ["dragon", "tiger", "tie", "suitedTie"],
};

const coverage = coverageOf("faults-cards");
const count = coverage.count;

// ------------------------------------------------------------------ the commands

const submissionArb = fc.record({
	/** Indices into the game's spots (modulo, a spot met twice kept once). */
	spots: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
	/** The first spot repeated at the end: refused. */
	repeat: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
	/** ₹10 to ₹600 a bet: above ₹500 is refused at the Andar Bahar table. */
	amounts: fc.array(
		fc.integer({ min: 1, max: 60 }).map((n) => n * 10),
		{ minLength: 4, maxLength: 4 },
	),
	/** The first bet on the other game's spot. */
	foreignSpot: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
});

const commandArb = fc.oneof(
	{
		weight: 10,
		arbitrary: fc.record({
			kind: fc.constant("bet" as const),
			table: fc.nat(1),
			player: fc.nat(PLAYERS - 1),
			submission: submissionArb,
			dup: fc.constantFrom("none", "none", "twice", "resend", "evictResend"),
		}),
	},
	{
		weight: 2,
		arbitrary: fc.record({
			kind: fc.constant("race" as const),
			player: fc.nat(PLAYERS - 1),
			/** Big stakes at both tables at once, so that together they may exceed the wallet. */
			amounts: fc.tuple(fc.integer({ min: 300, max: 500 }), fc.integer({ min: 300, max: 1_500 })),
		}),
	},
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant("evict" as const), table: fc.nat(1) }) },
	{
		weight: 3,
		arbitrary: fc.record({
			kind: fc.constant("advance" as const),
			table: fc.nat(1),
			failAt: fc.constantFrom(null, null, "start", "roundRecorded", "chunk:1", "chunk:2", "roundSettled"),
			evictAfterFail: fc.boolean(),
			/** After the settlement the result stays shown (for a later command) instead of the next round opening. */
			linger: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
		}),
	},
);

type Command = typeof commandArb extends fc.Arbitrary<infer T> ? T : never;
type BetCommand = Extract<Command, { kind: "bet" }>;

// ------------------------------------------------------------------ the model

type ModelBet = { userId: string; spot: string; stakePaise: number; submissionId: string };
type ModelRound = { roundId: string; bets: ModelBet[] };
type ModelTable = {
	game: CardGame;
	stub: CardStub;
	clock: CardClock;
	maxBetPaise: number;
	/** The round last opened (its bets acknowledged so far). */
	current: ModelRound;
};
type Player = { user: TestUser; clients: CardClient[]; balancePaise: number };
type Model = { tables: ModelTable[]; players: Player[]; log: string[] };

const tableAt = (model: Model, index: number) => {
	const table = model.tables[index];
	if (!table) throw new Error(`no table ${index}`);
	return table;
};
const playerAt = (model: Model, index: number) => {
	const player = model.players[index];
	if (!player) throw new Error(`no player ${index}`);
	return player;
};
const socketAt = (player: Player, table: number) => {
	const client = player.clients[table];
	if (!client) throw new Error(`no socket at table ${table}`);
	return client;
};

/** What a bet returns (stake included, paise), from the rules as the rules sheet states them. */
function returnOf(game: CardGame, bet: ModelBet, deal: CardDeal): number {
	const stake = bet.stakePaise;
	if (game === "andar-bahar") {
		if (bet.spot === "andar") return deal.result === "andar" ? Math.floor((stake * 19) / 10) : 0;
		if (bet.spot === "bahar") return deal.result === "bahar" ? stake * 2 : 0;
		const side = SIDE_BETS.find((s) => s.id === bet.spot);
		if (!side) throw new Error(`no side bet ${bet.spot}`);
		const won = deal.cardsDealt >= side.from && deal.cardsDealt <= side.to;
		const { num, den } = side.payout;
		return won ? Math.floor((stake * Number(den + num)) / Number(den)) : 0;
	}
	if (bet.spot === "tie") return deal.result === "tie" ? stake * 12 : 0;
	if (bet.spot === "suitedTie") return deal.result === "tie" && deal.suited ? stake * 51 : 0;
	if (deal.result === "tie") return Math.floor(stake / 2);
	return deal.result === bet.spot ? stake * 2 : 0;
}

/** The model's verdict on a submission at a table: null (placed) or the refusal's message. */
function refusalOf(table: ModelTable, phase: string, player: Player, bets: ModelBet[]): string | null {
	if (phase !== "betting") return cardMessages.betsClosed;
	const seen = new Set<string>();
	for (const bet of bets) {
		if (!SPOTS[table.game].includes(bet.spot)) return cardMessages.unknownSpot;
		if (seen.has(bet.spot)) return cardMessages.repeatedSpot;
		seen.add(bet.spot);
		if (bet.stakePaise > table.maxBetPaise) return crashMessages.maxBet(table.maxBetPaise / 100);
	}
	for (const bet of bets) {
		const onSpot = table.current.bets
			.filter((b) => b.userId === player.user.id && b.spot === bet.spot)
			.reduce((sum, b) => sum + b.stakePaise, 0);
		if (onSpot + bet.stakePaise > table.maxBetPaise) return cardMessages.spotTotal(table.maxBetPaise / 100);
	}
	const total = bets.reduce((sum, b) => sum + b.stakePaise, 0);
	return total > player.balancePaise ? rouletteMessages.insufficientBalance : null;
}

// ------------------------------------------------------------------ talking to the rooms

type Answer = Extract<CardServerMessage, { type: "cardBetPlaced" | "error" }>;

/** The first `n` answers to a submission id, counting from message `from`. */
function answers(client: CardClient, submissionId: string, n: number, from: number): Promise<Answer[]> {
	return client.until(() => {
		const found = client.messages
			.slice(from)
			.filter(
				(m): m is Answer => (m.type === "cardBetPlaced" || m.type === "error") && m.submissionId === submissionId,
			);
		return found.length >= n ? found : undefined;
	}, `${n} answer(s) to ${submissionId}`);
}

async function evict(table: ModelTable): Promise<void> {
	await evictDurableObject(table.stub);
	await table.clock.install();
}

const phaseOf = async (table: ModelTable) => (await table.clock.round())?.phase ?? "none";

function messageOf(bets: ModelBet[], submissionId: string): CardClientMessage {
	return {
		type: "cardBet",
		submissionId,
		wallet: "real",
		bets: bets.map((b) => ({ spot: b.spot as never, amount: b.stakePaise / 100 })),
	};
}

/** Checks each answer against the model's verdict and records a placed submission. */
function expectAnswers(got: Answer[], refusal: string | null, what: string) {
	for (const answer of got) {
		if (refusal === null) expect(answer, what).toMatchObject({ type: "cardBetPlaced" });
		else expect(answer, what).toMatchObject({ type: "error", message: refusal });
	}
}

function record(table: ModelTable, player: Player, bets: ModelBet[]) {
	player.balancePaise -= bets.reduce((sum, b) => sum + b.stakePaise, 0);
	table.current.bets.push(...bets);
}

async function placeBets(model: Model, cmd: BetCommand): Promise<void> {
	const table = tableAt(model, cmd.table);
	const player = playerAt(model, cmd.player);
	const client = socketAt(player, cmd.table);
	const spots = SPOTS[table.game];
	const other = SPOTS[table.game === "andar-bahar" ? "dragon-tiger" : "andar-bahar"];
	const submissionId = crypto.randomUUID();
	const chosen = [
		...new Set(
			cmd.submission.spots.map((index, i) =>
				i === 0 && cmd.submission.foreignSpot
					? (other[index % other.length] ?? "")
					: (spots[index % spots.length] ?? ""),
			),
		),
	];
	if (cmd.submission.repeat) chosen.push(chosen[0] ?? "");
	const bets: ModelBet[] = chosen.map((spot, i) => ({
		userId: player.user.id,
		spot,
		stakePaise: (cmd.submission.amounts[i] ?? 10) * 100,
		submissionId,
	}));
	const phase = await phaseOf(table);
	const refusal = refusalOf(table, phase, player, bets);
	const message = messageOf(bets, submissionId);
	const from = client.messages.length;
	client.send(message);
	if (cmd.dup === "twice") client.send(message);
	let got = await answers(client, submissionId, cmd.dup === "twice" ? 2 : 1, from);
	if (cmd.dup === "resend" || cmd.dup === "evictResend") {
		if (cmd.dup === "evictResend") await evict(table);
		const again = client.messages.length;
		client.send(message);
		got = [...got, ...(await answers(client, submissionId, 1, again))];
	}
	const kind = refusal === null ? "placed" : refusal === cardMessages.betsClosed ? "closed" : `refused: ${refusal}`;
	count(`${table.game} bet ${kind}${cmd.dup === "none" ? "" : `, ${cmd.dup}`}`);
	expectAnswers(got, refusal, JSON.stringify(cmd));
	if (refusal === null) record(table, player, bets);
}

/** One player's submissions at both tables at once: each placed alone; together at most what the wallet holds. */
async function race(model: Model, cmd: Extract<Command, { kind: "race" }>): Promise<void> {
	const player = playerAt(model, cmd.player);
	const sides = await Promise.all(
		model.tables.map(async (table, i) => {
			const submissionId = crypto.randomUUID();
			const stakePaise = Math.min(cmd.amounts[i] ?? 10, table.maxBetPaise / 100) * 100;
			const bets = [{ userId: player.user.id, spot: SPOTS[table.game][1] ?? "", stakePaise, submissionId }];
			const phase = await phaseOf(table);
			return { table, i, bets, submissionId, refusal: refusalOf(table, phase, player, bets) };
		}),
	);
	const froms = sides.map((s) => socketAt(player, s.i).messages.length);
	for (const s of sides) socketAt(player, s.i).send(messageOf(s.bets, s.submissionId));
	const got = await Promise.all(
		sides.map(async (s, k) => (await answers(socketAt(player, s.i), s.submissionId, 1, froms[k] ?? 0))[0]),
	);
	const open = sides.filter((s) => s.refusal === null);
	const together = open.reduce((sum, s) => sum + (s.bets[0]?.stakePaise ?? 0), 0);
	const placed = sides.filter((_, k) => got[k]?.type === "cardBetPlaced");
	count(`race: ${open.length} open, ${together > player.balancePaise ? "too much together" : "both affordable"}`);
	for (const [k, s] of sides.entries()) {
		// Each is refused as the model says when it would be alone; an affordable one alone may lose the race.
		if (s.refusal !== null) expectAnswers([got[k] as Answer], s.refusal, JSON.stringify(cmd));
		else if (got[k]?.type === "error") expect(got[k]).toMatchObject({ message: rouletteMessages.insufficientBalance });
	}
	if (together <= player.balancePaise) expect(placed.length, JSON.stringify(cmd)).toBe(open.length);
	else expect(placed.length, JSON.stringify(cmd)).toBe(open.length - 1);
	for (const s of placed) record(s.table, player, s.bets);
}

const pending = (table: ModelTable) => runInDurableObject(table.stub, (room) => room.pendingSettlements());

/** The table's next phase: the deal; the result and its settlement (failing once, retried); the next round. */
async function advance(model: Model, cmd: Extract<Command, { kind: "advance" }>): Promise<void> {
	const table = tableAt(model, cmd.table);
	const round = await table.clock.round();
	if (!round) throw new Error("no round");
	if (round.phase === "betting") {
		count(`${table.game} dealt`);
		return table.clock.alarmAt(round.phaseEndsAt);
	}
	if (round.phase === "result") return nextRound(table, round.phaseEndsAt);
	// The deal ends: the round is revealed and settled, its settlement failing once at a step if asked.
	await failSettlementOnceAt(table.stub, cmd.failAt);
	await table.clock.alarmAt(round.phaseEndsAt);
	for (const bet of table.current.bets) {
		const player = model.players.find((p) => p.user.id === bet.userId);
		if (player) player.balancePaise += returnOf(table.game, bet, round.deal);
	}
	const owed = await pending(table);
	count(owed.length > 0 ? `${table.game} settlement failed at ${cmd.failAt}` : `${table.game} settled`);
	if (owed.length > 0) {
		await checkInvariants(model, true);
		if (cmd.evictAfterFail) {
			count(`${table.game} evicted owing a settlement`);
			await evict(table);
			await checkInvariants(model, true);
		}
		// The next alarm (still showing the result) settles what is owed.
		await failSettlementOnceAt(table.stub, null);
		await table.clock.alarmAt(round.phaseEndsAt + 1_000);
		expect(await pending(table)).toEqual([]);
	}
	await checkSettled(table, round.deal);
	if (!cmd.linger) {
		await checkInvariants(model);
		await nextRound(table, (await table.clock.round())?.phaseEndsAt ?? 0);
	}
}

/** The result has been shown: the next round opens. */
async function nextRound(table: ModelTable, at: number): Promise<void> {
	count(`${table.game} next round`);
	await table.clock.alarmAt(at);
	const next = await table.clock.round();
	if (next?.phase !== "betting") throw new Error(`no betting round: ${next?.phase}`);
	table.current = { roundId: next.roundId, bets: [] };
}

// ------------------------------------------------------------------ the invariants

async function checkInvariants(model: Model, owed = false): Promise<void> {
	expect(await ledgerMismatches(database(env.DB))).toEqual([]);
	for (const table of model.tables) {
		const rows = await cardBetRows(table.current.roundId);
		// One row per acknowledged bet, whatever was resent or raced; never a second payout.
		expect(rows.length, table.game).toBe(table.current.bets.length);
		for (const row of rows) expect(row.entries).toBeLessThanOrEqual(1);
		for (const bet of table.current.bets) {
			const matching = rows.filter((r) => r.user_id === bet.userId && r.bet_type === bet.spot);
			const staked = table.current.bets
				.filter((b) => b.userId === bet.userId && b.spot === bet.spot)
				.map((b) => b.stakePaise)
				.sort();
			expect(matching.map((r) => r.amount_paise).sort(), bet.submissionId).toEqual(staked);
		}
	}
	// With nothing owed, every wallet is the model's.
	if (!owed) {
		for (const player of model.players) {
			expect((await balancesOf(database(env.DB), player.user.id)).realPaise, player.user.id).toBe(player.balancePaise);
		}
	}
}

/** After a round's settlement: each bet settled once, as the model says, and the round marked settled. */
async function checkSettled(table: ModelTable, deal: CardDeal): Promise<void> {
	const rows = await cardBetRows(table.current.roundId);
	for (const row of rows) {
		const bet = { userId: row.user_id, spot: row.bet_type, stakePaise: row.amount_paise, submissionId: "" };
		const paid = returnOf(table.game, bet, deal);
		// A Dragon Tiger tie returns half of a Dragon or Tiger stake: a lost bet, with something back.
		const halfBack = deal.result === "tie" && (bet.spot === "dragon" || bet.spot === "tiger");
		expect(row, JSON.stringify(deal)).toMatchObject({
			status: paid > 0 && !halfBack ? "won" : "lost",
			payout_paise: paid,
			paid,
			entries: paid > 0 ? 1 : 0,
		});
	}
	const round = await env.DB.prepare("SELECT settled_at, card_result FROM rounds WHERE id = ?")
		.bind(table.current.roundId)
		.first<{ settled_at: number | null; card_result: string }>();
	expect(round).toMatchObject({ card_result: deal.result });
	expect(round?.settled_at).not.toBeNull();
}

// ------------------------------------------------------------------ a run

async function setUp(): Promise<Model> {
	const tables: ModelTable[] = [];
	for (const game of GAMES) {
		const { id, stub } = await cardTable(game);
		if (game === "andar-bahar") {
			await env.DB.prepare("UPDATE tables SET max_bet_paise = ? WHERE id = ?").bind(AB_MAX_BET_PAISE, id).run();
		}
		const { max } = (await env.DB.prepare("SELECT max_bet_paise AS max FROM tables WHERE id = ?")
			.bind(id)
			.first<{ max: number }>()) ?? { max: 0 };
		const clock = new CardClock(stub);
		await clock.install();
		const current = { roundId: "", bets: [] };
		tables.push({ game, stub, clock, maxBetPaise: max, current });
	}
	const users = await Promise.all(Array.from({ length: PLAYERS }, () => createUser({ realPaise: OPENING_PAISE })));
	const players: Player[] = [];
	for (const user of users) {
		const clients: CardClient[] = [];
		for (const table of tables) {
			// Each phase holds the clock ten minutes: a token good for a day.
			const client = await connectAs<CardServerMessage, CardClientMessage>(
				table.stub,
				user,
				undefined,
				table.clock.now + 86_400_000,
			);
			await client.next("syncState");
			clients.push(client);
		}
		players.push({ user, clients, balancePaise: OPENING_PAISE });
	}
	for (const table of tables) {
		const round = await table.clock.round();
		if (round?.phase !== "betting") throw new Error(`no betting round: ${round?.phase}`);
		table.current.roundId = round.roundId;
	}
	return { tables, players, log: [] };
}

describe("faults: card rounds with duplicates, races for one wallet, evictions and failed settlements", () => {
	it("keeps every wallet equal to its ledger and the model, and settles every bet exactly once", async () => {
		quietInjectedFailures();
		await fc.assert(
			fc.asyncProperty(fc.array(commandArb, COMMANDS), async (commands) => {
				const model = await setUp();
				try {
					for (const cmd of commands) {
						model.log.push(JSON.stringify(cmd));
						if (cmd.kind === "bet") await placeBets(model, cmd);
						else if (cmd.kind === "race") await race(model, cmd);
						else if (cmd.kind === "advance") await advance(model, cmd);
						else {
							const table = tableAt(model, cmd.table);
							count(`${table.game} evicted while ${await phaseOf(table)}`);
							await evict(table);
						}
						await checkInvariants(model);
					}
					const report = await reconcile(env.DB);
					expect(report.identity.differencePaise).toBe(0);
					expect(report.ok).toBe(true);
				} catch (error) {
					console.error(`[faults-cards] failed after:\n${model.log.join("\n")}`);
					throw error;
				} finally {
					for (const p of model.players) for (const c of p.clients) c.close();
				}
			}),
			// Printed with the counterexample, so that a failure can be replayed (see REPLAY).
			faultRunOptions(NUM_RUNS, REPLAY, SHRINK),
		);
		coverage.print();
	}, 240_000);
});
