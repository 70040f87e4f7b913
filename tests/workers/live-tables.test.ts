/**
 * The lobby's live tables (docs/decisions/0620-tables-and-racetrack.md, "The lobby's live tables"): GET
 * /api/tables/live answers each table's phase, deadline and latest results from D1 alone, with `serverNow` for the
 * countdowns; its rows are shared for a second and an admin's edit drops them.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LOBBY_RESULTS } from "~/domain/tables";
import { database } from "~/server/db/client";
import { type LiveTable, recentRoundsOf } from "~/server/live-tables";
import { forgetTables } from "~/worker/api/tables";
import { api, call } from "./helpers/api";
import { holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom } from "./helpers/room-socket";
import { createUser } from "./helpers/users";

type Live = { serverNow: number; tables: LiveTable[] };

const origin = "http://localhost";
const readLive = () => call<Live>("GET", "/api/tables/live");
/** The lobby as a reader arriving after the rows were changed behind the API's back (the shared copy dropped). */
async function freshLive() {
	await forgetTables(origin);
	return readLive();
}

/** A catalogue row of its own (a copy of the main table's), without its room. */
async function newTable(status: "active" | "disabled" = "active") {
	const id = crypto.randomUUID();
	await env.DB.prepare(
		`INSERT INTO tables (id, name, min_bet_paise, max_bet_paise, chip_values_paise, status, sort_order)
		 VALUES (?1, 'Table ' || ?1, 2000, 300000, '[2000,5000]', ?2, 50)`,
	)
		.bind(id, status)
		.run();
	return id;
}

