/** A small seeded generator of 32-bit words (mulberry32): deterministic bytes for the card games' simulations. */
export function mulberry32(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return (t ^ (t >>> 14)) >>> 0;
	};
}

/** Fills `bytes` (a multiple of 4 long) from the generator. */
export function fill(bytes: Uint8Array, next: () => number): Uint8Array {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	for (let i = 0; i < bytes.length; i += 4) view.setUint32(i, next());
	return bytes;
}
