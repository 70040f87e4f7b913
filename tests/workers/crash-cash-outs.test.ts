/**
 * Crash cash-outs through the real socket (docs/decisions/0820-crash-game.md, "Cash-out" and "Ties"): messages a few
 * milliseconds either side of the crash instant (never paid after it, always paid before it), duplicates (paid once),
 * a cash-out of a bet not placed, of another player's bet and after logout, the table's maximum win, the limits and a
 * player's breaks. The room's clock is held by the test (helpers/crash-room.ts).
 */
import { env } from "cloudflare:workers";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { crashPayoutPaise, multiplierAt } from "~/domain/crash/flight";
import { crashMessages, rouletteMessages } from "~/domain/messages";
import { database } from "~/server/db/client";
import { ledgerEntries } from "~/server/db/schema";
import { balancesOf, ledgerMismatches } from "~/server/ledger";
import { call } from "./helpers/api";
import {
	answerTo,
	bet,
	type CrashClient,
	cashOut,
	connectCrash,
	crashAt,
	crashBetRows,
	crashTable,
	HeldClock,
	instantOf,
} from "./helpers/crash-room";
import { createUser, type TestUser } from "./helpers/users";

const db = () => database(env.DB);

/** A crash table with its clock held and the next crash point fixed, and its betting round as the first socket saw it. */
async function heldTable(crashPoint: number, limits: Parameters<typeof crashTable>[0] = {}) {
	const table = await crashTable(limits);
	const clock = new HeldClock(table.stub, crashPoint);
	await clock.install();
	return { ...table, clock };
}

/** Seats players (each with their own socket) and returns them with the round's betting deadline. */
async function seat(stub: Awaited<ReturnType<typeof heldTable>>["stub"], players: TestUser[]) {
	const clients: CrashClient[] = [];
	for (const player of players) clients.push(await connectCrash(stub, player));
	const sync = await clients[0]?.next("syncState");
	if (!sync?.round?.phaseEndsAt) throw new Error("no betting round");
	return { clients, roundId: sync.round.roundId, closesAt: sync.round.phaseEndsAt };
}

const client = (clients: CrashClient[], i: number) => {
	const c = clients[i];
	if (!c) throw new Error(`no client ${i}`);
	return c;
};

