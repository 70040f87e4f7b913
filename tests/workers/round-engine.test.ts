import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rouletteMessages } from "~/domain/messages";
import { betReturnPaise, validateBet } from "~/domain/roulette/bets";
import { type BetRequest, ROOM_SOCKET_PATH } from "~/domain/roulette/protocol";
import { ROOM_IDENTITY_HEADERS } from "~/domain/roulette/room-contract";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import { MAIN_TABLE } from "~/worker/api/room";
import { bettingRound, holdAtBetting, holdClock, tick } from "./helpers/room-clock";
import { connectAs, isolatedRoom, RoomClient } from "./helpers/room-socket";
import { createUser } from "./helpers/users";

const socketUrl = (token?: string) =>
	`http://localhost${ROOM_SOCKET_PATH}${token ? `?token=${encodeURIComponent(token)}` : ""}`;
const sid = () => crypto.randomUUID();

async function betRows(userId: string) {
	const { results } = await env.DB.prepare(
		"SELECT bet_type, numbers, amount_paise, status, payout_paise, wallet, round_id FROM bets WHERE user_id = ? ORDER BY position",
	)
		.bind(userId)
		.all<{
			bet_type: string;
			numbers: string;
			amount_paise: number;
			status: string;
			payout_paise: number | null;
			wallet: string;
			round_id: string;
		}>();
	return results;
}

async function ledgerOf(userId: string) {
	const { results } = await env.DB.prepare(
		"SELECT reason, amount_paise, idempotency_key FROM ledger_entries WHERE user_id = ? AND reason <> 'seed' ORDER BY id",
	)
		.bind(userId)
		.all<{ reason: string; amount_paise: number; idempotency_key: string }>();
	return results;
}

/** The table the Worker routes sockets to (worker/api/room.ts). */
const mainRoom = () => env.ROULETTE_ROOM.get(env.ROULETTE_ROOM.idFromName(MAIN_TABLE));

