import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { verifyRound } from "~/domain/fairness";
import { betHistoryMessages, rouletteMessages } from "~/domain/messages";
import { colorOf } from "~/domain/roulette/wheel";
import { istDayStart } from "~/domain/time";
import { holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom } from "./helpers/room-socket";
import { authHeaders, createUser } from "./helpers/users";

const api = (path: string, init?: RequestInit) => exports.default.fetch(`http://localhost/api${path}`, init);

describe("the fairness API", () => {
	it("lets anyone recompute every result of a run of rounds, and lists them newest first", async () => {
		const table = crypto.randomUUID();
		const stub = await isolatedRoom(table);
		await holdClock(stub);
		const watcher = await connectAs(stub, null);
		await watcher.next("syncState");
		const results = [];
		for (let i = 0; i < 3; i++) {
			const from = watcher.messages.length;
			// Betting closes, then the result is revealed; the seed reaches D1 with settlement, in that same alarm.
			await tick(stub);
			await tick(stub);
			results.push(await watcher.next("roundResult", { from }));
			// The next round opens.
			await tick(stub);
		}
		for (const message of results) {
			const response = await api(`/rounds/${message.round.roundId}`);
			expect(response.status).toBe(200);
			const body = (await response.json()) as {
				commitment: string;
				serverSeed: string;
				result: number;
				color: string;
				operatorSet: boolean;
				verification: { hmacMessage: string };
			};
			expect(body).toMatchObject({
				commitment: message.round.commitment,
				serverSeed: message.round.serverSeed,
				result: message.result,
				color: colorOf(message.result),
				operatorSet: false,
			});
			const check = await verifyRound({
				roundId: body.verification.hmacMessage,
				serverSeed: body.serverSeed,
				commitment: body.commitment,
				result: body.result,
			});
			expect(check).toEqual({ commitmentMatches: true, computedResult: message.result, resultMatches: true });
		}
		const list = (await (await api(`/rounds?table=${table}&limit=100`)).json()) as {
			rounds: Array<{ roundId: string; seq: number; result: number; operatorSet: boolean; color: string }>;
		};
		const seqs = list.rounds.map((r) => r.seq);
		// A table numbers its own rounds from 1; only the revealed ones are listed, newest first.
		expect(seqs).toEqual([3, 2, 1]);
		for (const message of results) {
			expect(list.rounds).toContainEqual(
				expect.objectContaining({ roundId: message.round.roundId, result: message.result, operatorSet: false }),
			);
		}
		const paged = (await (await api(`/rounds?table=${table}&limit=1`)).json()) as {
			rounds: unknown[];
			nextBeforeSeq: number;
		};
		expect(paged.rounds).toHaveLength(1);
		expect(paged.nextBeforeSeq).toBe(list.rounds[0]?.seq);
		watcher.close();
	});

	it("keeps the seed of an open round secret and answers 404 and 422 for bad requests", async () => {
		const table = crypto.randomUUID();
		const stub = await isolatedRoom(table);
		const watcher = await connectAs(stub, null);
		const sync = await watcher.next("syncState");
		const open = (await (await api(`/rounds/${sync.round?.roundId}`)).json()) as Record<string, unknown>;
		expect(open).toMatchObject({ tableId: table, commitment: sync.round?.commitment, serverSeed: null, result: null });
		expect((await api(`/rounds/${crypto.randomUUID()}`)).status).toBe(404);
		expect(await (await api("/rounds/not-an-id")).json()).toEqual({ message: rouletteMessages.roundNotFound });
		const badLimit = await api("/rounds?limit=0");
		expect(badLimit.status).toBe(422);
		expect(await badLimit.json()).toEqual({ message: "limit must be a whole number from 1 to 100" });
		const badTable = await api("/rounds?table=Not%20a%20table");
		expect(badTable.status).toBe(422);
		expect(await badTable.json()).toEqual({ message: rouletteMessages.tableNotFound });
		watcher.close();
	});
});

