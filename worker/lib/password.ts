/**
 * Password hashing with scrypt (node:crypto, available in workerd with nodejs_compat
 * and in Node for the seed and admin scripts). Parameters are OWASP's
 * N=2^15, r=8, p=3 (32 MiB); the PHC-style string records them so they can be
 * raised later without invalidating existing hashes.
 * Written with erasable TypeScript only, so Node can import it directly.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const PARAMS = { N: 2 ** 15, r: 8, p: 3, keyLength: 32 };

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		scrypt(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
			error ? reject(error) : resolve(key),
		);
	});
}

/** `$scrypt$ln=15,r=8,p=3$<salt b64>$<hash b64>` */
export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(16);
	const key = await derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p, PARAMS.keyLength);
	return `$scrypt$ln=${Math.log2(PARAMS.N)},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
	if (!match) return false;
	const [, ln, r, p, saltB64, hashB64] = match;
	const expected = Buffer.from(hashB64 ?? "", "base64");
	const key = await derive(
		password,
		Buffer.from(saltB64 ?? "", "base64"),
		2 ** Number(ln),
		Number(r),
		Number(p),
		expected.length,
	);
	return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash uses weaker parameters than today's (rehash on next login). */
export function needsRehash(stored: string): boolean {
	return !stored.startsWith(`$scrypt$ln=${Math.log2(PARAMS.N)},r=${PARAMS.r},p=${PARAMS.p}$`);
}
