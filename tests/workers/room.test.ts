import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { commitmentOf, verifyRound } from "~/domain/fairness";
import { ROOM_SOCKET_PATH } from "~/domain/roulette/protocol";
import { colorOf } from "~/domain/roulette/wheel";
import { holdClock, tick } from "./helpers/room-clock";
import { isolatedRoom, RoomClient } from "./helpers/room-socket";

describe("the RouletteRoom", () => {
	it("sends syncState on connect through the Worker's socket path, then every phase event in order", async () => {
		const client = await RoomClient.connect(exports.default, `http://localhost${ROOM_SOCKET_PATH}`);
		const sync = await client.next("syncState");
		expect(sync.status).toBe("running");
		expect(sync.round?.phase).toBe("betting");
		expect(sync.round?.commitment).toMatch(/^[0-9a-f]{64}$/);
		expect(sync.round?.serverSeed).toBeNull();
		expect(sync.round?.result).toBeNull();
		expect(Math.abs(sync.serverNow - Date.now())).toBeLessThan(1_000);
		const round = sync.round;
		if (!round) throw new Error("no round");
		expect(round.roundEndTime).toBe(round.phaseStartedAt + 3_000);

		const closed = await client.next("bettingClosed");
		const spinning = await client.next("spinning");
		const result = await client.next("roundResult");
		const nextRound = await client.next("gameStarted");

		expect(closed.round.roundId).toBe(round.roundId);
		// One moment of the round, one frame: a full table gets one send per socket, not two bursts.
		expect(client.frames).toContainEqual(["bettingClosed", "spinning"]);
		expect(client.frames.filter((types) => types.includes("spinning"))).toEqual([["bettingClosed", "spinning"]]);
		expect(spinning.round.phase).toBe("spinning");
		// Phases follow absolute deadlines: each starts where the previous one ended.
		expect(spinning.round.phaseStartedAt).toBe(round.roundEndTime);
		expect(spinning.round.phaseEndsAt).toBe(round.roundEndTime + 1_000);
		expect(result.round.phase).toBe("result");
		expect(result.result).toBe(spinning.round.result);
		expect(result.color).toBe(colorOf(result.result));
		expect(nextRound.round.seq).toBe(round.seq + 1);
		expect(nextRound.round.roundId).not.toBe(round.roundId);

		// The revealed seed matches the commitment published before betting, and gives the result.
		const seed = result.round.serverSeed;
		if (!seed) throw new Error("seed not revealed");
		expect(await commitmentOf(seed)).toBe(round.commitment);
		const check = await verifyRound({
			roundId: round.roundId,
			serverSeed: seed,
			commitment: round.commitment,
			result: result.result,
		});
		expect(check).toMatchObject({ commitmentMatches: true, resultMatches: true });

		// The history row in D1 holds the same commitment, seed and result.
		const row = await env.DB.prepare("SELECT commitment, server_seed, result FROM rounds WHERE id = ?")
			.bind(round.roundId)
			.first();
		expect(row).toEqual({ commitment: round.commitment, server_seed: seed, result: result.result });
		client.close();
	});

	it("refuses plain HTTP on the socket path", async () => {
		const response = await exports.default.fetch(`http://localhost${ROOM_SOCKET_PATH}`);
		expect(response.status).toBe(426);
	});

	it("does not cut the betting window short when an alarm runs early", async () => {
		const stub = await isolatedRoom();
		const client = await RoomClient.connect(stub, "http://room/");
		const sync = await client.next("syncState");
		expect(await runDurableObjectAlarm(stub)).toBe(true);
		const state = await runInDurableObject(stub, (room) => room.syncState());
		expect(state.round?.roundId).toBe(sync.round?.roundId);
		expect(state.round?.phase).toBe("betting");
		// ...and the alarm was armed again for the real deadline, which then advances the round. Real time on
		// purpose: the point is that the alarm fires on its own at the deadline, not when a test runs it.
		await client.next("bettingClosed", { timeoutMs: 6_000 });
		client.close();
	});

	it("keeps its round and its sockets across an eviction", async () => {
		const stub = await isolatedRoom();
		await holdClock(stub);
		const client = await RoomClient.connect(stub, "http://room/");
		const sync = await client.next("syncState");
		await evictDurableObject(stub);
		// A new instance reloads the stored round...
		const after = await runInDurableObject(stub, (room) => room.syncState());
		expect(after.round?.roundId).toBe(sync.round?.roundId);
		expect(after.round?.commitment).toBe(sync.round?.commitment);
		// ...and the hibernated socket still receives the phase events (the new instance's alarm closes betting).
		await tick(stub);
		const closed = await client.next("bettingClosed");
		expect(closed.round.roundId).toBe(sync.round?.roundId);
		client.close();
	});

	it("goes idle when nobody is watching and opens a fresh round for the next visitor", async () => {
		const stub = await isolatedRoom();
		await holdClock(stub);
		const first = await RoomClient.connect(stub, "http://room/");
		const firstSync = await first.next("syncState");
		first.close();
		// The room has seen the socket go (it echoed the close)...
		await first.waitClosed();
		// ...then the round runs out with no socket connected: betting, spinning, result.
		for (let phase = 0; phase < 3; phase++) await tick(stub);
		const idle = await runInDurableObject(stub, (room) => room.syncState());
		expect(idle.status).toBe("idle");
		const second = await RoomClient.connect(stub, "http://room/");
		const secondSync = await second.next("syncState");
		expect(secondSync.status).toBe("running");
		expect(secondSync.round?.phase).toBe("betting");
		expect(secondSync.round?.seq).toBe((firstSync.round?.seq ?? 0) + 1);
		expect(secondSync.lastResults[0]?.roundId).toBe(firstSync.round?.roundId);
		second.close();
	});
});
