import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
	CLIENT_SEEDS_MIXED,
	CRASH_EXAMPLE_ROUND,
	CRASH_GRID,
	CRASH_MAX_POINT,
	CRASH_RTP_BASIS_POINTS,
	chainDistance,
	chainLinks,
	commitmentOfGameHash,
	countAbove,
	crashPointFrom,
	crashPointFromUniform,
	newChainSeed,
	reachesTerminatingHash,
	terminatingHashOf,
	verifyCrashRound,
} from "~/domain/crash/fairness";
import { isPaidAt } from "~/domain/crash/flight";

const N = CRASH_GRID; // 2^52

/** The published example round (domain/crash/fairness.ts), recomputed here with Node's own crypto. */
const VECTOR = CRASH_EXAMPLE_ROUND;

describe("crash fairness: the exact distribution", () => {
	it("counts the r above each multiplier exactly, and the formula agrees at both edges of every count", () => {
		// C is non-decreasing in r (Y = RTP·N/(N − r) grows with r), so C > m exactly for r ≥ N − count: checking the
		// two values of r around that edge proves the count.
		const ms = [100, 101, 102, 110, 150, 199, 200, 201, 250, 300, 500, 777, 1_000, 10_000, 100_000, 999_999];
		for (let m = 100; m <= 2_000; m++) ms.push(m);
		for (const m of ms) {
			const count = countAbove(m);
			expect(crashPointFromUniform(N - count)).toBeGreaterThan(m);
			expect(crashPointFromUniform(N - count - 1n)).toBeLessThanOrEqual(m);
		}
		expect(countAbove(CRASH_MAX_POINT)).toBe(0n);
		expect(crashPointFromUniform(N - 1n)).toBe(CRASH_MAX_POINT);
		expect(crashPointFromUniform(0n)).toBe(100);
	}, 30_000);

	it("gives P(C > x) = RTP / x on the 2^52 grid: 2^52·P(C > x) = floor(2^52·RTP/x) for every x from 1.00× to 1,000.00× and beyond", () => {
		// With x = m/100 and RTP = 9700/10000: 2^52·RTP/x = 9700·2^52/(100·m). The floor is the only rounding, so
		// |P(C > x) − RTP/x| < 2^-52 for every x, and a bet paid at x (paid exactly when x < C) returns
		// x·P(C > x) in (RTP − x·2^-52, RTP].
		// Every x a bet can target (to 1,000.00×), then every 97th hundredth up to the cap.
		for (let m = 100; m < CRASH_MAX_POINT; m += m < 100_000 ? 1 : 97) {
			const count = countAbove(m);
			const exact = (9_700n * N) / (100n * BigInt(m));
			if (count !== exact) throw new Error(`count at ${m}`);
			const mm = BigInt(m);
			// x·P(C > x) ≤ RTP  ⇔  m·count·10000 ≤ 9700·100·N
			if (mm * count * 10_000n > 9_700n * 100n * N) throw new Error(`return above RTP at ${m}`);
			// x·P(C > x) > RTP − x/N  ⇔  m·(count + 1) > 97·N
			if (mm * (count + 1n) <= 97n * N) throw new Error(`return below RTP − x/2^52 at ${m}`);
		}
		const p = (m: number) => Number(countAbove(m)) / Number(N);
		for (const [x, m] of [
			[1.0, 100],
			[1.01, 101],
			[1.5, 150],
			[2, 200],
			[10, 1_000],
			[100, 10_000],
			[1_000, 100_000],
			[9_999.99, 999_999],
		] as const) {
			expect(Math.abs(p(m) - 0.97 / x)).toBeLessThan(2 ** -52 + 1e-17);
		}
	}, 30_000);

	it("has an instant crash at 1.00× with probability 3% (the house's share, exact up to 2^-52)", () => {
		// 2^52·P(C = 1.00) = 2^52 − floor(0.97·2^52) = ceil(0.03·2^52).
		const instant = N - countAbove(100);
		expect(instant).toBe((3n * N + 99n) / 100n);
		expect(Number(instant) / Number(N) - 0.03).toBeGreaterThanOrEqual(0);
		expect(Number(instant) / Number(N) - 0.03).toBeLessThan(2 ** -52);
		// The house edge of every bet the game accepts (1.01× to 1,000.00×) is 3% up to x·2^-52 < 2.3e-13.
		const worst = Math.max(
			...[101, 200, 12_345, 100_000].map((m) => 0.97 - (m / 100) * (Number(countAbove(m)) / Number(N))),
		);
		expect(worst).toBeGreaterThanOrEqual(0);
		expect(worst).toBeLessThan(100_000 / 100 / 2 ** 52 + 1e-16);
	});

	it("follows another declared RTP the same way (99%: instant crash 1%)", () => {
		const instant = N - countAbove(100, 9_900);
		expect(instant).toBe((1n * N + 99n) / 100n);
		expect(crashPointFromUniform(N - countAbove(250, 9_900), 9_900)).toBeGreaterThan(250);
		expect(() => crashPointFromUniform(0n, 0)).toThrow(RangeError);
		expect(() => crashPointFromUniform(N)).toThrow(RangeError);
	});
});

