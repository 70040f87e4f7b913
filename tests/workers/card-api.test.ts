/**
 * The APIs that read card rounds (docs/decisions/0840-card-tables.md): the lobby's live tables, the public round
 * list, record and statistics, the player's bet history and the admin's results, for a Dragon Tiger round played
 * through its room's socket (helpers/card-room.ts: the room's clock held by the test).
 */
import { describe, expect, it } from "vitest";
import { dealOfRound } from "~/domain/cards/games";
import { commitmentOf } from "~/domain/fairness";
import { forgetTables, type LiveTable } from "~/worker/api/tables";
import { call } from "./helpers/api";
import { CardClock, cardTable, connectCards, placeCards } from "./helpers/card-room";
import { createUser } from "./helpers/users";

type Record = { game: string; serverSeed: string | null; commitment: string; cards: number[] | null; result: unknown };

describe("a card round in the APIs", () => {
	it("is listed, recorded, counted, in the bet history and the admin's results, with its cards once revealed", async () => {
		const { id, stub } = await cardTable("dragon-tiger");
		const clock = new CardClock(stub);
		await clock.install();
		const player = await createUser({ realPaise: 10_000 });
		const admin = await createUser({ role: "admin" });
		const me = await connectCards(stub, player);
		const round = (await me.next("syncState")).round;
		if (!round) throw new Error("no round");
		expect(await placeCards(me, [{ spot: "dragon", amount: 20 }])).toMatchObject({ type: "cardBetPlaced" });

		// Before the result the record holds the commitment only; the live table is betting.
		const before = await call<Record>("GET", `/api/rounds/${round.roundId}`);
		expect(before.body).toMatchObject({ game: "dragon-tiger", serverSeed: null, cards: null, result: null });
		await forgetTables("http://localhost");
		const live = await call<{ tables: LiveTable[] }>("GET", "/api/tables/live");
		expect(live.body.tables.find((t) => t.id === id)).toMatchObject({
			game: "dragon-tiger",
			live: { phase: "betting", seq: round.seq, endsAt: round.phaseEndsAt },
			lastCards: [],
		});

		await clock.alarmAt(round.phaseEndsAt);
		const dealing = await me.next("dealing");
		await clock.alarmAt(dealing.round.phaseEndsAt);
		const shown = (await me.next("roundResult")).round;
		const seed = shown.serverSeed ?? "";
		const deal = await dealOfRound("dragon-tiger", seed, round.roundId);

		const record = await call<Record>("GET", `/api/rounds/${round.roundId}`);
		expect(record.body).toMatchObject({
			game: "dragon-tiger",
			serverSeed: seed,
			cards: deal.cards,
			result: deal.result,
			settled: true,
			verification: { hmacMessage: round.roundId },
		});
		expect(await commitmentOf(seed)).toBe(record.body.commitment);

		const list = await call<{ rounds: unknown[] }>("GET", `/api/rounds?table=${id}`);
		expect(list.body.rounds).toEqual([
			{
				game: "dragon-tiger",
				roundId: round.roundId,
				tableId: id,
				seq: round.seq,
				result: deal.result,
				cards: deal.cards,
				time: shown.phaseStartedAt,
			},
		]);
		const stats = await call<Record & { counted: number; counts: object }>("GET", `/api/rounds/stats?table=${id}`);
		expect(stats.body).toMatchObject({ game: "dragon-tiger", counted: 1 });
		expect(stats.body.counts).toEqual({ dragon: 0, tiger: 0, tie: 0, [deal.result]: 1 });

		await forgetTables("http://localhost");
		const after = await call<{ tables: LiveTable[] }>("GET", "/api/tables/live");
		expect(after.body.tables.find((t) => t.id === id)).toMatchObject({
			live: { phase: "result", seq: round.seq },
			lastCards: [{ roundId: round.roundId, seq: round.seq, result: deal.result }],
			lastResults: [],
		});

		const paid = deal.result === "dragon" ? 4_000 : deal.result === "tie" ? 1_000 : 0;
		const history = await call<{ bets: unknown[] }>("GET", "/api/user/bets", { as: player });
		expect(history.body.bets).toEqual([
			expect.objectContaining({
				game: "dragon-tiger",
				type: "dragon",
				amount: 20,
				payout: paid / 100,
				status: deal.result === "dragon" ? "won" : "lost",
				cards: deal.cards,
				cardResult: deal.result,
				roundSeq: round.seq,
			}),
		]);

		const results = await call<{ results: unknown[] }>("GET", `/api/admin/results?table=${id}`, { as: admin });
		expect(results.body.results).toEqual([
			expect.objectContaining({
				game: "dragon-tiger",
				roundId: round.roundId,
				cardResult: deal.result,
				cards: deal.cards,
				bets: 1,
				real: { stakes: 20, payouts: paid / 100 },
			}),
		]);
		me.close();
	});
});
