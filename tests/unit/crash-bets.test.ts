import { beforeAll, describe, expect, it } from "vitest";
import {
	CRASH_MAX_AUTO_CASH_OUT,
	CRASH_MIN_AUTO_CASH_OUT,
	crashAmountCheck,
	crashBetLimitsOf,
	newClientSeed,
	parseCrashClientMessage,
	validateCrashBet,
} from "~/domain/crash/bets";
import { CRASH_MAX_POINT } from "~/domain/crash/fairness";
import { hindiMessages } from "~/domain/i18n/hi/messages";
import { localizeMessage, registerMessageTranslation } from "~/domain/i18n/localize";
import { crashMessages, messages } from "~/domain/messages";

beforeAll(() => registerMessageTranslation("hi", hindiMessages));

const limits = crashBetLimitsOf({ minBet: 10, maxBet: 50_000 });
const good = {
	type: "crashBet",
	submissionId: "s-1",
	panel: 0,
	wallet: "real",
	amount: 100,
	autoCashOut: 250,
	clientSeed: "0123456789ABCDEF",
};

function bet(fields: Record<string, unknown>) {
	const parsed = parseCrashClientMessage(JSON.stringify({ ...good, ...fields }));
	if (parsed.type !== "crashBet") throw new Error(`not a crashBet: ${parsed.type}`);
	return validateCrashBet(parsed.message, limits);
}

