/**
 * Promotions through the API and the host's settlement (docs/decisions/0850-promotions.md): the operator's routes,
 * claims (twice, racing, over the cap, from one device), the deposit match an approval credits once, wagering at
 * settlement with weights and hedges, the conversion exactly once, the cashback job run twice, expiry, and the
 * ledgers exact after all of it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { promotionMessages } from "~/domain/messages";
import { DAY_MS, previousIstWeek } from "~/domain/promotions/rules";
import { settleRound, type Verdict } from "~/durable/game-host/settlement";
import { DEMO_PROMOTIONS, demoPromotionsSql } from "~/scripts/lib/demo-promotions";
import { database } from "~/server/db/client";
import { applyMovement, balancesOf, ledgerMismatches, movementStatements } from "~/server/ledger";
import { expireBonuses, payWeeklyCashback } from "~/server/promotion-jobs";
import type { PromotionView } from "~/server/promotions";
import { reconcile } from "~/server/reconciliation";
import { call, newUtr } from "./helpers/api";
import {
	approvedDeposit,
	bonusesOf,
	bonusLedgerOf,
	bonusMismatches,
	cashbackPromotion,
	claim,
	createPromotion,
	promotionInput,
} from "./helpers/promotions";
import { holdAtBetting } from "./helpers/room-clock";
import { connectAs, isolatedRoom } from "./helpers/room-socket";
import { createUser, type TestUser } from "./helpers/users";

const db = () => database(env.DB);

type TestBet = { betType: string; numbers: number[]; amountPaise: number; verdict: Verdict };

/** A round of real-money bets (each staked through the ledger), settled by the host's settlement. */
async function settledRound(player: TestUser, roundBets: TestBet[], { twice = false } = {}): Promise<string> {
	const roundId = crypto.randomUUID();
	await env.DB.prepare(
		"INSERT INTO rounds (id, table_id, seq, commitment, betting_opens_at, betting_closes_at) VALUES (?, 'main', ?, 'c', 0, 0)",
	)
		.bind(roundId, Math.floor(Math.random() * 1e12))
		.run();
	const verdicts = new Map<string, Verdict>();
	for (const [position, bet] of roundBets.entries()) {
		const id = crypto.randomUUID();
		verdicts.set(id, bet.verdict);
		expect(
			await applyMovement(db(), {
				userId: player.id,
				wallet: "real",
				amountPaise: -bet.amountPaise,
				reason: "bet_stake",
				refType: "bet",
				refId: id,
				idempotencyKey: `bet:${id}:stake`,
			}),
		).toBe("applied");
		await env.DB.prepare(
			"INSERT INTO bets (id, round_id, user_id, wallet, bet_type, numbers, amount_paise, status, submission_id, position) VALUES (?, ?, ?, 'real', ?, ?, ?, 'placed', ?, ?)",
		)
			.bind(id, roundId, player.id, bet.betType, JSON.stringify(bet.numbers), bet.amountPaise, roundId, position)
			.run();
	}
	const round = {
		roundId,
		record: async () => {},
		verdict: (bet: { id: string }) => verdicts.get(bet.id) ?? { status: "lost" as const, paidPaise: 0 as const },
	};
	await settleRound(db(), env.DB, round, { settleChunk: 2, settlementHook: null });
	if (twice) await settleRound(db(), env.DB, round, { settleChunk: 2, settlementHook: null });
	return roundId;
}

const lost = { status: "lost", paidPaise: 0 } as const;

