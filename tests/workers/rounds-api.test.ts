import { runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { verifyRound } from "~/domain/fairness";
import { rouletteMessages } from "~/domain/messages";
import { colorOf } from "~/domain/roulette/wheel";
import { holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom } from "./helpers/room-socket";
import { authHeaders, createUser } from "./helpers/users";

const api = (path: string, init?: RequestInit) => exports.default.fetch(`http://localhost/api${path}`, init);

describe("the fairness API", () => {
	it("lets anyone recompute every result of a run of rounds, and lists them newest first", async () => {
		const stub = isolatedRoom();
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
		const list = (await (await api("/rounds?limit=100")).json()) as {
			rounds: Array<{ roundId: string; seq: number; result: number; operatorSet: boolean; color: string }>;
		};
		const seqs = list.rounds.map((r) => r.seq);
		expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
		for (const message of results) {
			expect(list.rounds).toContainEqual(
				expect.objectContaining({ roundId: message.round.roundId, result: message.result, operatorSet: false }),
			);
		}
		const paged = (await (await api("/rounds?limit=1")).json()) as { rounds: unknown[]; nextBeforeSeq: number };
		expect(paged.rounds).toHaveLength(1);
		expect(paged.nextBeforeSeq).toBe(list.rounds[0]?.seq);
		watcher.close();
	});

	it("keeps the seed of an open round secret and answers 404 and 422 for bad requests", async () => {
		const stub = isolatedRoom();
		const watcher = await connectAs(stub, null);
		const sync = await watcher.next("syncState");
		const open = (await (await api(`/rounds/${sync.round?.roundId}`)).json()) as Record<string, unknown>;
		expect(open).toMatchObject({ commitment: sync.round?.commitment, serverSeed: null, result: null });
		expect((await api(`/rounds/${crypto.randomUUID()}`)).status).toBe(404);
		expect(await (await api("/rounds/not-an-id")).json()).toEqual({ message: rouletteMessages.roundNotFound });
		const badLimit = await api("/rounds?limit=0");
		expect(badLimit.status).toBe(422);
		expect(await badLimit.json()).toEqual({ message: "limit must be a whole number from 1 to 100" });
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
		expect(JSON.parse(audit?.after ?? "{}")).toMatchObject({ number: 0 });
		const main = env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName("main"));
		expect(await runInDurableObject(main, (room) => room.syncState(null, true).pendingForce)).toBe(0);
	});
});

describe("GET /api/user/bets", () => {
	it("pages the signed-in player's own settled bets with status and operator flag", async () => {
		const stub = isolatedRoom();
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
			total: number;
			page: number;
		};
		expect(first.total).toBe(3);
		expect(first.bets).toHaveLength(2);
		const second = (await (await api("/user/bets?pageSize=2&page=2", { headers: authHeaders(player) })).json()) as {
			bets: typeof first.bets;
		};
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
		const others = (await (await api("/user/bets", { headers: authHeaders(other) })).json()) as { total: number };
		expect(others.total).toBe(0);
		expect((await api("/user/bets?pageSize=1000", { headers: authHeaders(player) })).status).toBe(422);
		client.close();
	});
});
