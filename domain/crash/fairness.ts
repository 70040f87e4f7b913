/**
 * The crash game's provable fairness (docs/decisions/0830-crash-fairness.md). WebCrypto only, so the browser's
 * /verify page runs this very code.
 *
 * The hash chain (as bustabit): from a secret seed h_N the operator computes h_i = SHA-256(h_{i+1}) down to h_1, and
 * publishes the terminating hash h_0 = SHA-256(h_1) before the chain's first round. Rounds use the links in the
 * reverse order of their generation: round 0 uses h_1, round 1 uses h_2, ... (`chainLinks` returns [h_1 … h_N]).
 * A round's commitment, public before its betting opens, is SHA-256(its game hash), which is the previous round's
 * game hash; hashing any revealed game hash k + 1 times reaches the terminating hash. So every result of the chain
 * was fixed before the first of them was played. Hashes are hex; SHA-256 is taken over their bytes.
 *
 * The entropy the operator cannot know when it commits: the client seeds of the round's first CLIENT_SEEDS_MIXED
 * bettors, in the order the room accepted their bets, are the HMAC message:
 * r = the first 52 bits of HMAC-SHA256(key = game hash bytes, message = seeds joined by ",") (the empty string if
 * nobody bet).
 *
 * The crash point from r, uniform in [0, 2^52): with N = 2^52 and Y = RTP·N / (N − r) in hundredths,
 * C = min(CRASH_MAX_POINT, floor(Y) + 1) if Y ≥ 100, else 100 (the instant crash). Then for every whole number of
 * hundredths m with 100 ≤ m < CRASH_MAX_POINT:
 *
 *   2^52 · P(C > m) = floor(2^52 · RTP · 100 / m)        (exact identity over the 2^52 equally likely values of r)
 *
 * so a bet paid at x = m/100 (paid exactly when x < C, domain/crash/flight.ts) returns x · P(C > x), which lies in
 * (RTP − x·2^-52, RTP]: the declared RTP up to the grid. For m = 100 this is P(C > 1.00) = RTP: the instant crash
 * at 1.00× has probability 1 − RTP (3%, up to 2^-52), the house's share.
 */
import { bytesToHex, hexToBytes } from "~/domain/fairness";
import type { Multiplier } from "./protocol";

/** The declared return to player: 97.00%. */
export const CRASH_RTP_BASIS_POINTS = 9700;

/** The seeds of this many first bettors of a round are mixed into its result. */
export const CLIENT_SEEDS_MIXED = 3;

/**
 * The highest crash point: 10,000.00× (the flight reaches it after 153.5 s). Keeps every number a safe integer and
 * every flight finite; the identity above holds for every multiplier below it, so every bet the game accepts
 * (auto cash-out at most CRASH_MAX_AUTO_CASH_OUT, domain/crash/bets.ts) keeps the declared RTP.
 */
export const CRASH_MAX_POINT: Multiplier = 1_000_000;

/**
 * The example round of docs/product.md#how-to-verify-a-crash-round, which /verify offers to load: round 2 of a
 * 5-link chain whose seed is SHA-256("crash test vector"), with three client seeds. Its crash point is 2.23× (3.42×
 * if nobody had bet). The unit tests recompute it with Node's own crypto.
 */
export const CRASH_EXAMPLE_ROUND = {
	chainSeed: "c0880f8d9f5ed75b1efaedee51d2daf822da6f1b5ca597fcc9651b298b0b79e1",
	terminatingHash: "cb5ba6c3b384b311a1c533515c74c1c9f27bdfb7ffd300a9d88b1fe8b9ea9843",
	gameHash: "3c208588cddf787f1be7d3c6ad011b3470eb32c3a4489e051212f9cb3276e70b",
	commitment: "9553127f3ed80818e10bdd200ea97bd9895260169fd0c84b21db577509c21910",
	clientSeeds: ["0123456789abcdef", "fedcba9876543210ffee", "00112233445566778899aabbccddeeff"],
	crashPoint: 223,
	crashPointWithoutSeeds: 342,
	rtpBasisPoints: 9700,
} as const;

