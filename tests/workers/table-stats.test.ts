/**
 * A table's statistics (GET /api/rounds/stats, docs/decisions/0620-tables-and-racetrack.md#statistics): computed
 * from the rounds its room really played, operator-set results left out, public and kept at the edge a few seconds.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { rouletteMessages } from "~/domain/messages";
import type { ServerMessage } from "~/domain/roulette/protocol";
import type { TableStats } from "~/domain/roulette/stats";
import { database } from "~/server/db/client";
import { statsRoundsQuery } from "~/server/revealed-rounds";
import { PUBLIC_CACHE_CONTROL } from "~/worker/lib/edge-cache";
import { holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom, type RoomClient, type RoomStub } from "./helpers/room-socket";
import { authHeaders, createUser } from "./helpers/users";

const api = (path: string, init?: RequestInit) => exports.default.fetch(`http://localhost/api${path}`, init);

/** The answer: the domain's statistics of the table, and which table and how many results they cover. */
type StatsAnswer = TableStats & { tableId: string; limit: number };

/** Plays one round to its result (betting closes, the result is revealed, the next round opens); its result message. */
async function playRound(stub: RoomStub, watcher: RoomClient) {
	const from = watcher.messages.length;
	await tick(stub);
	await tick(stub);
	const result = await watcher.next("roundResult", { from });
	await tick(stub);
	return result;
}

/** What the test expects of a list of results, counted here one figure at a time. */
function counted(results: number[]) {
	const reds = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
	const nonZero = results.filter((n) => n !== 0);
	return {
		count: results.length,
		red: results.filter((n) => reds.includes(n)).length,
		black: nonZero.filter((n) => !reds.includes(n)).length,
		green: results.length - nonZero.length,
		odd: nonZero.filter((n) => n % 2 === 1).length,
		low: nonZero.filter((n) => n <= 18).length,
		dozens: [1, 2, 3].map((d) => nonZero.filter((n) => n > (d - 1) * 12 && n <= d * 12).length),
		columns: [1, 2, 3].map((c) => nonZero.filter((n) => n % 3 === c % 3).length),
		times: Array.from({ length: 37 }, (_, pocket) => results.filter((n) => n === pocket).length),
	};
}

