/**
 * The operator's controls per table (docs/decisions/0620-tables-and-racetrack.md, "Admin controls per table"):
 * GET, POST /api/admin/tables and PATCH /api/admin/tables/:id, admins only, validated with the domain's rules and messages,
 * written with their audit row, and acted on by the table's own room: switched off it opens no new round, and a
 * changed limit applies at its next round. Each test has a table of its own (isolatedRoom).
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { adminMessages } from "~/domain/admin";
import { rouletteMessages, validationMessages } from "~/domain/messages";
import { database } from "~/server/db/client";
import { balancesOf } from "~/server/ledger";
import { api } from "./helpers/api";
import { holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom, type RoomClient, roomNamed } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

type Listed = { id: string; name: string; minBet: number; maxBet: number; status: string; chipValues: number[] };

const patch = (user: TestUser | null, id: string, body: unknown) =>
	api(`/admin/tables/${id}`, user, { method: "PATCH", body });

async function answer(response: Response) {
	return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const create = (user: TestUser | null, body: unknown) => api("/admin/tables", user, { method: "POST", body });

async function tableRow(id: string) {
	return env.DB.prepare(
		"SELECT name, status, min_bet_paise, max_bet_paise, chip_values_paise, sort_order FROM tables WHERE id = ?",
	)
		.bind(id)
		.first();
}

async function auditRows(id: string) {
	const { results } = await env.DB.prepare(
		"SELECT actor_id, action, target_type, target_id, before, after FROM audit_log WHERE target_id = ? ORDER BY id",
	)
		.bind(id)
		.all<{ actor_id: string; action: string; target_type: string; target_id: string; before: string; after: string }>();
	return results.map((r) => ({ ...r, before: JSON.parse(r.before), after: JSON.parse(r.after) }));
}

/** Sends one submission and returns the room's answer: null when placed, else the refusal's message. */
async function place(client: RoomClient, amount: number): Promise<string | null> {
	const submissionId = crypto.randomUUID();
	client.send({ type: "placeBets", submissionId, wallet: "real", bets: [{ type: "odd", amount }] });
	const reply = await client.reply(submissionId);
	return reply.type === "error" ? reply.message : null;
}

/** A table of its own with its clock held, an admin, and a player with `realPaise` seated at it. */
async function seatedAtOwnTable(realPaise: number) {
	const id = crypto.randomUUID();
	const stub = await isolatedRoom(id);
	await holdClock(stub);
	const admin = await createUser({ role: "admin" });
	const player = await createUser({ realPaise });
	const client = await connectAs(stub, player);
	const sync = await client.next("syncState");
	return { id, stub, admin, player, client, sync };
}

describe("GET /api/admin/tables", () => {
	it("lists every table to an admin, switched off ones too; players and visitors are refused", async () => {
		const on = crypto.randomUUID();
		const off = crypto.randomUUID();
		await isolatedRoom(on);
		await isolatedRoom(off);
		await env.DB.prepare("UPDATE tables SET status = 'disabled' WHERE id = ?").bind(off).run();
		const admin = await createUser({ role: "admin" });
		const { status, body } = await answer(await api("/admin/tables", admin));
		expect(status).toBe(200);
		const listed = body.tables as Listed[];
		expect(listed.find((t) => t.id === off)).toMatchObject({ status: "disabled", minBet: 10, maxBet: 50_000 });
		expect(listed.find((t) => t.id === on)).toMatchObject({
			status: "active",
			chipValues: [10, 20, 50, 100, 500, 2500],
		});
		expect(listed[0]?.id).toBe("main");

		expect((await api("/admin/tables", null)).status).toBe(401);
		expect((await api("/admin/tables", await createUser())).status).toBe(403);
	});
});

