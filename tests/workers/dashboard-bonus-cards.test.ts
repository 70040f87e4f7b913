/**
 * The dashboard's bonus cost and every game's theoretical hold (docs/decisions/0860-cockpit-charts.md), after the
 * real flows: a deposit match credited at the deposit's approval, wagered through at a settled roulette round and
 * converted; a bonus forfeited by a withdrawal request; one expired by the job; Andar Bahar and Dragon Tiger rounds
 * played through their rooms with every spot staked. The stored daily totals (daily_bonus, daily_table_bet_stakes)
 * equal a recomputation from the bonus ledger and the bets, and the API's figures are those totals.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ANDAR_BAHAR_BETS, houseEdge } from "~/domain/andar-bahar/rules";
import type { CardSpot } from "~/domain/cards/games";
import { add, mul, type Ratio, ratio } from "~/domain/cards/ratio";
import { DRAGON_TIGER_BETS, dragonTigerHouseEdge } from "~/domain/dragon-tiger/rules";
import { settleRound } from "~/durable/game-host/settlement";
import type { BusinessDashboard } from "~/server/dashboard";
import { database } from "~/server/db/client";
import { applyMovement, ledgerMismatches } from "~/server/ledger";
import { expireBonuses } from "~/server/promotion-jobs";
import { call } from "./helpers/api";
import { cardBetRows, placeCards, seatedAtCards } from "./helpers/card-room";
import { approvedDeposit, bonusesOf, bonusMismatches, claim, createPromotion } from "./helpers/promotions";
import { createUser, type TestUser } from "./helpers/users";

const db = () => database(env.DB);
type Answer = { data: BusinessDashboard };

/** One lost straight-up roulette bet of real money at the main table, staked through the ledger and settled by the host. */
async function lostRouletteBet(player: TestUser, stakePaise: number) {
	const roundId = crypto.randomUUID();
	const betId = crypto.randomUUID();
	await env.DB.prepare(
		"INSERT INTO rounds (id, table_id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, 'main', ?, 'c', 0, 0)",
	)
		.bind(roundId, Math.floor(Math.random() * 1e12))
		.run();
	const stake = { userId: player.id, wallet: "real" as const, amountPaise: -stakePaise, reason: "bet_stake" as const };
	expect(
		await applyMovement(db(), { ...stake, refType: "bet", refId: betId, idempotencyKey: `bet:${betId}:stake` }),
	).toBe("applied");
	await env.DB.prepare(
		"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, status, submission_id, position) VALUES (?, ?, ?, 'real', 'straight', '[17]', ?, 'placed', ?, 0)",
	)
		.bind(betId, roundId, player.id, stakePaise, roundId)
		.run();
	const verdict = () => ({ status: "lost" as const, paidPaise: 0 as const });
	await settleRound(
		db(),
		env.DB,
		{ roundId, record: async () => {}, verdict },
		{ settleChunk: 2, settlementHook: null },
	);
}

/** Every day's bonus money as daily_bonus stores it, and as the bonus ledger itself adds up. */
async function bonusDays() {
	const stored = await env.DB.prepare(
		"SELECT day, credited, credited_paise, converted, converted_paise, expired, expired_paise, forfeited, forfeited_paise FROM daily_bonus WHERE credited + converted + expired + forfeited > 0 ORDER BY day",
	).all();
	const recomputed = await env.DB.prepare(
		`SELECT (created_at + 19800000) / 86400000 * 86400000 - 19800000 AS day,
		   SUM(reason = 'bonus_credit') AS credited, SUM(CASE WHEN reason = 'bonus_credit' THEN amount_paise ELSE 0 END) AS credited_paise,
		   SUM(reason = 'bonus_conversion') AS converted, SUM(CASE WHEN reason = 'bonus_conversion' THEN -amount_paise ELSE 0 END) AS converted_paise,
		   SUM(reason = 'bonus_expiry') AS expired, SUM(CASE WHEN reason = 'bonus_expiry' THEN -amount_paise ELSE 0 END) AS expired_paise,
		   SUM(reason = 'bonus_forfeit') AS forfeited, SUM(CASE WHEN reason = 'bonus_forfeit' THEN -amount_paise ELSE 0 END) AS forfeited_paise
		 FROM bonus_ledger GROUP BY day ORDER BY day`,
	).all();
	return { stored: stored.results, recomputed: recomputed.results };
}

