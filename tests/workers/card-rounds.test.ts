/**
 * The card tables through their real socket (docs/decisions/0840-card-tables.md): a whole round of Andar Bahar and of
 * Dragon Tiger with winning and losing bets and the ledger exact, every Andar Bahar bet type in one round, a duplicate
 * submission, bad input refused and changing nothing, Dragon Tiger's tie (half back on Dragon and Tiger, every bet
 * type), the round's fairness record, settlement exactly once across an eviction, and the Worker's socket path for
 * both tables. The room's clock is held by the
 * test (helpers/card-room.ts): every instant is exact, nothing sleeps.
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { andarBaharReturnPaise, SIDE_BETS } from "~/domain/andar-bahar/rules";
import { dealOfRound } from "~/domain/cards/games";
import type { CardServerMessage } from "~/domain/cards/protocol";
import { dealDurationMs } from "~/domain/cards/timing";
import { commitmentOf, newServerSeed } from "~/domain/fairness";
import { ROOM_SOCKET_PATH } from "~/domain/roulette/protocol";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import { api } from "./helpers/api";
import { CardClock, cardBetRows, cardTable, connectCards, placeCards, seatedAtCards } from "./helpers/card-room";
import { RoomClient } from "./helpers/room-socket";
import { createUser } from "./helpers/users";

const db = () => database(env.DB);

/** A round id and seed whose Dragon Tiger deal is a tie (searched in the test, not retried: each try is exact). */
async function tieRound(): Promise<{ roundId: string; serverSeed: string }> {
	for (;;) {
		const next = { roundId: crypto.randomUUID(), serverSeed: newServerSeed() };
		if ((await dealOfRound("dragon-tiger", next.serverSeed, next.roundId)).result === "tie") return next;
	}
}

