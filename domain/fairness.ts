/**
 * Provable fairness (docs/product.md#fairness). Before betting opens the room publishes
 * commitment = SHA-256(seed bytes). The result is derived from
 * HMAC-SHA256(key = seed bytes, message = roundId) by rejection sampling:
 * each output byte below 222 (= 6 × 37) gives byte mod 37; bytes of 222 and above
 * are skipped so that every pocket is exactly equally likely. If all 32 bytes are
 * skipped (probability below 1e-28) the message becomes `${roundId}:1`, `:2`, ...
 * Uses only WebCrypto, so the browser's /verify page runs the very same code.
 */
import { POCKET_COUNT } from "./roulette/wheel";

const ACCEPT_BELOW = 256 - (256 % POCKET_COUNT); // 222

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
	if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new TypeError("Not a hex string");
	const bytes = new Uint8Array(hex.length / 2);
	for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
	return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
	return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A fresh 32-byte server seed, as 64 hex characters. */
export function newServerSeed(): string {
	return bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
}

export async function commitmentOf(serverSeed: string): Promise<string> {
	const digest = await crypto.subtle.digest("SHA-256", hexToBytes(serverSeed));
	return bytesToHex(new Uint8Array(digest));
}

/** The pocket that fairness assigns to this round. */
export async function resultFromSeed(serverSeed: string, roundId: string): Promise<number> {
	const key = await crypto.subtle.importKey("raw", hexToBytes(serverSeed), { name: "HMAC", hash: "SHA-256" }, false, [
		"sign",
	]);
	const encoder = new TextEncoder();
	for (let attempt = 0; ; attempt++) {
		const message = attempt === 0 ? roundId : `${roundId}:${attempt}`;
		const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
		for (const byte of mac) {
			if (byte < ACCEPT_BELOW) return byte % POCKET_COUNT;
		}
	}
}

export type VerificationOutcome = { commitmentMatches: boolean; computedResult: number; resultMatches: boolean };

/** Recomputes a revealed round: does the seed match the commitment, and does it give the published result? */
export async function verifyRound(input: {
	roundId: string;
	serverSeed: string;
	commitment: string;
	result: number;
}): Promise<VerificationOutcome> {
	const computedResult = await resultFromSeed(input.serverSeed, input.roundId);
	return {
		commitmentMatches: (await commitmentOf(input.serverSeed)) === input.commitment.toLowerCase(),
		computedResult,
		resultMatches: computedResult === input.result,
	};
}