describe("POST /api/admin/rounds/force-result", () => {
	it("is admin only, takes 0–36, is audited and marks the round operator-set", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 1_000 });
		const post = (body: unknown, headers: Record<string, string> = {}) =>
			api("/admin/rounds/force-result", {
				method: "POST",
				headers: { "Content-Type": "application/json", ...headers },
				body: typeof body === "string" ? body : JSON.stringify(body),
			});
		expect((await post({ number: 5 })).status).toBe(401);
		expect((await post({ number: 5 }, authHeaders(player))).status).toBe(403);
		for (const bad of [{}, { number: null }, { number: "5" }]) {
			const response = await post(bad, authHeaders(admin));
			expect(response.status).toBe(422);
			expect(await response.json()).toEqual({ message: "Please select a number" });
		}
		// A number off the wheel: the answer names the range.
		for (const bad of [{ number: 37 }, { number: -1 }, { number: 2.5 }]) {
			const response = await post(bad, authHeaders(admin));
			expect(response.status).toBe(422);
			expect(await response.json()).toEqual({ message: "Choose a number from 0 to 36" });
		}
		expect((await post("{oops", authHeaders(admin))).status).toBe(400);
		// A table that is not in the catalogue has no room to set.
		const noTable = await post({ number: 5, table: "no-such-table" }, authHeaders(admin));
		expect(noTable.status).toBe(404);
		expect(await noTable.json()).toEqual({ message: rouletteMessages.tableNotFound });
		const audited = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE actor_id = ?")
			.bind(admin.id)
			.first<{ n: number }>();
		expect(audited?.n).toBe(0);

		const ok = await post({ number: 0 }, authHeaders(admin));
		expect(ok.status).toBe(200);
		expect(await ok.json()).toMatchObject({ message: "Result Adjusted Success", number: 0 });
		const audit = await env.DB.prepare("SELECT action, after FROM audit_log WHERE actor_id = ?")
			.bind(admin.id)
			.first<{ action: string; after: string }>();
		expect(audit?.action).toBe("round.force_result");
		expect(JSON.parse(audit?.after ?? "{}")).toMatchObject({ table: "main", number: 0 });
		const main = env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName("main"));
		expect(await runInDurableObject(main, (room) => room.syncState(null, true).pendingForce)).toBe(0);

		// Another table's next result is its own: set there, audited with that table, the main one unchanged.
		const other = crypto.randomUUID();
		const otherRoom = await isolatedRoom(other);
		const forced = await post({ number: 17, table: other }, authHeaders(admin));
		expect(forced.status).toBe(200);
		expect(await runInDurableObject(otherRoom, (room) => room.syncState(null, true).pendingForce)).toBe(17);
		expect(await runInDurableObject(main, (room) => room.syncState(null, true).pendingForce)).toBe(0);
		const otherAudit = await env.DB.prepare(
			"SELECT after FROM audit_log WHERE actor_id = ? AND json_extract(after, '$.table') = ?",
		)
			.bind(admin.id, other)
			.first<{ after: string }>();
		expect(JSON.parse(otherAudit?.after ?? "{}")).toMatchObject({ table: other, number: 17 });
	});
});

