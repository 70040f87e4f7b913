import { describe, expect, it } from "vitest";
import { forceResultError } from "~/app/components/admin/force-result";
import { type AdminRoomView, initialAdminView, reduceAdminRoom } from "~/app/lib/use-admin-room";
import { rouletteMessages } from "~/domain/messages";
import type { LiveBet, RoundSnapshot, ServerMessage } from "~/domain/roulette/protocol";

const round = (roundId: string, phase: RoundSnapshot["phase"], operatorSet = false): RoundSnapshot => ({
	roundId,
	seq: 1,
	phase,
	phaseStartedAt: 0,
	phaseEndsAt: 15_000,
	roundEndTime: 15_000,
	commitment: "c",
	result: null,
	serverSeed: null,
	operatorSet,
	minBet: 10,
	maxBet: 50_000,
});
const bet = (roundId: string, userId: string): LiveBet => ({
	userId,
	name: "Ra***",
	phone: "+91 98*** **629",
	amount: 10,
	betType: "straight",
	betValue: "17",
	wallet: "real",
	roundId,
});
const apply = (view: AdminRoomView, ...messages: ServerMessage[]) =>
	messages.reduce((v, m) => reduceAdminRoom(v, m, 0), view);

describe("the admin's view of the table", () => {
	it("takes the live bets and forced result from syncState, appends this round's live bets and drops other rounds'", () => {
		const view = apply(
			initialAdminView,
			{
				type: "syncState",
				serverNow: 0,
				status: "running",
				round: round("r1", "betting"),
				lastResults: [],
				you: null,
				recentWinners: [],
				tableEnabled: true,
				feed: [],
				liveBets: [bet("r1", "a")],
				pendingForce: 7,
			},
			{ type: "liveBets", serverNow: 0, bets: [bet("r1", "b"), bet("r0", "stale")] },
		);
		expect(view.liveBets.map((b) => b.userId)).toEqual(["a", "b"]);
		expect(view.pendingForce).toBe(7);
		expect(view.round?.roundId).toBe("r1");
	});

	it("clears the bets when a new round starts and the forced result once a round has used it", () => {
		let view = apply(initialAdminView, { type: "gameStarted", serverNow: 0, round: round("r1", "betting") });
		view = apply(view, { type: "liveBets", serverNow: 0, bets: [bet("r1", "a")] });
		view = apply(view, { type: "resultForced", serverNow: 0, number: 23, roundId: "r1" });
		expect(view.pendingForce).toBe(23);
		// A round that was not forced leaves the pending number alone.
		view = apply(view, { type: "bettingClosed", serverNow: 0, round: round("r1", "spinning", false) });
		expect(view.pendingForce).toBe(23);
		view = apply(view, { type: "bettingClosed", serverNow: 0, round: round("r1", "spinning", true) });
		expect(view.pendingForce).toBeNull();
		expect(view.liveBets).toHaveLength(1);
		view = apply(view, { type: "gameStarted", serverNow: 0, round: round("r2", "betting") });
		expect(view.liveBets).toEqual([]);
	});

	it("checks the adjust-result number like the server: required, whole, 0 to 36, naming the range when off the wheel", () => {
		for (const missing of ["", " ", "abc"]) expect(forceResultError(missing)).toBe(rouletteMessages.selectNumber);
		for (const offWheel of ["37", "-1", "2.5", "1e9"])
			expect(forceResultError(offWheel)).toBe("Choose a number from 0 to 36");
		for (const good of ["0", "17", "36"]) expect(forceResultError(good)).toBeNull();
	});
});
