/**
 * One client address as the server counts it (the rate limits, docs/decisions/0100-accounts-and-sessions.md; the
 * referral checks, 0850): IPv4 as it is, an IPv4-mapped IPv6 address as its IPv4 address, and IPv6 per /64, since
 * one IPv6 host usually owns a whole /64.
 */

/** The address's subject ("203.0.113.7", "2001:db8:0:1::/64"), or null when there is no address. */
export function addressSubject(ip: string | null | undefined): string | null {
	const raw = ip?.trim().toLowerCase();
	if (!raw) return null;
	const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(raw)?.[1];
	if (mapped) return mapped;
	if (!raw.includes(":")) return raw;
	return `${ipv6Prefix(raw, 4)}::/64`;
}

/** The first `groups` groups of an IPv6 address, "::" expanded and leading zeros dropped ("2001:db8:0"). */
export function ipv6Prefix(raw: string, groups: number): string {
	const [head = "", tail = ""] = raw.split("::");
	const left = head ? head.split(":") : [];
	const right = raw.includes("::") && tail ? tail.split(":") : [];
	const all = raw.includes("::")
		? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
		: left;
	return all
		.slice(0, groups)
		.map((g) => (Number.parseInt(g, 16) || 0).toString(16))
		.join(":");
}
