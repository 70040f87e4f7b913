/**
 * Bonus wagering at the crash table, through the room's socket (docs/decisions/0850-promotions.md, "Wagering"): a
 * player with an active bonus stakes two crash bets, cashes one out in flight and loses the other at the crash; at
 * the round's settlement both stakes count in full toward the bonus (crash 100%), the cashed-out one included, and
 * the ledgers stay exact. The room's clock is held by the test (helpers/crash-room.ts).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "~/server/db/client";
import { ledgerMismatches } from "~/server/ledger";
import { bet, cashOut, crashAt, crashBetRows, instantOf, openCrashRound } from "./helpers/crash-room";
import { approvedDeposit, bonusesOf, claim, createPromotion } from "./helpers/promotions";
import { createUser } from "./helpers/users";

describe("wagering at the crash table", () => {
	it("counts both stakes of a crash round, cashed out or lost, at 100% when the round settles", async () => {
		const admin = await createUser({ role: "admin" });
		const { code } = await createPromotion(admin, { percent: 50, maxBonus: 1_000, wageringMultiple: 2 });
		const player = await createUser({ realPaise: 500_000 });
		expect((await claim(player, code)).status).toBe(201);
		await approvedDeposit(player, admin, 2_000);
		expect(await bonusesOf(player.id)).toMatchObject([
			{ status: "active", amount_paise: 100_000, wagering_required_paise: 200_000, wagered_paise: 0 },
		]);

		const { clock, socket, sync, closesAt } = await openCrashRound(player, 250);
		expect(await bet(socket, { panel: 0, amount: 300 })).toMatchObject({ type: "crashBetPlaced" });
		expect(await bet(socket, { panel: 1, amount: 200 })).toMatchObject({ type: "crashBetPlaced" });
		await clock.alarmAt(closesAt);
		clock.now = instantOf(closesAt, 150);
		expect(await cashOut(socket, 0)).toMatchObject({ type: "cashedOut", bet: { cashedOutAt: 150, payout: 450 } });
		// Before the crash's settlement only the stakes have moved: wagering counts at settlement, once per round.
		expect((await bonusesOf(player.id))[0]?.wagered_paise).toBe(0);
		await clock.alarmAt(crashAt(closesAt, 250));
		await socket.next("crashed");
		// The crash is told once the round is settled: the cashed-out bet won, the other lost.
		const rows = await crashBetRows(sync.round.roundId);
		expect(rows.map((r) => [r.panel, r.status, r.payout_paise])).toEqual([
			[0, "won", 45_000],
			[1, "lost", 0],
		]);

		const [bonus] = await bonusesOf(player.id);
		expect(bonus).toMatchObject({ status: "active", wagered_paise: 50_000 });
		expect(await ledgerMismatches(database(env.DB))).toEqual([]);
	});
});
