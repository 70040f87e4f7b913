/**
 * The messages a client sends to the table, as zod schemas: the room parses every frame with them
 * (docs/decisions/0004-round-phases-and-socket-protocol.md). A schema checks the envelope only; the fields that
 * have their own refusal messages (the bets, the wallet, the forced number, the token) are checked where those
 * messages are chosen, in the order the player meets them (docs/decisions/0710-bad-input.md).
 * The server's messages are the `ServerMessage` type in protocol.ts: the room builds them, nobody parses them.
 */
import { z } from "../validation/zod";

/** Any JSON object with a string `type`: what is not one is an invalid message. */
export const clientEnvelope = z.looseObject({ type: z.string() });

/** A client's id for one submission: a retry with the same id is a duplicate, never debited twice. */
export const submissionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * placeBets: the wallet is optional (real money by default); the bets are checked by validateSubmission, the calls
 * named with them by readCalls (domain/validation/calls.ts).
 */
export const placeBetsMessage = z.object({
	type: z.literal("placeBets"),
	submissionId: submissionIdSchema,
	wallet: z.unknown().optional(),
	bets: z.unknown().optional(),
	calls: z.unknown().optional(),
});

/** The wallet of a placeBets: absent (or null) means real money. */
export const walletSchema = z
	.enum(["real", "tokens"])
	.nullish()
	.transform((wallet) => wallet ?? "real");

/** forceResult (admins): the number is checked after the role, with its own message. */
export const forceResultMessage = z.object({ type: z.literal("forceResult"), number: z.unknown().optional() });

/** The longest access token the room reads; a longer one is not a token. */
export const MAX_TOKEN_LENGTH = 4095;

/** renewSession: anything but a plausible token ends the session, like a token that does not verify. */
export const renewSessionMessage = z.object({
	type: z.literal("renewSession"),
	token: z.string().max(MAX_TOKEN_LENGTH),
});

export type PlaceBetsMessage = z.infer<typeof placeBetsMessage>;
export type ForceResultMessage = z.infer<typeof forceResultMessage>;
export type RenewSessionMessage = z.infer<typeof renewSessionMessage>;

/**
 * Reads one frame's text: a known message type with its envelope, `renewSession` with anything else (it ends the
 * session), or null for anything unparseable (the room answers messages.invalidMessage).
 */
export type ParsedClientMessage =
	| { type: "placeBets"; message: PlaceBetsMessage }
	| { type: "forceResult"; message: ForceResultMessage }
	| { type: "renewSession"; token: string | null }
	| { type: "invalid" }
	/** A placeBets whose submission id is not one (answered without an id to echo). */
	| { type: "invalidPlaceBets" };

export function parseClientMessage(text: string): ParsedClientMessage {
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		return { type: "invalid" };
	}
	const envelope = clientEnvelope.safeParse(json);
	if (!envelope.success) return { type: "invalid" };
	switch (envelope.data.type) {
		case "renewSession": {
			const renew = renewSessionMessage.safeParse(json);
			return { type: "renewSession", token: renew.success ? renew.data.token : null };
		}
		case "placeBets": {
			const place = placeBetsMessage.safeParse(json);
			return place.success ? { type: "placeBets", message: place.data } : { type: "invalidPlaceBets" };
		}
		case "forceResult": {
			const force = forceResultMessage.safeParse(json);
			return force.success ? { type: "forceResult", message: force.data } : { type: "invalid" };
		}
		default:
			return { type: "invalid" };
	}
}
