/**
 * What the roulette fault suites share (tests/workers/faults.test.ts, faults-bonus.test.ts): the numbers a bet
 * covers, computed apart from the product's payout code; the replies to a
 * submission; the bank details of a withdrawal.
 */
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { Bet, BetLimits } from "~/domain/roulette/bets";
import type { ServerMessage } from "~/domain/roulette/protocol";
import { RED_NUMBERS } from "~/domain/roulette/wheel";
import { HELD } from "./room-clock";
import { isolatedRoom, type RoomClient, type RoomStub } from "./room-socket";

/** The numbers a bet covers, computed here independently of the product's payout code. */
export function covered(bet: Bet): number[] {
	const all = Array.from({ length: 36 }, (_, i) => i + 1);
	switch (bet.type) {
		case "red":
			return all.filter((n) => RED_NUMBERS.has(n));
		case "black":
			return all.filter((n) => !RED_NUMBERS.has(n));
		case "even":
			return all.filter((n) => n % 2 === 0);
		case "odd":
			return all.filter((n) => n % 2 === 1);
		case "low":
			return all.filter((n) => n <= 18);
		case "high":
			return all.filter((n) => n >= 19);
		default:
			return bet.numbers;
	}
}

export const WITHDRAWAL_DETAILS = {
	bankName: "State Bank of India",
	bankAccountNumber: "123456789012",
	ifscCode: "SBIN0001234",
	recipientName: "Ravi Kumar",
};

/** Waits until `count` replies (betsPlaced or error) to a submission have arrived after `from`. */
export async function repliesTo(client: RoomClient, submissionId: string, count: number, from: number) {
	return client.until(() => {
		const found = client.messages
			.slice(from)
			.filter(
				(m): m is Extract<ServerMessage, { type: "betsPlaced" | "error" }> =>
					(m.type === "betsPlaced" || m.type === "error") && m.submissionId === submissionId,
			);
		return found.length >= count ? found.slice(0, count) : undefined;
	}, `${count} replies to ${submissionId}`);
}

/**
 * A table of its own in the catalogue (a copy of the main table's row, with its own maximum when given), its clock
 * held from the first round on (the round opens when the first socket connects); its stub and limits.
 */
export async function heldTable(id: string, maxBetPaise: number | null = null) {
	const stub = await isolatedRoom(id);
	if (maxBetPaise !== null) {
		await env.DB.prepare("UPDATE tables SET max_bet_paise = ? WHERE id = ?").bind(maxBetPaise, id).run();
	}
	const row = await env.DB.prepare("SELECT min_bet_paise, max_bet_paise FROM tables WHERE id = ?")
		.bind(id)
		.first<{ min_bet_paise: number; max_bet_paise: number }>();
	if (!row) throw new Error("no table row");
	await runInDurableObject(stub, (room) => {
		room.configureForTests({ timing: HELD });
	});
	const limits: BetLimits = { minBetPaise: row.min_bet_paise, maxBetPaise: row.max_bet_paise };
	return { stub, limits };
}
