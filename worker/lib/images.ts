/**
 * Image type and pixel size read from the bytes themselves (never from the file
 * name or the declared type): PNG (IHDR) and JPEG (the first SOF segment).
 * Both must end where the format says the image ends (IEND, EOI): nothing may
 * ride along after the picture (docs/security.md, polyglot uploads).
 */
export type SniffedImage = {
	type: "image/png" | "image/jpeg";
	extension: "png" | "jpg";
	width: number;
	height: number;
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
	return prefix.every((b, i) => bytes[i] === b);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});

/** CRC-32 as PNG chunks use it (exported for the tests that build PNGs). */
export function crc32(bytes: Uint8Array): number {
	let crc = 0xffffffff;
	for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
	return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A PNG must be whole: the signature, IHDR first, every chunk inside the file
 * with a correct CRC, at least one IDAT, and IEND as the very last bytes. So a
 * file with HTML, a script or a ZIP appended (a polyglot) is refused.
 */
function png(bytes: Uint8Array): SniffedImage | null {
	if (bytes.length < 24 || !startsWith(bytes, PNG_SIGNATURE)) return null;
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	let offset = PNG_SIGNATURE.length;
	let sawData = false;
	let first = true;
	while (offset + 12 <= bytes.length) {
		const length = view.getUint32(offset);
		const end = offset + 12 + length;
		if (end > bytes.length) return null;
		const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
		if (first !== (type === "IHDR")) return null;
		if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) return null;
		if (type === "IDAT") sawData = true;
		if (type === "IEND") {
			if (end !== bytes.length || !sawData) return null;
			return { type: "image/png", extension: "png", width: view.getUint32(16), height: view.getUint32(20) };
		}
		first = false;
		offset = end;
	}
	return null;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT (C4), JPG (C8), DAC (CC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(bytes: Uint8Array): SniffedImage | null {
	if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	let offset = 2;
	while (offset + 4 <= bytes.length) {
		if (bytes[offset] !== 0xff) return null;
		const marker = bytes[offset + 1] ?? 0;
		if (marker === 0xff) {
			offset += 1; // fill byte
			continue;
		}
		if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
			offset += 2; // markers without a length
			continue;
		}
		if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
		const length = view.getUint16(offset + 2);
		if (length < 2) return null;
		if (SOF_MARKERS.has(marker)) {
			if (offset + 9 > bytes.length) return null;
			// The image must end with EOI: nothing appended after the picture.
			if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return null;
			return {
				type: "image/jpeg",
				extension: "jpg",
				height: view.getUint16(offset + 5),
				width: view.getUint16(offset + 7),
			};
		}
		offset += 2 + length;
	}
	return null;
}

/** The image's real type and size, or null when the bytes are neither a PNG nor a JPEG. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
	return png(bytes) ?? jpeg(bytes);
}
