/**
 * The APIs around a crash table (docs/decisions/0820-crash-game.md): the lobby's live tables, the rounds list, a
 * round's fairness record, the chains, the statistics, the player's bet history, the admin's results, the tables
 * API for a crash table, and no override of a crash result. One round is played through the socket first.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "~/domain/admin";
import { commitmentOfGameHash, verifyCrashRound } from "~/domain/crash/fairness";
import { database } from "~/server/db/client";
import { ledgerMismatches } from "~/server/ledger";
import { reconcile } from "~/server/reconciliation";
import { forgetTables } from "~/worker/api/tables";
import { api } from "./helpers/api";
import { bet, cashOut, connectCrash, crashAt, crashTable, HeldClock, instantOf } from "./helpers/crash-room";
import { createUser, type TestUser } from "./helpers/users";

let table: string;
let roundId: string;
let player: TestUser;
let admin: TestUser;

beforeAll(async () => {
	const created = await crashTable();
	table = created.id;
	const clock = new HeldClock(created.stub, 250);
	await clock.install();
	player = await createUser({ realPaise: 10_000 });
	admin = await createUser({ role: "admin" });
	const client = await connectCrash(created.stub, player);
	const round = (await client.next("syncState")).round;
	if (!round?.phaseEndsAt) throw new Error("no round");
	roundId = round.roundId;
	await bet(client, { panel: 0, amount: 20 });
	await bet(client, { panel: 1, amount: 10 });
	await clock.alarmAt(round.phaseEndsAt);
	clock.now = instantOf(round.phaseEndsAt, 200);
	await cashOut(client, 0);
	await clock.alarmAt(crashAt(round.phaseEndsAt, 250));
	await client.next("crashed");
	client.close();
});

describe("the APIs of a crash table", () => {
	it("lists its crash points, answers each round's fairness record and its chain, and its statistics", async () => {
		const list = await (await api(`/rounds?table=${table}`, null)).json<{ rounds: Array<Record<string, unknown>> }>();
		expect(list.rounds).toEqual([
			{ game: "crash", roundId, tableId: table, seq: 1, crashPoint: 250, time: expect.any(Number) },
		]);
		const record = await (await api(`/rounds/${roundId}`, null)).json<Record<string, unknown>>();
		expect(record).toMatchObject({ game: "crash", roundId, tableId: table, crashPoint: 250, chainIndex: 0 });
		const gameHash = String(record.gameHash);
		expect(await commitmentOfGameHash(gameHash)).toBe(record.commitment);
		// The first link's commitment is the chain's terminating hash itself.
		expect(record.terminatingHash).toBe(record.commitment);
		const chains = await (await api(`/rounds/chains?table=${table}`, null)).json<{
			chains: Array<Record<string, unknown>>;
		}>();
		expect(chains.chains).toEqual([
			{
				id: record.chainId,
				terminatingHash: record.terminatingHash,
				length: 10_000,
				used: 1,
				createdAt: expect.any(Number),
			},
		]);
		expect(JSON.stringify(chains)).not.toContain("seed");
		// The crash point was fixed by the test: the record is consistent, but /verify recomputes the fair one.
		const check = await verifyCrashRound({
			gameHash,
			commitment: String(record.commitment),
			clientSeeds: record.clientSeeds as string[],
			crashPoint: 250,
			terminatingHash: String(record.terminatingHash),
		});
		expect(check).toMatchObject({ commitmentMatches: true, chainSteps: 1 });
		const stats = await (await api(`/rounds/stats?table=${table}`, null)).json<Record<string, unknown>>();
		expect(stats).toMatchObject({ game: "crash", count: 1, instant: 0, median: 250, highest: 250, aboveTwo: 1 });
		expect(stats.rounds).toEqual([{ seq: 1, crashPoint: 250 }]);
	});

	it("shows the table in the lobby with its phase and crash points, and the player's bets in their history", async () => {
		await forgetTables("http://localhost");
		const live = await (await api("/tables/live", null)).json<{ tables: Array<Record<string, unknown>> }>();
		const mine = live.tables.find((t) => t.id === table);
		expect(mine).toMatchObject({ game: "crash", lastResults: [], lastCrashes: [{ roundId, seq: 1, crashPoint: 250 }] });
		expect(["crashed", "idle"]).toContain((mine?.live as { phase: string } | undefined)?.phase);
		const history = await (await api(`/user/bets?table=${table}`, player)).json<{
			bets: Array<Record<string, unknown>>;
		}>();
		expect(
			history.bets.map((b) => [b.game, b.type, b.panel, b.amount, b.status, b.payout, b.cashedOutAt, b.crashPoint]),
		).toEqual([
			["crash", "crash", 1, 10, "lost", 0, null, 250],
			["crash", "crash", 0, 20, "won", 40, 200, 250],
		]);
	});

	it("gives the admin its results, refuses to set a crash result, and its money reconciles", async () => {
		const results = await (await api(`/admin/results?table=${table}`, admin)).json<{
			results: Array<Record<string, unknown>>;
		}>();
		expect(results.results).toEqual([
			expect.objectContaining({ game: "crash", roundId, crashPoint: 250, bets: 2, real: { stakes: 30, payouts: 40 } }),
		]);
		const forced = await api("/admin/rounds/force-result", admin, { method: "POST", body: { number: 7, table } });
		expect(forced.status).toBe(422);
		expect(await forced.json()).toEqual({ message: adminMessages.noCrashOverride });
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
		const report = await reconcile(env.DB);
		expect(report.walletMismatches).toEqual([]);
	});

	it("creates a crash table with its maximum win and changes it, within the rule", async () => {
		const id = `crash-${crypto.randomUUID().slice(0, 6)}`;
		const body = { id, name: "Sky", minBet: 10, maxBet: 1_000, chipValues: [10, 100], game: "crash", maxWin: 5_000 };
		const created = await api("/admin/tables", admin, { method: "POST", body });
		expect(created.status).toBe(201);
		expect((await created.json<{ table: unknown }>()).table).toMatchObject({ id, game: "crash", maxWin: 5_000 });
		const tooLow = await api(`/admin/tables/${id}`, admin, { method: "PATCH", body: { maxWin: 1_999 } });
		expect(tooLow.status).toBe(422);
		expect(await tooLow.json()).toEqual({ message: adminMessages.maxWin });
		const saved = await api(`/admin/tables/${id}`, admin, { method: "PATCH", body: { maxWin: 2_000 } });
		expect((await saved.json<{ table: unknown }>()).table).toMatchObject({ maxWin: 2_000 });
	});
});