/** A round of the table as its room writes it (number 1 unless told): open (no result yet) or revealed at `resultAt`. */
async function insertRound(
	tableId: string,
	round: { closesAt: number; result?: number; resultAt?: number; operatorSet?: boolean; seq?: number },
) {
	const id = crypto.randomUUID();
	const revealed = round.result !== undefined;
	await env.DB.prepare(
		`INSERT INTO rounds (id, table_id, seq, commitment, server_seed, result, operator_set, betting_opens_at,
		 betting_closes_at, result_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	)
		.bind(
			id,
			tableId,
			round.seq ?? 1,
			"c".repeat(64),
			revealed ? "s".repeat(64) : null,
			round.result ?? null,
			round.operatorSet ? 1 : 0,
			round.closesAt - 15_000,
			round.closesAt,
			round.resultAt ?? null,
		)
		.run();
	return id;
}

const find = (live: Live, id: string) => {
	const table = live.tables.find((t) => t.id === id);
	if (!table) throw new Error(`${id} is not in the lobby`);
	return table;
};

describe("GET /api/tables/live", () => {
	it("says what each table is doing from its latest round in D1, with the deadline to count down to", async () => {
		const start = Date.now();
		const betting = await newTable();
		await insertRound(betting, { seq: 1, closesAt: start - 20_000, result: 7, resultAt: start - 15_000 });
		const closesAt = start + 30_000;
		await insertRound(betting, { seq: 2, closesAt });
		const finished = await newTable();
		await insertRound(finished, { closesAt: start - 70_000, result: 4, resultAt: start - 60_000 });
		const stalled = await newTable();
		await insertRound(stalled, { closesAt: start - 60_000 });
		const unplayed = await newTable();
		const off = await newTable("disabled");
		const spinning = await newTable();
		const result = await newTable();
		// The short phases last: written just before the read (the test's phases are 1 s, believed 2 s more).
		const now = Date.now();
		await insertRound(spinning, { closesAt: now - 500 });
		await insertRound(result, { closesAt: now - 6_000, result: 32, resultAt: now - 500 });

		const { status, body } = await freshLive();
		expect(status).toBe(200);
		expect(body.serverNow).toBeGreaterThanOrEqual(now);
		expect(find(body, betting)).toMatchObject({
			name: `Table ${betting}`,
			minBet: 20,
			maxBet: 3_000,
			chipValues: [20, 50],
			status: "active",
			live: { phase: "betting", seq: 2, endsAt: closesAt },
			lastResults: [{ seq: 1, result: 7, color: "red", operatorSet: false }],
		});
		// Spinning until its result is due (the test's 1 s spin), then the result for the result phase.
		expect(find(body, spinning).live).toEqual({ phase: "spinning", seq: 1, endsAt: now - 500 + 1_000 });
		expect(find(body, result)).toMatchObject({
			live: { phase: "result", seq: 1, endsAt: now - 500 + 1_000 },
			lastResults: [{ seq: 1, result: 32, color: "red" }],
		});
		// Nobody is watching: its next round opens when someone sits down.
		expect(find(body, finished).live).toEqual({ phase: "idle", seq: null, endsAt: null });
		expect(find(body, finished).lastResults).toHaveLength(1);
		// A round whose result never came (a room that stopped) is not spinning for ever.
		expect(find(body, stalled).live).toEqual({ phase: "idle", seq: null, endsAt: null });
		expect(find(body, unplayed)).toMatchObject({ live: { phase: "idle" }, lastResults: [] });
		// A table switched off is listed as such, for the lobby to show it closed.
		expect(find(body, off)).toMatchObject({ status: "disabled" });
		// In lobby order, the main table first.
		expect(body.tables[0]?.id).toBe("main");
	});

	it("lists a table's last 8 results, newest first, with their colours and the operator's mark", async () => {
		const now = Date.now();
		const id = await newTable();
		const results = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
		for (const [i, n] of results.entries()) {
			const at = now - 100_000 + i * 1_000;
			await insertRound(id, { seq: i + 1, closesAt: at - 5_000, result: n, resultAt: at, operatorSet: n === 9 });
		}
		await insertRound(id, { seq: results.length + 1, closesAt: now + 5_000 });
		const table = find((await freshLive()).body, id);
		expect(table.live).toMatchObject({ phase: "betting", seq: 12 });
		expect(table.lastResults).toHaveLength(LOBBY_RESULTS);
		expect(table.lastResults.map((r) => [r.seq, r.result, r.color, r.operatorSet])).toEqual([
			[11, 10, "black", false],
			[10, 9, "red", true],
			[9, 8, "black", false],
			[8, 7, "red", false],
			[7, 6, "black", false],
			[6, 5, "red", false],
			[5, 4, "black", false],
			[4, 3, "red", false],
		]);
	});

	it("reads each table with one seek on the (table_id, seq) index, never a scan of the rounds", async () => {
		const { sql, params } = recentRoundsOf(database(env.DB), "main").toSQL();
		const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
			.bind(...params)
			.all<{ detail: string }>();
		const plan = results.map((r) => r.detail).join(" | ");
		expect(plan).toMatch(/SEARCH rounds USING INDEX rounds_table_seq_unique \(table_id=\?\)/);
		expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
	});

	it("follows a table's own room through a round: betting with the room's deadline, then its result", async () => {
		const id = crypto.randomUUID();
		const stub = await isolatedRoom(id);
		await holdClock(stub);
		const client = await connectAs(stub, await createUser());
		const { round } = await client.next("syncState");
		if (!round) throw new Error("no round");
		expect(find((await freshLive()).body, id).live).toEqual({
			phase: "betting",
			seq: round.seq,
			endsAt: round.roundEndTime,
		});
		await tick(stub);
		await tick(stub);
		const { result } = await client.next("roundResult");
		const table = find((await freshLive()).body, id);
		expect(table.live).toMatchObject({ phase: "result", seq: round.seq });
		expect(table.lastResults[0]).toMatchObject({ roundId: round.roundId, seq: round.seq, result });
		client.close();
	});

	it("shares its rows for a second (a round opened meanwhile is not seen yet); an admin's edit drops them at once", async () => {
		const id = await newTable();
		await freshLive();
		// Behind the API: a round opens. The shared rows do not know it yet.
		await insertRound(id, { closesAt: Date.now() + 10_000 });
		expect(find((await readLive()).body, id).live.phase).toBe("idle");
		// An admin's edit drops the shared rows (in this data centre): the lobby sees the switch and the round.
		const admin = await createUser({ role: "admin" });
		expect((await api(`/admin/tables/${id}`, admin, { method: "PATCH", body: { status: "disabled" } })).status).toBe(
			200,
		);
		const after = find((await readLive()).body, id);
		expect(after).toMatchObject({ status: "disabled", live: { phase: "betting" } });
		// The answer itself is never stored: its phases and serverNow are of the moment it was made.
		const response = await api("/tables/live", null);
		expect(response.headers.get("Cache-Control")).toBe("no-store");
	});
});