describe("the round engine over real sockets", () => {
	it("plays a full round through the Worker: connect with a token, bet, close, spin, result, payout, balances", async () => {
		const player = await createUser({ realPaise: 100_000, name: "Ravi Kumar" });
		await holdAtBetting(mainRoom());
		const client = await RoomClient.connect(exports.default, socketUrl(player.token));
		const sync = await client.next("syncState");
		expect(sync.you).toMatchObject({ userId: player.id, role: "user", bets: [], balances: { realBalance: 1_000 } });
		const round = await bettingRound(client);

		const bets: BetRequest[] = [
			{ type: "straight", numbers: [17], amount: 10 },
			{ type: "red", amount: 100 },
			{ type: "dozen", numbers: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], amount: 50 },
			{ type: "split", numbers: [0, 2], amount: 20 },
		];
		const submissionId = sid();
		client.send({ type: "placeBets", submissionId, wallet: "real", bets });
		const ack = await client.reply(submissionId);
		expect(ack.type).toBe("betsPlaced");
		if (ack.type !== "betsPlaced") throw new Error(ack.message);
		expect(ack.balances).toEqual({ realBalance: 1_000 - 180, playTokens: 0 });
		expect(ack.bets).toHaveLength(4);

		await tick(mainRoom());
		const closed = await client.next("bettingClosed", { from: client.messages.indexOf(ack) });
		expect(closed.round.roundId).toBe(round.roundId);
		await tick(mainRoom());
		const result = await client.next("roundResult", { from: client.messages.indexOf(ack) });
		const betResult = await client.next("betResult", { from: client.messages.indexOf(ack) });
		expect(betResult.roundId).toBe(round.roundId);

		const expected = bets.reduce((sum, b) => {
			const checked = validateBet(b);
			if (!checked.ok) throw new Error(checked.message);
			return sum + betReturnPaise(checked.value, result.result);
		}, 0);
		expect(betResult.outcomes).toEqual([{ wallet: "real", stake: 180, won: expected / 100, refunded: 0 }]);
		expect(betResult.win).toBe(expected > 0);
		expect(betResult.operatorSet).toBe(false);
		expect(betResult.balances.realBalance).toBe(1_000 - 180 + expected / 100);
		expect(await balancesOf(database(env.DB), player.id)).toEqual({
			realPaise: 100_000 - 18_000 + expected,
			tokensPaise: 0,
		});

		const rows = await betRows(player.id);
		expect(rows.every((r) => r.status === (r.payout_paise ? "won" : "lost"))).toBe(true);
		expect(rows.reduce((sum, r) => sum + (r.payout_paise ?? 0), 0)).toBe(expected);
		const settled = await env.DB.prepare("SELECT settled_at, result FROM rounds WHERE id = ?")
			.bind(round.roundId)
			.first<{ settled_at: number | null; result: number }>();
		expect(settled?.settled_at).not.toBeNull();
		expect(settled?.result).toBe(result.result);
		if (expected > 0) {
			await tick(mainRoom());
			const next = await client.next("gameStarted", { from: client.messages.indexOf(betResult) });
			expect(next.round.seq).toBe(round.seq + 1);
			// The winner appears, masked, in the next syncState.
			const again = await RoomClient.connect(exports.default, socketUrl());
			const spectatorSync = await again.next("syncState");
			expect(spectatorSync.recentWinners).toContainEqual(
				expect.objectContaining({ name: "Ra***", amount: expected / 100, roundId: round.roundId }),
			);
			expect(spectatorSync.you).toBeNull();
			again.close();
		}
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
		client.close();
	});

	it("refuses a bad token, ignores spoofed identity headers, and keeps spectators from betting", async () => {
		const bad = await exports.default.fetch(socketUrl("not-a-token"), { headers: { Upgrade: "websocket" } });
		expect(bad.status).toBe(401);
		expect(await bad.json()).toEqual({ message: "Please log in to continue." });

		const victim = await createUser({ realPaise: 50_000 });
		const attacker = await createUser({ realPaise: 50_000 });
		await holdAtBetting(mainRoom());
		// A spectator who claims to be the victim in the room's own headers is still a spectator.
		const spectator = await RoomClient.connect(exports.default, socketUrl(), {
			[ROOM_IDENTITY_HEADERS.userId]: victim.id,
			[ROOM_IDENTITY_HEADERS.role]: "user",
			[ROOM_IDENTITY_HEADERS.sessionId]: victim.sessionId,
			[ROOM_IDENTITY_HEADERS.tokenExpiresAt]: String(Date.now() + 60_000),
		});
		const spectatorSync = await spectator.next("syncState");
		expect(spectatorSync.you).toBeNull();
		expect(spectatorSync.round?.phase).toBe("betting");
		// An authenticated attacker who claims the victim's id (in headers and in the message) bets with their own money.
		const client = await RoomClient.connect(exports.default, socketUrl(attacker.token), {
			[ROOM_IDENTITY_HEADERS.userId]: victim.id,
			[ROOM_IDENTITY_HEADERS.role]: "admin",
		});
		const sync = await client.next("syncState");
		expect(sync.you?.userId).toBe(attacker.id);
		expect(sync.you?.role).toBe("user");
		expect(sync.round?.phase).toBe("betting");

		const spectatorSubmission = sid();
		spectator.send({
			type: "placeBets",
			submissionId: spectatorSubmission,
			wallet: "real",
			bets: [{ type: "odd", amount: 10 }],
		});
		// A spectator sends nothing the room must answer: the socket is closed, the bet never read.
		expect(await spectator.waitClosed()).toEqual({ code: 1008, reason: rouletteMessages.spectatorMessage });

		const submissionId = sid();
		client.send(
			JSON.stringify({
				type: "placeBets",
				submissionId,
				wallet: "real",
				userId: victim.id,
				bets: [{ type: "odd", amount: 100, userId: victim.id }],
			}),
		);
		expect((await client.reply(submissionId)).type).toBe("betsPlaced");
		expect((await balancesOf(database(env.DB), victim.id)).realPaise).toBe(50_000);
		expect((await balancesOf(database(env.DB), attacker.id)).realPaise).toBe(40_000);
		expect(await betRows(victim.id)).toEqual([]);

		// Nor can a player force a result.
		client.send({ type: "forceResult", number: 7 });
		const refusal = await client.next("error", { from: client.messages.length - 1 });
		expect(refusal.message).toBe("You do not have permission to do that.");
		expect(await runInDurableObject(mainRoom(), (room) => room.syncState(null, true).pendingForce)).toBeNull();
		spectator.close();
		client.close();
	});

	it("refuses the socket of a banned player, whose token is otherwise still valid", async () => {
		const player = await createUser({ realPaise: 1_000 });
		await env.DB.prepare("UPDATE users SET status = 'banned' WHERE id = ?").bind(player.id).run();
		const response = await exports.default.fetch(socketUrl(player.token), { headers: { Upgrade: "websocket" } });
		expect(response.status).toBe(401);
	});

	it("two sockets arriving together at an idle table open one round between them", async () => {
		const stub = await isolatedRoom();
		await holdClock(stub);
		// Both upgrades find the table idle and read the catalogue before either has opened a round.
		const [first, second] = await Promise.all([connectAs(stub, null), connectAs(stub, null)]);
		const [a, b] = await Promise.all([first.next("syncState"), second.next("syncState")]);
		expect(a.round?.roundId).toBeTruthy();
		expect(b.round?.roundId).toBe(a.round?.roundId);
		const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM rounds WHERE id = ?").bind(a.round?.roundId).first();
		expect(stored).toEqual({ n: 1 });
		first.close();
		second.close();
	});

	it("answers No round active outside betting and debits nothing", async () => {
		const stub = await isolatedRoom();
		const player = await createUser({ realPaise: 10_000 });
		await holdClock(stub);
		const client = await connectAs(stub, player);
		await client.next("syncState");
		await tick(stub);
		await client.next("bettingClosed");
		const submissionId = sid();
		client.send({
			type: "placeBets",
			submissionId,
			wallet: "real",
			bets: [{ type: "straight", numbers: [5], amount: 10 }],
		});
		expect(await client.reply(submissionId)).toMatchObject({ type: "error", message: "No round active" });
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 10_000, tokensPaise: 0 });
		expect(await betRows(player.id)).toEqual([]);
		expect(await ledgerOf(player.id)).toEqual([]);
		client.close();
	});

	it("debits a duplicated placeBets once, whether the copies race or come later", async () => {
		const stub = await isolatedRoom();
		const player = await createUser({ realPaise: 10_000 });
		await holdClock(stub);
		const client = await connectAs(stub, player);
		await bettingRound(client);
		const submissionId = sid();
		const message = {
			type: "placeBets" as const,
			submissionId,
			wallet: "real" as const,
			bets: [{ type: "straight" as const, numbers: [5], amount: 20 }],
		};
		const repliesSoFar = () => client.messages.filter((m) => m.type === "betsPlaced" || m.type === "error");
		const repliesNumbering = (n: number) => () => (repliesSoFar().length >= n ? true : undefined);
		client.send(message);
		client.send(message);
		// The third copy comes later: once both racing copies are answered.
		await client.until(repliesNumbering(2), "the replies to the racing copies");
		client.send(message);
		await client.until(repliesNumbering(3), "the reply to the late copy");
		const replies = repliesSoFar();
		expect(replies.map((m) => m.type)).toEqual(["betsPlaced", "betsPlaced", "betsPlaced"]);
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(8_000);
		expect(await betRows(player.id)).toHaveLength(1);
		expect(await ledgerOf(player.id)).toHaveLength(1);
		client.close();
	});

	it("restores a player's bets and balance on reconnect, even after an eviction, and still debits a resent submission once", async () => {
		const stub = await isolatedRoom();
		const player = await createUser({ realPaise: 50_000, tokensPaise: 20_000 });
		await holdClock(stub);
		const first = await connectAs(stub, player);
		const round = await bettingRound(first);
		const submissionId = sid();
		const message = {
			type: "placeBets" as const,
			submissionId,
			wallet: "tokens" as const,
			bets: [
				{ type: "corner" as const, numbers: [1, 2, 4, 5], amount: 20 },
				{ type: "column" as const, numbers: [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36], amount: 10 },
			],
		};
		first.send(message);
		expect((await first.reply(submissionId)).type).toBe("betsPlaced");
		first.close();

		await evictDurableObject(stub);
		const second = await connectAs(stub, player);
		const sync = await second.next("syncState");
		expect(sync.round?.roundId).toBe(round.roundId);
		expect(sync.you?.balances).toEqual({ realBalance: 500, playTokens: 170 });
		expect(sync.you?.bets).toEqual([
			{ type: "corner", numbers: [1, 2, 4, 5], amount: 20, wallet: "tokens", submissionId },
			{
				type: "column",
				numbers: [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36],
				amount: 10,
				wallet: "tokens",
				submissionId,
			},
		]);
		// The client did not see the ack before it dropped, so it resends: acknowledged, not debited again.
		second.send(message);
		const again = await second.reply(submissionId);
		expect(again).toMatchObject({ type: "betsPlaced", balances: { playTokens: 170 } });
		// And the rules still count the restored bets: a third column is refused.
		const third = sid();
		second.send({
			type: "placeBets",
			submissionId: third,
			wallet: "tokens",
			bets: [
				{ type: "column", numbers: [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34], amount: 10 },
				{ type: "column", numbers: [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35], amount: 10 },
			],
		});
		expect(await second.reply(third)).toMatchObject({ type: "error", message: rouletteMessages.twoColumns });
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 50_000, tokensPaise: 17_000 });
		expect(await betRows(player.id)).toHaveLength(2);
		second.close();
	});

	it("enforces the placement rules per player across submissions, with the spec's messages", async () => {
		const stub = await isolatedRoom();
		const player = await createUser({ realPaise: 10_000_000 });
		await holdClock(stub);
		const client = await connectAs(stub, player);
		await bettingRound(client);
		const tries: Array<[BetRequest[], string | null]> = [
			[[{ type: "red", amount: 10 }], null],
			[[{ type: "black", amount: 10 }], rouletteMessages.oneColor],
			[[{ type: "low", amount: 10 }], null],
			[[{ type: "high", amount: 10 }], rouletteMessages.lowOrHigh],
			[[{ type: "even", amount: 10 }], null],
			[[{ type: "odd", amount: 10 }], rouletteMessages.evenOrOdd],
			[[{ type: "split", numbers: [1, 3], amount: 10 }], rouletteMessages.invalidBet],
			[[{ type: "straight", numbers: [1], amount: 5 }], rouletteMessages.minBet(10)],
			[[{ type: "straight", numbers: [1], amount: 49_980 }], rouletteMessages.roundLimit],
			[[{ type: "straight", numbers: [1], amount: 49_970 }], null],
		];
		for (const [bets, error] of tries) {
			const submissionId = sid();
			client.send({ type: "placeBets", submissionId, wallet: "real", bets });
			const reply = await client.reply(submissionId);
			expect(reply.type === "error" ? reply.message : null, JSON.stringify(bets)).toBe(error);
		}
		expect((await balancesOf(database(env.DB), player.id)).realPaise).toBe(10_000_000 - 5_000_000);
		const garbage = client.messages.length;
		client.send("not json");
		expect((await client.next("error", { from: garbage })).message).toBe("That message could not be understood.");
		client.close();
	});

	it("never overdraws one balance under racing submissions from several sockets (fast-check)", async () => {
		const stub = await isolatedRoom();
		await holdClock(stub);
		const watcher = await connectAs(stub, null);
		await bettingRound(watcher);
		await fc.assert(
			fc.asyncProperty(
				fc.array(
					fc.record({ n: fc.integer({ min: 0, max: 36 }), chips: fc.integer({ min: 1, max: 40 }), socket: fc.nat(2) }),
					{
						minLength: 2,
						maxLength: 12,
					},
				),
				async (plan) => {
					const player = await createUser({ realPaise: 10_000 });
					const sockets = await Promise.all([0, 1, 2].map(() => connectAs(stub, player)));
					const ids = plan.map(() => sid());
					plan.forEach((step, i) => {
						sockets[step.socket]?.send({
							type: "placeBets",
							submissionId: ids[i] ?? "",
							wallet: "real",
							bets: [{ type: "straight", numbers: [step.n], amount: step.chips * 10 }],
						});
					});
					const replies = await Promise.all(plan.map((step, i) => sockets[step.socket]?.reply(ids[i] ?? "")));
					const accepted = plan.filter((_, i) => replies[i]?.type === "betsPlaced");
					// The clock is held, so the only refusal is a balance that would go below zero.
					for (const reply of replies) {
						if (reply?.type === "error") expect(reply.message).toBe(rouletteMessages.insufficientBalance);
					}
					const debited = accepted.reduce((sum, step) => sum + step.chips * 1_000, 0);
					const { realPaise } = await balancesOf(database(env.DB), player.id);
					expect(realPaise).toBeGreaterThanOrEqual(0);
					expect(realPaise).toBe(10_000 - debited);
					const rows = await betRows(player.id);
					expect(rows.reduce((sum, r) => sum + r.amount_paise, 0)).toBe(debited);
					for (const s of sockets) s.close();
				},
			),
			{ numRuns: 6 },
		);
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
		watcher.close();
	});
});

