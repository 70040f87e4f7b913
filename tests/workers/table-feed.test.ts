import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "~/domain/roulette/protocol";
import { bettingRound, holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom, type RoomClient } from "./helpers/room-socket";
import { createUser } from "./helpers/users";

type Feed = Extract<ServerMessage, { type: "tableFeed" }>;
const feedsOf = (client: RoomClient, from = 0) =>
	client.messages.slice(from).filter((m): m is Feed => m.type === "tableFeed");

describe("the table feed: other players' real bets and wins, masked (docs/product.md#content)", () => {
	it("shows B (and spectators) A's masked bets, batched, and never A's id or balance; A's copy leaves A out", async () => {
		const stub = await isolatedRoom();
		const A_NAME = "Ramesh Kumar";
		const a = await createUser({ realPaise: 123_456_00, name: A_NAME });
		const b = await createUser({ realPaise: 5_000_00, name: "Bina" });
		await holdClock(stub);
		const ca = await connectAs(stub, { ...a, name: A_NAME });
		const cb = await connectAs(stub, b);
		const spectator = await connectAs(stub, null);
		await cb.next("syncState");
		await spectator.next("syncState");
		const round = await bettingRound(ca);

		const fromA = ca.messages.length;
		const fromB = cb.messages.length;
		const fromS = spectator.messages.length;
		// Two submissions in quick succession: one throttled feed message carries both.
		const first = crypto.randomUUID();
		const second = crypto.randomUUID();
		ca.send({
			type: "placeBets",
			submissionId: first,
			wallet: "real",
			bets: [{ type: "straight", numbers: [17], amount: 100 }],
		});
		ca.send({
			type: "placeBets",
			submissionId: second,
			wallet: "real",
			bets: [
				{ type: "red", amount: 50 },
				{ type: "dozen", numbers: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], amount: 20 },
			],
		});
		expect((await ca.reply(first, { from: fromA })).type).toBe("betsPlaced");
		expect((await ca.reply(second, { from: fromA })).type).toBe("betsPlaced");

		const feed = await cb.next("tableFeed", { from: fromB });
		expect(feed.roundId).toBe(round.roundId);
		expect(feed.more).toBe(0);
		expect(feed.entries).toEqual([
			{
				kind: "bet",
				name: "Ra***",
				amount: 100,
				betType: "straight",
				betValue: "17",
				wallet: "real",
				at: expect.any(Number),
			},
			{
				kind: "bet",
				name: "Ra***",
				amount: 50,
				betType: "red",
				betValue: "red",
				wallet: "real",
				at: expect.any(Number),
			},
			{
				kind: "bet",
				name: "Ra***",
				amount: 20,
				betType: "dozen",
				betValue: "2nd 12",
				wallet: "real",
				at: expect.any(Number),
			},
		]);
		// Spectators see the same masked feed.
		expect((await spectator.next("tableFeed", { from: fromS })).entries).toEqual(feed.entries);

		// A newcomer's syncState carries the latest feed; A's own reconnect leaves A's entries out.
		const newcomer = await connectAs(stub, await createUser({ realPaise: 1_000_00, name: "Nova" }));
		expect((await newcomer.next("syncState")).feed.slice(-3)).toEqual(feed.entries);
		const again = await connectAs(stub, { ...a, name: A_NAME });
		expect((await again.next("syncState")).feed).toEqual([]);
		newcomer.close();
		again.close();

		// Everything B receives until the next round opens (results, any win of A's) is checked below.
		for (let phase = 0; phase < 3; phase++) await tick(stub);
		await cb.next("roundResult", { from: fromB });
		await cb.next("gameStarted", { from: fromB });

		const raw = JSON.stringify(cb.messages.slice(fromB)) + JSON.stringify(spectator.messages.slice(fromS));
		expect(raw).not.toContain(a.id);
		expect(raw).not.toContain(a.phone);
		expect(raw).not.toContain("Ramesh");
		// A's balance after the stakes (₹1,23,456 − ₹170) never reaches B.
		expect(raw).not.toContain("123286");
		expect(raw).not.toContain(first);
		expect(raw).not.toContain(second);
		// A's own copy never lists A's bets: A hears about them through betsPlaced.
		expect(feedsOf(ca, fromA).flatMap((m) => m.entries)).toEqual([]);
		// Every bet B saw was one of A's three (batched into one message, not one message per bet).
		expect(feedsOf(cb, fromB).filter((m) => m.entries.some((e) => e.kind === "bet"))).toHaveLength(1);
		ca.close();
		cb.close();
		spectator.close();
	});

	it("announces a round's wins (masked) to the other players, and not to the winner", async () => {
		const stub = await isolatedRoom();
		const admin = await createUser({ role: "admin" });
		const A_NAME = "Winnie Feed";
		const a = await createUser({ tokensPaise: 1_000_00, name: A_NAME });
		const b = await createUser({ realPaise: 1_000_00, name: "Bina" });
		await holdClock(stub);
		const ca = await connectAs(stub, { ...a, name: A_NAME });
		const cb = await connectAs(stub, b);
		await cb.next("syncState");
		await bettingRound(ca);
		await runInDurableObject(stub, (room) => room.forceResult(7, { id: admin.id, role: "admin" }, null));
		const fromA = ca.messages.length;
		const fromB = cb.messages.length;
		const submissionId = crypto.randomUUID();
		ca.send({
			type: "placeBets",
			submissionId,
			wallet: "tokens",
			bets: [{ type: "straight", numbers: [7], amount: 10 }],
		});
		expect((await ca.reply(submissionId, { from: fromA })).type).toBe("betsPlaced");
		await tick(stub);
		await tick(stub);
		await ca.next("betResult", { from: fromA });
		const winFeed = await cb.until(
			() => feedsOf(cb, fromB).find((m) => m.entries.some((e) => e.kind === "win")),
			"the win in B's feed",
		);
		expect(winFeed.entries).toEqual([
			{ kind: "win", name: "Wi***", amount: 360, wallet: "tokens", at: expect.any(Number) },
		]);
		expect(feedsOf(ca, fromA).flatMap((m) => m.entries)).toEqual([]);
		expect(JSON.stringify(cb.messages.slice(fromB))).not.toContain(a.id);
		ca.close();
		cb.close();
	});

	it("sent in slices, the last bets' feed still reaches every socket before it hears that betting closed", async () => {
		const stub = await isolatedRoom();
		await holdClock(stub);
		// One frame per turn of the room's event loop: the flush at the close goes out over several turns.
		await runInDurableObject(stub, (room) => room.configureForTests({ feedSlice: 1 }));
		const a = await createUser({ realPaise: 1_000_00, name: "Asha" });
		const ca = await connectAs(stub, a);
		const watchers = await Promise.all([1, 2, 3].map(() => connectAs(stub, null)));
		for (const w of watchers) await w.next("syncState");
		const round = await bettingRound(ca);
		const submissionId = crypto.randomUUID();
		ca.send({ type: "placeBets", submissionId, wallet: "real", bets: [{ type: "red", amount: 10 }] });
		expect((await ca.reply(submissionId)).type).toBe("betsPlaced");
		await tick(stub);
		for (const w of watchers) {
			await w.next("bettingClosed");
			const order = w.messages
				.filter((m) => (m.type === "tableFeed" && m.roundId === round.roundId) || m.type === "bettingClosed")
				.map((m) => m.type);
			expect(order).toEqual(["tableFeed", "bettingClosed"]);
			w.close();
		}
		ca.close();
	});
});
