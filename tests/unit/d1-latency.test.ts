// The benchmarks' model of Cloudflare's D1 latency (durable/game-host/d1-latency.ts): off unless a benchmark asks for it,
// never in licensed mode, never set by a wrangler config, and the delay is wall time around each call.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { d1LatencyFrom, withLatency } from "~/durable/game-host/d1-latency";
import { d1LatencyMs, d1LatencyVars } from "~/scripts/lib/bench.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("d1LatencyFrom", () => {
	it("is off unless BENCH_D1_LATENCY_MS asks for a positive delay", () => {
		expect(d1LatencyFrom({})).toBe(0);
		expect(d1LatencyFrom({ BENCH_D1_LATENCY_MS: "0" })).toBe(0);
		expect(d1LatencyFrom({ BENCH_D1_LATENCY_MS: "-5" })).toBe(0);
		expect(d1LatencyFrom({ BENCH_D1_LATENCY_MS: "ten" })).toBe(0);
		expect(d1LatencyFrom({ BENCH_D1_LATENCY_MS: "10" })).toBe(10);
		expect(d1LatencyFrom({ BENCH_D1_LATENCY_MS: "60000" })).toBe(1000);
	});

	it("is ignored in licensed mode: real money is never slowed on purpose", () => {
		expect(d1LatencyFrom({ OPERATOR_MODE: "licensed", BENCH_D1_LATENCY_MS: "10" })).toBe(0);
		expect(d1LatencyFrom({ OPERATOR_MODE: "demo", BENCH_D1_LATENCY_MS: "10" })).toBe(10);
	});

	it("is set by no wrangler config: only a benchmark's run writes it", () => {
		expect(readFileSync(`${root}/wrangler.toml`, "utf8")).not.toContain("BENCH_D1_LATENCY_MS");
	});
});

describe("the benchmarks' --d1-latency option", () => {
	it("defaults to 10 ms, takes a value, and is off without the flag", () => {
		expect(d1LatencyMs(["node", "bench", "--d1-latency"])).toBe(10);
		expect(d1LatencyMs(["node", "bench", "--d1-latency=25"])).toBe(25);
		expect(d1LatencyVars(25)).toEqual({ BENCH_D1_LATENCY_MS: "25" });
		expect(d1LatencyVars(0)).toEqual({});
		expect(() => d1LatencyMs(["node", "bench", "--d1-latency=x"])).toThrow();
	});
});

describe("withLatency", () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	/** A stand-in binding that records when each call reaches it. */
	function fakeD1(log: string[]) {
		const statement = (sql: string, values: unknown[] = []): D1PreparedStatement =>
			({
				bind: (...more: unknown[]) => statement(sql, [...values, ...more]),
				first: async () => {
					log.push(`first ${sql} ${values.join(",")}`);
					return { n: 1 };
				},
				all: async () => {
					log.push(`all ${sql}`);
					return { results: [], success: true, meta: {} };
				},
				run: async () => ({ results: [], success: true, meta: {} }),
				raw: async () => [],
				sql,
				values,
			}) as unknown as D1PreparedStatement;
		return {
			prepare: (sql: string) => statement(sql),
			batch: async (statements: Array<D1PreparedStatement & { sql: string }>) => {
				log.push(`batch ${statements.map((s) => s.sql).join("+")}`);
				return statements.map(() => ({ results: [], success: true, meta: {} }));
			},
			exec: async () => ({ count: 0, duration: 0 }),
		} as unknown as D1Database;
	}

	it("reaches the database after half the delay and answers after the whole delay, calls overlapping", async () => {
		vi.useFakeTimers();
		const log: string[] = [];
		const d1 = withLatency(fakeD1(log), 10);
		let answered = 0;
		const first = d1
			.prepare("select ?")
			.bind(7)
			.first()
			.then((row) => {
				answered++;
				return row;
			});
		const second = d1
			.prepare("select 2")
			.all()
			.then(() => answered++);
		await vi.advanceTimersByTimeAsync(4);
		expect(log).toEqual([]);
		await vi.advanceTimersByTimeAsync(1);
		expect(log).toEqual(["first select ? 7", "all select 2"]);
		expect(answered).toBe(0);
		await vi.advanceTimersByTimeAsync(5);
		expect(answered).toBe(2);
		await expect(first).resolves.toEqual({ n: 1 });
		await second;
	});

	it("hands a batch the binding's own statements, with one delay for the whole batch", async () => {
		vi.useFakeTimers();
		const log: string[] = [];
		const d1 = withLatency(fakeD1(log), 10);
		const batch = d1.batch([d1.prepare("a").bind(1), d1.prepare("b")]);
		await vi.advanceTimersByTimeAsync(10);
		await expect(batch).resolves.toHaveLength(2);
		expect(log).toEqual(["batch a+b"]);
	});
});