describe("the operator's promotions", () => {
	it("are created, edited and paused by an admin only, audited, with bad input refused and nothing written", async () => {
		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const input = promotionInput();
		expect((await call("POST", "/api/admin/promotions", { as: player, json: input })).status).toBe(403);
		expect((await call("GET", "/api/admin/promotions", { as: player })).status).toBe(403);
		expect((await call("POST", "/api/admin/promotions", { json: input })).status).toBe(401);

		for (const [patch, message] of [
			[{ code: "BAD CODE" }, promotionMessages.code],
			[{ percent: 0 }, promotionMessages.percent],
			[{ maxBonus: 0 }, promotionMessages.maxBonus],
			[{ wageringMultiple: 101 }, promotionMessages.wageringMultiple],
			[{ endsAt: new Date(Date.now() - 2 * DAY_MS).toISOString() }, promotionMessages.window],
			[{ code: "X".repeat(10_000) }, promotionMessages.code],
		] as const) {
			const refused = await call<{ message: string }>("POST", "/api/admin/promotions", {
				as: admin,
				json: { ...input, ...patch },
			});
			expect(refused.status).toBe(422);
			expect(refused.body.message).toBe(message);
		}
		const none = await env.DB.prepare("SELECT count(*) AS n FROM promotions WHERE code = ?").bind(input.code).first();
		expect(none).toEqual({ n: 0 });

		const made = await call<{ promotion: PromotionView }>("POST", "/api/admin/promotions", { as: admin, json: input });
		expect(made.status).toBe(201);
		expect(made.body.promotion).toMatchObject({ code: input.code, percent: 100, maxBonus: 10_000, maxBet: 5_000 });
		const again = await call<{ message: string }>("POST", "/api/admin/promotions", { as: admin, json: input });
		expect(again).toEqual({ status: 409, body: { message: promotionMessages.codeTaken } });

		const id = made.body.promotion.id;
		const edited = await call<{ promotion: PromotionView }>("PUT", `/api/admin/promotions/${id}`, {
			as: admin,
			json: { ...input, percent: 50 },
		});
		expect(edited.status).toBe(200);
		expect(edited.body.promotion.percent).toBe(50);
		expect((await call("PUT", `/api/admin/promotions/${id}`, { as: player, json: input })).status).toBe(403);

		const open = await call<{ promotions: PromotionView[] }>("GET", "/api/promotions");
		expect(open.body.promotions.map((p) => p.code)).toContain(input.code);
		const paused = await call("PATCH", `/api/admin/promotions/${id}`, { as: admin, json: { status: "paused" } });
		expect(paused.status).toBe(200);
		const after = await call<{ promotions: PromotionView[] }>("GET", "/api/promotions");
		expect(after.body.promotions.map((p) => p.code)).not.toContain(input.code);
		expect((await claim(player, input.code)).body.message).toBe(promotionMessages.paused);

		const audit = await env.DB.prepare("SELECT action, actor_id FROM audit_log WHERE target_id = ? ORDER BY id")
			.bind(id)
			.all();
		expect(audit.results).toEqual([
			{ action: "promotion.create", actor_id: admin.id },
			{ action: "promotion.update", actor_id: admin.id },
			{ action: "promotion.update", actor_id: admin.id },
		]);
		expect((await call("PUT", "/api/admin/promotions/nope", { as: admin, json: input })).status).toBe(404);
	});
});

