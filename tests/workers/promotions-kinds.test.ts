/**
 * The weekly cashback and the referral reward from claim to their end (docs/decisions/0850-promotions.md, issue 32):
 * each bonus is wagered to conversion by real stakes at a crash table, through the room's socket, and credited to the
 * real wallet once; or forfeited by a withdrawal request the player confirmed, the bonus never reaching real money.
 * Ledgers are checked exactly, in paise.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DAY_MS, previousIstWeek } from "~/domain/promotions/rules";
import { database } from "~/server/db/client";
import { balancesOf, ledgerMismatches, movementStatements } from "~/server/ledger";
import { payWeeklyCashback } from "~/server/promotion-jobs";
import { call, newUtr } from "./helpers/api";
import { bet, cashOut, crashAt, instantOf, openCrashRound } from "./helpers/crash-room";
import {
	bonusesOf,
	bonusLedgerOf,
	bonusMismatches,
	cashbackPromotion,
	claim,
	createPromotion,
} from "./helpers/promotions";
import { createUser, type TestUser } from "./helpers/users";

const db = () => database(env.DB);

/** The player's real-wallet ledger entries after `fromId`, as [amount, reason]. */
async function realEntriesOf(userId: string, fromId = 0) {
	const { results } = await env.DB.prepare(
		"SELECT amount_paise, reason FROM ledger_entries WHERE user_id = ? AND wallet = 'real' AND id > ? ORDER BY id",
	)
		.bind(userId, fromId)
		.all<{ amount_paise: number; reason: string }>();
	return results.map((e) => [e.amount_paise, e.reason]);
}

async function lastEntryId(userId: string): Promise<number> {
	const row = await env.DB.prepare("SELECT coalesce(max(id), 0) AS id FROM ledger_entries WHERE user_id = ?")
		.bind(userId)
		.first<{ id: number }>();
	return row?.id ?? 0;
}

/**
 * One crash round at a table of its own, through the socket: the player stakes `cashedOut` rupees on panel 0 (cashed
 * out at 1.50×) and `lost` rupees on panel 1 (lost at the 2.50× crash); resolves once the round is settled.
 */
async function crashRound(player: TestUser, cashedOut: number, lost: number): Promise<void> {
	const { clock, socket, closesAt } = await openCrashRound(player, 250);
	expect(await bet(socket, { panel: 0, amount: cashedOut })).toMatchObject({ type: "crashBetPlaced" });
	expect(await bet(socket, { panel: 1, amount: lost })).toMatchObject({ type: "crashBetPlaced" });
	await clock.alarmAt(closesAt);
	clock.now = instantOf(closesAt, 150);
	expect(await cashOut(socket, 0)).toMatchObject({ type: "cashedOut", bet: { payout: cashedOut * 1.5 } });
	await clock.alarmAt(crashAt(closesAt, 250));
	await socket.next("crashed");
	socket.close();
}

let account = 100_000_000_000;
/** A withdrawal of `amount` rupees to the player's own bank account, with or without the forfeit confirmed. */
function withdraw(player: TestUser, amount: number, forfeitBonus?: boolean) {
	account += 1;
	return call<{ message: string }>("POST", "/api/transactions/withdraw", {
		as: player,
		json: {
			amount,
			bankName: "State Bank of India",
			bankAccountNumber: String(account),
			ifscCode: "SBIN0001234",
			recipientName: "Ravi Kumar",
			...(forfeitBonus === undefined ? {} : { forfeitBonus }),
		},
	});
}

/**
 * The real ledger after `fromId` is the crash round's (`cashedOut` and `lost` rupees staked, the first paid 1.50×)
 * and the bonus's conversion of `amountPaise`, nothing else.
 */
async function expectRoundAndConversion(
	userId: string,
	fromId: number,
	cashedOut: number,
	lost: number,
	amountPaise: number,
) {
	const entries = await realEntriesOf(userId, fromId);
	expect(entries).toEqual(
		expect.arrayContaining([
			[-cashedOut * 100, "bet_stake"],
			[-lost * 100, "bet_stake"],
			[cashedOut * 150, "bet_payout"],
			[amountPaise, "bonus_conversion"],
		]),
	);
	expect(entries).toHaveLength(4);
}