describe("an Andar Bahar round", () => {
	it("shows the joker as betting opens, deals to the match, pays the winning side and side bet and loses the other, once", async () => {
		const { stub } = await cardTable("andar-bahar");
		const clock = new CardClock(stub);
		await clock.install();
		const player = await createUser({ realPaise: 100_000 });
		const watcher = await connectCards(stub, null);
		const me = await connectCards(stub, { ...player, name: "Ravi Kumar" });
		const sync = await me.next("syncState");
		expect(sync).toMatchObject({ game: "andar-bahar", tableEnabled: true, you: { bets: [] } });
		const round = sync.round;
		if (!round) throw new Error("no round");
		expect(round).toMatchObject({ phase: "betting", serverSeed: null, dealt: null, result: null });
		expect(round.commitment).toMatch(/^[0-9a-f]{64}$/);
		const stored = await clock.round();
		if (!stored) throw new Error("no stored round");
		const { deal } = stored;
		// The joker is the deal's first card, shown as betting opens; nothing else is.
		expect(round.openCards).toEqual([deal.cards[0]]);
		const winner = deal.result === "andar" ? "andar" : "bahar";
		const loser = winner === "andar" ? "bahar" : "andar";
		const side = SIDE_BETS.find((b) => deal.cardsDealt >= b.from && deal.cardsDealt <= b.to);
		if (!side) throw new Error("no side bet covers the deal");

		// Bad input changes nothing: a Dragon Tiger spot, an unknown spot, below the minimum, above the maximum, a
		// repeated spot, no bets at all.
		const refusals = [
			[[{ spot: "dragon", amount: 10 }], "There is no such bet at this table."],
			[[{ spot: "middle", amount: 10 }], "There is no such bet at this table."],
			[[{ spot: winner, amount: 5 }], "The minimum bet is ₹10."],
			[[{ spot: winner, amount: 10_001 }], "The maximum bet is ₹10,000."],
			[[{ spot: winner, amount: 10.001 }], "Please enter an amount in rupees and paise, with at most two decimals."],
			[
				[
					{ spot: winner, amount: 10 },
					{ spot: winner, amount: 10 },
				],
				"Each bet spot may appear only once in a submission.",
			],
			[[], "Choose a bet spot and a chip first."],
		] as const;
		for (const [bets, message] of refusals) {
			expect(await placeCards(me, [...bets])).toMatchObject({ type: "error", message });
		}
		expect(await cardBetRows(round.roundId)).toEqual([]);
		expect((await balancesOf(db(), player.id)).realPaise).toBe(100_000);

		// One submission of three bets; sent twice, it is debited once and acknowledged twice.
		const submissionId = crypto.randomUUID();
		const bets = [
			{ spot: winner, amount: 100 },
			{ spot: loser, amount: 50 },
			{ spot: side.id, amount: 10 },
		];
		const placed = await placeCards(me, bets, { submissionId });
		expect(placed).toMatchObject({ type: "cardBetPlaced", balances: { realBalance: 840, playTokens: 0 } });
		if (placed.type !== "cardBetPlaced") throw new Error("not placed");
		expect(placed.bets.map((b) => [b.spot, b.amount, b.status])).toEqual(bets.map((b) => [b.spot, b.amount, "placed"]));
		const again = await placeCards(me, bets, { submissionId });
		expect(again).toMatchObject({ type: "cardBetPlaced", balances: { realBalance: 840 } });
		expect(await cardBetRows(round.roundId)).toHaveLength(3);
		// Everyone at the table sees the round's bets in its live list, the bettor's name masked, largest first; a
		// socket that joins now gets the list in its syncState.
		const listed = (bets: Array<{ spot: string; amount: number; status: string }>, name = "Ra***") =>
			bets
				.slice()
				.sort((a, b) => b.amount - a.amount)
				.map((b) => ({ name, spot: b.spot, wallet: "real", amount: b.amount, status: b.status }));
		const roundList = (status: (spot: string) => string) =>
			watcher.until(
				() =>
					watcher.messages.findLast(
						(m): m is Extract<CardServerMessage, { type: "roundBets" }> =>
							m.type === "roundBets" && m.bets.every((b) => b.status === status(b.spot)),
					),
				"the round's live list",
			);
		const placedList = await roundList(() => "placed");
		expect(placedList).toMatchObject({ roundId: round.roundId, more: 0 });
		expect(placedList.bets).toMatchObject(listed(bets.map((b) => ({ ...b, status: "placed" }))));
		const late = await connectCards(stub, null);
		expect((await late.next("syncState")).roundBets).toMatchObject(
			listed(bets.map((b) => ({ ...b, status: "placed" }))),
		);
		late.close();
		// One spot's total over the round stays within the table's maximum.
		expect(await placeCards(me, [{ spot: winner, amount: 9_950 }])).toMatchObject({
			type: "error",
			message: "Your bets on one spot in a round may total at most ₹10,000.",
		});

		// Betting closes at its deadline: the cards after the joker go out, with the instant the deal started.
		await clock.alarmAt(round.phaseEndsAt);
		const dealing = await watcher.next("dealing");
		expect(dealing.round).toMatchObject({
			phase: "dealing",
			dealt: deal.cards.slice(1),
			dealStartedAt: round.phaseEndsAt,
			phaseEndsAt: round.phaseEndsAt + dealDurationMs("andar-bahar", deal.cardsDealt),
			serverSeed: null,
		});
		expect(await placeCards(me, [{ spot: winner, amount: 10 }])).toMatchObject({
			type: "error",
			message: "Betting is closed for this round: bet again when the next round opens.",
		});

		// The deal is over: the seed is revealed, it hashes to the commitment and re-deals the same cards.
		await clock.alarmAt(dealing.round.phaseEndsAt);
		const shown = await watcher.next("roundResult");
		expect(shown.round).toMatchObject({ phase: "result", result: deal.result });
		const seed = shown.round.serverSeed ?? "";
		expect(await commitmentOf(seed)).toBe(round.commitment);
		expect((await dealOfRound("andar-bahar", seed, round.roundId)).cards).toEqual(deal.cards);
		expect(shown.lastResults[0]).toMatchObject({ roundId: round.roundId, result: deal.result });
		const told = await me.next("betResult");
		expect(told.bets.map((b) => b.status)).toEqual(["won", "lost", "won"]);
		// The live list shows what each bet returned.
		const settledList = await roundList((spot) => (spot === loser ? "lost" : "won"));
		expect(settledList.bets.map((b) => [b.spot, b.status])).toEqual([
			[winner, "won"],
			[loser, "lost"],
			[side.id, "won"],
		]);

		// Money: each winning bet paid once by the rules' return, the losing one not at all.
		const outcome = { winner, cardsDealt: deal.cardsDealt } as const;
		const wins = [andarBaharReturnPaise(winner, 10_000, outcome), 0, andarBaharReturnPaise(side.id, 1_000, outcome)];
		const rows = await cardBetRows(round.roundId);
		expect(rows.map((r) => [r.bet_type, r.status, r.payout_paise, r.entries, r.paid])).toEqual([
			[winner, "won", wins[0], 1, wins[0]],
			[loser, "lost", 0, 0, 0],
			[side.id, "won", wins[2], 1, wins[2]],
		]);
		const balance = 100_000 - 16_000 + (wins[0] ?? 0) + (wins[2] ?? 0);
		expect((await balancesOf(db(), player.id)).realPaise).toBe(balance);
		expect(told.balances.realBalance * 100).toBe(balance);
		expect(await ledgerMismatches(db())).toEqual([]);
		const row = await env.DB.prepare(
			"SELECT server_seed, cards, card_result, result, settled_at FROM rounds WHERE id = ?",
		)
			.bind(round.roundId)
			.first<{ server_seed: string; cards: string; card_result: string; result: null; settled_at: number | null }>();
		expect(row).toMatchObject({ server_seed: seed, card_result: deal.result, result: null });
		expect(JSON.parse(row?.cards ?? "[]")).toEqual(deal.cards);
		expect(row?.settled_at).not.toBeNull();
		for (const c of [watcher, me]) c.close();
	});
});