describe("a player's claim", () => {
	it("is taken once: a second claim, racing claims and another account on the same device are told so", async () => {
		const admin = await createUser({ role: "admin" });
		const { code } = await createPromotion(admin);
		const player = await createUser();
		expect((await call("POST", "/api/promotions/claim", { json: { code } })).status).toBe(401);
		expect((await claim(player, "NOPE123")).status).toBe(404);
		expect((await claim(player, "NOPE123")).body.message).toBe(promotionMessages.unknownCode);
		expect((await claim(player, "<b>x</b>")).status).toBe(422);

		const racing = await Promise.all([claim(player, code.toLowerCase()), claim(player, code), claim(player, code)]);
		expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
		const twice = await claim(player, code);
		expect(twice).toEqual({
			status: 409,
			body: { message: promotionMessages.alreadyClaimed, reason: "already_claimed" },
		});

		// The device cookie the claim left: another account claiming from the same browser is refused.
		const first = await call("POST", "/api/promotions/claim", { as: await createUser(), json: { code } });
		expect(first.status).toBe(201);
		const claimed = await env.DB.prepare("SELECT claims_count FROM promotions WHERE code = ?").bind(code).first();
		expect(claimed).toEqual({ claims_count: 2 });
	});

	it("from one device, once: the second account on that browser is refused", async () => {
		const admin = await createUser({ role: "admin" });
		const { code } = await createPromotion(admin);
		const { exports } = await import("cloudflare:workers");
		const one = await createUser();
		const response = await exports.default.fetch("http://localhost/api/promotions/claim", {
			method: "POST",
			headers: { "Content-Type": "application/json", Authorization: `Bearer ${one.token}` },
			body: JSON.stringify({ code }),
		});
		expect(response.status).toBe(201);
		const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
		expect(cookie).toMatch(/^__Host-rr_claim_device=/);
		const two = await claim(await createUser(), code, cookie);
		expect(two.status).toBe(409);
		expect(two.body.message).toBe(promotionMessages.alreadyClaimed);
		// A forged cookie is a new device.
		expect((await claim(await createUser(), code, `${cookie.slice(0, -4)}0000`)).status).toBe(201);
	});

	it("is refused when full (racing players get one place), expired, or not for this player", async () => {
		const admin = await createUser({ role: "admin" });
		const { code } = await createPromotion(admin, { maxClaims: 1 });
		const answers = await Promise.all([claim(await createUser(), code), claim(await createUser(), code)]);
		expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
		expect(answers.find((a) => a.status === 409)?.body.message).toBe(promotionMessages.claimsFull);

		const ended = await createPromotion(admin, {
			startsAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
			endsAt: new Date(Date.now() - DAY_MS).toISOString(),
		});
		const late = await claim(await createUser(), ended.code);
		expect(late).toEqual({ status: 410, body: { message: promotionMessages.expired, reason: "expired" } });

		const forNew = await createPromotion(admin, { audience: "new_players" });
		const depositor = await createUser();
		await approvedDeposit(depositor, admin, 1_000);
		const old = await claim(depositor, forNew.code);
		expect(old).toEqual({ status: 403, body: { message: promotionMessages.notNew, reason: "not_new" } });
		expect(
			await env.DB.prepare("SELECT count(*) AS n FROM promotion_claims WHERE user_id = ?").bind(depositor.id).first(),
		).toEqual({ n: 0 });
	});
});