describe("crash fairness: 100,000 simulated rounds", () => {
	it("matches P(C > x) = 0.97/x within 4.5 standard deviations, and the return of a 2.00× auto cash-out", async () => {
		// Deterministic: the game hashes of one chain from a fixed seed (SHA-256 of the previous link, as chainLinks
		// makes them), one client seed per round from its index. Every round goes through the exact core
		// (crashPointFromUniform) with r from Node's synchronous HMAC-SHA256, the same bits crashUniform takes from
		// WebCrypto (the first 500 rounds are checked against crashPointFrom itself), so the run takes a second.
		// Tolerance: |observed − p| ≤ 4.5·sqrt(p(1 − p)/n) per multiplier (a fair generator fails one of the 9
		// checks with probability below 7e-5); the mean return of 2.00× within 4.5 of its standard deviations.
		const rounds = 100_000;
		const points: number[] = [];
		let hash = createHash("sha256").update("crash simulation").digest("hex");
		for (let i = 0; i < rounds; i++) {
			hash = createHash("sha256").update(Buffer.from(hash, "hex")).digest("hex");
			const seeds = [i.toString(16).padStart(16, "0")];
			const mac = createHmac("sha256", Buffer.from(hash, "hex")).update(seeds.join(",")).digest("hex");
			const point = crashPointFromUniform(BigInt(`0x${mac.slice(0, 13)}`));
			if (i < 500) expect(await crashPointFrom(hash, seeds)).toBe(point);
			points.push(point);
		}
		for (const m of [100, 101, 150, 200, 300, 500, 1_000, 10_000]) {
			const p = 0.97 / (m / 100);
			const observed = points.filter((c) => c > m).length / rounds;
			const sigma = Math.sqrt((p * (1 - p)) / rounds);
			expect(Math.abs(observed - p), `P(C > ${m / 100})`).toBeLessThanOrEqual(4.5 * sigma);
		}
		const instant = points.filter((c) => c === 100).length / rounds;
		expect(Math.abs(instant - 0.03)).toBeLessThanOrEqual(4.5 * Math.sqrt((0.03 * 0.97) / rounds));
		// A bet with auto cash-out 2.00× returns 2 with probability 0.485, else 0: mean 0.97, sd sqrt(4·0.485·0.515).
		const returns = points.reduce((sum, c) => sum + (isPaidAt(200, c) ? 2 : 0), 0) / rounds;
		expect(Math.abs(returns - 0.97)).toBeLessThanOrEqual(4.5 * Math.sqrt((4 * 0.485 * 0.515) / rounds));
	}, 60_000);
});

