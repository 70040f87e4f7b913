/**
 * Crash tables for the Workers tests (docs/decisions/0820-crash-game.md): a table of its own per test, clients on its
 * socket, and the room's clock held by the test. Under a test's clock the room never wakes itself: the test moves its
 * clock (`at`) and runs the alarm, so a cash-out can be sent exactly a millisecond before or after the crash.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { crashesAtMs, elapsedToReach } from "~/domain/crash/flight";
import type { CrashClientMessage, CrashServerMessage, Multiplier } from "~/domain/crash/protocol";
import type { CrashTiming } from "~/domain/crash/timing";
import { connectAs, type RoomClient } from "./room-socket";

export type CrashClient = RoomClient<CrashServerMessage, CrashClientMessage>;

/** Betting and the pause last ten minutes of wall time: nothing moves until the test runs the alarm. */
export const HELD_CRASH: CrashTiming = { bettingMs: 600_000, crashedMs: 600_000 };

/** A crash table of its own: a copy of the Aviator table's row under a random id, with limits of its own if given. */
export async function crashTable(limits: { minBetPaise?: number; maxBetPaise?: number; maxWinPaise?: number } = {}) {
	const id = `crash-${crypto.randomUUID().slice(0, 8)}`;
	await env.DB.prepare(
		`INSERT INTO tables (id, name, min_bet_paise, max_bet_paise, chip_values_paise, status, sort_order, game, max_win_paise)
		 SELECT ?1, 'Test crash ' || ?1, coalesce(?2, min_bet_paise), coalesce(?3, max_bet_paise), chip_values_paise,
		 'active', 100, 'crash', coalesce(?4, max_win_paise) FROM tables WHERE id = 'aviator'`,
	)
		.bind(id, limits.minBetPaise ?? null, limits.maxBetPaise ?? null, limits.maxWinPaise ?? null)
		.run();
	return { id, stub: crashRoomNamed(id) };
}

export function crashRoomNamed(id: string) {
	return env.CRASH_ROOM.get(env.CRASH_ROOM.idFromName(id));
}

export type CrashStub = ReturnType<typeof crashRoomNamed>;

/**
 * The room's clock, held by the test: `at(ms)` moves it; `install` gives it (and the held phases, and a crash point
 * if the test fixes one) to the room, again after an eviction.
 */
export class HeldClock {
	now = Date.now();
	constructor(
		private readonly stub: CrashStub,
		private crashPoint: Multiplier | null = null,
	) {}

	async install(): Promise<void> {
		const crashPoint = this.crashPoint;
		await runInDurableObject(this.stub, (room) => {
			room.configureForTests({ clock: () => this.now, timing: HELD_CRASH });
			room.fixCrashPointForTests(crashPoint);
		});
	}

	/** Fixes the crash point of the next flights (null: the fair one). */
	async fix(crashPoint: Multiplier | null): Promise<void> {
		this.crashPoint = crashPoint;
		await this.install();
	}

	/** Moves the clock to `ms` and runs the room's alarm, as the wall clock would. */
	async alarmAt(ms: number): Promise<void> {
		this.now = ms;
		expect(await runDurableObjectAlarm(this.stub)).toBe(true);
	}

	/** The room's stored round, secrets included. */
	round() {
		return runInDurableObject(this.stub, (room) => room.roundForTests());
	}
}

/**
 * Connects to a crash room as a user (their live session) or a spectator, with the headers the Worker sets; a test
 * whose held clock runs past the token's usual 15 minutes gives a later `tokenExpiresAt` (room clock, epoch ms).
 */
export function connectCrash(
	stub: CrashStub,
	user: { id: string; role: string; name?: string; sessionId?: string } | null,
	{ tokenExpiresAt }: { tokenExpiresAt?: number } = {},
): Promise<CrashClient> {
	return connectAs<CrashServerMessage, CrashClientMessage>(stub, user, undefined, tokenExpiresAt);
}

