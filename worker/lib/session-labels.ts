/**
 * How the sessions list shows a session (docs/decisions/0110-account-settings-and-sessions.md): the device as
 * "browser on OS" from its user agent (bowser), and the address coarsely, so the list helps a player recognise
 * a device without becoming a record of where they were.
 */
import Bowser from "bowser";
import { ipv6Prefix } from "~/domain/network-address";

/** "Chrome on Android", "Safari on iOS"; "Unknown device" when the user agent says nothing we know. */
export function deviceLabel(userAgent: string | null | undefined): string {
	if (!userAgent) return "Unknown device";
	const { browser, os } = Bowser.parse(userAgent);
	const name = browser.name?.trim();
	const system = os.name?.trim();
	if (name && system) return `${name} on ${system}`;
	return name || system || "Unknown device";
}

/**
 * An address with its host part hidden: IPv4 to its /24 ("203.0.113.x"), IPv6 to its /48 ("2001:db8:85a3::/48");
 * an IPv4-mapped IPv6 address counts as its IPv4 address. Null when there is none (or it is not an address).
 */
export function coarseAddress(ip: string | null | undefined): string | null {
	const raw = ip?.trim().toLowerCase();
	if (!raw) return null;
	const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(raw);
	if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
	if (!/^[0-9a-f:]+$/.test(raw) || !raw.includes(":")) return null;
	return `${ipv6Prefix(raw, 3)}::/48`;
}
