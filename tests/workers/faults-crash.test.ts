/**
 * The model-based fault suite's crash rounds (issue 29; the suite: tests/workers/faults.test.ts,
 * docs/decisions/0700-fault-suite-model.md; the crash rules: docs/decisions/0820-crash-game.md).
 *
 * One crash table of its own (a maximum bet of ₹500 and a maximum win of ₹1,000, so the maximum win ends some bets)
 * and three players with one socket each. fast-check generates a few rounds, each: a fixed crash point (the instant
 * crash included), bets on both panels (some above the maximum, some beyond the balance, some on a panel already
 * taken), each sent once, twice at once, resent, or resent after an eviction; then, in time order over the flight,
 * manual cash-outs (some twice at once, some a millisecond before, at or after the crash instant), alarms (the room's
 * own auto and maximum-win cash-outs, and the crash) and evictions; the crash's settlement failing once at one of its
 * steps, the room evicted after it or not; then the next round. The room's clock is the test's (HeldClock), so every
 * message lands at the millisecond the command says.
 *
 * An in-memory model predicts every answer (placed or refused, cashed out at which multiplier or refused) and every
 * balance, and after EVERY command D1 is checked: every wallet equals its ledger, no bet has more than one payout,
 * each bet has exactly one row, each player's wallet is the model's whenever no settlement is owed; after each
 * round every bet is settled once, won at the model's multiplier with the model's payout or lost; at the end the
 * reconciliation reports nothing. Replaying a failure: as in faults.test.ts (REPLAY below).
 *
 * Some runs seat the players on two relays of the table (docs/decisions/0870-relays.md) instead of the room: the same
 * commands and predictions, every eviction then evicting the relays too.
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elapsedToReach, multiplierAt } from "~/domain/crash/flight";
import type { CrashClientMessage, CrashServerMessage, Multiplier } from "~/domain/crash/protocol";
import { crashMessages } from "~/domain/messages";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import { reconcile } from "~/server/reconciliation";
import {
	type CrashClient,
	type CrashStub,
	connectCrash,
	crashAt,
	crashBetRows,
	crashTable,
	HeldClock,
} from "./helpers/crash-room";
import { coverageOf, failSettlementOnceAt, faultRunOptions, quietInjectedFailures } from "./helpers/fault-runs";
import { type RelayStub, relayOf } from "./helpers/relays";
import { connectAs } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

const REPLAY = null as { seed: number; path: string } | null;
const SHRINK = false as boolean;
/** Runs and rounds per run: about a minute on a loaded 2-core machine. */
const NUM_RUNS = 5;
const ROUNDS = { minLength: 2, maxLength: 4 };
const PLAYERS = 3;
const OPENING_PAISE = 150_000;
const MAX_BET_PAISE = 50_000;
const MAX_WIN_PAISE = 100_000;

const coverage = coverageOf("faults-crash");
const count = coverage.count;

// ------------------------------------------------------------------ the commands

const betArb = fc.record({
	player: fc.nat(PLAYERS - 1),
	panel: fc.constantFrom(0 as const, 1 as const),
	/** ₹10 to ₹600: above ₹500 is refused. */
	amount: fc.integer({ min: 1, max: 60 }).map((n) => n * 10),
	auto: fc.option(fc.integer({ min: 101, max: 400 }), { nil: null }),
	dup: fc.constantFrom("none", "none", "twice", "resend", "evictResend"),
});

/** When a flight event happens: at a share of the flight (per mille; past 1,000 is after the crash), or a few ms from the crash instant. */
const whenArb = fc.oneof(
	{ weight: 4, arbitrary: fc.record({ perMille: fc.integer({ min: 0, max: 1_100 }) }) },
	{ weight: 1, arbitrary: fc.record({ fromCrash: fc.constantFrom(-1, 0, 1) }) },
);

const eventArb = fc.oneof(
	{
		weight: 5,
		arbitrary: fc.record({
			kind: fc.constant("cashOut" as const),
			when: whenArb,
			/** Usually one of the round's bets (the n-th, modulo); else any player's panel, bet on or not. */
			of: fc.oneof(
				{ weight: 3, arbitrary: fc.record({ placed: fc.nat() }) },
				{ weight: 1, arbitrary: fc.record({ player: fc.nat(PLAYERS - 1), panel: fc.constantFrom(0, 1) }) },
			),
			twice: fc.boolean(),
		}),
	},
	{ weight: 2, arbitrary: fc.record({ kind: fc.constant("alarm" as const), when: whenArb }) },
	{ weight: 1, arbitrary: fc.record({ kind: fc.constant("evict" as const), when: whenArb }) },
);