describe("every Andar Bahar bet type in one round", () => {
	it("takes a bet on each of the ten spots in one submission and pays each by the rules, once", async () => {
		const { clock, player, me, round } = await seatedAtCards("andar-bahar", 100_000);
		const spots = ["andar", "bahar", ...SIDE_BETS.map((b) => b.id)] as const;
		// Stakes of their own per spot (₹10, ₹20, …), so that each row is told apart by its amount too.
		const bets = spots.map((spot, i) => ({ spot, amount: 10 * (i + 1) }));
		const staked = bets.reduce((sum, b) => sum + b.amount * 100, 0);
		expect(await placeCards(me, bets)).toMatchObject({
			type: "cardBetPlaced",
			balances: { realBalance: (100_000 - staked) / 100 },
		});
		await clock.alarmAt(round.phaseEndsAt);
		const dealing = await me.next("dealing");
		await clock.alarmAt(dealing.round.phaseEndsAt);
		const { deal } = (await clock.round()) ?? {};
		if (!deal) throw new Error("no deal");
		const outcome = { winner: deal.result === "andar" ? "andar" : "bahar", cardsDealt: deal.cardsDealt } as const;
		const told = await me.next("betResult");
		const rows = await cardBetRows(round.roundId);
		const returns = bets.map((b) => andarBaharReturnPaise(b.spot, b.amount * 100, outcome));
		// Exactly two bets win: the winning side and the one side bet whose range holds the number of cards dealt.
		expect(returns.filter((r) => r > 0)).toHaveLength(2);
		expect(rows.map((r) => [r.bet_type, r.amount_paise, r.status, r.payout_paise, r.entries, r.paid])).toEqual(
			bets.map((b, i) => {
				const paid = returns[i] ?? 0;
				return [b.spot, b.amount * 100, paid > 0 ? "won" : "lost", paid, paid > 0 ? 1 : 0, paid];
			}),
		);
		expect(told.bets.map((b) => [b.spot, b.status, b.payout])).toEqual(
			bets.map((b, i) => [b.spot, (returns[i] ?? 0) > 0 ? "won" : "lost", (returns[i] ?? 0) / 100]),
		);
		const balance = 100_000 - staked + returns.reduce((sum, r) => sum + r, 0);
		expect((await balancesOf(db(), player.id)).realPaise).toBe(balance);
		expect(told.balances.realBalance * 100).toBe(balance);
		expect(await ledgerMismatches(db())).toEqual([]);
		me.close();
	});
});