describe("crash cash-outs", () => {
	it("pays a cash-out handled up to the millisecond before the crash, and never one handled at or after it", async () => {
		const { stub, clock } = await heldTable(250);
		const players = await Promise.all([0, 1, 2, 3, 4, 5].map(() => createUser({ realPaise: 10_000 })));
		const { clients, roundId, closesAt } = await seat(stub, players);
		for (const c of clients) expect(await bet(c, { amount: 100 })).toMatchObject({ type: "crashBetPlaced" });
		await clock.alarmAt(closesAt);
		const crash = crashAt(closesAt, 250);
		// Messages a few ms either side of the crash instant, handled before the crash's own alarm has run.
		const offsets = [-3, -2, -1, 0, 1, 2];
		const answers = [];
		for (const [i, offset] of offsets.entries()) {
			clock.now = crash + offset;
			answers.push(await cashOut(client(clients, i)));
		}
		for (const [i, offset] of offsets.entries()) {
			if (offset < 0) {
				const m = multiplierAt(crash + offset - closesAt);
				expect(m).toBeLessThan(250);
				expect(answers[i]).toMatchObject({
					type: "cashedOut",
					bet: { cashedOutAt: m, payout: crashPayoutPaise(10_000, m) / 100 },
				});
			} else expect(answers[i]).toMatchObject({ type: "error", message: crashMessages.tooLate });
		}
		await clock.alarmAt(crash + 2);
		await client(clients, 0).next("crashed");
		const rows = await crashBetRows(roundId);
		expect(rows.map((r) => [r.status, r.entries])).toEqual([
			["won", 1],
			["won", 1],
			["won", 1],
			["lost", 0],
			["lost", 0],
			["lost", 0],
		]);
		expect(await ledgerMismatches(db())).toEqual([]);
		for (const c of clients) c.close();
	});

	it("pays a cash-out sent twice, from one socket or two, once; and a bet sent twice is debited once", async () => {
		const { stub, clock } = await heldTable(400);
		const player = await createUser({ realPaise: 20_000 });
		const { clients, roundId, closesAt } = await seat(stub, [player]);
		const second = await connectCrash(stub, player);
		await second.next("syncState");
		const first = client(clients, 0);
		// The same crashBet twice (a retry): one stake, the same bet acknowledged twice.
		const submissionId = crypto.randomUUID();
		const message = {
			type: "crashBet" as const,
			submissionId,
			panel: 0 as const,
			wallet: "real" as const,
			amount: 100,
			autoCashOut: null,
			clientSeed: "00112233445566778899aabbccddeeff",
		};
		first.send(message);
		first.send(message);
		await first.until(
			() => first.messages.filter((m) => m.type === "crashBetPlaced" && m.submissionId === submissionId)[1],
			"both acknowledgements",
		);
		expect((await balancesOf(db(), player.id)).realPaise).toBe(10_000);
		const stakes = await env.DB.prepare(
			"SELECT COUNT(*) AS n FROM ledger_entries WHERE user_id = ? AND reason = 'bet_stake'",
		)
			.bind(player.id)
			.first<{ n: number }>();
		expect(stakes?.n).toBe(1);

		await clock.alarmAt(closesAt);
		clock.now = instantOf(closesAt, 180);
		const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
		first.send({ type: "cashOut", submissionId: ids[0] ?? "", panel: 0 });
		first.send({ type: "cashOut", submissionId: ids[1] ?? "", panel: 0 });
		second.send({ type: "cashOut", submissionId: ids[2] ?? "", panel: 0 });
		const answers = await Promise.all([
			answerTo(first, ids[0] ?? ""),
			answerTo(first, ids[1] ?? ""),
			answerTo(second, ids[2] ?? ""),
		]);
		expect(answers.map((a) => a.type).sort()).toEqual(["cashedOut", "error", "error"]);
		for (const a of answers) if (a.type === "error") expect(a.message).toBe(crashMessages.alreadyCashedOut);
		// Every socket of the player hears the one cash-out.
		expect(second.messages.filter((m) => m.type === "cashedOut")).toHaveLength(1);
		await clock.alarmAt(crashAt(closesAt, 400));
		const [row] = await crashBetRows(roundId);
		expect(row).toMatchObject({ status: "won", cashed_out_at: 180, payout_paise: 18_000, entries: 1, paid: 18_000 });
		expect((await balancesOf(db(), player.id)).realPaise).toBe(28_000);
		for (const c of [first, second]) c.close();
	});

	it("finds no bet to cash out on an empty panel, nor another player's, and none after logout", async () => {
		const { stub, clock } = await heldTable(300);
		const [alice, bob, carol] = await Promise.all([1, 2, 3].map(() => createUser({ realPaise: 10_000 })));
		if (!alice || !bob || !carol) throw new Error("no players");
		const { clients, roundId, closesAt } = await seat(stub, [alice, bob, carol]);
		const [a, b, c] = [client(clients, 0), client(clients, 1), client(clients, 2)];
		expect(await bet(a, { amount: 100 })).toMatchObject({ type: "crashBetPlaced" });
		expect(await bet(c, { amount: 100 })).toMatchObject({ type: "crashBetPlaced" });
		// Before the flight, a bet cannot be cashed out.
		expect(await cashOut(a)).toMatchObject({ type: "error", message: crashMessages.notFlying });
		await clock.alarmAt(closesAt);
		clock.now = instantOf(closesAt, 150);
		// Bob has no bet: not on his panels, and he cannot reach Alice's by naming her panel.
		expect(await cashOut(b, 0)).toMatchObject({ type: "error", message: crashMessages.noBetToCashOut });
		expect(await cashOut(b, 1)).toMatchObject({ type: "error", message: crashMessages.noBetToCashOut });
		expect(await cashOut(a, 1)).toMatchObject({ type: "error", message: crashMessages.noBetToCashOut });
		// Carol logs out: her socket is closed before the answer, and her old token opens no other.
		const out = await call("POST", "/api/auth/logout", { as: carol });
		expect(out.status).toBe(200);
		expect((await c.waitClosed()).code).toBe(4001);
		expect(c.messages.some((m) => m.type === "sessionEnded")).toBe(true);
		const reopened = await call("GET", `/api/room/socket?table=aviator&token=${carol.token}`, {
			headers: { Upgrade: "websocket" },
		});
		expect(reopened.status).toBe(401);
		// Alice's bet is hers alone to cash out.
		expect(await cashOut(a, 0)).toMatchObject({ type: "cashedOut", bet: { cashedOutAt: 150 } });
		await clock.alarmAt(crashAt(closesAt, 300));
		const rows = await crashBetRows(roundId);
		expect(rows.map((r) => [r.user_id, r.status, r.entries])).toEqual([
			[alice.id, "won", 1],
			[carol.id, "lost", 0],
		]);
		for (const s of [a, b]) s.close();
	});

	it("ends a bet at the table's maximum win, paying exactly it, whether the room or the player gets there first", async () => {
		// ₹1,000 a bet at most, ₹2,000 won at most: a ₹1,000 bet is capped at 2.00×, a ₹400 bet at 5.00×.
		const { stub, clock } = await heldTable(500, { maxBetPaise: 100_000, maxWinPaise: 200_000 });
		const players = await Promise.all([1, 2, 3].map(() => createUser({ realPaise: 200_000 })));
		const { clients, roundId, closesAt } = await seat(stub, players);
		const [capped, late, small] = [client(clients, 0), client(clients, 1), client(clients, 2)];
		expect(await bet(capped, { panel: 0, amount: 1_000 })).toMatchObject({ type: "crashBetPlaced" });
		expect(await bet(capped, { panel: 1, amount: 1_000, autoCashOut: 300 })).toMatchObject({ type: "crashBetPlaced" });
		expect(await bet(late, { amount: 1_000 })).toMatchObject({ type: "crashBetPlaced" });
		expect(await bet(small, { amount: 400 })).toMatchObject({ type: "crashBetPlaced" });
		expect(await bet(small, { panel: 1, amount: 1_001 })).toMatchObject({
			type: "error",
			message: rouletteMessages.maxBet(1_000),
		});
		await clock.alarmAt(closesAt);
		// A cash-out handled after the cap's instant, before the room's own alarm ran: the cap came first.
		clock.now = instantOf(closesAt, 200) + 50;
		expect(await cashOut(late)).toMatchObject({ type: "cashedOut", bet: { cashedOutAt: 200, payout: 2_000 } });
		const from = capped.messages.length;
		await clock.alarmAt(instantOf(closesAt, 200) + 50);
		await capped.until(() => capped.messages.slice(from).filter((m) => m.type === "cashedOut")[1], "both capped bets");
		await clock.alarmAt(crashAt(closesAt, 500));
		const rows = await crashBetRows(roundId);
		// The ₹400 bet's cap (5.00×) is the crash point itself: not below it, so not paid.
		expect(rows.map((r) => [r.amount_paise, r.status, r.cashed_out_at, r.payout_paise, r.entries])).toEqual([
			[100_000, "won", 200, 200_000, 1],
			[100_000, "won", 200, 200_000, 1],
			[100_000, "won", 200, 200_000, 1],
			[40_000, "lost", null, 0, 0],
		]);
		expect(await ledgerMismatches(db())).toEqual([]);
		for (const c of clients) c.close();
	});

	it("holds bets to the round's limits and amounts, and to the player's breaks and loss limit, debiting nothing refused", async () => {
		const { stub, clock } = await heldTable(200);
		const player = await createUser({ realPaise: 100_000, tokensPaise: 50_000 });
		const resting = await createUser({ realPaise: 100_000, tokensPaise: 50_000 });
		const admin = await createUser({ role: "admin", realPaise: 100_000 });
		await env.DB.batch([
			env.DB.prepare(
				"INSERT INTO exclusions (id, user_id, kind, starts_at, ends_at) VALUES (?, ?, 'cool_off', ?, ?)",
			).bind(crypto.randomUUID(), resting.id, Date.now() - 1_000, Date.now() + 86_400_000),
			env.DB.prepare(
				"INSERT INTO player_limits (user_id, kind, value, updated_at) VALUES (?, 'loss_day', 15000, ?)",
			).bind(player.id, Date.now()),
		]);
		const { clients } = await seat(stub, [player, resting, admin]);
		const [me, rest, boss] = [client(clients, 0), client(clients, 1), client(clients, 2)];
		const refusals: Array<[number | string, number | null, string]> = [
			[5, null, rouletteMessages.minBet(10)],
			[10_001, null, rouletteMessages.maxBet(10_000)],
			[10.005, null, crashMessages.amountPaise],
			["ten", null, rouletteMessages.minBet(10)],
			[10, 100, crashMessages.autoCashOutRange],
			[10, 100_001, crashMessages.autoCashOutRange],
		];
		for (const [amount, autoCashOut, message] of refusals) {
			const submissionId = crypto.randomUUID();
			me.send({
				type: "crashBet",
				submissionId,
				panel: 0,
				wallet: "real",
				amount: amount as number,
				autoCashOut,
				clientSeed: "0123456789abcdef",
			});
			expect(await answerTo(me, submissionId)).toMatchObject({ type: "error", message });
		}
		// The daily loss limit (₹150): ₹100 goes, the next ₹100 would pass it; play tokens never count.
		expect(await bet(me, { amount: 100 })).toMatchObject({ type: "crashBetPlaced" });
		const over = await bet(me, { panel: 1, amount: 100 });
		expect(over).toMatchObject({ type: "error" });
		if (over.type === "error") expect(over.message).toMatch(/loss limit/i);
		expect(await bet(me, { panel: 1, amount: 100, wallet: "tokens" })).toMatchObject({ type: "crashBetPlaced" });
		// A break refuses both wallets; an admin never bets.
		for (const wallet of ["real", "tokens"] as const) {
			const refused = await bet(rest, { amount: 10, wallet });
			expect(refused).toMatchObject({ type: "error" });
			if (refused.type === "error")
				expect(refused.message).toMatch(/^Betting is paused by your own choice until .+ IST\.$/);
		}
		expect(await bet(boss, { amount: 10 })).toMatchObject({ type: "error", message: rouletteMessages.playersOnly });
		expect(await balancesOf(db(), player.id)).toEqual({ realPaise: 90_000, tokensPaise: 40_000 });
		expect(await balancesOf(db(), resting.id)).toEqual({ realPaise: 100_000, tokensPaise: 50_000 });
		expect((await balancesOf(db(), admin.id)).realPaise).toBe(100_000);
		expect(clock.now).toBeGreaterThan(0);
		for (const c of clients) c.close();
	});
	it("pays cash-outs decided together in one batch, two of one wallet with its balance after each in order", async () => {
		const { stub, clock } = await heldTable(300);
		const players = await Promise.all([0, 1].map(() => createUser({ realPaise: 100_000 })));
		const { clients, closesAt } = await seat(stub, players);
		const [me, other] = [client(clients, 0), client(clients, 1)];
		const [player, another] = players as [TestUser, TestUser];
		// Three bets that reach their target at the same millisecond: the room pays them together.
		expect(await bet(me, { panel: 0, amount: 100, autoCashOut: 150 })).toMatchObject({ type: "crashBetPlaced" });
		expect(await bet(me, { panel: 1, amount: 50, autoCashOut: 150 })).toMatchObject({ type: "crashBetPlaced" });
		expect(await bet(other, { amount: 20, autoCashOut: 150 })).toMatchObject({ type: "crashBetPlaced" });
		await clock.alarmAt(closesAt);
		const from = me.messages.length;
		await clock.alarmAt(instantOf(closesAt, 150));
		const first = await me.next("cashedOut", { from });
		const second = await me.next("cashedOut", { from: me.messages.indexOf(first) + 1 });
		expect([first.bet.payout, second.bet.payout].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([75, 150]);
		expect(await other.next("cashedOut")).toMatchObject({ bet: { payout: 30 } });
		// Two entries of one wallet written in one batch: each one's balance after is the one before plus its amount.
		const entries = await db()
			.select()
			.from(ledgerEntries)
			.where(and(eq(ledgerEntries.userId, player.id), eq(ledgerEntries.reason, "bet_payout")))
			.orderBy(asc(ledgerEntries.id));
		expect(entries).toHaveLength(2);
		const [one, two] = entries as [(typeof entries)[0], (typeof entries)[0]];
		expect(one.createdAt).toBe(two.createdAt);
		expect(one.balanceAfterPaise).toBe(85_000 + one.amountPaise);
		expect(two.balanceAfterPaise).toBe(one.balanceAfterPaise + two.amountPaise);
		expect(two.balanceAfterPaise).toBe(107_500);
		expect(await balancesOf(db(), player.id)).toEqual({ realPaise: 107_500, tokensPaise: 0 });
		expect(await balancesOf(db(), another.id)).toEqual({ realPaise: 101_000, tokensPaise: 0 });
		expect(await ledgerMismatches(db())).toEqual([]);
		for (const c of clients) c.close();
	});
});
