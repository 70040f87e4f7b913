/**
 * Card tables for the Workers tests (docs/decisions/0840-card-tables.md): a table of its own per test (a copy of the
 * catalogue's Andar Bahar or Dragon Tiger row), clients on its socket, and the room's clock held by the test, which
 * moves it and runs the alarm (as helpers/crash-room.ts does for the crash game): nothing sleeps.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { CardGame, CardSpot } from "~/domain/cards/games";
import type { CardClientMessage, CardServerMessage } from "~/domain/cards/protocol";
import type { CardTiming } from "~/domain/cards/timing";
import { connectAs, type RoomClient } from "./room-socket";
import { createUser } from "./users";

export type CardClient = RoomClient<CardServerMessage, CardClientMessage>;

/** Betting and the result last ten minutes of wall time: nothing moves until the test runs the alarm. */
export const HELD_CARDS: CardTiming = { bettingMs: 600_000, resultMs: 600_000 };

export function cardRoomNamed(game: CardGame, id: string) {
	const namespace = game === "andar-bahar" ? env.ANDAR_BAHAR_ROOM : env.DRAGON_TIGER_ROOM;
	return namespace.get(namespace.idFromName(id));
}

export type CardStub = ReturnType<typeof cardRoomNamed>;

/** A card table of its own: a copy of the game's catalogue row under a random id. */
export async function cardTable(game: CardGame) {
	const id = `${game}-${crypto.randomUUID().slice(0, 8)}`;
	await env.DB.prepare(
		`INSERT INTO tables (id, name, min_bet_paise, max_bet_paise, chip_values_paise, status, sort_order, game)
		 SELECT ?1, 'Test ' || ?1, min_bet_paise, max_bet_paise, chip_values_paise, 'active', 100, game FROM tables WHERE id = ?2`,
	)
		.bind(id, game)
		.run();
	return { id, stub: cardRoomNamed(game, id) };
}

/** The room's clock, held by the test: `alarmAt(ms)` moves it and runs the alarm; `install` again after an eviction. */
export class CardClock {
	now = Date.now();
	constructor(private readonly stub: CardStub) {}

	async install(next: { roundId: string; serverSeed: string } | null = null): Promise<void> {
		await runInDurableObject(this.stub, (room) => {
			room.configureForTests({ clock: () => this.now, timing: HELD_CARDS });
			if (next) room.fixNextRoundForTests(next);
		});
	}

	async alarmAt(ms: number): Promise<void> {
		this.now = ms;
		expect(await runDurableObjectAlarm(this.stub)).toBe(true);
	}

	/** The room's stored round, its seed and deal included. */
	round() {
		return runInDurableObject(this.stub, (room) => room.roundForTests());
	}
}

/** Connects to a card room as a user (their live session) or a spectator, with the headers the Worker sets. */
export function connectCards(
	stub: CardStub,
	user: { id: string; role: string; name?: string; sessionId?: string } | null,
): Promise<CardClient> {
	return connectAs<CardServerMessage, CardClientMessage>(stub, user);
}

type Answer = Extract<CardServerMessage, { type: "cardBetPlaced" | "error" }>;

/** Sends a cardBet (any fields, for bad input too) and waits for its answer. */
export async function placeCards(
	client: CardClient,
	bets: Array<{ spot: CardSpot | string; amount: unknown }>,
	{ wallet = "real", submissionId = crypto.randomUUID() }: { wallet?: string; submissionId?: string } = {},
): Promise<Answer> {
	const from = client.messages.length;
	client.send(JSON.stringify({ type: "cardBet", submissionId, wallet, bets }));
	return client.until(
		() =>
			client.messages
				.slice(from)
				.find(
					(m): m is Answer => (m.type === "cardBetPlaced" || m.type === "error") && m.submissionId === submissionId,
				),
		`an answer to ${submissionId}`,
	);
}

/** A card round's bets as D1 holds them, with what the ledger paid for each (entries and their sum). */
export async function cardBetRows(roundId: string) {
	const { results } = await env.DB.prepare(
		`SELECT b.user_id, b.bet_type, b.amount_paise, b.status, b.payout_paise,
		        (SELECT COUNT(*) FROM ledger_entries l WHERE l.ref_type = 'bet' AND l.ref_id = b.id) AS entries,
		        (SELECT COALESCE(SUM(l.amount_paise), 0) FROM ledger_entries l WHERE l.ref_type = 'bet' AND l.ref_id = b.id) AS paid
		 FROM bets b WHERE b.round_id = ? ORDER BY b.rowid`,
	)
		.bind(roundId)
		.all<{
			user_id: string;
			bet_type: string;
			amount_paise: number;
			status: string;
			payout_paise: number | null;
			entries: number;
			paid: number;
		}>();
	return results;
}

/** A player with ₹`realPaise`/100 seated at a card table of their own, its clock held, in its first betting round. */
export async function seatedAtCards(game: CardGame, realPaise: number) {
	const { id, stub } = await cardTable(game);
	const clock = new CardClock(stub);
	await clock.install();
	const player = await createUser({ realPaise });
	const me = await connectCards(stub, player);
	const round = (await me.next("syncState")).round;
	if (!round) throw new Error("no round");
	return { id, stub, clock, player, me, round };
}
