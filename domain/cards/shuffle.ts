/**
 * A provably fair shuffle for the card games (issue 31): Fisher–Yates driven by an HMAC-SHA256 byte stream, with
 * rejection sampling so that every order of the cards is exactly equally likely. WebCrypto only, so /verify re-deals
 * a round in the browser with this very code.
 *
 * The byte stream of (key, message): the bytes of HMAC-SHA256(key = key bytes, message = `${message}:0`), then of
 * `${message}:1`, `${message}:2`, … (32 bytes a block), read in order.
 *
 * A uniform integer below `bound` (2 ≤ bound ≤ 65,536): read w = 1 byte if bound ≤ 256, else 2 bytes (big-endian),
 * a value v < 256^w; accept it if v < 256^w − (256^w mod bound) and return v mod bound; otherwise read again. Every
 * accepted value is equally likely, so every result below `bound` is (no modulo bias).
 *
 * The shuffle (Fisher–Yates, forward): start from the cards 0 … n − 1 in order; for i = 0 … n − 2, pick
 * j = i + uniform(n − i) and swap positions i and j. Position 0 is the first card dealt. Each of the n! orders comes
 * from exactly one sequence of picks, and each sequence has probability 1/n!. Forward, the first k cards are fixed by
 * the first k picks: a round that deals k cards may stop there (`count`), with the same cards as the full shuffle.
 */
import { bytesToHex, hexToBytes } from "../fairness";

export const HMAC_BLOCK_BYTES = 32;

/** The uniform integer below `bound` read from `bytes` at `offset`, and where the next read starts; null if the bytes ran out. */
export function uniformFromBytes(
	bound: number,
	bytes: Uint8Array,
	offset: number,
): { value: number; next: number } | null {
	if (!Number.isInteger(bound) || bound < 1 || bound > 65_536) throw new RangeError("bound is 1 to 65,536");
	if (bound === 1) return { value: 0, next: offset };
	const width = bound <= 256 ? 1 : 2;
	const range = width === 1 ? 256 : 65_536;
	const limit = range - (range % bound);
	let at = offset;
	while (at + width <= bytes.length) {
		const v = width === 1 ? (bytes[at] as number) : (bytes[at] as number) * 256 + (bytes[at + 1] as number);
		at += width;
		if (v < limit) return { value: v % bound, next: at };
	}
	return null;
}

/**
 * The first `count` cards of a deck of `size` shuffled with the byte stream `bytes`, or null if the bytes ran out
 * before (the caller brings more blocks of the same stream and tries again).
 */
export function shuffleFromBytes(size: number, bytes: Uint8Array, count = size): number[] | null {
	if (!Number.isInteger(size) || size < 1 || size > 65_536) throw new RangeError("A deck has 1 to 65,536 cards");
	if (!Number.isInteger(count) || count < 0 || count > size) throw new RangeError("count is 0 to the deck's size");
	// The deck as an array, or, for a few cards of a big shoe, as the positions that moved (a position not in the map
	// still holds its own card): a round that deals 2 cards of a 416-card shoe touches 4 positions, not 416.
	const sparse = count * 8 < size;
	const cards = sparse ? [] : Array.from({ length: size }, (_, i) => i);
	const moved = new Map<number, number>();
	const at = sparse
		? (position: number) => moved.get(position) ?? position
		: (position: number) => cards[position] as number;
	const put = sparse
		? (position: number, card: number) => void moved.set(position, card)
		: (position: number, card: number) => {
				cards[position] = card;
			};
	let offset = 0;
	const picks = Math.min(count, size - 1);
	for (let i = 0; i < picks; i++) {
		const pick = uniformFromBytes(size - i, bytes, offset);
		if (!pick) return null;
		offset = pick.next;
		const j = i + pick.value;
		const card = at(i);
		put(i, at(j));
		put(j, card);
	}
	return Array.from({ length: count }, (_, i) => at(i));
}

/** Block i of the byte stream: HMAC-SHA256(key, `${message}:${i}`). */
export async function hmacBlock(key: CryptoKey, message: string, index: number): Promise<Uint8Array> {
	return new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${message}:${index}`)));
}

function concat(blocks: readonly Uint8Array[]): Uint8Array {
	const bytes = new Uint8Array(blocks.length * HMAC_BLOCK_BYTES);
	blocks.forEach((block, i) => {
		bytes.set(block, i * HMAC_BLOCK_BYTES);
	});
	return bytes;
}

/**
 * The first `count` cards (all by default) of a deck or shoe of `size` cards, shuffled by the byte stream of
 * (key, message): `key` is the round's secret (hex), `message` its public input (the round id).
 */
export async function shuffledCards(keyHex: string, message: string, size: number, count = size): Promise<number[]> {
	const key = await crypto.subtle.importKey("raw", hexToBytes(keyHex), { name: "HMAC", hash: "SHA-256" }, false, [
		"sign",
	]);
	const blocks: Uint8Array[] = [];
	// Enough for most shuffles at once (about 1.2 bytes a pick for small bounds, 2.1 for large ones); more if not.
	let wanted = Math.ceil((Math.min(count, size - 1) * (size > 256 ? 2.2 : 1.3)) / HMAC_BLOCK_BYTES) + 1;
	for (;;) {
		while (blocks.length < wanted) blocks.push(await hmacBlock(key, message, blocks.length));
		const cards = shuffleFromBytes(size, concat(blocks), count);
		if (cards) return cards;
		wanted += 2;
	}
}

/** The stream's first bytes as hex (for /verify to show what the shuffle read). */
export async function streamHex(keyHex: string, message: string, blocks: number): Promise<string> {
	const key = await crypto.subtle.importKey("raw", hexToBytes(keyHex), { name: "HMAC", hash: "SHA-256" }, false, [
		"sign",
	]);
	const all: Uint8Array[] = [];
	for (let i = 0; i < blocks; i++) all.push(await hmacBlock(key, message, i));
	return bytesToHex(concat(all));
}