describe("PATCH /api/admin/tables/:id", () => {
	it("changes the switch and the limits in rupees, with an audit row of before and after", async () => {
		const id = crypto.randomUUID();
		await isolatedRoom(id);
		const admin = await createUser({ role: "admin" });
		const saved = await answer(await patch(admin, id, { minBet: 50, maxBet: 2_000 }));
		expect(saved).toEqual({
			status: 200,
			body: {
				message: adminMessages.tableSaved,
				table: expect.objectContaining({ id, minBet: 50, maxBet: 2_000, status: "active" }),
			},
		});
		expect(await tableRow(id)).toMatchObject({ status: "active", min_bet_paise: 5_000, max_bet_paise: 200_000 });
		// Only the maximum: the minimum stays.
		expect((await patch(admin, id, { maxBet: 3_000 })).status).toBe(200);
		expect(await tableRow(id)).toMatchObject({ min_bet_paise: 5_000, max_bet_paise: 300_000 });

		const audit = await auditRows(id);
		expect(audit).toHaveLength(2);
		expect(audit[0]).toMatchObject({
			actor_id: admin.id,
			action: "table.update",
			target_type: "table",
			target_id: id,
			before: { id, minBet: 10, maxBet: 50_000, status: "active" },
			after: { id, minBet: 50, maxBet: 2_000, status: "active" },
		});
		expect(audit[1]).toMatchObject({ before: { maxBet: 2_000 }, after: { minBet: 50, maxBet: 3_000 } });
	});

	it("refuses bad limits and statuses with the domain's messages, an unknown table with 404, and changes nothing", async () => {
		const id = crypto.randomUUID();
		await isolatedRoom(id);
		const admin = await createUser({ role: "admin" });
		const before = await tableRow(id);
		const refusals: Array<[unknown, number, string]> = [
			[{ minBet: 500, maxBet: 100 }, 422, adminMessages.gameLimits],
			// Against the stored maximum (₹50,000): a minimum above it.
			[{ minBet: 60_000 }, 422, adminMessages.gameLimits],
			[{ maxBet: 5 }, 422, adminMessages.gameLimits],
			[{ minBet: 5 }, 422, adminMessages.gameLimits],
			[{ maxBet: 50_001 }, 422, adminMessages.gameLimits],
			[{ minBet: 12.5 }, 422, adminMessages.gameLimits],
			[{ minBet: "10" }, 422, validationMessages.wrongType("minBet", "a number")],
			[{ status: "closed" }, 422, adminMessages.switchStatus],
			[{}, 422, adminMessages.nothingToChange],
		];
		for (const [body, status, message] of refusals) {
			expect(await answer(await patch(admin, id, body)), JSON.stringify(body)).toEqual({ status, body: { message } });
		}
		expect(await answer(await patch(admin, "no-such-table", { status: "disabled" }))).toEqual({
			status: 404,
			body: { message: rouletteMessages.tableNotFound },
		});
		expect(await tableRow(id)).toEqual(before);
		expect(await auditRows(id)).toEqual([]);
	});

	it("is for admins only: a player's and a visitor's change is refused and changes nothing", async () => {
		const id = crypto.randomUUID();
		await isolatedRoom(id);
		expect((await patch(null, id, { status: "disabled" })).status).toBe(401);
		expect((await patch(await createUser(), id, { status: "disabled" })).status).toBe(403);
		expect(await tableRow(id)).toMatchObject({ status: "active" });
		expect(await auditRows(id)).toEqual([]);
	});

	it("switched off, the table finishes its round and opens no other; switched on, it opens one at once", async () => {
		const { id, stub, admin, player, client, sync } = await seatedAtOwnTable(10_000);
		expect(sync.tableEnabled).toBe(true);

		expect((await patch(admin, id, { status: "disabled" })).status).toBe(200);
		// The room is told at once, and says so to the table.
		expect(await client.next("tableStatus")).toMatchObject({
			tableEnabled: false,
			message: rouletteMessages.tableDisabled,
		});
		// The round under way still plays out; then nothing opens.
		await tick(stub);
		await tick(stub);
		const result = await client.next("roundResult");
		expect(result.round.roundId).toBe(sync.round?.roundId);
		await tick(stub);
		expect(await runDurableObjectAlarm(stub)).toBe(false);
		expect((await runInDurableObject(stub, (room) => room.syncState())).status).toBe("idle");
		expect(client.messages.filter((m) => m.type === "gameStarted")).toEqual([]);
		const late = await connectAs(stub, player);
		expect(await late.next("syncState")).toMatchObject({ status: "idle", tableEnabled: false });
		expect(await place(late, 10)).toBe(rouletteMessages.noRoundActive);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(10_000);

		const from = client.messages.length;
		expect((await patch(admin, id, { status: "active" })).status).toBe(200);
		const started = await client.next("gameStarted", { from });
		expect(started.round.seq).toBe((sync.round?.seq ?? 0) + 1);
		expect(await place(client, 10)).toBeNull();
		for (const c of [client, late]) c.close();
	});

	it("a changed limit applies at the table's next round; the round under way keeps its own", async () => {
		const { id, stub, admin, client, sync } = await seatedAtOwnTable(100_000);
		expect(sync.round).toMatchObject({ phase: "betting", minBet: 10, maxBet: 50_000 });

		expect((await patch(admin, id, { minBet: 50, maxBet: 100 })).status).toBe(200);
		// No switch, no word to the table: this round's limits are its own.
		expect(await place(client, 20)).toBeNull();
		await tick(stub);
		await tick(stub);
		await tick(stub);
		const next = await client.next("gameStarted");
		expect(next.round).toMatchObject({ minBet: 50, maxBet: 100 });
		expect(await place(client, 20)).toBe(rouletteMessages.minBet(50));
		expect(await place(client, 200)).toBe(rouletteMessages.maxBet(100));
		expect(await place(client, 50)).toBeNull();
		expect(client.messages.filter((m) => m.type === "tableStatus")).toEqual([]);
		client.close();
	});
});

