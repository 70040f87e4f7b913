/**
 * Device cookies for login throttling (OWASP, "Slow Down Online Guessing Attacks with Device
 * Cookies"; docs/decisions/0740-account-abuse.md). A successful login leaves a cookie that says
 * "this browser has signed in as this user before": `<userId>.<issuedAt>.<nonce>.<mac>`, the mac
 * an HMAC-SHA256 under JWT_SECRET. A login that presents a valid one for the account it tries
 * is counted against that device's own failure budget, so strangers' failures never lock the
 * owner's own browser out; a device that keeps failing locks only itself.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

export const DEVICE_COOKIE = "rr_device";
export const DEVICE_COOKIE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** Separates these MACs from every other use of JWT_SECRET. */
const PURPOSE = "rr-device-v1";

function base64url(bytes: Uint8Array): string {
	return btoa(String.fromCharCode(...bytes))
		.replaceAll("+", "-")
		.replaceAll("/", "_")
		.replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
	try {
		const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
		return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
	} catch {
		return null;
	}
}

async function macKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
	return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
		usage,
	]);
}

function signedPart(userId: string, issuedAt: string, nonce: string): Uint8Array<ArrayBuffer> {
	return new TextEncoder().encode(`${PURPOSE}:${userId}:${issuedAt}:${nonce}`);
}

/** A new device cookie value for a user. */
export async function signDeviceCookie(secret: string, userId: string, now = Date.now()): Promise<string> {
	const issuedAt = now.toString(36);
	const nonce = base64url(crypto.getRandomValues(new Uint8Array(16)));
	const mac = await crypto.subtle.sign("HMAC", await macKey(secret, "sign"), signedPart(userId, issuedAt, nonce));
	return `${userId}.${issuedAt}.${nonce}.${base64url(new Uint8Array(mac))}`;
}

/**
 * The device's id (its nonce) when `value` is a device cookie this server signed for `userId`
 * and it has not expired; null for anything else (another user's, tampered, forged, old).
 */
export async function trustedDeviceId(
	secret: string,
	value: string | undefined,
	userId: string,
	now = Date.now(),
): Promise<string | null> {
	if (!value || value.length > 200) return null;
	const [owner, issuedAt, nonce, mac, ...rest] = value.split(".");
	if (rest.length > 0 || owner !== userId || !issuedAt || !nonce || !mac) return null;
	const issued = Number.parseInt(issuedAt, 36);
	if (!Number.isSafeInteger(issued) || issued > now || now - issued > DEVICE_COOKIE_TTL_MS) return null;
	const signature = fromBase64url(mac);
	if (!signature) return null;
	const valid = await crypto.subtle.verify(
		"HMAC",
		await macKey(secret, "verify"),
		signature,
		signedPart(userId, issuedAt, nonce),
	);
	return valid ? nonce : null;
}

export function readDeviceCookie(c: Context): string | undefined {
	return getCookie(c, DEVICE_COOKIE, "host");
}

export function writeDeviceCookie(c: Context, value: string): void {
	setCookie(c, DEVICE_COOKIE, value, {
		prefix: "host",
		path: "/",
		secure: true,
		httpOnly: true,
		sameSite: "Strict",
		maxAge: Math.floor(DEVICE_COOKIE_TTL_MS / 1000),
	});
}