describe("GET /api/user/bets", () => {
	it("pages the signed-in player's own settled bets with status and operator flag", async () => {
		const stub = await isolatedRoom();
		const player = await createUser({ realPaise: 100_000, tokensPaise: 100_000 });
		const other = await createUser({ realPaise: 100_000 });
		await holdClock(stub);
		const client = await connectAs(stub, player);
		expect((await client.next("syncState")).round?.phase).toBe("betting");
		client.send({
			type: "placeBets",
			submissionId: "s1",
			wallet: "tokens",
			bets: [
				{ type: "even", amount: 10 },
				{ type: "straight", numbers: [3], amount: 20 },
				{ type: "low", amount: 30 },
			],
		});
		expect((await client.reply("s1")).type).toBe("betsPlaced");
		const from = client.messages.length;
		await tick(stub);
		await tick(stub);
		const result = await client.next("roundResult", { from });
		await client.next("betResult", { from });

		expect((await api("/user/bets")).status).toBe(401);
		const first = (await (await api("/user/bets?pageSize=2", { headers: authHeaders(player) })).json()) as {
			bets: Array<{
				type: string;
				amount: number;
				payout: number;
				status: string;
				roundId: string;
				operatorSet: boolean;
				result: number;
			}>;
			next: string | null;
		};
		expect(first.bets).toHaveLength(2);
		expect(first.next).not.toBeNull();
		const second = (await (
			await api(`/user/bets?pageSize=2&after=${encodeURIComponent(first.next ?? "")}`, { headers: authHeaders(player) })
		).json()) as { bets: typeof first.bets; next: string | null };
		expect(second.bets).toHaveLength(1);
		expect(second.next).toBeNull();
		const all = [...first.bets, ...second.bets];
		expect(all.map((b) => b.type).sort()).toEqual(["even", "low", "straight"]);
		const n = result.result;
		const expectedStatus = (type: string) =>
			({ even: n !== 0 && n % 2 === 0, low: n >= 1 && n <= 18, straight: n === 3 })[type] ? "won" : "lost";
		for (const b of all) {
			expect(b.roundId).toBe(result.round.roundId);
			expect(b.result).toBe(n);
			expect(b.operatorSet).toBe(false);
			expect(b.status).toBe(expectedStatus(b.type));
			expect(b.payout).toBe(b.status === "won" ? b.amount * (b.type === "straight" ? 36 : 2) : 0);
		}
		const others = (await (await api("/user/bets", { headers: authHeaders(other) })).json()) as { bets: unknown[] };
		expect(others.bets).toEqual([]);
		expect((await api("/user/bets?pageSize=1000", { headers: authHeaders(player) })).status).toBe(422);
		client.close();
	});

	it("filters by day (India time), wallet, outcome and table, and refuses a bad filter with its message", async () => {
		const table = crypto.randomUUID();
		const stub = await isolatedRoom(table);
		const player = await createUser({ realPaise: 100_000, tokensPaise: 100_000 });
		const admin = await createUser({ role: "admin" });
		await holdClock(stub);
		const client = await connectAs(stub, player);
		expect((await client.next("syncState")).round?.phase).toBe("betting");
		const operator = await connectAs(stub, admin);
		await operator.next("syncState");
		// A forced 30: the real stakes come back (refunded), the tokens settle: 25–30 wins, 31–36 loses.
		operator.send({ type: "forceResult", number: 30 });
		await operator.next("resultForced");
		client.send({
			type: "placeBets",
			submissionId: "real",
			wallet: "real",
			bets: [
				{ type: "dozen", numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], amount: 10 },
				{ type: "straight", numbers: [0], amount: 20 },
			],
		});
		expect((await client.reply("real")).type).toBe("betsPlaced");
		client.send({
			type: "placeBets",
			submissionId: "tokens",
			wallet: "tokens",
			bets: [
				{ type: "line", numbers: [25, 26, 27, 28, 29, 30], amount: 30 },
				{ type: "line", numbers: [31, 32, 33, 34, 35, 36], amount: 40 },
			],
		});
		expect((await client.reply("tokens")).type).toBe("betsPlaced");
		const from = client.messages.length;
		await tick(stub);
		await tick(stub);
		expect((await client.next("roundResult", { from })).result).toBe(30);
		await client.next("betResult", { from });

		// The straight on 0 was placed at the last moment of yesterday in India, the dozen at the first of today.
		const today = istDayStart(Date.now());
		const day = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);
		const place = (type: string, at: number) =>
			env.DB.prepare("UPDATE bets SET created_at = ? WHERE user_id = ? AND bet_type = ?")
				.bind(at, player.id, type)
				.run();
		await place("straight", today - 1);
		await place("dozen", today);

		type Listed = {
			bets: Array<{ type: string; wallet: string; status: string; amount: number; tableId: string }>;
			next: string | null;
		};
		const list = async (query: string) => {
			const response = await api(`/user/bets?${query}`, { headers: authHeaders(player) });
			expect(response.status, query).toBe(200);
			return (await response.json()) as Listed;
		};
		const amounts = (listed: Listed) => listed.bets.map((b) => b.amount).sort((a, b) => a - b);
		expect((await list("")).bets).toHaveLength(4);
		// "all" and empty values are no filter: what a GET form sends as it stands.
		expect((await list("wallet=all&outcome=all&from=&to=")).bets).toHaveLength(4);
		expect(amounts(await list("wallet=tokens"))).toEqual([30, 40]);
		expect(amounts(await list("wallet=real"))).toEqual([10, 20]);
		expect(amounts(await list("outcome=won"))).toEqual([30]);
		expect(amounts(await list("outcome=lost"))).toEqual([40]);
		expect(amounts(await list("outcome=refunded"))).toEqual([10, 20]);
		expect(amounts(await list("wallet=real&outcome=won"))).toEqual([]);
		expect(amounts(await list(`from=${day(today)}`))).toEqual([10, 30, 40]);
		expect(amounts(await list(`to=${day(today - 1)}`))).toEqual([20]);
		expect(amounts(await list(`from=${day(today - 1)}&to=${day(today - 1)}`))).toEqual([20]);
		expect(amounts(await list(`from=${day(today)}&to=${day(today)}&wallet=real`))).toEqual([10]);
		// Every bet names its table; a table filter lists that table's bets only.
		expect((await list("")).bets.map((b) => b.tableId)).toEqual([table, table, table, table]);
		expect(amounts(await list(`table=${table}&wallet=tokens`))).toEqual([30, 40]);
		expect((await list("table=main")).bets).toEqual([]);
		// The pages follow the filter: two refunded bets, one a page.
		const paged = await list("outcome=refunded&pageSize=1");
		expect(paged.bets).toHaveLength(1);
		const rest = await list(`outcome=refunded&pageSize=1&after=${encodeURIComponent(paged.next ?? "")}`);
		expect(rest.bets).toHaveLength(1);
		expect(rest.next).toBeNull();
		expect([...paged.bets, ...rest.bets].map((b) => b.amount).sort((a, b) => a - b)).toEqual([10, 20]);

		const refused: Array<[string, string]> = [
			["wallet=rupees", betHistoryMessages.unknownWallet],
			["wallet=REAL", betHistoryMessages.unknownWallet],
			["outcome=pending", betHistoryMessages.unknownOutcome],
			["outcome=win", betHistoryMessages.unknownOutcome],
			["from=22-11-2026", betHistoryMessages.badFromDay],
			["from=2026-02-30", betHistoryMessages.badFromDay],
			["to=yesterday", betHistoryMessages.badToDay],
			[`from=${day(today)}&to=${day(today - 1)}`, betHistoryMessages.dayOrder],
			["table=Not%20a%20table", rouletteMessages.tableNotFound],
		];
		for (const [query, message] of refused) {
			const response = await api(`/user/bets?${query}`, { headers: authHeaders(player) });
			expect(response.status, query).toBe(422);
			// The refusal lists nothing: no bets.
			expect(await response.json(), query).toEqual({ message });
		}
		expect((await list("")).bets).toHaveLength(4);
		operator.close();
		client.close();
	});
});