describe("a table's name, chips and lobby place", () => {
	it("PATCH changes them, audited; the lobby's catalogue follows at once", async () => {
		const id = crypto.randomUUID();
		await isolatedRoom(id);
		const admin = await createUser({ role: "admin" });
		const saved = await answer(
			await patch(admin, id, { name: "  Evening Roulette ", chipValues: [20, 100, 1_000], sortOrder: 0 }),
		);
		expect(saved).toEqual({
			status: 200,
			body: {
				message: adminMessages.tableSaved,
				table: expect.objectContaining({ id, name: "Evening Roulette", chipValues: [20, 100, 1_000], sortOrder: 0 }),
			},
		});
		expect(await tableRow(id)).toMatchObject({
			name: "Evening Roulette",
			chip_values_paise: "[2000,10000,100000]",
			sort_order: 0,
		});
		const [audit] = await auditRows(id);
		expect(audit).toMatchObject({
			action: "table.update",
			before: { name: `Test table ${id}`, chipValues: [10, 20, 50, 100, 500, 2500], sortOrder: 100 },
			after: { name: "Evening Roulette", chipValues: [20, 100, 1_000], sortOrder: 0 },
		});
		// The players' catalogue (not cached for the next read: the change forgets it) has the new name and place.
		const { body } = await answer(await api("/tables", null));
		const listed = body.tables as Listed[];
		expect(listed.find((t) => t.id === id)).toMatchObject({ name: "Evening Roulette", chipValues: [20, 100, 1_000] });
		// Place 0 puts it first in the lobby, before the main table (place 1).
		expect(listed.findIndex((t) => t.id === id)).toBeLessThan(listed.findIndex((t) => t.id === "main"));
	});

	it("refuses bad names, chips and places with the domain's messages, and changes nothing", async () => {
		const id = crypto.randomUUID();
		await isolatedRoom(id);
		const admin = await createUser({ role: "admin" });
		const before = await tableRow(id);
		const refusals: Array<[unknown, string]> = [
			[{ name: "   " }, adminMessages.tableName],
			[{ name: "x".repeat(61) }, adminMessages.tableName],
			[{ name: 7 }, adminMessages.tableName],
			[{ chipValues: [] }, adminMessages.tableChips],
			[{ chipValues: [10, 15] }, adminMessages.tableChips],
			[{ chipValues: [5] }, adminMessages.tableChips],
			[{ chipValues: [100, 50] }, adminMessages.tableChips],
			[{ chipValues: [10, 10] }, adminMessages.tableChips],
			[{ chipValues: [60_000] }, adminMessages.tableChips],
			[{ chipValues: [10.5] }, adminMessages.tableChips],
			[{ chipValues: [10, 20, 30, 40, 50, 60, 70, 80, 90] }, adminMessages.tableChips],
			[{ chipValues: "10,20" }, adminMessages.tableChips],
			[{ sortOrder: -1 }, adminMessages.tableOrder],
			[{ sortOrder: 1_000 }, adminMessages.tableOrder],
			[{ sortOrder: 1.5 }, adminMessages.tableOrder],
		];
		for (const [body, message] of refusals) {
			expect(await answer(await patch(admin, id, body)), JSON.stringify(body)).toEqual({
				status: 422,
				body: { message },
			});
		}
		expect(await tableRow(id)).toEqual(before);
		expect(await auditRows(id)).toEqual([]);
	});
});

