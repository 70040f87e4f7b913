/**
 * The crash game's client messages (domain/crash/protocol.ts) as zod schemas, and the checks of a bet with the
 * refusals players read (crashMessages in domain/messages/, Hindi in domain/i18n/hi/messages.ts). As for the
 * roulette table (domain/roulette/socket-messages.ts, docs/decisions/0710-bad-input.md): a schema checks the
 * envelope only; the fields that have their own refusal messages are checked by `validateCrashBet`, in the order the
 * player meets them on the bet panel (panel, wallet, amount, auto cash-out, client seed).
 */
import { messages } from "~/domain/messages/common";
import { crashMessages } from "~/domain/messages/tables";
import { paiseToRupees, rupeesToPaise } from "~/domain/money";
import type { Wallet } from "~/domain/roulette/protocol";
import { submissionIdSchema, walletSchema } from "~/domain/roulette/socket-messages";
import { frameOf, sharedMessage } from "../validation/frames";
import { z } from "../validation/zod";
import type { CrashPanel, Multiplier } from "./protocol";

/** The lowest auto cash-out: 1.01× (a target of 1.00× would only return the stake). */
export const CRASH_MIN_AUTO_CASH_OUT: Multiplier = 101;
/**
 * The highest auto cash-out: 1,000.00×. The flight takes 115 s to get there (once in about 1,031 rounds); the target
 * fits the phone's input in 7 characters; a bet can still ride higher and be cashed out by hand (up to the crash
 * point cap of 10,000×, domain/crash/fairness.ts), or end at the table's maximum win. Every target up to it keeps
 * the declared RTP exactly (P(C > x) = RTP/x holds below the cap).
 */
export const CRASH_MAX_AUTO_CASH_OUT: Multiplier = 100_000;

/** A client seed: 16 to 64 hexadecimal characters (8 to 32 bytes of the player's own randomness), kept lowercase. */
export const CLIENT_SEED_PATTERN = /^[0-9a-f]{16,64}$/i;
export const clientSeedSchema = z
	.string()
	.regex(CLIENT_SEED_PATTERN)
	.transform((seed) => seed.toLowerCase());

export const crashPanelSchema = z.union([z.literal(0), z.literal(1)]);

/** An auto cash-out target: whole hundredths from 1.01× to 1,000.00×, or null / absent for none. */
export const autoCashOutSchema = z
	.number()
	.int()
	.min(CRASH_MIN_AUTO_CASH_OUT)
	.max(CRASH_MAX_AUTO_CASH_OUT)
	.nullish()
	.transform((m) => m ?? null);

/** crashBet: the envelope and its submission id; every other field is checked by validateCrashBet. */
export const crashBetMessage = z.object({
	type: z.literal("crashBet"),
	submissionId: submissionIdSchema,
	panel: z.unknown().optional(),
	wallet: z.unknown().optional(),
	amount: z.unknown().optional(),
	autoCashOut: z.unknown().optional(),
	clientSeed: z.unknown().optional(),
});

/** cashOut: which of the viewer's two bets of the current round to cash out now. */
export const cashOutMessage = z.object({
	type: z.literal("cashOut"),
	submissionId: submissionIdSchema,
	panel: crashPanelSchema,
});

export type CrashBetMessage = z.infer<typeof crashBetMessage>;
export type CashOutMessage = z.infer<typeof cashOutMessage>;

/**
 * Reads one frame's text: a known message with its envelope, `renewSession` with anything else (it ends the session,
 * as at the roulette table), or `invalid` for anything unparseable (the room answers messages.invalidMessage). A
 * crashBet whose submission id is not one is `invalidCrashBet` (answered without an id to echo).
 */
export type ParsedCrashClientMessage =
	| { type: "crashBet"; message: CrashBetMessage }
	| { type: "cashOut"; message: CashOutMessage }
	| { type: "ping"; clientTime: number }
	| { type: "renewSession"; token: string | null }
	| { type: "invalid" }
	| { type: "invalidCrashBet" };