const roundArb = fc.record({
	crashPoint: fc.constantFrom(100, 101, 137, 200, 250, 300, 400),
	bets: fc.array(betArb, { maxLength: 7 }),
	events: fc.array(eventArb, { maxLength: 8 }),
	failAt: fc.constantFrom(null, null, "start", "roundRecorded", "chunk:1", "chunk:2", "roundSettled"),
	evictAfterFail: fc.boolean(),
});

type RoundCommand = typeof roundArb extends fc.Arbitrary<infer T> ? T : never;
type BetCommand = RoundCommand["bets"][number];
type EventCommand = RoundCommand["events"][number];

// ------------------------------------------------------------------ the model

type ModelBet = {
	userId: string;
	panel: 0 | 1;
	submissionId: string;
	stakePaise: number;
	auto: Multiplier | null;
	state: "placed" | "cashedOut" | "lost";
	at: Multiplier | null;
	payoutPaise: number;
};

type Player = { user: TestUser; client: CrashClient; balancePaise: number };

type Model = {
	stub: CrashStub;
	/** The table's relays the players sit on (none: they are on the room). */
	relays: RelayStub[];
	clock: HeldClock;
	players: Player[];
	/** Settled rounds' bets, for the final check; the current round's. */
	rounds: Array<{ roundId: string; bets: ModelBet[] }>;
	log: string[];
};

/** The multiplier at which the table's maximum win ends a bet (its payout reaches it), as the rules sheet says. */
const capOf = (stakePaise: number) => Math.max(101, Math.ceil((100 * MAX_WIN_PAISE) / stakePaise));
/** A bet's automatic target: its auto cash-out or the maximum win's multiplier, whichever comes first. */
const targetOf = (bet: ModelBet) => Math.min(bet.auto ?? Number.POSITIVE_INFINITY, capOf(bet.stakePaise));
/** What a cash-out at `m` pays: the stake times m rounded down to the paisa, at most the maximum win. */
const payoutAt = (stakePaise: number, m: Multiplier) => Math.min(Math.floor((stakePaise * m) / 100), MAX_WIN_PAISE);

function cashInModel(model: Model, bet: ModelBet, at: Multiplier) {
	bet.state = "cashedOut";
	bet.at = at;
	bet.payoutPaise = payoutAt(bet.stakePaise, at);
	const player = model.players.find((p) => p.user.id === bet.userId);
	if (player) player.balancePaise += bet.payoutPaise;
}

// ------------------------------------------------------------------ talking to the room

type Answer = Extract<CrashServerMessage, { type: "crashBetPlaced" | "cashedOut" | "error" }>;

/** The `n`-th answer to a submission id (its crashBetPlaced, cashedOut or error), counting from message `from`. */
function answers(client: CrashClient, submissionId: string, n: number, from: number): Promise<Answer[]> {
	return client.until(() => {
		const found = client.messages
			.slice(from)
			.filter(
				(m): m is Answer =>
					(m.type === "crashBetPlaced" || m.type === "cashedOut" || m.type === "error") &&
					m.submissionId === submissionId,
			);
		return found.length >= n ? found : undefined;
	}, `${n} answer(s) to ${submissionId}`);
}

const seed = () => crypto.randomUUID().replaceAll("-", "");

async function evict(model: Model): Promise<void> {
	await evictDurableObject(model.stub);
	for (const relay of model.relays) await evictDurableObject(relay);
	await model.clock.install();
}