describe("crash fairness: the hash chain and the round's inputs", () => {
	it("builds the chain backwards from the seed and checks every link against the terminating hash", async () => {
		const seed = newChainSeed();
		expect(seed).toMatch(/^[0-9a-f]{64}$/);
		const links = await chainLinks(seed, 50);
		expect(links).toHaveLength(50);
		expect(links[49]).toBe(seed);
		const terminating = await terminatingHashOf(links);
		expect(await commitmentOfGameHash(links[0] as string)).toBe(terminating);
		for (let k = 1; k < links.length; k++) {
			// Round k's commitment is the previous round's game hash.
			expect(await commitmentOfGameHash(links[k] as string)).toBe(links[k - 1]);
		}
		for (const k of [0, 1, 17, 49]) {
			expect(await chainDistance(links[k] as string, terminating, 100)).toBe(k + 1);
			expect(await reachesTerminatingHash(links[k] as string, terminating, k + 1)).toBe(true);
			expect(await reachesTerminatingHash(links[k] as string, terminating, k)).toBe(false);
		}
		expect(await chainDistance(newChainSeed(), terminating, 200)).toBeNull();
		expect(await chainDistance(links[30] as string, terminating, 30)).toBeNull(); // needs 31 steps
		await expect(chainLinks("xyz", 3)).rejects.toThrow(TypeError);
		await expect(chainLinks(seed, 0)).rejects.toThrow(RangeError);
	}, 30_000);

	it("reproduces the published test vector with Node's own crypto, step by step", async () => {
		const sha = (hex: string) => createHash("sha256").update(Buffer.from(hex, "hex")).digest("hex");
		const links = await chainLinks(VECTOR.chainSeed, 5);
		expect(VECTOR.chainSeed).toBe(createHash("sha256").update("crash test vector").digest("hex"));
		expect(links[2]).toBe(VECTOR.gameHash);
		expect(links[1]).toBe(VECTOR.commitment);
		expect(sha(VECTOR.gameHash)).toBe(VECTOR.commitment);
		expect(await terminatingHashOf(links)).toBe(VECTOR.terminatingHash);
		expect(sha(sha(sha(VECTOR.gameHash)))).toBe(VECTOR.terminatingHash);

		const mac = createHmac("sha256", Buffer.from(VECTOR.gameHash, "hex"))
			.update(VECTOR.clientSeeds.join(","))
			.digest("hex");
		const r = BigInt(`0x${mac.slice(0, 13)}`);
		const floorY = (9_700n * N) / (100n * (N - r));
		expect(Number(floorY + 1n)).toBe(VECTOR.crashPoint);
		expect(await crashPointFrom(VECTOR.gameHash, VECTOR.clientSeeds)).toBe(223);
		expect(await crashPointFrom(VECTOR.gameHash, [])).toBe(VECTOR.crashPointWithoutSeeds);
		// The seeds' order is part of the result.
		expect(await crashPointFrom(VECTOR.gameHash, [...VECTOR.clientSeeds].reverse())).not.toBe(223);
		// Hashes are read case-insensitively.
		expect(await crashPointFrom(VECTOR.gameHash.toUpperCase(), VECTOR.clientSeeds)).toBe(223);
	});

	it("verifies a revealed round, and catches a wrong hash, seeds, crash point or chain", async () => {
		const ok = await verifyCrashRound({ ...VECTOR, rtpBasisPoints: CRASH_RTP_BASIS_POINTS });
		expect(ok).toEqual({ commitmentMatches: true, computedCrashPoint: 223, crashPointMatches: true, chainSteps: 3 });
		const noChain = await verifyCrashRound({ ...VECTOR, terminatingHash: null });
		expect(noChain).toEqual({ commitmentMatches: true, computedCrashPoint: 223, crashPointMatches: true });
		const otherHash = await verifyCrashRound({ ...VECTOR, gameHash: "ab".repeat(32), maxChainSteps: 20 });
		expect(otherHash.commitmentMatches).toBe(false);
		expect(otherHash.chainSteps).toBeNull();
		const fewerSeeds = await verifyCrashRound({ ...VECTOR, clientSeeds: VECTOR.clientSeeds.slice(0, 2) });
		expect(fewerSeeds.crashPointMatches).toBe(false);
		expect((await verifyCrashRound({ ...VECTOR, crashPoint: 224 })).crashPointMatches).toBe(false);
		expect((await verifyCrashRound({ ...VECTOR, maxChainSteps: 2 })).chainSteps).toBeNull();
		expect(CLIENT_SEEDS_MIXED).toBe(3);
	}, 30_000);
});