describe("a deposit match", () => {
	it("is credited once when the deposit is approved, even by two approvals at once, and converts when wagered", async () => {
		const admin = await createUser({ role: "admin" });
		const { code } = await createPromotion(admin, { percent: 50, maxBonus: 1_000, wageringMultiple: 2 });
		const player = await createUser({ realPaise: 500_000 });
		expect((await claim(player, code)).status).toBe(201);
		const made = await call<{ data: { id: string } }>("POST", "/api/transactions/deposit", {
			as: player,
			json: { amount: 3_000, utr: newUtr() },
		});
		const id = made.body.data.id;
		const approvals = await Promise.all([
			call("PUT", `/api/transactions/${id}/approve`, { as: admin }),
			call("PUT", `/api/transactions/${id}/approve`, { as: admin }),
		]);
		expect(approvals.map((a) => a.status).sort()).toEqual([200, 409]);
		// 50% of ₹3,000 is ₹1,500, capped at ₹1,000; to wager twice: ₹2,000.
		expect(await bonusesOf(player.id)).toMatchObject([
			{ status: "active", amount_paise: 100_000, balance_paise: 100_000, wagering_required_paise: 200_000 },
		]);
		expect(await bonusLedgerOf(player.id)).toEqual([
			{ amount_paise: 100_000, balance_after_paise: 100_000, reason: "bonus_credit" },
		]);
		const claimRow = await env.DB.prepare("SELECT status, deposit_tx_id FROM promotion_claims WHERE user_id = ?")
			.bind(player.id)
			.first();
		expect(claimRow).toEqual({ status: "credited", deposit_tx_id: id });
		const realBefore = (await balancesOf(db(), player.id)).realPaise;
		expect(realBefore).toBe(800_000);

		// Straight-up 100%: ₹1,000 counts ₹1,000. A hedged round (red and black) counts nothing. Repeated settlement
		// counts nothing twice.
		await settledRound(player, [{ betType: "straight", numbers: [17], amountPaise: 100_000, verdict: lost }], {
			twice: true,
		});
		await settledRound(player, [
			{ betType: "red", numbers: [], amountPaise: 50_000, verdict: { status: "won", paidPaise: 100_000 } },
			{ betType: "black", numbers: [], amountPaise: 50_000, verdict: lost },
		]);
		// A refunded bet counts nothing.
		await settledRound(player, [
			{ betType: "straight", numbers: [1], amountPaise: 50_000, verdict: { status: "refunded", paidPaise: 50_000 } },
		]);
		expect((await bonusesOf(player.id))[0]).toMatchObject({ status: "active", wagered_paise: 100_000 });

		// Even money counts 50%: ₹1,999.98 on red adds ₹999.99, one paisa short; then one paisa of a straight-up bet.
		await settledRound(player, [{ betType: "red", numbers: [], amountPaise: 199_998, verdict: lost }]);
		expect((await bonusesOf(player.id))[0]).toMatchObject({ status: "active", wagered_paise: 199_999 });
		const stakes = 100_000 + 100_000 + 50_000 + 199_998;
		const returns = 100_000 + 50_000;
		expect((await balancesOf(db(), player.id)).realPaise).toBe(realBefore - stakes + returns);
		await settledRound(player, [{ betType: "straight", numbers: [3], amountPaise: 1, verdict: lost }], { twice: true });
		expect((await bonusesOf(player.id))[0]).toMatchObject({
			status: "converted",
			balance_paise: 0,
			wagered_paise: 200_000,
		});
		expect((await balancesOf(db(), player.id)).realPaise).toBe(realBefore - stakes - 1 + returns + 100_000);
		expect(await bonusLedgerOf(player.id)).toEqual([
			{ amount_paise: 100_000, balance_after_paise: 100_000, reason: "bonus_credit" },
			{ amount_paise: -100_000, balance_after_paise: 0, reason: "bonus_conversion" },
		]);
		const mine = await call<{ bonuses: Array<{ status: string; wageringPercent: number }> }>(
			"GET",
			"/api/promotions/mine",
			{ as: player },
		);
		expect(mine.body.bonuses).toMatchObject([{ status: "converted", wageringPercent: 100 }]);
		expect(await ledgerMismatches(db())).toEqual([]);
		expect(await bonusMismatches()).toEqual([]);
		const report = await reconcile(env.DB);
		expect(report.identity.bonusConversionsPaise).toBeGreaterThanOrEqual(100_000);
		expect(report.identity.differencePaise).toBe(0);
		expect(report.ok).toBe(true);
	});

	it("waits for a deposit of at least its minimum", async () => {
		const admin = await createUser({ role: "admin" });
		const { code } = await createPromotion(admin, { minDeposit: 2_000 });
		const player = await createUser();
		expect((await claim(player, code)).status).toBe(201);
		await approvedDeposit(player, admin, 1_000);
		expect(await bonusesOf(player.id)).toEqual([]);
		await approvedDeposit(player, admin, 2_000);
		expect(await bonusesOf(player.id)).toMatchObject([{ amount_paise: 200_000, status: "active" }]);
	});
});