/** A bet command: the model predicts placed or refused; every copy of the submission is answered alike, once debited. */
async function placeBet(model: Model, bets: ModelBet[], cmd: BetCommand): Promise<void> {
	const player = model.players[cmd.player];
	if (!player) throw new Error("no player");
	const stakePaise = cmd.amount * 100;
	const submissionId = crypto.randomUUID();
	const message = {
		type: "crashBet" as const,
		submissionId,
		panel: cmd.panel,
		wallet: "real" as const,
		amount: cmd.amount,
		autoCashOut: cmd.auto,
		clientSeed: seed(),
	};
	const taken = bets.some((b) => b.userId === player.user.id && b.panel === cmd.panel);
	const refusal =
		stakePaise > MAX_BET_PAISE
			? "maxBet"
			: taken
				? crashMessages.panelTaken
				: stakePaise > player.balancePaise
					? "Insufficient balance"
					: null;
	const from = player.client.messages.length;
	player.client.send(message);
	if (cmd.dup === "twice") player.client.send(message);
	let got = await answers(player.client, submissionId, cmd.dup === "twice" ? 2 : 1, from);
	if (cmd.dup === "resend" || cmd.dup === "evictResend") {
		if (cmd.dup === "evictResend") await evict(model);
		const again = player.client.messages.length;
		player.client.send(message);
		got = [...got, ...(await answers(player.client, submissionId, 1, again))];
	}
	count(`bet ${refusal === null ? "placed" : "refused"}${cmd.dup === "none" ? "" : `, ${cmd.dup}`}`);
	for (const answer of got) {
		if (refusal === null) {
			expect(answer, JSON.stringify(cmd)).toMatchObject({ type: "crashBetPlaced", bet: { panel: cmd.panel } });
		} else {
			expect(answer.type, JSON.stringify(cmd)).toBe("error");
			if (refusal !== "maxBet" && answer.type === "error") expect(answer.message).toBe(refusal);
		}
	}
	if (refusal !== null) return;
	player.balancePaise -= stakePaise;
	bets.push({
		userId: player.user.id,
		panel: cmd.panel,
		submissionId,
		stakePaise,
		auto: cmd.auto,
		state: "placed",
		at: null,
		payoutPaise: 0,
	});
}

/** The room's own cash-outs at `now`: every placed bet whose target is below the crash point and reached by now. */
function automaticInModel(model: Model, bets: ModelBet[], t0: number, crashPoint: Multiplier, now: number) {
	for (const bet of bets) {
		const target = targetOf(bet);
		if (bet.state === "placed" && target < crashPoint && t0 + elapsedToReach(target) <= now) {
			cashInModel(model, bet, target);
			count("paid at its target by the room's alarm");
		}
	}
}

/** A manual cash-out (sent twice at once if asked): paid at the multiplier of that millisecond, or refused. */
async function cashOut(
	model: Model,
	bets: ModelBet[],
	cmd: Extract<EventCommand, { kind: "cashOut" }>,
	flight: { t0: number; crashPoint: Multiplier; crashed: boolean },
) {
	const chosen = "placed" in cmd.of ? bets[cmd.of.placed % Math.max(1, bets.length)] : undefined;
	const panel = chosen?.panel ?? ("panel" in cmd.of && cmd.of.panel === 1 ? 1 : 0);
	const player = chosen
		? model.players.find((p) => p.user.id === chosen.userId)
		: model.players["player" in cmd.of ? cmd.of.player : 0];
	if (!player) throw new Error("no player");
	const now = model.clock.now;
	const bet = bets.find((b) => b.userId === player.user.id && b.panel === panel);
	const ids = [crypto.randomUUID(), crypto.randomUUID()].slice(0, cmd.twice ? 2 : 1);
	const from = player.client.messages.length;
	for (const submissionId of ids) player.client.send({ type: "cashOut", submissionId, panel });
	const got = await Promise.all(ids.map(async (id) => (await answers(player.client, id, 1, from))[0]));
	// The model's verdict: no bet, already ended, too late (from the crash instant on), else paid at the earlier of
	// this millisecond's multiplier and the bet's target.
	const tooLate = flight.crashed || now >= crashAt(flight.t0, flight.crashPoint);
	const paidAt =
		bet && bet.state === "placed" && !tooLate ? Math.min(multiplierAt(now - flight.t0), targetOf(bet)) : null;
	const expectedError = !bet
		? crashMessages.noBetToCashOut
		: bet.state === "cashedOut"
			? crashMessages.alreadyCashedOut
			: crashMessages.tooLate;
	count(`cash-out ${paidAt === null ? "refused" : "paid"}${cmd.twice ? ", sent twice" : ""}`);
	for (const [i, answer] of got.entries()) {
		if (paidAt !== null && i === 0) {
			expect(answer, JSON.stringify(cmd)).toMatchObject({
				type: "cashedOut",
				bet: { panel, cashedOutAt: paidAt, payout: payoutAt(bet?.stakePaise ?? 0, paidAt) / 100 },
			});
		} else {
			expect(answer?.type, JSON.stringify(cmd)).toBe("error");
			const message = paidAt !== null ? crashMessages.alreadyCashedOut : expectedError;
			// After the crash a bet its settlement pays at its target reads as too late until the room has told its
			// owner (a settlement that failed, or an evicted room, tells later): either refusal, never a payment.
			const either = flight.crashed && bet ? [crashMessages.tooLate, crashMessages.alreadyCashedOut] : [message];
			if (answer?.type === "error") expect(either, JSON.stringify(cmd)).toContain(answer.message);
		}
	}
	if (bet && paidAt !== null) cashInModel(model, bet, paidAt);
}

