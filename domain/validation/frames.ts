/**
 * What every game's socket parser reads first (docs/decisions/0710-bad-input.md, 0810-game-host.md): a frame's JSON and
 * its `type`, and the messages every game shares, `ping` (answered `pong`) and `renewSession` (anything but a plausible
 * token ends the session).
 */
import { z } from "./zod";

/** The longest access token a room reads; a longer one is not a token. */
export const MAX_FRAME_TOKEN_LENGTH = 4095;

const envelope = z.looseObject({ type: z.string() });
const pingMessage = z.object({ type: z.literal("ping"), clientTime: z.number().finite().nonnegative() });
const renewMessage = z.object({ type: z.literal("renewSession"), token: z.string().max(MAX_FRAME_TOKEN_LENGTH) });

/** A frame's JSON with its string `type`, or null for anything else (the room answers it as invalid). */
export function frameOf(text: string): { type: string; json: unknown } | null {
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		return null;
	}
	const parsed = envelope.safeParse(json);
	return parsed.success ? { type: parsed.data.type, json } : null;
}

/** The shared messages of a frame whose type is `ping` or `renewSession`; null for any other type. */
export function sharedMessage(frame: {
	type: string;
	json: unknown;
}): { type: "ping"; clientTime: number } | { type: "renewSession"; token: string | null } | { type: "invalid" } | null {
	if (frame.type === "ping") {
		const ping = pingMessage.safeParse(frame.json);
		return ping.success ? { type: "ping", clientTime: ping.data.clientTime } : { type: "invalid" };
	}
	if (frame.type === "renewSession") {
		const renew = renewMessage.safeParse(frame.json);
		return { type: "renewSession", token: renew.success ? renew.data.token : null };
	}
	return null;
}
