/**
 * The device a promotion is claimed from (docs/decisions/0850-promotions.md): a long-lived cookie of its own,
 * `<id>.<mac>` (an HMAC-SHA256 under JWT_SECRET), that stays when another account signs in on the same browser (the
 * login's device cookie is per account), so a second account's claim from that browser is refused. Shared by the API
 * and the pages' actions.
 */
export const CLAIM_DEVICE_COOKIE = "__Host-rr_claim_device";
/** Browsers keep a cookie at most 400 days. */
const TTL_S = 400 * 24 * 60 * 60;
const PURPOSE = "rr-claim-device-v1";
const ID_PATTERN = /^[0-9a-f-]{36}$/;

async function key(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
	return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
		usage,
	]);
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

function fromHex(text: string): Uint8Array<ArrayBuffer> | null {
	if (!/^[0-9a-f]{64}$/.test(text)) return null;
	return Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** The device id a Cookie header carries, when it is one this server signed; null otherwise. */
export async function claimDeviceFromCookies(cookieHeader: string | null, secret: string): Promise<string | null> {
	const entry = (cookieHeader ?? "")
		.split(";")
		.map((part) => part.trim())
		.find((part) => part.startsWith(`${CLAIM_DEVICE_COOKIE}=`));
	const value = entry?.slice(CLAIM_DEVICE_COOKIE.length + 1) ?? "";
	if (value.length > 200) return null;
	const [id, mac, ...rest] = value.split(".");
	const signature = fromHex(mac ?? "");
	if (!id || !signature || rest.length > 0 || !ID_PATTERN.test(id)) return null;
	const valid = await crypto.subtle.verify(
		"HMAC",
		await key(secret, "verify"),
		signature,
		new TextEncoder().encode(`${PURPOSE}:${id}`),
	);
	return valid ? id : null;
}

/** A new device: its id and the Set-Cookie header that gives it to the browser. */
export async function newClaimDevice(secret: string): Promise<{ id: string; setCookie: string }> {
	const id = crypto.randomUUID();
	const mac = hex(
		await crypto.subtle.sign("HMAC", await key(secret, "sign"), new TextEncoder().encode(`${PURPOSE}:${id}`)),
	);
	return {
		id,
		setCookie: `${CLAIM_DEVICE_COOKIE}=${id}.${mac}; Max-Age=${TTL_S}; Path=/; HttpOnly; Secure; SameSite=Strict`,
	};
}

/** The request's claim device, and the Set-Cookie header to send when it is a new one. */
export async function claimDeviceOf(
	request: Request,
	secret: string,
): Promise<{ id: string; setCookie: string | null }> {
	const known = await claimDeviceFromCookies(request.headers.get("Cookie"), secret);
	if (known) return { id: known, setCookie: null };
	return newClaimDevice(secret);
}