describe("POST /api/admin/tables", () => {
	it("adds a table that opens at once: listed, audited, and a player bets at it through the Worker", async () => {
		const id = `t-${crypto.randomUUID().slice(0, 8)}`;
		const admin = await createUser({ role: "admin" });
		const created = await answer(
			await create(admin, { id, name: "Night Table", minBet: 20, maxBet: 5_000, chipValues: [20, 100, 500] }),
		);
		expect(created).toEqual({
			status: 201,
			body: {
				message: adminMessages.tableCreated,
				table: expect.objectContaining({ id, name: "Night Table", minBet: 20, maxBet: 5_000, status: "active" }),
			},
		});
		// Without a place it goes after the others.
		const row = await tableRow(id);
		const others = await env.DB.prepare("SELECT max(sort_order) AS last FROM tables WHERE id <> ?")
			.bind(id)
			.first<{ last: number }>();
		expect(row).toMatchObject({ status: "active", min_bet_paise: 2_000, max_bet_paise: 500_000 });
		expect(row?.sort_order).toBe(Math.min((others?.last ?? 0) + 1, 999));
		expect(await auditRows(id)).toMatchObject([
			{ actor_id: admin.id, action: "table.create", target_id: id, before: null, after: { id, name: "Night Table" } },
		]);
		expect(((await answer(await api("/tables", null))).body.tables as Listed[]).map((t) => t.id)).toContain(id);

		// Its room is made the first time someone sits down, with the new table's limits.
		const stub = roomNamed(id);
		await holdClock(stub);
		const player = await createUser({ realPaise: 10_000 });
		const client = await connectAs(stub, player);
		expect((await client.next("syncState")).round).toMatchObject({ phase: "betting", minBet: 20, maxBet: 5_000 });
		expect(await place(client, 10)).toBe(rouletteMessages.minBet(20));
		expect(await place(client, 20)).toBeNull();
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(8_000);
		client.close();
	});

	it("refuses a taken or malformed id, bad fields, players and visitors, and writes nothing", async () => {
		const admin = await createUser({ role: "admin" });
		const good = {
			id: `t-${crypto.randomUUID().slice(0, 8)}`,
			name: "Good",
			minBet: 10,
			maxBet: 100,
			chipValues: [10],
		};
		const refusals: Array<[unknown, number, string]> = [
			[{ ...good, id: "main" }, 409, adminMessages.tableIdTaken],
			[{ ...good, id: "Upper" }, 422, adminMessages.tableId],
			[{ ...good, id: "a b" }, 422, adminMessages.tableId],
			[{ ...good, id: "x".repeat(41) }, 422, adminMessages.tableId],
			[{ ...good, id: undefined }, 422, adminMessages.tableId],
			[{ ...good, name: "" }, 422, adminMessages.tableName],
			[{ ...good, minBet: 200 }, 422, adminMessages.gameLimits],
			[{ ...good, maxBet: 60_000 }, 422, adminMessages.gameLimits],
			[{ ...good, chipValues: [25] }, 422, adminMessages.tableChips],
			[{ ...good, sortOrder: 5_000 }, 422, adminMessages.tableOrder],
		];
		for (const [body, status, message] of refusals) {
			expect(await answer(await create(admin, body)), JSON.stringify(body)).toEqual({ status, body: { message } });
		}
		expect(await tableRow(good.id)).toBeNull();
		expect((await create(null, good)).status).toBe(401);
		expect((await create(await createUser(), good)).status).toBe(403);
		expect(await tableRow(good.id)).toBeNull();
		expect(await auditRows(good.id)).toEqual([]);
		// Twice the same new id: the first is created, the second refused.
		expect((await create(admin, good)).status).toBe(201);
		expect(await answer(await create(admin, good))).toEqual({
			status: 409,
			body: { message: adminMessages.tableIdTaken },
		});
		expect(await auditRows(good.id)).toHaveLength(1);
	});
});