describe("the weekly cashback", () => {
	it("pays last IST week's net loss once, however often the job runs; expiry ends an unconverted bonus", async () => {
		const admin = await createUser({ role: "admin" });
		const { code, id } = await cashbackPromotion(admin);
		const player = await createUser({ realPaise: 1_000_000 });
		const winner = await createUser({ realPaise: 1_000_000 });
		for (const p of [player, winner]) expect((await claim(p, code)).status).toBe(201);
		// Claimed before last week began (so the whole week counts).
		await env.DB.prepare("UPDATE promotion_claims SET created_at = ? WHERE promotion_id = ?")
			.bind(Date.now() - 20 * DAY_MS, id)
			.run();
		const week = previousIstWeek(Date.now());
		const entries: Array<[TestUser, number, string, number]> = [
			[player, -300_000, "bet_stake", week.start],
			[player, 50_000, "bet_payout", week.end - 1],
			[player, -900_000, "bet_stake", week.end], // this week: not counted
			[winner, -100_000, "bet_stake", week.start + 1],
			[winner, 200_000, "bet_payout", week.start + 2],
		];
		for (const [user, amount, reason, at] of entries) {
			const movement = {
				userId: user.id,
				wallet: "real" as const,
				amountPaise: amount,
				reason: reason as "bet_stake" | "bet_payout",
				idempotencyKey: `test:${crypto.randomUUID()}`,
			};
			await db().batch(movementStatements(db(), movement, at));
		}
		await Promise.all([payWeeklyCashback(db(), Date.now()), payWeeklyCashback(db(), Date.now())]);
		await payWeeklyCashback(db(), Date.now());
		// Net loss ₹2,500 → 10% = ₹250.
		expect(await bonusesOf(player.id)).toMatchObject([{ amount_paise: 25_000, wagering_required_paise: 25_000 }]);
		expect(await bonusesOf(winner.id)).toEqual([]);

		expect(await expireBonuses(db(), Date.now())).toBe(0);
		expect(await expireBonuses(db(), Date.now() + 3 * DAY_MS)).toBe(1);
		expect(await expireBonuses(db(), Date.now() + 3 * DAY_MS)).toBe(0);
		expect((await bonusesOf(player.id))[0]).toMatchObject({ status: "expired", balance_paise: 0 });
		expect((await bonusLedgerOf(player.id)).map((e) => e.reason)).toEqual(["bonus_credit", "bonus_expiry"]);
		expect(await bonusMismatches()).toEqual([]);
	});
});

describe("the demo seed's promotions", () => {
	it("are the spec's three codes, real: WELCOME100 matches a new player's first deposit", async () => {
		const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
		const seed = demoPromotionsSql(quote, Date.UTC(2026, 0, 1));
		await env.DB.batch([...seed, ...seed].map((text) => env.DB.prepare(text)));
		const open = await call<{ promotions: PromotionView[] }>("GET", "/api/promotions");
		expect(open.body.promotions.map((p) => p.code)).toEqual(
			expect.arrayContaining(["WELCOME100", "FRIDAY50", "VIP10"]),
		);
		expect(DEMO_PROMOTIONS.map((p) => p.code)).toEqual(["WELCOME100", "FRIDAY50", "VIP10"]);

		const admin = await createUser({ role: "admin" });
		const player = await createUser();
		const claimed = await claim(player, "welcome100");
		expect(claimed.status).toBe(201);
		expect(claimed.body.message).toBe(promotionMessages.claimedMatch(100, 10_000));
		// The Scan to Pay dialog's check tells the bonus this deposit will earn; below the minimum, none.
		const preview = await call("GET", "/api/transactions/deposit/payment-details?amount=2000", { as: player });
		expect(preview.body).toMatchObject({ bonus: { code: "WELCOME100", amount: 2_000 } });
		const small = await call("GET", "/api/transactions/deposit/payment-details?amount=300", { as: player });
		expect(small.body).not.toHaveProperty("bonus");
		expect((await claim(player, "VIP10")).body.reason).toBe("no_recent_deposit");
		await approvedDeposit(player, admin, 2_000);
		expect(await bonusesOf(player.id)).toMatchObject([
			{ status: "active", amount_paise: 200_000, wagering_required_paise: 2_000_000 },
		]);
		expect((await claim(player, "VIP10")).status).toBe(201);
		expect((await claim(player, "WELCOME100")).body.reason).toBe("already_claimed");
	});
});

