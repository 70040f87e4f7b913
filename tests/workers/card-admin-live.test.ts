/**
 * The admin's live view of a card table (/admin/live-game, app/components/admin/card-round-bets.tsx): the page opens
 * the table's socket through the Worker with the admin's access token, as a player's screen does, and reads the
 * round's bets from the room's live list (`roundBets`, durable/game-host/round-list.ts): players' names masked, each
 * bet's spot and stake, and after the round what each returned. The admin may watch, never bet. The room's clock is
 * held by the test (helpers/card-room.ts).
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { andarBaharReturnPaise } from "~/domain/andar-bahar/rules";
import type { CardServerMessage } from "~/domain/cards/protocol";
import { rouletteMessages } from "~/domain/messages";
import { ROOM_SOCKET_PATH, SOCKET_TOKEN_PARAM } from "~/domain/roulette/protocol";
import { CardClock, cardTable, connectCards, placeCards } from "./helpers/card-room";
import { RoomClient } from "./helpers/room-socket";
import { createUser } from "./helpers/users";

type RoundBets = Extract<CardServerMessage, { type: "roundBets" }>;

/** The admin's socket at a table, as the Live game page opens it: through the Worker, with the access token. */
const adminSocket = (table: string, token: string) =>
	RoomClient.connect<CardServerMessage>(
		exports.default,
		`http://localhost${ROOM_SOCKET_PATH}?table=${encodeURIComponent(table)}&${SOCKET_TOKEN_PARAM}=${token}`,
	);

describe("the admin's live view of a card table", () => {
	it("lists the round's bets with masked names, spots and stakes, then what each returned; the admin cannot bet", async () => {
		const { id, stub } = await cardTable("andar-bahar");
		const clock = new CardClock(stub);
		await clock.install();
		const admin = await createUser({ role: "admin", name: "Asha Admin" });
		const ravi = await createUser({ realPaise: 100_000, name: "Ravi Kumar" });
		const priya = await createUser({ realPaise: 100_000, tokensPaise: 10_000, name: "Priya Shah" });

		const watching = await adminSocket(id, admin.token);
		const sync = await watching.next("syncState");
		expect(sync).toMatchObject({ game: "andar-bahar", roundBets: [], roundBetsMore: 0, round: { phase: "betting" } });
		const round = sync.round;
		if (!round) throw new Error("no round");
		// Watching is all an admin does at a table: a bet is refused and nothing is listed.
		expect(await placeCards(watching as never, [{ spot: "andar", amount: 10 }])).toMatchObject({
			type: "error",
			message: rouletteMessages.playersOnly,
		});

		// Their names as the Worker passes them to the room (from their accounts).
		const players = await Promise.all([
			connectCards(stub, { ...ravi, name: "Ravi Kumar" }),
			connectCards(stub, { ...priya, name: "Priya Shah" }),
		]);
		const [raviSocket, priyaSocket] = players;
		if (!raviSocket || !priyaSocket) throw new Error("no sockets");
		expect(await placeCards(raviSocket, [{ spot: "andar", amount: 500 }])).toMatchObject({ type: "cardBetPlaced" });
		expect(
			await placeCards(priyaSocket, [
				{ spot: "bahar", amount: 200 },
				{ spot: "cards-1-5", amount: 20 },
			]),
		).toMatchObject({ type: "cardBetPlaced" });
		expect(await placeCards(priyaSocket, [{ spot: "andar", amount: 30 }], { wallet: "tokens" })).toMatchObject({
			type: "cardBetPlaced",
		});

		const listed = (settled: boolean) =>
			watching.until(
				() =>
					watching.messages.findLast(
						(m): m is RoundBets =>
							m.type === "roundBets" &&
							m.bets.length === 4 &&
							m.bets.every((b) => (b.status === "placed") === !settled),
					),
				settled ? "the settled list" : "the list of four bets",
			);
		// Largest stakes first; only masked names, never a user id or a full name.
		const placed = await listed(false);
		expect(placed).toMatchObject({ roundId: round.roundId, more: 0 });
		expect(placed.bets).toEqual([
			{ name: "Ra***", spot: "andar", wallet: "real", amount: 500, status: "placed", payout: null },
			{ name: "Pr***", spot: "bahar", wallet: "real", amount: 200, status: "placed", payout: null },
			{ name: "Pr***", spot: "andar", wallet: "tokens", amount: 30, status: "placed", payout: null },
			{ name: "Pr***", spot: "cards-1-5", wallet: "real", amount: 20, status: "placed", payout: null },
		]);
		expect(JSON.stringify(placed)).not.toMatch(new RegExp(`${ravi.id}|${priya.id}|Kumar|Shah`));
		// The page opened later (or reconnected) starts from the same list.
		const late = await adminSocket(id, admin.token);
		expect((await late.next("syncState")).roundBets).toEqual(placed.bets);
		late.close();

		// The round is dealt and settled: the list says what each bet returned.
		await clock.alarmAt(round.phaseEndsAt);
		const dealing = await watching.next("dealing");
		await clock.alarmAt(dealing.round.phaseEndsAt);
		const { deal } = (await clock.round()) ?? {};
		if (!deal) throw new Error("no deal");
		const outcome = { winner: deal.result === "andar" ? "andar" : "bahar", cardsDealt: deal.cardsDealt } as const;
		const returned = (spot: "andar" | "bahar" | "cards-1-5", rupees: number) =>
			andarBaharReturnPaise(spot, rupees * 100, outcome) / 100;
		const settled = await listed(true);
		expect(settled.bets.map((b) => [b.name, b.spot, b.wallet, b.amount, b.status, b.payout])).toEqual(
			(
				[
					["Ra***", "andar", "real", 500],
					["Pr***", "bahar", "real", 200],
					["Pr***", "andar", "tokens", 30],
					["Pr***", "cards-1-5", "real", 20],
				] as const
			).map(([name, spot, wallet, amount]) => {
				const back = returned(spot, amount);
				return [name, spot, wallet, amount, back > 0 ? "won" : "lost", back];
			}),
		);
		for (const c of [watching, ...players]) c.close();
	});
});