/** 2^52: the number of equally likely values of r. */
export const CRASH_GRID = 2n ** 52n;

const HEX_64 = /^[0-9a-f]{64}$/;

/** A fresh secret chain seed (h_N): 32 random bytes as 64 hex characters. */
export function newChainSeed(): string {
	return bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
}

/** SHA-256 of a hash's bytes, as hex. */
async function sha256Hex(hex: string): Promise<string> {
	return bytesToHex(new Uint8Array(await crypto.subtle.digest("SHA-256", hexToBytes(hex))));
}

/** The commitment a round publishes before betting: SHA-256(game hash bytes), hex. */
export function commitmentOfGameHash(gameHash: string): Promise<string> {
	return sha256Hex(gameHash.toLowerCase());
}

/**
 * The chain's game hashes in the order they are played: [h_1, h_2, …, h_N] with h_N = seed and
 * h_i = SHA-256(h_{i+1}). links[0] (the last one generated) is played first; publish
 * `terminatingHashOf(links)` = SHA-256(links[0]) before it. Round k's commitment is SHA-256(links[k]) = links[k − 1].
 */
export async function chainLinks(seed: string, length: number): Promise<string[]> {
	if (!HEX_64.test(seed.toLowerCase())) throw new TypeError("A chain seed is 64 hex characters");
	if (!Number.isSafeInteger(length) || length < 1) throw new RangeError("A chain has at least one link");
	const links = new Array<string>(length);
	let hash = seed.toLowerCase();
	links[length - 1] = hash;
	for (let i = length - 2; i >= 0; i--) {
		hash = await sha256Hex(hash);
		links[i] = hash;
	}
	return links;
}

/** The hash published before the chain's first round: SHA-256(links[0]). */
export function terminatingHashOf(links: readonly string[]): Promise<string> {
	const first = links[0];
	if (first === undefined) throw new RangeError("A chain has at least one link");
	return sha256Hex(first);
}

/**
 * The chain check: how many times the game hash must be hashed to reach the terminating hash (k + 1 for the
 * chain's round k), or null if it is not reached within `maxSteps`.
 */
export async function chainDistance(
	gameHash: string,
	terminatingHash: string,
	maxSteps: number,
): Promise<number | null> {
	const target = terminatingHash.toLowerCase();
	let hash = gameHash.toLowerCase();
	for (let steps = 1; steps <= maxSteps; steps++) {
		hash = await sha256Hex(hash);
		if (hash === target) return steps;
	}
	return null;
}

/** The HMAC message: the mixed client seeds in acceptance order, joined by ",". */
export function clientSeedMessage(clientSeeds: readonly string[]): string {
	return clientSeeds.join(",");
}

/** r: the first 52 bits (13 hex digits) of HMAC-SHA256(key = game hash bytes, message = the seeds joined). */
export async function crashUniform(gameHash: string, clientSeeds: readonly string[]): Promise<bigint> {
	const key = await crypto.subtle.importKey(
		"raw",
		hexToBytes(gameHash.toLowerCase()),
		{ name: "HMAC", hash: "SHA-256" },
		false,
		["sign"],
	);
	const mac = new Uint8Array(
		await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(clientSeedMessage(clientSeeds))),
	);
	return BigInt(`0x${bytesToHex(mac).slice(0, 13)}`);
}

function checkRtp(rtpBasisPoints: number): bigint {
	if (!Number.isInteger(rtpBasisPoints) || rtpBasisPoints < 1 || rtpBasisPoints > 10_000) {
		throw new RangeError("The RTP is whole basis points from 1 to 10,000");
	}
	return BigInt(rtpBasisPoints);
}

/**
 * The exact core: the crash point for r in [0, 2^52). Y = RTP·N / (N − r) hundredths, i.e. in integers
 * floor(Y) = floor(rtpBasisPoints · N / (100 · (N − r))); C = 100 if floor(Y) < 100, else min(CRASH_MAX_POINT,
 * floor(Y) + 1).
 */