export function parseCrashClientMessage(text: string): ParsedCrashClientMessage {
	const frame = frameOf(text);
	if (!frame) return { type: "invalid" };
	switch (frame.type) {
		case "crashBet": {
			const bet = crashBetMessage.safeParse(frame.json);
			return bet.success ? { type: "crashBet", message: bet.data } : { type: "invalidCrashBet" };
		}
		case "cashOut": {
			const cashOut = cashOutMessage.safeParse(frame.json);
			return cashOut.success ? { type: "cashOut", message: cashOut.data } : { type: "invalid" };
		}
		default:
			return sharedMessage(frame) ?? { type: "invalid" };
	}
}

/** A round's per-bet limits in paise (from the round's minBet / maxBet in rupees, fixed when it opened). */
export type CrashBetLimits = { minBetPaise: number; maxBetPaise: number };

export function crashBetLimitsOf(round: { minBet: number; maxBet: number }): CrashBetLimits {
	return { minBetPaise: rupeesToPaise(round.minBet), maxBetPaise: rupeesToPaise(round.maxBet) };
}

/** A bet as the room keeps it: stake in integer paise (or token hundredths). */
export type ValidCrashBet = {
	panel: CrashPanel;
	wallet: Wallet;
	amountPaise: number;
	autoCashOut: Multiplier | null;
	clientSeed: string;
};

export type CrashBetCheck = { ok: true; value: ValidCrashBet } | { ok: false; message: string };

/**
 * The amount's refusal, or its paise: a number of rupees (or tokens) with at most two decimals, within the round's
 * limits. Not a number, zero or negative reads as below the minimum, as at the roulette table.
 */
export function crashAmountCheck(
	amount: unknown,
	limits: CrashBetLimits,
): { ok: true; paise: number } | { ok: false; message: string } {
	// Made only when refused: formatting the amount costs a third of a millisecond in workerd (bench:crash's profile).
	const tooSmall = () => ({ ok: false as const, message: crashMessages.minBet(paiseToRupees(limits.minBetPaise)) });
	if (typeof amount !== "number" || !Number.isFinite(amount) || amount <= 0) return tooSmall();
	const paise = Math.round(amount * 100);
	if (Math.abs(paise / 100 - amount) > 1e-9) return { ok: false, message: crashMessages.amountPaise };
	if (paise < limits.minBetPaise) return tooSmall();
	if (paise > limits.maxBetPaise)
		return { ok: false, message: crashMessages.maxBet(paiseToRupees(limits.maxBetPaise)) };
	return { ok: true, paise };
}

/** Checks a crashBet's fields against the round's limits: the bet the room may place, or the refusal to show. */
export function validateCrashBet(message: CrashBetMessage, limits: CrashBetLimits): CrashBetCheck {
	const panel = crashPanelSchema.safeParse(message.panel);
	if (!panel.success) return { ok: false, message: crashMessages.invalidPanel };
	const wallet = walletSchema.safeParse(message.wallet);
	if (!wallet.success) return { ok: false, message: messages.invalidMessage };
	const amount = crashAmountCheck(message.amount, limits);
	if (!amount.ok) return amount;
	const auto = autoCashOutSchema.safeParse(message.autoCashOut);
	if (!auto.success) return { ok: false, message: crashMessages.autoCashOutRange };
	const seed = clientSeedSchema.safeParse(message.clientSeed);
	if (!seed.success) return { ok: false, message: crashMessages.clientSeed };
	return {
		ok: true,
		value: {
			panel: panel.data,
			wallet: wallet.data,
			amountPaise: amount.paise,
			autoCashOut: auto.data,
			clientSeed: seed.data,
		},
	};
}

/** A fresh client seed for a bet panel: 16 random bytes as 32 hex characters (the screen's default). */
export function newClientSeed(): string {
	return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