describe("a Dragon Tiger round", () => {
	it("on a tie pays Tie 11:1, returns half of Dragon and Tiger stakes, and pays Suited Tie only on a suited tie", async () => {
		const { stub } = await cardTable("dragon-tiger");
		const clock = new CardClock(stub);
		const next = await tieRound();
		await clock.install(next);
		const player = await createUser({ realPaise: 100_000, tokensPaise: 10_000 });
		const me = await connectCards(stub, player);
		const round = (await me.next("syncState")).round;
		if (!round) throw new Error("no round");
		expect(round).toMatchObject({ roundId: next.roundId, game: "dragon-tiger", openCards: [] });
		const deal = await dealOfRound("dragon-tiger", next.serverSeed, next.roundId);
		// An Andar Bahar spot is not a Dragon Tiger bet; play tokens are a wallet of their own.
		expect(await placeCards(me, [{ spot: "andar", amount: 10 }])).toMatchObject({
			message: "There is no such bet at this table.",
		});
		expect(
			await placeCards(me, [
				{ spot: "dragon", amount: 101 },
				{ spot: "tiger", amount: 20 },
				{ spot: "tie", amount: 10 },
				{ spot: "suitedTie", amount: 10 },
			]),
		).toMatchObject({ type: "cardBetPlaced", balances: { realBalance: 859 } });
		expect(await placeCards(me, [{ spot: "tie", amount: 10 }], { wallet: "tokens" })).toMatchObject({
			type: "cardBetPlaced",
			balances: { playTokens: 90 },
		});
		await clock.alarmAt(round.phaseEndsAt);
		const dealing = await me.next("dealing");
		expect(dealing.round.dealt).toEqual(deal.cards);
		await clock.alarmAt(dealing.round.phaseEndsAt);
		expect((await me.next("roundResult")).round).toMatchObject({ result: "tie", suited: deal.suited });
		const suitedPaid = deal.suited ? 51_000 : 0;
		const rows = await cardBetRows(round.roundId);
		expect(rows.map((r) => [r.bet_type, r.status, r.payout_paise, r.paid])).toEqual([
			["dragon", "lost", 5_050, 5_050],
			["tiger", "lost", 1_000, 1_000],
			["tie", "won", 12_000, 12_000],
			["suitedTie", deal.suited ? "won" : "lost", suitedPaid, suitedPaid],
			["tie", "won", 12_000, 12_000],
		]);
		expect(await balancesOf(db(), player.id)).toEqual({
			realPaise: 100_000 - 14_100 + 5_050 + 1_000 + 12_000 + suitedPaid,
			tokensPaise: 10_000 - 1_000 + 12_000,
		});
		expect(await ledgerMismatches(db())).toEqual([]);
		me.close();
	});

	it("settles exactly once when its settlement fails after the round row and the room is evicted", async () => {
		const { stub } = await cardTable("dragon-tiger");
		const clock = new CardClock(stub);
		// A tie: every bet is paid something (Tie 11:1, half back on Dragon and Tiger), so each is paid exactly once.
		await clock.install(await tieRound());
		const players = await Promise.all([1, 2, 3].map(() => createUser({ realPaise: 10_000 })));
		const clients = await Promise.all(players.map((p) => connectCards(stub, p)));
		const round = (await clients[0]?.next("syncState"))?.round;
		if (!round) throw new Error("no round");
		for (const [i, c] of clients.entries()) {
			const spot = (["dragon", "tiger", "tie"] as const)[i] ?? "tie";
			expect(await placeCards(c, [{ spot, amount: 50 }])).toMatchObject({ type: "cardBetPlaced" });
		}
		await clock.alarmAt(round.phaseEndsAt);
		const dealing = await clock.round();
		if (!dealing) throw new Error("not dealing");
		// Evicted mid-deal: a new instance reads the stored round and its book from D1.
		await evictDurableObject(stub);
		await clock.install();
		expect(await clock.round()).toEqual(dealing);
		await runInDurableObject(stub, (room) => {
			let failed = false;
			room.configureForTests({
				settleChunk: 1,
				settlementHook: (step) => {
					if (step === "chunk:1" && !failed) {
						failed = true;
						throw new Error("injected settlement failure");
					}
				},
			});
		});
		await clock.alarmAt(dealing.phaseEndsAt);
		expect(await runInDurableObject(stub, (room) => room.pendingSettlements())).toEqual([round.roundId]);
		await evictDurableObject(stub);
		await clock.install();
		await clock.alarmAt(dealing.phaseEndsAt + 5_000);
		expect(await runInDurableObject(stub, (room) => room.pendingSettlements())).toEqual([]);
		const expected = (spot: string) => {
			const { result } = dealing.deal;
			if (spot === "tie") return result === "tie" ? 60_000 : 0;
			return result === spot ? 10_000 : result === "tie" ? 2_500 : 0;
		};
		const rows = await cardBetRows(round.roundId);
		expect(rows.map((r) => [r.bet_type, r.paid, r.entries])).toEqual(
			["dragon", "tiger", "tie"].map((spot) => [spot, expected(spot), expected(spot) > 0 ? 1 : 0]),
		);
		for (const [i, p] of players.entries()) {
			const spot = ["dragon", "tiger", "tie"][i] ?? "tie";
			expect((await balancesOf(db(), p.id)).realPaise).toBe(10_000 - 5_000 + expected(spot));
		}
		expect(await ledgerMismatches(db())).toEqual([]);
		for (const c of clients) c.close();
	});
});

