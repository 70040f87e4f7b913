import { describe, expect, it } from "vitest";
import { commitmentOf, hexToBytes, newServerSeed, resultFromSeed, verifyRound } from "~/domain/fairness";

describe("provable fairness", () => {
	it("commits with SHA-256 of the seed's bytes (a known vector)", async () => {
		// SHA-256 of 32 zero bytes.
		expect(await commitmentOf("00".repeat(32))).toBe(
			"66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925",
		);
	});

	it("derives the result from HMAC-SHA256 with rejection sampling (a known vector)", async () => {
		// The expected pocket is recomputed here step by step: first HMAC byte below 222, mod 37.
		const seed = "00".repeat(32);
		const key = await crypto.subtle.importKey("raw", hexToBytes(seed), { name: "HMAC", hash: "SHA-256" }, false, [
			"sign",
		]);
		const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode("round-1")));
		const firstAccepted = mac.find((b) => b < 222);
		expect(firstAccepted).toBeDefined();
		expect(await resultFromSeed(seed, "round-1")).toBe((firstAccepted ?? 0) % 37);
	});

	it("gives every pocket a result and stays in 0–36", async () => {
		const seen = new Set<number>();
		for (let i = 0; i < 2_000; i++) {
			const n = await resultFromSeed(newServerSeed(), `r${i}`);
			expect(n).toBeGreaterThanOrEqual(0);
			expect(n).toBeLessThanOrEqual(36);
			seen.add(n);
		}
		expect(seen.size).toBe(37);
	});

	it("is deterministic for a seed and round, and differs across rounds", async () => {
		const seed = newServerSeed();
		expect(await resultFromSeed(seed, "a")).toBe(await resultFromSeed(seed, "a"));
		const results = await Promise.all(Array.from({ length: 50 }, (_, i) => resultFromSeed(seed, `round-${i}`)));
		expect(new Set(results).size).toBeGreaterThan(10);
	});

	it("verifies a revealed round and detects a tampered seed or result", async () => {
		const seed = newServerSeed();
		const commitment = await commitmentOf(seed);
		const result = await resultFromSeed(seed, "r-42");
		expect(await verifyRound({ roundId: "r-42", serverSeed: seed, commitment, result })).toEqual({
			commitmentMatches: true,
			computedResult: result,
			resultMatches: true,
		});
		const other = newServerSeed();
		expect((await verifyRound({ roundId: "r-42", serverSeed: other, commitment, result })).commitmentMatches).toBe(
			false,
		);
		expect(
			(await verifyRound({ roundId: "r-42", serverSeed: seed, commitment, result: (result + 1) % 37 })).resultMatches,
		).toBe(false);
	});

	it("refuses a seed that is not hex", () => {
		expect(() => hexToBytes("xyz")).toThrow(TypeError);
	});
});
