import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { MAIN_TABLE_ID } from "~/domain/tables";
import { readTableRow } from "~/durable/game-host/round-records";
import { DEMO_TABLES, demoTablesSql } from "~/scripts/lib/demo-tables";
import { database } from "~/server/db/client";
import { forgetTables } from "~/worker/api/tables";
import { api, call } from "./helpers/api";
import { createUser } from "./helpers/users";

type Listed = {
	id: string;
	name: string;
	minBet: number;
	maxBet: number;
	chipValues: number[];
	status: string;
	sortOrder: number;
	game: string;
	maxWin: number | null;
};

/** The catalogue as a reader sees it once the edge's copy is gone (these tests change rows behind the API's back). */
async function listTables() {
	await forgetTables("http://localhost");
	return call<{ tables: Listed[] }>("GET", "/api/tables");
}
/** SQL quoting as the seed's wrangler helper does it (scripts/lib/wrangler.mjs). */
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const seedDemoTables = () => env.DB.batch(demoTablesSql(quote).map((sql) => env.DB.prepare(sql)));
const MAIN = {
	id: "main",
	name: "Auto Roulette",
	minBet: 10,
	maxBet: 50_000,
	chipValues: [10, 20, 50, 100, 500, 2500],
	status: "active",
	sortOrder: 1,
	game: "roulette",
	maxWin: null,
};
/** The crash table every database has (migration 0011): the home page's Aviator. */
const AVIATOR = {
	id: "aviator",
	name: "Aviator",
	minBet: 10,
	maxBet: 10_000,
	chipValues: [10, 50, 100, 500],
	status: "active",
	sortOrder: 4,
	game: "crash",
	maxWin: 1_000_000,
};

/** The card tables every database has (migration 0012, docs/decisions/0840-card-tables.md). */
const CARD_TABLES = [
	["andar-bahar", "Andar Bahar", 5],
	["dragon-tiger", "Dragon Tiger", 6],
].map(([id, name, sortOrder]) => ({
	id,
	name,
	minBet: 10,
	maxBet: 10_000,
	chipValues: [10, 50, 100, 500],
	status: "active",
	sortOrder,
	game: id,
	maxWin: null,
}));

describe("the tables catalogue (GET /api/tables)", () => {
	afterEach(async () => {
		await env.DB.batch([
			env.DB.prepare("DELETE FROM tables WHERE id NOT IN ('main', 'aviator', 'andar-bahar', 'dragon-tiger')"),
			env.DB.prepare(
				"UPDATE tables SET status = 'active', min_bet_paise = 1000, max_bet_paise = 5000000 WHERE id = 'main'",
			),
		]);
	});

	it("answers the main table to anyone, from its migration, with the roulette game's limits", async () => {
		const { status, body } = await listTables();
		expect(status).toBe(200);
		expect(body).toEqual({ tables: [MAIN, AVIATOR, ...CARD_TABLES] });
		expect(await readTableRow(database(env.DB), MAIN_TABLE_ID)).toEqual({
			enabled: true,
			limits: { minBetPaise: 1_000, maxBetPaise: 5_000_000 },
		});
	});

	it("lists the demo seed's three tables in lobby order, limits and chips in rupees, and seeding again changes nothing", async () => {
		await seedDemoTables();
		await seedDemoTables();
		const { body } = await listTables();
		expect(body.tables).toEqual([
			MAIN,
			{
				id: "low-stakes",
				name: "Low Stakes Roulette",
				minBet: 10,
				maxBet: 1_000,
				chipValues: [10, 20, 50, 100],
				status: "active",
				sortOrder: 2,
				game: "roulette",
				maxWin: null,
			},
			{
				id: "high-limit",
				name: "High Limit Roulette",
				minBet: 500,
				maxBet: 50_000,
				chipValues: [500, 1_000, 2_500, 5_000, 10_000],
				status: "active",
				sortOrder: 3,
				game: "roulette",
				maxWin: null,
			},
			AVIATOR,
			...CARD_TABLES,
		]);
		expect(DEMO_TABLES).toHaveLength(3);
	});

	it("keeps the main table's switch and limits in one row, its catalogue row, which the games page reads and writes", async () => {
		const admin = await createUser({ role: "admin" });
		// The admin games page (PUT /api/admin/games/roulette) writes the main table's row (docs/decisions/0810).
		const saved = await api("/admin/games/roulette", admin, { method: "PUT", body: { minBet: 50, maxBet: 100 } });
		expect(saved.status).toBe(200);
		expect((await listTables()).body.tables[0]).toMatchObject({ id: "main", minBet: 50, maxBet: 100 });

		// A change to the catalogue row reaches what the room reads when it opens a round, and the games catalogue.
		await env.DB.prepare(
			"UPDATE tables SET status = 'disabled', min_bet_paise = 2000, max_bet_paise = 300000 WHERE id = 'main'",
		).run();
		expect(await readTableRow(database(env.DB), MAIN_TABLE_ID)).toEqual({
			enabled: false,
			limits: { minBetPaise: 2_000, maxBetPaise: 300_000 },
		});
		expect((await listTables()).body.tables[0]).toMatchObject({ status: "disabled", minBet: 20, maxBet: 3_000 });
		const games = await (await api("/games", admin)).json<{ games: Array<Record<string, unknown>> }>();
		expect(games.games.find((g) => g.id === "roulette")).toMatchObject({
			status: "disabled",
			minBet: 20,
			maxBet: 3_000,
		});

		// Other tables and the game's other fields are left alone; no trigger copies anything into the games row.
		await seedDemoTables();
		await env.DB.prepare("UPDATE tables SET min_bet_paise = 5000 WHERE id = 'low-stakes'").run();
		expect(await readTableRow(database(env.DB), MAIN_TABLE_ID)).toMatchObject({ limits: { minBetPaise: 2_000 } });
		const game = await env.DB.prepare("SELECT name, is_core, table_id FROM games WHERE id = 'roulette'").first();
		expect(game).toEqual({ name: "Roulette", is_core: 1, table_id: "main" });
		const triggers = await env.DB.prepare(
			"SELECT name FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%games%'",
		).all();
		expect(triggers.results).toEqual([]);
	});

	it("refuses limits and chips out of bounds in the database, and leaves out a row the rules refuse", async () => {
		const insert = (id: string, min: number, max: number, chips: string) =>
			env.DB.prepare(
				"INSERT INTO tables (id, name, min_bet_paise, max_bet_paise, chip_values_paise) VALUES (?, 'T', ?, ?, ?)",
			)
				.bind(id, min, max, chips)
				.run();
		await expect(insert("cheap", 500, 10_000, "[1000]")).rejects.toThrow(/CHECK/);
		await expect(insert("upside-down", 20_000, 10_000, "[1000]")).rejects.toThrow(/CHECK/);
		await expect(insert("too-high", 1_000, 6_000_000, "[1000]")).rejects.toThrow(/CHECK/);
		await expect(insert("no-chips", 1_000, 10_000, "[]")).rejects.toThrow(/CHECK/);
		await expect(insert("not-json", 1_000, 10_000, "ten")).rejects.toThrow(/CHECK/);

		// ₹15 is not a whole number of ₹10 chips: the database takes it, the domain's rules do not.
		await insert("odd-chips", 1_000, 10_000, "[1500]");
		const { status, body } = await listTables();
		expect(status).toBe(200);
		expect(body.tables.map((t) => t.id)).toEqual(["main", "aviator", "andar-bahar", "dragon-tiger"]);
	});
});
