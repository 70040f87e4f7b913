import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cardLabel, DECK_SIZE, deckCard, rankOf, suitOf } from "~/domain/cards/cards";
import { shuffledCards, shuffleFromBytes, uniformFromBytes } from "~/domain/cards/shuffle";

/** The published vector: key SHA-256("card test vector"), message "round-1". */
const KEY = createHash("sha256").update("card test vector").digest("hex");
const DECK_VECTOR = [
	0, 39, 41, 34, 38, 11, 23, 43, 20, 25, 29, 46, 45, 51, 2, 47, 49, 8, 33, 24, 37, 18, 36, 16, 4, 5, 28, 44, 30, 35, 15,
	10, 3, 42, 9, 6, 27, 22, 17, 7, 26, 1, 50, 19, 14, 32, 13, 31, 40, 12, 48, 21,
];
const SHOE_VECTOR_START = [212, 340, 36, 308, 0, 196];

/** The byte stream with Node's own HMAC: blocks of HMAC-SHA256(key, `${message}:${i}`). */
function nodeStream(key: string, message: string, blocks: number): Uint8Array {
	const all = Array.from({ length: blocks }, (_, i) =>
		createHmac("sha256", Buffer.from(key, "hex")).update(`${message}:${i}`).digest(),
	);
	return new Uint8Array(Buffer.concat(all));
}

describe("cards", () => {
	it("numbers a deck suit by suit, ace low, and a shoe deck by deck", () => {
		expect([rankOf(0), suitOf(0), cardLabel(0)]).toEqual([1, "spades", "A♠"]);
		expect([rankOf(12), cardLabel(12)]).toEqual([13, "K♠"]);
		expect([rankOf(13), suitOf(13), cardLabel(13)]).toEqual([1, "hearts", "A♥"]);
		expect(cardLabel(51)).toBe("K♣");
		expect(cardLabel(9 + 26)).toBe("10♦");
		expect(deckCard(52 * 7 + 5)).toBe(5);
		expect(() => deckCard(-1)).toThrow(RangeError);
	});
});

describe("the HMAC-driven Fisher–Yates shuffle", () => {
	it("draws uniform integers by rejection: one byte up to 256, two above, never a biased value", () => {
		// bound 37: bytes ≥ 222 are skipped.
		expect(uniformFromBytes(37, new Uint8Array([222, 255, 40]), 0)).toEqual({ value: 3, next: 3 });
		expect(uniformFromBytes(37, new Uint8Array([221]), 0)).toEqual({ value: 221 % 37, next: 1 });
		expect(uniformFromBytes(37, new Uint8Array([250]), 0)).toBeNull();
		expect(uniformFromBytes(256, new Uint8Array([255]), 0)).toEqual({ value: 255, next: 1 });
		// bound 416: two bytes, 65,536 − (65,536 mod 416) = 65,312 and above are skipped.
		expect(uniformFromBytes(416, new Uint8Array([0xff, 0x20, 0x01, 0x00]), 0)).toEqual({ value: 256 % 416, next: 4 });
		expect(uniformFromBytes(416, new Uint8Array([0xff, 0x1f]), 0)).toEqual({ value: 65_311 % 416, next: 2 });
		expect(uniformFromBytes(1, new Uint8Array([]), 0)).toEqual({ value: 0, next: 0 });
		// Every accepted value of a bound is hit by the same number of byte values.
		for (const bound of [2, 3, 13, 37, 51, 52, 255]) {
			const counts = new Array(bound).fill(0);
			for (let b = 0; b < 256; b++) {
				const pick = uniformFromBytes(bound, new Uint8Array([b]), 0);
				if (pick) counts[pick.value]++;
			}
			expect(new Set(counts).size, `bound ${bound}`).toBe(1);
		}
	});

	it("matches the published vector, and Node's own HMAC stream gives the same cards", async () => {
		expect(await shuffledCards(KEY, "round-1", DECK_SIZE)).toEqual(DECK_VECTOR);
		expect(shuffleFromBytes(DECK_SIZE, nodeStream(KEY, "round-1", 10))).toEqual(DECK_VECTOR);
		expect(await shuffledCards(KEY, "round-1", 416, 6)).toEqual(SHOE_VECTOR_START);
		expect(shuffleFromBytes(416, nodeStream(KEY, "round-1", 60))?.slice(0, 6)).toEqual(SHOE_VECTOR_START);
	});

	it("deals a permutation, the same first cards whether it stops early or not, and another order per round", async () => {
		const full = await shuffledCards(KEY, "round-2", 416);
		expect([...full].sort((a, b) => a - b)).toEqual(Array.from({ length: 416 }, (_, i) => i));
		expect(await shuffledCards(KEY, "round-2", 416, 2)).toEqual(full.slice(0, 2));
		expect(await shuffledCards(KEY, "round-2", 416, 0)).toEqual([]);
		expect(await shuffledCards(KEY, "round-3", 416, 10)).not.toEqual(full.slice(0, 10));
		expect(shuffleFromBytes(52, new Uint8Array(3))).toBeNull(); // the bytes ran out
		expect(shuffleFromBytes(1, new Uint8Array(0))).toEqual([0]);
		expect(() => shuffleFromBytes(52, new Uint8Array(64), 53)).toThrow(RangeError);
	});

	it("makes every order of 4 cards equally likely: exact over every byte sequence that decides it", () => {
		// For 4 cards the picks are uniform(4), uniform(3), uniform(2), one byte each, bytes at or above the limit
		// skipped. Enumerate every accepted first and second byte (252 and 255 values, equally likely given
		// acceptance) and the last pick's two classes (its 256 bytes split evenly): every one of the 24 orders comes
		// from the same number of sequences.
		const counts = new Map<string, number>();
		const accepted = (bound: number) => Array.from({ length: 256 - (256 % bound) }, (_, b) => b);
		for (const a of accepted(4)) {
			for (const b of accepted(3)) {
				for (const c of [0, 1]) {
					const order = shuffleFromBytes(4, new Uint8Array([a, b, c]))?.join("") ?? "";
					counts.set(order, (counts.get(order) ?? 0) + 1);
				}
			}
		}
		expect(counts.size).toBe(24);
		expect(new Set(counts.values()).size).toBe(1);
	});
});
