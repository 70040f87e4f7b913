/**
 * The card tables' client messages (./protocol.ts) as zod schemas, and the checks of a submission with the refusals
 * players read (cardMessages in domain/messages/). As at the other tables (docs/decisions/0710-bad-input.md): the
 * schema checks the envelope; the fields with refusals of their own are checked by `validateCardBets`, in the order
 * the player meets them (wallet, spots, amounts).
 */
import { crashAmountCheck } from "~/domain/crash/bets";
import { messages } from "~/domain/messages/common";
import { cardMessages } from "~/domain/messages/tables";
import type { Wallet } from "~/domain/roulette/protocol";
import { submissionIdSchema, walletSchema } from "~/domain/roulette/socket-messages";
import { frameOf, sharedMessage } from "../validation/frames";
import { z } from "../validation/zod";
import { type CardGame, type CardSpot, isSpotOf } from "./games";

/** A submission holds at most one bet per spot: Andar Bahar has ten spots. */
export const MAX_CARD_BETS = 10;

export const cardBetMessage = z.object({
	type: z.literal("cardBet"),
	submissionId: submissionIdSchema,
	wallet: z.unknown().optional(),
	bets: z.array(z.looseObject({ spot: z.unknown().optional(), amount: z.unknown().optional() })).max(MAX_CARD_BETS),
});
export type CardBetMessage = z.infer<typeof cardBetMessage>;

export type ParsedCardClientMessage =
	| { type: "cardBet"; message: CardBetMessage }
	| { type: "ping"; clientTime: number }
	| { type: "renewSession"; token: string | null }
	| { type: "invalid" };

/** Reads one frame's text: a cardBet, a ping, a renewal (any other renewal ends the session), or invalid. */
export function parseCardClientMessage(text: string): ParsedCardClientMessage {
	const frame = frameOf(text);
	if (!frame) return { type: "invalid" };
	if (frame.type === "cardBet") {
		const bet = cardBetMessage.safeParse(frame.json);
		return bet.success ? { type: "cardBet", message: bet.data } : { type: "invalid" };
	}
	return sharedMessage(frame) ?? { type: "invalid" };
}

export type ValidCardBets = { wallet: Wallet; bets: Array<{ spot: CardSpot; amountPaise: number }> };

/** Checks a submission's fields against the game's spots and the round's per-bet limits. */
export function validateCardBets(
	game: CardGame,
	message: CardBetMessage,
	limits: { minBetPaise: number; maxBetPaise: number },
): { ok: true; value: ValidCardBets } | { ok: false; message: string } {
	const wallet = walletSchema.safeParse(message.wallet);
	if (!wallet.success) return { ok: false, message: messages.invalidMessage };
	if (message.bets.length === 0) return { ok: false, message: cardMessages.noBets };
	const bets: ValidCardBets["bets"] = [];
	for (const bet of message.bets) {
		if (!isSpotOf(game, bet.spot)) return { ok: false, message: cardMessages.unknownSpot };
		if (bets.some((b) => b.spot === bet.spot)) return { ok: false, message: cardMessages.repeatedSpot };
		const amount = crashAmountCheck(bet.amount, limits);
		if (!amount.ok) return amount;
		bets.push({ spot: bet.spot, amountPaise: amount.paise });
	}
	return { ok: true, value: { wallet: wallet.data, bets } };
}
