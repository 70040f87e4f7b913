/**
 * What the fault suites share (tests/workers/faults*.test.ts, docs/decisions/0700-fault-suite-model.md): injected
 * settlement failures (a room on the game host settles one bet a chunk and fails once at a named step of its
 * settlement, through durable/game-host/settlement.ts's test hook), the rooms' logs of them kept out of the output,
 * fast-check's settings with replay, and the count of what the runs exercised.
 */
import { runInDurableObject } from "cloudflare:test";
import { onTestFinished, vi } from "vitest";
import type { GameHost } from "~/durable/game-host/game-host";

/** The settlement of the room's next owed round fails once at `step` (one bet a chunk, so chunk steps exist); null: it does not. */
export async function failSettlementOnceAt(stub: DurableObjectStub, step: string | null): Promise<void> {
	// biome-ignore lint/suspicious/noExplicitAny: any game on the host (its state, owed rounds, messages and timing).
	await runInDurableObject(stub, (room: GameHost<any, any, any, any>) => {
		let failed = false;
		room.configureForTests({
			settleChunk: 1,
			settlementHook: (at) => {
				if (step !== null && at === step && !failed) {
					failed = true;
					throw new Error(`injected settlement failure at ${at}`);
				}
			},
		});
	});
}

/** Until the test ends, the rooms' logs of injected settlement failures are not printed (expected in a fault suite). */
export function quietInjectedFailures(): void {
	const logError = console.error;
	const quiet = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
		if (!args.some((a) => String(a).includes("injected settlement failure"))) logError(...args);
	});
	onTestFinished(() => quiet.mockRestore());
}

/**
 * fast-check's settings for a fault suite: `runs` runs, or only the failing run to replay (its `seed` and `path`);
 * the counterexample printed with them (verbose), so that a failure can be replayed; shrinking only when asked (slow:
 * every attempt replays real I/O).
 */
export function faultRunOptions(runs: number, replay: { seed: number; path: string } | null, shrink: boolean) {
	return {
		numRuns: replay ? 1 : runs,
		verbose: 1,
		endOnFailure: !shrink,
		...(replay ? { seed: replay.seed, path: replay.path } : {}),
	};
}

/** What a fault suite's runs exercised, counted by name and printed at the end (to see that the generator reaches the interesting cases). */
export function coverageOf(suite: string) {
	const coverage = new Map<string, number>();
	return {
		count: (what: string) => coverage.set(what, (coverage.get(what) ?? 0) + 1),
		print: () =>
			console.log(
				`[${suite}] exercised:\n${[...coverage]
					.sort(([a], [b]) => a.localeCompare(b))
					.map(([what, n]) => `  ${n}\t${what}`)
					.join("\n")}`,
			),
	};
}