describe("the maximum bet while wagering", () => {
	it("is enforced by the server per round, for real money only, and lifts when the bonus ends", async () => {
		const admin = await createUser({ role: "admin" });
		const { code } = await createPromotion(admin, { maxBet: 100, wageringMultiple: 50 });
		const player = await createUser({ realPaise: 1_000_000, tokensPaise: 1_000_000 });
		expect((await claim(player, code)).status).toBe(201);
		await approvedDeposit(player, admin, 1_000);
		const room = await isolatedRoom();
		await holdAtBetting(room);
		const client = await connectAs(room, player);
		await client.next("syncState");
		const place = async (wallet: "real" | "tokens", amount: number) => {
			const submissionId = crypto.randomUUID();
			client.send({ type: "placeBets", submissionId, wallet, bets: [{ type: "straight", numbers: [7], amount }] });
			const reply = await client.reply(submissionId);
			return reply.type === "error" ? reply.message : reply.type;
		};
		expect(await place("real", 60)).toBe("betsPlaced");
		// ₹60 + ₹50 passes the ₹100 a round, however it is split.
		expect(await place("real", 50)).toBe(promotionMessages.maxBetWhileWagering(100));
		expect(await place("real", 40)).toBe("betsPlaced");
		expect(await place("tokens", 500)).toBe("betsPlaced");
		const stakes = await env.DB.prepare(
			"SELECT count(*) AS n FROM ledger_entries WHERE user_id = ? AND reason = 'bet_stake' AND wallet = 'real'",
		)
			.bind(player.id)
			.first();
		expect(stakes).toEqual({ n: 2 });
		// The bonus expires: the cap goes with it.
		expect(await expireBonuses(db(), Date.now() + 8 * DAY_MS)).toBeGreaterThanOrEqual(1);
		await env.DB.prepare("UPDATE bonuses SET expires_at = ? WHERE user_id = ?")
			.bind(Date.now() - 1, player.id)
			.run();
		expect(await place("real", 500)).toBe("betsPlaced");
		client.close();
	});
});

describe("a withdrawal request while wagering", () => {
	it("is refused until the player confirms, then forfeits the bonus in the request's batch", async () => {
		const admin = await createUser({ role: "admin" });
		const { code } = await createPromotion(admin);
		const player = await createUser({ realPaise: 100_000 });
		expect((await claim(player, code)).status).toBe(201);
		await approvedDeposit(player, admin, 1_000);
		const withdrawal = {
			amount: 500,
			bankName: "State Bank of India",
			bankAccountNumber: "123456789012",
			ifscCode: "SBIN0001234",
			recipientName: "Ravi Kumar",
		};
		const refused = await call<{ message: string }>("POST", "/api/transactions/withdraw", {
			as: player,
			json: withdrawal,
		});
		expect(refused).toEqual({ status: 409, body: { message: promotionMessages.withdrawalForfeitsBonus(1_000) } });
		expect((await balancesOf(db(), player.id)).realPaise).toBe(200_000);
		const bad = await call("POST", "/api/transactions/withdraw", {
			as: player,
			json: { ...withdrawal, forfeitBonus: "yes" },
		});
		expect(bad.status).toBe(422);

		const sent = await call("POST", "/api/transactions/withdraw", {
			as: player,
			json: { ...withdrawal, forfeitBonus: true },
		});
		expect(sent.status).toBe(201);
		expect((await balancesOf(db(), player.id)).realPaise).toBe(150_000);
		expect(await bonusesOf(player.id)).toMatchObject([{ status: "forfeited", balance_paise: 0 }]);
		expect((await bonusLedgerOf(player.id)).map((e) => e.reason)).toEqual(["bonus_credit", "bonus_forfeit"]);
		// No bonus left: the next request needs no confirmation.
		const next = await call("POST", "/api/transactions/withdraw", { as: player, json: withdrawal });
		expect(next.status).toBe(201);
		expect(await bonusMismatches()).toEqual([]);
	});
});