describe("the dashboard's bonus cost", () => {
	it("equals the bonus ledger per day: a match credited, wagered and converted, one forfeited, one expired", async () => {
		const admin = await createUser({ role: "admin" });
		const { code } = await createPromotion(admin, { percent: 50, maxBonus: 1_000, wageringMultiple: 1 });
		const before = (await call<Answer>("GET", "/api/admin/dashboard?range=today", { as: admin })).body.data.totals;

		// Converted: ₹3,000 deposited, ₹1,000 matched (capped), wagered once by a lost ₹1,000 straight-up bet.
		const converts = await createUser({ realPaise: 0 });
		expect((await claim(converts, code)).status).toBe(201);
		await approvedDeposit(converts, admin, 3_000);
		await lostRouletteBet(converts, 100_000);
		expect(await bonusesOf(converts.id)).toMatchObject([{ status: "converted", amount_paise: 100_000 }]);

		// Forfeited: ₹1,000 deposited, ₹500 matched, then a withdrawal request the player confirmed.
		const forfeits = await createUser();
		expect((await claim(forfeits, code)).status).toBe(201);
		await approvedDeposit(forfeits, admin, 1_000);
		const withdrawal = await call("POST", "/api/transactions/withdraw", {
			as: forfeits,
			json: {
				amount: 500,
				bankName: "State Bank of India",
				bankAccountNumber: "123456789012",
				ifscCode: "SBIN0001234",
				recipientName: "Ravi Kumar",
				forfeitBonus: true,
			},
		});
		expect(withdrawal.status).toBe(201);
		expect(await bonusesOf(forfeits.id)).toMatchObject([{ status: "forfeited", amount_paise: 50_000 }]);

		// Expired: ₹600 deposited, ₹300 matched, its expiry brought to now, and the job run (twice: once counts).
		const expires = await createUser();
		expect((await claim(expires, code)).status).toBe(201);
		await approvedDeposit(expires, admin, 600);
		const now = Date.now();
		await env.DB.prepare("UPDATE bonuses SET expires_at = ? WHERE user_id = ?").bind(now, expires.id).run();
		expect(await expireBonuses(db(), now)).toBe(1);
		expect(await expireBonuses(db(), now)).toBe(0);
		expect(await bonusesOf(expires.id)).toMatchObject([{ status: "expired", amount_paise: 30_000 }]);

		const { stored, recomputed } = await bonusDays();
		expect(stored.length).toBeGreaterThan(0);
		expect(stored).toEqual(recomputed);
		expect(await bonusMismatches()).toEqual([]);
		expect(await ledgerMismatches(db())).toEqual([]);

		// The API's today is the stored day; this test's flows moved it by exactly their amounts.
		const answer = await call<Answer>("GET", "/api/admin/dashboard?range=today", { as: admin });
		const { totals, days } = answer.body.data;
		expect(days[0]?.bonus).toEqual(totals.bonus);
		expect(totals.bonus).toEqual({
			credited: before.bonus.credited + 3,
			creditedAmount: before.bonus.creditedAmount + 1_800,
			converted: before.bonus.converted + 1,
			convertedAmount: before.bonus.convertedAmount + 1_000,
			forfeited: before.bonus.forfeited + 1,
			forfeitedAmount: before.bonus.forfeitedAmount + 500,
			expired: before.bonus.expired + 1,
			expiredAmount: before.bonus.expiredAmount + 300,
		});
		const today = recomputed.at(-1) as { converted_paise: number };
		expect(totals.bonus.convertedAmount).toBe(today.converted_paise / 100);

		// The CSV has the same figures in its bonus columns.
		const csv = await exports.default.fetch("http://localhost/api/admin/dashboard/csv?range=today", {
			headers: { Authorization: `Bearer ${admin.token}` },
		});
		const [header, row] = (await csv.text()).trim().split(/\r?\n/);
		const cells = Object.fromEntries((header ?? "").split(",").map((h, i) => [h, row?.split(",")[i]]));
		expect(cells["Bonus credited (INR)"]).toBe(totals.bonus.creditedAmount.toFixed(2));
		expect(cells["Bonus converted to real money (INR)"]).toBe(totals.bonus.convertedAmount.toFixed(2));
		expect(cells["Bonuses forfeited"]).toBe(String(totals.bonus.forfeited));
		expect(cells["Bonus expired (INR)"]).toBe(totals.bonus.expiredAmount.toFixed(2));
	});
});