describe("settlement exactly once", () => {
	// Every step with an eviction after the failure (a fresh instance retries), and one without (the same instance retries).
	const cases: Array<{ step: string; evict: boolean }> = [
		...["start", "roundRecorded", "chunk:1", "chunk:3", "roundSettled"].map((step) => ({ step, evict: true })),
		{ step: "chunk:2", evict: false },
	];

	for (const { step, evict } of cases) {
		it(`finishes a settlement that threw at "${step}"${evict ? " and was evicted" : ""}, on the next alarm, paying each bet once`, async () => {
			const stub = await isolatedRoom();
			const admin = await createUser({ role: "admin" });
			const p1 = await createUser({ realPaise: 10_000, tokensPaise: 100_000, name: "Priya" });
			const p2 = await createUser({ tokensPaise: 10_000 });
			// The test moves the round on itself (tick), so nothing happens between its steps unasked.
			await holdClock(stub);
			const c1 = await connectAs(stub, p1);
			const c2 = await connectAs(stub, p2);
			await bettingRound(c1);
			await runInDurableObject(stub, async (room) => {
				let failed = false;
				room.configureForTests({
					settleChunk: 1,
					settlementHook: (at) => {
						// Fails once: a retry by the same instance must then succeed.
						if (at === step && !failed) {
							failed = true;
							throw new Error(`injected failure at ${at}`);
						}
					},
				});
				await room.forceResult(7, { id: admin.id, role: "admin" }, null);
			});
			const s1 = sid();
			const s1real = sid();
			const s2 = sid();
			c1.send({
				type: "placeBets",
				submissionId: s1,
				wallet: "tokens",
				bets: [
					{ type: "red", amount: 100 },
					{ type: "straight", numbers: [7], amount: 10 },
					{ type: "straight", numbers: [8], amount: 10 },
				],
			});
			c1.send({
				type: "placeBets",
				submissionId: s1real,
				wallet: "real",
				bets: [{ type: "straight", numbers: [7], amount: 10 }],
			});
			c2.send({
				type: "placeBets",
				submissionId: s2,
				wallet: "tokens",
				bets: [
					{ type: "black", amount: 50 },
					{ type: "odd", amount: 20 },
				],
			});
			for (const [c, id] of [
				[c1, s1],
				[c1, s1real],
				[c2, s2],
			] as const) {
				expect((await c.reply(id)).type).toBe("betsPlaced");
			}
			const placedAt = c1.messages.length;
			// Betting closes, the wheel spins, the result is revealed and settled (which fails), in the alarm run here.
			await tick(stub);
			await tick(stub);
			const result = await c1.next("roundResult", { from: placedAt });
			expect(result.result).toBe(7);
			expect(result.round.operatorSet).toBe(true);
			const roundId = result.round.roundId;
			// The injected failure leaves the round owing settlement...
			expect(await runInDurableObject(stub, (room) => room.pendingSettlements())).toEqual([roundId]);
			// ...with exactly the work before that step done (one bet per chunk here).
			const done = await env.DB.prepare("SELECT COUNT(*) AS n FROM bets WHERE round_id = ? AND status <> 'placed'")
				.bind(roundId)
				.first<{ n: number }>();
			const chunk = /^chunk:(\d)$/.exec(step);
			expect(done?.n).toBe(chunk ? Number(chunk[1]) : step === "roundSettled" ? 6 : 0);
			// ...(the object may be evicted), and the next alarm finishes it.
			if (evict) await evictDurableObject(stub);
			await tick(stub);
			const betResult = await c1.next("betResult", { from: placedAt });
			// Per wallet, never summed across: the forced round refunds the rupee and settles the tokens.
			expect(betResult).toMatchObject({
				roundId,
				win: true,
				operatorSet: true,
				outcomes: [
					{ wallet: "real", stake: 10, won: 0, refunded: 10 },
					{ wallet: "tokens", stake: 120, won: 200 + 360, refunded: 0 },
				],
			});
			expect(await runInDurableObject(stub, (room) => room.pendingSettlements())).toEqual([]);
			// Running the alarm again changes nothing.
			await runDurableObjectAlarm(stub);
			// The winners panel lists each winner of the round once, masked, biggest first (the refund is no win).
			const winners = await runInDurableObject(stub, (room) => room.syncState().recentWinners);
			expect(winners.filter((w) => w.roundId === roundId)).toEqual([
				{ name: "Pr***", amount: 560, wallet: "tokens", roundId, at: expect.any(Number) },
				{ name: "Te***", amount: 40, wallet: "tokens", roundId, at: expect.any(Number) },
			]);

			expect(await balancesOf(database(env.DB), p1.id)).toEqual({
				realPaise: 10_000,
				tokensPaise: 100_000 - 12_000 + 56_000,
			});
			expect(await balancesOf(database(env.DB), p2.id)).toEqual({ realPaise: 0, tokensPaise: 10_000 - 7_000 + 4_000 });
			const ledger1 = await ledgerOf(p1.id);
			expect(
				ledger1
					.filter((e) => e.reason === "bet_payout")
					.map((e) => e.amount_paise)
					.sort(),
			).toEqual([20_000, 36_000]);
			expect(ledger1.filter((e) => e.reason === "bet_refund").map((e) => e.amount_paise)).toEqual([1_000]);
			expect((await ledgerOf(p2.id)).filter((e) => e.reason === "bet_payout").map((e) => e.amount_paise)).toEqual([
				4_000,
			]);
			const statuses = [...(await betRows(p1.id)), ...(await betRows(p2.id))]
				.map((r) => `${r.bet_type}:${r.wallet}:${r.status}`)
				.sort();
			expect(statuses).toEqual(
				[
					"red:tokens:won",
					"straight:tokens:won",
					"straight:tokens:lost",
					"straight:real:refunded",
					"black:tokens:lost",
					"odd:tokens:won",
				].sort(),
			);
			const round = await env.DB.prepare("SELECT operator_set, forced_by, result, settled_at FROM rounds WHERE id = ?")
				.bind(roundId)
				.first<{ operator_set: number; forced_by: string; result: number; settled_at: number | null }>();
			expect(round).toMatchObject({ operator_set: 1, forced_by: admin.id, result: 7 });
			expect(round?.settled_at).not.toBeNull();
			const audit = await env.DB.prepare("SELECT actor_id, action, after FROM audit_log WHERE actor_id = ?")
				.bind(admin.id)
				.all<{ action: string; after: string }>();
			expect(audit.results.map((r) => r.action)).toEqual(["round.force_result"]);
			expect(JSON.parse(audit.results[0]?.after ?? "{}")).toMatchObject({ number: 7 });
			expect(await ledgerMismatches(database(env.DB))).toEqual([]);
			c1.close();
			c2.close();
		});
	}
});

