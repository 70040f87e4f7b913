/**
 * Reading a client's frame (domain/roulette/socket-messages.ts). What the room answers to each reading is pinned
 * end to end by tests/workers/bad-input.test.ts and abuse.test.ts.
 */
import { describe, expect, it } from "vitest";
import { MAX_TOKEN_LENGTH, parseClientMessage, walletSchema } from "~/domain/roulette/socket-messages";

describe("client socket messages", () => {
	it("reads the three messages a client sends", () => {
		const bets = [{ type: "red", amount: 10 }];
		expect(
			parseClientMessage(JSON.stringify({ type: "placeBets", submissionId: "a-1_B", wallet: "tokens", bets })),
		).toEqual({
			type: "placeBets",
			message: { type: "placeBets", submissionId: "a-1_B", wallet: "tokens", bets },
		});
		expect(parseClientMessage(JSON.stringify({ type: "forceResult", number: 7 }))).toEqual({
			type: "forceResult",
			message: { type: "forceResult", number: 7 },
		});
		expect(parseClientMessage(JSON.stringify({ type: "renewSession", token: "t" }))).toEqual({
			type: "renewSession",
			token: "t",
		});
	});

	it("leaves the fields with their own refusal messages to be checked where those are chosen", () => {
		expect(
			parseClientMessage(JSON.stringify({ type: "placeBets", submissionId: "s", bets: "x", wallet: 5 })),
		).toMatchObject({
			type: "placeBets",
			message: { bets: "x", wallet: 5 },
		});
		expect(parseClientMessage(JSON.stringify({ type: "forceResult" }))).toMatchObject({ type: "forceResult" });
		expect(parseClientMessage(JSON.stringify({ type: "forceResult", number: "seven" }))).toMatchObject({
			type: "forceResult",
			message: { number: "seven" },
		});
	});

	it("tells a placeBets without a usable submission id apart (it has no id to answer with)", () => {
		for (const submissionId of [undefined, "", "has space", "x".repeat(65), 12]) {
			expect(parseClientMessage(JSON.stringify({ type: "placeBets", submissionId, bets: [] }))).toEqual({
				type: "invalidPlaceBets",
			});
		}
	});

	it("reads a renewal without a plausible token as one that ends the session", () => {
		for (const token of [undefined, null, 5, "x".repeat(MAX_TOKEN_LENGTH + 1)]) {
			expect(parseClientMessage(JSON.stringify({ type: "renewSession", token }))).toEqual({
				type: "renewSession",
				token: null,
			});
		}
		expect(
			parseClientMessage(JSON.stringify({ type: "renewSession", token: "x".repeat(MAX_TOKEN_LENGTH) })),
		).toMatchObject({
			token: "x".repeat(MAX_TOKEN_LENGTH),
		});
	});

	it("reads anything else as invalid", () => {
		for (const frame of [
			"",
			"not json",
			"null",
			"[]",
			'["placeBets"]',
			"42",
			'"placeBets"',
			"{}",
			'{"type":5}',
			'{"type":"hello"}',
		]) {
			expect(parseClientMessage(frame)).toEqual({ type: "invalid" });
		}
	});

	it("takes the real-money wallet when none is named, and only the two wallets", () => {
		expect(walletSchema.parse(undefined)).toBe("real");
		expect(walletSchema.parse(null)).toBe("real");
		expect(walletSchema.parse("tokens")).toBe("tokens");
		expect(walletSchema.safeParse("bonus").success).toBe(false);
	});
});
