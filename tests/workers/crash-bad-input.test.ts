/**
 * Bad input at a crash table's socket (docs/decisions/0710-bad-input.md, 0736-socket-budgets.md, 0820-crash-game.md):
 * the host's rules hold for the crash game's messages as for roulette's: anything unparseable is answered
 * "That message could not be understood.", a crashBet or cashOut with a bad envelope the same (with no id to echo),
 * an oversized frame closes 1009, a spectator's frame 1008, a renewal that is not a token ends the session, and
 * nothing of it moves money.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { messages } from "~/domain/messages";
import { database } from "~/server/db/client";
import { balancesOf } from "~/server/ledger";
import { connectCrash, crashTable, HeldClock } from "./helpers/crash-room";
import { createUser } from "./helpers/users";

describe("bad input at a crash table's socket", () => {
	it("answers what it cannot read, closes what it must not read, and debits nothing", async () => {
		const { stub } = await crashTable();
		await new HeldClock(stub).install();
		const player = await createUser({ realPaise: 10_000 });
		const client = await connectCrash(stub, player);
		await client.next("syncState");
		const frames = [
			"not json",
			"[]",
			"null",
			JSON.stringify({ type: "nothing" }),
			JSON.stringify({
				type: "crashBet",
				submissionId: "bad id!",
				panel: 0,
				amount: 10,
				clientSeed: "0123456789abcdef",
			}),
			JSON.stringify({ type: "cashOut", submissionId: "ok", panel: 2 }),
			JSON.stringify({ type: "cashOut", submissionId: "ok", panel: "0" }),
			JSON.stringify({ type: "ping", clientTime: -1 }),
			JSON.stringify({ type: "placeBets", submissionId: "x", bets: [{ type: "red", amount: 10 }] }),
		];
		for (const frame of frames) {
			const from = client.messages.length;
			client.send(frame);
			const answer = await client.next("error", { from });
			expect(answer, frame).toMatchObject({ message: messages.invalidMessage });
			expect(answer.submissionId, frame).toBeUndefined();
		}
		// A bet whose fields are wrong is refused with its id and the field's own message.
		const id = crypto.randomUUID();
		const before = client.messages.length;
		client.send(JSON.stringify({ type: "crashBet", submissionId: id, panel: 0, amount: 10, clientSeed: "xyz" }));
		expect(await client.next("error", { from: before })).toMatchObject({ submissionId: id });
		client.send(JSON.stringify({ type: "ping", clientTime: 42 }));
		expect(await client.next("pong")).toMatchObject({ clientTime: 42 });
		// Oversized: closed 1009, unread.
		client.send(JSON.stringify({ type: "ping", clientTime: 1, pad: "x".repeat(17_000) }));
		expect((await client.waitClosed()).code).toBe(1009);
		// A renewal with no token ends the session.
		const renewing = await connectCrash(stub, player);
		await renewing.next("syncState");
		renewing.send(JSON.stringify({ type: "renewSession", token: 12 }));
		expect((await renewing.waitClosed()).code).toBe(4001);
		// A spectator says nothing.
		const spectator = await connectCrash(stub, null);
		await spectator.next("syncState");
		spectator.send(JSON.stringify({ type: "cashOut", submissionId: "s", panel: 0 }));
		expect((await spectator.waitClosed()).code).toBe(1008);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(10_000);
	});
});