const pending = (model: Model) => runInDurableObject(model.stub, (room) => room.pendingSettlements());

// ------------------------------------------------------------------ the invariants

async function checkInvariants(model: Model, current: { roundId: string; bets: ModelBet[] }): Promise<void> {
	expect(await ledgerMismatches(database(env.DB))).toEqual([]);
	const owed = (await pending(model)).length > 0;
	const rows = await crashBetRows(current.roundId);
	// One row per acknowledged bet, whatever was resent; never a second payout.
	expect(rows.map((r) => r.id).length).toBe(current.bets.length);
	for (const row of rows) expect(row.entries).toBeLessThanOrEqual(1);
	for (const bet of current.bets) {
		const row = rows.find((r) => r.user_id === bet.userId && r.panel === bet.panel);
		expect(row, bet.submissionId).toMatchObject({ amount_paise: bet.stakePaise });
		// Cashed out by hand or by the room's timer: paid once, at the model's multiplier (a bet the crash pays at its
		// target may still wait for a settlement that failed).
		if (bet.state === "cashedOut" && !(owed && row?.status === "placed")) {
			expect(row).toMatchObject({ status: "won", cashed_out_at: bet.at, payout_paise: bet.payoutPaise, entries: 1 });
		}
	}
	// With nothing owed, every wallet is the model's.
	if (!owed) {
		for (const player of model.players) {
			expect((await balancesOf(database(env.DB), player.user.id)).realPaise, player.user.id).toBe(player.balancePaise);
		}
	}
}

/** After the crash's settlement: each bet settled once, as the model says. */
async function checkSettled(current: { roundId: string; bets: ModelBet[] }): Promise<void> {
	const rows = await crashBetRows(current.roundId);
	for (const bet of current.bets) {
		const row = rows.find((r) => r.user_id === bet.userId && r.panel === bet.panel);
		expect(row, bet.submissionId).toMatchObject(
			bet.state === "cashedOut"
				? { status: "won", cashed_out_at: bet.at, payout_paise: bet.payoutPaise, entries: 1, paid: bet.payoutPaise }
				: { status: "lost", cashed_out_at: null, entries: 0, paid: 0 },
		);
	}
	const round = await env.DB.prepare("SELECT settled_at FROM rounds WHERE id = ?")
		.bind(current.roundId)
		.first<{ settled_at: number | null }>();
	expect(round?.settled_at).not.toBeNull();
}

// ------------------------------------------------------------------ a round

/** The instant of an event of a flight that started at t0 and crashes at crashPoint. */
function instantOf(when: EventCommand["when"], t0: number, crashPoint: Multiplier): number {
	const crashInstant = crashAt(t0, crashPoint);
	return "perMille" in when
		? t0 + Math.floor(((crashInstant - t0) * when.perMille) / 1000)
		: crashInstant + when.fromCrash;
}

