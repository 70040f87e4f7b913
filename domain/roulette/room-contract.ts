/**
 * The contract between the Worker and a RouletteRoom: who is connecting (headers the Worker sets after verifying
 * the access token), the viewer the room reads from them, and the close codes the room ends sockets with.
 * Both sides import it from here, so neither imports the other (docs/decisions/0800-room-in-parts.md).
 */
import { ROLES } from "../users";

/** Headers the Worker sets (after verifying the access token) to tell the room who is connecting. */
export const ROOM_IDENTITY_HEADERS = {
	userId: "X-Room-User-Id",
	role: "X-Room-User-Role",
	/** URI-encoded (names may be outside Latin-1). */
	name: "X-Room-User-Name",
	/**
	 * The phone already masked ("+91 98*** **629", `maskPhone`), for the admins' live bets: the room never holds a
	 * whole phone and reads no D1 row per bet to name a bettor. Empty when the account has none.
	 */
	maskedPhone: "X-Room-User-Masked-Phone",
	/** The connecting request's country (`request.cf.country`), for the operator's allow-list; empty when unknown. */
	country: "X-Room-User-Country",
	/** The session (refresh-token family) of the access token: logout closes that session's sockets. */
	sessionId: "X-Room-Session-Id",
	/** When the access token expires (epoch ms): the socket may not act after it unless renewed. */
	tokenExpiresAt: "X-Room-Token-Expires-At",
	/** The client's rate-limit subject (its address, IPv6 per /64), set for every socket, signed in or not. */
	client: "X-Room-Client",
} as const;

/** A signed-in person at the table, as the Worker vouched for them. */
export type Viewer = {
	userId: string;
	role: (typeof ROLES)[number];
	name: string;
	/** As the Worker masked it; null without a phone (and for a socket admitted before it was carried). */
	maskedPhone?: string | null;
	country?: string | null;
	sessionId: string;
	tokenExpiresAt: number;
};

/** The identity the Worker vouched for; null for a spectator. */
export function viewerFromHeaders(headers: Headers): Viewer | null {
	const userId = headers.get(ROOM_IDENTITY_HEADERS.userId);
	const role = ROLES.find((known) => known === headers.get(ROOM_IDENTITY_HEADERS.role));
	const sessionId = headers.get(ROOM_IDENTITY_HEADERS.sessionId);
	const tokenExpiresAt = Number(headers.get(ROOM_IDENTITY_HEADERS.tokenExpiresAt));
	if (!userId || !role || !sessionId || !Number.isFinite(tokenExpiresAt)) return null;
	let name = "";
	try {
		name = decodeURIComponent(headers.get(ROOM_IDENTITY_HEADERS.name) ?? "");
	} catch {
		name = "";
	}
	const country = headers.get(ROOM_IDENTITY_HEADERS.country);
	return {
		userId,
		role,
		name,
		maskedPhone: headers.get(ROOM_IDENTITY_HEADERS.maskedPhone) || null,
		country: country && /^[A-Z]{2}$/.test(country) ? country : null,
		sessionId,
		tokenExpiresAt,
	};
}

/** Close codes the room uses (4000–4999 are the application's; 1008 and 1009 are the standard ones). */
export const CLOSE = {
	/** Policy violation: a spectator sent a message, or a socket spent its message budget. */
	policy: 1008,
	/** A frame larger than the room reads. */
	tooBig: 1009,
	/** The session ended (logout, sign out everywhere, password reset, ban, deletion). */
	sessionEnded: 4001,
	/** The socket's access token expired without being renewed: reconnect with a fresh one. */
	sessionExpired: 4002,
} as const;