/** Plays one round at a card table of its own with a real stake on each of `spots`, through the room, to settlement. */
async function playedCardRound(game: "andar-bahar" | "dragon-tiger", spots: readonly CardSpot[]) {
	const { id, clock, me, round } = await seatedAtCards(game, 1_000_000);
	const bets = spots.map((spot, i) => ({ spot, amount: 10 * (i + 1) + 7 }));
	expect(await placeCards(me, bets)).toMatchObject({ type: "cardBetPlaced" });
	await clock.alarmAt(round.phaseEndsAt);
	const dealing = await me.next("dealing");
	await clock.alarmAt(dealing.round.phaseEndsAt);
	await me.next("betResult");
	me.close();
	const rows = await cardBetRows(round.roundId);
	expect(rows.every((r) => r.status === "won" || r.status === "lost")).toBe(true);
	return { tableId: id, rows };
}

/** Σ stake × the bet's exact edge, rounded half up to the paisa. */
function exactExpected(rows: Array<{ bet_type: string; amount_paise: number }>, edgeOf: (bet: string) => Ratio) {
	const total = rows.reduce((sum, r) => add(sum, mul(ratio(r.amount_paise), edgeOf(r.bet_type))), ratio(0));
	return Number((2n * total.num + total.den) / (2n * total.den));
}

describe("a card table's theoretical hold", () => {
	it("is exact per bet kind: the stored stakes per kind equal the bets, and the expected GGR is Σ stake × edge", async () => {
		const admin = await createUser({ role: "admin" });
		const andarBahar = await playedCardRound("andar-bahar", ANDAR_BAHAR_BETS);
		const dragonTiger = await playedCardRound("dragon-tiger", DRAGON_TIGER_BETS);
		const edges = {
			[andarBahar.tableId]: (bet: string) => houseEdge(bet as (typeof ANDAR_BAHAR_BETS)[number]),
			[dragonTiger.tableId]: (bet: string) => dragonTigerHouseEdge(bet as (typeof DRAGON_TIGER_BETS)[number]),
		};
		for (const played of [andarBahar, dragonTiger]) {
			const stored = await env.DB.prepare(
				"SELECT bet_type, real_stakes_paise FROM daily_table_bet_stakes WHERE table_id = ? ORDER BY bet_type",
			)
				.bind(played.tableId)
				.all();
			const recomputed = await env.DB.prepare(
				`SELECT b.bet_type, SUM(b.amount_paise) AS real_stakes_paise FROM bets b JOIN rounds r ON r.id = b.round_id
				 WHERE r.table_id = ? AND b.wallet = 'real' AND b.status IN ('won', 'lost') GROUP BY b.bet_type ORDER BY b.bet_type`,
			)
				.bind(played.tableId)
				.all();
			expect(stored.results).toEqual(recomputed.results);
			expect(stored.results).toHaveLength(played.rows.length);

			const answer = await call<Answer>("GET", `/api/admin/dashboard?range=today&table=${played.tableId}`, {
				as: admin,
			});
			expect(answer.status).toBe(200);
			const { totals, tables } = answer.body.data;
			const stakes = played.rows.reduce((sum, r) => sum + r.amount_paise, 0);
			const payouts = played.rows.reduce((sum, r) => sum + (r.payout_paise ?? 0), 0);
			const expected = exactExpected(played.rows, edges[played.tableId] as (bet: string) => Ratio);
			expect(totals).toMatchObject({ stakes: stakes / 100, ggr: (stakes - payouts) / 100 });
			expect(totals.expectedGgr).toBe(expected / 100);
			expect(totals.edge).toBeCloseTo(expected / stakes, 12);
			expect(totals.hold).toBeCloseTo((stakes - payouts) / stakes, 12);
			expect(tables).toMatchObject([{ id: played.tableId, expectedGgr: expected / 100 }]);
			expect(tables[0]?.edge).toBeCloseTo(expected / stakes, 12);
		}
		// For all tables together, every game's edge is known: the expected GGR is a number, never null.
		const all = await call<Answer>("GET", "/api/admin/dashboard?range=today", { as: admin });
		expect(all.body.data.totals.expectedGgr).toEqual(expect.any(Number));
		expect(all.body.data.days[0]?.edge).toEqual(expect.any(Number));
	});
});