async function playRound(model: Model, cmd: RoundCommand): Promise<void> {
	const { clock } = model;
	const round = await clock.round();
	if (round?.phase !== "betting") throw new Error(`no betting round: ${round?.phase}`);
	const current = { roundId: round.roundId, bets: [] as ModelBet[] };
	model.rounds.push(current);
	for (const bet of cmd.bets) {
		model.log.push(`bet ${JSON.stringify(bet)}`);
		await placeBet(model, current.bets, bet);
		await checkInvariants(model, current);
	}
	// The flight: its crash point fixed, its settlement armed to fail once at a step.
	const t0 = round.phaseEndsAt;
	await clock.fix(cmd.crashPoint);
	await failSettlementOnceAt(model.stub, cmd.failAt);
	const flight = { t0, crashPoint: cmd.crashPoint, crashed: false };
	const crashInstant = crashAt(t0, cmd.crashPoint);
	/** An alarm at `at`: the room's due cash-outs, and the crash once its instant has come. */
	const alarm = async (at: number) => {
		await clock.alarmAt(at);
		if (flight.crashed) return;
		automaticInModel(model, current.bets, t0, cmd.crashPoint, Math.min(at, crashInstant - 1));
		if (at < crashInstant) return;
		flight.crashed = true;
		for (const bet of current.bets) {
			if (bet.state !== "placed") continue;
			if (targetOf(bet) < cmd.crashPoint) cashInModel(model, bet, targetOf(bet));
			else bet.state = "lost";
		}
		const owed = await pending(model);
		count(owed.length > 0 ? `settlement failed at ${cmd.failAt}` : "settled at the crash");
		if (owed.length > 0 && cmd.evictAfterFail) {
			count("evicted owing a settlement");
			await evict(model);
		}
	};
	model.log.push(`flight to ${cmd.crashPoint}, settlement failing at ${cmd.failAt}`);
	await alarm(t0);
	const events = cmd.events
		.map((event) => ({ event, at: instantOf(event.when, t0, cmd.crashPoint) }))
		.sort((a, b) => a.at - b.at);
	for (const { event, at } of events) {
		model.log.push(`${event.kind} at ${at - t0} ms ${JSON.stringify(event)}`);
		const now = Math.max(clock.now, at);
		if (event.kind === "alarm") await alarm(now);
		else {
			clock.now = now;
			if (event.kind === "evict") {
				count(flight.crashed ? "evicted after the crash" : "evicted mid-flight");
				await evict(model);
			} else await cashOut(model, current.bets, event, flight);
		}
		await checkInvariants(model, current);
	}
	// The crash (if no alarm brought it), then the settlement's retry by the next alarm.
	if (!flight.crashed) await alarm(Math.max(clock.now, crashInstant));
	await checkInvariants(model, current);
	await clock.alarmAt(clock.now + 1_000);
	expect(await pending(model)).toEqual([]);
	await checkInvariants(model, current);
	await checkSettled(current);
	// The pause ends: the next round opens.
	const crashed = await clock.round();
	if (crashed?.phase !== "crashed") throw new Error(`not crashed: ${crashed?.phase}`);
	await clock.alarmAt(crashed.phaseEndsAt);
}

describe("faults: crash rounds with duplicates, races with the crash, evictions and failed settlements", () => {
	it("keeps every wallet equal to its ledger and the model, and settles every bet exactly once", async () => {
		quietInjectedFailures();
		await fc.assert(
			fc.asyncProperty(fc.array(roundArb, ROUNDS), fc.boolean(), async (rounds, relayed) => {
				const { id, stub } = await crashTable({ maxBetPaise: MAX_BET_PAISE, maxWinPaise: MAX_WIN_PAISE });
				const relays = relayed ? [relayOf(id, 0), relayOf(id, 1)] : [];
				count(relayed ? "run through two relays" : "run on the room");
				const clock = new HeldClock(stub);
				await clock.install();
				const users = await Promise.all(
					Array.from({ length: PLAYERS }, () => createUser({ realPaise: OPENING_PAISE })),
				);
				const players: Player[] = [];
				for (const [i, user] of users.entries()) {
					// Each round holds the clock 20 minutes (betting and pause of HELD_CRASH): a token good for a day.
					const tokenExpiresAt = clock.now + 86_400_000;
					const relay = relays[i % 2];
					const client = relay
						? await connectAs<CrashServerMessage, CrashClientMessage>(relay, user, undefined, tokenExpiresAt)
						: await connectCrash(stub, user, { tokenExpiresAt });
					await client.next("syncState");
					players.push({ user, client, balancePaise: OPENING_PAISE });
				}
				const model: Model = { stub, relays, clock, players, rounds: [], log: [] };
				try {
					for (const [i, round] of rounds.entries()) {
						model.log.push(`round ${i}`);
						await playRound(model, round);
					}
					const report = await reconcile(env.DB);
					expect(report.identity.differencePaise).toBe(0);
					expect(report.ok).toBe(true);
				} catch (error) {
					console.error(`[faults-crash] failed after:\n${model.log.join("\n")}`);
					throw error;
				} finally {
					for (const p of players) p.client.close();
				}
			}),
			// Printed with the counterexample, so that a failure can be replayed (see REPLAY).
			faultRunOptions(NUM_RUNS, REPLAY, SHRINK),
		);
		coverage.print();
	}, 240_000);
});