describe("referrals", () => {
	async function referralOf(
		player: TestUser,
	): Promise<{ code: string; cookie: string; body: Record<string, unknown> }> {
		const { exports } = await import("cloudflare:workers");
		const response = await exports.default.fetch("http://localhost/api/promotions/referral", {
			method: "POST",
			headers: { Authorization: `Bearer ${player.token}` },
		});
		expect(response.status).toBe(201);
		const body = await response.json<{ code: string }>();
		return { code: body.code, cookie: (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "", body };
	}
	const join = (player: TestUser, code: string, cookie?: string) =>
		call<{ message: string }>("POST", "/api/promotions/referral/join", {
			as: player,
			json: { code },
			headers: cookie ? { Cookie: cookie } : {},
		});

	it("rewards the referrer (and the friend) once, at the friend's first approved deposit; withheld on a shared device", async () => {
		const admin = await createUser({ role: "admin" });
		await createPromotion(admin, { kind: "referral", reward: 300, friendReward: 50, wageringMultiple: 1 });
		const referrer = await createUser();
		const none = await call("GET", "/api/promotions/referral", { as: referrer });
		expect(none.body).toMatchObject({ code: null, link: null, friends: [], rewardsEarned: 0 });
		const { code, cookie } = await referralOf(referrer);
		expect(code).toMatch(/^[A-Z2-9]{8}$/);
		expect((await referralOf(referrer)).code).toBe(code);

		const friend = await createUser({ name: "Priya Sharma" });
		expect(await join(friend, "ZZZZZZZZ")).toEqual({
			status: 404,
			body: { message: promotionMessages.referralUnknown },
		});
		expect(await join(referrer, code)).toEqual({ status: 422, body: { message: promotionMessages.referralOwn } });
		expect(await join(friend, code.toLowerCase())).toEqual({
			status: 201,
			body: { message: promotionMessages.referralJoined },
		});
		expect((await join(friend, code)).status).toBe(409);

		const made = await call<{ data: { id: string } }>("POST", "/api/transactions/deposit", {
			as: friend,
			json: { amount: 1_000, utr: newUtr() },
		});
		const approvals = await Promise.all([
			call("PUT", `/api/transactions/${made.body.data.id}/approve`, { as: admin }),
			call("PUT", `/api/transactions/${made.body.data.id}/approve`, { as: admin }),
		]);
		expect(approvals.map((a) => a.status).sort()).toEqual([200, 409]);
		await approvedDeposit(friend, admin, 1_000);
		expect(await bonusesOf(referrer.id)).toMatchObject([{ amount_paise: 30_000, status: "active" }]);
		expect(await bonusesOf(friend.id)).toMatchObject([{ amount_paise: 5_000, status: "active" }]);
		const summary = (await referralOf(referrer)).body;
		expect(summary).toMatchObject({ code, rewardsEarned: 300, friends: [{ status: "rewarded" }] });
		expect(JSON.stringify(summary)).not.toContain("Priya Sharma");

		// A second account from the referrer's own browser: the reward is withheld.
		const sockPuppet = await createUser();
		expect((await join(sockPuppet, code, cookie)).status).toBe(201);
		await approvedDeposit(sockPuppet, admin, 1_000);
		const withheld = await env.DB.prepare("SELECT status, withheld_reason FROM referrals WHERE friend_id = ?")
			.bind(sockPuppet.id)
			.first();
		expect(withheld).toEqual({ status: "withheld", withheld_reason: "shared_device" });
		// The withheld reward raises an AML flag on both accounts, stored at the approval (issue 32).
		const flags = await env.DB.prepare(
			"SELECT user_id, detail FROM aml_flags WHERE kind = 'referral_reward_withheld'",
		).all<{ user_id: string; detail: string }>();
		expect(flags.results.map((f) => f.user_id).sort()).toEqual([referrer.id, sockPuppet.id].sort());
		expect(flags.results[0]?.detail).toContain("same device");
		const listed = await call<{ flags: Array<{ kind: string }> }>("GET", `/api/admin/aml/flags?userId=${referrer.id}`, {
			as: admin,
		});
		expect(listed.body.flags.map((f) => f.kind)).toEqual(["referral_reward_withheld"]);
		expect(await bonusesOf(referrer.id)).toHaveLength(1);
		expect(await bonusesOf(sockPuppet.id)).toEqual([]);
		// Too late to join once a deposit was approved.
		expect((await join(await createDepositor(admin), code)).body.message).toBe(promotionMessages.referralNotNew);
		expect(await bonusMismatches()).toEqual([]);
		expect(await ledgerMismatches(db())).toEqual([]);
	});

	async function createDepositor(admin: TestUser): Promise<TestUser> {
		const player = await createUser();
		await approvedDeposit(player, admin, 1_000);
		return player;
	}
});