/** A bonus that ended by conversion, once: its credit and its closing entry, and one conversion on the real ledger. */
async function expectConvertedOnce(userId: string, amountPaise: number, fromId: number) {
	expect(await bonusesOf(userId)).toMatchObject([
		{ status: "converted", balance_paise: 0, amount_paise: amountPaise, wagered_paise: amountPaise },
	]);
	expect(await bonusLedgerOf(userId)).toEqual([
		{ amount_paise: amountPaise, balance_after_paise: amountPaise, reason: "bonus_credit" },
		{ amount_paise: -amountPaise, balance_after_paise: 0, reason: "bonus_conversion" },
	]);
	const conversions = (await realEntriesOf(userId, fromId)).filter(([, reason]) => reason === "bonus_conversion");
	expect(conversions).toEqual([[amountPaise, "bonus_conversion"]]);
}

/** A bonus forfeited by a withdrawal request: its closing entry, and no bonus money on the real ledger. */
async function expectForfeited(userId: string, amountPaise: number) {
	expect(await bonusesOf(userId)).toMatchObject([{ status: "forfeited", balance_paise: 0, amount_paise: amountPaise }]);
	expect(await bonusLedgerOf(userId)).toEqual([
		{ amount_paise: amountPaise, balance_after_paise: amountPaise, reason: "bonus_credit" },
		{ amount_paise: -amountPaise, balance_after_paise: 0, reason: "bonus_forfeit" },
	]);
	const conversions = await env.DB.prepare(
		"SELECT count(*) AS n FROM ledger_entries WHERE user_id = ? AND reason = 'bonus_conversion'",
	)
		.bind(userId)
		.first();
	expect(conversions).toEqual({ n: 0 });
}

describe("a weekly cashback bonus", () => {
	async function cashbackOf(players: TestUser[]) {
		const admin = await createUser({ role: "admin" });
		const { code, id } = await cashbackPromotion(admin);
		for (const p of players) expect((await claim(p, code)).status).toBe(201);
		await env.DB.prepare("UPDATE promotion_claims SET created_at = ? WHERE promotion_id = ?")
			.bind(Date.now() - 20 * DAY_MS, id)
			.run();
		const week = previousIstWeek(Date.now());
		// Last week each lost ₹2,500 net: 10% is a cashback of ₹250, to wager once (₹250).
		for (const p of players) {
			for (const [amount, reason, at] of [
				[-300_000, "bet_stake", week.start],
				[50_000, "bet_payout", week.end - 1],
			] as const) {
				const movement = {
					userId: p.id,
					wallet: "real" as const,
					amountPaise: amount,
					reason,
					idempotencyKey: `test:${crypto.randomUUID()}`,
				};
				await db().batch(movementStatements(db(), movement, at));
			}
		}
		await payWeeklyCashback(db(), Date.now());
		for (const p of players) {
			expect(await bonusesOf(p.id)).toMatchObject([
				{ status: "active", amount_paise: 25_000, balance_paise: 25_000, wagering_required_paise: 25_000 },
			]);
		}
	}

	it("is wagered to conversion by real stakes at a crash table, through the socket, and converts once", async () => {
		const player = await createUser({ realPaise: 1_000_000 });
		await cashbackOf([player]);
		const realBefore = (await balancesOf(db(), player.id)).realPaise;
		const from = await lastEntryId(player.id);

		// ₹100 cashed out at 1.50× and ₹150 lost: ₹250 of stakes, crash counting 100%, is the whole requirement.
		await crashRound(player, 100, 150);
		await expectConvertedOnce(player.id, 25_000, from);
		await expectRoundAndConversion(player.id, from, 100, 150, 25_000);
		expect((await balancesOf(db(), player.id)).realPaise).toBe(realBefore - 25_000 + 15_000 + 25_000);

		// The job run again and another round: nothing more is credited.
		await payWeeklyCashback(db(), Date.now());
		await crashRound(player, 100, 150);
		await expectConvertedOnce(player.id, 25_000, from);
		expect((await balancesOf(db(), player.id)).realPaise).toBe(realBefore - 2 * 25_000 + 2 * 15_000 + 25_000);
		expect(await ledgerMismatches(db())).toEqual([]);
		expect(await bonusMismatches()).toEqual([]);
	});

	it("is forfeited by a withdrawal request the player confirmed; the real balance never sees it", async () => {
		const player = await createUser({ realPaise: 1_000_000 });
		await cashbackOf([player]);
		const realBefore = (await balancesOf(db(), player.id)).realPaise;
		expect((await withdraw(player, 500)).status).toBe(409);
		expect((await balancesOf(db(), player.id)).realPaise).toBe(realBefore);
		expect(await bonusesOf(player.id)).toMatchObject([{ status: "active", balance_paise: 25_000 }]);

		const from = await lastEntryId(player.id);
		expect((await withdraw(player, 500, true)).status).toBe(201);
		await expectForfeited(player.id, 25_000);
		expect(await realEntriesOf(player.id, from)).toEqual([[-50_000, "withdrawal_reserve"]]);
		expect((await balancesOf(db(), player.id)).realPaise).toBe(realBefore - 50_000);
		expect(await ledgerMismatches(db())).toEqual([]);
		expect(await bonusMismatches()).toEqual([]);
	});
});

