import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom } from "./helpers/room-socket";
import { createUser } from "./helpers/users";

describe("winners reach every socket at the table", () => {
	it("broadcasts the masked winners list to players and spectators once the round is settled", async () => {
		const stub = await isolatedRoom();
		const admin = await createUser({ role: "admin" });
		const winner = await createUser({ tokensPaise: 100_000, name: "Winnie Table" });
		const watcher = await createUser({ realPaise: 10_000, name: "Watcher" });
		await holdClock(stub);
		const c1 = await connectAs(stub, winner);
		const c2 = await connectAs(stub, watcher);
		await c1.next("syncState");
		const { round } = await c2.next("syncState");
		if (round?.phase !== "betting") throw new Error("the held room opens its first round for betting");
		await runInDurableObject(stub, (room) => room.forceResult(7, { id: admin.id, role: "admin" }, null));
		const submissionId = crypto.randomUUID();
		c1.send({
			type: "placeBets",
			submissionId,
			wallet: "tokens",
			bets: [{ type: "straight", numbers: [7], amount: 10 }],
		});
		expect((await c1.reply(submissionId)).type).toBe("betsPlaced");
		const from = c2.messages.length;
		await tick(stub);
		await tick(stub);
		const seen = await c2.next("recentWinners", { from });
		expect(seen.recentWinners[0]).toEqual({
			name: "Wi***",
			amount: 360,
			wallet: "tokens",
			roundId: round.roundId,
			at: expect.any(Number),
		});
		// The watcher lost nothing and won nothing: only real winners are listed.
		expect(seen.recentWinners.filter((w) => w.roundId === round.roundId)).toHaveLength(1);
		c1.close();
		c2.close();
	});
});