describe("the card tables' sockets", () => {
	it("opens the Andar Bahar and Dragon Tiger tables through the Worker, each on its own room", async () => {
		for (const table of ["andar-bahar", "dragon-tiger"] as const) {
			const client = await RoomClient.connect<CardServerMessage>(
				exports.default,
				`http://localhost${ROOM_SOCKET_PATH}?table=${table}`,
			);
			const sync = await client.next("syncState");
			expect(sync).toMatchObject({ game: table, round: { phase: "betting", game: table } });
			client.close();
		}
	});
});

describe("a card table's switch", () => {
	it("finishes the round under way, opens no other while switched off, refuses bets, and opens one when back on", async () => {
		const { id, stub } = await cardTable("andar-bahar");
		const clock = new CardClock(stub);
		await clock.install();
		// Short phases on the held clock: the whole round stays within the socket's token (15 minutes).
		await runInDurableObject(stub, (room) =>
			room.configureForTests({ timing: { bettingMs: 15_000, resultMs: 6_000 } }),
		);
		const player = await createUser({ realPaise: 10_000 });
		const me = await connectCards(stub, player);
		const round = (await me.next("syncState")).round;
		if (!round) throw new Error("no round");
		await env.DB.prepare("UPDATE tables SET status = 'disabled' WHERE id = ?").bind(id).run();
		await clock.alarmAt(round.phaseEndsAt);
		const dealing = await me.next("dealing");
		await clock.alarmAt(dealing.round.phaseEndsAt);
		const shown = await me.next("roundResult");
		await clock.alarmAt(shown.round.phaseEndsAt);
		expect(await me.next("tableStatus")).toMatchObject({
			tableEnabled: false,
			message: "This card table is closed for maintenance. Please come back later.",
		});
		expect(await runInDurableObject(stub, (room) => room.roundForTests()?.phase)).toBe("result");
		expect(await placeCards(me, [{ spot: "andar", amount: 10 }])).toMatchObject({
			type: "error",
			message: "Betting is closed for this round: bet again when the next round opens.",
		});
		expect((await balancesOf(db(), player.id)).realPaise).toBe(10_000);
		await env.DB.prepare("UPDATE tables SET status = 'active' WHERE id = ?").bind(id).run();
		expect(await stub.refreshTableStatus()).toBe(true);
		expect((await me.next("bettingOpen")).round.seq).toBe(round.seq + 1);
		me.close();
	});
});

describe("a player's protection at a card table", () => {
	it("refuses a bet during the player's break, with its message, and debits nothing", async () => {
		const { player, me, round } = await seatedAtCards("dragon-tiger", 10_000);
		const rest = await api("/protection/exclusions", player, {
			method: "POST",
			body: { kind: "cool_off", period: "24h" },
		});
		expect(rest.status).toBe(201);
		const refused = await placeCards(me, [{ spot: "dragon", amount: 10 }]);
		expect(refused).toMatchObject({ type: "error" });
		if (refused.type !== "error") throw new Error("placed");
		expect(refused.message).toMatch(/^Betting is paused by your own choice until .+ IST\.$/);
		expect(await cardBetRows(round.roundId)).toEqual([]);
		expect((await balancesOf(db(), player.id)).realPaise).toBe(10_000);
		me.close();
	});
});
