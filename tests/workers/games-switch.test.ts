import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { rouletteMessages } from "~/domain/messages";
import { database } from "~/server/db/client";
import { balancesOf } from "~/server/ledger";
import { holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom } from "./helpers/room-socket";
import { createUser } from "./helpers/users";

/** The test's own table: its switch is its catalogue row (the main table's row follows the roulette game's). */
const table = crypto.randomUUID();
const setRoulette = (status: "active" | "disabled") =>
	env.DB.prepare("UPDATE tables SET status = ? WHERE id = ?").bind(status, table).run();

describe("the games switch (docs/product.md#content)", () => {
	afterEach(async () => {
		await setRoulette("active");
	});

	it("finishes the current round, opens no new one while roulette is disabled, and resumes when enabled", async () => {
		const stub = await isolatedRoom(table);
		await holdClock(stub);
		const player = await createUser({ realPaise: 10_000 });
		const client = await connectAs(stub, player);
		const sync = await client.next("syncState");
		expect(sync.tableEnabled).toBe(true);
		await setRoulette("disabled");

		// The round in progress still completes (betting, spinning)...
		await tick(stub);
		await tick(stub);
		const result = await client.next("roundResult");
		expect(result.round.roundId).toBe(sync.round?.roundId);
		// ...then, at the end of its result phase, the room says it is closed and opens nothing:
		await tick(stub);
		const status = await client.next("tableStatus");
		expect(status).toMatchObject({ tableEnabled: false, message: rouletteMessages.tableDisabled });
		const after = client.messages.length;
		// no alarm is left that could open a round, and none was opened.
		expect(await runDurableObjectAlarm(stub)).toBe(false);
		expect((await runInDurableObject(stub, (room) => room.syncState())).status).toBe("idle");
		// A reply on the same socket comes after anything the room sent it before.
		client.send({ type: "placeBets", submissionId: "probe", wallet: "real", bets: [{ type: "odd", amount: 10 }] });
		expect(await client.reply("probe")).toMatchObject({ type: "error", message: rouletteMessages.noRoundActive });
		expect(client.messages.slice(after).map((m) => m.type)).not.toContain("gameStarted");

		// A newcomer is told too, and cannot bet.
		const late = await connectAs(stub, player);
		const lateSync = await late.next("syncState");
		expect(lateSync).toMatchObject({ status: "idle", tableEnabled: false });
		late.send({ type: "placeBets", submissionId: "closed", wallet: "real", bets: [{ type: "odd", amount: 10 }] });
		expect(await late.reply("closed")).toMatchObject({ type: "error", message: rouletteMessages.noRoundActive });
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(10_000);

		// Switching it back on (the admin games API calls refreshTableStatus) opens a round at once.
		await setRoulette("active");
		expect(await stub.refreshTableStatus()).toBe(true);
		const started = await client.next("gameStarted", { from: after });
		expect(started.round.seq).toBeGreaterThan(result.round.seq);
		const reconnect = await connectAs(stub, player);
		expect((await reconnect.next("syncState")).tableEnabled).toBe(true);
		for (const c of [client, late, reconnect]) c.close();
	});
});