describe("admin control over the socket", () => {
	it("lets an admin force the next result and watch live bets; real-money stakes of the forced round are refunded", async () => {
		const stub = await isolatedRoom();
		const admin = await createUser({ role: "admin" });
		const player = await createUser({ realPaise: 100_000, tokensPaise: 2_000 });
		await holdClock(stub);
		const adminSocket = await connectAs(stub, admin);
		const adminSync = await adminSocket.next("syncState");
		expect(adminSync.liveBets).toEqual([]);
		const playerSocket = await connectAs(stub, player);
		await bettingRound(playerSocket);

		adminSocket.send({ type: "forceResult", number: 37 });
		expect((await adminSocket.next("error")).message).toBe(rouletteMessages.numberOutOfRange);
		adminSocket.send({ type: "forceResult", number: 0 });
		expect(await adminSocket.next("resultForced")).toMatchObject({ number: 0 });

		const submissionId = sid();
		playerSocket.send({
			type: "placeBets",
			submissionId,
			wallet: "real",
			bets: [{ type: "straight", numbers: [0], amount: 500 }],
		});
		expect((await playerSocket.reply(submissionId)).type).toBe("betsPlaced");
		const live = await adminSocket.next("liveBets");
		expect(live.bets).toEqual([
			expect.objectContaining({ userId: player.id, amount: 500, betType: "straight", betValue: "0", wallet: "real" }),
		]);
		// Play tokens are not money: a token bet on a forced round settles as usual.
		const tokenSubmission = sid();
		playerSocket.send({
			type: "placeBets",
			submissionId: tokenSubmission,
			wallet: "tokens",
			bets: [{ type: "straight", numbers: [0], amount: 20 }],
		});
		expect((await playerSocket.reply(tokenSubmission)).type).toBe("betsPlaced");
		const placedAt = playerSocket.messages.length;
		await tick(stub);
		await tick(stub);
		const result = await playerSocket.next("roundResult", { from: placedAt });
		expect(result).toMatchObject({ result: 0, round: { operatorSet: true } });
		const betResult = await playerSocket.next("betResult", { from: placedAt });
		// Each wallet apart, in its own unit: the rupees came back as a refund, the tokens won 36 × 20.
		expect(betResult).toMatchObject({
			win: true,
			operatorSet: true,
			outcomes: [
				{ wallet: "real", stake: 500, won: 0, refunded: 500 },
				{ wallet: "tokens", stake: 20, won: 720, refunded: 0 },
			],
			balances: { realBalance: 1_000, playTokens: 720 },
		});
		expect(await balancesOf(database(env.DB), player.id)).toEqual({ realPaise: 100_000, tokensPaise: 72_000 });
		// Players never learn who forced it.
		expect(JSON.stringify(playerSocket.messages)).not.toContain(admin.id);
		adminSocket.close();
		playerSocket.close();
	});

	it("closes a user's sockets on disconnectUser (the ban flow)", async () => {
		const stub = await isolatedRoom();
		const player = await createUser({ realPaise: 1_000 });
		const client = await connectAs(stub, player);
		await client.next("syncState");
		const closed = new Promise<number>((resolve) => client.socket.addEventListener("close", (e) => resolve(e.code)));
		expect(await stub.disconnectUser(player.id)).toBe(1);
		expect(await closed).toBe(4001);
	});
});