describe("a referral reward", () => {
	/** A referrer and a friend who joined by the referrer's code; the friend's first deposit of ₹1,000 approved. */
	async function rewarded(): Promise<{ referrer: TestUser; friend: TestUser }> {
		const admin = await createUser({ role: "admin" });
		await createPromotion(admin, { kind: "referral", reward: 300, friendReward: 50, wageringMultiple: 1 });
		const referrer = await createUser({ realPaise: 1_000_000 });
		const made = await call<{ code: string }>("POST", "/api/promotions/referral", { as: referrer });
		expect(made.status).toBe(201);
		const friend = await createUser({ realPaise: 1_000_000 });
		const joined = await call("POST", "/api/promotions/referral/join", { as: friend, json: { code: made.body.code } });
		expect(joined.status).toBe(201);
		const deposit = await call<{ data: { id: string } }>("POST", "/api/transactions/deposit", {
			as: friend,
			json: { amount: 1_000, utr: newUtr() },
		});
		expect((await call("PUT", `/api/transactions/${deposit.body.data.id}/approve`, { as: admin })).status).toBe(200);
		expect(await bonusesOf(referrer.id)).toMatchObject([
			{ status: "active", amount_paise: 30_000, wagering_required_paise: 30_000 },
		]);
		expect(await bonusesOf(friend.id)).toMatchObject([
			{ status: "active", amount_paise: 5_000, wagering_required_paise: 5_000 },
		]);
		return { referrer, friend };
	}

	it("is wagered to conversion by the referrer's real stakes at a crash table, and converts once", async () => {
		const { referrer } = await rewarded();
		const from = await lastEntryId(referrer.id);
		// ₹100 cashed out at 1.50× and ₹200 lost: ₹300, the whole requirement.
		await crashRound(referrer, 100, 200);
		await expectConvertedOnce(referrer.id, 30_000, from);
		await expectRoundAndConversion(referrer.id, from, 100, 200, 30_000);
		expect((await balancesOf(db(), referrer.id)).realPaise).toBe(1_000_000 - 30_000 + 15_000 + 30_000);
		await crashRound(referrer, 100, 200);
		await expectConvertedOnce(referrer.id, 30_000, from);
		expect((await balancesOf(db(), referrer.id)).realPaise).toBe(1_000_000 - 2 * 30_000 + 2 * 15_000 + 30_000);
		expect(await ledgerMismatches(db())).toEqual([]);
		expect(await bonusMismatches()).toEqual([]);
	});

	it("is forfeited by the friend's confirmed withdrawal request; the real balance never sees it", async () => {
		const { friend } = await rewarded();
		// ₹10,000 to start and the ₹1,000 deposit.
		expect((await balancesOf(db(), friend.id)).realPaise).toBe(1_100_000);
		expect((await withdraw(friend, 500)).status).toBe(409);
		const from = await lastEntryId(friend.id);
		expect((await withdraw(friend, 500, true)).status).toBe(201);
		await expectForfeited(friend.id, 5_000);
		expect(await realEntriesOf(friend.id, from)).toEqual([[-50_000, "withdrawal_reserve"]]);
		expect((await balancesOf(db(), friend.id)).realPaise).toBe(1_050_000);
		expect(await ledgerMismatches(db())).toEqual([]);
		expect(await bonusMismatches()).toEqual([]);
	});
});
