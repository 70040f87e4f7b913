/**
 * Password hashing with scrypt (node:crypto, available in workerd with nodejs_compat
 * and in Node for the seed and admin scripts). Parameters are OWASP's
 * N=2^15, r=8, p=3 (32 MiB); the PHC-style string records them so they can be
 * raised later without invalidating existing hashes.
 * Written with erasable TypeScript only, so Node can import it directly.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const PARAMS = { N: 2 ** 15, r: 8, p: 3, keyLength: 32 };
const PRODUCTION_LOG2_N = 15;

/**
 * Lowers scrypt's N for the Workers test suite (PASSWORD_HASH_LOG2_N, e.g. 12): its hundreds of registrations and
 * logins otherwise spend most of its time hashing. Only in demo mode and never below 2^10; the hashing queue's own
 * tests keep the production cost (vitest.config.ts). Hashes record their N, so each verifies at the cost it was made.
 */
export function configurePasswordHashing(env: { OPERATOR_MODE?: string; PASSWORD_HASH_LOG2_N?: string }): void {
	const wanted = Number(env.PASSWORD_HASH_LOG2_N ?? PRODUCTION_LOG2_N);
	const log2N =
		env.OPERATOR_MODE === "demo" && Number.isInteger(wanted) && wanted >= 10 && wanted <= 20
			? wanted
			: PRODUCTION_LOG2_N;
	PARAMS.N = 2 ** log2N;
}

/** A stored hash re-labelled to today's cost, so that the unknown-phone decoy costs what a real check costs. */
export function atTodaysCost(stored: string): string {
	return stored.replace(/^\$scrypt\$ln=\d+,/, `$scrypt$ln=${Math.log2(PARAMS.N)},`);
}

/**
 * Each hash holds 128·N·r bytes (32 MiB) for about 200 ms, and an isolate has 128 MB: at most
 * this many run at once per isolate (docs/decisions/0740-account-abuse.md, scripts/measure-scrypt-memory.mjs).
 */
export const MAX_CONCURRENT_HASHES = 2;
/** Callers waiting for a slot; beyond this, a hash is refused at once instead of queueing. */
export const MAX_WAITING_HASHES = 6;
/** Seconds a refused client should wait: about the time the full queue takes to drain. */
export const HASHING_RETRY_AFTER_SECONDS = 2;

/** Thrown when the hashing queue is full; the API answers 503 with Retry-After. */
export class PasswordHashingBusyError extends Error {
	constructor() {
		super("password hashing queue is full");
		this.name = "PasswordHashingBusyError";
	}
}

let running = 0;
/** Tickets of the callers waiting for a slot, oldest first. */
const waiting: object[] = [];
/** The most hashes that ever ran at once in this isolate (tests read it to prove the bound). */
let peakRunning = 0;

export function hashingLoad(): { running: number; waiting: number; peakRunning: number } {
	return { running, waiting: waiting.length, peakRunning };
}

/** A waiter that got no slot in this time is refused as busy (the full queue drains in about 2 s). */
export const MAX_HASHING_WAIT_MS = 10_000;
const POLL_MS = 10;

/**
 * Waits, first come first served, until a slot is free. Each waiter polls on its own timer
 * rather than being woken by the request that frees the slot: workerd does not let one
 * request's handler resume another's (it cancels the waiter as hung or refuses the cross-request I/O).
 */
async function waitForSlot(): Promise<void> {
	const ticket = {};
	waiting.push(ticket);
	const deadline = Date.now() + MAX_HASHING_WAIT_MS;
	for (;;) {
		await new Promise((resolve) => setTimeout(resolve, POLL_MS));
		if (running < MAX_CONCURRENT_HASHES && waiting[0] === ticket) {
			waiting.shift();
			return;
		}
		if (Date.now() >= deadline) {
			waiting.splice(waiting.indexOf(ticket), 1);
			throw new PasswordHashingBusyError();
		}
	}
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
	if (running >= MAX_CONCURRENT_HASHES || waiting.length > 0) {
		if (waiting.length >= MAX_WAITING_HASHES) throw new PasswordHashingBusyError();
		await waitForSlot();
	}
	running++;
	peakRunning = Math.max(peakRunning, running);
	try {
		// A macrotask first: in workerd scrypt runs on the isolate's own thread, so a queue of
		// hashes run back to back would keep every other request (e.g. /api/health) waiting.
		await new Promise((resolve) => setTimeout(resolve, 0));
		return await work();
	} finally {
		running--;
	}
}

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
	const key = await withHashingSlot(() => derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p, PARAMS.keyLength));
	return `$scrypt$ln=${Math.log2(PARAMS.N)},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
	if (!match) return false;
	const [, ln, r, p, saltB64, hashB64] = match;
	const expected = Buffer.from(hashB64 ?? "", "base64");
	const key = await withHashingSlot(() =>
		derive(password, Buffer.from(saltB64 ?? "", "base64"), 2 ** Number(ln), Number(r), Number(p), expected.length),
	);
	return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash uses weaker parameters than today's (rehash on next login). */
export function needsRehash(stored: string): boolean {
	return !stored.startsWith(`$scrypt$ln=${Math.log2(PARAMS.N)},r=${PARAMS.r},p=${PARAMS.p}$`);
}