describe("GET /api/rounds/stats", () => {
	it("counts the rounds a table played, leaves out the one the operator set, and is kept at the edge", async () => {
		const table = crypto.randomUUID();
		const stub = await isolatedRoom(table);
		await holdClock(stub);
		const watcher = await connectAs(stub, null);
		await watcher.next("syncState");
		const played: Extract<ServerMessage, { type: "roundResult" }>[] = [];
		for (let i = 0; i < 3; i++) played.push(await playRound(stub, watcher));
		// The fourth round's result is set by the operator: a number none of the fair rounds drew, so that counting it
		// would show.
		const fair = played.map((m) => m.result);
		const forcedNumber = [...Array(37).keys()].find((n) => !fair.includes(n)) ?? 0;
		const admin = await createUser({ role: "admin" });
		const force = await api("/admin/rounds/force-result", {
			method: "POST",
			headers: { "Content-Type": "application/json", ...authHeaders(admin) },
			body: JSON.stringify({ number: forcedNumber, table }),
		});
		expect(force.status).toBe(200);
		const forced = await playRound(stub, watcher);
		expect(forced).toMatchObject({ result: forcedNumber, round: { operatorSet: true } });
		played.push(forced);
		const last = await playRound(stub, watcher);
		played.push(last);
		fair.push(last.result);

		const response = await api(`/rounds/stats?table=${table}`);
		expect(response.status).toBe(200);
		expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL.recentRounds);
		const stats = (await response.json()) as StatsAnswer;
		expect(stats).toMatchObject({ tableId: table, limit: 500, operatorSetLeftOut: 1, ...counted(fair) });
		expect(stats.count).toBe(4);
		// The forced number counts only as often as a fair round drew it (the last round may draw it too, 1 in 37).
		expect(stats.times[forcedNumber]).toBe(fair.filter((n) => n === forcedNumber).length);
		// The rounds it spans, newest first, as the room played them: the forced one marked, so a client can merge.
		expect(stats.rounds).toEqual(
			played.map((m) => ({ seq: m.round.seq, result: m.result, operatorSet: m.round.operatorSet })).toReversed(),
		);
		expect(stats.hot[0]?.times).toBe(Math.max(...counted(fair).times));

		// The newest two fair results: the forced round lies between them and is counted as left out.
		const two = (await (await api(`/rounds/stats?table=${table}&limit=2`)).json()) as StatsAnswer;
		expect(two).toMatchObject({ limit: 2, operatorSetLeftOut: 1, ...counted([last.result, fair[2] ?? -1]) });
		expect(two.rounds.map((r) => r.seq)).toEqual([5, 4, 3]);
		// The newest one only: the forced round is older than it.
		const one = (await (await api(`/rounds/stats?table=${table}&limit=1`)).json()) as StatsAnswer;
		expect(one).toMatchObject({ operatorSetLeftOut: 0, ...counted([last.result]) });

		// Another round: an anonymous reader gets the edge's copy for a few seconds, a signed-in one reads fresh.
		const next = await playRound(stub, watcher);
		const cached = (await (await api(`/rounds/stats?table=${table}`)).json()) as StatsAnswer;
		expect(cached.count).toBe(4);
		const player = await createUser();
		const fresh = (await (
			await api(`/rounds/stats?table=${table}`, { headers: authHeaders(player) })
		).json()) as StatsAnswer;
		expect(fresh).toMatchObject({ operatorSetLeftOut: 1, ...counted([...fair, next.result]) });
		watcher.close();
	});

	it("takes a table's newest 500 fair results and reads them through the (table_id, seq) index", async () => {
		// A long history written straight into D1 (playing 600 rounds through a room would take minutes): a table's
		// rounds 1 to 600, one in ten set by the operator, and another table's rounds that must not count.
		const table = crypto.randomUUID();
		await isolatedRoom(table);
		const other = crypto.randomUUID();
		await isolatedRoom(other);
		const rows = Array.from({ length: 600 }, (_, i) => ({
			seq: i + 1,
			result: (i * 7 + 3) % 37,
			operatorSet: i % 10 === 4,
		}));
		const insert = (tableId: string, r: (typeof rows)[number]) =>
			env.DB.prepare(
				`INSERT INTO rounds (id, table_id, seq, commitment, server_seed, result, operator_set, betting_opens_at,
				 betting_closes_at, result_at, settled_at) VALUES (?, ?, ?, 'c', 's', ?, ?, 1, 2, ?, ?)`,
			).bind(crypto.randomUUID(), tableId, r.seq, r.result, r.operatorSet ? 1 : 0, 1000 + r.seq, 2000 + r.seq);
		await env.DB.batch([
			...rows.map((r) => insert(table, r)),
			...rows.slice(0, 50).map((r) => insert(other, { ...r, result: 0, operatorSet: false })),
			// An open round (no result, no seed yet) is no result.
			env.DB.prepare(
				"INSERT INTO rounds (id, table_id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, ?, 601, 'c', 1, 2)",
			).bind(crypto.randomUUID(), table),
		]);

		const newestFirst = rows.toReversed();
		const counting = newestFirst.filter((r) => !r.operatorSet).slice(0, 500);
		const oldest = counting.at(-1)?.seq ?? 0;
		const stats = (await (await api(`/rounds/stats?table=${table}&limit=500`)).json()) as StatsAnswer;
		expect(stats).toMatchObject(counted(counting.map((r) => r.result)));
		expect(stats.operatorSetLeftOut).toBe(newestFirst.filter((r) => r.operatorSet && r.seq > oldest).length);
		expect(stats.rounds).toEqual(newestFirst.filter((r) => r.seq >= oldest));

		// The plan: both the span's bound and its rows are a backwards walk of a (table_id, seq) index (all rounds, or the revealed ones).
		const query = statsRoundsQuery(database(env.DB), table, 500).toSQL();
		const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
			.bind(...query.params)
			.all<{ detail: string }>();
		const steps = plan.results.map((r) => r.detail);
		expect(
			steps.filter((s) => /^SEARCH rounds USING INDEX rounds_table_(seq_unique|revealed_idx)/.test(s)),
		).toHaveLength(2);
		expect(steps.filter((s) => /SCAN rounds|TEMP B-TREE/.test(s))).toEqual([]);
	});

	it("answers an unknown table 404 and a malformed table or limit 422, with the message", async () => {
		const unknown = await api("/rounds/stats?table=no-such-table");
		expect(unknown.status).toBe(404);
		expect(await unknown.json()).toEqual({ message: rouletteMessages.tableNotFound });
		const malformed = await api("/rounds/stats?table=Not%20a%20table");
		expect(malformed.status).toBe(422);
		expect(await malformed.json()).toEqual({ message: rouletteMessages.tableNotFound });
		for (const limit of ["0", "501", "1.5"]) {
			const bad = await api(`/rounds/stats?limit=${limit}`);
			expect(bad.status, limit).toBe(422);
			expect(await bad.json()).toEqual({ message: "limit must be a whole number from 1 to 500" });
		}
		const notANumber = await api("/rounds/stats?limit=all");
		expect(notANumber.status).toBe(422);
		expect(await notANumber.json()).toEqual({ message: "limit must be a number." });
		// No table: the main one.
		const main = (await (await api("/rounds/stats")).json()) as StatsAnswer;
		expect(main.tableId).toBe("main");
	});
});