describe("crash client messages", () => {
	it("reads each message type, and nothing else", () => {
		expect(parseCrashClientMessage(JSON.stringify(good)).type).toBe("crashBet");
		expect(parseCrashClientMessage('{"type":"cashOut","submissionId":"c1","panel":1}')).toEqual({
			type: "cashOut",
			message: { type: "cashOut", submissionId: "c1", panel: 1 },
		});
		expect(parseCrashClientMessage('{"type":"ping","clientTime":1700000000000}')).toEqual({
			type: "ping",
			clientTime: 1_700_000_000_000,
		});
		expect(parseCrashClientMessage('{"type":"renewSession","token":"abc"}')).toEqual({
			type: "renewSession",
			token: "abc",
		});
		// A renewSession that is not one ends the session, as at the roulette table.
		expect(parseCrashClientMessage('{"type":"renewSession","token":7}')).toEqual({ type: "renewSession", token: null });
		expect(parseCrashClientMessage(`{"type":"renewSession","token":"${"a".repeat(4096)}"}`)).toEqual({
			type: "renewSession",
			token: null,
		});
		for (const text of [
			"",
			"not json",
			"null",
			"[]",
			"42",
			'"crashBet"',
			"{}",
			'{"type":7}',
			'{"type":"placeBets","submissionId":"a","bets":[]}',
			'{"type":"forceResult","number":3}',
			'{"type":"cashOut","submissionId":"c1","panel":2}',
			'{"type":"cashOut","submissionId":"c1","panel":"0"}',
			'{"type":"cashOut","submissionId":"c1"}',
			'{"type":"cashOut","submissionId":"bad id!","panel":0}',
			'{"type":"ping"}',
			'{"type":"ping","clientTime":"now"}',
			'{"type":"ping","clientTime":-1}',
			'{"type":"ping","clientTime":1e400}',
			'{"type":"__proto__"}',
		]) {
			expect(parseCrashClientMessage(text), text).toEqual({ type: "invalid" });
		}
		// A bet without a usable submission id has no id to echo in the refusal.
		for (const submissionId of [undefined, "", "x".repeat(65), "a b", 5, null]) {
			expect(parseCrashClientMessage(JSON.stringify({ ...good, submissionId })).type).toBe("invalidCrashBet");
		}
	});

	it("accepts a good bet: panel, wallet (real by default), paise, auto cash-out or none, the seed in lowercase", () => {
		expect(bet({})).toEqual({
			ok: true,
			value: { panel: 0, wallet: "real", amountPaise: 10_000, autoCashOut: 250, clientSeed: "0123456789abcdef" },
		});
		const tokens = bet({ panel: 1, wallet: "tokens", amount: 10.5, autoCashOut: null, clientSeed: "f".repeat(64) });
		expect(tokens).toEqual({
			ok: true,
			value: { panel: 1, wallet: "tokens", amountPaise: 1_050, autoCashOut: null, clientSeed: "f".repeat(64) },
		});
		const noAuto = bet({ autoCashOut: undefined, wallet: undefined });
		expect(noAuto.ok && noAuto.value.autoCashOut === null && noAuto.value.wallet === "real").toBe(true);
		expect(bet({ autoCashOut: CRASH_MIN_AUTO_CASH_OUT }).ok).toBe(true);
		expect(bet({ autoCashOut: CRASH_MAX_AUTO_CASH_OUT }).ok).toBe(true);
		expect(bet({ amount: 10 }).ok).toBe(true);
		expect(bet({ amount: 50_000 }).ok).toBe(true);
		expect(bet({ amount: 0.1 + 0.2 + 99.7 }).ok).toBe(true); // float noise of a 2-decimal amount
	});

	it("refuses bad fields with the player's message, in the order of the panel", () => {
		const refusal = (fields: Record<string, unknown>) => {
			const check = bet(fields);
			return check.ok ? null : check.message;
		};
		for (const panel of [2, -1, "0", null, undefined, 0.5]) expect(refusal({ panel })).toBe(crashMessages.invalidPanel);
		for (const wallet of ["bonus", 1, true]) expect(refusal({ wallet })).toBe(messages.invalidMessage);
		for (const amount of [undefined, null, "100", 0, -10, Number.NaN, 9.99, 5, true, [100]]) {
			expect(refusal({ amount })).toBe("The minimum bet is ₹10.");
		}
		expect(refusal({ amount: 50_000.01 })).toBe("The maximum bet is ₹50,000.");
		expect(refusal({ amount: 1e12 })).toBe("The maximum bet is ₹50,000.");
		expect(refusal({ amount: 10.001 })).toBe(crashMessages.amountPaise);
		expect(refusal({ amount: 12.345 })).toBe(crashMessages.amountPaise);
		for (const autoCashOut of [
			100,
			99,
			0,
			-150,
			250.5,
			"250",
			CRASH_MAX_AUTO_CASH_OUT + 1,
			CRASH_MAX_POINT,
			true,
			{},
		]) {
			expect(refusal({ autoCashOut }), String(autoCashOut)).toBe(crashMessages.autoCashOutRange);
		}
		for (const clientSeed of [
			undefined,
			null,
			"",
			"0123456789abcde",
			"f".repeat(65),
			"0123456789abcdeg",
			" 0123456789abcdef",
			1234567890123456,
		]) {
			expect(refusal({ clientSeed }), String(clientSeed)).toBe(crashMessages.clientSeed);
		}
		// Two bad fields: the first one on the panel is named.
		expect(refusal({ amount: 1, autoCashOut: 5 })).toBe("The minimum bet is ₹10.");
		expect(refusal({ autoCashOut: 5, clientSeed: "" })).toBe(crashMessages.autoCashOutRange);
	});

	it("words the limits as the roulette table does, and every refusal has its Hindi", () => {
		expect(crashAmountCheck(5, crashBetLimitsOf({ minBet: 100, maxBet: 100_000 }))).toEqual({
			ok: false,
			message: "The minimum bet is ₹100.",
		});
		expect(crashAmountCheck(200_000, crashBetLimitsOf({ minBet: 100, maxBet: 100_000 }))).toEqual({
			ok: false,
			message: "The maximum bet is ₹1,00,000.",
		});
		expect(localizeMessage("The maximum bet is ₹1,00,000.", "hi")).toBe("अधिकतम दाँव ₹1,00,000 है।");
		for (const text of Object.values(crashMessages)) {
			if (typeof text !== "string") continue;
			expect(localizeMessage(text, "hi"), text).not.toBe(text);
		}
	});

	it("makes a fresh client seed of 32 hex characters", () => {
		const seed = newClientSeed();
		expect(seed).toMatch(/^[0-9a-f]{32}$/);
		expect(newClientSeed()).not.toBe(seed);
	});
});