export function crashPointFromUniform(r: bigint, rtpBasisPoints = CRASH_RTP_BASIS_POINTS): Multiplier {
	if (r < 0n || r >= CRASH_GRID) throw new RangeError("r is a 52-bit integer");
	const rtp = checkRtp(rtpBasisPoints);
	const floorY = (rtp * CRASH_GRID) / (100n * (CRASH_GRID - r));
	if (floorY < 100n) return 100;
	const c = floorY + 1n;
	return c >= BigInt(CRASH_MAX_POINT) ? CRASH_MAX_POINT : Number(c);
}

/** A round's crash point from its game hash and the mixed client seeds (in acceptance order). */
export async function crashPointFrom(
	gameHash: string,
	clientSeeds: readonly string[],
	rtpBasisPoints = CRASH_RTP_BASIS_POINTS,
): Promise<Multiplier> {
	checkRtp(rtpBasisPoints);
	return crashPointFromUniform(await crashUniform(gameHash, clientSeeds), rtpBasisPoints);
}

/**
 * 2^52 · P(C > m) computed from the formula, without sampling: the number of r in [0, 2^52) whose crash point is
 * above m. C > m ⇔ Y ≥ m ⇔ N − r ≤ RTP·N·100/m, so it is min(N, floor(rtpBasisPoints · N / (100 · m))) for
 * 100 ≤ m < CRASH_MAX_POINT, and 0 from CRASH_MAX_POINT on. (The unit tests check it against crashPointFromUniform
 * at the edges of every count.)
 */
export function countAbove(m: Multiplier, rtpBasisPoints = CRASH_RTP_BASIS_POINTS): bigint {
	const rtp = checkRtp(rtpBasisPoints);
	if (m < 100) return CRASH_GRID;
	if (m >= CRASH_MAX_POINT) return 0n;
	const count = (rtp * CRASH_GRID) / (100n * BigInt(m));
	return count < CRASH_GRID ? count : CRASH_GRID;
}

export type CrashVerification = {
	/** SHA-256(game hash) equals the commitment published before the round. */
	commitmentMatches: boolean;
	computedCrashPoint: Multiplier;
	crashPointMatches: boolean;
	/**
	 * The chain check, when a terminating hash was given: the hashing steps from the game hash to it (k + 1 for the
	 * chain's round k), or null if not reached within maxChainSteps. Undefined when no terminating hash was given.
	 */
	chainSteps?: number | null;
};

/** Recomputes a revealed crash round, as /verify does in the browser. */
export async function verifyCrashRound(input: {
	gameHash: string;
	commitment: string;
	clientSeeds: readonly string[];
	crashPoint: Multiplier;
	rtpBasisPoints?: number;
	terminatingHash?: string | null;
	/** How far the chain check looks: 100,000 steps by default (a few seconds in a phone's browser). */
	maxChainSteps?: number;
}): Promise<CrashVerification> {
	const computedCrashPoint = await crashPointFrom(
		input.gameHash,
		input.clientSeeds,
		input.rtpBasisPoints ?? CRASH_RTP_BASIS_POINTS,
	);
	const outcome: CrashVerification = {
		commitmentMatches: (await commitmentOfGameHash(input.gameHash)) === input.commitment.toLowerCase(),
		computedCrashPoint,
		crashPointMatches: computedCrashPoint === input.crashPoint,
	};
	if (input.terminatingHash) {
		outcome.chainSteps = await chainDistance(input.gameHash, input.terminatingHash, input.maxChainSteps ?? 100_000);
	}
	return outcome;
}

/** Whether hashing the game hash exactly `steps` times gives the terminating hash (round k of a chain: k + 1). */
export async function reachesTerminatingHash(
	gameHash: string,
	terminatingHash: string,
	steps: number,
): Promise<boolean> {
	let hash = gameHash.toLowerCase();
	for (let i = 0; i < steps; i++) hash = await sha256Hex(hash);
	return steps > 0 && hash === terminatingHash.toLowerCase();
}
