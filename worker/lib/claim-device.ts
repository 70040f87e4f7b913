/**
 * The device a promotion is claimed from (docs/decisions/0850-promotions.md): a long-lived cookie of its own,
 * `<id>.<mac>` (an HMAC-SHA256 under JWT_SECRET), that stays when another account signs in on the same browser (the
 * login's device cookie is per account), so a second account's claim from that browser is refused.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

const COOKIE = "rr_claim_device";
/** Browsers keep a cookie at most 400 days. */
const TTL_S = 400 * 24 * 60 * 60;
const PURPOSE = "rr-claim-device-v1";
const ID_PATTERN = /^[0-9a-f-]{36}$/;

async function macOf(secret: string, id: string): Promise<string> {
	const key = await crypto.subtle.importKey(
		"raw",
		new TextEncoder().encode(secret),
		{ name: "HMAC", hash: "SHA-256" },
		false,
		["sign"],
	);
	const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${PURPOSE}:${id}`));
	return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** This browser's claim device id: the one its cookie carries when it is ours, or a new one written now. */
export async function claimDeviceId(c: Context, secret: string): Promise<string> {
	const value = getCookie(c, COOKIE, "host");
	const [id, mac, ...rest] = (value ?? "").slice(0, 200).split(".");
	if (id && mac && rest.length === 0 && ID_PATTERN.test(id) && mac === (await macOf(secret, id))) return id;
	const fresh = crypto.randomUUID();
	setCookie(c, COOKIE, `${fresh}.${await macOf(secret, fresh)}`, {
		prefix: "host",
		path: "/",
		secure: true,
		httpOnly: true,
		sameSite: "Strict",
		maxAge: TTL_S,
	});
	return fresh;
}