type Answer = Extract<CrashServerMessage, { type: "crashBetPlaced" | "cashedOut" | "error" }>;

/** The answer to a crashBet or a cashOut: its crashBetPlaced, its cashedOut or its error. */
export function answerTo(client: CrashClient, submissionId: string, { from = 0 } = {}): Promise<Answer> {
	return client.until(
		() =>
			client.messages
				.slice(from)
				.find(
					(m): m is Answer =>
						(m.type === "crashBetPlaced" || m.type === "cashedOut" || m.type === "error") &&
						m.submissionId === submissionId,
				),
		`an answer to ${submissionId}`,
	);
}

const seed = () => crypto.randomUUID().replaceAll("-", "");

/** Places a bet and waits for its answer. */
export async function bet(
	client: CrashClient,
	fields: { panel?: 0 | 1; amount: number; autoCashOut?: Multiplier | null; wallet?: "real" | "tokens" },
): Promise<Answer> {
	const submissionId = crypto.randomUUID();
	client.send({
		type: "crashBet",
		submissionId,
		panel: fields.panel ?? 0,
		wallet: fields.wallet ?? "real",
		amount: fields.amount,
		autoCashOut: fields.autoCashOut ?? null,
		clientSeed: seed(),
	});
	return answerTo(client, submissionId);
}

/** Sends a cash-out of a panel and waits for its answer. */
export async function cashOut(client: CrashClient, panel: 0 | 1 = 0): Promise<Answer> {
	const submissionId = crypto.randomUUID();
	client.send({ type: "cashOut", submissionId, panel });
	return answerTo(client, submissionId);
}

/** The clock's instant at which a flying round shows `m` (its flight started at `flightStartedAt`). */
export const instantOf = (flightStartedAt: number, m: Multiplier) => flightStartedAt + elapsedToReach(m);
/** The clock's instant at which a flight that started at `flightStartedAt` crashes at `crashPoint`. */
export const crashAt = (flightStartedAt: number, crashPoint: Multiplier) => flightStartedAt + crashesAtMs(crashPoint);

/** A crash round's bets as D1 holds them, with what the ledger paid for each (its entries and their sum). */
export async function crashBetRows(roundId: string) {
	const { results } = await env.DB.prepare(
		`SELECT b.id, b.user_id, b.panel, b.wallet, b.amount_paise, b.auto_cash_out, b.status, b.payout_paise,
		        b.cashed_out_at, b.client_seed,
		        (SELECT COUNT(*) FROM ledger_entries l WHERE l.ref_type = 'bet' AND l.ref_id = b.id) AS entries,
		        (SELECT COALESCE(SUM(l.amount_paise), 0) FROM ledger_entries l WHERE l.ref_type = 'bet' AND l.ref_id = b.id) AS paid
		 FROM bets b WHERE b.round_id = ? ORDER BY b.rowid`,
	)
		.bind(roundId)
		.all<{
			id: string;
			user_id: string;
			panel: number;
			wallet: string;
			amount_paise: number;
			auto_cash_out: number | null;
			status: string;
			payout_paise: number | null;
			cashed_out_at: number | null;
			client_seed: string;
			entries: number;
			paid: number;
		}>();
	return results;
}

/**
 * A crash table of its own under a held clock (the flights crash at `crashPoint`), the player on its socket, and the
 * round open for bets: its sync and the instant betting closes (the flight's start).
 */
export async function openCrashRound(player: { id: string; role: string }, crashPoint: Multiplier | null) {
	const table = await crashTable();
	const clock = new HeldClock(table.stub, crashPoint);
	await clock.install();
	const socket = await connectCrash(table.stub, player);
	const sync = await socket.next("syncState");
	const closesAt = sync.round?.phaseEndsAt;
	if (!sync.round || !closesAt) throw new Error("no betting round");
	return { table, clock, socket, sync: { ...sync, round: sync.round }, closesAt };
}
